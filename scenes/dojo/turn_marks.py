"""The other clan's battles and throws of the turn just played, marked on the board with
its walks until the person's first step (newcomer F, s15: 'its shuriken throws leave no
mark on the board; only the text says "Blue clan throws from the plains (north)"').

A throw: a dashed red line from the hex it was thrown from to the hex it hit, and a
shuriken on a dark plate edged in red at that hex's upper left; a battle fought where
the clans met: that hex ringed in red and crossed swords on the same plate. The plate
is a rounded square, off the count badges (lower right) and the summoning's '+2' (top).
The recap names them in words (their_turn.py; fights_said where its room is short).
All public: where it fought and threw, as the log says it."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from . import art
from .routes import event_hex

if TYPE_CHECKING:
    from ninjas.core.events import Event
    from ninjas.dojo.hexgrid import Hex

px = theme.px


@dataclass(frozen=True)
class Fight:
    """A battle of the turn: where (`hex`), and where its shuriken came from (`source`,
    None for a battle fought where the clans met)."""

    hex: Hex
    source: Hex | None = None


def fight_of(event: Event) -> Fight:
    """The battle an event 'battle' opens."""
    d = event.data
    source = d.get("source")
    return Fight(event_hex(d["hex"]), event_hex(source) if source is not None else None)


def fights_said(tr: Any, fights: Sequence[Fight]) -> list[str]:
    """The battles and throws counted, each kind in a short line that says where the
    board marks them ('2 throws: a shuriken marks each target.'), where the room is
    short for their words."""
    throws = sum(f.source is not None for f in fights)
    battles = len(fights) - throws
    out = []
    if throws:
        out.append(str(tr.plural("dojo.their_turn.throws", throws)))
    if battles:
        out.append(str(tr.plural("dojo.their_turn.battles", battles)))
    return out


def fights_one(tr: Any, fights: Sequence[Fight]) -> str:
    """The throws and the battles counted in one line ('3 throws, 1 battle: see the
    shurikens and the crossed swords.'), '' unless both were."""
    throws = sum(f.source is not None for f in fights)
    battles = len(fights) - throws
    if not throws or not battles:
        return ""
    return str(
        tr(
            "dojo.their_turn.fights_one",
            throws=tr.plural("dojo.their_turn.throws_count", throws),
            battles=tr.plural("dojo.their_turn.battles_count", battles),
        )
    )


def draw_lines(canvas: pygame.Surface, view: Any, fights: Sequence[Fight]) -> None:
    """Each throw's dashed red line, source to target, under the ninjas; each battle's
    hex ringed in red."""
    width = max(2, view.radius // 12)
    for fight in fights:
        if fight.source is None:
            view.mark(canvas, [fight.hex], theme.VERMILION, 4)
            continue
        a, b = view.centre(fight.source), view.centre(fight.hex)
        dashes(canvas, (a[0] + 2, a[1] + 2), (b[0] + 2, b[1] + 2), theme.SHADOW, width + 2)
        dashes(canvas, a, b, theme.VERMILION, width)


def dashes(
    canvas: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    colour: theme.Colour,
    width: int,
) -> None:
    """A dashed line from `start` to `end`."""
    length = math.dist(start, end)
    dash, gap = px(10), px(7)
    if length <= 0:
        return
    ux, uy = (end[0] - start[0]) / length, (end[1] - start[1]) / length
    at = 0.0
    while at < length:
        to = min(length, at + dash)
        a = (round(start[0] + ux * at), round(start[1] + uy * at))
        b = (round(start[0] + ux * to), round(start[1] + uy * to))
        pygame.draw.line(canvas, colour, a, b, width)
        at = to + gap


def mark_spot(view: Any, fight: Fight) -> tuple[int, int]:
    """Where a fight's plate stands: its hex's upper left, off the count's badge and the
    summoning's '+2'."""
    x, y = view.centre(fight.hex)
    r = view.radius
    return round(x - 0.5 * r), round(y - 0.42 * r)


def plate_size(view: Any) -> int:
    return max(px(26), round(view.radius * 0.6))


def draw_marks(canvas: pygame.Surface, view: Any, fights: Sequence[Fight]) -> list[pygame.Rect]:
    """Each fight's plate over the ninjas: a shuriken for a throw, crossed swords for a
    battle. Returns the plates (the tests)."""
    side = plate_size(view)
    plates = []
    for fight in dict.fromkeys(fights):
        plate = pygame.Rect(0, 0, side, side)
        plate.center = mark_spot(view, fight)
        corner = px(5)
        pygame.draw.rect(canvas, theme.SHADOW, plate.move(2, 2), border_radius=corner)
        pygame.draw.rect(canvas, theme.MIDNIGHT, plate, border_radius=corner)
        pygame.draw.rect(canvas, theme.VERMILION, plate, max(2, px(2)), border_radius=corner)
        if fight.source is not None:
            star = art.icon("shuriken", side - px(6))
            canvas.blit(star, star.get_rect(center=plate.center))
        else:
            swords(canvas, plate.inflate(-px(8), -px(8)))
        plates.append(plate)
    return plates


def swords(canvas: pygame.Surface, box: pygame.Rect) -> None:
    """Two crossed swords in `box`, corner to corner: a light blade, a gold guard across
    it, a gold grip below the guard."""
    blade, grip = max(2, px(3)), max(3, px(4))
    guard = box.width / 3
    for (hx, hy), (tx, ty) in ((box.bottomleft, box.topright), (box.bottomright, box.topleft)):
        length = math.dist((hx, hy), (tx, ty)) or 1.0
        ux, uy = (tx - hx) / length, (ty - hy) / length
        gx, gy = hx + ux * length * 0.3, hy + uy * length * 0.3
        pygame.draw.line(canvas, theme.MOONLIGHT, (round(gx), round(gy)), (tx, ty), blade)
        pygame.draw.line(canvas, theme.GOLD, (hx, hy), (round(gx), round(gy)), grip)
        a = (round(gx - uy * guard / 2), round(gy + ux * guard / 2))
        b = (round(gx + uy * guard / 2), round(gy - ux * guard / 2))
        pygame.draw.line(canvas, theme.GOLD, a, b, grip)
