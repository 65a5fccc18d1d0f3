"""The Ninja Night pictures (assets/images/night/, from tools/vector_art/draw_night.py),
each scaled once to the size the table draws it and kept.

Every function returns a surface, or None when its picture is missing or unreadable:
the caller then draws its own fallback, so the table never fails for want of a file.
A scaled surface is kept only while theme.load_image returns the same source image,
so clearing theme's images (a display change, a test) also forgets the scaled ones.
"""

from __future__ import annotations

import math
from collections import OrderedDict

import pygame

from ninjas.night import rules as night_rules

from .. import memory, shapes, theme

NINJA_NAMES = ("red", "blue", "green", "yellow")
"""The ninja picture of each seat, in the table's seat order (SEAT_COLOURS)."""
ROOF_NAMES = ("indigo", "slate", "rust", "moss")
WALLS = ("lit", "dark", "door")
EAVES = tuple(f"eave_{name}" for name in ROOF_NAMES)
"""The little tiled roof between two floors, in each roof colour."""
RIDGE = ("ridge", "ridge_end")
"""A roof's ridge: the row of cap tiles, and the end tile at each end."""
TREES = ("pine", "round")
TOKEN_FACES = (
    *("v1", "v2", "v3", "y4", "y5"),
    *("potion", "gears", "hook", "shuriken", "kunai"),
    *("pink", "yellow"),
)
"""Every token picture: each kind's face, and the two backs (a hidden token's colour)."""
ACTION_PICTURES = ("move", "attack", "collect", "steal", "heal", "skip")
"""The plan's six actions, each with its picture (act_<action>)."""
GEAR = ("grapnel", "fist", "kunai_end", "shuriken_end", "hand")
"""A string's ends: the grapnel (Move), the fist (the fighting string), the Kunai and
the Shuriken thrown on it, and the hand that holds it."""
PACK = ("backpack", "pocket", "injury")
"""A seat's backpack: the canvas roll behind the pockets, a pocket, an injury in one."""
SPRITES = (
    *("fx_shuriken", "fx_kunai", "fx_cog", "fx_slash", "fx_flash", "fx_swipe", "fx_impact"),
    *("fx_bubble", "fx_mist", "fx_heal", "fx_rope"),
)
"""The animations' own pictures: blades in flight and the sparks where they bite, the
turning cog, an injury's slash and its flash, a thief's swipe, a Potion's bubbles and
mist, the Heal's cross, the hook's rope."""
ROPE_PIECE = 4
"""A piece of rope (fx_rope) is this many times as long as it is thick."""
MOONS = ("moon", "moon_waned")
"""The rounds' moons on the table's track: one to play (or being played), one played."""
GROUND = "ground"
"""The village's ground, repeated over the board."""

MOON_RIM = (190, 200, 240, 150)
"""The moonlight edging a ninja where no colour is asked for (the rules' pictures)."""
RIM_ALPHA = 210
"""How strongly a ninja on the village is edged in its player's colour."""
TURN_STEP = 10.0
"""Turned pictures (a blade in flight, a spinning star) are kept at every TURN_STEP
degrees only, so a spin makes a few dozen surfaces, not one a frame."""

_scaled: OrderedDict[tuple[str, int, int, float, int], tuple[pygame.Surface, pygame.Surface]] = (
    OrderedDict()
)
memory.game_cache("night", _scaled)  # let go when no night screen is open
memory.game_cache("night", night_rules._throws)  # the legal throws listed at the table
KEPT = 600
"""Scaled pictures kept at most (the least recently drawn go first): sizes change with
the window and with a flying token's growth, so the cache is bounded."""


def _get(key: tuple[str, int, int, float, int], source: pygame.Surface) -> pygame.Surface | None:
    kept = _scaled.get(key)
    if kept is None or kept[0] is not source:
        return None
    _scaled.move_to_end(key)
    return kept[1]


def _keep(
    key: tuple[str, int, int, float, int], source: pygame.Surface, image: pygame.Surface
) -> None:
    _scaled[key] = (source, image)
    _scaled.move_to_end(key)
    while len(_scaled) > KEPT:
        _scaled.popitem(last=False)


