"""Newcomer W (s13, 080): hovering a stack fanned it at once, which moved the strip under
the pointer: a click meant for Paper 1 took Rock 1; a tall Wolf stack fanned up over
the Wolf's name panel (111-112). The fan opens once the pointer has rested a moment,
pinned to the card under the pointer (that card stays under it, the click takes it),
and stays below the top bar. Every card of tall stacks of both sides, at 1280x720 and
1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes import theme
from scenes.taisen import TaisenScene, stack_fan
from scenes.taisen import layout as L

STACKS = "JR3/-/-/R1P1S1R2/-/-/-/-/-/r1p1s1r2p2s2/j m r1g1b1 -"
"""The Monkey's four cards on tile 3, the Wolf's six on tile 9, two on the village."""


def scene_at(app: Any) -> TaisenScene:
    session = GameSession("taisen", 7, {}, [Seat("human"), Seat("human")], from_notation(STACKS, 7))
    session._mark_turn_start()
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    scene.update(1 / 60)
    return scene


def seen_point(scene: TaisenScene, card: int) -> tuple[int, int]:
    """The middle of the part of `card` in view on the board."""
    x, y = scene.view.card_xy(card)
    column = int(x) + L.CARD_W // 3
    rows = [
        row for row in range(int(y), int(y) + L.CARD_H) if scene.view.card_at((column, row)) == card
    ]
    return column, rows[len(rows) // 2]


def rest(scene: TaisenScene, point: tuple[int, int]) -> None:
    scene.input.motion(point)
    scene.app.draw()
    scene.time += stack_fan.FAN_DELAY + 0.01
    scene.app.draw()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_card_under_the_pointer_stays_under_it(sized_app: Any, size: tuple[int, int]) -> None:
    app = sized_app(size)
    scene = scene_at(app)
    with theme.scaled_for(size):
        title = stack_fan.dice_title(app.tr("taisen.dice"))
    for side, pos in ((1, 9), (0, 3)):
        for card in scene.view.stacks[side][pos]:
            point = seen_point(scene, card)
            rest(scene, point)
            if scene.highlights().preview is not None:  # its move previewed: no fan
                assert scene.fan_shown is None and stack_fan.card_under(scene, point) == card
                continue
            assert scene.fan_shown is not None and scene.fan_shown[:2] == (side, pos)
            assert stack_fan.card_under(scene, point) == card, (side, pos, card)
            fan = scene.fan_shown[2]
            assert fan.top >= L.HUD_H, (card, fan)  # below the top bar (111)
            assert not fan.colliderect(title), (card, fan)  # DICE in view
            scene.input.motion((2, L.CANVAS_H - 2))  # away: the fan closes
            scene.app.draw()
            assert scene.fan_shown is None


def test_no_fan_before_the_pointer_rests(app: Any) -> None:
    scene = scene_at(app)
    card = scene.view.stacks[1][9][1]
    point = seen_point(scene, card)
    scene.input.motion(point)
    scene.app.draw()
    assert scene.fan_shown is None  # at once: nothing moves under the pointer
    scene.time += stack_fan.FAN_DELAY / 2
    scene.input.motion((point[0], point[1] + 1))  # it moves: the wait starts again
    scene.app.draw()
    scene.time += stack_fan.FAN_DELAY / 2 + 0.01
    scene.app.draw()
    assert scene.fan_shown is None
    scene.time += stack_fan.FAN_DELAY + 0.01
    scene.app.draw()
    assert scene.fan_shown is not None


def test_a_click_as_the_fan_opens_takes_the_card_pointed_at(app: Any) -> None:
    scene = scene_at(app)
    stack = scene.view.stacks[0][3]  # R1 P1 S1 R2, bottom to top
    paper = stack[1]
    scene.selection.choose_die(2)  # blue chosen, as newcomer W had it: Paper 1 fans
    point = seen_point(scene, paper)
    rest(scene, point)
    assert scene.fan_shown is not None and scene.highlights().preview is None
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=point, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=point, button=1))
    played = [str(a) for a in scene.session.actions]
    assert scene.selection.card == paper % 10 or played == ["g:P1"], played
