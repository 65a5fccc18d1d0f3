"""The computer's last turn, left on the board until the human acts: a dotted trail from
each tile a stack left to where it landed, that landing ringed, and crossed swords where
it fought. Colour is not the only cue: the trail has an arrowhead and the ring a dash.
Each die's move keeps a lane of its own along the road and carries that die, face up,
just past the tile it left: three moves over the same tiles read apart, each with the
die that made it (newcomer N, s12: 'all trails share ONE dotted line... I couldn't tell
which trail went from where to where').
The swords sit on the left end of the tile's number stone, never over its number: the
log names tiles by number, and the human reads this board through their whole turn."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from .. import memory, theme
from . import card_art as art
from . import layout as L
from .board_view import STONE_W, dashed_rect

TRAIL_COLOURS = {0: theme.SIDE_COLOURS["monkey"], 1: theme.SIDE_COLOURS["wolf"]}
DOT_SPACING = 14


def road_offset() -> int:
    """The first lane runs along the road, on the mover's own side of it."""
    return L.ROAD_H // 2 + L.px(FIRST_LANE)


FIRST_LANE = 9
"""Design px between the road's edge and the red die's lane."""
LANE = 20
"""Design px between the lanes of the three dice's trails: 8 read as one row at
1920x1080 (newcomer W, s13, 016_3: blue 7 to 5, red 6 to 5 and green 5 to 3 on one
line); 16 still read as one row where two trails met end to start (newcomer C, s14,
210: red 9 to 7 and green 8 to 7, their arrowheads and numbers touching). At 20 the
blue lane runs along the foot of a stack of three (at 22 over its last value)."""
CHIP = 24
"""The die carried by a trail, design px across."""
CHIP_STAGGER = 27
"""Design px between the chips of two dice that left the same tile: side by side."""

Move = tuple[int, int, int, int, int]
"""(side, from, to, die 0..2, its value) of a move of the computer's turn."""


def trail_y(side: int, die: int = 1) -> int:
    """The lane of `die`'s trail: the red die's nearest the road, the others outward,
    each its own row (LANE apart)."""
    outward = 1 if side == 0 else -1
    return L.ROAD_Y + outward * (road_offset() + die * L.px(LANE))


def landing_rect(side: int, pos: int) -> pygame.Rect:
    """The half column where the side's stack stands on `pos`."""
    px = L.px
    column = L.COLUMNS[pos].inflate(-px(8), 0)
    if side == 0:
        return pygame.Rect(
            column.left,
            L.ROAD_Y + L.ROAD_H // 2 + px(2),
            column.width,
            L.BOARD_BOTTOM - L.ROAD_Y - L.ROAD_H // 2 - px(6),
        )
    return pygame.Rect(
        column.left,
        L.BOARD_TOP + px(4),
        column.width,
        L.ROAD_Y - L.ROAD_H // 2 - L.BOARD_TOP - px(6),
    )


