"""Pictures for Ninja Night's rules reference, drawn with the table's own art and
colours: the village seen from the side (floors and obstacles), throws that hit and
throws that miss, the backpack, each bonus. The rules text asks for one with a line
"[diagram:<name>]" (see scenes/rules_scene.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas.night import data

from .. import theme
from . import art
from .village_view import GROUND, ROOF, ROOF_RIDGE, WALL, WINDOW, WINDOW_DARK

LABEL_SIZE = 18
CM = 7
"""Pixels per village centimetre in the side views."""
FLOOR = 3.2
"""A floor's height, as the village draws it (cm)."""
STRING = (236, 226, 190)
Tr = Callable[..., str]


def _label(text: str, width: int, colour: theme.Colour = theme.TEXT_DIM) -> pygame.Surface:
    """A caption, wrapped to `width`, centred line by line."""
    from ..widgets import wrap_text

    lines = [theme.text(line, LABEL_SIZE, colour) for line in wrap_text(text, LABEL_SIZE, width)]
    height = sum(line.get_height() for line in lines)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    y = 0
    for line in lines:
        surface.blit(line, ((width - line.get_width()) // 2, y))
        y += line.get_height()
    return surface


def _row(items: list[pygame.Surface], captions: list[str], gap: int = 24) -> pygame.Surface:
    labels = [
        _label(c, max(item.get_width(), 120)) for item, c in zip(items, captions, strict=True)
    ]
    columns = [max(i.get_width(), lb.get_width()) for i, lb in zip(items, labels, strict=True)]
    width = sum(columns) + gap * (len(items) - 1)
    height = max(i.get_height() for i in items) + 8 + max(lb.get_height() for lb in labels)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    top = max(i.get_height() for i in items)
    for item, label, column in zip(items, labels, columns, strict=True):
        surface.blit(item, (x + (column - item.get_width()) // 2, top - item.get_height()))
        surface.blit(label, (x + (column - label.get_width()) // 2, top + 8))
        x += column + gap
    return surface


def _building(surface: pygame.Surface, left: float, width: float, floors: int, ground: int) -> int:
    """A building seen from the side (cm from the picture's left); its roof's y."""
    x, w = round(left * CM), round(width * CM)
    top = ground - round(floors * FLOOR * CM)
    pygame.draw.rect(surface, WALL, (x, top, w, ground - top))
    for floor in range(floors):
        y = ground - round((floor + 0.6) * FLOOR * CM)
        for k in range(max(1, w // 26)):
            lit = (k + floor) % 2 == 0
            colour = WINDOW if lit else WINDOW_DARK
            pygame.draw.rect(surface, colour, (x + 8 + k * 26, y - 5, 10, 12))
    pygame.draw.rect(surface, ROOF, (x - 4, top - 6, w + 8, 8))
    pygame.draw.line(surface, ROOF_RIDGE, (x - 4, top - 6), (x + w + 4, top - 6), 2)
    return top - 6


def _ninja(surface: pygame.Surface, x: int, feet: int, seat: int = 0) -> None:
    image = art.ninja(seat, 34)
    if image is not None:
        surface.blit(image, image.get_rect(midbottom=(x, feet + 2)))
    else:
        pygame.draw.line(surface, (16, 14, 22), (x, feet), (x, feet - 26), 6)


def _grapnel(surface: pygame.Surface, centre: tuple[int, int], fist: bool = False) -> None:
    if fist:
        pygame.draw.circle(surface, (150, 96, 70), centre, 7)
        pygame.draw.circle(surface, (70, 40, 30), centre, 7, 2)
        return
    for dx, dy in ((-6, -5), (6, -5), (0, 7)):
        pygame.draw.line(surface, (200, 200, 210), centre, (centre[0] + dx, centre[1] + dy), 3)


def _side(floors: tuple[int, int, int], blocked: bool) -> pygame.Surface:
    """Start roof, a building between, target roof: the string over or against it."""
    surface = pygame.Surface((40 * CM, 13 * CM), pygame.SRCALPHA)
    ground = surface.get_height() - 8
    pygame.draw.rect(surface, GROUND, (0, ground, surface.get_width(), 8))
    start = _building(surface, 1, 8, floors[0], ground)
    middle = _building(surface, 16, 7, floors[1], ground)
    target = _building(surface, 30, 9, floors[2], ground)
    hand = (round(5 * CM), start - 14)
    _ninja(surface, hand[0], start)
    end = (round(34.5 * CM), target - 3)
    if blocked:  # the string stops against the taller building
        share = (16 - 5) / (34.5 - 5)
        wall = (round(16 * CM), round(hand[1] + (end[1] - hand[1]) * share))
        pygame.draw.line(surface, STRING, hand, wall, 2)
        x, y = round(16 * CM) + 14, middle - 26
        pygame.draw.line(surface, theme.VERMILION, (x - 12, y - 12), (x + 12, y + 12), 5)
        pygame.draw.line(surface, theme.VERMILION, (x + 12, y - 12), (x - 12, y + 12), 5)
    else:
        pygame.draw.line(surface, STRING, hand, end, 2)
        _grapnel(surface, end)
    return surface


def side_diagram(tr: Tr) -> pygame.Surface:
    """From two floors the string passes over a building of one; from one floor, a
    building of two between stands in its way."""
    return _row(
        [_side((2, 1, 1), False), _side((1, 2, 1), True)],
        [tr("rules.night.diagram.over"), tr("rules.night.diagram.blocked")],
        40,
    )


def _top(offset: float, fist: bool) -> pygame.Surface:
    """A roof seen from above, the throw's line, and the grapnel or fist `offset` cm
    past the roof's far edge (negative: on the roof)."""
    scale = 8
    surface = pygame.Surface((22 * scale, 12 * scale), pygame.SRCALPHA)
    roof = pygame.Rect(4 * scale, 2 * scale, 10 * scale, 8 * scale)
    pygame.draw.rect(surface, ROOF, roof)
    pygame.draw.rect(surface, ROOF_RIDGE, roof, 2)
    y = roof.centery
    radius = round(data.GRAPNEL_RADIUS * scale)
    x = round(roof.right + offset * scale)
    pygame.draw.line(surface, STRING, (0, y), (x, y), 2)
    colour = (150, 96, 70) if fist else (200, 200, 210)
    pygame.draw.circle(surface, colour, (x, y), radius, 0 if fist else 3)
    return surface


def throws_diagram(tr: Tr) -> pygame.Surface:
    """The grapnel need only touch the roof; the fist must lie wholly on it."""
    r = data.GRAPNEL_RADIUS
    pictures = [_top(r * 0.6, False), _top(r * 2.6, False), _top(-r * 1.6, True), _top(0.0, True)]
    captions = [
        tr("rules.night.diagram.grapnel_hit"),
        tr("rules.night.diagram.grapnel_miss"),
        tr("rules.night.diagram.fist_hit"),
        tr("rules.night.diagram.fist_miss"),
    ]
    return _row(pictures, captions, 16)


def _slot(face: str | None) -> pygame.Surface:
    size = 56
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, theme.MIDNIGHT, rect, border_radius=8)
    pygame.draw.rect(surface, theme.BORDER, rect, 1, border_radius=8)
    if face == "injury":
        inner = rect.inflate(-16, -16)
        pygame.draw.line(surface, theme.VERMILION, inner.topleft, inner.bottomright, 6)
        pygame.draw.line(surface, theme.VERMILION, inner.topright, inner.bottomleft, 6)
    elif face is not None:
        image = art.token(face, size - 8)
        if image is not None:
            surface.blit(image, image.get_rect(center=rect.center))
        else:
            pygame.draw.circle(surface, (236, 140, 170), rect.center, size // 2 - 6)
    return surface


def backpack_diagram(tr: Tr) -> pygame.Surface:
    faces = ("v2", "pink", "injury", None)
    captions = [
        tr("rules.night.diagram.seen"),
        tr("rules.night.diagram.face_down"),
        tr("rules.night.diagram.injury"),
        tr("rules.night.diagram.free"),
    ]
    return _row([_slot(face) for face in faces], captions, 12)


def bonuses_diagram(tr: Tr) -> pygame.Surface:
    pictures = []
    for kind in data.BONUS_KINDS:
        image = art.token(kind, 64)
        if image is None:
            image = pygame.Surface((64, 64), pygame.SRCALPHA)
            pygame.draw.circle(image, (236, 140, 170), (32, 32), 30)
        pictures.append(image)
    captions = [
        f"{tr(f'night.token.{kind}')}: {tr(f'night.bonus.{kind}')}" for kind in data.BONUS_KINDS
    ]
    return _row(pictures, captions, 10)


DIAGRAMS: dict[str, Callable[[Tr], pygame.Surface]] = {
    "side": side_diagram,
    "throws": throws_diagram,
    "backpack": backpack_diagram,
    "bonuses": bonuses_diagram,
}
