"""A compact clan tile (a 4-player replay's panel, 60-64 px tall at 1280x720) draws its
count ('×4') and its strength seal on a row of their own under the clan's art, never
over it (newcomer X, s21, EN 1280x720, 80-review-replay and 86-replay-play: '×4 14'
over the Bear's face, the values' chips over the Monkey's, unreadable from a sofa);
where the row leaves the art too little room, the row alone."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.shinobi import data
from scenes import theme
from scenes.shinobi import cards


@pytest.mark.parametrize("size", [(76, 60), (76, 64), (62, 80)])
@pytest.mark.parametrize(("clan", "count"), [("Bear", 4), ("Monkey", 2), ("Rat", 4)])
def test_the_count_and_the_seal_lie_under_the_art(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], clan: str, count: int
) -> None:
    pygame.init()
    tr = Translator("en")
    arts: list[pygame.Rect] = []
    seals: list[tuple[tuple[int, int], int]] = []
    counts: list[pygame.Rect] = []
    row_art, seal, counted = cards._row_art, cards._seal, cards._count

    def art_spy(surface: Any, name: str, box: pygame.Rect, *a: Any, **k: Any) -> bool:
        drawn = row_art(surface, name, box, *a, **k)
        if drawn:
            arts.append(pygame.Rect(box))
        return drawn

    def seal_spy(surface: Any, centre: tuple[int, int], r: int, total: int) -> None:
        seals.append((centre, r))
        seal(surface, centre, r, total)

    def count_spy(surface: Any, times: Any, at: pygame.Rect, lit: bool) -> None:
        counts.append(times.get_bounding_rect().move(at.topleft))
        counted(surface, times, at, lit)

    monkeypatch.setattr(cards, "_row_art", art_spy)
    monkeypatch.setattr(cards, "_seal", seal_spy)
    monkeypatch.setattr(cards, "_count", count_spy)
    with theme.scaled_for((1280, 720)):
        cards._tiles.clear()
        chosen = [c.id for c in data.CARDS if c.name == clan][:count]
        total = sum(data.card_value(c) for c in chosen)
        tile = cards.clan_tile(clan, chosen, total, size, tr)
        assert tile.get_size() == size
        assert seals, "a seal drawn"
        if size == (76, 60) and count == 4:  # a compact tile: its art still drawn
            assert arts
        for art in arts:
            (_, y), r = seals[-1]
            assert y - r >= art.bottom, (art, seals)  # fails before: the seal on the art
            for shown in counts:
                assert shown.top >= art.bottom, (art, shown)
    cards._tiles.clear()
