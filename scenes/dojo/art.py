"""The Dojo pictures (assets/images/dojo/, from tools/vector_art/draw_dojo.py), each
scaled once to the size the table draws it and kept, and the card faces drawn on the
blank face in the game's fonts.

Every function returns a surface; when a picture is missing or unreadable a plain
drawn stand-in takes its place, so the table never fails for want of a file. Sizes
are real pixels (the table draws at the window's own size); the kept pictures are
bounded (least recently used go first), so a window resized many times does not grow
the memory.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import TypeVar

import pygame

from ninjas.dojo import data
from ninjas.dojo.cards import rank_name

from .. import memory, theme

CLAN_COLOURS: tuple[theme.Colour, theme.Colour] = ((236, 120, 48), (86, 146, 232))
"""Each clan's accent (orange, blue); never the only cue: each has its own figure,
emblem (a whirl, a diamond) and card back."""
HINT = theme.HINT
"""The hint's colour (as on the Taisen table): its hexes, arrow, card or button."""
TERRAIN_FALLBACK: dict[str, theme.Colour] = {
    "plains": (120, 170, 80),
    "forest": (40, 110, 60),
    "mountain": (130, 120, 110),
    "water": (50, 110, 190),
    "dojo": (150, 130, 110),
}
TILE_SIZE = (128, 148)
"""The hex pictures' own size: pointy-top, radius 74, centre at the picture's centre."""
TILE_RADIUS = 74
FIGURE_FEET = 58 / 64
"""Where a ninja figure's feet are, as a share of its height."""

K = TypeVar("K")
V = TypeVar("V")
KEPT = 320
"""Scaled pictures kept (the table uses about 120 at one size: a window size change
brings a new set, the old one goes)."""
_scaled: OrderedDict[tuple[str, int, int], tuple[pygame.Surface | None, pygame.Surface]] = (
    OrderedDict()
)
memory.game_cache("dojo", _scaled)  # let go when no dojo screen is open


def _keep(cache: OrderedDict[K, V], key: K, value: V, most: int = KEPT) -> None:
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > most:
        cache.popitem(last=False)


def _text_size(real: float) -> int:
    """The design text size (theme.text's unit) that renders at `real` pixels now."""
    return max(1, round(real / theme.scale()))


def picture(name: str) -> pygame.Surface | None:
    return theme.load_image(f"dojo/{name}.png")


