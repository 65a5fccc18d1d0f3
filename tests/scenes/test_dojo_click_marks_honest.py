"""Every hex outlined in gold as a walk's end is one a click walks to (issue 33, s22 brief:
'a click on a highlighted destination moves there'). Another stack of the person's is
chosen by a click (test_dojo_click_chooses.py: newcomer P, s18, clicked her Dojo to
choose it), so it is no longer outlined as an end, but thin in white, as a stack to pick;
newcomer T (s20, 076) clicked her forest stack, outlined in gold like the ends, and
nothing walked. Held Shift (a Shift+click joins it), it is an end again."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import walk_marks

from .test_dojo_click_chooses import _two_stacks
from .test_dojo_scene import press
from .test_dojo_walk_marks import marks


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_another_stack_is_outlined_as_a_stack_not_as_a_walks_end(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, home, out = _two_stacks(app, lang)
    press(scene, scene.view.centre(home))
    assert scene.selected == home
    route = scene.controls.routes().get(out)
    assert route is not None and route.ends  # a walk may end there (a drag joins)
    scene.mouse = (5, 5)
    said = marks(scene, monkeypatch)
    gold = next(set(m[0]) for m in said if m[1] == theme.GOLD and m[2] == walk_marks.END_WIDTH)
    assert out not in gold  # fails before: outlined as a walk's end
    assert all(not scene.controls.chooses(h) for h in gold)  # each a click walks to
    assert ([out], theme.MOONLIGHT, walk_marks.STACK_WIDTH) in said
    scene.mouse = scene.view.centre(out)  # the pointer on it: ringed white, not grey
    said = marks(scene, monkeypatch)
    assert ([out], theme.MOONLIGHT, walk_marks.HOVER_WIDTH) in said
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        gold = next(
            set(m[0])
            for m in marks(scene, monkeypatch)
            if m[1] == theme.GOLD and m[2] == walk_marks.END_WIDTH
        )
    finally:
        pygame.key.set_mods(0)
    assert out in gold  # Shift+click joins it: an end again
