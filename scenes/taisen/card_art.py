"""Ninja Taisen artwork drawn in code: cards, dice, symbols and side emblems.

Every picture is drawn supersampled with pygame's primitives and scaled down once
(anti-aliased edges), then cached: nothing here is drawn twice, and nothing runs per
frame. Colour is never the only cue: each kind has a shape (rock = stone disc, paper =
folded sheet, scissors = crossed blades, Shogun = crown), each side an emblem, a frame
and a facing (Monkey ivory frame looking right, Wolf dark toothed frame looking left).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any, Generic, ParamSpec, TypeVar

import pygame

from ninjas.taisen.cards import COLOUR, JOKER, PAPER, ROCK, SCISSORS, STRENGTH

from .. import memory, theme

Colour = tuple[int, int, int]
Point = tuple[float, float]

SS = 4
"""Supersampling factor of the drawn art."""

CARD_W, CARD_H = 80, 106
"""A card's size in design units (pixels at 1280x720); drawn at card_size() real px."""
CARD_RADIUS = 9
STRIP_H = 24
"""Height of the index strips (symbol + strength) at the top and bottom of a card:
what stays visible of a card covered by the cards stacked on it."""
STRIP_DIGITS = 34
"""A strip's strength, in design px: capitals 18 px at 1280x720, read from a sofa down a
stack of five (30, 15.9 px: newcomer E, s15, 168, 'numbers ~14 px')."""
DIE_SIZE = 58
"""A die's side in design units; drawn at die_size() real px."""


P = ParamSpec("P")
R = TypeVar("R")


def real(length: float) -> int:
    """A design length at the scale drawn now (theme.px, at least 1)."""
    return max(1, theme.px(length))


def card_size() -> tuple[int, int]:
    """A card's real size at the scale drawn now."""
    return real(CARD_W), real(CARD_H)


def die_size() -> int:
    return real(DIE_SIZE)


class Scaled(Generic[P, R]):
    """A picture drawn for the scale drawn now (theme.scale()): cached by its
    arguments and that scale, in a bounded cache (a window of another size draws its
    own, and the old ones leave). Offers cache_info and cache_clear as lru_cache does."""

    def __init__(self, draw: Callable[..., R], maxsize: int) -> None:
        self._cached = lru_cache(maxsize=maxsize)(draw)
        self.__doc__ = draw.__doc__
        self.__wrapped__ = draw

    def __call__(self, *args: Any) -> R:
        return self._cached(*args, scale=round(theme.scale(), 4))

    def cache_info(self) -> Any:
        return self._cached.cache_info()

    def cache_clear(self) -> None:
        self._cached.cache_clear()


def scaled(maxsize: int) -> Callable[[Callable[..., R]], Scaled[Any, R]]:
    def wrap(draw: Callable[..., R]) -> Scaled[Any, R]:
        return Scaled(draw, maxsize)

    return wrap


# kind colours (bodies) and their darker rims
KIND_COLOURS: dict[int, Colour] = {
    ROCK: (44, 100, 196),
    PAPER: (40, 142, 86),
    SCISSORS: (200, 54, 44),
    JOKER: (108, 58, 164),
}
KIND_DARK: dict[int, Colour] = {
    ROCK: (22, 52, 120),
    PAPER: (18, 82, 48),
    SCISSORS: (118, 26, 22),
    JOKER: (58, 26, 98),
}
_STANDARD_DARK = dict(KIND_DARK)
INK: Colour = (250, 244, 228)
"""Symbols and numbers on the kind colours."""
SHOGUN_INK: Colour = (246, 204, 96)

MONKEY_FRAME: Colour = (232, 228, 218)
MONKEY_TRIM: Colour = (132, 96, 66)
WOLF_FRAME: Colour = (34, 36, 52)
WOLF_TRIM: Colour = (168, 178, 206)

DIE_FACE: dict[int, Colour] = {0: (206, 52, 44), 1: (38, 146, 84), 2: (42, 98, 198)}
"""Die index (red, green, blue) -> face colour."""
DIE_KIND = (SCISSORS, PAPER, ROCK)

PALETTES: dict[str, dict[int, Colour]] = {
    "standard": dict(KIND_COLOURS),
    # chosen by search so that the four kinds stay far apart (at least 138 in sRGB) in
    # normal vision and under deuteranopia and protanopia (Machado 2009), hues kept
    "colour_blind": {
        ROCK: (85, 102, 255),
        PAPER: (68, 170, 136),
        SCISSORS: (255, 68, 17),
        JOKER: (85, 34, 119),
    },
}
"""Card and die colours per kind, one set per palette of the settings."""


