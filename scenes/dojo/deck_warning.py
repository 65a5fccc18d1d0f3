"""The top bar's warning that the clan to play next can end the game on its turn: a
draw of that turn can outrun a deck, its own (a summoning, one card per ninja of its on
the board; a battle's draw, one card per attacking ninja) or the other clan's (one card
per defending ninja), and a draw from an empty deck ends the game at once, the most land
winning (RULINGS.md, Dojo: Win; the cases: ninjas/dojo/deck_end.py). A newcomer lost
7-11 on land when the computer summoned past its last 21 cards, with nothing on the
table saying it could (issue 33). With no such draw, the bar says the race of the decks
instead: its warning two turns ahead, else the rule itself (race_words.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.deck_end import deck_end
from ninjas.dojo.race import race_near

from .. import theme
from ..save_notice import notice_size
from ..widgets import shortened, wrap_text
from .board_view import free_spot, hex_cover
from .dojo_alone import alone_text
from .end_now import end_now_text
from .layout import LOG_SIZE
from .per_state import kept, state_key
from .race_words import RULE_KEYS, near_text, rule_text

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

Colour = tuple[int, int, int]

WARNING = (255, 190, 120)
"""The warning's colour: amber, apart from the turn's words."""


def ender(table: Table) -> int | None:
    """The seat to play next if it can end the game on its turn (None otherwise, and
    while placing the Dojos or once over)."""
    end = deck_end(table.state)
    return None if end is None else end.seat


def warning_text(table: Table, names_within: int | None = None, short: bool = False) -> str | None:
    """The warning's words ("The game can end on Blue clan's turn: Red clan has 2 cards
    left, and a battle drawing from an empty deck ends it. Most land wins."; a clan's own
    summoning: "The game can end on Blue clan's next turn: it has 21 cards left, and a
    summoning of more than 21 cards ends it. ..."), or None. `names_within`: the most px
    a seat's name takes (a long person's name shortened with '…'); `short`: the same
    facts in fewer words ("The game ends if, on Blue clan's turn, a battle draws past
    Red clan's 2 cards. Most land wins.")."""
    end = deck_end(table.state)
    if end is None:
        return None
    tr = table.app.tr

    def named(seat: int) -> str:
        name = table.seat_name(seat)
        return name if names_within is None else shortened(name, LOG_SIZE, names_within)

    # who may end it, whose deck runs out and by what draw, said in that order (newcomer
    # F could not parse "Zoé can end the game on her turn: Blue clan, 1 card left")
    key = "dojo.top.deck_end_summon" if end.how == "summon" else "dojo.top.deck_end_battle"
    if end.how == "summon" and end.seat == end.short:  # its own deck: named once (a long
        # title beside it left 'Clan o…' twice, s21, E5, French at 1920x1080)
        key = "dojo.top.deck_end_own"
    if short:
        key += "_short"
    return str(tr.plural(key, end.left, name=named(end.seat), other=named(end.short)))


def draw_warning(
    canvas: pygame.Surface, table: Table, left: int, right: int, told: int | None = None
) -> pygame.Rect | None:
    """The warning in the top bar between `left` and `right` (real px), on one line or
    two, never cut (long persons' names are shortened to fit); None when there is none
    to give. A clan alone on the other's Dojo in the turn told (`told`, else the mover's)
    comes first: it ends the game at the end of that turn (dojo_alone.py)."""
    if right - left < px(120):
        return None
    real = table
    moment = table.turn_again.moment_shown() if table.turn_again.active else None
    if moment is not None:  # 'Replay its turn': the moment replayed, as the panel says it
        table = AtMoment(table, moment)  # (today's '28 cards' over its '41', k28)
    told = int(table.state.mover) if told is None else told
    key = (state_key(table), id(moment), told, right - left, theme.scale())
    said = kept(real, "warning").get(key, lambda: warning_lines(table, right - left, told))
    if said is None:
        return None
    lines, colour = said
    lines = lines[:2]
    height = theme.font(LOG_SIZE).get_linesize()
    top = px(23) - height * len(lines) // 2
    drawn: pygame.Rect | None = None
    for i, line in enumerate(lines):
        rect = theme.blit_text(canvas, line, LOG_SIZE, colour, topleft=(left, top + i * height))
        drawn = rect if drawn is None else drawn.union(rect)
    return drawn


class AtMoment:
    """`AtMoment(table, state)`: the table read at a past position `state` (the moment
    'Replay its turn' shows: newcomer A, s24, k28, the bar said today's deck over the
    replayed one); everything else is the table's."""

    def __init__(self, table: Table, state: object) -> None:
        self._table = table
        self.state = state

    def __getattr__(self, name: str) -> object:
        return getattr(self._table, name)


def warning_lines(table: Table, width: int, told: int) -> tuple[list[str], Colour] | None:
    """The top bar's warning in lines of `width` and its colour (draw_warning), worked
    out once per position (per_state.py): a clan alone on the other's Dojo in the turn
    `told`, else a draw of this turn that can end the game (end_now.py: what the battle
    rows and their dialog say), else one of the next turn, else the race."""
    text = warning_text(table)
    colour = WARNING
    alone = alone_text(table, told)
    now = end_now_text(table) if told == int(table.state.mover) else None
    if alone is not None:
        lines = wrap_text(alone, LOG_SIZE, width)
        if len(lines) > 2:  # the caveat left out, the win said whole
            lines = wrap_text(alone_text(table, told, caveat=False) or "", LOG_SIZE, width)
    elif now is not None:  # this turn first: 'on Blue's turn' read false with an empty deck
        lines = wrap_text(now, LOG_SIZE, width)
        if len(lines) > 2:
            lines = wrap_text(end_now_text(table, short=True) or "", LOG_SIZE, width)
    elif text is not None:
        lines = wrap_text(text, LOG_SIZE, width)
        # (a name may be 24 letters long, and "thinking" shown: about 390 px at 1280x720)
        # the names whole in the short words first: 'Clan o… a encore 22 cartes' named
        # no clan (s21, E5: French, 1920x1080, both clans' own names)
        for short, within in (
            (True, None),
            (False, px(110)),
            (True, px(110)),
            (False, px(60)),
            (True, px(60)),
        ):
            if len(lines) <= 2:
                break
            text = warning_text(table, names_within=within, short=short)
            assert text is not None
            lines = wrap_text(text, LOG_SIZE, width)
    else:
        lines = race_lines(table, width)
        if not lines:
            return None
        if race_near(table.state) is None:  # the rule, said quietly, turn after turn
            colour = theme.TEXT_DIM
    return lines[:2], colour


def race_lines(table: Table, width: int) -> list[str]:
    """The race of the decks in the top bar when no draw of the next turn can end the
    game: its warning two turns ahead (shorter if need be), else the rule from the
    first turn; at most two lines of `width` (none while placing or once over)."""
    state = table.state
    if state.is_terminal or state.phase == "dojo":
        return []
    if race_near(state) is None:  # the whole rule, else fewer words (a long name)
        for words in range(len(RULE_KEYS)):
            lines = wrap_text(rule_text(table, words), LOG_SIZE, width)
            if len(lines) <= 2:
                break
        return lines[:2]
    lines = wrap_text(near_text(table) or "", LOG_SIZE, width)
    if len(lines) > 2:
        lines = wrap_text(near_text(table, short=True) or "", LOG_SIZE, width)
    return lines[:2]


def notice_place(table: Table, warning: pygame.Rect | None) -> tuple[tuple[int, int], int]:
    """Where 'Not saved' goes (its top centre, its widest), so that it and the warning
    drawn at `warning` are both read: its own place in the top bar when the warning
    leaves it free; else right of the warning when it fits in the bar; else a corner
    of the map no hex lies in; else under the warning. (It was drawn over the warning.)
    On the map, never over the battle's tray while it shows (newcomer Q, s19, Dojo EN
    1280x720: 'Not saved' lay over the battle's cards, in the corner both had found
    free): a place off the hexes and the tray, else off the tray alone."""
    lay = table.layout
    midtop, width = lay.save_notice, lay.save_notice_width
    own = notice_size(table.app, table.session, width)
    if warning is None or own is None:
        return midtop, width
    left = midtop[0] - own[0] // 2
    if left > warning.right + px(12) or left + own[0] < warning.left - px(12):
        return midtop, width
    bar = pygame.Rect(warning.right + px(16), 0, lay.thinking_right - warning.right - px(16), 0)
    size = notice_size(table.app, table.session, bar.width) if bar.width > px(120) else None
    if size is not None and size[1] <= px(46):
        return (bar.left + size[0] // 2, midtop[1]), bar.width
    view = table.view
    hexes = [*table.state.terrain, *(d for d in table.state.dojos if d is not None)]
    taken = [r for h in hexes for r in hex_cover(view.centre(h), view.radius)]
    tray = pygame.Rect(table.tray_view.rect)
    cards = [tray.inflate(px(8), px(8))] if tray.width and tray.height else []
    room = lay.map.inflate(-px(12), -px(12))
    sizes = []
    for wide in (width, px(340), px(280), px(220)):
        found = notice_size(table.app, table.session, min(wide, room.width))
        if found is not None:
            sizes.append(found)
    spot = free_spot(room, sizes, [*taken, *cards], px(8))
    under = pygame.Rect(warning.centerx - own[0] // 2, warning.bottom + px(6), *own)
    if spot is None and cards and under.collidelist(cards) >= 0:  # off the cards at least
        spot = free_spot(room, sizes, cards, px(8))
    if spot is not None:
        return spot.midtop, spot.width
    return (warning.centerx, warning.bottom + px(6)), width
