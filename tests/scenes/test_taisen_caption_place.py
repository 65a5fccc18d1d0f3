"""Issue 33: a duel's caption ('4 beats 1') was drawn over the sash of the next turn,
'Kim's turn (Monkey)', text on text. The caption keeps off the sash's words and off
the place's number on the road."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.taisen import from_notation
from scenes.app import App
from scenes.taisen import animations
from scenes.taisen import layout as L
from scenes.taisen.board_view import BoardView


def duel_then(app: App, sash: bool) -> tuple[BoardView, pygame.Rect, pygame.Rect | None]:
    """A duel on place 5 (under the middle of the sash), its caption up; with `sash`, the
    next turn's sash shown meanwhile. The caption's drawn rect, and the sash's words."""
    view = BoardView("en")
    view.rebuild(from_notation("J/-/-/-/R1/r1/-/-/-/-/j m b1 J", 1))
    stage = animations.Stage(view, lambda name: None, lambda event: None, app.tr)
    duel = Event(
        "duel",
        {
            "pos": 5,
            "monkey": "R1",
            "wolf": "r1",
            "monkey_strength": 1,
            "wolf_strength": 1,
            "result": "monkey",
            "reason": "colour",
        },
    )
    step = animations.DuelStep([duel], 1.0)
    step.begin(stage)
    step.end(stage)
    caption = next(e for e in view.effects if e.layer == animations.CAPTION_LAYER)
    words = None
    if sash:
        dice = Event("dice", {"side": "monkey", "dice": {"r": 1, "g": 2, "b": 3}})
        animations.DiceStep([dice], 1.0).begin(stage)
        words = next(e.words for e in view.effects if e.words is not None)
    for effect in view.effects:
        effect.age = 0.4
    canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H), pygame.SRCALPHA)
    caption.draw(canvas)
    return view, canvas.get_bounding_rect(), words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_duel_s_caption_covers_neither_the_turn_s_sash_nor_the_place_number(
    app: App, size: tuple[int, int]
) -> None:
    L.configure(size)
    try:
        _, alone, _ = duel_then(app, sash=False)
        column = L.COLUMNS[5]
        road = pygame.Rect(column.left, L.ROAD_Y - L.ROAD_H // 2, column.width, L.ROAD_H)
        assert alone.width > 0 and not alone.colliderect(road)
        _, shown, words = duel_then(app, sash=True)
        assert words is not None and words.left < column.centerx < words.right  # sash there
        assert shown.width > 0 and not shown.colliderect(words)
        assert L.BOARD_TOP <= shown.top and shown.bottom <= L.BOARD_BOTTOM
    finally:
        L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("side", ["monkey", "wolf"])
def test_a_turn_s_sash_covers_no_card_tally_nor_place_number(
    app: App, size: tuple[int, int], side: str
) -> None:
    """Newcomer F (s5, t2-19-1): "Wolf's turn" was drawn on the road's row, over places
    4-6 and the marker of the combat starting on 6; newcomer W (s13, 036_1, 036_3), just
    above it, it covered the board's cards during the first move and a combat's tally as
    it came. It is drawn in the top bar's band, between the plaques, over the bar's
    title (which says the same), where it says (its words); the board draws none of it."""
    from scenes.taisen import hud

    L.configure(size)
    try:
        view = BoardView("en")
        view.rebuild(from_notation("J/-/-/-/R1/r1/-/-/-/-/j m b1 J", 1))
        stage = animations.Stage(view, lambda name: None, lambda event: None, app.tr)
        long_name = "Maximilienne-Éléonore's turn (Monkey)"
        stage.turn_words = lambda side: long_name
        dice = Event("dice", {"side": side, "dice": {"r": 1, "g": 2, "b": 3}})
        animations.DiceStep([dice], 1.0).begin(stage)
        (sash,) = [e for e in view.effects if e.words is not None]
        sash.age = 0.5
        canvas = pygame.Surface((L.CANVAS_W, L.CANVAS_H), pygame.SRCALPHA)
        view.draw_over_bar(canvas)
        drawn = canvas.get_bounding_rect()
        assert drawn.width > 0 and drawn.bottom <= L.BOARD_TOP  # off the board
        assert sash.words is not None and sash.words.contains(drawn.clip(sash.words))
        plaques = (
            pygame.Rect(L.MARGIN_X, 0, hud.plaque_width(), L.HUD_H),
            pygame.Rect(L.COLUMNS[-1].right - hud.plaque_width(), 0, hud.plaque_width(), L.HUD_H),
        )
        assert drawn.collidelist(plaques) < 0
        assert drawn.left < L.CANVAS_W // 2 < drawn.right  # over the bar's title
        # the board itself draws none of it
        from scenes.taisen.board_view import Highlights

        board = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
        view.draw(board, Highlights())
        bare = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
        view.effects.remove(sash)
        view.draw(bare, Highlights())
        assert pygame.image.tobytes(board, "RGB") == pygame.image.tobytes(bare, "RGB")
    finally:
        L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720


def test_the_caption_reads_from_a_sofa() -> None:
    """'3 beats 1' as a fight lands: capitals 14 px at least at 1280x720 (11.7 before,
    newcomer E, s15, 161-*: the combat 'over before I read it')."""
    from tools.cap_heights import cap_height

    pixels = round(animations.CAPTION_SIZE * 0.74)  # theme's font at 1280x720
    assert cap_height("3 beats 1", "body", pixels) >= 14.0