_palette_in_use: str | None = None
"""The palette the cached pictures wear (set_palette redraws nothing when it is asked again)."""


def set_palette(name: str) -> None:
    """Colour the cards and dice with the palette `name` (unknown: standard)."""
    global _palette_in_use
    if name == _palette_in_use:  # every table asks: keep the pictures drawn ahead
        return
    _palette_in_use = name
    colours = PALETTES.get(name, PALETTES["standard"])
    KIND_COLOURS.update(colours)
    KIND_DARK.update(
        {kind: theme.lerp(colour, (0, 0, 0), 0.45) for kind, colour in colours.items()}
    )
    if name not in PALETTES or name == "standard":
        KIND_DARK.update(_STANDARD_DARK)
    DIE_FACE.update({die: colours[kind] for die, kind in enumerate(DIE_KIND)})
    for cached in (card_surface, card_ghost, die_surface, die_rotations):
        cached.cache_clear()


USED_FACE: Colour = (58, 60, 86)

PIPS = {
    0: (),
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
}
"""Pip centres (fractions of the face) for the faces 1, 2, 3 (0 = unknown / used)."""


# ---------------------------------------------------------------------------
# primitives (in supersampled pixels)
# ---------------------------------------------------------------------------
def _shrink(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, size)
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


def draw_rock(surface: pygame.Surface, c: Point, r: float, colour: Colour, back: Colour) -> None:
    """A boulder: an irregular, flat-bottomed stone with a crack and a lit facet (the old
    disc with rings read as a target)."""
    x, y = c
    outline = [(-0.95, 0.62), (-0.9, -0.1), (-0.55, -0.72), (0.1, -0.92), (0.7, -0.6),
               (0.98, 0.05), (0.85, 0.62)]  # fmt: skip
    pygame.draw.polygon(surface, colour, [(x + dx * r, y + dy * r) for dx, dy in outline])
    crack = [(0.15, -0.9), (0.0, -0.35), (0.22, 0.05), (0.05, 0.45)]
    pygame.draw.lines(
        surface, back, False, [(x + dx * r, y + dy * r) for dx, dy in crack], max(1, int(r * 0.14))
    )
    facet = [(-0.7, -0.05), (-0.45, -0.5), (-0.2, -0.55), (-0.35, -0.1)]
    pygame.draw.polygon(surface, back, [(x + dx * r, y + dy * r) for dx, dy in facet])


def draw_paper(surface: pygame.Surface, c: Point, r: float, colour: Colour, back: Colour) -> None:
    """A square sheet with a folded corner and two written lines."""
    x, y = c
    h = r * 0.92
    fold = r * 0.55
    sheet = [
        (x - h, y - h),
        (x + h - fold, y - h),
        (x + h, y - h + fold),
        (x + h, y + h),
        (x - h, y + h),
    ]
    pygame.draw.polygon(surface, colour, sheet)
    pygame.draw.polygon(
        surface, back, [(x + h - fold, y - h), (x + h - fold, y - h + fold), (x + h, y - h + fold)]
    )
    width = max(1, int(r * 0.16))
    for k in (0.1, 0.5):
        yy = y + h * k
        pygame.draw.line(surface, back, (x - h * 0.62, yy), (x + h * 0.62, yy), width)


def draw_scissors(
    surface: pygame.Surface, c: Point, r: float, colour: Colour, back: Colour
) -> None:
    """Two crossed blades (an X) with ring handles."""
    x, y = c
    w = r * 0.24
    for sign in (-1, 1):
        tip = (x + sign * r * 0.78, y - r * 1.02)
        root = (x - sign * r * 0.42, y + r * 0.36)
        dx, dy = root[0] - tip[0], root[1] - tip[1]
        length = (dx * dx + dy * dy) ** 0.5
        nx, ny = -dy / length * w, dx / length * w
        pygame.draw.polygon(
            surface, colour, [tip, (root[0] + nx, root[1] + ny), (root[0] - nx, root[1] - ny)]
        )
        ring = (x - sign * r * 0.52, y + r * 0.66)
        pygame.draw.circle(surface, colour, ring, r * 0.36)
        pygame.draw.circle(surface, back, ring, r * 0.18)
    pygame.draw.circle(surface, back, (x, y - r * 0.16), r * 0.11)


