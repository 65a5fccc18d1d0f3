"""A click on a fanned stack takes the card the person sees under the pointer in the
fan, not the card the board keeps under it (newcomer S, s12, 221-222.png: aimed at
the fan's Rock 3, the click took the Shogun and moved it with the blue die; the
review then called it the game's worst move). The fan stays open while the pointer is
on it, above the stack's own cards."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.session import Seat
from ninjas.taisen.cards import CARD_OF_TOKEN, TOKEN
from scenes.taisen import stack_fan

from .test_taisen_scene import settle, table  # noqa: F401  (the fixture)


def fan_points(scene: Any) -> dict[int, tuple[int, int]]:
    """A point on each card of the fan shown now, as drawn."""
    pos, stack = scene.hovered_stack()
    label, title = stack_fan.words(scene)
    rect = scene.fan_shown[2]
    found: dict[int, tuple[int, int]] = {}
    for y in range(rect.top, rect.bottom, 2):
        point = (rect.centerx, y)
        card = stack_fan.card_at(point, pos, stack, label, title, scene.fan_anchor)
        if card is not None and card not in found:
            found[card] = point
    return found


def open_fan(scene: Any, point: tuple[int, int]) -> None:
    """The pointer rests on `point` until the stack there fans out, drawn."""
    scene._on_motion(point)
    scene.hovered_stack()
    scene.time += stack_fan.FAN_DELAY + 0.01
    scene.app.draw()
    assert scene.fan_shown is not None


def test_a_click_on_a_fanned_card_takes_that_card(table: Any) -> None:  # noqa: F811
    scene = table(
        seats=[Seat("human"), Seat("human")], notation="-/-/-/R3P2S1J/-/-/-/-/-/-/j m r1g1b1 -"
    )
    settle(scene)
    top = CARD_OF_TOKEN["J"]
    x, y = scene.view.card_xy(top)
    rest = (int(x) + 40, int(y) + 20)
    scene._on_motion(rest)
    assert scene.hovered_stack() is None  # not at once: once the pointer rests (s13, W)
    open_fan(scene, rest)
    seen = fan_points(scene)
    assert set(seen) == {CARD_OF_TOKEN[t] for t in ("R3", "P2", "S1", "J")}
    movable = {str(a).split(":")[1] for a in scene.state.legal_actions() if ":" in str(a)}
    differs = [
        card
        for card, point in seen.items()
        if scene.view.card_at(point) != card and TOKEN[card].upper() in movable
    ]
    assert differs  # the fan shows another card than the board at these points
    for card in differs:
        point = seen[card]
        open_fan(scene, rest)
        scene._on_motion(point)
        assert scene.hovered_stack() is not None  # still fanned over its upper cards
        scene.app.draw()
        before = len(scene.session.actions)
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
        played = [str(a) for a in scene.session.actions[before:]]
        # the card seen is chosen (with its one die, waiting for a second click, or it
        # waits for a die)
        chosen = scene.selection.card == card % 10
        armed = scene.selection.armed and scene.selection.focused() == ("card", card % 10)
        assert (chosen or armed) and not played, (card, played)
        if played:
            scene.undo()
            settle(scene)
        scene.selection.clear()
