"""A pile's count badge covers neither the card's strength seal nor its name (issue 33,
newcomer Y, s9 z3.png, guided Shinobi in French at 1280x720: the Spiders' '×3', lifted
off the name by e9b343b, lay over the seal's lower rim)."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.shinobi import cards as art

from .conftest import Driver
from .test_shinobi_tutorial import guided_table, play_steps


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_count_badges_leave_the_seal_and_the_name_whole(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    ui.step(3)
    checked = 0
    for until in ("hand", "ronin"):  # two Carps; three Spiders and two Ronin (f15, f21)
        play_steps(scene, ui, until=until)
        ui.step()
        hand = scene.hand
        assert hand.badges and not scene.selection.selected
        width = scene.layout.card_w
        piles = [rect for rect, _ in hand.rects]
        for badge in hand.badges:
            i, (pile, card) = max(
                ((i, rc) for i, rc in enumerate(hand.rects) if rc[0].contains(badge)),
                key=lambda irc: irc[1][0].left,
            )
            front = pile.move(0, pile.bottom - scene.layout.card_h - pile.top).topleft
            seal = art.seal_rect(width).move(front)
            name = front[1] + art.name_top(card, width, app.tr, lang)
            assert not badge.colliderect(seal), (art.card_name(card), badge, seal)
            assert badge.bottom <= name, (art.card_name(card), badge, name)
            assert not any(later.colliderect(badge) for later in piles[i + 1 :])
            checked += 1
    assert checked >= 3
