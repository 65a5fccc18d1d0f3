"""The computer's move order badges ('1st', '2nd', '3rd') keep off the cards' faces
where their lanes have room (newcomer B, s23, 1920x1200, 12-cpu-6: '1st' lay on the Wolf
village's bottom card, '3rd' on the card of tile 9). Her turn's trail as she saw it, at
1280x720, 1920x1080 and 1920x1200."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.taisen import from_notation
from scenes import theme
from scenes.taisen import layout as L
from scenes.taisen import trail
from scenes.taisen.board_view import BoardView

B_TURN = [(1, 10, 9, 2, 1), (1, 9, 7, 1, 2), (1, 7, 4, 0, 3)]
"""The Wolf's blue 1 out of its village, green 2 from 9 to 7, red 3 from 7 to 4."""
POSITION = "P3R2S1J/R3/P2R1S2/P1/s3r3/-/-/p3p1/r2s2/s1/jr1p2 m r2g2b3 -"


@pytest.fixture(autouse=True)
def design_size_after() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1200)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_order_badges_keep_off_the_cards(size: tuple[int, int], lang: str) -> None:
    pygame.init()
    L.configure(size)
    theme.set_scale(L.SCALE)
    view = BoardView(lang)
    view.rebuild(from_notation(POSITION, 1))
    cards = view.card_rects()
    label = trail.order_label(Translator(lang))
    high = L.px(trail.BADGE)

    def rects(found: list[tuple[int, int, tuple[int, int]]]) -> list[pygame.Rect]:
        out = []
        for number, _die, centre in found:
            rect = pygame.Rect(0, 0, trail.badge_width(label(number)), high)
            rect.center = centre
            out.append(rect)
        return out

    badges = trail.order_badges(B_TURN, None, (), label, cards)
    assert [number for number, _d, _c in badges] == [1, 2, 3]
    on_cards = [rect for rect in rects(badges) if rect.collidelist(cards) >= 0]
    assert not on_cards, (size, on_cards)
    # (before: no cards to keep off, a badge on a card; at 1920x1200 this board's
    # taller columns leave this position's lanes clear anyway)
    before = rects(trail.order_badges(B_TURN, None, (), label))
    assert size == (1920, 1200) or any(rect.collidelist(cards) >= 0 for rect in before)