def picture(name: str) -> pygame.Surface | None:
    """assets/images/night/<name>.png at its own size, or None."""
    return theme.load_image(f"night/{name}.png")


def scaled(
    name: str, size: tuple[int, int], angle: float = 0.0, alpha: int = 255
) -> pygame.Surface | None:
    """The picture smoothly scaled to `size` (then turned by `angle` degrees, and faded
    to `alpha`), kept."""
    source = picture(name)
    if source is None:
        return None
    width, height = max(1, size[0]), max(1, size[1])
    key = (name, width, height, round(angle, 1), alpha)
    kept = _get(key, source)
    if kept is not None:
        return kept
    image = pygame.transform.smoothscale(source, (width, height))
    if angle:
        image = pygame.transform.rotate(image, angle)
    if alpha < 255:
        image.set_alpha(alpha)
    _keep(key, source, image)
    return image


def token(face: str, diameter: int, squash: float = 1.0, alpha: int = 255) -> pygame.Surface | None:
    """A token's face (its kind) or back ("pink", "yellow") at this size; `squash`
    below 1 lays it flat on a roof seen obliquely; `alpha` below 255 shows it faintly
    (through a ninja standing in front of it)."""
    return scaled(f"token_{face}", (diameter, max(1, round(diameter * squash))), alpha=alpha)


def turned(name: str, size: tuple[int, int], angle: float) -> pygame.Surface | None:
    """The picture at `size`, turned by `angle` degrees (to the nearest TURN_STEP)."""
    step = round(angle / TURN_STEP) * TURN_STEP % 360
    return scaled(name, size, step)


ROPES_KEPT = 16
"""Ropes laid out at most (their pieces and places, by the line and its thickness): a
rope lying still (a settled throw, the string in the hands) is laid once, then only
blitted; a flying one is laid once per frame of its flight."""
_ropes: OrderedDict[
    tuple[tuple[tuple[int, int], ...], int],
    tuple[pygame.Surface, list[tuple[pygame.Surface, tuple[int, int]]]],
] = OrderedDict()
memory.game_cache("night", _ropes)


def rope(canvas: pygame.Surface, points: list[tuple[int, int]], width: int) -> bool:
    """A rope along the line through `points`, `width` pixels thick, laid piece by piece
    from its picture (fx_rope, each piece turned along its stretch of the line, the last
    one ending at the line's end); False (nothing drawn) when the picture is missing.
    The same line at the same thickness is laid out once (ROPES_KEPT kept)."""
    source = picture("fx_rope")
    if source is None:
        return False
    width = max(2, width)
    key = (tuple(points), width)
    kept = _ropes.get(key)
    if kept is None or kept[0] is not source:
        kept = (source, _lay_rope(key[0], width))
        _ropes[key] = kept
        while len(_ropes) > ROPES_KEPT:
            _ropes.popitem(last=False)
    _ropes.move_to_end(key)
    canvas.blits(kept[1], doreturn=False)
    return True


ROPE_TURN = 1.0
"""A rope's pieces are turned to the nearest ROPE_TURN degrees (smoothly): at
TURN_STEP's ten, a straight rope showed as a staircase, each piece up to 5 degrees off
its line."""
PIECES_KEPT = 720
"""Turned rope pieces kept at most (a length, a thickness and an angle each)."""
_pieces: OrderedDict[tuple[int, int, int], tuple[pygame.Surface, pygame.Surface]] = OrderedDict()
memory.game_cache("night", _pieces)


def _rope_piece(length: int, width: int, angle: float) -> pygame.Surface:
    """A piece of rope `length` by `width` pixels, smoothly turned by `angle` degrees
    (to the nearest ROPE_TURN), kept."""
    flat = scaled("fx_rope", (length, width))
    assert flat is not None
    turn = round(angle / ROPE_TURN) % round(360 / ROPE_TURN)
    key = (length, width, turn)
    kept = _pieces.get(key)
    if kept is not None and kept[0] is flat:
        _pieces.move_to_end(key)
        return kept[1]
    image = pygame.transform.rotozoom(flat, turn * ROPE_TURN, 1.0) if turn else flat
    _pieces[key] = (flat, image)
    while len(_pieces) > PIECES_KEPT:
        _pieces.popitem(last=False)
    return image


