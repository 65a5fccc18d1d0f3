"""Issue 33, the review as two newcomers met it: with no costly move there was nothing
to choose, yet the footer said 'Up/Down: choose · Enter: replay that moment', and the
graph's dots could be neither hovered nor clicked, so the replay could not be opened
from the review at all. The dots now tell their moment (hovered, or walked with
Left/Right or a pad) and open the replay there (clicked, Enter, A); the footer names
what works; the average loss is over the moves that fell short only; a line under the
graph says the dips between the seat's moves are the dice's and the others'."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.message import MessageScene
from scenes.pad_hub import PadPress
from scenes.review.scene import ReviewScene
from scenes.widgets import shortened

from .conftest import Driver
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


def items_of(path: Path, costly: int = 0) -> list[rv.Item]:
    """Seat 0's real decisions with made-up chances: the first `costly` of them (from
    the third on) a move other than the computer's that cost 20 points."""
    found = list(rv.decisions(read_record(path), 0))[:8]
    items = []
    for number, decision in enumerate(found):
        chance = 0.3 + 0.05 * number
        if 2 <= number < 2 + costly:
            other = next(str(a) for a in decision.state.legal_actions() if str(a) != decision.move)
            items.append(
                rv.Item(decision.index, decision.move, other, chance, chance, chance - 0.2)
            )
        else:
            items.append(
                rv.Item(decision.index, decision.move, decision.move, chance, chance, chance)
            )
    return items


def shown(app: App, path: Path, items: list[rv.Item], outcome: float = 1.0) -> ReviewScene:
    """The review screen showing `items` (as if worked out), laid out and drawn."""
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review(scene.game, 0, SMALL.key(), items, outcome)
    scene.build_menu()
    app.push(scene)
    app.draw()
    return scene


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[tuple[object, int | None]]:
    """The replays asked for (source, action), each a message scene in its stead."""
    import scenes.replay

    calls: list[tuple[object, int | None]] = []

    def fake_replay(app_: App, source: object, at: int | None = None) -> MessageScene:
        calls.append((source, at))
        return MessageScene(app_, "replay", "")

    monkeypatch.setattr(scenes.replay, "open_replay", fake_replay)
    return calls


