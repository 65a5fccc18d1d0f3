"""The look of every shared screen: a night-time palette, fonts, cached text, backdrops.

One place for colours and sizes, so a screen never hard-codes a look. Fonts come from
assets/fonts/ (Lato Bold, Yanone Kaffeesatz Bold), else pygame's bundled default font.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame

from ninjas.core.paths import asset_path

from . import memory
from .memory import SurfaceCache, screens

log = logging.getLogger(__name__)

Colour = tuple[int, int, int]

# ---------------------------------------------------------------------- palette
NIGHT_TOP: Colour = (7, 9, 28)
NIGHT_BOTTOM: Colour = (30, 26, 78)
INDIGO: Colour = (28, 30, 74)
MIDNIGHT: Colour = (14, 16, 42)
PANEL: Colour = (18, 21, 52)
PANEL_LIGHT: Colour = (34, 38, 88)
BORDER: Colour = (78, 86, 150)
MOONLIGHT: Colour = (240, 236, 220)
TEXT_DIM: Colour = (160, 164, 204)
TEXT_FAINT: Colour = (104, 108, 150)
VERMILION: Colour = (227, 66, 51)
VERMILION_DARK: Colour = (150, 36, 30)
GOLD: Colour = (236, 190, 92)
GOLD_DARK: Colour = (150, 110, 40)
DISABLED: Colour = (70, 72, 104)
SHADOW: Colour = (2, 2, 10)

SIDE_COLOURS: dict[str, Colour] = {"monkey": (232, 128, 58), "wolf": (110, 160, 232)}
"""Accent of each Ninja Taisen side (seat panels, banners)."""
SEAT_COLOURS: tuple[Colour, ...] = ((220, 70, 60), (70, 130, 230), (70, 180, 100), (232, 190, 60))
"""Each seat's colour at the tables of up to four (Shinobi, Night; the results)."""
HINT: Colour = (120, 230, 255)
"""The hint's colour on every table: its words, its row, its mark on the board."""

# ---------------------------------------------------------------------- sizes
FONT_SMALL = 21
"""The smallest text a player reads off a menu or table (the shared footer, notes): Lato
at 16 px, its capitals 11.5 px at 1280x720. At 20 they were 10.8 px, under the 11 px
issue 33 asks of every text a player must read (python -m tools.cap_heights)."""
FONT_BODY = 25
FONT_BUTTON = 30
FONT_HEADING = 40
FONT_BANNER = 64
FONT_TITLE = 120

RADIUS = 14
BORDER_WIDTH = 2
BUTTON_HEIGHT = 54
GAP = 14
VEIL_ALPHA = 210
"""How dark the veil drawn over the scene below an overlay is (0..255)."""

TEXT_CACHE_SIZE = 512
TEXT_CACHE_SCREENS = 1.5
"""The shared text cache also holds at most this many whole windows of pixels (big
windows render big text; at 1280x720 its 512 texts held up to 9 MB)."""

# ---------------------------------------------------------------------- card tables
# Shares of the canvas (so that a bigger canvas gives bigger cards) and the smallest
# sizes a card table may use (scenes/shinobi/layout.py).
FONT_MIN = 19
"""The smallest text on a card table: Lato at 14 px (sizes are default-font pixels)."""
CARD_RATIO = 1.4
"""A card's height over its width."""
CARD_WIDTH = 0.09
"""A hand card's width as a share of the canvas width (115 px at 1280)."""
CARD_MIN_WIDTH = 110
"""The narrowest hand card whose name, strength and powers read without hovering."""
CARD_LIFT = 0.1
"""How far a selected card rises, as a share of its height."""
CARD_ZOOM = 0.16
"""The card shown under the pointer, as a share of the canvas width."""
PILE_WIDTH = 0.06
TABLE_GAP = 0.008
TABLE_TOP_BAR = 0.062
TABLE_HINT_STRIP = 0.05
TABLE_COLUMN = 0.235
"""The right-hand column (prompt, choices, log), as a share of the canvas width."""
TABLE_PROMPT = 0.13
TABLE_LOG = 0.27

