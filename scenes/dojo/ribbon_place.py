"""Where a ribbon over the Dojo map goes (the turn's 'Hélène, turn 3', the end's 'Blue
clan took your Dojo' with its Go on under it): at the map's top, as before, unless it
would cover a Dojo there; then where it covers the fewest Dojos, then the fewest hexes
with ninjas, then the fewest hexes (newcomer M, s11: on the maps whose top hex is a
Dojo, crescent, island and some random ones, the turn's ribbon lay over that Dojo and
its count). Never over the battle's tray while it shows (newcomer Q, s19, shot 078: at
the win, 'A deck is empty: the land count' lay under the last battle's tray, half its
words hidden); its words in two lines, or smaller, where one line is wider than the map
(FR at 1920x1080: 'Clan bleu n'a plus de cartes. Terres : ...' was cut at both ends).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .. import theme
from .board_view import hex_cover
from .per_state import kept, state_key

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

TOP = 28
"""The ribbon's top under the map's top edge where nothing is in its way (design px)."""
STEP = 8
"""Between two places tried, down the map (design px)."""


HEIGHT = 64
"""A ribbon of one line's height (design px)."""
ROOM = 40
"""Its words' room across: the ribbon's width less this (design px)."""


def ribbon_rect(table: Table, width: int, height: int, below: int = 0) -> pygame.Rect:
    """The ribbon of `width` x `height` (real px), centred across the map, with `below`
    px under it kept as its own (a button): the first place, from the top, where the
    whole covers the least of the battle's tray (tray_view.rect, where it shows), then
    the fewest Dojos, then hexes with ninjas, then hexes."""
    area = table.layout.map
    tray = pygame.Rect(0, 0, 0, 0)
    if table.stage.tray is not None:  # where it lies this frame (a tray come with the
        table.tray_view.settle(table.stage.tray)  # banner is drawn after it)
        tray = pygame.Rect(table.tray_view.rect)
    key = (state_key(table), tuple(area), width, height, below, theme.scale(), tuple(tray))
    top = kept(table, "ribbon").get(key, lambda: _best_top(table, width, height + below, tray))
    rect = pygame.Rect(0, 0, width, height)
    rect.midtop = (area.centerx, top)
    return rect