def draw_crown(surface: pygame.Surface, c: Point, r: float, colour: Colour, back: Colour) -> None:
    """The Shogun's crown: three points with pearls on a band."""
    x, y = c
    base = y + r * 0.62
    points = [
        (x - r, base),
        (x - r, y - r * 0.42),
        (x - r * 0.5, y + r * 0.08),
        (x, y - r * 0.72),
        (x + r * 0.5, y + r * 0.08),
        (x + r, y - r * 0.42),
        (x + r, base),
    ]
    pygame.draw.polygon(surface, colour, points)
    for px, py in ((x - r, y - r * 0.55), (x, y - r * 0.86), (x + r, y - r * 0.55)):
        pygame.draw.circle(surface, colour, (px, py), r * 0.17)
    pygame.draw.rect(surface, back, (x - r * 0.84, base - r * 0.34, r * 1.68, r * 0.12))
    pygame.draw.circle(surface, back, (x, base - r * 0.6), r * 0.13)


SYMBOLS: dict[int, Callable[[pygame.Surface, Point, float, Colour, Colour], None]] = {
    ROCK: draw_rock,
    PAPER: draw_paper,
    SCISSORS: draw_scissors,
    JOKER: draw_crown,
}


def draw_monkey(surface: pygame.Surface, c: Point, r: float, colour: Colour, back: Colour) -> None:
    """Monkey face: round head, round ears on the sides, a pale heart-shaped face."""
    x, y = c
    small = r < 10 * SS
    for sign in (-1, 1):
        pygame.draw.circle(surface, colour, (x + sign * r * 0.8, y - r * 0.05), r * 0.36)
        if not small:
            pygame.draw.circle(surface, back, (x + sign * r * 0.8, y - r * 0.05), r * 0.16)
    pygame.draw.circle(surface, colour, (x, y), r * 0.78)
    if small:
        # big ears, a heart-shaped face and a muzzle: a monkey even at 14 pixels (the old
        # round face with two dots read as an eye)
        for sign in (-1, 1):
            pygame.draw.circle(surface, colour, (x + sign * r * 0.92, y - r * 0.1), r * 0.42)
            pygame.draw.circle(surface, back, (x + sign * r * 0.26, y - r * 0.12), r * 0.3)
        pygame.draw.ellipse(surface, back, (x - r * 0.42, y + r * 0.02, r * 0.84, r * 0.6))
        for sign in (-1, 1):
            pygame.draw.circle(surface, colour, (x + sign * r * 0.24, y - r * 0.1), r * 0.1)
        pygame.draw.circle(surface, colour, (x, y + r * 0.32), r * 0.08)
        return
    for sign in (-1, 1):
        pygame.draw.circle(surface, back, (x + sign * r * 0.25, y - r * 0.14), r * 0.29)
    pygame.draw.ellipse(surface, back, (x - r * 0.48, y + r * 0.0, r * 0.96, r * 0.62))
    for sign in (-1, 1):
        pygame.draw.circle(surface, colour, (x + sign * r * 0.25, y - r * 0.11), r * 0.1)
    pygame.draw.circle(surface, colour, (x, y + r * 0.3), r * 0.07)


def draw_wolf(surface: pygame.Surface, c: Point, r: float, colour: Colour, back: Colour) -> None:
    """Wolf head: tall pointed ears, pointed muzzle, slanted eyes."""
    x, y = c
    head = [
        (-0.92, -1.02),
        (-0.3, -0.5),
        (0.3, -0.5),
        (0.92, -1.02),
        (0.86, -0.08),
        (0.5, 0.34),
        (0.0, 0.98),
        (-0.5, 0.34),
        (-0.86, -0.08),
    ]
    pygame.draw.polygon(surface, colour, [(x + px * r, y + py * r) for px, py in head])
    for sign in (-1, 1):
        ear = [
            (x + sign * 0.74 * r, y - 0.74 * r),
            (x + sign * 0.42 * r, y - 0.45 * r),
            (x + sign * 0.7 * r, y - 0.28 * r),
        ]
        pygame.draw.polygon(surface, back, ear)
        eye = [
            (x + sign * 0.16 * r, y - 0.06 * r),
            (x + sign * 0.56 * r, y - 0.2 * r),
            (x + sign * 0.42 * r, y + 0.06 * r),
        ]
        pygame.draw.polygon(surface, back, eye)
    pygame.draw.polygon(
        surface,
        back,
        [(x - 0.13 * r, y + 0.58 * r), (x + 0.13 * r, y + 0.58 * r), (x, y + 0.74 * r)],
    )


EMBLEMS = (draw_monkey, draw_wolf)
FACING = (1, -1)
"""Monkey looks right (toward the Wolf village), Wolf looks left."""


