"""Where the replay's caption of the computer's move goes: over no piece of the board
(issue 33, nc-67 and nc-68: at the foot of the table, or over its head when a mark lay
low, it covered Night's roof 5 and Dojo's top row of hexes). The board's pieces (Night's
buildings with what stands on their roofs, Dojo's hexes, Taisen's and Shinobi's cards
with what a player reads beside them) and the marks are obstacles;
the caption tries the table's width, low then high, then a narrower box over the side
panel (text, no piece), then any free room wide enough (free_room), and as a last
resort its old place at the foot."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .. import theme

NINJA_TALL = 3.0
"""How many tokens tall a ninja stands over its roof (Night): its room is kept free."""
SIDE_SHARE = 0.42
"""The narrower box's share of the table's width (the side panel's), when the room right
of the board's pieces is less than SIDE_LEAST of it."""
SIDE_LEAST = 0.25
DOJO_HEAD = 128
"""Design px of Dojo's action panel its prompt, die and moves left take (prompt_panel:
the moves' row at 78, 44 tall)."""


def pieces(table: Any, game: str) -> list[pygame.Rect]:
    """The rects of the board's pieces in the table's coordinates (none for a game
    whose pieces are not known here: its caption keeps to the marks)."""
    if game == "shinobi":
        return shinobi_pieces(table)
    view = getattr(table, "view", None)
    if view is None:
        return []
    if game == "night":
        out = []
        for building in range(len(view.village.buildings)):
            points = list(view.roof_outline(building))
            b = view.village.buildings[building]
            points.append(view.project(b.x + b.w, b.y + b.h, 0.0))
            points.append(view.project(b.x, b.y + b.h, 0.0))
            rect = bounds(points)
            tall = round(view.token_size() * NINJA_TALL)
            out.append(pygame.Rect(rect.left, rect.top - tall, rect.width, rect.height + tall))
        layout = table.layout()  # the prompt and the backpacks (the log gives its top)
        return [*out, pygame.Rect(layout.prompt), pygame.Rect(layout.packs)]
    if game == "dojo":
        radius = int(view.radius)
        out = []
        for h in [*view.terrain, *view.sites]:
            x, y = view.centre(h)
            out.append(pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius))
        layout = getattr(table, "layout", None)
        if layout is not None:  # the board's frame whole: the caption keeps to the side
            out.append(pygame.Rect(layout.map))  # column (nc-71, f01.png: it straddled both)
            out += dojo_column(table, layout)
        return out
    if game == "taisen":
        return taisen_pieces(view)
    return []


def dojo_column(table: Any, layout: Any) -> list[pygame.Rect]:
    """Dojo's clans' panels, the prompt with the die and the moves left under it, and
    the summoning's cards at the action panel's foot (issue 33: at 1280x720 in French
    the caption lay over 'Moves: 6' and its die); the log gives its top (log_panels)."""
    px = theme.px
    action = layout.action
    out = [
        pygame.Rect(layout.status),
        pygame.Rect(action.left, action.top, action.width, px(DOJO_HEAD)),
    ]
    summoning = table.summoning
    if table.stage.summon_show is not None or (
        table.state.phase == "assign" and table.state.summon_cards
    ):
        height = px(summoning.area_h())
        out.append(pygame.Rect(action.left, action.bottom - height, action.width, height))
    from ..dojo.replay_step import step_rect

    step = step_rect(table)  # the replay's words of the step shown
    return out if step is None else [*out, step]


def log_panels(table: Any, game: str) -> list[Any]:
    """The logs that give their top to the caption, their lines drawn under it (Night's,
    Dojo's and Shinobi's: the column holds no other room for it; Taisen's where the
    caption needs its panel too, taisen_rows)."""
    name = {"night": "log_panel", "dojo": "log_panel", "shinobi": "log", "taisen": "log"}
    name = name.get(game)
    panel = getattr(table, name, None) if name is not None else None
    return [] if panel is None or not hasattr(panel, "kept_top") else [panel]


def over_log(
    area: pygame.Rect,
    rooms: list[pygame.Rect],
    obstacles: list[pygame.Rect],
    height_for: Callable[[int], int],
    margin: int,
) -> pygame.Rect | None:
    """The caption in the side panel, as wide as the log's room: at its top (the log's
    lines then go under it), on down past the log where nothing lies there (Shinobi's
    column under its log, beside the hand), else as little higher as keeps it whole;
    None where it would cover a piece."""
    for room in rooms:
        height = height_for(room.width)
        for top in (room.top, min(room.bottom, area.bottom - margin) - height):
            box = pygame.Rect(room.left, top, room.width, height)
            if area.top <= top and box.bottom <= area.bottom - margin:
                if box.collidelist(obstacles) < 0:
                    return box
    return None


