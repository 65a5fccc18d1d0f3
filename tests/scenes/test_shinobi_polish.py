"""Loose ends a newcomer found at the Shinobi table: choice rows that use their panel,
a right-hand column that says something while a computer plays, computer turns shown
long enough to follow, and cards in flight that never hide a seat's name."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.choice_list import FILL_FONTS, SCROLL_FONT, ChoiceList
from scenes.shinobi import ShinobiScene
from scenes.shinobi.log_panel import STYLE as LOG_STYLE
from scenes.shinobi.scene import AI_PAUSE
from scenes.shinobi.staging import COMPUTER_HOLD, Flight
from scenes.tableflow.turn_budget import floor_of

from .conftest import SIZES, Driver, record_texts
from .test_shinobi_native import placing
from .test_shinobi_table_layout import first_seed, pawn_placing

LOG_FONT = LOG_STYLE.font
"""The log's size (FONT_SMALL since issue 33: capitals 11.5 px at 1280x720)."""

SizedApp = Callable[[tuple[int, int]], App]


# ---------------------------------------------------------------------- 1. choice rows
@pytest.mark.parametrize("size", SIZES)
def test_a_few_choices_are_written_big_and_use_the_panel(
    sized_app: SizedApp, size: tuple[int, int]
) -> None:
    sized_app(size)
    surface = pygame.Surface(size)
    with theme.scaled_for(size):
        box = theme.design_rect(960, 150, 300, 320)
        choices = ChoiceList()
        choices.set_rows(["Sora", "Midori", "Kiku"])
        choices.draw(surface, box)
        rows = [row.rect for row in choices.rows_drawn]
        assert len(rows) == 3 and all(box.contains(row) for row in rows)
        assert choices.row_font == FILL_FONTS[0]  # the largest size: three short rows
        small_row = theme.font(theme.FONT_MIN).get_linesize() + 2 * theme.px(4)
        assert min(row.height for row in rows) >= 2 * small_row  # tall, easy to hit
        assert sum(row.height for row in rows) >= box.height * 0.45


def test_a_long_list_scrolls_at_a_readable_size_and_every_row_is_reached() -> None:
    size = (1280, 720)
    surface = pygame.Surface(size)
    with theme.scaled_for(size):
        box = pygame.Rect(960, 150, 300, 320)
        choices = ChoiceList()
        labels = [f"Card kind number {n}" for n in range(14)]
        choices.set_rows(labels)
        choices.draw(surface, box)
        assert choices.row_font == SCROLL_FONT > theme.FONT_MIN
        seen = set()
        for _ in range(len(labels)):
            seen |= {row.index for row in choices.rows_drawn}
            assert all(box.contains(row.rect) for row in choices.rows_drawn)  # none cut
            choices.scroll(1)
            choices.draw(surface, box)
        assert seen == set(range(len(labels)))


def test_placing_pawns_fills_the_panel_with_large_rows(app: App, ui: Driver) -> None:
    scene = pawn_placing(app)
    ui.step()
    assert len(scene.options) == 3  # a row per place (test_shinobi_pawn_places.py)
    assert scene.choices.row_font >= SCROLL_FONT
    rows = [row.rect for row in scene.choices.rows_drawn]
    panel = scene.layout.options
    assert all(panel.contains(rect) for rect in rows)
    assert rows[-1].bottom - rows[0].top >= panel.height * 0.6  # not bunched at the top


def test_the_first_choice_of_a_turn_is_large_at_1920x1080(sized_app: SizedApp) -> None:
    app = sized_app((1920, 1080))
    scene = placing(app)
    scene.selection.selected = []
    ui = Driver(app)
    ui.step()
    assert scene.options and scene.choices.row_font > theme.FONT_MIN
    row = scene.choices.rows_drawn[0]
    assert row.rect.height >= 2 * theme.font(theme.FONT_MIN).get_linesize()
    played = len(scene.session.actions)
    ui.click(row.rect.center)  # and a click where it is drawn chooses it
    assert len(scene.session.actions) == played + 1


