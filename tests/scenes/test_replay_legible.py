"""Issue 33: no text a player reads under 11 px cap height at 1280x720. The replay drew
the table beside a column and over a bar of controls: 81% of its size at 1280x720, its
smallest words 9.2 px, so it opened on the table alone there (F brought the controls,
and the small words). Its controls are now one strip of two rows under the table (s22:
a thin timeline over one row of buttons, strip_layout.py)
(scenes/replay/strip.py), which keeps 95.7% of its size or more: every word 11 px or more with
the controls shown, in English and French, in every game (python -m tools.cap_heights
--only GAME_replay, which measures the table at the size it reaches the window; the
table alone is GAME_replay_full)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.replay import open_replay
from scenes.replay.controls import fitted, keeps_table_legible, lay_out, table_cut
from scenes.replay.play_on import PlayOnScene
from scenes.replay.scene import ReplayScene
from tools.cap_heights import measure, small

from .conftest import Driver
from .replay_records import GAMES, make_record


@pytest.mark.parametrize("game", list(GAMES))
def test_the_controls_keep_the_table_legible_from_1280x720_up(game: str) -> None:
    for size in ((1280, 720), (1920, 1080), (2560, 1600), (1440, 960)):
        assert keeps_table_legible(size, game), size
    assert not keeps_table_legible((1024, 576), game)  # under the least scale: the table alone


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1440, 960)])
def test_the_table_keeps_95_percent_of_its_size_and_its_shape(
    size: tuple[int, int], game: str
) -> None:
    width, height = size
    with theme.scaled_for(size):
        table, strip = lay_out(size, game)
        kept = height - theme.px(table_cut(game))  # down to under the last thing drawn
    assert table.width / width >= 0.95  # was 0.81 at 1280x720 beside the column
    assert table.bottom <= strip.top and strip.bottom == height
    if fitted(game):  # laid out in the whole room above the strip, not shrunk (E23, E6)
        assert table == pygame.Rect(0, 0, width, strip.top)
    else:
        assert table.width / table.height == pytest.approx(width / kept, rel=0.01)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_replay_opens_with_its_controls(sized_app, tmp_path: Path, size) -> None:
    app = sized_app(size)
    scene = open_replay(app, make_record("dojo", tmp_path / "records"), at=10)
    assert isinstance(scene, ReplayScene)
    assert not scene.full  # at 1280x720 it opened on the table alone


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", list(GAMES))
def test_at_1280x720_every_word_of_the_replay_with_its_controls_stands_11_px(
    tmp_path: Path, game: str, lang: str
) -> None:
    path = make_record(game, tmp_path / "records")

    def replay(app) -> None:  # type: ignore[no-untyped-def]
        scene = open_replay(app, path, at=20)
        app.push(scene)
        assert not scene.full  # the controls are measured, not the table alone

    drawn = measure(replay, lang, frames=10)
    if fitted(game):  # Night's table is laid out in its room, drawn at its own size
        assert drawn and all(d.shrink == 1 for d in drawn)
    else:
        assert any(d.shrink < 1 for d in drawn)  # the table was measured as scaled
    assert [(d.text[:40], round(d.cap, 1)) for d in small(drawn)] == []


def controls(scene: ReplayScene) -> dict[str, pygame.Rect]:
    rects = {f"icon{i}": b.rect for i, b in enumerate([*scene.transport, *scene.speed_buttons])}
    for name in ("view", "play_on", "back"):  # (s22: the list and the full table in View…)
        rects[name] = getattr(scene, f"{name}_button").rect
    for rect, word, _ in scene.strip.pair_words:  # 'Turn [↑][↓]' between its arrows
        rects[f"pair_{word}"] = rect
    rects["timeline"] = scene.timeline.rect
    rects["status"] = scene.strip.status
    rects["speed"] = scene.strip.speed
    return {name: rect.copy() for name, rect in rects.items()}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["shinobi", "night"])
def test_the_strip_holds_every_control_apart_and_nothing_moves_when_a_label_changes(
    sized_app, tmp_path: Path, game: str, size, lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = open_replay(app, make_record(game, tmp_path / "records"), at=20)
    app.push(scene)
    ui = Driver(app)
    ui.step()
    _, strip = scene.rects
    placed = controls(scene)
    for name, rect in placed.items():
        assert strip.contains(rect), name
    for (a, ra), (b, rb) in combinations(placed.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    assert scene.timeline.rect.width >= theme.px(300)
    # each text is drawn whole inside its button (no label wider than its room)
    for button in scene.column_buttons:
        assert theme.font(button.size).size(button.label())[0] < button.rect.width, button.label()
    assert scene.strip.size >= theme.FONT_SMALL
    # a label that changes (the view, Show / Hide) moves nothing under the pointer
    ui.click(scene.view_button)
    ui.click(scene.views.rows[-2].center)  # the list, from the View… menu
    assert scene.panel_open
    scene.set_view(0)
    ui.step()
    assert controls(scene) == placed


def test_every_control_of_the_strip_works_by_mouse(app, tmp_path: Path) -> None:
    ui = Driver(app)
    scene = open_replay(app, make_record("shinobi", tmp_path / "records"), at=10)
    app.push(scene)
    ui.step()
    ui.click(scene.transport[6])  # to the end
    assert scene.index == scene.total
    ui.click(scene.transport[2])  # one action back
    assert scene.index == scene.total - 1
    ui.click(scene.speed_buttons[1])
    assert scene.speed == 3
    ui.click(scene.view_button)  # the View… menu: the list
    ui.click(scene.views.rows[-2].center)
    assert scene.panel_open
    ui.click(scene.view_button)  # the views
    assert scene.views.shown
    ui.click(scene.views.rows[1].center)
    assert scene.view == 0 and not scene.views.shown
    ui.click(scene.view_button)  # the full table
    ui.click(scene.views.rows[-1].center)
    assert scene.full
    at = scene.index
    ui.click((640, 300))  # on the table alone a click brings the controls back, no step
    assert not scene.full and scene.index == at
    ui.click(scene.play_on_button)
    assert isinstance(app.top, PlayOnScene)
    app.pop()
    ui.click(scene.back_button)
    assert scene not in app.stack


def test_the_hovered_button_says_what_it_does_and_its_key(app, tmp_path, monkeypatch) -> None:
    said: list[str] = []
    real = theme.blit_text

    def spied(canvas, string, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(string)
        return real(canvas, string, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", spied)
    ui = Driver(app)
    scene = open_replay(app, make_record("taisen", tmp_path / "records"), at=10)
    app.push(scene)
    ui.step()
    ui.step()
    assert app.tr("replay.tip.play_on.taisen") not in said
    ui.move(scene.play_on_button.rect.center)
    said.clear()
    ui.step()
    # (whole, in one row or in two beside the log: test_replay_tip_clear_of_log.py)
    assert app.tr("replay.tip.play_on.taisen") in " ".join(said) and "(P)" in app.tr(
        "replay.tip.play_on.taisen"
    )
    ui.move(scene.transport[0].rect.center)
    said.clear()
    ui.step()
    assert app.tr("replay.tip.start") in said


@pytest.mark.parametrize("game", ["dojo", "night", "shinobi"])
def test_the_strip_counts_the_turns_as_the_table_does(app, tmp_path: Path, game: str) -> None:
    """The strip said 'Turn 3 of 24' over Dojo's header 'Orange clan, turn 1', and 'Turn
    11 of 57' in a Night game of 6 rounds (the timeline's count, every seat's turn)."""
    from ninjas.core.history import read_record, replay_record
    from ninjas.core.record_figures import table_turns

    path = make_record(game, tmp_path / "records")
    replayed = replay_record(read_record(path))
    scene = open_replay(app, path)
    app.push(scene)
    tr = app.tr
    final = table_turns(game, replayed.state, replayed.turns)
    for index in range(0, scene.total + 1, 7):
        scene.go(index)
        state = scene.table.state
        said = scene.strip.status_text()
        if game == "dojo":  # the turn of the action shown (newcomer Z, s21, 59d)
            turn = max(state.turns) if state.is_terminal else state.turns[state.mover] + 1
            before = scene.positions.session(index - 1).state if index else None
            if before is not None and before.phase != "dojo" and not state.is_terminal:
                turn = before.turns[before.mover] + 1
            assert tr("replay.turn", turn=turn, total=final) in said
        elif game == "night":
            assert tr("replay.round", round=state.round, total=final) in said
        else:  # the timeline's turns: every seat's turn
            turn = sum(1 for s in scene.turn_starts if s <= index and s < scene.total)
            assert tr("replay.turn", turn=turn, total=len(scene.turn_starts)) in said
    assert final < len(scene.turn_starts) or game == "shinobi"