def taisen_pieces(view: Any) -> list[pygame.Rect]:
    """Taisen's cards, the villages, the road with the tiles' numbers, and the dice and
    the log beside the board (issue 33, newcomer H, tr-5.png: the caption lay over both, at the foot)."""
    from ..taisen import layout as L

    out = [pygame.Rect(L.DICE_PANEL), pygame.Rect(L.LOG_PANEL)]
    out.append(pygame.Rect(0, L.ROAD_Y - L.ROAD_H // 2, L.CANVAS_W, L.ROAD_H))
    # the two villages whole, their houses drawn in them (newcomer K, RP1: the caption
    # lay over the Wolf village, where a card reaching it would stand)
    out += [pygame.Rect(L.COLUMNS[0]), pygame.Rect(L.COLUMNS[-1])]
    return out + view.card_rects()


def taisen_rows() -> list[pygame.Rect]:
    """Where Taisen's caption may lie, in the table's coordinates, the first that holds
    it: over the prompt's panel, then that and the log's (newcomer U, s20, 060: between
    the road and the cards under it, 'over no piece', it hid the lower half of tiles
    1-9 at 1280x720). The box says the prompt it lies over, and the log's lines go under
    it (taisen_caption); never over the dice, which the moment's move uses (s21)."""
    from ..taisen import layout as L

    prompt, log = pygame.Rect(L.CONTROL_PANEL), pygame.Rect(L.LOG_PANEL)
    return [prompt, prompt.union(log)]


def in_rows(
    rows: list[pygame.Rect],
    obstacles: list[pygame.Rect],
    height_for: Callable[[int], int],
    width: int,
    margin: int,
) -> pygame.Rect | None:
    """The caption's box in the first of `rows` (the window's coordinates) that holds
    it whole, at most `width` wide, centred, over none of `obstacles` but the row's
    own panels; None where none holds it."""
    for row in rows:
        inside = row.inflate(-2 * margin, -2 * margin)
        w = min(width, inside.width)
        h = height_for(w)
        if h > inside.height:
            continue
        box = pygame.Rect(0, 0, w, h)
        box.center = inside.center
        own = row.inflate(4, 4)  # (its panels, each scaled and rounded on its own)
        if not any(box.colliderect(rect) and not own.contains(rect) for rect in obstacles):
            return box
    return None


def shinobi_pieces(table: Any) -> list[pygame.Rect]:
    """Shinobi's hand, the clans laid, each seat's name line, the piles, the prompt, the
    choices of the moment and the log (issue 33, newcomer H, rp-1.png: the caption lay
    over the hand and the log)."""
    layout = table.layout  # (its log gives its top to the caption: log_panels)
    out = [pygame.Rect(rect) for rect in (layout.piles, layout.prompt, layout.options)]
    out += [pygame.Rect(rect) for rect, _ in table.hand.shown()]
    out += [pygame.Rect(rect) for rect, *_ in table.board.tiles]
    # the others' hands face up in the replay's view of everything (replay/open_hands.py)
    out += [pygame.Rect(rect) for rect, _ in getattr(table.board, "hand_rects", [])]
    header = round(layout.px(34))  # a seat's name, score and corruption
    for rect in [*layout.opponents, layout.own]:
        out.append(pygame.Rect(rect.left, rect.top, rect.width, header))
    return out


def bounds(points: Sequence[tuple[float, float]]) -> pygame.Rect:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return pygame.Rect(
        round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys))
    )


def place(
    area: pygame.Rect,
    obstacles: list[pygame.Rect],
    height_for: Callable[[int], int],
    width: int,
    margin: int,
    head: int,
) -> tuple[pygame.Rect, bool]:
    """The caption's box in `area` (the window's coordinates) and whether it is over no
    obstacle: `height_for(width)` its height at a width; `margin` kept from the area's
    edges, `head` from its top (the table's header line)."""
    step = max(2, margin // 2)
    top_most = area.top + head
    side = round(area.width * SIDE_SHARE)
    board = [rect for rect in obstacles if rect.left < area.centerx]  # (not the column's)
    if board:  # the room right of the board, where the side panel is, if room enough
        beside = area.right - max(rect.right for rect in board) - 2 * margin
        side = beside if beside >= area.width * SIDE_LEAST else side
    side = max(1, min(width, side))
    tries: list[tuple[int, str, bool]] = [  # width, side, from the middle out
        (width, "centre", False),  # the table's foot, then higher
        (side, "right", True),  # the side panel, from its middle out (its heads kept)
        (side, "left", True),
    ]
    for w, where, down in tries:
        h = height_for(w)
        low = area.bottom - margin - h
        if low < top_most:
            continue
        ys = list(range(low, top_most - 1, -step))
        if down:  # the middle first: a side panel's head and foot say whose turn, what is held
            middle = area.centery - h // 2
            ys.sort(key=lambda y: abs(y - middle))
        for y in ys:
            box = pygame.Rect(0, y, w, h)
            if where == "centre":
                box.centerx = area.centerx
            elif where == "right":
                box.right = area.right - margin
            else:
                box.left = area.left + margin
            if box.collidelist(obstacles) < 0:
                return box, True
    found = free_room(area, obstacles, height_for, (side, side * 3 // 4, side * 3 // 5), margin)
    if found is not None:
        return found, True
    h = height_for(width)
    box = pygame.Rect(0, 0, width, h)
    box.midbottom = (area.centerx, area.bottom - margin)
    return box, False


def free_room(
    area: pygame.Rect,
    obstacles: list[pygame.Rect],
    height_for: Callable[[int], int],
    widths: Sequence[int],
    margin: int,
) -> pygame.Rect | None:
    """A box of one of `widths` (the widest that fits) anywhere in `area` over no
    obstacle, the lowest first, then the nearest the middle (issue 33, newcomer H: a
    Shinobi row's free room beside its clans, where the fixed tries found none and the
    caption fell back over the hand)."""
    step = max(4, 2 * margin)
    for w in widths:
        if w < 1:
            continue
        h = height_for(w)
        xs = list(range(area.left + margin, area.right - margin - w + 1, step))
        xs.sort(key=lambda x: abs(x + w // 2 - area.centerx))
        for y in range(area.bottom - margin - h, area.top + margin - 1, -step):
            for x in xs:
                box = pygame.Rect(x, y, w, h)
                if box.collidelist(obstacles) < 0:
                    return box
    return None