def drawn_strings(app: App, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, str]]:
    """Every string drawn at the next app.draw(), with its size and kind."""
    drawn: list[tuple[str, int, str]] = []
    real = theme.text

    def recording(string: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append((string, size, kwargs.get("kind", args[1] if len(args) > 1 else "body")))
        return real(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", recording)
    app.draw()
    monkeypatch.setattr(theme, "text", real)
    return drawn


def test_hovering_a_dot_says_its_moment_and_a_click_opens_the_replay_there(
    app: App, ui: Driver, tmp_path: Path, replays: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_record("taisen", tmp_path)
    items = items_of(path)  # no move cost anything: the newcomers' case
    scene = shown(app, path, items)
    assert not scene.worst_buttons
    x, y = scene.chart.points[3]
    ui.move((x + 2, y + 30))  # near enough: the dot of that action
    assert scene.chart.shown == 3
    strings = [s for s, _, _ in drawn_strings(app, monkeypatch)]
    item = items[3]
    tr = app.tr
    title = tr("review.tip.title", moment=scene.moment(item.index), name=scene.name(0))
    assert title in strings and scene.moment(item.index).startswith("Turn ")
    assert tr("review.tip.before", chance=scene.percent(item.before)) in strings
    played = scene.words(item.index, item.move)
    assert tr("review.tip.played", move=played, chance=scene.percent(item.after_move)) in strings
    assert tr("review.tip.same") in strings  # the computer chose the same
    ui.click((x, y))
    assert replays == [(path, item.index)]


def test_left_right_walk_the_dots_and_enter_or_a_pad_opens_the_replay(
    app: App, ui: Driver, tmp_path: Path, replays: list[Any]
) -> None:
    path = make_record("taisen", tmp_path)
    items = items_of(path)
    scene = shown(app, path, items)
    # the list of decisions first (issue 33, newcomer H); Left/Right walk the graph
    assert scene.menu.focused is scene.decisions and scene.chart.shown is None
    for _ in range(3):
        ui.key(pygame.K_RIGHT)
    assert scene.chart.shown == 2
    ui.key(pygame.K_RETURN)
    assert replays == [(path, items[2].index)]
    app.pop()
    app.dispatch_pads([PadPress(0, "left")])
    app.dispatch_pads([PadPress(0, "a")])
    assert replays[-1] == (path, items[1].index)


def test_with_costly_moves_left_right_go_to_the_graph_and_up_down_to_the_moves(
    app: App, ui: Driver, tmp_path: Path, replays: list[Any]
) -> None:
    path = make_record("taisen", tmp_path)
    items = items_of(path, costly=2)
    scene = shown(app, path, items, outcome=0.0)
    assert len(scene.worst_buttons) == 2 and scene.menu.focused is scene.worst_buttons[0]
    ui.key(pygame.K_DOWN)
    assert scene.menu.focused is scene.worst_buttons[1]
    ui.key(pygame.K_LEFT)  # from a costly move's button: the graph's last dot
    assert scene.menu.focused is scene.chart and scene.chart.shown == len(items) - 1
    ui.key(pygame.K_RETURN)
    assert replays == [(path, items[-1].index)]


def test_the_footer_names_only_what_works(app: App, ui: Driver, tmp_path: Path) -> None:
    path = make_record("taisen", tmp_path)
    tr = app.tr
    calm = shown(app, path, items_of(path))  # the decisions listed (issue 33, newcomer H)
    assert calm.hint_key() == "review.hint.decisions"
    assert "Up/Down: a decision" in tr("review.hint.decisions")
    assert "Up/Down" not in tr("review.hint.graph") and "Left/Right" in tr("review.hint.graph")
    app.pop()
    costly = shown(app, path, items_of(path, costly=1), outcome=0.0)
    assert costly.hint_key() == "review.hint" and "Up/Down" in tr("review.hint")
    app.pop()
    empty = shown(app, path, [])
    assert empty.hint_key() == "review.hint.back" and not empty.chart.can_focus
    ui.key(pygame.K_RIGHT)
    assert empty.menu.focused is not empty.chart
    working = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    assert working.hint_key() == "review.hint.working"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_footer_fits_at_1280x720(app: App, lang: str) -> None:
    app.language_for_run(lang)
    with theme.scaled_for((1280, 720)):
        room = 1280 - theme.px(24)
        for key in ("review.hint", "review.hint.graph", "review.hint.back", "review.hint.working"):
            hint = app.tr(key)
            assert shortened(hint, theme.FONT_SMALL, room) == hint, hint


def test_the_average_loss_counts_only_the_moves_that_fell_short(app: App, tmp_path: Path) -> None:
    path = make_record("taisen", tmp_path)
    tr = app.tr
    calm = shown(app, path, items_of(path))
    review = calm.job.review
    assert review is not None and review.figures()["mean_shortfall"] is None
    lines = [text for text, _ in calm.summary_lines(review)]
    assert tr("review.worst.none") in lines
    assert not any("%" in line for line in lines)  # no average beside 'no move cost'
    app.pop()
    noisy = [rv.Item(1, "a", "b", 0.5, 0.5, 0.49), rv.Item(2, "a", "b", 0.5, 0.5, 0.49)]
    short = [rv.Item(3, "a", "b", 0.6, 0.6, 0.4), rv.Item(4, "a", "b", 0.5, 0.5, 0.4)]
    mixed = rv.Review("taisen", 0, SMALL.key(), noisy + short, 1.0)
    assert mixed.figures()["mean_shortfall"] == 0.15  # (the noisy ones' 1% left out)
    lines = [text for text, _ in calm.summary_lines(mixed)]
    assert tr.plural("review.mean_loss", 2, loss=calm.percent(0.15)) in lines


def test_a_line_under_the_graph_says_the_dips_between_moves_are_not_the_players(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_record("taisen", tmp_path)
    scene = shown(app, path, items_of(path))
    strings = [s for s, _, _ in drawn_strings(app, monkeypatch)]
    assert app.tr("review.note.taisen") in strings and "dice" in app.tr("review.note.taisen")
    app.pop()
    scene = shown(app, make_record("shinobi", tmp_path / "s"), [])
    assert scene.note() == app.tr("review.note.shinobi")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_line_under_the_graph_is_whole_in_every_game_at_1280x720(
    sized_app: Any, tmp_path: Path, lang: str
) -> None:
    from scenes.review.graph import note_room

    app = sized_app((1280, 720))
    app.language_for_run(lang)
    scene = shown(app, make_record("taisen", tmp_path), [])
    with theme.scaled_for((1280, 720)):
        room = note_room(scene.areas["graph"])
        for game in ("taisen", "shinobi", "night", "dojo"):
            scene.record.save.game = game
            note = scene.note()
            assert shortened(note, 21, room) == note, note


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_dots_tooltip_reads_and_stays_in_the_graph_beside_its_dot(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any
) -> None:
    from .test_shinobi_legible import LEAST, height

    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    scene = shown(app, path, items_of(path, costly=2), outcome=0.0)
    canvas = app.canvas
    graph = scene.areas["graph"]
    for index, dot in enumerate(scene.chart.points):
        scene.chart.adjust(1)
        scene.menu.focus(scene.chart)
        assert scene.chart.shown == index
        small = [
            (s, n)
            for s, n, kind in drawn_strings(app, monkeypatch)
            if s.strip() and s != app.tr("review.hint") and height(s, n, kind) < LEAST
        ]
        assert small == [], small
        with theme.scaled_for(size):
            box = scene.chart.draw_tip(canvas, graph)
        assert box is not None and graph.contains(box)
        assert not box.inflate(-2, -2).collidepoint(dot)


def test_the_tooltips_are_worked_out_in_still_frames(app: App, tmp_path: Path) -> None:
    """A tooltip's words replay the game to its moment: done ahead, so a hover waits
    for nothing."""
    path = make_record("dojo", tmp_path)
    items = items_of(path)
    scene = shown(app, path, items)
    assert scene._tips == {}
    pygame.event.clear()  # (a still frame: no input waiting)
    while app.run_idle_job():
        pass
    assert {key[2] for key in scene._tips} == set(items)
    tip = scene._tips[(app.tr.lang, 0, items[0])]
    assert scene.tip_lines(items[0]) is tip


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_dojo_move_of_a_tooltip_is_said_in_words(
    app: App, tmp_path: Path, caplog: pytest.LogCaptureFixture, lang: str
) -> None:
    """A step by a Dojo, a summoning's dice and 'end' read 'step -2,-2 -1,-2 2', 'die
    -2,-2', 'end' (the narrator read the clans' names, the position's key and the
    choices of a table the review did not give it)."""
    from scenes.review.words import MoveWords

    app.language_for_run(lang)
    record = read_record(make_record("dojo", tmp_path))
    words = MoveWords(app, record, 0, lambda seat: f"P{seat}")
    with caplog.at_level("INFO", logger="scenes.review.words"):
        said = {d.move: words(d.index, d.move) for d in rv.decisions(record, 0)}
    assert [m for m, text in said.items() if text == m or "die " in text or "step " in text] == []
    assert "no words" not in caplog.text
    assert any(m.startswith("step") for m in said) and any(m.startswith("die") for m in said)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_long_tooltip_keeps_clear_of_the_legend(
    sized_app: Any, tmp_path: Path, lang: str, size: Any
) -> None:
    """Newcomer T, s20, 093 (FR 1920x1080): a close call's tooltip, eight lines, lay
    over the graph's legend under the plot; it stays above the legend, off its dot."""
    from scenes.review.graph import SMALL_TEXT

    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    scene = shown(app, path, items_of(path, costly=2), outcome=0.0)
    words = "Joué : Lancer depuis la plaine (sud-ouest) vers l'est (2 en défense) — 57 %"
    scene.chart.tip = lambda item: [(words, theme.MOONLIGHT)] * 6
    graph = scene.areas["graph"]
    with theme.scaled_for(size):
        plot = scene.chart.plot
        legend_row = plot.bottom + theme.px(48)  # (its first row, at its highest)
        half = theme.font(SMALL_TEXT).get_height() // 2
        legend = pygame.Rect(graph.left, legend_row - half, graph.width, 2 * half)
        for index, dot in enumerate(scene.chart.points):
            scene.chart.selected = index
            scene.menu.focus(scene.chart)
            box = scene.chart.draw_tip(app.canvas, graph)
            assert box is not None and graph.contains(box)
            assert not box.colliderect(legend), (index, box, legend)
            assert not box.inflate(-2, -2).collidepoint(dot)
