"""The Dojo table at the window's own size (issue 15 §1) and its hint (issue 18 §3): it
draws natively at every size (nothing outside the window, panels apart, the board
filling its area, text never under 14 px at 1280x720), a click at a hex's real
position chooses that hex, and H shows the hard computer's move worked out from what
the acting seat may know."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import DojoState
from scenes import ai_turn, theme
from scenes.ai_turn import Ready, seat_view
from scenes.app import App
from scenes.dojo import DojoScene, art, tray
from scenes.dojo.art import HINT
from scenes.paging import Pager

from .conftest import SIZES, assert_not_blank

STEP = 1.0 / 60.0


def advance(session: GameSession, phases: tuple[str, ...]) -> None:
    """Both seats play greedy moves until seat 0 (a person) must act in `phases`."""
    agents = [make_agent("greedy", 1), make_agent("greedy", 2)]
    for _ in range(3000):
        state = session.state
        assert not state.is_terminal
        if state.current_player == 0 and state.phase in phases:
            return
        session.apply(agents[state.current_player].choose(state))
    raise AssertionError(phases)


def table(app: App, phases: tuple[str, ...] = ("move",), seed: int = 7) -> DojoScene:
    session = GameSession.new("dojo", [Seat("human"), Seat("ai", "hard")], seed, {}, autosave=False)
    advance(session, phases)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.apply_scale()
        if app.top is not None:
            app.top.update(STEP)
        app.draw()


def click(app: App, pos: tuple[int, int]) -> None:
    """A click as the window sends it (through the app, at window pixels)."""
    for kind, data in (
        (pygame.MOUSEMOTION, {"pos": pos, "rel": (0, 0), "buttons": (0, 0, 0)}),
        (pygame.MOUSEBUTTONDOWN, {"pos": pos, "button": 1}),
        (pygame.MOUSEBUTTONUP, {"pos": pos, "button": 1}),
    ):
        app.dispatch(pygame.event.Event(kind, data))


@pytest.mark.parametrize("size", SIZES)
def test_the_table_draws_natively_at_every_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = table(app)
    frames(app)
    assert app.window.get_size() == size
    assert_not_blank(app.window)
    lay = scene.layout
    assert lay.size == size
    window = app.window.get_rect()
    panels = [lay.map, lay.status, lay.action, lay.log, *lay.buttons.values()]
    for i, rect in enumerate(panels):
        assert window.contains(rect), rect
        for other in panels[i + 1 :]:
            assert not rect.colliderect(other), (rect, other)
    # the right column and the map reach the foot strip: the extra height is used
    assert lay.map.bottom >= size[1] - theme.px(60)
    assert lay.log.bottom == lay.map.bottom
    # the board fills its area one way or the other, and every hex is inside it
    view = scene.view
    cells = list(view.terrain) + view.sites
    xs = [view.centre(h)[0] for h in cells]
    ys = [view.centre(h)[1] for h in cells]
    width = max(xs) - min(xs) + 1.75 * view.radius
    height = max(ys) - min(ys) + 2 * view.radius
    assert width >= 0.9 * lay.map.width or height >= 0.9 * lay.map.height
    for h in cells:
        assert lay.map.collidepoint(view.centre(h))
    # the options of the panel lie in it, apart
    for i, option in enumerate(scene.options):
        assert lay.action.contains(option.rect), option.label
        for other in scene.options[i + 1 :]:
            assert not option.rect.colliderect(other.rect)


def test_the_board_and_cards_grow_with_the_window(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    radius = {}
    for size in ((1280, 720), (1920, 1080), (2560, 1600)):
        app = sized_app(size)
        scene = table(app, ("attack",), seed=11)
        frames(app)
        radius[size] = scene.view.radius
        card = scene.tray_view.layout.hand[0][0]
        assert card.width == theme.px(tray.CARD_W)  # the design width, scaled
        # pictures shown no bigger than their files (never blurred by scaling up)
        tile = art.picture("plains_0")
        assert tile is not None and tile.get_height() >= 2 * scene.view.radius
        figure = art.picture("ninja_0")
        assert figure is not None and figure.get_height() >= scene.view.radius * 1.05
        face = art.picture("card_face")
        assert face is not None and face.get_width() >= card.width
    assert radius[(1920, 1080)] >= 1.4 * radius[(1280, 720)]
    assert radius[(2560, 1600)] >= 1.9 * radius[(1280, 720)]


def test_no_text_under_14_px_at_1280x720(
    sized_app: Callable[[tuple[int, int]], App], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every text the table renders (log, status, panel, tray, hex note, badges, card
    faces) is at least theme.FONT_MIN (Lato at 14 px) at 1280x720."""
    sizes: list[tuple[int, str]] = []
    real_font = theme._font

    def recording(size: int, kind: str) -> pygame.font.Font:
        sizes.append((size, kind))
        return real_font(size, kind)

    monkeypatch.setattr(theme, "_font", recording)
    theme._text_cache.clear()
    art.clear()
    for phases, seed in ((("move",), 7), (("attack",), 11), (("summon",), 13)):
        app = sized_app((1280, 720))
        scene = table(app, phases, seed)
        if scene.state.phase == "move":  # the note of the hex under the pointer too
            h = next(iter(scene.state.terrain))
            app.dispatch(
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=scene.view.centre(h), rel=(0, 0), buttons=(0, 0, 0)
                )
            )
        if scene.state.phase == "summon":
            scene.submit(f"summon {scene.summoning.count}")
        frames(app)
    assert sizes
    small = sorted({(size, kind) for size, kind in sizes if size < theme.FONT_MIN})
    assert small == [], small