# ---------------------------------------------------------------------- 2-3. computers' turns
def computers_table(app: App, seats: list[Seat], *, speed: float = 1.0) -> ShinobiScene:
    """A table whose computers answer at once (no worker), animated as in a window."""
    app.settings.animation_speed = speed
    session = GameSession.new(
        "shinobi", seats, first_seed(len(seats)), {"players": len(seats)}, autosave=False
    )
    scene = ShinobiScene(app, session, animate=True, ai_pause=AI_PAUSE)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def frames_between_moves(app: App, scene: ShinobiScene, ui: Driver) -> int:
    """Frames from a computer's move to the next one (the first move played first)."""
    for _ in range(2000):
        if scene.session.actions:
            break
        ui.step()
    played = len(scene.session.actions)
    for frames in range(1, 2000):
        ui.step()
        if len(scene.session.actions) > played:
            return frames
    raise AssertionError("no second move")


def test_a_computers_move_stays_on_the_stage_long_enough_to_follow(app: App) -> None:
    scene = computers_table(app, [Seat("ai", "easy"), Seat("ai", "easy")])
    ui = Driver(app)
    gaps = sorted(frames_between_moves(app, scene, ui) for _ in range(4))
    # told slower than a person's, its cards flying, held once landed, then the pause
    # (a discard or a recruit took 0.9 s: 53 frames)
    assert gaps[1] / 60 >= COMPUTER_HOLD + AI_PAUSE + 0.3
    # the discard ending a turn of 3.2 s is held shorter (its turn's budget,
    # test_turn_budget.py), never under its floor
    assert gaps[0] / 60 >= floor_of(COMPUTER_HOLD, False) + AI_PAUSE + 0.3
    assert scene.staging.stage is not None and scene.staging.stage.computer


def test_the_speed_setting_shortens_a_computers_turn(app: App) -> None:
    slow = frames_between_moves(
        app, computers_table(app, [Seat("ai", "easy"), Seat("ai", "easy")]), Driver(app)
    )
    assert slow > 50  # the first move, told and its cards flown (issue 33 made it brisker)
    app.pop()
    fast = frames_between_moves(
        app,
        computers_table(app, [Seat("ai", "easy"), Seat("ai", "easy")], speed=4.0),
        Driver(app),
    )
    assert fast <= slow / 3


def test_space_ends_a_computers_move_at_once(app: App) -> None:
    scene = computers_table(app, [Seat("ai", "easy"), Seat("ai", "easy")])
    ui = Driver(app)
    for _ in range(2000):
        if scene.session.actions:
            break
        ui.step()
    assert scene.busy
    ui.key(pygame.K_SPACE)
    assert not scene.busy and scene.staging.hold_left == 0


def test_the_last_actions_log_lines_are_lit(app: App) -> None:
    scene = computers_table(app, [Seat("human"), Seat("ai", "easy")])
    ui = Driver(app)
    scene.play("recruit")
    scene.hurry()
    lit = [line for line, on in scene.log.entries() if on]
    assert lit and lit == [line for line, _ in scene.log.entries()][-len(lit) :]
    assert "recruits" in " ".join(lit)
    ui.step()
    assert scene.staging.stage is not None and not scene.staging.stage.computer