def draw_chevron(
    surface: pygame.Surface, c: Point, r: float, direction: int, colour: Colour
) -> None:
    x, y = c
    pygame.draw.polygon(
        surface,
        colour,
        [
            (x - direction * r * 0.5, y - r),
            (x + direction * r * 0.7, y),
            (x - direction * r * 0.5, y + r),
        ],
    )


def _rounded(
    surface: pygame.Surface,
    colour: Colour | tuple[int, int, int, int],
    rect: pygame.Rect,
    radius: int,
    width: int = 0,
) -> None:
    pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def _gradient_rect(
    size: tuple[int, int], top: Colour, bottom: Colour, radius: int
) -> pygame.Surface:
    """A vertical gradient clipped to a rounded rectangle."""
    w, h = size
    grad = pygame.Surface((1, 2))
    grad.set_at((0, 0), top)
    grad.set_at((0, 1), bottom)
    fill = pygame.Surface((w, h), pygame.SRCALPHA)
    fill.blit(pygame.transform.smoothscale(grad, (w, h)), (0, 0))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    _rounded(mask, (255, 255, 255, 255), mask.get_rect(), radius)
    fill.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return fill


def _number(text: str, size: int, colour: Colour) -> pygame.Surface:
    """Digits `size` real pixels high (the art is drawn supersampled, then shrunk)."""
    return theme._font(size, "body").render(text, True, colour)


def _lighter(colour: Colour, amount: float) -> Colour:
    return theme.lerp(colour, (255, 255, 255), amount)


