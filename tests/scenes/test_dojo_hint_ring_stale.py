"""The hint's ring on the Dojo action panel after a summoning whose dice the hint set:
in the next walk it rang 'Forest steps: free · F to change' (the walk's first row) as
the hint, whatever the hint was (a step on the map, 'End the move'): the row of all the
hint's dice (dice_fill.py) was remembered past its summoning. Seen in a French game at
1920x1080 against Hard (s21, E5): 'Conseil : Fin du déplacement (E)' beside the forest's
row ringed, Enter ending the move."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App

from .test_dojo_hint_all_dice import hinted
from .test_dojo_scene import key


def _ringed(scene: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The row the action panel rings as the hint's when drawn now."""
    seen: dict[str, Any] = {}
    draw = scene.choices.list.draw_buttons

    def noting(canvas: Any, mouse: Any, **kw: Any) -> None:
        seen["marked"] = kw.get("marked")
        draw(canvas, mouse, **kw)

    monkeypatch.setattr(scene.choices.list, "draw_buttons", noting)
    scene.choices.draw(scene.app.canvas)
    return seen["marked"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_the_dice_hint_the_walk_s_hint_rings_no_other_row(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    scene, _ = hinted(app, monkeypatch, lang)  # the hint's dice, all set by Enter
    key(scene, pygame.K_RETURN)
    for _ in range(600):  # the roll shown, the next clan to roll
        if scene.state.phase == "roll" and scene.can_act:
            break
        if scene.can_act and scene.state.phase != "roll":
            key(scene, pygame.K_RETURN)  # (the roll's hold: Go on)
        scene.update(1 / 60)
    scene.play("roll")
    scene.mouse = (5, 5)
    step = next(a for a in scene.legal() if a.kind == "step")
    monkeypatch.setattr(ai_turn, "think_hint_plan", lambda level, seed, state: Ready([step]))
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint is not None and str(scene.hint) == str(step)
    assert scene.options[0].name == "forest"
    # fails before: 0, the forest's row ringed as the hint (a step has no row)
    assert _ringed(scene, monkeypatch) is None
    app.set_language("en")
