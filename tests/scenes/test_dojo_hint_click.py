"""After H, a click where the hint's arrow goes plays its walk, whichever ninja was
chosen for the person (none, or the walked one kept): newcomer H, s16, 039-041, her
clicks on the arrows' heads did nothing, the ninja they start from not chosen first. And
one path at a time on the board: a walk previewed off the hint's path hides the hint's
arrows (its rings stay); one along it draws the hint's arrows alone (H, 038: the cyan
arrows over the gold path)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.dojo.hexgrid import Hex, neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene, map_layers

from .test_dojo_scene import _placed_table, press


def _text(h: Hex) -> str:
    return f"{h[0]},{h[1]}"


def _hinted(app: App, lang: str) -> tuple[DojoScene, Hex, Hex, Hex]:
    """A rolled move, the hint's plan: one ninja from home to `there`, then `beyond`."""
    app.set_language(lang)
    scene = _placed_table(app)
    scene.play("roll")
    state = scene.state
    first = next(a for a in scene.legal() if a.kind == "step" and a.args[2] == "0")
    home = tuple(int(v) for v in first.args[0].split(","))
    there = tuple(int(v) for v in first.args[1].split(","))
    beyond = next(n for n in neighbours(there) if n != home and state.terrain.get(n) == "plains")
    scene.hint_plan.keep([str(first), f"step {_text(there)} {_text(beyond)} 1", "end"])
    scene.hint = first
    return scene, home, there, beyond  # type: ignore[return-value]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_the_hints_arrow_plays_it_nothing_chosen(app: App, lang: str) -> None:
    scene, home, there, beyond = _hinted(app, lang)
    state, me = scene.state, scene.state.mover
    assert scene.selected is None
    press(scene, scene.view.centre(there))  # before: 'choose a ninja first', nothing moved
    assert state.count(there, me) == 1 and state.count(home, me) == 4
    press(scene, scene.view.centre(beyond))  # the walked ninja, kept chosen, walks on
    assert state.count(beyond, me) == 1 and state.count(there, me) == 0


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hints_walk_over_a_kept_ninja(app: App, lang: str) -> None:
    """The walked ninja kept chosen elsewhere: a click on the hint's arrow head walks
    the hint's ninja, not the kept one (before: the kept one went, or 'too far')."""
    scene, home, there, beyond = _hinted(app, lang)
    state, me = scene.state, scene.state.mover
    aside = next(  # beside the arrow's head: the kept ninja could walk there too
        n
        for n in neighbours(there)
        if n not in (home, beyond) and state.terrain.get(n) in ("plains", "forest", "mountain")
    )
    state.ninjas[home][me] -= 1
    state.ninjas.setdefault(aside, [0, 0])[me] += 1
    scene.version += 1
    scene.selected = scene.undo_chose = aside  # as _moved keeps a walked ninja
    press(scene, scene.view.centre(there))
    assert state.count(there, me) == 1 and state.count(aside, me) == 1
    assert state.count(home, me) == 3


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_path_at_a_time(app: App, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, home, there, beyond = _hinted(app, lang)
    colours: list[Any] = []
    real = map_layers.arrow
    monkeypatch.setattr(
        map_layers,
        "arrow",
        lambda c, a, b, colour, *r: (colours.append(colour), real(c, a, b, colour, *r))[1],
    )
    press(scene, scene.view.centre(home))
    layers = scene.map_layers
    off = next(
        h
        for h, r in scene.controls.routes().items()
        if r.ends and h not in (there, beyond) and not scene.hint_plan.walk_to(home, h)
    )
    size = app.view_size
    for target, shown in ((off, True), (there, False)):
        colours.clear()
        scene.handle_event(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=scene.view.centre(target), rel=(1, 1), buttons=(0,)
            )
        )
        with theme.scaled_for(size):
            scene.draw(pygame.Surface(size))
        assert layers.path_shown is shown
        assert (map_layers.HINT in colours) is not shown  # before: the hint's arrow too
        assert layers.route_label is not None  # the walk's cost is said either way
