"""Shinobi card faces and backs, drawn once per size and cached.

Sizes given in pixels are real pixels of the surface drawn on; text inside is sized in
design units (theme renders it at the current scale), lines and insets grow with the
scale, and every cached picture is keyed by its size and the scale, in bounded caches
(window sizes vary: memory must not grow).

A face shows the clan's colour and emblem (the illustrated character from
assets/images/shinobi/ when `make assets` has made it), the strength in a seal, the
name, and the powers in short words. Yokai have a bamboo frame, Ronin a grey one.
Colour is never the only cue: every clan has its own emblem shape and name."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

import pygame

from ninjas.shinobi import data
from ninjas.shinobi.data import card_kind, card_name, card_value

from .. import memory, theme

CLAN_COLOURS: dict[str, tuple[int, int, int]] = {
    "Carp": (226, 120, 60),
    "Crow": (70, 64, 96),
    "Dragon": (52, 140, 96),
    "Spider": (150, 40, 60),
    "Fox": (214, 92, 36),
    "Rat": (120, 110, 100),
    "Toad": (110, 130, 50),
    "Monkey": (200, 160, 60),
    "Bear": (120, 76, 44),
    "Ronin": (128, 132, 150),
}
YOKAI_COLOUR = (84, 70, 140)
BAMBOO = (150, 170, 80)
BAMBOO_DARK = (86, 100, 40)
PAPER = (244, 234, 210)
INK = (28, 24, 30)
SEAT_COLOURS = theme.SEAT_COLOURS

FONT_READ = 21
"""The smallest size of the words and numbers a player reads on the table at a glance
(the Ninja Master's count, a clan tile's numbers, the board's counters): Lato at 16 px,
capitals 11.5 px tall at 1280x720 (issue 33 asks 11 at least; theme.FONT_MIN's 14 px
Lato makes 10)."""
FACE_WORDS = FONT_READ
"""A card face's name and powers (and the level tabs "2", "3+"): the size a player reads
them at, capitals 11.5 px at 1280x720 (issue 33; at theme.FONT_MIN they stood 10.1 px).
The hand's layout chooses its cards' widths from how these words fit (min_visible)."""
CHIP_FONTS = (theme.FONT_BODY, FONT_READ)
"""The sizes of the digits on a clan tile's chips, largest first: the first at which
every chip holds its value in the tile's width."""
FACE_TITLE = FACE_WORDS + 4
"""A face's name on its paper band, at most (fitting_text goes down to FACE_WORDS)."""
FACE_CACHE = 192
"""Card faces and backs kept (every kind at the table's four sizes is about 110)."""
TILE_CACHE = 64
"""Clan tiles kept (at most 16 on the table at once; a tile changes as its clan grows)."""
ART_CACHE = 160
"""Illustrations scaled to a size, kept."""
_cache: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
memory.game_cache("shinobi", _cache)  # let go when no shinobi screen is open
_tiles: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
memory.game_cache("shinobi", _tiles)  # let go when no shinobi screen is open
_arts: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
memory.game_cache("shinobi", _arts)  # let go when no shinobi screen is open


def _recall(
    cache: OrderedDict[tuple[object, ...], pygame.Surface], key: tuple[object, ...]
) -> pygame.Surface | None:
    surface = cache.get(key)
    if surface is not None:
        cache.move_to_end(key)
    return surface


def _keep(
    cache: OrderedDict[tuple[object, ...], pygame.Surface],
    key: tuple[object, ...],
    surface: pygame.Surface,
    bound: int,
) -> pygame.Surface:
    cache[key] = surface
    while len(cache) > bound:
        cache.popitem(last=False)
    return surface


def _lw(width: float) -> int:
    """A line width (design px) at the current scale, at least 1 px."""
    return max(1, round(width * theme.scale()))


def text_size(pixels: float) -> int:
    """The design text size whose letters are about `pixels` real px at the current
    scale (for text sized after a drawn shape: a seal's number)."""
    return max(1, round(pixels / theme.scale()))


def _scale_key() -> float:
    return round(theme.scale(), 4)


def colour_of(card: int) -> tuple[int, int, int]:
    kind = card_kind(card)
    if kind == "yokai":
        return YOKAI_COLOUR
    return CLAN_COLOURS[card_name(card)]


def power_words(card: int, tr: Callable[..., str]) -> list[str]:
    """The card's powers in short words: '2: draw 2' / '3+: draw 4' for a clan."""
    kind = card_kind(card)
    name = card_name(card)
    if kind == "ronin":
        return [tr("shinobi.card.ronin")]
    if kind == "yokai":
        y = data.YOKAI_BY_NAME[name]
        return [face_power(tr, y.power, y.count)]
    clan = data.CLAN_BY_NAME[name]
    if clan.power2 == "none":
        return [tr("shinobi.power.none")]
    return [
        "2: " + face_power(tr, clan.power2, clan.count2),
        "3+: " + face_power(tr, clan.power3, clan.count3),
    ]


def face_power(tr: Callable[..., str], power: str, count: int) -> str:
    """A power in the words of a face, two short lines a clan's level: where the
    log's words are too long for that ('send a foe's card back to their hand'), the
    face's own ('card back to foe's hand'); they still say where a card goes (newcomer
    V, s21: the Toad's 'renvoi 1 carte' said nothing of whose hand)."""
    key = f"shinobi.power_face.{power}"
    has = getattr(tr, "has", None)
    if callable(has) and has(key):
        return str(tr(key, n=count))
    return str(tr(f"shinobi.power.{power}", n=count))


def _emblem(surface: pygame.Surface, name: str, center: tuple[int, int], r: int) -> None:
    """A small ink emblem per clan or Yokai: distinct shapes, not only colours."""
    x, y = center
    ink = INK
    w2, w3, w4 = _lw(2), _lw(3), _lw(4)
    if name == "Carp":
        pygame.draw.ellipse(surface, ink, (x - r, y - r // 2, int(r * 1.6), r), w3)
        pygame.draw.polygon(
            surface, ink, [(x + r // 2, y), (x + r, y - r // 2), (x + r, y + r // 2)]
        )
    elif name == "Crow":
        pygame.draw.polygon(
            surface, ink, [(x - r, y), (x, y - r // 3), (x + r, y), (x, y + r // 4)]
        )
        pygame.draw.line(surface, ink, (x - r, y), (x - r // 2, y - r // 2), w3)
    elif name == "Dragon":
        for i in range(3):
            pygame.draw.arc(surface, ink, (x - r + i * r // 2, y - r // 2, r, r), 0, math.pi, w3)
    elif name == "Spider":
        pygame.draw.circle(surface, ink, center, r // 3)
        for k in range(4):
            dy = -r // 2 + k * r // 3
            pygame.draw.line(surface, ink, (x - r, y + dy), (x + r, y - dy), w2)
    elif name == "Fox":
        pygame.draw.polygon(
            surface, ink, [(x - r, y - r), (x, y + r), (x + r, y - r), (x, y - r // 3)], w3
        )
    elif name == "Rat":
        pygame.draw.circle(surface, ink, (x - r // 3, y), r // 2, w3)
        pygame.draw.arc(surface, ink, (x, y - r // 2, r, r), -math.pi / 2, math.pi / 2, w3)
    elif name == "Toad":
        pygame.draw.ellipse(surface, ink, (x - r, y - r // 2, 2 * r, r), w3)
        pygame.draw.circle(surface, ink, (x - r // 2, y - r // 2), r // 4)
        pygame.draw.circle(surface, ink, (x + r // 2, y - r // 2), r // 4)
    elif name == "Monkey":
        pygame.draw.circle(surface, ink, center, r // 2, w3)
        pygame.draw.circle(surface, ink, (x - r + w2, y), r // 4, w3)
        pygame.draw.circle(surface, ink, (x + r - w2, y), r // 4, w3)
    elif name == "Bear":
        pygame.draw.circle(surface, ink, (x, y + r // 5), r // 2 + w2)
        pygame.draw.circle(surface, ink, (x - r // 2, y - r // 2), r // 4)
        pygame.draw.circle(surface, ink, (x + r // 2, y - r // 2), r // 4)
    elif name == "Ronin":
        pygame.draw.line(surface, ink, (x - r, y + r // 2), (x + r, y - r // 2), w4)
        pygame.draw.circle(surface, ink, center, r // 3, w2)
    else:  # a Yokai: a spirit flame
        pygame.draw.polygon(
            surface,
            ink,
            [
                (x, y - r),
                (x + r // 2, y),
                (x + r // 3, y + r // 2),
                (x - r // 3, y + r // 2),
                (x - r // 2, y),
            ],
            w3,
        )


def slug(name: str) -> str:
    """The file name of a card's, boss's or deck's art: "Yuki-onna" -> "yuki_onna"."""
    return name.lower().replace(" ", "_").replace("'", "").replace("-", "_")


def _kept_or_source(
    key: tuple[object, ...], name: str
) -> tuple[pygame.Surface | None, pygame.Surface | None]:
    """`key`'s picture kept in the art cache, else None and `name`'s art as made by
    `make assets` (None without it): what art_image and _head start from."""
    cached = _recall(_arts, key)
    if cached is not None:
        return cached, None
    return None, theme.load_image(f"shinobi/{slug(name)}.png")


def art_image(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The illustration of `name` (assets/images/shinobi/), scaled to cover `size` and
    cropped at the centre; None when `make assets` has not made it."""
    key = ("art", name, size)
    cached, image = _kept_or_source(key, name)
    if cached is not None or image is None:
        return cached
    scale = max(size[0] / image.get_width(), size[1] / image.get_height())
    scaled = pygame.transform.smoothscale(
        image, (max(1, round(image.get_width() * scale)), max(1, round(image.get_height() * scale)))
    )
    crop = pygame.Rect(0, 0, *size)
    crop.center = scaled.get_rect().center
    result = scaled.subsurface(crop.clip(scaled.get_rect())).copy()
    return _keep(_arts, key, result, ART_CACHE)


def _art(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    return art_image(name, size)


def _label(name: str, tr: Callable[..., str]) -> str:
    key = f"shinobi.name.{name}"
    has = getattr(tr, "has", None)
    if has is not None and not has(key):
        return name  # (a card's own name: asking tr would log a missing text each time)
    text = tr(key)
    return name if text == key else text


def fitting_text(
    string: str,
    width: int,
    largest: int,
    colour: tuple[int, int, int],
    kind: str = "display",
    least: int = theme.FONT_MIN,
) -> pygame.Surface:
    """`string` in the largest size from `largest` down to `least` that fits `width`;
    squeezed at the smallest size only if even that is too wide."""
    width = max(1, width)  # (a tile squeezed to nothing: a pixel, not a crash)
    size = max(largest, least)
    while size > least and theme.font(size, kind).size(string)[0] > width:
        size -= 1
    surface = theme.text(string, size, colour, kind)
    if surface.get_width() > width:
        surface = pygame.transform.smoothscale(surface, (width, surface.get_height()))
    return surface


def _power_lines(card: int, tr: Callable[..., str], width: int) -> list[tuple[str, str]]:
    """The card's powers wrapped to `width` at the smallest table text: (level, line)
    pairs, the level ("2", "3+") on the first line of each power, which starts after
    the level's tab; the lines after it use the whole width."""
    lines: list[tuple[str, str]] = []
    measure = theme.font(FACE_WORDS).size
    for words in power_words(card, tr):
        level, said, rest = words.partition(": ")
        if not (said and level[:1].isdigit()):  # (a Yokai's words may start with a number)
            level, rest = "", words
        room = width - (_tab_width() if level else 0)
        current = ""
        for word in rest.split():
            candidate = f"{current} {word}" if current else word
            if current and measure(candidate)[0] > room:
                lines.append((level, current))
                level, current, room = "", word, width
            else:
                current = candidate
        lines.append((level, current))
    return lines


def _tab_width() -> int:
    """The room a power's level tab ("3+") takes before its words (2 px within the tab
    either side, 2 px after it: at FACE_WORDS every px of a French verb's first line
    counts for fifteen kinds to lie in one row at 1280x720)."""
    return theme.font(FACE_WORDS).size("3+")[0] + theme.px(6)


def _face_box(width: int) -> tuple[pygame.Rect, int]:
    """A face's inside (within its frame) and the padding of its words."""
    border = max(theme.px(4), width // 20)
    rect = pygame.Rect(0, 0, width, round(width * theme.CARD_RATIO))
    return rect.inflate(-2 * border, -2 * border), theme.px(3)


def _band_height() -> int:
    return theme.font(FACE_TITLE, "display").get_linesize() + _lw(2)


def _words_fit(card: int, width: int, tr: Callable[..., str], text_width: int) -> bool:
    """Whether the name and powers of a face `width` px wide, written in a strip
    `text_width` px wide, read whole: no word and no name wider than the strip (at the
    smallest table text at least), and every line within the face above a picture of
    two lines at least."""
    inner, _ = _face_box(width)
    measure = theme.font(FACE_WORDS).size
    lines = _power_lines(card, tr, text_width)
    for level, line in lines:
        if measure(line)[0] + (_tab_width() if level else 0) > text_width:
            return False
    title = theme.font(FACE_WORDS, "display").size(_label(card_name(card), tr))[0]
    line_h = theme.font(FACE_WORDS).get_linesize()
    words_h = len(lines) * line_h + theme.px(4) + _band_height()
    return title <= text_width and words_h + 2 * line_h <= inner.height


def text_left(width: int) -> int:
    """How far from a face's left edge its words begin."""
    inner, pad = _face_box(width)
    return inner.left + pad


def words_strip(width: int, shown: int) -> int:
    """The words' strip of a face `width` px wide whose left `shown` px show (the
    reverse of min_visible)."""
    inner, pad = _face_box(width)
    return shown - text_left(width) - pad - _lw(2)


_narrowest: OrderedDict[tuple[object, ...], int] = OrderedDict()
memory.game_cache("shinobi", _narrowest)


def min_visible(card: int, width: int, tr: Callable[..., str], lang: str = "en") -> int:
    """The narrowest strip of a face `width` px wide, from its left edge, that shows its
    strength, name and powers whole when the rest lies under the next card of the hand
    (the face drawn with `text_width` = that strip's words: see card_face)."""
    key = (card_name(card), card_kind(card), width, lang, _scale_key())
    cached = _narrowest.get(key)
    if cached is not None:
        return cached
    inner, pad = _face_box(width)
    full = inner.width - 2 * pad
    step = max(1, theme.px(2))
    text = full
    while text - step > 0 and _words_fit(card, width, tr, text - step):
        text -= step
    if not _words_fit(card, width, tr, text):
        text = full  # (never narrower than the whole face's own words)
    result = min(width, text_left(width) + text + pad + _lw(2))
    _narrowest[key] = result
    while len(_narrowest) > FACE_CACHE:
        _narrowest.popitem(last=False)
    return result


_boxes: OrderedDict[tuple[object, ...], tuple[pygame.Rect, bool]] = OrderedDict()
memory.game_cache("shinobi", _boxes)


_titles: dict[tuple[object, ...], int] = {}
"""The top of each face's name, in its own pixels (name_top)."""


def name_top(
    card: int, width: int, tr: Callable[..., str], lang: str = "en", text_width: int | None = None
) -> int:
    """How far down the face of `card` its name starts (a pile's count badge stays above
    it: newcomer V, s9 f15c, '×3' over the 'A' of 'Araignée')."""
    key = _face_key(card, width, lang, text_width)
    if key not in _titles:
        _cache.pop(key, None)  # drawn again, to measure it
    card_face(card, width, tr, lang, text_width)
    return _titles[key]


def words_box(
    card: int,
    width: int,
    tr: Callable[..., str],
    lang: str = "en",
    text_width: int | None = None,
) -> tuple[pygame.Rect, bool]:
    """Where the face's strength, name and powers were written (the union of their
    rects, in the face's own pixels) and whether any was squeezed to fit (tests check
    that a hand card's words are never covered, cut or squeezed)."""
    key = _face_key(card, width, lang, text_width)
    if key not in _boxes:
        _cache.pop(key, None)  # drawn again, to measure it
    card_face(card, width, tr, lang, text_width)
    return _boxes[key]


def _large_face(
    card: int,
    width: int,
    tr: Callable[..., str],
    *,
    words: bool = True,
    text_width: int | None = None,
) -> tuple[pygame.Surface, pygame.Rect, bool, int]:
    """A face whose name, strength and powers read without zooming: the strength in a
    seal, the illustration, the name on a paper band, the powers in words below (each
    power's level in a red tab); without `words`, the picture takes their room. With
    `text_width`, the name and powers are written in a strip that wide from the words'
    left edge (the rest of the face lies under the next card of the hand). Returns the
    face, the rect its words cover, whether a word had to be squeezed and the top of
    its name."""
    height = round(width * theme.CARD_RATIO)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    kind = card_kind(card)
    base = colour_of(card)
    name = card_name(card)
    one, two = _lw(1), _lw(2)
    radius = max(theme.px(4), width // 12)
    frame = BAMBOO if kind == "yokai" else theme.lerp(base, PAPER, 0.25)
    pygame.draw.rect(surface, frame, rect, border_radius=radius)
    inner, pad = _face_box(width)
    pygame.draw.rect(surface, theme.lerp(PAPER, base, 0.18), inner, border_radius=radius // 2)
    if kind == "yokai":  # bamboo nodes along the frame
        for yy in range(radius, height - radius, max(theme.px(8), height // 7)):
            pygame.draw.line(surface, BAMBOO_DARK, (0, yy), (inner.left, yy), two)
            pygame.draw.line(surface, BAMBOO_DARK, (inner.right, yy), (width, yy), two)
    strip = inner.width - 2 * pad
    if text_width is not None:
        strip = max(1, min(strip, text_width))
    middle = inner.left + pad + strip // 2  # where centred words are centred
    line_h = theme.font(FACE_WORDS).get_linesize()
    lines = _power_lines(card, tr, strip) if words else []
    text_h = len(lines) * line_h + theme.px(4)
    band_h = _band_height()
    art_h = max(line_h * 2, inner.height - text_h - band_h)
    art_box = pygame.Rect(inner.left, inner.top, inner.width, art_h)
    art = _art(name, art_box.size)
    if art is not None:
        surface.blit(art, art_box)
    else:
        pygame.draw.rect(surface, theme.lerp(PAPER, base, 0.45), art_box)
        _emblem(
            surface, name, art_box.center, max(theme.px(6), min(art_box.width, art_box.height) // 3)
        )
    r = max(theme.px(8), width // 10)  # the clan's emblem in a paper disc: a cue beside the colour
    centre = (art_box.right - r - two, art_box.bottom - r - two)
    pygame.draw.circle(surface, PAPER, centre, r)
    pygame.draw.circle(surface, base, centre, r, two)
    _emblem(surface, name, centre, max(theme.px(4), r - 3 * one))
    band = pygame.Rect(inner.left, art_box.bottom, inner.width, band_h)
    pygame.draw.rect(surface, PAPER, band)
    pygame.draw.line(surface, base, band.topleft, band.topright, two)
    label = _label(name, tr)
    squeezed = theme.font(FACE_WORDS, "display").size(label)[0] > strip
    title = fitting_text(label, strip, FACE_TITLE, INK, least=FACE_WORDS)
    box = title.get_rect(center=(middle, band.centery))
    surface.blit(title, box)
    name_at = box.top  # (name_top)
    y = band.bottom + two
    tabbed = any(level for level, _ in lines)
    for level, line in lines:
        x = inner.left + pad
        if level:
            tab = theme.text(level, FACE_WORDS, PAPER)
            tab_box = pygame.Rect(x, y + one, _tab_width() - theme.px(2), line_h - two)
            pygame.draw.rect(surface, theme.VERMILION_DARK, tab_box, border_radius=theme.px(3))
            surface.blit(tab, tab.get_rect(center=tab_box.center))
            box.union_ip(tab_box)
        words_surface = theme.text(line, FACE_WORDS, INK)
        if level:
            where = words_surface.get_rect(topleft=(x + _tab_width(), y))
        elif tabbed:
            where = words_surface.get_rect(topleft=(x, y))
        else:
            where = words_surface.get_rect(midtop=(middle, y))
        surface.blit(words_surface, where)
        box.union_ip(where)
        y += line_h
    seal_r = max(theme.px(10), width // 8)
    seal = (inner.left + seal_r + one, inner.top + seal_r + one)
    pygame.draw.circle(surface, theme.VERMILION_DARK, seal, seal_r)
    pygame.draw.circle(surface, PAPER, seal, seal_r, two)
    number = theme.text(str(card_value(card)), text_size(seal_r * 1.9), PAPER, kind="display")
    surface.blit(number, number.get_rect(center=seal))
    box.union_ip(pygame.Rect(seal[0] - seal_r, seal[1] - seal_r, 2 * seal_r, 2 * seal_r))
    pygame.draw.rect(surface, INK, rect, two, border_radius=radius)
    return surface, box, squeezed, name_at


def seal_bottom(width: int) -> int:
    """How far down a face `width` px wide its strength seal reaches (the count of a
    pile of alike cards goes under it, on the left strip an overlapping hand leaves
    uncovered)."""
    border = max(theme.px(4), width // 20)
    return border + 2 * max(theme.px(10), width // 8) + _lw(1)


def seal_rect(width: int) -> pygame.Rect:
    """The square round a face's strength seal, `width` px wide (as card_face draws it)."""
    inner, _ = _face_box(width)
    seal_r = max(theme.px(10), width // 8)
    return pygame.Rect(inner.left + _lw(1), inner.top + _lw(1), 2 * seal_r, 2 * seal_r)


def is_large(width: int) -> bool:
    """A face this wide (real px, at the current scale) has its powers in words at the
    smallest table text: a hand card's width and up."""
    return width >= theme.CARD_MIN_WIDTH * theme.scale() - 1


def _strip(width: int, text_width: int | None) -> int | None:
    """`text_width` if it is narrower than the face's own words, else None (one picture)."""
    inner, pad = _face_box(width)
    if text_width is not None and text_width >= inner.width - 2 * pad:
        return None
    return text_width


def _face_key(card: int, width: int, lang: str, text_width: int | None) -> tuple[object, ...]:
    strip = _strip(width, text_width)
    return ("face", card_name(card), card_kind(card), width, lang, _scale_key(), strip)


def card_face(
    card: int,
    width: int,
    tr: Callable[..., str],
    lang: str = "en",
    text_width: int | None = None,
) -> pygame.Surface:
    """The face of `card`, `width` real px wide (height 1.4 times); from a hand card's
    width up, its powers are written in words at the smallest table text (with
    `text_width`, in a strip that wide: a hand card half under the next one). A smaller
    face (a pile's top card, a card in flight) shows its strength, its picture and its
    name, never under the smallest table text (the Jigoku opened shows its cards
    whole)."""
    key = _face_key(card, width, lang, text_width)
    cached = _recall(_cache, key)
    if cached is not None:
        return cached
    face, box, squeezed, _titles[key] = _large_face(
        card, width, tr, words=is_large(width), text_width=_strip(width, text_width)
    )
    _boxes[key] = (box, squeezed)
    while len(_boxes) > FACE_CACHE:
        _boxes.popitem(last=False)
    return _keep(_cache, key, face, FACE_CACHE)


def card_back(width: int) -> pygame.Surface:
    """The back of a Shinobi card: indigo lacquer, a gold shuriken in a moon ring, a
    lattice border (the same for every card, so it tells nothing)."""
    key = ("back", width, _scale_key())
    cached = _recall(_cache, key)
    if cached is not None:
        return cached
    height = int(width * 1.4)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    one, two = _lw(1), _lw(2)
    radius = max(theme.px(4), width // 12)
    for i in range(height):
        t = i / max(height - 1, 1)
        pygame.draw.line(surface, theme.lerp((52, 30, 84), (24, 16, 44), t), (0, i), (width - 1, i))
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    inset = rect.inflate(-max(theme.px(6), width // 8), -max(theme.px(6), width // 8))
    pygame.draw.rect(surface, theme.GOLD_DARK, inset, one, border_radius=radius)
    step = max(theme.px(6), width // 8)
    for x in range(inset.left + step // 2, inset.right, step):  # a lattice along the edges
        pygame.draw.line(surface, (92, 66, 130), (x, rect.top + two), (x, inset.top - 1), one)
        pygame.draw.line(
            surface, (92, 66, 130), (x, inset.bottom + 1), (x, rect.bottom - 1 - two), one
        )
    cx, cy = rect.center
    r = width // 3
    pygame.draw.circle(surface, (236, 226, 190), (cx, cy), r, max(1, width // 40))
    star = []
    for k in range(8):
        angle = math.pi / 4 * k + math.pi / 8
        length = r * (0.9 if k % 2 == 0 else 0.32)
        star.append((cx + length * math.cos(angle), cy + length * math.sin(angle)))
    pygame.draw.polygon(surface, theme.GOLD, star)
    pygame.draw.polygon(surface, theme.GOLD_DARK, star, one)
    pygame.draw.circle(surface, (40, 24, 66), (cx, cy), max(theme.px(2), r // 5))
    pygame.draw.rect(surface, INK, rect, two, border_radius=radius)
    return _keep(_cache, key, surface, FACE_CACHE)


def ninja_master(corrupt: int, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """The Ninja Master token with the number of corrupt cards under it (`size` real px)."""
    key = ("master", corrupt, size, colour, _scale_key())
    cached = _recall(_cache, key)
    if cached is not None:
        return cached
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size // 2
    pygame.draw.circle(surface, theme.MIDNIGHT, (c, c), c)
    pygame.draw.circle(surface, colour, (c, c), c, _lw(3))
    # the count fills the token below a thin mask, at the body size (issue 33: at a
    # third of the token it was 7-8 px tall at 1280x720; at FONT_READ, 11.5 px, it was
    # still newcomer H's hardest number to read from a sofa)
    count = theme.text(str(corrupt), theme.FONT_BODY, theme.MOONLIGHT)
    ink = count.get_bounding_rect()
    place = ink.copy()
    place.center = (c, c + size // 12)
    mask = pygame.Rect(0, 0, size * 3 // 5, max(_lw(2), size // 10))
    mask.midbottom = (c, place.top - _lw(1))
    pygame.draw.rect(surface, colour, mask, border_radius=theme.px(3))
    surface.blit(count, (place.left - ink.left, place.top - ink.top))
    return _keep(_cache, key, surface, FACE_CACHE)


def _light(colour: tuple[int, int, int]) -> bool:
    """Whether dark ink reads better than paper on `colour` (its luma past half)."""
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b > 125


def clear_cache() -> None:
    _cache.clear()
    _boxes.clear()
    _titles.clear()
    _narrowest.clear()
    _tiles.clear()
    _arts.clear()


def cached_surfaces() -> int:
    """How many pictures the caches hold now (tests check they stay bounded)."""
    return len(_cache) + len(_tiles) + len(_arts)


def _chips(width: int, count: int) -> tuple[int, int, int, bool, int, int]:
    """A clan tile's value chips for `count` cards in `width`: their font, a chip's
    width and height, whether they hold their values, how many a row, their height."""
    one, two = _lw(1), _lw(2)
    for chip_font in CHIP_FONTS:
        digit = theme.text("0", chip_font, PAPER).get_bounding_rect()
        chip_w, chip_h = digit.width + 2 * two + 2 * one, digit.height + 2 * two + 2 * one
        valued = count * (chip_w + one) - one <= width - 4 * two
        if valued:
            break
    # too narrow for a row of them: two rows, each chip with its value (newcomer S, s9
    # g9: a 4-card clan in a 4-player table's panel was '◇◇◇◇ ×4' at ~5 px)
    per_row = count
    if not valued and count > 1:
        per_row = (count + 1) // 2
        valued = per_row * (chip_w + one) - one <= width - 4 * two
    rows = -(-count // per_row) if valued and count else 1
    return chip_font, chip_w, chip_h, valued, per_row, rows * chip_h + (rows - 1) * one


def tile_art_free(size: tuple[int, int], count: int) -> tuple[int, int] | None:
    """Where a clan tile of `size` holding `count` cards shows neither number: between
    its seal's foot and its name band's top, as offsets from its top (None: a compact
    tile, its art left out). The deeds go there when nowhere else (deeds.py)."""
    width, height = size
    one, edge_in = _lw(1), theme.px(3)
    name_h = theme.font(theme.FONT_MIN + 2, "display").get_linesize()
    art_h = height - name_h - _chips(width, count)[5] - 4 * edge_in
    if art_h < 2 * theme.px(SEAL_LEAST) + 2 * one:
        return None
    seal_r = min(max(theme.px(11), min(width, height) // 7), art_h // 2 - one)
    return edge_in + 2 * seal_r + 2 * one, edge_in + art_h


def clan_tile(
    clan: str,
    cards: list[int],
    total: int,
    size: tuple[int, int],
    tr: Callable[..., str],
    lang: str = "en",
) -> pygame.Surface:
    """A clan on the table at a glance: its animal, its name, how many cards it holds
    (a pip per card, Ronin and Yokai marked) and its total strength in a seal. The
    tile keeps its size whatever the clan holds, so a 4-card clan always fits."""
    kinds = tuple((card_kind(c), card_value(c)) for c in cards)
    key = ("tile", clan, kinds, total, size, lang, _scale_key())
    cached = _recall(_tiles, key)
    if cached is not None:
        return cached
    width, height = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    one, two, edge_in = _lw(1), _lw(2), theme.px(3)
    base = CLAN_COLOURS.get(clan, YOKAI_COLOUR)
    radius = max(theme.px(4), width // 10)
    pygame.draw.rect(surface, theme.lerp(base, PAPER, 0.2), rect, border_radius=radius)
    name_h = theme.font(theme.FONT_MIN + 2, "display").get_linesize()
    # a chip per card with its value, as large as the table's readable text; when the
    # chips cannot all hold their value (a narrow tile, five cards), blank chips and
    # the count. Blank chips were all a 4-player Grand Master table showed.
    fills = [{"ronin": CLAN_COLOURS["Ronin"], "yokai": YOKAI_COLOUR}.get(k, base) for k, _ in kinds]
    # the digits at the body size where the chips hold them in the tile's width, else
    # at FONT_READ (issue 33, newcomer H: "3 3 3 2" at 11.5 px capitals was hard to
    # read from a sofa); a chip's digit has room round it
    chip_font, chip_w, chip_h, valued, per_row, chips_h = _chips(width, len(kinds))
    digits = [
        theme.text(str(value), chip_font, INK if _light(fill) else PAPER)
        for (_, value), fill in zip(kinds, fills, strict=True)
    ]
    count = None if valued else theme.text(f"×{len(cards)}", FONT_READ, INK)
    pip = chip_h
    if count is not None:
        room = width - count.get_width() - 4 * edge_in
        pip = max(theme.px(6), min(chip_h, room // max(4, len(cards)) - two))
    art_h = height - name_h - chips_h - 4 * edge_in
    if art_h < 2 * theme.px(SEAL_LEAST) + 2 * one:  # the seal would be cut: no art
        chips = [(k, f, v) for (k, v), f in zip(kinds, fills, strict=True)]
        _compact_tile(surface, clan, chips, total, tr, name_h)
        pygame.draw.rect(surface, INK, rect, two, border_radius=radius)
        return _keep(_tiles, key, surface, TILE_CACHE)
    art_box = pygame.Rect(edge_in, edge_in, width - 2 * edge_in, art_h)
    art = _art(clan, art_box.size)
    if art is not None:
        surface.blit(art, art_box)
    else:
        pygame.draw.rect(surface, theme.lerp(PAPER, base, 0.4), art_box)
        _emblem(surface, clan, art_box.center, max(theme.px(6), min(art_box.size) // 3))
    # the clan's total strength, whole in the art's room
    seal_r = min(max(theme.px(11), min(width, height) // 7), art_h // 2 - one)
    _seal(surface, (art_box.right - seal_r - one, art_box.top + seal_r + one), seal_r, total)
    band = pygame.Rect(edge_in, art_box.bottom, width - 2 * edge_in, name_h)
    pygame.draw.rect(surface, PAPER, band)
    title = fitting_text(_label(clan, tr), band.width - 2 * two, theme.FONT_MIN + 2, INK)
    surface.blit(title, title.get_rect(center=band.center))
    # a pip per card: the clan's colour, Ronin grey, Yokai with the bamboo frame
    x = 2 * two
    y = band.bottom + edge_in
    if count is not None:
        surface.blit(count, count.get_rect(midright=(width - 2 * two, y + chip_h // 2)))
    for i, ((kind, _), words, fill) in enumerate(zip(kinds, digits, fills, strict=True)):
        box = pygame.Rect(x, y + (chip_h - pip) // 2, chip_w if valued else pip, pip)
        if valued:  # its row and column
            row, col = divmod(i, per_row)
            box.topleft = (2 * two + col * (chip_w + one), y + row * (chip_h + one))
        pygame.draw.rect(surface, fill, box, border_radius=edge_in)
        edge = BAMBOO if kind == "yokai" else INK
        pygame.draw.rect(surface, edge, box, two if kind == "yokai" else one, border_radius=edge_in)
        if valued:
            ink = words.get_bounding_rect()
            place = ink.copy()
            place.center = box.center
            surface.blit(words, (place.left - ink.left, place.top - ink.top))
        x += box.width + (one if valued else two)
    pygame.draw.rect(surface, INK, rect, two, border_radius=radius)
    return _keep(_tiles, key, surface, TILE_CACHE)


SEAL_LEAST = 10
"""The least design radius of a clan tile's strength seal: its number at theme.FONT_MIN
(capitals 11.9 px at 1280x720) whole inside."""


def _seal(surface: pygame.Surface, centre: tuple[int, int], r: int, total: int) -> None:
    """A clan's total strength in a vermilion seal of radius `r`, its number never
    smaller than theme.FONT_MIN."""
    two = _lw(2)
    pygame.draw.circle(surface, theme.VERMILION_DARK, centre, r)
    pygame.draw.circle(surface, PAPER, centre, r, two)
    largest = max(FONT_READ, text_size(r * 1.8))
    number = fitting_text(str(total), 2 * r - 2 * two, largest, PAPER)
    surface.blit(number, number.get_rect(center=centre))


def _head(name: str, side: int) -> pygame.Surface | None:
    """The character's head from `name`'s art, a square `side` px wide (the art's
    centre, half its height: a compact tile's emblem reads as the animal, not the
    moon behind it); None without the art."""
    key = ("head", name, side)
    cached, image = _kept_or_source(key, name)
    if cached is not None or image is None:
        return cached
    crop = pygame.Rect(0, 0, image.get_height() // 2, image.get_height() // 2)
    crop.center = image.get_rect().center
    head = pygame.transform.smoothscale(image.subsurface(crop), (side, side))
    return _keep(_arts, key, head, ART_CACHE)


def _row_art(
    surface: pygame.Surface, clan: str, box: pygame.Rect, whole: bool = False, rounded: bool = True
) -> bool:
    """The clan's art in `box` of a compact tile, its foot rounded as the tile's (its
    top too, for the `whole` tile; not `rounded`: a row under it); False where the box
    is too short to show it, or there is no art."""
    if box.height < theme.px(12) or box.width < theme.px(12):
        return False
    picture = _art(clan, box.size)
    if picture is None:
        return False
    rounded = pygame.Surface(box.size, pygame.SRCALPHA)
    rounded.blit(picture, (0, 0))
    corners = pygame.Surface(box.size, pygame.SRCALPHA)
    radius = max(theme.px(4), surface.get_width() // 10) - box.left
    pygame.draw.rect(
        corners,
        (255, 255, 255, 255),
        corners.get_rect(),
        border_bottom_left_radius=radius if rounded else 0,
        border_bottom_right_radius=radius if rounded else 0,
        border_top_left_radius=radius if whole else 0,
        border_top_right_radius=radius if whole else 0,
    )
    rounded.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(rounded, box)
    return True


def _count(surface: pygame.Surface, times: pygame.Surface, at: pygame.Rect, lit: bool) -> None:
    """A compact tile's count ('×4') at `at`, on a paper label where art is under it."""
    if lit:
        edge_in, one = theme.px(2), _lw(1)
        shown = times.get_bounding_rect().move(at.topleft)
        pill = shown.inflate(2 * edge_in + 2 * one, 2 * edge_in)
        pygame.draw.rect(surface, PAPER, pill, border_radius=edge_in)
        pygame.draw.rect(surface, INK, pill, one, border_radius=edge_in)
    surface.blit(times, at)


def _compact_tile(
    surface: pygame.Surface,
    clan: str,
    chips: list[tuple[str, tuple[int, int, int], int]],
    total: int,
    tr: Callable[..., str],
    name_h: int,
) -> None:
    """A clan tile too short for its art and its row of values (a 4-player table's or
    replay's panel, 30-70 px tall): the decorative art goes first, then the values.
    Its name on the paper band over a row of the cards' values (`chips`: kind, fill,
    value) or their count ('×3') and the strength seal, where both fit; else that row
    alone over the clan's art (its emblem, without the art). Every number at theme.FONT_MIN or
    more (capitals 11.9 px at 1280x720), nothing cut (issue 33, s10: at 33-47 px the
    art cut the seal and pushed the values out of the tile)."""
    width, height = surface.get_size()
    one, edge_in = _lw(1), theme.px(2)
    base = CLAN_COLOURS.get(clan, YOKAI_COLOUR)
    least = theme.px(SEAL_LEAST)
    times = fitting_text(f"×{len(chips)}", width, theme.FONT_MIN, INK, least=theme.FONT_MIN)
    named = height - 2 * edge_in - name_h - one >= 2 * least
    top, lit, pictured = edge_in, False, False
    if named:  # the name on its band, the row under it
        band = pygame.Rect(edge_in, edge_in, width - 2 * edge_in, name_h)
        pygame.draw.rect(surface, PAPER, band)
        title = fitting_text(_label(clan, tr), band.width - 2 * one, theme.FONT_MIN + 2, INK)
        surface.blit(title, title.get_rect(center=band.center))
        top = band.bottom + one
        # the clan's art between the name and the row, as the full tile has it (newcomer
        # L, s17, L088: 'Dragon ×4 8' a flat tile in a replay's panel, next to tiles with
        # art), never under the row: the count and the seal over the picture read as a
        # soup from a sofa (newcomer X, s21, 80-review-replay: '×4 14' over the art);
        # where the row leaves the art too little room, the row alone
        row_h = 2 * least + 2 * one
        art = pygame.Rect(edge_in, top, width - 2 * edge_in, height - edge_in - top - row_h)
        if _row_art(surface, clan, art, rounded=False):
            top, pictured = art.bottom, True
    row = pygame.Rect(edge_in + one, top, width - 2 * (edge_in + one), height - edge_in - top)
    r = max(least, min(row.height // 2, theme.px(13)))
    seal = (row.right - r, row.centery)
    left = row.left
    room = row.width - 2 * r - times.get_width() - 2 * edge_in
    if not named:  # the art behind the count and the seal (its face in the middle)
        frame = surface.get_rect().inflate(-2 * (edge_in + one), -2 * (edge_in + one))
        lit = _row_art(surface, clan, frame, True)
    if not pictured and not lit and room >= theme.px(12):  # the emblem: its face, or its mark
        # (a named tile too short for its art between the name and the row too: every
        # clan tile shows its clan's picture, newcomer L, s17)
        side = min(row.height, room)
        box = pygame.Rect(left, row.centery - side // 2, side, side)
        face = _head(clan, side)
        if face is not None:
            surface.blit(face, box)
        else:
            pygame.draw.rect(surface, theme.lerp(PAPER, base, 0.4), box)
            _emblem(surface, clan, box.center, max(theme.px(4), side // 3))
        pygame.draw.rect(surface, INK, box, one)
        left = box.right + edge_in
    two = _lw(2)
    for chip_font, r_chips in ((f, s) for s in (r, least) for f in CHIP_FONTS):
        # the values' chips, as large as fit beside the seal (a smaller seal, if need be)
        digit = theme.text("0", chip_font, PAPER).get_bounding_rect()
        chip_w, chip_h = digit.width + 2 * two + 2 * one, digit.height + 2 * two + 2 * one
        if len(chips) * (chip_w + one) <= row.right - 2 * r_chips - left:
            break
    if (
        named
        and chip_h <= row.height
        and len(chips) * (chip_w + one) <= row.right - 2 * r_chips - left
    ):
        r, seal = r_chips, (row.right - r_chips, row.centery)
        y = row.centery - chip_h // 2
        for i, (kind, fill, value) in enumerate(chips):  # the values, as the full tile's
            digit = theme.text(str(value), chip_font, INK if _light(fill) else PAPER)
            box = pygame.Rect(left + i * (chip_w + one), y, chip_w, chip_h)
            pygame.draw.rect(surface, fill, box, border_radius=edge_in)
            edge = BAMBOO if kind == "yokai" else INK
            pygame.draw.rect(surface, edge, box, two if kind == "yokai" else one, edge_in)
            ink_box = digit.get_bounding_rect()
            place = ink_box.copy()
            place.center = box.center
            surface.blit(digit, (place.left - ink_box.left, place.top - ink_box.top))
        _seal(surface, seal, r, total)
        return
    count = len(chips)
    ink = INK if lit or _light(theme.lerp(base, PAPER, 0.2)) else PAPER
    times = theme.text(f"×{count}", theme.FONT_MIN, ink, "display")
    shown = times.get_bounding_rect()
    if shown.width <= seal[0] - r - left:  # beside the seal
        middle = (left + seal[0] - r) // 2
        at = times.get_rect(center=(middle, row.centery))
        if lit:  # at the row's left, the art's middle seen
            at.left = left + edge_in + one - shown.left
        _count(surface, times, at, lit)
    elif row.height >= 2 * r + shown.height + one:  # a narrow tile: the count under it
        seal = (row.right - r, row.top + r)
        at = times.get_rect(topleft=(left - shown.left, row.bottom - shown.bottom))
        _count(surface, times, at, lit)
    _seal(surface, seal, r, total)  # (narrower still: the strength alone, nothing cut)