# ---------------------------------------------------------------------- fonts
FONT_FILES = {"body": "body.ttf", "display": "display.otf"}
"""The game's faces under assets/fonts/ (licences beside them): Lato Bold for the body,
very legible with every French accent; Yanone Kaffeesatz Bold, a hand-lettered display
face, for titles and banners. pygame's default font stands in if a file is missing."""
FONT_SCALE = {"body": 0.74, "display": 0.9}
"""Sizes across the game were set in pygame's default-font pixels; these factors give
the faces above the same visual size (the default font renders at 0.6875 of the size
asked; Yanone is condensed, so it may stand taller)."""


# ---------------------------------------------------------------------- scale
DESIGN_SIZE = (1280, 720)
"""The size every length in the game was designed for. A screen drawn at another size
multiplies its lengths by scale_for(size) (see px) and lays out from its real size."""
MIN_SCALE = 0.5
_scale = 1.0


def scale_for(size: tuple[int, int]) -> float:
    """The drawing scale of a surface of `size`: how much bigger than 1280x720 it is
    (the smaller of the two ratios, so that a design fits both ways)."""
    return max(MIN_SCALE, min(size[0] / DESIGN_SIZE[0], size[1] / DESIGN_SIZE[1]))


def set_scale(scale: float) -> None:
    """The scale of the surface drawn on now (the app sets it before each frame's events,
    updates and drawing: scale_for(the window's size))."""
    global _scale
    _scale = max(MIN_SCALE, float(scale))


def scale() -> float:
    """The scale set by set_scale (1.0 at 1280x720)."""
    return _scale


def px(length: float) -> int:
    """A design length (pixels at 1280x720) in pixels at the current scale."""
    return round(length * _scale)


@contextmanager
def scaled_for(size: tuple[int, int]) -> Iterator[float]:
    """Within the block, the scale is that of a surface of `size` (a layout computed
    before the frame that draws it, e.g. in a scene's __init__); the scale before is
    put back after it."""
    global _scale
    before = _scale
    set_scale(scale_for(size))
    try:
        yield _scale
    finally:
        _scale = before


def design_rect(x: float, y: float, width: float, height: float) -> pygame.Rect:
    """A rectangle given in design units (px at 1280x720) in real pixels at the current
    scale; its edges are rounded, so rectangles that touch in design units touch here."""
    left, top = round(x * _scale), round(y * _scale)
    return pygame.Rect(
        left, top, round((x + width) * _scale) - left, round((y + height) * _scale) - top
    )