def test_the_column_tells_a_computers_turn_and_nothing_hidden(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = computers_table(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    ui = Driver(app)
    scene.play("recruit")
    for _ in range(3000):  # to the first computer's turn, its move being told
        ui.step()
        if scene.state.current_player != 0 and scene.session.ai_to_move and scene.busy:
            break
        if scene.can_act:
            scene.play(scene.state.legal_actions()[-1])
    assert scene.prompt.shows_turn()
    drawn = record_texts(monkeypatch)
    canvas = pygame.Surface(scene.size)
    scene.prompt.draw_turn(canvas, scene.layout.options)
    monkeypatch.undo()
    tr = app.tr
    seat = scene.state.current_player
    assert any(scene.seat_name(seat) in s for s in drawn)  # whose turn
    assert tr("shinobi.turn.scores") in drawn  # the scores so far
    assert all(str(scene.state.score(s)) in drawn for s in range(3))
    allowed = " ".join(
        [line for line, _ in scene.log.entries()]
        + [scene.prompt.doing_text(), tr("shinobi.turn.of", name=scene.seat_name(seat))]
        + [tr(f"shinobi.turn.{k}") for k in ("recent", "scores", "thinking")]
        + [scene.seat_name(s) for s in range(3)]
        + [str(scene.state.score(s)) for s in range(3)]
    )
    public = " ".join(allowed.split())
    for string in drawn:  # nothing but public words: the log shown, names, scores
        for word in string.split():
            assert word in public, (word, string)
    assert scene.prompt.doing_text() and "{" not in scene.prompt.doing_text()


def test_every_phase_says_what_a_seat_is_doing_in_both_languages(app: App) -> None:
    from ninjas.core.i18n import Translator

    for lang in ("en", "fr"):
        tr = Translator(lang)
        for phase in ("draw", "place", "discard", "court", "temple", "peek", "pawns", "shosho"):
            assert tr.has(f"shinobi.doing.{phase}")
        for key in ("of", "thinking", "recent", "scores"):
            assert tr.has(f"shinobi.turn.{key}")


# ---------------------------------------------------------------------- 4. name plates
def test_a_card_in_flight_never_hides_a_seats_name(sized_app: SizedApp) -> None:
    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        scene = placing(app, 3, "grandmaster")
        scene.animate = True
        Driver(app).step()
        canvas = pygame.Surface(size)
        scene.draw(canvas)
        plates = list(scene.board.plates)
        assert len(plates) == 3
        for plate, _, _, _ in plates:
            before = canvas.subsurface(plate).copy()
            centre = plate.center
            scene.staging.flights = [Flight(None, centre, centre, 10.0)]  # a card over the name
            scene.draw(canvas)
            after = canvas.subsurface(plate)
            assert pygame.image.tobytes(after, "RGB") == pygame.image.tobytes(before, "RGB")
            scene.staging.flights = []
            scene.draw(canvas)
        app.pop()


def test_cards_fly_to_an_opponents_hand_under_its_name_plate(app: App) -> None:
    scene = placing(app, 4, "grandmaster")
    Driver(app).step()
    for seat, slot in scene.opponent_slots().items():
        plate = next(p for p, s, _, _ in scene.board.plates if s == seat)
        end = scene.staging.flight_rect(
            Flight(None, (0, 0), scene.staging.seat_anchor(seat), 1.0, 1.0)
        )
        assert slot.contains(end) and not end.colliderect(plate)


def test_the_log_shows_whole_entries_and_scrolls_back_by_entries(app: App) -> None:
    """Its top line was often the end of an entry cut in two ('commence.')."""
    scene = placing(app)
    width = scene.layout.log.width - theme.px(16)
    line_h = theme.font(LOG_FONT).get_linesize()
    shown = max(1, (scene.layout.log.height - theme.px(12)) // line_h)
    long = "Sora places three Crow cards beside the Carp, and then the Crow takes"
    while len(scene.wraps.wrap(long, LOG_FONT, width)) < 2:
        long += " more and more"
    assert len(scene.wraps.wrap(long, LOG_FONT, width)) == 2
    # entries of two lines each, the newest of one line when the log shows an even number
    scene.log.lines = [(None, f"{long} {n}") for n in range(30)]
    if shown % 2 == 0:
        scene.log_lines.append((None, "Sora recruits."))
    drawn: list[str] = []
    original = theme.text

    def recording(string: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(string)
        return original(string, *args, **kwargs)  # type: ignore[arg-type]

    for scroll in (0, 3):
        scene.log.scroll = scroll
        scene.log.forget()
        theme.text = recording  # type: ignore[assignment]
        try:
            scene.log.surface()
        finally:
            theme.text = original  # type: ignore[assignment]
        entries = scene.visible_log()[: len(scene.visible_log()) - scroll]
        wrapped = [scene.wraps.wrap(line, LOG_FONT, width) for line in entries]
        lines = list(drawn)
        drawn.clear()
        assert lines  # whole entries down to the newest (no entry begun above the top)
        tails = [[w for part in wrapped[k:] for w in part] for k in range(len(wrapped))]
        assert lines in tails, (scroll, lines[:2])