def _lay_rope(
    points: tuple[tuple[int, int], ...], width: int
) -> list[tuple[pygame.Surface, tuple[int, int]]]:
    """The rope's pieces (fx_rope turned along the line) and where each is blitted."""
    ends = [0.0]
    for a, b in zip(points, points[1:], strict=False):
        ends.append(ends[-1] + math.hypot(b[0] - a[0], b[1] - a[1]))
    total = ends[-1]
    if total < 1:
        return []
    k = 1  # the stretch of the line the last point asked for lies on (asked in order)

    def at(s: float) -> tuple[float, float]:
        nonlocal k
        while k > 1 and ends[k - 1] > s:
            k -= 1
        while k < len(ends) - 1 and ends[k] < s:
            k += 1
        span = ends[k] - ends[k - 1] or 1.0
        t = min(max((s - ends[k - 1]) / span, 0.0), 1.0)
        a, b = points[k - 1], points[k]
        return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t

    piece = width * ROPE_PIECE
    step = piece * 0.9  # each piece a little over the next: no gap where the line bends
    starts = [0.0]
    while starts[-1] + piece < total:
        starts.append(min(starts[-1] + step, total - piece))
    laid: list[tuple[pygame.Surface, tuple[int, int]]] = []
    for start in starts:
        near, far = at(start), at(min(start + piece, total))
        angle = math.degrees(math.atan2(near[1] - far[1], far[0] - near[0]))
        length = round(min(piece, total))
        image = _rope_piece(length, width, angle)
        centre = (round((near[0] + far[0]) / 2), round((near[1] + far[1]) / 2))
        laid.append((image, image.get_rect(center=centre).topleft))
    return laid


def ninja(
    seat: int, height: int, rim: bool | tuple[int, int, int] = False
) -> pygame.Surface | None:
    """The ninja of `seat`, feet at the bottom centre, `height` pixels tall; with `rim`,
    edged (in moonlight, or in the colour given: its player's on the village) so its
    silhouette stands out on a dark roof and says whose it is (made once, kept)."""
    name = f"ninja_{NINJA_NAMES[seat % len(NINJA_NAMES)]}"
    image = scaled(name, (height * 2 // 3, height))
    if image is None or not rim:
        return image
    source = picture(name)
    assert source is not None
    colour = MOON_RIM if rim is True else (*rim, RIM_ALPHA)
    key = (f"{name}+rim{colour}", *image.get_size(), 0.0, 255)
    kept = _get(key, source)
    if kept is not None:
        return kept
    edge = pygame.mask.from_surface(image, 100).to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
    edged = pygame.Surface(image.get_size(), pygame.SRCALPHA)
    step = max(1, round(height / 64))  # a pixel wide up to a ninja 95 px tall
    for dx in (-step, 0, step):
        for dy in (-step, 0, step):
            if dx or dy:
                edged.blit(edge, (dx, dy))
    edged.blit(image, (0, 0))
    _keep(key, source, edged)
    return edged


def tiled(name: str, tile: tuple[int, int], size: tuple[int, int]) -> pygame.Surface | None:
    """A texture repeated over `size`, each repeat `tile` pixels (a roof, a wall band)."""
    image = scaled(name, tile)
    if image is None:
        return None
    surface = pygame.Surface((max(1, size[0]), max(1, size[1])), pygame.SRCALPHA)
    for y in range(0, size[1], tile[1]):
        for x in range(0, size[0], tile[0]):
            surface.blit(image, (x, y))
    return surface


def emblem(
    surface: pygame.Surface,
    seat: int,
    centre: tuple[int, int],
    r: int,
    colour: tuple[int, int, int],
) -> None:
    """The seat's own shape (scenes.shapes.seat_mark), drawn where a picture is missing."""
    shapes.seat_mark(surface, seat, centre, r, colour)


def clear() -> None:
    _scaled.clear()
    _ropes.clear()
    _pieces.clear()
