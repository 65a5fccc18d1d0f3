"""The note on the hex pointed at (its name, the cost to enter it, its own rule): at
the foot of the action panel when the choices leave it room (else without the
terrain's rule), else on the map where it covers no hex, Dojo, summoning die nor the
guide's bubble (at the log's top it read as lying over the log: newcomer L), else at
the top of the log while the log still shows every line under it (it hid the log's
older lines while she walked: newcomer F, s15); never over a hex (an earlier newcomer
F) nor a log line (newcomer G). Only where none of those has room (a summoning, a
list of battles) does the short note take the log's top, its latest lines under it.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.dojo import data
from ninjas.dojo.hexgrid import Hex

from .. import theme
from ..log_panel import as_line
from .board_view import free_spot, hex_cover
from .hud import panel
from .layout import LOG_LINE, LOG_SIZE, OPTIONS_TOP
from .map_layers import DICE_IN_ROW

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px
PLACES_KEPT = 4
"""free_on_map's places kept (the whole note and the short one, for two hexes)."""


class HexNote:
    """The hex note of the table `table` (the hex pointed at, the layout, the choices)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._kept: OrderedDict[tuple[Any, ...], tuple[pygame.Rect, list[str]] | None] = (
            OrderedDict()
        )
        """free_on_map's places by what they depend on, the last few: box() asks for the
        whole note and the short one in turn at each update and draw, and one kept place
        was lost at each ask (some 1,800 searches in 25 Dojo test files)."""
        self.moved_in: tuple[int, tuple[int, ...], int] | None = None
        """The turn and action the pointer last moved in (`turn`): the note waits for it
        to move after another action."""

    def turn(self) -> tuple[int, tuple[int, ...], int]:
        """Which turn it is and how far into it: the clan to move, the turns each has
        played, the actions played. A click that played something (the walk's step onto
        the hex, the summoning) is no question about the hex under the pointer: its note
        waits for the pointer to move (issue 33, newcomer T, s9 d12, c6: after the last
        step the note of the hex reached stayed over the log through the summoning); the
        computer's actions do not count, the person may be reading it then."""
        state = self.table.state
        if self.table.session.seats[state.mover].is_ai:  # its moves ask nothing of the
            return state.mover, tuple(state.turns), -1  # person reading the note
        return state.mover, tuple(state.turns), len(self.table.session.actions)

    def pointer_moved(self) -> None:
        self.moved_in = self.turn()

    def pointer_fresh(self) -> bool:
        """The hex under the pointer is one the person points at now: the pointer has
        moved since the turn began (or the arrow keys point). A note stayed over the
        log through the person's summoning and the computer's whole turn, the pointer
        resting where it had last clicked (issue 33, newcomer I, d16/d17.png)."""
        return self.table.cursor is not None or self.moved_in == self.turn()

    def draw(self, canvas: pygame.Surface) -> None:
        """What the hex under the pointer is (its terrain, the cost to enter it, its
        rule), at the foot of the map: it never covers the panel's choices."""
        note = self.box()
        if note is None:
            return
        box, lines = note
        over_log = box.colliderect(self.table.layout.log)  # opaque: the log's text hidden
        panel(canvas, box, fill=(16, 22, 40), alpha=255 if over_log else 215, radius=px(8))
        y = box.top + px(5)
        for line in lines:
            theme.blit_text(canvas, line, LOG_SIZE, theme.TEXT_DIM, topleft=(box.left + px(12), y))
            y += px(LOG_LINE)

    def text(self, hover: Hex, rule: bool = True) -> str | None:
        """The note on the hex `hover`: its name, the cost to enter it, its own rule
        (not with `rule` false: the short note, where the whole finds no room)."""
        kind = self.table.state.terrain.get(hover)
        if kind is None:
            return None
        tr = self.table.app.tr
        name = self.table.narrator.place_name(hover)
        costs = tr("dojo.or").join(str(c) for c in data.MOVE_COST[kind])
        text = tr("dojo.note.cost", where=name[:1].upper() + name[1:], cost=costs)
        if rule and tr.has(f"dojo.note.{kind}"):
            text += " " + tr(f"dojo.note.{kind}")
        state = self.table.state
        walking = state.phase == "move" and state.remaining > 0
        if kind != "water" and walking and state.count(hover, 1 - state.mover):
            # the rules fight only where a walk ends (newcomer P, s12, 054: a ninja went
            # through an enemy-held forest, and she did not know one may)
            text += "\n" + tr("dojo.note.enemy_through")
        dice = self.table.map_layers.dice_counts_drawn.get(hover)
        if dice:  # its '×2' badge read as a count of ninjas (issue 33, newcomer P, s8)
            text += "\n" + tr.plural("dojo.note.dice", dice)
        return text

    def plate_pointed(self) -> Hex | None:
        """The hex whose '×N' plate the mouse is on: a plate moved off its hex
        (dice_place.clear_spot) lies over another hex, or a Dojo, which has no note;
        newcomer N (s17, 128, 157) never learnt what '×4' and '×5' were."""
        if self.table.cursor is not None:
            return None
        plates = self.table.map_layers.dice_plates.items()
        return next((h for h, plate in plates if plate.collidepoint(self.table.mouse)), None)

    def plate_first(self, h: Hex, text: str | None) -> str:
        """The note of hex `h` pointed at by its plate: the dice set there, then the
        rest of its note (none for a Dojo)."""
        count = self.table.map_layers.dice_counts_drawn.get(h, 0)
        line = str(self.table.app.tr.plural("dojo.note.dice", count))
        rest = [part for part in (text or "").split("\n") if part and part != line]
        return "\n".join([line, *rest])

    def box(self) -> tuple[pygame.Rect, list[str]] | None:
        """Where the hex note lies and its lines (None: no note now). The whole note at
        the foot of the action panel when its choices leave room, else in free room on
        the map (covering no hex); else the note without the terrain's rule, there;
        else at the log's top while the log still shows every line under it (newcomer
        F, s15, 025, 043, 094: the log's top lines went while she walked and pointed);
        only then the short note at the log's top, its latest lines under it."""
        state = self.table.state
        plate = self.plate_pointed()
        hover = plate if plate is not None else self.table.controls.pointed()
        if hover is None or state.phase == "dojo" or self.table.stage.tray is not None:
            return None
        if not self.pointer_fresh():
            return None
        text, short = self.text(hover), self.text(hover, rule=False)
        if plate is not None:  # what '×N' is, first
            text, short = self.plate_first(plate, text), self.plate_first(plate, short)
        if text is None or short is None:
            return None
        bottom = self.panel_bottom()
        for words in dict.fromkeys((text, short)):  # the whole note first
            box, lines = self.in_panel(words)
            if box.top >= bottom:
                return box, lines
            found = self.free_on_map(hover, words)
            if found is not None:
                return found
        for words in dict.fromkeys((text, short)):
            found = self.in_log(words)
            if found is not None:
                return found
        return self.in_log(short, whole=False)  # the log's latest lines under it

    def in_panel(self, text: str) -> tuple[pygame.Rect, list[str]]:
        """The note `text` at the foot of the action panel (it fits where its top lies
        under panel_bottom)."""
        action = self.table.layout.action
        box = pygame.Rect(action.left + px(14), 0, action.width - px(28), 0)
        lines = self.table.wrap(text, LOG_SIZE, box.width - px(24))
        box.height = px(10) + px(LOG_LINE) * len(lines)
        box.bottom = action.bottom - px(10)
        if self.table.summoning.shown():
            box.bottom = action.bottom - px(self.table.summoning.area_h() + 6)
        return box, lines

    def panel_bottom(self) -> int:
        """The lowest the action panel's rows and words reach now (the note goes under)."""
        action = self.table.layout.action
        taken = [o.rect.bottom for o in self.table.choices.options] + [action.top + px(OPTIONS_TOP)]
        if self.table.end_hold.shown:  # the end's ribbon and its button (end_hold.py)
            taken.append(self.table.end_hold.button.rect.bottom)
        said = self.table.prompt_panel.clash_place()  # the last clash, under the choices
        if said is not None:
            taken.append(said[0].bottom)
        rows = self.table.summoning.dice.bottom()  # the summoning's roll, hex by hex
        if rows is not None:
            taken.append(rows)
        cost = self.table.summoning.warning_bottom()  # what the count does to the deck
        if cost is not None:
            taken.append(cost)
        told = self.table.their_turn.bottom()  # the other clan's battles, until the roll
        if told is not None:
            taken.append(told)
        return max(taken) + px(6)

    def guide_bubble(self) -> pygame.Rect | None:
        """The guided game's bubble, drawn over the map (a note under it is hidden)."""
        guide = getattr(self.table, "guide", None)
        if guide is None or not guide.guiding:
            return None
        return pygame.Rect(guide.bubble_rect())

    def free_on_map(self, hover: Hex, text: str) -> tuple[pygame.Rect, list[str]] | None:
        """The note on the map where it covers no hex, Dojo, summoning die nor the
        guide's bubble, narrower if need be (issue 33, newcomer L, s87: at the top of the
        log it read as lying over the log); None when the map has no such room. Kept
        while nothing it depends on moves."""
        return self._placed(hover, text)

    def log_room(self) -> pygame.Rect:
        """The log's box, or its part under the note when the note takes the log's top:
        the log then shows its latest entries below the note (issue 33, newcomer G,
        x8.png: over the short log of a summoning, the note hid its last lines)."""
        log = self.table.layout.log
        note = self.box()
        if note is None or not note[0].colliderect(log):
            return log
        room = pygame.Rect(log)
        room.top = note[0].bottom - px(6)  # the log's own top inset keeps them apart
        room.height = log.bottom - room.top
        return room

    def in_log(self, text: str, whole: bool = True) -> tuple[pygame.Rect, list[str]] | None:
        """The hex note at the top of the log, drawn opaque, the log's lines under it (on
        the map, with no free room there, it covered hexes: newcomer F, the water hex at
        the top-left hidden; over the log, see-through, both texts were unreadable:
        newcomer B). None when the log is too short for it, or, `whole`, when the log
        would not show every line under it (newcomer F, s15: its older lines went while
        she pointed at a hex; not whole, the log shows its latest lines under it)."""
        log = self.table.layout.log
        box = pygame.Rect(log.left + px(8), log.top + px(8), log.width - px(16), 0)
        lines = self.table.wrap(text, LOG_SIZE, box.width - px(24))
        box.height = px(10) + px(LOG_LINE) * len(lines)
        if box.bottom > log.bottom - px(8):
            return None
        if not whole:
            return box, lines
        panel = self.table.log_panel
        under = log.bottom - (box.bottom - px(6)) - px(panel.style.height_margin)
        style, width, rows = panel.style, panel.text_width(), 0
        for entry in panel.lines:  # (its lines as visible() gives them, not followed:
            line = as_line(entry)  # its box follows this very note)
            if line.owner is None or line.owner == panel.viewer:
                rows += len(panel.wraps.wrap(line.text, style.font, width, style.indent))
        return (box, lines) if rows * panel.step() <= under else None

    def _placed(self, hover: Hex, text: str) -> tuple[pygame.Rect, list[str]] | None:
        """free_on_map's place (None: the map has no free room for it)."""
        area = self.table.layout.map
        bubble = self.guide_bubble()
        dice = tuple(
            self.table.stage.summon_show.hexes
            if self.table.stage.summon_show
            else self.table.state.summon_hexes
        )
        key = (
            hover,
            text,
            tuple(area),
            tuple(self.table.state.dojos),
            dice,
            self.table.view.radius,
            # the pieces it keeps off when the map has no free room
            tuple(sorted((h, tuple(c)) for h, c in self.table.stage.shown_ninjas().items())),
            self.table.selected,
            None if bubble is None else tuple(bubble),
            px(1000),  # the scale the sizes and steps are in
        )
        if key in self._kept:
            self._kept.move_to_end(key)
            kept = self._kept[key]
            return None if kept is None else (pygame.Rect(kept[0]), list(kept[1]))
        view = self.table.view
        hexes = [*self.table.state.terrain, *(d for d in self.table.state.dojos if d is not None)]
        taken = [r for h in hexes for r in hex_cover(view.centre(h), view.radius)]
        layers = self.table.map_layers
        size, step = layers.die_size(), layers.die_step()
        for h in set(dice):  # each hex's row of dice where it lies (dice_place.py)
            drawn = min(dice.count(h), DICE_IN_ROW)
            x, y = layers.dice_origin(h, drawn)
            row = pygame.Rect(x, y, size + (drawn - 1) * step, size)
            taken.append(row.inflate(px(8), px(8)))
        if bubble is not None:
            taken.append(bubble.inflate(px(8), px(8)))
        room = area.inflate(-px(16), -px(12))
        sizes, wrapped = [], {}
        for width in (room.width, px(640), px(520), px(420), px(340), px(280), px(240)):
            lines = self.table.wrap(text, LOG_SIZE, width - px(24))
            wrapped[width] = lines
            sizes.append((width, px(10) + px(LOG_LINE) * len(lines)))
        box = free_spot(room, sizes, taken, px(8))
        found = None
        if box is not None:
            found = (box, wrapped[box.width] if box.width in wrapped else wrapped[room.width])
        self._kept[key] = None if found is None else (pygame.Rect(found[0]), list(found[1]))
        while len(self._kept) > PLACES_KEPT:
            self._kept.popitem(last=False)
        return found
