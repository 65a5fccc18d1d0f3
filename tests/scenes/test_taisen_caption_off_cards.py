"""s24 (taisen_combat_badge.png, a real window vs Hard): during Wolf's combat on place 6
'Tie: both retreat' was drawn on the combat's stacks, half hidden by and hiding the
cards' numbers. The caption goes beside the lane, whole, over no part of a card that
shows (each card's number is in that part), EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.taisen import from_notation
from ninjas.taisen.cards import CARD_OF_TOKEN
from scenes.app import App
from scenes.taisen import animations
from scenes.taisen import layout as L
from scenes.taisen.board_view import BoardView

# as in the shot: Monkey's stack on 6, Wolf's arriving on it (five cards each)
NOTATION = "-/-/-/-/S1/-/R1P3P2S2J/s3r3s2r2j/-/-/- w - -"


def combat_view(app: App, pos: int, key: str) -> tuple[BoardView, pygame.Rect]:
    state = from_notation(NOTATION, 1)
    wolf = state.stacks[1][pos + 1]
    state.stacks[1][pos], state.stacks[1][pos + 1] = wolf, []
    for card in wolf:
        state.where[card] = pos
    view = BoardView("en")
    view.rebuild(state)
    view.combat_pos = pos
    stage = animations.Stage(view, lambda name: None, lambda event: None, app.tr)
    duel = Event(
        "duel",
        {
            "pos": pos,
            "monkey": "J",
            "wolf": "j",
            "monkey_strength": 2,
            "wolf_strength": 2 if key == "tie" else 1,
            "result": key,
            "reason": "tie" if key == "tie" else "strength",
        },
    )
    step = animations.DuelStep([duel], 1.0)
    step.begin(stage)
    step.end(stage)
    caption = next(e for e in view.effects if e.layer == animations.CAPTION_LAYER)
    caption.age = 0.5 * caption.duration
    canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H), pygame.SRCALPHA)
    caption.draw(canvas)
    return view, canvas.get_bounding_rect()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("result", ["tie", "monkey"])
def test_a_combat_s_caption_covers_no_card_s_number(
    app: App, size: tuple[int, int], lang: str, result: str
) -> None:
    app.set_language(lang)
    L.configure(size)
    try:
        view, drawn = combat_view(app, 6, result)
        assert drawn.width > 0
        shown = [view.visible_rect(card) for side in view.stacks for s in side for card in s]
        hit = [r for r in shown if r is not None and r.colliderect(drawn)]
        assert not hit, f"the caption {drawn} covers cards {hit}"
        road = pygame.Rect(0, L.ROAD_Y - L.ROAD_H // 2, L.CANVAS_W, L.ROAD_H)  # its numbers
        assert not drawn.colliderect(road)
        assert L.BOARD_TOP <= drawn.top and drawn.bottom <= L.BOARD_BOTTOM
        assert L.MARGIN_X <= drawn.left and drawn.right <= L.CANVAS_W - L.MARGIN_X
    finally:
        app.set_language("en")
        L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720


def test_the_caption_keeps_its_place_as_the_cards_spring_back(app: App) -> None:
    """Chosen as it first shows: it does not jump while the cards move back."""
    view, first = combat_view(app, 6, "tie")
    assert CARD_OF_TOKEN["j"] in view.stacks[1][6]
    caption = next(e for e in view.effects if e.layer == animations.CAPTION_LAYER)
    for card in view.stacks[0][6]:
        view.offsets[card] = (0.0, -40.0)
    canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H), pygame.SRCALPHA)
    caption.draw(canvas)
    assert canvas.get_bounding_rect() == first
