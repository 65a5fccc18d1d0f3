"""One rule for a click on your own stack (newcomer F, s15, 025-093: 'walk the chosen
ninja there to join them, or choose that stack?' about every other move; a board click
answered 'Neither'; the same click sometimes chose unasked, 064). A click on another
stack of yours that can step chooses it, nothing
played, and the panel offers the walk it did not take ('Walk the ninja from ... here
instead' / 'Plutôt y mener l'autre ninja'); a drag, or Shift+click, walks onto it. The label under the pointer says which."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.hexgrid import Hex, neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene, map_layers

from .test_dojo_scene import _placed_table, drag, press


def _two_stacks(app: App, lang: str) -> tuple[DojoScene, Hex, Hex]:
    """The mover's Dojo (four ninjas) and one ninja walked out beside it, 4 moves."""
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    assert home is not None
    out = next(n for n in neighbours(home) if state.terrain.get(n) in ("plains", "forest"))
    state.ninjas[home][me] -= 1
    state.ninjas.setdefault(out, [0, 0])[me] += 1
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    return scene, home, out


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_another_stack_chooses_it_and_offers_the_walk(app: App, lang: str) -> None:
    scene, home, out = _two_stacks(app, lang)
    state, me = scene.state, scene.state.mover
    press(scene, scene.view.centre(home))
    assert scene.selected == home
    played = len(scene.session.actions)
    press(scene, scene.view.centre(out))  # before: asked 'walk there, or choose?'
    assert scene.selected == out and len(scene.session.actions) == played
    assert state.remaining == 4 and not hasattr(scene, "question")
    cost = scene.controls.routes_from_hex(home)[out].cost
    words = app.tr.plural("dojo.act.join_instead", cost)
    offered = [o for o in scene.options if o.label == words]
    assert len(offered) == 1 and offered[0].hex == home  # its row rings where it walks from
    offered[0].run()  # the pad's and the keyboard's way to join
    assert state.count(out, me) == 2 and state.remaining == 4 - cost


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_a_walk_a_click_on_another_stack_chooses_it(app: App, lang: str) -> None:
    """The walked ninja stays chosen (a click beyond walks it on, newcomer G, s6); a
    click on another stack of hers chooses that one, every time (F, s15, 037, 063)."""
    scene, home, out = _two_stacks(app, lang)
    press(scene, scene.view.centre(out))
    far = next(h for h, r in scene.controls.routes().items() if r.ends and h not in (home, out))
    press(scene, scene.view.centre(far))
    assert scene.selected == far or far not in scene.controls._movers()
    played = len(scene.session.actions)
    press(scene, scene.view.centre(home))  # before: asked, then 'Neither' on a board click
    assert scene.selected == home and len(scene.session.actions) == played
    assert scene.prompt() == app.tr("dojo.prompt.destination")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_drag_or_shift_click_joins_a_stack(app: App, lang: str) -> None:
    scene, home, out = _two_stacks(app, lang)
    state, me = scene.state, scene.state.mover
    drag(scene, scene.view.centre(home), scene.view.centre(out))  # nothing chosen before
    assert state.count(out, me) == 2 and state.count(home, me) == 3
    press(scene, scene.view.centre(home))
    assert scene.selected == home
    drag(scene, scene.view.centre(home), scene.view.centre(out))  # the chosen one, dragged
    assert state.count(out, me) == 3
    played = len(scene.session.actions)
    press(scene, scene.view.centre(home))
    press(scene, scene.view.centre(home))  # pressed again where it stands: let go
    assert scene.selected is None and len(scene.session.actions) == played
    press(scene, scene.view.centre(home))
    pygame.key.set_mods(pygame.KMOD_SHIFT)
    try:
        press(scene, scene.view.centre(out))
    finally:
        pygame.key.set_mods(0)
    assert state.count(out, me) == 4 and state.count(home, me) == 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_label_says_a_click_chooses_your_stack(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, home, out = _two_stacks(app, lang)
    said: list[str] = []
    real = map_layers.draw_label
    monkeypatch.setattr(
        map_layers,
        "draw_label",
        lambda c, v, h, text, *a: said.append(text) or real(c, v, h, text, *a),
    )
    press(scene, scene.view.centre(home))
    size = app.view_size
    for target in (out, next(h for h, r in scene.controls.routes().items() if r.ends and h != out)):
        scene.handle_event(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=scene.view.centre(target), rel=(1, 1), buttons=(0,)
            )
        )
        with theme.scaled_for(size):
            scene.draw(pygame.Surface(size))
    cost = scene.controls.routes()[out].cost
    left = scene.state.remaining - cost
    assert said[0] == app.tr.plural("dojo.route.choose", cost, left=left)  # before: a walk's
    assert not said[1].startswith(said[0][:8])  # an empty hex: the walk's cost alone