@lru_cache(maxsize=16)
def _dot(colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    """A trail's dot in its die's colour, edged dark (the lanes read apart by colour as
    well as by row)."""
    surface = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    pygame.draw.circle(surface, (*theme.MIDNIGHT, 220), (radius + 1, radius + 1), radius + 1)
    pygame.draw.circle(surface, (*colour, 255), (radius + 1, radius + 1), radius - 1)
    return surface


def _swords() -> pygame.Surface:
    return _swords_at(L.SCALE)


SWORDS = 32
"""The swords' ring across, in design px (the number stone is 50 wide, 26 high)."""


@lru_cache(maxsize=2)
def _swords_at(scale: float) -> pygame.Surface:
    px = L.px
    side = px(SWORDS)
    ring = pygame.Surface((side, side), pygame.SRCALPHA)
    mid = side // 2
    pygame.draw.circle(ring, (*theme.MIDNIGHT, 235), (mid, mid), mid - 1)
    pygame.draw.circle(ring, (*theme.VERMILION, 255), (mid, mid), mid - 1, max(2, px(2)))
    icon = art.symbol_icon(2, px(SWORDS * 0.65), theme.VERMILION)
    ring.blit(icon, icon.get_rect(center=(mid, mid + px(1))))
    return ring


def swords_centre(pos: int) -> tuple[int, int]:
    """Where the swords of a combat on `pos` sit: on the left end of its number stone,
    clear of the number at its middle; at a village, on the road at the village's outer
    edge, clear of its name, which fills the road's middle (newcomer Y, s21, 1280x720,
    222-wolf2: a raid's swords read 'M⚔ey village')."""
    column = L.COLUMNS[pos]
    if pos == 0:
        return column.left, L.ROAD_Y
    if pos == len(L.COLUMNS) - 1:
        return column.right, L.ROAD_Y
    return column.centerx - L.px(STONE_W) // 2, L.ROAD_Y


Travel = tuple[int, int, int, int, int, float]
"""(side, from, to, die, value, how far 0..1) of the move playing: its dots drawn up to
the stack."""


def shown(
    moves: list[Move], combats: set[int], animator: Any
) -> tuple[list[Move], set[int], Travel | None]:
    """What of the computer's turn the board shows while it still plays: the moves
    already made whole, the one playing drawn behind its stack as it travels, and the
    combats begun (newcomer F, s10: the turn was 'too quick to follow; the trail after
    it tells the story', and that trail showed only once the turn was over). The moves
    and combats still queued in `animator` (Animator) are the last of the lists."""
    if not animator.busy or not moves and not combats:
        return moves, combats, None
    side = moves[0][0] if moves else None
    current = animator.current
    queued = [step.event for step in animator.queue]
    to_come = sum(
        1
        for event in queued
        if event.kind == "moved" and side is not None and _SIDES.get(event.data["side"]) == side
    )
    later = {int(event.data["pos"]) for event in queued if event.kind == "combat_started"}
    playing = (
        current is not None
        and current.event.kind == "moved"
        and _SIDES.get(current.event.data["side"]) == side
    )
    done = len(moves) - to_come - int(playing)
    travel: Travel | None = None
    if playing and 0 <= done < len(moves):
        t = current.elapsed / current.duration if current.duration > 0 else 1.0
        travel = (*moves[done], t * t * (3 - 2 * t))  # as the stack (animations.ease_in_out)
    return moves[: max(0, done)], combats - later, travel


_SIDES = {"monkey": 0, "wolf": 1}


def draw(
    canvas: pygame.Surface,
    moves: list[Move],
    combats: set[int],
    travel: Travel | None,
    time: float,
    keep_clear: Sequence[pygame.Rect] = (),
    tr: Callable[..., str] | None = None,
    cards: Sequence[pygame.Rect] = (),
) -> None:
    """The trail drawn; nothing of it over `keep_clear` (the fights' tallies: newcomer
    W, s13, 039z: a die and an arrowhead hid the enemy card's value in a tally). With
    `tr` the order badges say '1st', '2nd' (order_label), off the `cards` where there is
    room (order_badges)."""
    clear = [rect.inflate(L.px(4), L.px(4)) for rect in keep_clear]
    if travel is not None:
        side, src, dst, die, value, far = travel
        _dots(canvas, side, src, dst, die, far, clear)
        _chip(canvas, side, src, dst, die, value, clear, flown=far)
    for index, (side, src, dst, die, _value) in enumerate(moves):
        _dots(canvas, side, src, dst, die, 1.0, clear)
        _arrowhead(canvas, side, src, dst, die, clear)
        left_again = any(later[1] == dst for later in moves[index + 1 :])
        if not left_again:  # ring where stacks came to rest, not the tiles they passed
            phase = int(time * 12 * L.SCALE)
            _landing(canvas, landing_rect(side, dst), TRAIL_COLOURS[side], phase, clear)
    for side, src, dst, die, value in moves:  # the dice over every trail, at its start
        _chip(canvas, side, src, dst, die, value, clear)
    label = order_label(tr)
    for number, die, centre in order_badges(moves, travel, clear, label, cards):
        _badge(canvas, label(number), die, centre)
    for pos in combats:
        badge = _swords()
        canvas.blit(badge, badge.get_rect(center=swords_centre(pos)))


BADGE = 26
"""The order badge's disc across, in design px, a little more than a die's chip: its
digit at BADGE_FONT."""
BADGE_FONT = theme.FONT_BODY - 2
"""The badge's digit: 12 px capitals at 1280x720 (tools/cap_heights asks 11 at least)."""


def order_label(tr: Callable[..., str] | None) -> Callable[[int], str]:
    """A move's order as the badge says it: '1st', '2nd', '3rd' ('1er', '2e'), never a
    bare '1' read as the die's value (newcomer G, s16, 020_4: 'the green trail says 1
    but the green die was 3'; the die's face rides the trail's start). Without `tr`,
    the number."""
    if tr is None:
        return str
    return lambda number: str(tr(f"taisen.trail.order.{min(number, 4)}", n=number))


def badge_width(label: str) -> int:
    """The badge's pill across: its words and a margin, at least a disc."""
    return max(L.px(BADGE), _label(label).get_width() + L.px(12))


def order_badges(
    moves: list[Move],
    travel: Travel | None = None,
    clear: Sequence[pygame.Rect] = (),
    label: Callable[[int], str] = str,
    cards: Sequence[pygame.Rect] = (),
) -> list[tuple[int, int, tuple[int, int]]]:
    """(number, die, centre) of each move's order badge, 1 for the first move played:
    on its lane, halfway along its trail (newcomer Y, s13, 019: blue 9 to 6 then green
    6 to 3 from where the blue ended, 'hard to read which die moved what first'); slid
    along the lane off the dice, the tallies (`clear`) and the badges before it (none
    if there is no room: a number never hides a tally). The move playing (`travel`) carries its number at the middle of what is drawn of it.
    Off the faces of the `cards` too where the lane has room (newcomer B, s23, 1920x1200,
    12-cpu-6: '1st' lay on the Wolf village's bottom card, '3rd' on tile 9's), else
    over them as before."""
    size = (0, L.px(BADGE))
    taken = [_chip_rect(side, src, dst, die, clear) for side, src, dst, die, _v in moves]
    taken += list(clear)
    found: list[tuple[int, int, tuple[int, int]]] = []
    for number, (side, src, dst, die, _value) in enumerate(moves, start=1):
        size = (badge_width(label(number)), size[1])
        rect = _badge_rect(side, src, dst, die, 1.0, size, [*taken, *cards])
        rect = rect or _badge_rect(side, src, dst, die, 1.0, size, taken)
        if rect is not None:
            taken.append(rect)
            found.append((number, die, rect.center))
    if travel is not None:
        side, src, dst, die, _value, far = travel
        size = (badge_width(label(len(moves) + 1)), size[1])
        rect = _badge_rect(side, src, dst, die, far, size, [*clear, *cards])
        rect = rect or _badge_rect(side, src, dst, die, far, size, clear)
        if rect is not None:
            found.append((len(moves) + 1, die, rect.center))
    return found


def _badge_rect(
    side: int,
    src: int,
    dst: int,
    die: int,
    far: float,
    size: tuple[int, int],
    taken: Sequence[pygame.Rect],
) -> pygame.Rect | None:
    """The badge's place on its lane: halfway along what is drawn of its trail (`far`
    of it), else the nearest spot off `taken` along the trail, or a tile's width beyond
    either end of it; None if there is none (a number never hides a tally)."""
    y = trail_y(side, die)
    x0, x1 = chip_centre(side, src, dst, die)[0], L.COLUMNS[dst].centerx
    mid = x0 + (x1 - x0) * far / 2
    rect = pygame.Rect(0, 0, *size)
    rect.center = (int(mid), y)
    if rect.collidelist(list(taken)) < 0:
        return rect
    reach = L.COLUMNS[dst].width
    low = max(size[0] // 2, min(x0, x1) - reach)
    high = min(L.CANVAS_W - size[0] // 2, max(x0, x1) + reach)
    step = L.px(4)
    for k in range(1, int((high - low) // step) + 2):
        for x in (mid + k * step, mid - k * step):
            if low <= x <= high:
                spot = rect.copy()
                spot.center = (int(x), y)
                if spot.collidelist(list(taken)) < 0:
                    return spot
    return None


def _badge(canvas: pygame.Surface, label: str, die: int, centre: tuple[int, int]) -> None:
    """A move's order: its words on a dark pill ringed in its die's colour."""
    surface = _badge_surface(label, tuple(art.DIE_FACE[die]), badge_width(label), L.px(BADGE))
    canvas.blit(surface, surface.get_rect(center=centre))


def _label(label: str) -> pygame.Surface:
    return theme.text(label, BADGE_FONT, theme.MOONLIGHT)


@lru_cache(maxsize=24)
def _badge_surface(label: str, colour: tuple[int, ...], width: int, size: int) -> pygame.Surface:
    surface = pygame.Surface((width, size), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*theme.MIDNIGHT, 245), rect, border_radius=size // 2)
    ring = max(2, size // 10)
    pygame.draw.rect(surface, (*colour[:3], 255), rect, ring, border_radius=size // 2)
    words = _label(label)
    surface.blit(words, words.get_rect(center=rect.center))
    return surface


def chip_centre(side: int, src: int, dst: int, die: int) -> tuple[int, int]:
    """Where the die of a move rides its lane: at its start, on the tile it left, each
    die a chip's width further along than the one before, so two dice that left the
    same tile sit side by side."""
    x0 = L.COLUMNS[src].centerx
    return x0 + (die - 1) * L.px(CHIP_STAGGER), trail_y(side, die)


def _chip_rect(
    side: int, src: int, dst: int, die: int, clear: Sequence[pygame.Rect]
) -> pygame.Rect:
    """The chip's place: at its start, else slid along its lane (towards where it went
    first) to the nearest place off `clear`; at its start if there is none."""
    size = L.px(CHIP)
    start = pygame.Rect(0, 0, size, size)
    start.center = chip_centre(side, src, dst, die)
    if start.collidelist(clear) < 0:
        return start
    towards = 1 if L.COLUMNS[dst].centerx >= L.COLUMNS[src].centerx else -1
    step = L.px(6)
    for k in range(1, 40):
        for shift in (towards * k * step, -towards * k * step):
            spot = start.move(shift, 0)
            if spot.left >= 0 and spot.right <= L.CANVAS_W and spot.collidelist(clear) < 0:
                return spot
    return start


def _chip(
    canvas: pygame.Surface,
    side: int,
    src: int,
    dst: int,
    die: int,
    value: int,
    clear: Sequence[pygame.Rect] = (),
    flown: float = 1.0,
) -> None:
    """The die that made a move, face up at its trail's start; while the move begins
    (`flown`, how far it has gone, under FLIGHT), flying there from its place in the
    dice box."""
    chip = art.die_surface_at(die, value, L.px(CHIP))
    canvas.blit(chip, chip.get_rect(center=chip_place(side, src, dst, die, clear, flown)))


def chip_place(
    side: int,
    src: int,
    dst: int,
    die: int,
    clear: Sequence[pygame.Rect] = (),
    flown: float = 1.0,
) -> tuple[int, int]:
    """Where a move's chip is drawn: at its trail's start (`_chip_rect`), or on its way
    there from the die in the dice box while `flown` (how far the move has gone) is
    under FLIGHT."""
    end = _chip_rect(side, src, dst, die, clear).center
    if flown >= FLIGHT:
        return end
    (x0, y0), t = L.die_rect(die).center, 1 - (1 - max(0.0, flown) / FLIGHT) ** 3
    return round(x0 + (end[0] - x0) * t), round(y0 + (end[1] - y0) * t)


FLIGHT = 0.4
"""The part of a move (eased, trail.shown's `far`) its die's chip takes to fly from the
dice box to the trail's start: the die and the stack it moves read as one (newcomer C,
s14, to be a 9: 'its number flown to the moving stack')."""


def _arrowhead(
    canvas: pygame.Surface, side: int, src: int, dst: int, die: int, clear: Sequence[pygame.Rect]
) -> None:
    """The trail's end, pointing where it went: drawn back along its lane as far as it
    must to keep off `clear`, never out of the tile it reached by more than a few px
    (then none: the landing's dashed ring says where it ended)."""
    y = trail_y(side, die)
    x0, x1 = L.COLUMNS[src].centerx, L.COLUMNS[dst].centerx
    direction = 1 if x1 >= x0 else -1
    back, half = L.px(12) * direction, L.px(8)
    column = L.COLUMNS[dst]
    edge = column.left if direction > 0 else column.right  # where the trail comes in
    tip = x1
    while True:
        head = [(tip, y), (tip - back, y - half), (tip - back, y + half)]
        box = pygame.Rect(min(tip, tip - back), y - half, abs(back) + 1, 2 * half + 1)
        if box.collidelist(clear) < 0:
            break
        tip -= direction * L.px(4)
        if (edge - tip) * direction > L.px(8):
            return
    pygame.draw.polygon(canvas, theme.MIDNIGHT, [(px + direction, py) for px, py in head])
    pygame.draw.polygon(canvas, art.DIE_FACE[die], head)


def _landing(
    canvas: pygame.Surface,
    rect: pygame.Rect,
    colour: tuple[int, int, int],
    phase: int,
    clear: Sequence[pygame.Rect],
) -> None:
    """The dashed ring round where a stack landed, none of it over `clear`."""
    hidden = [r for r in clear if r.colliderect(rect.inflate(L.px(4), L.px(4)))]
    if not hidden:
        dashed_rect(canvas, rect, colour, phase)
        return
    margin = L.px(4)
    frame = rect.inflate(2 * margin, 2 * margin)
    layer = pygame.Surface(frame.size, pygame.SRCALPHA)
    dashed_rect(layer, rect.move(-frame.left, -frame.top), colour, phase)
    for r in hidden:
        layer.fill((0, 0, 0, 0), r.move(-frame.left, -frame.top))
    canvas.blit(layer, frame)


def _dots(
    canvas: pygame.Surface,
    side: int,
    src: int,
    dst: int,
    die: int,
    far: float,
    clear: Sequence[pygame.Rect] = (),
) -> None:
    """The dotted road from `src` towards `dst`, `far` (0..1) of the way, in `die`'s
    lane and colour; no dot over `clear`."""
    y = trail_y(side, die)
    x0, x1 = chip_centre(side, src, dst, die)[0], L.COLUMNS[dst].centerx
    steps = max(1, int(abs(x1 - x0) // L.px(DOT_SPACING)))
    colour = art.DIE_FACE[die]
    for i in range(steps):
        if i > far * steps:
            break
        x = x0 + (x1 - x0) * i / steps
        dot = _dot(colour, L.px(3) if i else L.px(5))
        rect = dot.get_rect(center=(int(x), y))
        if rect.collidelist(clear) < 0:
            canvas.blit(dot, rect)


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