def _best_top(table: Table, width: int, height: int, tray: pygame.Rect) -> int:
    area = table.layout.map
    view = table.view
    state = table.state
    dojos = {d for d in state.dojos if d is not None}
    held = {h for h, c in table.stage.shown_ninjas().items() if c[0] or c[1]}
    covers = {h: hex_cover(view.centre(h), view.radius) for h in {*state.terrain, *dojos}}
    first = area.top + px(TOP)
    last = max(first, area.bottom - px(10) - height)
    best: tuple[tuple[int, int, int, int], int] | None = None
    for top in [first, *range(first + px(STEP), last, px(STEP)), last]:
        block = pygame.Rect(area.centerx - width // 2, top, width, height)
        hit = [h for h, rects in covers.items() if block.collidelist(rects) >= 0]
        under = block.clip(tray) if tray.width and tray.height else pygame.Rect(0, 0, 0, 0)
        cost = (
            under.width * under.height,
            len(dojos.intersection(hit)),
            len(held.intersection(hit)),
            len(hit),
        )
        if best is None or cost < best[0]:
            best = (cost, top)
        if cost[:2] == (0, 0) and top == first:  # the top, as before, when nothing is under
            break
    assert best is not None
    return best[1]


def ribbon_words(text: str, room: int) -> list[pygame.Surface]:
    """The ribbon's words, each line a surface no wider than `room` px where it can be:
    one line in the heading's size; else two, broken after a sentence where that fits
    ('Blue clan's deck ran out.' / 'Land: ...'), else where the two are most even; else
    the same in smaller sizes."""
    words = text.split(" ")
    for size in (theme.FONT_HEADING, theme.FONT_BUTTON, theme.FONT_BODY):

        def line(part: str, size: int = size) -> pygame.Surface:
            return theme.shadowed_text(part, size, theme.MOONLIGHT, kind="display")

        one = line(text)
        if one.get_width() <= room:
            return [one]
        splits = []
        for i in range(1, len(words)):
            first, second = " ".join(words[:i]), " ".join(words[i:])
            widest = max(theme.font(size, "display").size(part)[0] for part in (first, second))
            if widest + px(2) <= room:
                splits.append((not first.endswith("."), widest, first, second))
        if splits:
            _, _, first, second = min(splits)
            return [line(first), line(second)]
    return [line(text)]  # (no room at the smallest: as it is)


def draw_ribbon(
    table: Table,
    canvas: pygame.Surface,
    text: str,
    colour: tuple[int, int, int],
    alpha: int,
    below: int = 0,
    fade: float = 1.0,
    at: pygame.Rect | None = None,
    inside: pygame.Rect | None = None,
    clear: bool = False,
) -> pygame.Rect:
    """The ribbon saying `text` over the map, bordered in `colour` on a shadow of
    `alpha`, at `at` if given, else where ribbon_rect puts it; or, given `inside`, as
    wide as that rect and at its top (the end's, in the action panel: end_hold.py); its
    rect."""
    area = table.layout.map if inside is None else inside
    widest = area.width - px(20)
    room = widest - px(ROOM)
    if at is None and inside is None and clear:  # off every hex where it can be
        at, room = clear_place(table, text, room)
    elif at is not None:  # where it first lay: its words as they were set there
        room = min(room, at.width - px(ROOM))
    lines = ribbon_words(text, room)
    least = px(560) if inside is None and at is None else 0
    width = min(max(least, max(s.get_width() for s in lines) + px(ROOM)), widest)
    height = max(px(HEIGHT), sum(s.get_height() for s in lines) + px(16))
    if at is None and inside is not None:
        at = pygame.Rect(0, 0, width, height)
        at.midtop = inside.midtop
    ribbon = pygame.Rect(at) if at is not None else ribbon_rect(table, width, height, below)
    surface = pygame.Surface(ribbon.size, pygame.SRCALPHA)
    surface.fill((*theme.SHADOW, alpha))
    pygame.draw.rect(surface, (*colour, 255), surface.get_rect(), max(1, px(3)))
    y = (ribbon.height - sum(s.get_height() for s in lines)) // 2
    for label in lines:
        surface.blit(label, label.get_rect(midtop=(ribbon.width // 2, y)))
        y += label.get_height()
    if fade < 1.0:
        surface.set_alpha(int(255 * fade))
    canvas.blit(surface, ribbon)
    return ribbon


NARROWEST = 150
"""The least room for a ribbon's words set off the hexes, in a corner (design px)."""
INSET = 8
"""A ribbon set off the hexes keeps this far inside the map's edge (design px)."""


def clear_place(table: Table, text: str, room: int) -> tuple[pygame.Rect | None, int]:
    """A place for the ribbon saying `text` over the map that covers no hex (nor the
    battle's tray), and its words' room there: across the map's top where that is clear,
    else in a corner of the map, its words in narrower lines (newcomer C, s22, g24:
    'Clan bleu : tour 2' lay over the top rows, where Blue's first walks go). (None,
    `room`) where no place is clear: ribbon_rect's, as before."""
    area = table.layout.map
    tray = pygame.Rect(0, 0, 0, 0)
    if table.stage.tray is not None:
        table.tray_view.settle(table.stage.tray)
        tray = pygame.Rect(table.tray_view.rect)
    key = (state_key(table), tuple(area), text, room, theme.scale(), tuple(tray))
    return kept(table, "ribbon_clear").get(key, lambda: _clear_place(table, text, room, tray))


def _clear_place(
    table: Table, text: str, room: int, tray: pygame.Rect
) -> tuple[pygame.Rect | None, int]:
    area = table.layout.map.inflate(-2 * px(INSET), -2 * px(INSET))
    view = table.view
    hexes = {*table.state.terrain, *(d for d in table.state.dojos if d is not None)}
    taken = [r for h in hexes for r in hex_cover(view.centre(h), view.radius)]
    if tray.width and tray.height:
        taken.append(tray)
    tries = [room]  # the whole width first, then narrower, for a corner
    while tries[-1] - px(40) >= px(NARROWEST):
        tries.append(tries[-1] - px(40))
    for words in tries:
        lines = ribbon_words(text, words)
        width = max(s.get_width() for s in lines) + px(ROOM)
        if words == room:
            width = max(width, min(px(560), area.width))
        height = max(px(HEIGHT), sum(s.get_height() for s in lines) + px(16))
        rect = pygame.Rect(0, 0, min(width, area.width), height)
        spots = [("midtop", area.midtop)] if words == room else []
        spots += [("topleft", area.topleft), ("topright", area.topright)]
        spots += [("bottomleft", area.bottomleft), ("bottomright", area.bottomright)]
        for corner, point in spots:
            setattr(rect, corner, point)
            if rect.collidelist(taken) < 0:
                return rect.copy(), words
    return None, room
