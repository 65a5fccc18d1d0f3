"""With every move spent, the Dojo prompt says that E ends the walk (issue 33, newcomer
T, s9 d12: at 0 moves, a ninja chosen, it still said 'Click where this ninja goes'),
and that a free forest step may still be taken where one may."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.app import App
from scenes.dojo.routes import action_hex

from .test_dojo_click_chooses import _labels
from .test_dojo_scene import _placed_table


def _spent(app: App, free: bool) -> Any:
    """A table whose walk has spent every move, with (or without) a free forest step
    left to take."""
    for seed in range(4, 120):
        scene = _placed_table(app, seed=seed)
        scene.play("roll")
        state = scene.state
        while state.phase == "move" and state.remaining > 0:
            paid = [a for a in scene.legal() if a.kind == "step" and int(a.args[2]) >= 1]
            if not paid:
                break
            scene.play(str(paid[0]))
        steps = [a for a in scene.legal() if a.kind == "step"]
        if (
            state.phase == "move"
            and state.transit is None
            and state.remaining == 0
            and bool(steps) == free
        ):
            return scene
        app.pop()
    raise AssertionError("no such walk")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("free", [False, True])
def test_no_moves_left_says_e_ends_the_walk(app: App, language: str, free: bool) -> None:
    app.set_language(language)
    scene = _spent(app, free)
    wanted = app.tr("dojo.prompt.spent_forest" if free else "dojo.prompt.spent")
    assert scene.prompt_panel.text() == wanted
    last = scene.session.actions[-1]
    scene.selected = action_hex(str(last).split()[2])  # the ninja just walked, chosen
    app.draw()
    assert scene.prompt_panel.text() == wanted  # fails before: 'Click where this ninja goes'
    assert app.tr("dojo.prompt.destination") != wanted


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_moves_left_with_forest_steps_at_cost_1_says_why_the_forest_step_is_free(
    app: App, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer T, s20, 032: F set forest steps to 'cost 1', no move left; the prompt
    still said 'or take a free forest step' and the preview '0 moves, 0 left', the mode
    and the words at odds. Both say the step is free because no move is left to pay."""
    app.set_language(language)
    scene = _spent(app, True)
    scene.controls.toggle_forest()
    assert scene.forest_cost == 1
    assert scene.prompt_panel.text() == app.tr("dojo.prompt.spent_forest_paid")
    free = next(a for a in scene.legal() if a.kind == "step")
    scene.selected = action_hex(free.args[0])
    said = _labels(scene, monkeypatch, action_hex(free.args[1]))
    assert said[-1] == app.tr("dojo.route.free_spent")  # before: '0 moves, 0 left'
