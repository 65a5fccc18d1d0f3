"""Issue 33, s10: in a 4-player Grand Master replay (and table) a clan tile stands 30-70
px tall at 1280x720, and there its art cut its strength seal and pushed its row of
values out of the tile. Now at any height from 30 px the tile shows, whole, its name or
emblem, its cards' values or count and its strength, every number's capitals 11 px at
least: the art goes first, then the values (a compact row: emblem, '×3', seal)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi import data
from scenes import theme
from scenes.app import App
from scenes.shinobi import cards as art
from scenes.shinobi import layout
from tools.cap_heights import LEAST, recording

HEIGHTS = range(30, 121, 3)


def ids(name: str, count: int) -> list[int]:
    return [i for i, c in enumerate(data.CARDS) if c.name == name][:count]


def drawn_tile(
    app: App, clan: str, cards: list[int], total: int, size: tuple[int, int], lang: str
) -> tuple[pygame.Surface, list[tuple[str, pygame.Rect, float]]]:
    """The tile, and each text blitted on it: its words, its ink's place, its caps."""
    placed: list[tuple[str, pygame.Rect, float]] = []
    names: dict[int, str] = {}
    original_text, original_surface = theme.text, pygame.Surface

    def text(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = original_text(string, *args, **kwargs)
        names[id(surface)] = string
        return surface

    class Tile(original_surface):  # type: ignore[misc,valid-type]
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
            if id(source) in names:
                at = source.get_rect(topleft=getattr(dest, "topleft", dest))
                ink = source.get_bounding_rect().move(at.topleft)
                placed.append((names[id(source)], ink, 0.0))
            return super().blit(source, dest, *args, **kwargs)

    art.clear_cache()
    theme.text = text  # type: ignore[assignment]
    pygame.Surface = Tile  # type: ignore[misc]
    try:
        with recording() as drawn:
            tile = art.clan_tile(clan, cards, total, size, app.tr, lang)
    finally:
        theme.text = original_text  # type: ignore[assignment]
        pygame.Surface = original_surface  # type: ignore[misc]
    caps = {d.text: d.cap for d in drawn}
    return tile, [(words, ink, caps.get(words, 0.0)) for words, ink, _ in placed]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("count", [2, 4])
def test_a_clan_tile_reads_whole_at_every_height(app: App, lang: str, count: int) -> None:
    app.set_language(lang)
    cards = [*ids("Dragon", count - 1), ids("Ronin", 1)[0]]
    total = 12
    for height, wide in ((h, w) for h in HEIGHTS for w in (290, 600)):
        # as wide as a tile of that height in a 4-player panel or a wider one
        (slot, *_) = layout.tile_rects(pygame.Rect(0, 0, wide, height))
        if slot.height != height:
            continue  # (two rows of two)
        tile, placed = drawn_tile(app, "Dragon", cards, total, slot.size, lang)
        bounds = tile.get_rect()
        for words, ink, _ in placed:  # nothing cut at the tile's edges
            assert bounds.contains(ink), (height, words, ink, bounds)
        texts = {words: cap for words, _, cap in placed}
        # its strength and its count (or every value), capitals 11 px at least
        assert texts.get(str(total), 0) >= LEAST, (height, texts)
        values = {str(data.CARDS[c].value) for c in cards}
        counted = texts.get(f"×{count}", 0) >= LEAST
        valued = all(texts.get(v, 0) >= LEAST for v in values)
        assert counted or valued, (height, texts)
        # its name, or its emblem (the face) beside the count
        assert art._label("Dragon", app.tr) in texts or (counted and height < 48), height
        # the seal whole: its vermilion as wide as tall, inside the tile
        seal = pygame.mask.from_threshold(tile, theme.VERMILION_DARK, (1, 1, 1, 255))
        parts = seal.get_bounding_rects()  # (the number splits the seal's red)
        box = parts[0].unionall(parts[1:])
        assert abs(box.width - box.height) <= 2 and bounds.contains(box), (height, box)
        # the seal's number not covered: it stands in the seal
        number = next(ink for words, ink, _ in placed if words == str(total))
        assert box.contains(number), (height, box, number)


def test_a_short_tile_takes_the_width_of_its_row(app: App) -> None:
    # 33 px tall in a 400 px panel: 76 px wide (its emblem, '×3' and seal side by side),
    # where it stood 36; an 80 px tile keeps its shape (88 wide), a narrow panel's room
    with theme.scaled_for((1280, 720)):
        short = layout.tile_rects(pygame.Rect(0, 0, 400, 33))
        tall = layout.tile_rects(pygame.Rect(0, 0, 400, 80))
        narrow = layout.tile_rects(pygame.Rect(0, 0, 290, 33))
    assert short[0].width == layout.TILE_ROW_WIDE == 76 and len(short) == 4
    assert tall[0].width == 88
    assert narrow[0].width == (290 - 3 * 4) // 4
