"""The clans' 'Ninjas N  Land N' follow the board as the summoning's dice are told, never
ahead of them (issue 33, newcomer W, s21, Dojo EN 1280x720, 20_summon_spread: the header
said 'Ninjas 8' while one die of three had been told, '+1' on the board: the roll
spoiled). scenes/dojo/past_counts.shown_counts."""

from __future__ import annotations

import pytest

from ninjas.dojo.scoring import on_board
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import record_texts
from .test_dojo_dice_rows_kept import at_dice


def test_the_ninjas_counted_are_those_the_board_shows_while_the_dice_are_told(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = at_dice(3, 5, 3)
    scene = DojoScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    for _ in range(900):
        scene.update(1 / 60)
    state = scene.state
    before = state.on_board(0)
    label = app.tr("dojo.stat.ninjas")
    while state.phase == "assign":
        die = next(a for a in state.legal_actions() if a.kind == "die")
        scene.submit(str(die))
        for _ in range(5):
            scene.update(1 / 60)
    after = state.on_board(0)
    assert after > before  # this roll gains ninjas
    texts = record_texts(monkeypatch)
    counts = []
    for _ in range(1200):
        texts.clear()
        scene.draw(app.canvas)
        shown = on_board(state.terrain, scene.stage.shown_ninjas(), 0)
        said = [t for t in texts if t.startswith(f"{label} ")]
        assert f"{label} {shown}" == said[0], (said, shown)  # before: the roll's result
        counts.append(shown)
        if not scene.busy:
            break
        scene.update(1 / 60)
    assert counts[0] < after and counts[-1] == after, counts
