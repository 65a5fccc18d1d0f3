"""Dojo loose ends a newcomer found: a hex named in the log is found on the board (the
pointer on the line rings it), and the guided game's bubble covers neither what a step
needs nor the clans' status."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import Driver
from .test_dojo_scene import table

SizedApp = Callable[[tuple[int, int]], App]


def walked(app: App) -> DojoScene:
    """Two computers' game played until a few ninjas have walked (steps in the log)."""
    scene = table(app, [Seat("ai", "greedy"), Seat("ai", "greedy")], 3, {"board": "random"})
    for _ in range(4000):
        if sum(" moves a ninja from " in line for _, line in scene.log_lines) >= 3:
            break
        scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_pointer_on_a_log_line_rings_the_hexes_it_names(
    sized_app: SizedApp, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    scene = walked(app)
    monkeypatch.setattr(scene, "advance_game", lambda step: None)  # the game waits
    ui = Driver(app)
    ui.step()
    assert scene.log_panel.placed()
    rect, entry = next(
        (r, line.text)
        for r, line in reversed(scene.log_panel.placed())
        if " moves a ninja " in line.text
    )
    hexes = scene.narrator.line_hexes[entry]
    assert len(hexes) == 2  # where from, where to
    own = app.tr("dojo.place.own_dojo")  # the walker's own Dojo is 'their Dojo'
    for h in hexes:  # the names in the line are these hexes' names
        named = (scene.narrator.place_name(h), scene.narrator.terrain_name(h))
        # where it went by its terrain, after the way (newcomer J, s11)
        assert any(n in entry for n in named) or (h in scene.state.dojos and own in entry)
    marked: list[tuple[tuple[int, int], ...]] = []
    original = scene.view.mark

    def recording(canvas, hexes, colour, width=3, alpha=255):  # type: ignore[no-untyped-def]
        marked.append(tuple(tuple(h) for h in hexes))
        original(canvas, hexes, colour, width, alpha)

    monkeypatch.setattr(scene.view, "mark", recording)
    ui.move(rect.center)
    ui.step()
    assert scene.log_panel.hexes() == hexes
    assert tuple(tuple(h) for h in hexes) in marked
    marked.clear()
    ui.move(scene.layout.map.center)  # elsewhere: nothing ringed for the log
    ui.step()
    assert scene.log_panel.hexes() == () and tuple(tuple(h) for h in hexes) not in marked


def test_every_line_naming_a_hex_knows_it_after_a_reload(app: App) -> None:
    """A loaded game's log (told again from the actions) finds its hexes too."""
    scene = walked(app)
    named = {line: h for line, h in scene.narrator.line_hexes.items()}
    scene.log_panel.rebuild()
    for _, line in scene.log_lines:
        if line in named:
            assert scene.narrator.line_hexes[line] == named[line]
    assert any(" moves a ninja from " in line for line in scene.narrator.line_hexes)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (2560, 1600), (1440, 960)])
def test_the_guides_bubble_covers_no_hex_nor_dojo_once_both_dojos_stand(
    sized_app: SizedApp, size: tuple[int, int]
) -> None:
    """Once both Dojos stand the board is fitted again (bigger): the bubble of the steps
    that ask for a click lies off the board and its Dojos (over the log when the board
    leaves no room), off the status and the action panel."""
    from .test_dojo_tutorial import tutorial

    app = sized_app(size)
    scene = tutorial(app)
    scene.guide.step = 1  # build your Dojo
    state = scene.state
    for _ in range(3000):
        if scene.guide.current.key == "walk" or state.is_terminal:
            break
        if scene.guide.telling:  # (never drawn here: a step done is told, then Enter)
            scene.guide.next_step()
        if scene.can_act and state.phase == "dojo":
            scene.play(str(state.legal_actions()[0]))
        elif scene.can_act and state.phase == "roll" and scene.guide.current.key == "roll":
            scene.play("roll")
        scene.update(1 / 60)
    assert scene.guide.current.key == "walk" and None not in state.dojos
    app.draw()
    bubble = scene.guide.bubble_rect()
    lay = scene.layout
    assert lay.map.contains(bubble) or lay.log.contains(bubble)  # off the status
    assert not bubble.colliderect(lay.action) and not bubble.colliderect(lay.status)
    inner = scene.view.radius * 3**0.5 / 2
    for h in [*state.board.hexes(), *state.dojos]:
        assert h is not None
        x, y = scene.view.centre(h)
        dx = max(bubble.left - x, 0, x - bubble.right)
        dy = max(bubble.top - y, 0, y - bubble.bottom)
        assert (dx * dx + dy * dy) ** 0.5 >= inner, h
