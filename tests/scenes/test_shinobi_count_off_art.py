"""A pile's count ('×2') is a tab on the card's top edge, over its strength seal: never
on the picture (newcomer X, s21, EN 1280x720, 17b: the '×2' under the seal lay on the
Monkey's face), nor on the seal, nor under the next pile."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme
from scenes.shinobi import cards as art

from .conftest import Driver
from .test_shinobi_tutorial import guided_table, play_steps


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_count_is_a_tab_above_the_picture(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    ui.step(3)
    play_steps(scene, ui, until="ronin")  # three Spiders, two Ronin in hand
    ui.step()
    hand = scene.hand
    assert hand.badges and not scene.selection.selected
    width, height = scene.layout.card_w, scene.layout.card_h
    piles = [rect for rect, _ in hand.rects]
    for badge in hand.badges:
        i, pile = max(
            ((i, rect) for i, rect in enumerate(piles) if rect.contains(badge)),
            key=lambda ir: ir[1].left,
        )
        front = (pile.left, pile.bottom - height)
        seal = art.seal_rect(width).move(front)
        # its foot on the card's top edge at most: the picture starts under it (fails
        # before: the tab lay under the seal, on the picture)
        assert badge.bottom <= seal.top, (badge, seal)
        assert badge.left >= pile.left and badge.right <= seal.right + theme.px(12)
        assert not any(later.colliderect(badge) for later in piles[i + 1 :])
    app.set_language("en")