def centred_rect(width: float, height: float, size: tuple[int, int], dy: float = 0) -> pygame.Rect:
    """A rectangle of width x height design units, centred in a surface of `size` real
    pixels (moved down by `dy` design units), in real pixels at the current scale."""
    rect = design_rect(0, 0, width, height)
    rect.center = (size[0] // 2, size[1] // 2 + round(dy * _scale))
    return rect


def design_size(size: tuple[int, int]) -> tuple[int, int]:
    """`size` in design units: 1280x720 for any 16:9 window, taller or wider otherwise
    (1280x800 at 16:10, 1280x853 at 3:2), so that a layout written in design units
    uses the extra room instead of leaving bands."""
    s = scale_for(size)
    return round(size[0] / s), round(size[1] / s)


def font(size: int, kind: str = "body") -> pygame.font.Font:
    """A font of `size` design px (sizes are pygame default-font pixels at 1280x720),
    rendered at its real pixel size for the current scale; `kind` "display" for titles
    and banners."""
    return _font(max(1, round(size * _scale)), kind)


@lru_cache(maxsize=96)
def _font(size: int, kind: str) -> pygame.font.Font:
    path = asset_path("fonts", FONT_FILES.get(kind, FONT_FILES["body"]))
    if path.is_file():
        try:
            return pygame.font.Font(str(path), max(1, round(size * FONT_SCALE.get(kind, 0.74))))
        except (OSError, pygame.error) as exc:
            log.warning("font %s unusable (%s): default font instead", path, exc)
    return pygame.font.Font(None, size)


memory.shared_cache(_font)  # emptied between games (see scenes.memory)


_text_cache: SurfaceCache[tuple[str, int, Colour, str]] = SurfaceCache(
    screens(TEXT_CACHE_SCREENS), TEXT_CACHE_SIZE
)
memory.shared_cache(_text_cache)


def text(string: str, size: int, colour: Colour = MOONLIGHT, kind: str = "body") -> pygame.Surface:
    """Rendered text, cached by (text, real size, colour, kind) in a bounded LRU cache."""
    key = (string, max(1, round(size * _scale)), colour, kind)
    surface = _text_cache.get(key)
    if surface is not None:
        return surface
    return _text_cache.put(key, font(size, kind).render(string, True, colour))


def accent_drop(string: str, size: int, kind: str = "body") -> int:
    """How far `string` is drawn lower than plain words at text `size`: a glyph taller
    than the font's ascent (the accent of a capital, 'É', 'À') pushes the whole line
    down in its surface by as much. 'Écran titre' sat 4 px lower than 'Voir le plateau'
    beside it on the results (issue 33, newcomer Q, s8)."""
    face = font(size, kind)
    top = max((glyph[3] for glyph in face.metrics(string) if glyph), default=0)
    return max(0, top - face.get_ascent())


def shadowed_text(
    string: str,
    size: int,
    colour: Colour = MOONLIGHT,
    kind: str = "body",
    offset: int = 2,
    shadow: Colour = SHADOW,
) -> pygame.Surface:
    """Text with a soft drop shadow, on a transparent surface (kept, like its two
    texts: a shadowed line is drawn again at every frame; the caller must not draw on
    it)."""
    offset = max(1, px(offset))
    front = text(string, size, colour, kind)
    back = text(string, size, shadow, kind)
    key = (front, back, offset)  # the texts as rendered now: the same picture
    kept = _shadowed_cache.get(key)
    if kept is not None:
        return kept
    return _shadowed_cache.put(key, _shadowed(front, back, offset))


_shadowed_cache: SurfaceCache[tuple[pygame.Surface, pygame.Surface, int]] = SurfaceCache(
    screens(TEXT_CACHE_SCREENS), TEXT_CACHE_SIZE
)
memory.shared_cache(_shadowed_cache)


def _shadowed(front: pygame.Surface, back: pygame.Surface, offset: int) -> pygame.Surface:
    surface = pygame.Surface(
        (front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA
    )
    back = back.copy()
    back.set_alpha(170)
    surface.blit(back, (offset, offset))
    surface.blit(front, (0, 0))
    return surface


def blit_text(
    canvas: pygame.Surface,
    string: str,
    size: int,
    colour: Colour = MOONLIGHT,
    kind: str = "body",
    shadow: bool = False,
    **anchor: tuple[int, int] | int,
) -> pygame.Rect:
    """Draw text placed by a Rect anchor (e.g. center=(x, y), topleft=(x, y), midright=...)."""
    surface = (
        shadowed_text(string, size, colour, kind) if shadow else text(string, size, colour, kind)
    )
    rect = surface.get_rect(**anchor)
    canvas.blit(surface, rect)
    return rect


def lerp(a: Colour, b: Colour, t: float) -> Colour:
    t = max(0.0, min(1.0, t))
    return (
        int(a[0] + (b[0] - a[0]) * t),
        int(a[1] + (b[1] - a[1]) * t),
        int(a[2] + (b[2] - a[2]) * t),
    )


# ---------------------------------------------------------------------- images
_images: dict[str, pygame.Surface | None] = {}
memory.use_theme(scale, _images)  # a game's images are let go with its art


_decoded: dict[str, pygame.Surface] = {}
"""Pictures decoded ahead on another thread (predecode), waiting for load_image."""


def predecode(names: Iterable[str]) -> None:
    """Decode the PNGs `names` (under assets/images) into memory, from any thread, so
    that load_image later only converts them: decoding is most of a picture's first
    cost (about 15 ms for a seat's ninja), and it must not fall in a frame. A picture
    missing or unreadable is left for load_image to report."""
    for name in names:
        if name in _images or name in _decoded:
            continue
        path = asset_path("images", name)
        try:
            _decoded[name] = pygame.image.load(str(path))
        except (pygame.error, OSError):
            continue


def load_image(name: str) -> pygame.Surface | None:
    """assets/images/<name>, converted, or None (logged once) when missing or unreadable."""
    if name in _images:
        return _images[name]
    path = asset_path("images", name)
    image: pygame.Surface | None = _decoded.pop(name, None)
    if image is not None or path.is_file():
        try:
            if image is None:
                image = pygame.image.load(str(path))
            if pygame.display.get_surface() is not None:
                image = image.convert_alpha()
        except (pygame.error, OSError) as exc:
            log.warning("image %s unusable: %s", path, exc)
    else:
        log.info("image %s not found: drawn fallback", path)
    _images[name] = image
    return image


# ---------------------------------------------------------------------- backdrop
BACKDROP_CACHE = 4
"""Backdrops kept per kind (a few window sizes: memory stays bounded)."""


@lru_cache(maxsize=BACKDROP_CACHE)
def _night_sky(width: int, height: int) -> pygame.Surface:
    """The drawn fallback background: gradient sky, stars, moon, misty mountains (its
    lengths in design units, drawn at the surface's own scale)."""
    k = scale_for((width, height))

    def s(length: float) -> int:
        return max(1, round(length * k))

    sky = pygame.Surface((width, height))
    for y in range(height):
        t = y / max(1, height - 1)
        pygame.draw.line(sky, lerp(NIGHT_TOP, NIGHT_BOTTOM, t**1.3), (0, y), (width, y))
    rng = random.Random(7)
    for _ in range(170):
        x, y = rng.randrange(width), int(rng.random() ** 1.6 * height * 0.75)
        shade = rng.randrange(110, 255)
        radius = s(1) if rng.random() < 0.85 else s(2)
        pygame.draw.circle(sky, (shade, shade, min(255, shade + 20)), (x, y), radius)
    # the moon with a halo
    moon = (int(width * 0.80), int(height * 0.22))
    glow = pygame.Surface((width, height), pygame.SRCALPHA)
    for radius, alpha in ((190, 10), (150, 14), (118, 20), (96, 28)):
        pygame.draw.circle(glow, (200, 210, 255, alpha), moon, s(radius))
    sky.blit(glow, (0, 0))
    pygame.draw.circle(sky, (246, 240, 214), moon, s(74))
    pygame.draw.circle(sky, (228, 220, 190), (moon[0] + s(22), moon[1] + s(14)), s(14))
    pygame.draw.circle(sky, (232, 225, 196), (moon[0] - s(24), moon[1] - s(20)), s(9))
    pygame.draw.circle(sky, (230, 222, 193), (moon[0] - s(8), moon[1] + s(32)), s(7))
    # three ranges of mountains, farthest first
    ranges = (
        (0.60, (36, 34, 90), 0.16, 3),
        (0.72, (24, 22, 64), 0.12, 5),
        (0.86, (12, 12, 36), 0.08, 9),
    )
    step = s(16)
    for base, colour, amplitude, seed in ranges:
        local = random.Random(seed)
        phases = [local.random() * math.tau for _ in range(3)]
        points = [(0, height)]
        for x in range(0, width + step, step):
            wave = (
                math.sin(x / width * 5.0 + phases[0]) * 0.55
                + math.sin(x / width * 11.0 + phases[1]) * 0.3
                + math.sin(x / width * 23.0 + phases[2]) * 0.15
            )
            points.append((x, int(height * (base - amplitude * max(-0.4, wave)))))
        points.append((width, height))
        pygame.draw.polygon(sky, colour, points)
        rows = s(60)
        mist = pygame.Surface((width, rows), pygame.SRCALPHA)
        for row in range(rows):
            alpha = max(0, 26 - round(row / k) // 2)
            pygame.draw.line(mist, (150, 150, 220, alpha), (0, row), (width, row))
        sky.blit(mist, (0, int(height * base) - s(10)))
    # a small pagoda on the nearest ridge
    px, py = int(width * 0.16), int(height * 0.80)
    dark = (8, 8, 24)
    for tier in range(3):
        w = s(90 - tier * 22)
        y = py - s(tier * 30)
        pygame.draw.rect(sky, dark, (px - w // 3, y - s(22), 2 * w // 3, s(24)))
        pygame.draw.polygon(
            sky,
            dark,
            [
                (px - w // 2 - s(10), y - s(18)),
                (px + w // 2 + s(10), y - s(18)),
                (px + w // 3, y - s(32)),
                (px - w // 3, y - s(32)),
            ],
        )
    pygame.draw.line(sky, dark, (px, py - s(110)), (px, py - s(80)), s(3))
    pygame.draw.rect(sky, dark, (px - s(40), py, s(80), s(60)))
    return sky.convert() if pygame.display.get_surface() is not None else sky


def cover(image: pygame.Surface, size: tuple[int, int], anchor: float = 0.5) -> pygame.Surface:
    """`image` scaled (smoothly, keeping its proportions) to cover `size`, the overflow
    cut evenly (or by `anchor`: 0 keeps the top/left, 1 the bottom/right). Not cached:
    see cached_cover."""
    width, height = size
    iw, ih = image.get_size()
    factor = max(width / max(1, iw), height / max(1, ih))
    scaled_size = (max(width, round(iw * factor)), max(height, round(ih * factor)))
    scaled = image if scaled_size == (iw, ih) else pygame.transform.smoothscale(image, scaled_size)
    if scaled_size == size:
        return scaled
    left = round((scaled_size[0] - width) * 0.5)
    top = round((scaled_size[1] - height) * anchor)
    return scaled.subsurface(pygame.Rect(left, top, width, height)).copy()


_sharp = False


def allow_sharp_backdrops() -> None:
    """The first frame is on screen (App.run): from now on a big window gets the @2x
    backdrops. Reading them (a 2560x1440 picture) is kept out of the start, which must
    show the title within half a second; the frames after it redraw them sharp."""
    global _sharp
    if not _sharp:
        _sharp = True
        cached_cover.cache_clear()


def sharp_backdrops() -> bool:
    """Whether big windows get the @2x backdrops yet (see allow_sharp_backdrops)."""
    return _sharp


def backdrop_source(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The picture to scale to `size`: assets/images/<name> (drawn for 1280x720), or its
    @2x file (2560x1440, `make assets`) when the surface is bigger than 1280x720 and the
    first frame is shown (allow_sharp_backdrops), so that a big window shows it sharp;
    the other when one is missing."""
    if _sharp and (size[0] > DESIGN_SIZE[0] or size[1] > DESIGN_SIZE[1]):
        stem, dot, extension = name.rpartition(".")
        big = load_image(f"{stem}@2x{dot}{extension}")
        if big is not None:
            return big
    return load_image(name)


@lru_cache(maxsize=BACKDROP_CACHE)
def cached_cover(name: str, width: int, height: int, anchor: float = 0.5) -> pygame.Surface | None:
    """assets/images/<name> (or its @2x file, see backdrop_source) covering a surface of
    width x height (see cover), or None when the picture is missing; a few sizes are
    kept."""
    image = backdrop_source(name, (width, height))
    if image is None:
        return None
    return cover(image, (width, height), anchor)


def _scaled_background(width: int, height: int) -> pygame.Surface | None:
    return cached_cover("background.png", width, height)


def draw_background(canvas: pygame.Surface) -> None:
    """assets/images/background.png scaled to the canvas, else the drawn night sky."""
    size = canvas.get_size()
    image = _scaled_background(*size)
    canvas.blit(image if image is not None else _night_sky(*size), (0, 0))


@lru_cache(maxsize=12)
def _veil(width: int, height: int, alpha: int) -> pygame.Surface:
    veil = pygame.Surface((width, height), pygame.SRCALPHA)
    veil.fill((*SHADOW, alpha))
    return veil


memory.shared_cache(_veil)  # emptied between games (see scenes.memory)


def draw_veil(canvas: pygame.Surface, alpha: int = VEIL_ALPHA) -> None:
    """Darken what is already drawn (the scene below an overlay)."""
    canvas.blit(_veil(*canvas.get_size(), alpha), (0, 0))


def clear_caches() -> None:
    """Forget cached fonts and surfaces (after pygame.quit() or a display change)."""
    _font.cache_clear()
    _text_cache.clear()
    _shadowed_cache.clear()
    _night_sky.cache_clear()
    cached_cover.cache_clear()
    _veil.cache_clear()
    _images.clear()
