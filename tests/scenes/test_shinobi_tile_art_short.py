"""Newcomer L, s17, L088: a clan tile too short for its art over its row of values (a
4-player panel, a replay's panel with the hand under the clans: 30-70 px tall at
1280x720) was drawn flat, 'Dragon ×4 8' with no art, next to tiles with their art. Now
its art lies under its row of values (a '×4' on a paper label), and the shortest tiles
keep the clan's face as their emblem: every clan tile shows its clan's picture."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi import data
from scenes import theme
from scenes.app import App
from scenes.shinobi import cards

MARK = (1, 254, 3)
"""A colour no tile draws: the art stood in by it."""


def ids(name: str, count: int) -> list[int]:
    return [i for i, c in enumerate(data.CARDS) if c.name == name][:count]


@pytest.mark.parametrize("count", [1, 4])
def test_every_short_clan_tile_shows_its_art(
    app: App, monkeypatch: pytest.MonkeyPatch, count: int
) -> None:
    def marked(name: str, size: Any) -> pygame.Surface:
        size = (size, size) if isinstance(size, int) else size
        surface = pygame.Surface(size)
        surface.fill(MARK)
        return surface

    monkeypatch.setattr(cards, "_art", marked)
    monkeypatch.setattr(cards, "_head", marked)
    monkeypatch.setattr(cards, "art_image", marked)
    cards.clear_cache()
    with theme.scaled_for((1280, 720)):
        for height in (31, 40, 51, 60, 67):  # a replay's and a 4-player table's tiles
            for width in (62, 76):
                tile = cards.clan_tile("Bear", ids("Bear", count), 24, (width, height), app.tr)
                seen = pygame.mask.from_threshold(tile, MARK, (1, 1, 1, 255)).count()
                assert seen >= 40, (width, height, seen)  # flat before at 51 to 67
    cards.clear_cache()