def _fallback(name: str, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    kind = name.split("_")[0]
    if kind in TERRAIN_FALLBACK:
        r = h / 2
        points = hex_corners((w / 2, h / 2), r)
        pygame.draw.polygon(surface, TERRAIN_FALLBACK[kind], points)
        pygame.draw.polygon(surface, theme.SHADOW, points, 2)
    elif kind == "ninja":
        seat = int(name[-1])
        pygame.draw.circle(surface, CLAN_COLOURS[seat], (w // 2, h // 3), w // 5)
        pygame.draw.rect(surface, theme.SHADOW, (w // 3, h // 2, w // 3, h // 3))
    elif kind == "die":
        pygame.draw.rect(surface, (226, 196, 150), surface.get_rect(), border_radius=w // 6)
        face = theme.text(name[-1], _text_size(h // 2), theme.SHADOW, kind="display")
        surface.blit(face, face.get_rect(center=(w // 2, h // 2)))
    else:
        pygame.draw.rect(surface, (230, 222, 200), surface.get_rect(), border_radius=6)
        pygame.draw.rect(surface, theme.SHADOW, surface.get_rect(), 2, border_radius=6)
    return surface


def scaled(name: str, size: tuple[int, int]) -> pygame.Surface:
    """The picture `name` smoothly scaled to `size`, kept (a drawn stand-in if missing)."""
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    source = picture(name)
    key = (name, width, height)
    kept = _scaled.get(key)
    if kept is not None and kept[0] is source:
        _scaled.move_to_end(key)
        return kept[1]
    if source is None:
        image = _fallback(name, (width, height))
    elif source.get_size() == (width, height):
        image = source
    else:
        image = pygame.transform.smoothscale(source, (width, height))
    _keep(_scaled, key, (source, image))
    return image


def hex_corners(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The six corners of a pointy-top hex, from the top, clockwise."""
    cx, cy = centre
    return [
        (cx + radius * math.sin(k * math.pi / 3), cy - radius * math.cos(k * math.pi / 3))
        for k in range(6)
    ]


def tile(kind: str, variant: int, radius: int) -> pygame.Surface:
    """A hex tile (plains/forest/mountain/water `variant` 0..2, or dojo_0/1) for a hex of
    this radius (centre = the surface's centre)."""
    width = round(TILE_SIZE[0] * radius / TILE_RADIUS)
    height = round(TILE_SIZE[1] * radius / TILE_RADIUS)
    return scaled(f"{kind}_{variant}", (width, height))


def figure(seat: int, height: int) -> pygame.Surface:
    """The clan's ninja, `height` pixels tall (feet at FIGURE_FEET of it)."""
    return scaled(f"ninja_{seat}", (height, height))


def die(face: int, size: int) -> pygame.Surface:
    """A die showing `face` (1 to 6; any other number: a blank die, never a picture
    that does not exist)."""
    if not 1 <= face <= 6:
        return blank_die(size)
    return scaled(f"die_{face}", (size, size))


_board_dice: OrderedDict[tuple[int, int], pygame.Surface] = OrderedDict()
memory.game_cache("dojo", _board_dice)  # let go when no dojo screen is open

BOARD_DIE_FACE = (246, 238, 218)
"""A summoning die's face under its hex: ivory, lighter than the wooden die's picture,
whose brown face and dark pips sank into the grass and the mountains at 21 px (newcomer
J, s11, nc-J/023_2, 029_4: hard to read from a sofa)."""
BOARD_DIE_PIP = (34, 26, 22)
PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def board_die(face: int, size: int) -> pygame.Surface:
    """A die under a hex on the board, `size` px: an ivory face, a dark rim and big dark
    pips (over a fifth of its side wide), read at a glance over any ground; any number but
    1 to 6, the blank die."""
    if not 1 <= face <= 6:
        return blank_die(size)
    key = (face, size)
    kept = _board_dice.get(key)
    if kept is None:
        kept = pygame.Surface((size, size), pygame.SRCALPHA)
        rect = kept.get_rect()
        radius = max(2, size // 6)
        pygame.draw.rect(kept, BOARD_DIE_PIP, rect, border_radius=radius)
        pygame.draw.rect(kept, BOARD_DIE_FACE, rect.inflate(-2, -2), border_radius=radius)
        pip = max(2, round(size * 0.11))
        spread = size * 0.28
        for dx, dy in PIPS[face]:
            centre = (round(size / 2 + dx * spread), round(size / 2 + dy * spread))
            pygame.draw.circle(kept, BOARD_DIE_PIP, centre, pip)
        _keep(_board_dice, key, kept, 24)
    return kept


_blank_dice: OrderedDict[tuple[int, float], pygame.Surface] = OrderedDict()
memory.game_cache("dojo", _blank_dice)  # let go when no dojo screen is open


def blank_die(size: int) -> pygame.Surface:
    """A die set under its hex, not rolled yet: a plain face with a question mark."""
    key = (size, theme.scale())
    kept = _blank_dice.get(key)
    if kept is None:
        kept = die(1, size).copy()
        inner = kept.get_rect().inflate(-size // 3, -size // 3)
        pygame.draw.rect(kept, (226, 192, 140), inner, border_radius=size // 8)
        height = max(theme.FONT_MIN, _text_size(size - size // 4))  # never too small to read
        mark = theme.text("?", height, (90, 50, 30), kind="display")
        kept.blit(mark, mark.get_rect(center=kept.get_rect().center))
        _keep(_blank_dice, key, kept, 16)
    return kept


def icon(name: str, size: int) -> pygame.Surface:
    """shuriken or blitz."""
    return scaled(name, (size, size))


def card_back(seat: int, width: int) -> pygame.Surface:
    return scaled(f"card_back_{seat}", (width, round(width * 126 / 90)))


_faces: OrderedDict[tuple[int, int, float, str], pygame.Surface] = OrderedDict()
memory.game_cache("dojo", _faces)  # let go when no dojo screen is open


def card_face(rank: int, width: int) -> pygame.Surface:
    """A card's face `width` real px wide: the blank face with its rank drawn large,
    and in the corners when a card is wide enough for them to read (the Joker has its
    own picture). Cards of A..6 show a small die pip mark: they can match a summoning
    die."""
    name = rank_name(rank)  # in the table's language's letters: V D R in French
    key = (rank, width, theme.scale(), name)
    kept = _faces.get(key)
    if kept is not None:
        _faces.move_to_end(key)
        return kept
    height = round(width * 126 / 90)
    if rank == data.JOKER:
        surface = scaled("joker", (width, height)).copy()
    else:
        surface = scaled("card_face", (width, height)).copy()
        ink = (150, 30, 26) if rank in (1, 11, 12, 13) else theme.MIDNIGHT
        big = theme.text(name, _text_size(width * 0.62), ink, kind="display")
        surface.blit(big, big.get_rect(center=(width // 2, height // 2 + height // 60)))
        corner = _text_size(width * 0.26)
        if corner >= theme.FONT_MIN:  # never a mark too small to read
            small = theme.text(name, corner, ink, kind="display")
            surface.blit(small, (round(width * 0.1), round(height * 0.04)))
            surface.blit(
                small,
                small.get_rect(bottomright=(width - round(width * 0.1), height - height // 40)),
            )
        if rank in data.SUMMON_FACES:
            pip = max(2, width // 24)
            for k in range(rank):
                x = width - round(width * 0.16) - (k % 3) * pip * 3
                y = round(height * 0.1) + (k // 3) * pip * 3
                pygame.draw.circle(surface, (176, 130, 60), (x, y), pip)
    _keep(_faces, key, surface, 160)
    return surface


def clear() -> None:
    _scaled.clear()
    _faces.clear()
    _blank_dice.clear()
