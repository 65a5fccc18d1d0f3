"""A click on another stack of yours, no question asked: it chooses that stack, whatever
was chosen before (newcomer P, s18: her Dojo clicked to choose it, a ninja walked back
onto it; newcomer F, s15, 025-093: 'walk there or choose that stack?' after every
walk). The panel then offers the walk it did not take, where it can be taken ('Walk
the other ninja here instead' / 'Plutôt y mener l'autre ninja'); a drag, or
Shift+click, walks onto it. The label under the pointer says which."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.hexgrid import Hex
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene, map_layers

from .test_dojo_couch import _stack_beside_home
from .test_dojo_scene import _placed_table, drag, key, press


def _two_stacks(app: App, lang: str) -> tuple[DojoScene, Hex, Hex]:
    """The mover's Dojo (four ninjas) and one ninja walked out beside it, 4 moves."""
    app.set_language(lang)
    scene = _placed_table(app)
    home, out = _stack_beside_home(scene)
    return scene, home, out


def _labels(scene: DojoScene, monkeypatch: pytest.MonkeyPatch, *targets: Hex) -> list[str]:
    """The label under the pointer over each of `targets` in turn, as drawn."""
    said: list[str] = []
    real = map_layers.draw_label
    monkeypatch.setattr(
        map_layers,
        "draw_label",
        lambda c, v, h, text, *a: said.append(text) or real(c, v, h, text, *a),
    )
    size = scene.app.view_size
    for target in targets:
        scene.handle_event(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=scene.view.centre(target), rel=(1, 1), buttons=(0,)
            )
        )
        with theme.scaled_for(size):
            scene.draw(pygame.Surface(size))
    monkeypatch.setattr(map_layers, "draw_label", real)
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("by_key", [False, True])
def test_a_click_on_another_stack_of_yours_chooses_it_the_join_a_row(
    app: App, lang: str, by_key: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One rule (newcomer P, s18, Dojo EN 1920x1080): a click on another stack of yours
    chooses it, whatever was chosen before and however; said under the pointer and in
    the prompt. The walk there and join is the panel's row (and a drag, Shift+click).
    Before, a stack she chose herself walked onto it (newcomer H, s16's wish)."""
    scene, home, out = _two_stacks(app, lang)
    state, me = scene.state, scene.state.mover

    def click(h: Hex) -> None:
        if by_key:
            scene.cursor = h
            key(scene, pygame.K_RETURN)
        else:
            press(scene, scene.view.centre(h))

    click(home)
    assert scene.selected == home
    assert scene.prompt() == app.tr("dojo.prompt.destination")
    cost = scene.controls.routes()[out].cost
    if not by_key:
        said = _labels(scene, monkeypatch, out)
        assert said[-1] == app.tr.plural("dojo.route.choose", cost, left=4 - cost)
    played = len(scene.session.actions)
    click(out)  # before: walked a ninja from home onto `out`
    assert scene.selected == out and len(scene.session.actions) == played
    assert state.count(out, me) == 1 and state.count(home, me) == 4
    # said, and how to walk there (newcomer T, s20, 076: nothing moved, no message)
    assert scene.prompt() == app.tr.plural("dojo.prompt.chose_join", 1)
    ways = {"en": "drag it here, Shift+click here", "fr": "glissez-le ici, Maj+clic ici"}
    assert ways[lang] in scene.prompt()
    words = app.tr.plural("dojo.act.join_instead", cost)
    offered = [o for o in scene.options if o.label == words]
    assert len(offered) == 1 and offered[0].hex == home
    offered[0].run()
    assert state.count(out, me) == 2 and state.count(home, me) == 3
    assert "Shift" not in scene.prompt() and "Maj" not in scene.prompt()  # walked: said no more


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walked_ninja_chosen_again_then_a_click_on_the_dojo_chooses_the_dojo(
    app: App, lang: str
) -> None:
    """Newcomer P, s18: one ninja walked out of her Dojo; she clicked it (chosen again,
    now hers), then her Dojo to choose it: the ninja walked back, 'out of their Dojo
    and back'. The click chooses her Dojo, nothing walks."""
    scene, home, out = _two_stacks(app, lang)
    state, me = scene.state, scene.state.mover
    press(scene, scene.view.centre(home))
    far = next(
        h
        for h, r in sorted(scene.controls.routes().items(), key=lambda hr: hr[1].cost)
        if r.ends and r.cost == 1 and state.count(h, me) == 0
    )
    press(scene, scene.view.centre(far))  # walks one ninja there: it stays chosen
    assert scene.selected == far and state.count(far, me) == 1
    press(scene, scene.view.centre(far))  # chosen again: her own choice now
    assert scene.selected == far
    played = len(scene.session.actions)
    press(scene, scene.view.centre(home))  # before: the ninja walked back home
    assert scene.selected == home and len(scene.session.actions) == played
    assert state.count(far, me) == 1 and state.count(home, me) == 3
    assert scene.prompt() == app.tr.plural("dojo.prompt.chose_join", 3)
    chooses = {"en": "a click chooses your stack", "fr": "un clic choisit votre groupe"}[lang]
    assert chooses in scene.prompt()  # before: 'it walks there and joins it'


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_a_walk_a_click_on_another_stack_chooses_it(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The walked ninja stays chosen (a click beyond walks it on, newcomer G, s6); a
    click on another stack of hers chooses that one (F, s15, 037, 063), said under the
    pointer, and the panel offers the walk it did not take."""
    scene, home, out = _two_stacks(app, lang)
    state, me = scene.state, scene.state.mover
    press(scene, scene.view.centre(home))
    routes = scene.controls.routes()
    far = next(
        h
        for h, r in sorted(routes.items(), key=lambda hr: hr[1].cost)
        if r.ends and r.cost == 1 and state.count(h, me) == 0 and h != out
    )
    press(scene, scene.view.centre(far))  # walks one ninja there: it stays chosen
    assert scene.selected == far and state.count(far, me) == 1
    assert scene.prompt() == app.tr("dojo.prompt.walk_on")
    route = scene.controls.routes().get(out)
    assert route is not None and route.ends
    said = _labels(scene, monkeypatch, out)
    assert said[-1] == app.tr.plural("dojo.route.choose", route.cost, left=3 - route.cost)
    played = len(scene.session.actions)
    press(scene, scene.view.centre(out))  # chooses the stack there, nothing walks
    assert scene.selected == out and len(scene.session.actions) == played
    assert scene.prompt() == app.tr.plural("dojo.prompt.chose_join", 1)  # and the walk's ways
    words = app.tr.plural("dojo.act.join_instead", route.cost)
    offered = [o for o in scene.options if o.label == words]
    assert len(offered) == 1 and offered[0].hex == far  # its row rings where it walks from
    offered[0].run()  # the pad's and the keyboard's way to join
    assert state.count(out, me) == 2 and state.count(far, me) == 0


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