# ---------------------------------------------------------------------------
# cards
# ---------------------------------------------------------------------------
def _index_strip(
    big: pygame.Surface, side: int, kind: int, strength: int, y: int, ink: Colour, body: Colour
) -> None:
    """Symbol + strength on the facing side's far end, emblem + chevron on the other."""
    k = SS
    mid = y + STRIP_H * k // 2
    symbol_r = 7.5 * k
    digits = _number(str(strength), STRIP_DIGITS * k, ink)
    emblem_r = 7 * k
    facing = FACING[side]
    # Monkey: [symbol number] ... [emblem >] ; Wolf: [< emblem] ... [number symbol]
    if facing > 0:
        sym_x = 6 * k + symbol_r
        num_x = sym_x + symbol_r + 3 * k
        big.blit(digits, (num_x, mid - digits.get_height() // 2 + k))
        emb_x = CARD_W * k - 22 * k
        chev_x = CARD_W * k - 10 * k
    else:
        sym_x = CARD_W * k - 6 * k - symbol_r
        num_x = sym_x - symbol_r - 3 * k - digits.get_width()
        big.blit(digits, (num_x, mid - digits.get_height() // 2 + k))
        emb_x = 22 * k
        chev_x = 10 * k
    SYMBOLS[kind](big, (sym_x, mid), symbol_r, ink, body)
    EMBLEMS[side](big, (emb_x, mid + k), emblem_r, ink, body)
    draw_chevron(big, (chev_x, mid + k), 3.2 * k, facing, ink)


def _kind_pattern(kind: int, size: tuple[int, int]) -> pygame.Surface:
    """The kind's pattern over a card's body, so that it reads without colour: Rock
    checks, Paper horizontal stripes, Scissors diagonal stripes, the Shogun dots."""
    k = SS
    w, h = size
    pattern = pygame.Surface(size, pygame.SRCALPHA)
    light = (255, 255, 255, 34)
    step = 10 * k
    if kind == ROCK:
        for y in range(0, h, step):
            for x in range((y // step) % 2 * step, w, 2 * step):
                pattern.fill(light, (x, y, step, step))
    elif kind == PAPER:
        for y in range(0, h, step):
            pattern.fill(light, (0, y, w, step // 2))
    elif kind == SCISSORS:
        for x in range(-h, w, step):
            pygame.draw.line(pattern, light, (x, h), (x + h, 0), step // 2)
    else:
        for y in range(step // 2, h, step):
            for x in range(step // 2 + (y // step) % 2 * step // 2, w, step):
                pygame.draw.circle(pattern, (255, 230, 150, 64), (x, y), 3 * k)
    return pattern


@scaled(maxsize=48)
def card_surface(card: int, *, scale: float) -> pygame.Surface:
    """The face of card id 0..19 at card_size() (cached per scale)."""
    size = (max(1, round(CARD_W * scale)), max(1, round(CARD_H * scale)))
    return _shrink(_card_drawing(card), size)


@lru_cache(maxsize=24)
def card_surface_at(card: int, width: int) -> pygame.Surface:
    """The face of card id 0..19, `width` real pixels wide (up to SS times CARD_W), for
    pictures drawn at the window's own size (the rules reference)."""
    width = max(8, min(width, CARD_W * SS))
    return _shrink(_card_drawing(card), (width, round(width * CARD_H / CARD_W)))


def _card_drawing(card: int) -> pygame.Surface:
    """The face of card id 0..19 drawn SS times too big (shrink it to show it)."""
    side = card // 10
    kind = COLOUR[card]
    strength = STRENGTH[card]
    k = SS
    w, h = CARD_W * k, CARD_H * k
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    outer = big.get_rect()
    frame = MONKEY_FRAME if side == 0 else WOLF_FRAME
    trim = MONKEY_TRIM if side == 0 else WOLF_TRIM
    _rounded(big, frame, outer, CARD_RADIUS * k)
    inset = 5 * k
    body_rect = outer.inflate(-2 * inset, -2 * inset)
    body = KIND_COLOURS[kind]
    big.blit(
        _gradient_rect(body_rect.size, _lighter(body, 0.16), KIND_DARK[kind], 6 * k), body_rect
    )
    big.blit(_kind_pattern(kind, body_rect.size), body_rect)
    if side == 0:
        # Monkey: a smooth ivory frame with a thin gold trim line
        _rounded(
            big, trim, outer.inflate(-3 * k, -3 * k), (CARD_RADIUS - 1) * k, max(1, k // 2 + 1)
        )
    else:
        # Wolf: a dark frame with teeth along both long sides
        tooth = 5 * k
        for yy in range(12 * k, h - 12 * k, tooth * 2):
            for x0, sign in ((0, 1), (w, -1)):
                pygame.draw.polygon(
                    big, trim, [(x0, yy), (x0 + sign * 4 * k, yy + tooth), (x0, yy + 2 * tooth)]
                )
        _rounded(big, trim, outer.inflate(-9 * k, -9 * k), 6 * k, max(1, k // 2 + 1))
    ink = SHOGUN_INK if kind == JOKER else INK
    dark = KIND_DARK[kind]
    # index strips: darker bands at the top and bottom of the body
    band = pygame.Surface((body_rect.width, STRIP_H * k), pygame.SRCALPHA)
    band.fill((0, 0, 0, 70))
    top_y = body_rect.top
    bottom_y = body_rect.bottom - STRIP_H * k
    big.blit(band, (body_rect.left, top_y))
    big.blit(band, (body_rect.left, bottom_y))
    _index_strip(big, side, kind, strength, top_y - k, ink, dark)
    _index_strip(big, side, kind, strength, bottom_y + k, ink, dark)
    # the ninja of this clan and kind (tools/vector_art), or the kind's symbol if the
    # picture is missing; its strength as marks down the left edge, readable at a glance
    centre = (w / 2, h / 2)
    character = theme.load_image(f"characters/{CLAN_NAMES[side]}_{KIND_NAMES[kind]}.png")
    marks_x = body_rect.left + 6 * k
    if character is not None:
        band_h = body_rect.height - 2 * STRIP_H * k + 2 * k
        size = (round(band_h * character.get_width() / character.get_height()), band_h)
        figure = pygame.transform.smoothscale(character, size)
        big.blit(figure, figure.get_rect(center=(centre[0] + 4 * k, centre[1] + k)))
    else:
        radius = SYMBOL_RADIUS.get(strength, 15) * k
        SYMBOLS[kind](
            big, (centre[0] + 2 * k, centre[1] + 2 * k), radius, _lighter(dark, 0.0), dark
        )
        SYMBOLS[kind](big, centre, radius, ink, _lighter(body, 0.05))
    if kind != JOKER:
        for mark in range(strength):
            y = centre[1] + (mark - (strength - 1) / 2) * 11 * k
            pygame.draw.circle(big, dark, (marks_x + k, y + k), 3.6 * k)
            pygame.draw.circle(big, ink, (marks_x, y), 3.6 * k)
    return big


CLAN_NAMES = ("monkey", "wolf")
KIND_NAMES = {ROCK: "rock", PAPER: "paper", SCISSORS: "scissors", JOKER: "shogun"}


SYMBOL_RADIUS = {1: 12, 2: 15, 3: 18, 4: 16}
"""Radius of a card's central symbol by strength (the Shogun's crown: 4)."""


@scaled(maxsize=48)
def card_ghost(card: int, *, scale: float) -> pygame.Surface:
    """A see-through copy of the card, for move previews."""
    ghost = card_surface(card).copy()
    ghost.set_alpha(210)
    return ghost


@scaled(maxsize=4)
def card_shadow(*, scale: float) -> pygame.Surface:
    """A card's soft shadow, 12 design px bigger than the card each way."""
    w, h = card_size()
    pad = real(12)
    shadow = pygame.Surface((w + pad, h + pad), pygame.SRCALPHA)
    for grow, alpha in ((12, 18), (8, 28), (4, 46), (0, 70)):
        rect = pygame.Rect(0, 0, w + real(grow), h + real(grow))
        rect.center = (shadow.get_width() // 2, shadow.get_height() // 2)
        _rounded(shadow, (0, 0, 12, alpha), rect, real(CARD_RADIUS + grow // 2))
    return shadow


@scaled(maxsize=4)
def card_dim(*, scale: float) -> pygame.Surface:
    """Darkens a card that cannot be chosen right now."""
    dim = pygame.Surface(card_size(), pygame.SRCALPHA)
    _rounded(dim, (6, 8, 24, 150), dim.get_rect(), real(CARD_RADIUS))
    return dim


@lru_cache(maxsize=96)
def glow(width: int, height: int, colour: Colour, spread: int = 10) -> pygame.Surface:
    """A soft halo around a rounded rectangle of width x height real px, `spread` real
    px wide (drawn behind it, offset by -spread)."""
    surface = pygame.Surface((width + 2 * spread, height + 2 * spread), pygame.SRCALPHA)
    steps = spread
    radius = real(CARD_RADIUS)
    ring = real(2)
    for i in range(steps, 0, -1):
        alpha = int(150 * (1 - i / (steps + 1)) ** 2)
        rect = pygame.Rect(spread - i, spread - i, width + 2 * i, height + 2 * i)
        _rounded(surface, (*colour, alpha), rect, radius + i)
    _rounded(
        surface,
        (*colour, 255),
        pygame.Rect(spread - ring, spread - ring, width + 2 * ring, height + 2 * ring),
        radius + ring,
        real(3),
    )
    return surface


@scaled(maxsize=16)
def strength_badge(value: int, *, scale: float) -> pygame.Surface:
    """The Shogun's current strength during a combat: a gold seal with the number."""
    k = SS
    size = 30
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    c = (size * k / 2, size * k / 2)
    pygame.draw.circle(big, (60, 20, 10), c, size * k / 2)
    pygame.draw.circle(big, theme.GOLD, c, size * k / 2 - 2 * k)
    pygame.draw.circle(big, theme.VERMILION_DARK, c, size * k / 2 - 5 * k)
    digits = _number(str(value), 20 * k, theme.MOONLIGHT)
    big.blit(digits, digits.get_rect(center=(c[0], c[1] + k)))
    return _shrink(big, (real(size), real(size)))


@lru_cache(maxsize=32)
def symbol_icon(kind: int, size: int, colour: Colour = INK) -> pygame.Surface:
    """A kind's symbol alone on a transparent background."""
    k = SS
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    SYMBOLS[kind](big, (size * k / 2, size * k / 2), size * k * 0.4, colour, (0, 0, 0, 0))  # type: ignore[arg-type]
    return _shrink(big, (size, size))


@lru_cache(maxsize=32)
def emblem_icon(side: int, size: int, colour: Colour, back: Colour | None = None) -> pygame.Surface:
    """A side's emblem (monkey or wolf head); `back` fills the face details (else see-through)."""
    k = SS
    big = pygame.Surface((size * k, size * k), pygame.SRCALPHA)
    detail = back if back is not None else (0, 0, 0, 0)
    EMBLEMS[side](big, (size * k / 2, size * k * 0.52), size * k * 0.42, colour, detail)  # type: ignore[arg-type]
    return _shrink(big, (size, size))


@lru_cache(maxsize=8)
def village_scene(side: int, width: int, height: int, accent: Colour) -> pygame.Surface:
    """A side's village as a place: a stone terrace, two houses with tiled roofs and lit
    windows, a lacquered gate in front and two clan banners; see-through elsewhere."""
    k = SS
    w, h = width * k, height * k
    big = pygame.Surface((w, h), pygame.SRCALPHA)
    ink = (18, 16, 30)
    roof = theme.lerp((40, 36, 58), accent, 0.45)
    roof_edge = theme.lerp(roof, (230, 230, 240), 0.25)
    plaster = (214, 204, 182)
    plaster_shade = (168, 156, 136)
    timber = (74, 50, 34)
    window = (255, 200, 110)
    lacquer = theme.lerp((176, 40, 30), accent, 0.25)
    ground_y = h * 0.86
    # the terrace: a stone platform with its shadow
    pygame.draw.ellipse(big, (0, 0, 0, 90), (w * 0.02, ground_y - h * 0.02, w * 0.96, h * 0.12))
    terrace = pygame.Rect(int(w * 0.04), int(ground_y - h * 0.03), int(w * 0.92), int(h * 0.08))
    pygame.draw.rect(big, (92, 92, 108), terrace, border_radius=3 * k)
    pygame.draw.rect(
        big, (128, 128, 146), terrace.inflate(0, -terrace.h // 2).move(0, -terrace.h // 4)
    )
    for i in range(1, 6):
        x = terrace.left + terrace.w * i // 6
        pygame.draw.line(big, (70, 70, 84), (x, terrace.top), (x, terrace.bottom), k)

    def house(cx: float, base: float, hw: float, wall_h: float) -> None:
        wall = pygame.Rect(int(cx - hw), int(base - wall_h), int(2 * hw), int(wall_h))
        pygame.draw.rect(big, plaster, wall)
        pygame.draw.rect(big, plaster_shade, wall.inflate(0, -wall.h * 2 // 3).move(0, wall.h // 3))
        for x in (wall.left, wall.centerx, wall.right - 2 * k):
            pygame.draw.rect(big, timber, (x, wall.top, 2 * k, wall.h))
        pygame.draw.rect(big, timber, (wall.left, wall.top, wall.w, 2 * k))
        for wx in (wall.left + wall.w * 0.18, wall.centerx + wall.w * 0.1):
            pane = pygame.Rect(
                int(wx), int(wall.top + wall.h * 0.25), int(wall.w * 0.22), int(wall.h * 0.35)
            )
            pygame.draw.rect(big, window, pane)
            pygame.draw.line(big, timber, pane.midtop, pane.midbottom, k)
            pygame.draw.line(big, timber, pane.midleft, pane.midright, k)
        # a curved tiled roof with upturned eaves
        top = wall.top
        rh = wall_h * 0.7
        eave = hw * 0.35
        points = [
            (cx - hw - eave, top - rh * 0.1),
            (cx - hw - eave * 0.6, top + rh * 0.05),
            (cx - hw * 0.5, top - rh * 0.45),
            (cx, top - rh),
            (cx + hw * 0.5, top - rh * 0.45),
            (cx + hw + eave * 0.6, top + rh * 0.05),
            (cx + hw + eave, top - rh * 0.1),
        ]
        pygame.draw.polygon(big, roof, points)
        for f in (0.35, 0.65):  # the rows of tiles, following the curve
            row = [(x, y + (top - y) * f) for x, y in points[1:-1]]
            pygame.draw.lines(big, roof_edge, False, row, k)
        pygame.draw.line(
            big, ink, (cx - hw * 0.3, top - rh * 0.72), (cx + hw * 0.3, top - rh * 0.72), 3 * k
        )
        pygame.draw.lines(big, roof_edge, False, points, 2 * k)

    house(w * 0.5, ground_y - h * 0.3, w * 0.16, h * 0.15)
    house(w * 0.3, ground_y - h * 0.03, w * 0.2, h * 0.22)
    house(w * 0.72, ground_y - h * 0.1, w * 0.17, h * 0.19)

    # the gate (torii) in front
    gl, gr = w * 0.28, w * 0.72
    gtop = ground_y - h * 0.62
    for x in (gl, gr):
        pygame.draw.rect(big, lacquer, (x - 3 * k, gtop, 6 * k, ground_y - gtop))
        pygame.draw.rect(big, ink, (x - 4 * k, ground_y - 6 * k, 8 * k, 6 * k))
    beam = [
        (gl - w * 0.12, gtop - 3 * k),
        (w * 0.5, gtop + 3 * k),
        (gr + w * 0.12, gtop - 3 * k),
        (gr + w * 0.1, gtop + 4 * k),
        (w * 0.5, gtop + 9 * k),
        (gl - w * 0.1, gtop + 4 * k),
    ]
    pygame.draw.polygon(big, ink, beam)
    pygame.draw.rect(big, lacquer, (gl - w * 0.06, gtop + 14 * k, gr - gl + w * 0.12, 5 * k))
    # the clan plaque between the beams
    plaque = pygame.Rect(0, 0, 14 * k, 14 * k)
    plaque.center = (int(w * 0.5), int(gtop + 14 * k))
    pygame.draw.rect(big, (40, 30, 24), plaque.inflate(2 * k, 2 * k), border_radius=2 * k)
    pygame.draw.rect(big, (236, 210, 140), plaque, border_radius=2 * k)
    EMBLEMS[side](big, plaque.center, plaque.w * 0.42, ink, (236, 210, 140))  # type: ignore[arg-type]

    # two banners (nobori) on poles, the clan's emblem on each
    for x in (w * 0.07, w * 0.93):
        pole_top = ground_y - h * 0.8
        pygame.draw.line(big, timber, (x, pole_top), (x, ground_y), 2 * k)
        fx = x + (2 * k if x < w / 2 else -2 * k - w * 0.1)
        flag = pygame.Rect(int(fx), int(pole_top + 3 * k), int(w * 0.1), int(h * 0.34))
        pygame.draw.rect(big, accent, flag)
        pygame.draw.rect(big, theme.lerp(accent, (255, 255, 255), 0.45), flag, k)
        pygame.draw.line(big, timber, (flag.left - k, flag.top), (flag.right + k, flag.top), 2 * k)
        r = flag.w * 0.38
        EMBLEMS[side](big, (flag.centerx, flag.top + flag.h * 0.3), r, (250, 244, 230), accent)  # type: ignore[arg-type]
        EMBLEMS[side](big, (flag.centerx, flag.top + flag.h * 0.72), r, (250, 244, 230), accent)  # type: ignore[arg-type]
    return _shrink(big, (width, height))


# ---------------------------------------------------------------------------
# dice
# ---------------------------------------------------------------------------
@scaled(maxsize=64)
def die_surface(die: int, value: int, used: bool = False, *, scale: float) -> pygame.Surface:
    """Die 0..2 (red, green, blue) showing `value` (0 = unknown); `used` greys it out;
    die_size() real px (cached per scale)."""
    side = max(1, round(DIE_SIZE * scale))
    return _shrink(_die_drawing(die, value, used), (side, side))


@lru_cache(maxsize=12)
def die_surface_at(die: int, value: int, size: int) -> pygame.Surface:
    """A die as die_surface draws it, `size` real pixels wide (up to SS times DIE_SIZE)."""
    size = max(8, min(size, DIE_SIZE * SS))
    return _shrink(_die_drawing(die, value, False), (size, size))


def _die_drawing(die: int, value: int, used: bool) -> pygame.Surface:
    """A die drawn SS times too big (shrink it to show it)."""
    k = SS
    s = DIE_SIZE * k
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    face = USED_FACE if used else DIE_FACE[die]
    rect = big.get_rect()
    _rounded(big, theme.lerp(face, (0, 0, 0), 0.45), rect, 12 * k)
    top = rect.inflate(-3 * k, -3 * k).move(0, -k)
    big.blit(_gradient_rect(top.size, _lighter(face, 0.22), face, 11 * k), top)
    pip = theme.lerp(INK, USED_FACE, 0.55) if used else INK
    for fx, fy in PIPS[value]:
        # drilled pips: a dark hollow, lit on its lower edge, and nothing else on the face
        # (the kind the die moves is written under it, apart, so a 1 never reads as a 2)
        centre = (fx * s, fy * s)
        pygame.draw.circle(big, _lighter(face, 0.3), (centre[0], centre[1] + 1.5 * k), 7 * k)
        pygame.draw.circle(big, theme.lerp(face, (0, 0, 0), 0.55), centre, 7 * k)
        pygame.draw.circle(big, pip, (centre[0], centre[1] + 1.2 * k), 5.6 * k)
    if used:
        pygame.draw.line(
            big, theme.lerp(INK, USED_FACE, 0.3), (s * 0.18, s * 0.82), (s * 0.82, s * 0.18), 3 * k
        )
    return big


@scaled(maxsize=24)
def die_rotations(die: int, value: int, *, scale: float) -> tuple[pygame.Surface, ...]:
    """The die turned by 360/steps degree increments (for the tumbling roll)."""
    steps = 16
    base = die_surface(die, value)
    return tuple(pygame.transform.rotozoom(base, i * 360.0 / steps, 1.0) for i in range(steps))


def prewarm() -> None:
    """Draw every card, die face, badge and halo now (scene start), not mid-animation."""
    for card in range(20):
        card_surface(card)
        card_ghost(card)
    card_shadow()
    card_dim()
    for die in range(3):
        for value in range(4):
            die_surface(die, value, False)
            die_surface(die, value, True)
            if value:
                die_rotations(die, value)
    for value in range(5):
        strength_badge(value)


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