def test_a_click_at_a_hexs_real_position_chooses_it_at_1920x1080(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    frames(app)
    assert scene.view.radius > 50  # drawn at the window's size, not 1280x720's
    state = scene.state
    mine = sorted(h for h, c in state.ninjas.items() if c[0] > 0)[0]
    x, y = scene.view.centre(mine)
    click(app, (x + scene.view.radius // 2, y - scene.view.radius // 3))  # off-centre
    frames(app, 1)
    assert scene.selected == mine
    routes = scene.controls.routes()
    target = next(h for h, r in sorted(routes.items()) if r.ends)
    moves = state.remaining
    click(app, scene.view.centre(target))
    frames(app, 1)
    assert state is scene.state and state.remaining == moves - routes[target].cost
    assert state.count(target, 0) >= 1
    # a hex of the other side of the board, clicked at its real position, is the one named
    for h in list(state.terrain)[:12]:
        assert scene.view.hex_at(scene.view.centre(h)) == h
    # the buttons are where they are drawn: Menu opens the pause menu
    click(app, scene.buttons["menu"].rect.center)
    frames(app, 1)
    assert app.top is not scene


def test_the_layout_follows_the_surface_drawn_on(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    """Under an overlay (pause) and back, the table keeps the window's layout and its
    choices where they were."""
    app = sized_app((1920, 1080))
    scene = table(app, ("roll",))
    frames(app)
    big = [o.rect.copy() for o in scene.options]
    scene.open_pause()
    frames(app)
    app.pop()
    frames(app)
    assert scene.layout.size == (1920, 1080)
    assert [o.rect for o in scene.options] == big


def test_the_board_fills_the_map_once_both_dojos_stand(app: App) -> None:
    session = GameSession.new("dojo", [Seat("human"), Seat("human")], 5, {}, autosave=False)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    before = scene.view.radius
    while scene.state.phase == "dojo":
        scene.shown_seat = scene.state.current_player
        scene.play(str(scene.state.legal_actions()[0]))
    scene.draw(app.window)  # (the table itself: two people get the hand-off screen)
    assert len(scene.view.sites) == 2 and scene.view.radius >= before
    for d in scene.state.dojos:
        assert d is not None and scene.view.hex_at(scene.view.centre(d)) == d


# ---------------------------------------------------------------------- the hint
def hard_now(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The hint's search run at once in this process (the real hard computer), with
    the states it was given recorded."""
    given: list[Any] = []

    def think(level: str, seed: int, state: Any) -> Ready:
        given.append(state)
        assert level == "hard"
        return Ready(make_agent(level, seed).choose(state))

    monkeypatch.setattr(ai_turn, "think", think)
    monkeypatch.setattr(ai_turn, "think_hint", think)
    monkeypatch.setattr(ai_turn, "think_plan", think)  # the table's hint: its first step
    monkeypatch.setattr(ai_turn, "think_hint_plan", think)
    return given


def test_h_shows_the_hard_computers_move_on_the_board(
    sized_app: Callable[[tuple[int, int]], App], monkeypatch: pytest.MonkeyPatch
) -> None:
    given = hard_now(monkeypatch)
    app = sized_app((1920, 1080))
    scene = table(app)
    frames(app)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    frames(app)
    hint = scene.hint
    assert hint is not None and len(given) == 1
    assert str(hint) in {str(a) for a in scene.state.legal_actions()}
    # the hard computer's own choice for the same position as the seat sees it
    expected = make_agent("hard", scene._seed(2)).choose(seat_view(scene.state, scene._seed(2)))
    assert str(hint) == str(expected)
    assert hint.kind == "step"
    assert scene.prompt() != scene.narrator.hint_text(hint)
    assert scene.narrator.hint_text(hint).startswith("Hint: step from ")
    hexes = scene.map_layers.hint_hexes()
    assert len(hexes) == 2
    # drawn: the hint's colour rings the hex it walks to
    x, y = scene.view.centre(hexes[1])
    ring = [app.window.get_at((x, y + scene.view.radius - theme.px(4) - dy))[:3] for dy in range(6)]
    assert any(sum(abs(a - b) for a, b in zip(c, HINT, strict=True)) < 60 for c in ring), ring
    # played: the hint goes (a new position)
    scene.play(str(hint))
    frames(app)
    assert scene.hint is None


def test_the_hint_knows_only_what_the_acting_seat_knows(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a battle the person attacks: the defender's face-down cards and both decks'
    order are hidden from it. The hint's search is given a state dealt again from the
    person's view: two positions the person cannot tell apart give the same search."""
    given = hard_now(monkeypatch)
    scene = table(app, ("attack",), seed=11)
    real = scene.state
    b = real.battle
    assert b is not None and b.attacker == 0 and b.row
    scene.request_hint()
    frames(app)
    assert scene.hint is not None and scene.hint.kind == "play"
    assert str(scene.hint) in {str(a) for a in real.legal_actions()}
    searched: DojoState = given[0]
    assert searched is not real
    assert searched.view(0) == real.view(0)  # all the person knows, kept
    # the same position with other hidden cards (the defender's, both decks' order)
    twin = real.determinize(0, random.Random(99))
    assert twin.view(0) == real.view(0)
    assert (twin.battle.row, twin.decks) != (b.row, real.decks)  # type: ignore[union-attr]
    other = seat_view(twin, scene._seed(2))
    mine = seat_view(real, scene._seed(2))
    for state in (other, mine):
        assert state.battle is not None
    assert other.decks == mine.decks
    assert other.battle.row == mine.battle.row  # type: ignore[union-attr]
    assert other.battle.pool == mine.battle.pool  # type: ignore[union-attr]
    # and nothing hidden shows: no face-down card of the defender drawn face up
    frames(app)
    for owner, _rank, hidden in scene.faces_drawn:
        assert not hidden or owner == 0


def test_the_hint_waits_for_the_worker_without_holding_frames(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The search runs elsewhere: frames go on while it is unanswered, the panel says
    the computer is thinking, and a stale answer (the position changed) is dropped."""

    class Slow:
        answer: Any = None
        cancelled = False

        def result(self) -> Any:
            return self.answer

        def cancel(self) -> None:
            self.cancelled = True

    job = Slow()
    monkeypatch.setattr(ai_turn, "think", lambda level, seed, state: job)
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: job)
    monkeypatch.setattr(ai_turn, "think_plan", lambda level, seed, state: job)
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, state: job)
    scene = table(app, ("roll",))
    scene.request_hint()
    frames(app, 3)
    assert scene.hint is None and scene.hint_pending
    assert scene.animating
    assert not scene.buttons["hint"].enabled
    scene.play("roll")  # the person plays before the answer comes
    frames(app)
    assert job.cancelled and scene.hint is None and not scene.hint_pending


def test_the_hint_button_and_key_are_there_only_for_a_person(app: App) -> None:
    session = GameSession.new(
        "dojo", [Seat("ai", "easy"), Seat("ai", "easy")], 3, {}, autosave=False
    )
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.request_hint()
    assert not scene.hint_pending  # nobody to help: the computer plays both sides


def test_a_pager_with_a_key_starts_a_new_list_at_its_first_page() -> None:
    pager = Pager()
    pager.set(10, 4, key="a")
    pager.turn()
    assert pager.page == 1
    pager.set(10, 4, key="a")  # the same list laid out again: the page stays
    assert pager.page == 1
    pager.set(10, 4, key="b")  # another list
    assert pager.page == 0
    pager.turn()
    pager.set(10, 4)  # no key: as before, the page is kept while it exists
    assert pager.page == 1


def test_a_window_resized_many_times_keeps_the_caches_bounded(app: App) -> None:
    """Each size drawn at brings its layout, board pictures and panels; the old ones go
    (issue 15: memory must not grow with the sizes a window went through)."""
    scene = table(app)
    for width in range(1280, 2600, 110):
        size = (width, width * 10 // 16)
        theme.set_scale(theme.scale_for(size))
        scene.draw(pygame.Surface(size))
    assert len(scene._layouts) <= 2
    assert len(scene.hud.bases) <= 4
    assert len(art._scaled) <= art.KEPT and len(art._faces) <= 160
    assert scene.layout.size == size
