"""Pictures for Ninja Night's rules reference, drawn with the table's own art: the
village seen from the side (walls, roofs and ninjas from assets/images/night), throws
that hit and throws that miss on a tiled roof seen from above, the backpack, each bonus.
The rules text asks for one with a line "[diagram:<name>]" (see scenes/rules_scene.py).

Each picture is drawn at theme's current scale (lengths through theme.px) and at most
`width` real pixels wide; where a picture file is missing, the table's plain colours
stand in."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from ninjas.night import data

from .. import theme
from ..diagram_parts import caption, pictures_of
from . import art
from .village_view import (
    FLOOR_HEIGHT,
    GROUND,
    GROUND_EDGE,
    ROOF,
    ROOF_EDGE,
    ROOF_RIDGE,
    WALL,
    WINDOW,
    WINDOW_DARK,
)

LABEL_SIZE = theme.FONT_SMALL
CM = 7
"""Design pixels per village centimetre in the side views."""
TOP_CM = 8
"""Design pixels per village centimetre in the views from above."""
STRING = (236, 226, 190)
STEEL = (206, 208, 220)
FIST = (150, 96, 70)
Tr = Callable[..., str]


def _row(items: list[pygame.Surface], captions: list[str], gap: int, width: int) -> pygame.Surface:
    """Items side by side on one baseline, each captioned below; a row wider than
    `width` is laid on two lines."""
    px = theme.px
    gap = px(gap)
    columns = [max(item.get_width(), px(120)) for item in items]
    if len(items) > 2 and sum(columns) + gap * (len(items) - 1) > width:
        half = (len(items) + 1) // 2
        first = _row(items[:half], captions[:half], 0, width)
        second = _row(items[half:], captions[half:], 0, width)
        both = pygame.Surface(
            (
                max(first.get_width(), second.get_width()),
                first.get_height() + px(16) + second.get_height(),
            ),
            pygame.SRCALPHA,
        )
        both.blit(first, ((both.get_width() - first.get_width()) // 2, 0))
        both.blit(
            second, ((both.get_width() - second.get_width()) // 2, first.get_height() + px(16))
        )
        return both
    labels = [caption(c, column) for c, column in zip(captions, columns, strict=True)]
    total = sum(columns) + gap * (len(items) - 1)
    top = max(i.get_height() for i in items)
    height = top + px(8) + max(lb.get_height() for lb in labels)
    surface = pygame.Surface((total, height), pygame.SRCALPHA)
    x = 0
    for item, label, column in zip(items, labels, columns, strict=True):
        surface.blit(item, (x + (column - item.get_width()) // 2, top - item.get_height()))
        surface.blit(label, (x + (column - label.get_width()) // 2, top + px(8)))
        x += column + gap
    return surface


def _building(
    surface: pygame.Surface, left: float, width: float, floors: int, ground: int, seed: int
) -> int:
    """A building seen from the side (cm from the picture's left), its walls and roof
    from the village's own pictures; returns its roof's y."""
    px = theme.px
    x, w = px(left * CM), px(width * CM)
    floor_h = px(FLOOR_HEIGHT * CM)
    top = ground - floors * floor_h
    rng = random.Random(seed)
    bays = max(1, round(width / 3.0))
    edges = [x + round(k * w / bays) for k in range(bays + 1)]
    for floor in range(floors):
        y = ground - (floor + 1) * floor_h
        for k in range(bays):
            kind = "door" if floor == 0 and k == bays // 2 else rng.choice(("lit", "dark"))
            image = art.scaled(f"wall_{kind}", (edges[k + 1] - edges[k], floor_h))
            if image is not None:
                surface.blit(image, (edges[k], y))
            else:
                pygame.draw.rect(surface, WALL, (edges[k], y, edges[k + 1] - edges[k], floor_h))
                colour = WINDOW if kind == "lit" else WINDOW_DARK
                pygame.draw.rect(surface, colour, (edges[k] + px(8), y + px(6), px(10), px(12)))
    pygame.draw.rect(surface, (14, 10, 14), (x, top, w, ground - top), max(1, px(1)))
    over, thick = px(4), px(9)
    roof_rect = pygame.Rect(x - over, top - thick, w + 2 * over, thick)
    tile = px(4.2 * CM)
    roof = art.tiled(
        f"roof_{art.ROOF_NAMES[seed % len(art.ROOF_NAMES)]}", (tile, tile * 3 // 5), roof_rect.size
    )
    if roof is not None:
        surface.blit(roof, roof_rect)
    else:
        pygame.draw.rect(surface, ROOF, roof_rect)
    pygame.draw.line(surface, ROOF_RIDGE, roof_rect.topleft, roof_rect.topright, max(1, px(2)))
    pygame.draw.rect(surface, ROOF_EDGE, roof_rect, max(1, px(1)))
    return roof_rect.top


def _ninja(surface: pygame.Surface, x: int, feet: int, seat: int = 0) -> None:
    px = theme.px
    image = art.ninja(seat, px(40), rim=True)
    if image is not None:
        surface.blit(image, image.get_rect(midbottom=(x, feet + px(2))))
    else:
        art.emblem(surface, seat, (x, feet - px(14)), px(10), (220, 80, 70))


PICTURE_REACH = 30.5 / 32
"""The catch circle's radius in the grapnel's and the fist's pictures, as a share of
half the picture (tools/vector_art/draw_night.py)."""


def _end_picture(
    surface: pygame.Surface, name: str, centre: tuple[int, int], radius: int, squash: float
) -> bool:
    """The grapnel's or the fist's picture, its catch circle `radius` pixels, laid flat
    (`squash`: its height over its width); False when the picture is missing."""
    side = max(4, round(2 * radius / PICTURE_REACH))
    image = art.scaled(name, (side, max(2, round(side * squash))))
    if image is None:
        return False
    surface.blit(image, image.get_rect(center=centre))
    return True


def _grapnel(
    surface: pygame.Surface, centre: tuple[int, int], radius: int, squash: float = 1.0
) -> None:
    """The grapnel: three steel hooks round a ring (its picture, else drawn)."""
    if _end_picture(surface, "grapnel", centre, radius, squash):
        return
    px = theme.px
    cx, cy = centre
    width = max(2, px(3))
    for dx, dy in ((-1.0, -0.8), (1.0, -0.8), (0.0, 1.0)):
        tip = (cx + round(dx * radius), cy + round(dy * radius))
        pygame.draw.line(surface, STEEL, centre, tip, width)
        pygame.draw.circle(surface, STEEL, tip, max(2, px(2)))
    pygame.draw.circle(surface, STEEL, centre, max(2, px(3)))


def _fist(surface: pygame.Surface, centre: tuple[int, int], radius: int) -> None:
    if _end_picture(surface, "fist", centre, radius, 1.0):
        return
    pygame.draw.circle(surface, FIST, centre, radius)
    pygame.draw.circle(surface, (70, 40, 30), centre, radius, max(1, theme.px(2)))


def _side(floors: tuple[int, int, int], blocked: bool) -> pygame.Surface:
    """Start roof, a building between, target roof: the string over or against it."""
    px = theme.px
    surface = pygame.Surface((px(40 * CM), px(14 * CM)), pygame.SRCALPHA)
    ground = surface.get_height() - px(8)
    pygame.draw.rect(surface, GROUND, (0, ground, surface.get_width(), px(8)))
    pygame.draw.line(
        surface, GROUND_EDGE, (0, ground), (surface.get_width(), ground), max(1, px(2))
    )
    start = _building(surface, 1, 8, floors[0], ground, 1)
    middle = _building(surface, 16, 7, floors[1], ground, 2)
    target = _building(surface, 30, 9, floors[2], ground, 3)
    hand = (px(5 * CM), start - px(22))
    _ninja(surface, hand[0] - px(6), start)
    end = (px(34.5 * CM), target - px(3))
    if blocked:  # the string stops against the taller building
        share = (16 - 5) / (34.5 - 5)
        wall = (px(16 * CM), round(hand[1] + (end[1] - hand[1]) * share))
        pygame.draw.line(surface, STRING, hand, wall, max(1, px(2)))
        x, y = px(16 * CM) + px(14), middle - px(26)
        r, w = px(12), max(3, px(5))
        pygame.draw.line(surface, theme.VERMILION, (x - r, y - r), (x + r, y + r), w)
        pygame.draw.line(surface, theme.VERMILION, (x + r, y - r), (x - r, y + r), w)
    else:
        pygame.draw.line(surface, STRING, hand, end, max(1, px(2)))
        _grapnel(surface, end, px(10), 0.45)  # lying on the roof, seen from the side
    return surface


def side_diagram(tr: Tr, width: int) -> pygame.Surface:
    """From two floors the string passes over a building of one; from one floor, a
    building of two between stands in its way."""
    return _row(
        [_side((2, 1, 1), False), _side((1, 2, 1), True)],
        [tr("rules.night.diagram.over"), tr("rules.night.diagram.blocked")],
        40,
        width,
    )


def _top(offset: float, fist: bool) -> pygame.Surface:
    """A tiled roof seen from above, the throw's line, and the grapnel or fist `offset`
    cm past the roof's far edge (negative: on the roof)."""
    px = theme.px
    scale = TOP_CM
    surface = pygame.Surface((px(22 * scale), px(12 * scale)), pygame.SRCALPHA)
    roof = pygame.Rect(px(4 * scale), px(2 * scale), px(10 * scale), px(8 * scale))
    tile = roof.width // 2
    texture = art.tiled("roof_slate", (tile, tile * 3 // 5), roof.size)
    if texture is not None:
        surface.blit(texture, roof)
    else:
        pygame.draw.rect(surface, ROOF, roof)
    pygame.draw.rect(surface, ROOF_EDGE, roof, max(1, px(2)))
    y = roof.centery
    radius = px(data.GRAPNEL_RADIUS * scale)
    x = round(roof.right + offset * px(scale))
    pygame.draw.line(surface, STRING, (0, y), (x, y), max(1, px(2)))
    if fist:
        _fist(surface, (x, y), px(data.FIST_RADIUS * scale))
    else:
        if art.picture("grapnel") is None:  # (the picture has its catch circle)
            pygame.draw.circle(surface, (*STEEL, 90), (x, y), radius, max(1, px(1)))
        _grapnel(surface, (x, y), radius)
    return surface


def throws_diagram(tr: Tr, width: int) -> pygame.Surface:
    """The grapnel need only touch the roof; the fist must lie wholly on it."""
    r = data.GRAPNEL_RADIUS
    pictures = [_top(r * 0.6, False), _top(r * 2.6, False), _top(-r * 1.6, True), _top(0.0, True)]
    captions = [
        tr("rules.night.diagram.grapnel_hit"),
        tr("rules.night.diagram.grapnel_miss"),
        tr("rules.night.diagram.fist_hit"),
        tr("rules.night.diagram.fist_miss"),
    ]
    return _row(pictures, captions, 16, width)


def _slot(face: str | None) -> pygame.Surface:
    px = theme.px
    size = px(60)
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pocket = art.scaled("injury" if face == "injury" else "pocket", (size, size))
    if pocket is not None:  # the table's own pocket pictures
        surface.blit(pocket, rect)
    else:
        pygame.draw.rect(surface, theme.MIDNIGHT, rect, border_radius=px(8))
        pygame.draw.rect(surface, theme.BORDER, rect, max(1, px(1)), border_radius=px(8))
    if face == "injury" and pocket is None:
        inner = rect.inflate(-px(16), -px(16))
        pygame.draw.line(surface, theme.VERMILION, inner.topleft, inner.bottomright, px(6))
        pygame.draw.line(surface, theme.VERMILION, inner.topright, inner.bottomleft, px(6))
    elif face is not None and face != "injury":
        image = art.token(face, size - px(8))
        if image is not None:
            surface.blit(image, image.get_rect(center=rect.center))
        else:
            pygame.draw.circle(surface, (236, 140, 170), rect.center, size // 2 - px(6))
    return surface


def backpack_diagram(tr: Tr, width: int) -> pygame.Surface:
    faces = ("v2", "pink", "injury", None)
    captions = [
        tr("rules.night.diagram.seen"),
        tr("rules.night.diagram.face_down"),
        tr("rules.night.diagram.injury"),
        tr("rules.night.diagram.free"),
    ]
    slots = [_slot(face) for face in faces]
    first = _row(slots[:2], captions[:2], 8, width)  # two by two: it sits beside the text
    second = _row(slots[2:], captions[2:], 8, width)
    both = pygame.Surface(
        (
            max(first.get_width(), second.get_width()),
            first.get_height() + theme.px(12) + second.get_height(),
        ),
        pygame.SRCALPHA,
    )
    both.blit(first, (0, 0))
    both.blit(second, (0, first.get_height() + theme.px(12)))
    return both


def bonuses_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Each bonus token, its name beside it, one under the other (beside the list)."""
    px = theme.px
    size = px(42)
    rows = []
    for kind in data.BONUS_KINDS:
        image = art.token(kind, size)
        if image is None:
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.circle(image, (236, 140, 170), (size // 2, size // 2), size // 2 - 2)
        rows.append((image, theme.text(tr(f"night.token.{kind}"), LABEL_SIZE, theme.MOONLIGHT)))
    gap = px(4)
    label_w = max(label.get_width() for _, label in rows)
    surface = pygame.Surface(
        (min(width, size + px(12) + label_w), len(rows) * (size + gap) - gap), pygame.SRCALPHA
    )
    for index, (image, label) in enumerate(rows):
        y = index * (size + gap)
        surface.blit(image, (0, y))
        surface.blit(label, label.get_rect(midleft=(size + px(12), y + size // 2)))
    return surface


DIAGRAMS = pictures_of(globals())
"""Each picture by its name (the functions `<name>_diagram` above)."""
