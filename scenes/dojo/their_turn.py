"""What the other clan's battles did in the turn just played, kept in the action panel
until the person's next action (their roll): 'In Blue clan's turn:', then each battle's
opening, its clashes and its end, as the log said them. Newcomer P (issue 33, s8): the
hard computer threw at Ada's mountain, then walked and summoned, and the log had
scrolled the throw away before she looked; she never knew what was thrown nor what she
drew.

The lines are the log's own (narrator.describe), public or the person's own; they are
read from the game replayed from its seed and actions (kept per action count and
language), so a game loaded at that moment tells them too.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.dojo.cards import rank_name

from .. import theme
from . import figure_clear, turn_marks
from .dice_place import count_boxes
from .handoff_skip import own_lines_shown
from .layout import LOG_LINE, LOG_SIZE
from .turn_marks import Fight, fight_of, fights_one, fights_said
from .walk_log import Walk, first_step, goes_on, heading, walk_on
from .walk_trail import draw_numbers, draw_walks

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    from .protocol import Table

px = theme.px

KINDS = ("rolled", "blitz", "battle", "flip", "battle_over", "joker_ninja", "summoned")
"""The events told: a battle's opening, each clash, its end, a Joker's ninja, the
summoning's result; and each walk, in one line (walk_log.py). Newcomer A, s10
(nc-91/080.png): a turn with no battle said nothing, and the walk and summoning had
gone by in two seconds: the turn is told every time now. Its roll opens it ('Blue clan
rolls 4.'), and where its summoning's ninjas landed stays on the board, '+5' in its
colour on each hex, with the walks' trail (s11: the roll and where the ninjas came were
nowhere once the dice had gone)."""

log = logging.getLogger(__name__)


class TheirTurn:
    """The other clan's battles of the turn before, for the table `table`."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._kept: tuple[Any, list[tuple[str, str]]] = (None, [])
        self.walks: list[Walk] = []
        """The other clan's walks of that turn, each drawn on the board as a trail until
        the person rolls (draw_trails)."""
        self.gains: list[tuple[Hex, int]] = []
        """The hexes its summoning (and Jokers) gave ninjas, and how many (draw_trails)."""
        self.fights: list[Fight] = []
        """Its battles and throws of that turn, marked on the board (turn_marks.py)."""
        self.rolled: int | None = None
        """Its roll of that turn (the title says it where the row has room)."""
        self.summon_short = ""
        """Its summoning in few words, its cards counted, not named ('' for few cards)."""

    def seat(self) -> int | None:
        """The person about to roll, or who has rolled and not yet walked (else None:
        nothing is said). The recap, the trails and the '+2' stayed only until the roll:
        they went as the die fell, before the walk they should guide (newcomer A, s14,
        020: 'keep them until my first move')."""
        table = self.table
        state = table.state
        viewer = table.viewer
        if viewer is None or viewer < 0 or state.is_terminal or state.mover != viewer:
            return None
        if state.phase == "move" and self.not_walked():  # (its die may still tumble)
            return viewer
        if state.phase != "roll" or not table.can_act or table.busy:
            return None
        return viewer

    def not_walked(self) -> bool:
        """The mover's last action was the roll of this turn: no step yet."""
        actions = self.table.session.actions
        return bool(actions) and str(actions[-1]).split()[0] in ("roll", "blitz")

    def told(self) -> tuple[str, list[tuple[str, str]]] | None:
        """The other clan's name and its battles' lines, each as (event kind, words), of
        the turn just played before the person's; None when nothing is said."""
        seat = self.seat()
        if seat is None:
            return None
        table = self.table
        key = (len(table.session.actions), table.app.tr.lang, seat)
        if self._kept[0] != key:
            self.walks, self.gains, self.fights, self.rolled = [], [], [], None
            self.summon_short = ""
            try:
                said = self._lines(seat)
            except ValueError:  # a position its actions do not give (a test's, laid by
                # hand): nothing told, never a crash in the frame
                log.warning("dojo: the other clan's turn could not be replayed")
                said = []
            self._kept = (key, said)
        lines = self._kept[1]
        return (table.seat_name(1 - seat), lines) if lines else None

    def kept_lines(self) -> list[tuple[str, str]]:
        """The lines told last, kept while the replay of its turn plays (step_said.py)."""
        return list(self._kept[1])

    @property
    def seat_told(self) -> int | None:
        """The clan whose turn was told last (None: none yet)."""
        key = self._kept[0]
        return None if key is None else 1 - int(key[2])

    def lines_for(self, seat: int) -> list[tuple[str, str]]:
        """The other clan's turn so far (or last), as `seat` may read it (step_said.py:
        its turn live, one move at a time)."""
        return self._lines(seat)

    def _lines(self, seat: int) -> list[tuple[str, str]]:
        """The battle lines of the other seat's last turn, as `seat` may read them; a
        throw's opening is kind "throw"."""
        turn: list[tuple[str, str]] = []
        other = 1 - seat
        walk: Walk | None = None
        drawn = ""
        mine = False
        """In the person's own turn (rolled, not yet walked): nothing of it is told."""
        for event in self.table.replayed_events():
            if event.kind == "turn":
                mine = event.data.get("seat") != other
                if not mine:
                    turn, walk, drawn = [], None, ""
                    self.walks, self.gains, self.fights, self.rolled = [], [], [], None
                    self.summon_short = ""
                continue
            if mine:
                continue
            if event.kind == "stepped" and event.data.get("seat") == other:
                number = len(self.walks)  # the walk's number on the board (walk_trail.py)
                if (
                    walk is not None
                    and goes_on(walk, event)
                    and turn[-1:] == [self.said(walk, number)]
                ):
                    walk = walk_on(self.table, walk, event)
                    turn[-1] = self.said(walk, number)
                    self.walks[-1] = walk
                else:
                    lines = self.table.narrator.describe(event)
                    walk = first_step(event, lines[0][1]) if lines else None
                    if walk is not None:
                        turn.append(self.said(walk, number + 1))
                        self.walks.append(walk)
                continue
            if event.kind == "summon_cards" and event.data.get("seat") == other:
                drawn = ", ".join(rank_name(c) for c in event.data["cards"])
                continue
            if event.kind not in KINDS:
                continue
            if event.kind == "rolled" and event.data.get("seat") == other:
                self.rolled = int(event.data["value"])
            if event.data.get("seat") == other:
                self.gains += gained(event)
            kind = event.kind
            if kind == "summoned" and event.data.get("seat") == other and drawn:
                # what it drew and what came of it, in one line kept always (newcomer
                # P, s12, ai2_12: the recap had lost the draw '10, 8, 10, Joker, J')
                total = int(event.data["total"])
                text = self.table.app.tr.plural("dojo.their_turn.summon", total, cards=drawn)
                turn.append((kind, str(text)))
                count = drawn.count(",") + 1
                if count >= SHORT_SUMMON:  # (where the room is short: fewer)
                    short = "dojo.their_turn.summon_short"
                    self.summon_short = str(self.table.app.tr.plural(short, total, cards=count))
                continue
            if kind == "battle" and event.data.get("seat") == other:
                self.fights.append(fight_of(event))
            if kind == "battle" and event.data.get("source") is not None:
                kind = "throw"
            for owner, text in self.table.narrator.describe(event):
                if owner is None or (owner == seat and own_lines_shown(self.table)):
                    turn.append((kind, text))
        return turn

    def said(self, walk: Walk, number: int | None = None) -> tuple[str, str]:
        """A walk in one short line, the way it went first: 'Walks north-west from
        their Dojo to the mountain, 2 moves.' (newcomer J, s11, nc-J/029_5, 039_6:
        the log's longer lines took two rows each and were left out from turn 3 on, where
        the turn had more to tell; its trail on the board says which hexes), after its
        `number` on the board, '2. Walks ...' (newcomer D, s14: 'number the walks 1, 2, 3
        on the board and in the text')."""
        said = self._said(walk)
        return ("walk", f"{number}. {said}" if number is not None else said)

    def _said(self, walk: Walk) -> str:
        narrator, tr = self.table.narrator, self.table.app.tr
        source = narrator.walk_to(walk.hexes[0], walk.seat)
        if walk.hexes[-1] == walk.hexes[0]:
            text = tr.plural("dojo.their_turn.walk_back", walk.moves, source=source)
            return self.free(walk, str(text))
        if walk.hexes[0] not in self.table.state.dojos:  # where from, by its part of the
            source = narrator.part_name(walk.hexes[0])  # board (newcomer H, s16, 056_6)
        text = tr.plural(
            "dojo.their_turn.walk_from",
            walk.moves,
            heading=narrator.heading(walk.hexes[0], walk.hexes[-1]),
            source=source,
            target=narrator.walk_to(walk.hexes[-1], walk.seat),
        )
        return self.free(walk, str(text))

    def free(self, walk: Walk, text: str) -> str:
        """`text`, and where the walk crossed more hexes than it spent moves, how many
        and why: '..., 1 move; 3 hexes, the forests cost nothing.' (newcomer P, s12,
        ai1_zoom: 'to the forest: 1 move' for a walk of three hexes confused her)."""
        hexes = len(walk.hexes) - 1
        if hexes <= walk.moves:
            return text
        said = self.table.app.tr.plural("dojo.their_turn.free", hexes)
        return f"{text.rstrip('.')}{said}."

    def merged(self, short: bool = False) -> str:
        """All the walks in one line, where the room is short: 'Its walks: 1. north-west
        to the water (1 move), 2. west to the plains (4 moves).' ('' for fewer than two); `short`, their ways
        alone, where even that is too long ('Its walks: 1. north-west, 2. west.'): the
        board's numbered lines say where (newcomer F, s15, 033_10: a list, not a count)."""
        if len(self.walks) < 2:
            return ""
        narrator, tr = self.table.narrator, self.table.app.tr
        parts = []
        for number, walk in enumerate(self.walks, 1):
            if walk.hexes[-1] == walk.hexes[0]:
                source = narrator.walk_to(walk.hexes[0], walk.seat)
                part = tr("dojo.their_turn.part_back", source=source)
                if short:
                    part = tr("dojo.their_turn.part_back_short")
            elif short:
                part = tr(f"dojo.heading.{heading(walk.hexes[0], walk.hexes[-1])}")  # (its id)
            else:
                way = narrator.heading(walk.hexes[0], walk.hexes[-1])
                target = narrator.walk_to(walk.hexes[-1], walk.seat)
                part = tr.plural(  # each walk's moves, as the log counts them (newcomer
                    "dojo.their_turn.part_moves", walk.moves, heading=way, target=target
                )  # A, s24, zc1: 'Its walks: 1., 2., 3.' beside the log's '4 moves')
            parts.append(f"{number}. {part}")
        return str(tr("dojo.their_turn.walks", walks=", ".join(map(str, parts))))

    def place(self) -> pygame.Rect | None:
        """The room under the choices, in the action panel."""
        action = self.table.layout.action
        bottoms = [o.rect.bottom for o in self.table.choices.options]
        top = max(bottoms, default=action.top + px(120)) + px(14)
        room = pygame.Rect(action.left + px(14), top, action.width - px(28), 0)
        room.height = action.bottom - px(8) - top
        return room if room.height >= 2 * px(LOG_LINE) else None

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines drawn, with their colours: the title, then the battle lines, in
        fewer where the room is short: each battle's last clash only (the one that
        decided it), then without a throw's opening (its end names the hex), then the
        latest whole lines that fit."""
        told = self.told()
        room = self.place()
        if told is None or room is None or self.table.turn_again.active:
            # its replay (T) tells it step by step in the same room (step_said.py): the
            # recap under it was overwritten by its words and button (newcomer N, s17, 133)
            return []
        name, said = told
        title = str(self.table.app.tr("dojo.their_turn.title", name=name))
        if said and said[0][0] == "rolled" and self.rolled is not None:
            # its roll on the title's row, beside 'Replay its turn', where it fits: a row
            # more for the walks and battles (newcomer F, s15, 033_10)
            both = str(
                self.table.app.tr("dojo.their_turn.title_rolled", name=name, value=self.rolled)
            )
            button = theme.text(str(self.table.app.tr("dojo.turn_again.button")), LOG_SIZE)
            if theme.text(both, LOG_SIZE).get_width() + button.get_width() + px(36) <= room.width:
                title, said = both, said[1:]
        wrap = self.table.wrap
        rows = room.height // px(LOG_LINE) - 1

        def wrapped(chosen: list[tuple[str, str]]) -> list[list[str]]:
            return [wrap(text, LOG_SIZE, room.width) for _, text in chosen]

        tr, fights = self.table.app.tr, self.fights
        ways = fewer(
            said,
            self.merged(),
            fights_said(tr, fights),
            self.summon_short,
            self.merged(True),
            fights_one(tr, fights),
        )
        for chosen in ways:
            entries = wrapped(chosen)
            if sum(map(len, entries)) <= rows:
                break
        kinds = [kind for kind, _ in chosen]
        while entries and sum(map(len, entries)) > rows:
            # the line of least weight goes, the earliest first: never the roll nor the
            # summoning while another is left (newcomer P, s12, ai2_12, ai3b_04)
            drop = min(range(len(kinds)), key=lambda i: (WEIGHT.get(kinds[i], 2), i))
            entries.pop(drop)
            kinds.pop(drop)
        body = [(row, theme.MOONLIGHT) for entry in entries for row in entry]
        return [(title, theme.GOLD), *body]

    def bottom(self) -> int | None:
        """The foot of the lines drawn (None: none), which the hex note keeps under."""
        room = self.place()
        lines = self.lines()
        if room is None or not lines:
            return None
        return room.top + len(lines) * px(LOG_LINE)

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_gains(canvas)
        room = self.place()
        lines = self.lines()
        if room is None or not lines:
            return
        y = room.top
        for text, colour in lines:
            theme.blit_text(canvas, text, LOG_SIZE, colour, topleft=(room.left, y))
            y += px(LOG_LINE)

    def gain_spots(self) -> list[tuple[int, int]]:
        """Where each '+2' of its summoning stands (its middle), while they are drawn."""
        seat = self.seat()
        if seat is None or self.told() is None:
            return []
        return [pill.center for pill in self.gain_pills()]

    def gain_pills(self) -> list[pygame.Rect]:
        """Each '+2' pill's place: over its hex, off every ninja, count and other pill
        (figure_clear.py; newcomer A, s24, q10: the pills lay on the ninjas' heads,
        stacked with the walks' numbers by the Dojo), once per position shown."""
        layers = self.table.map_layers
        places = figure_clear.memo(layers, "pills")
        key = tuple(self.gains)
        if key not in places:
            places[key] = self._place_pills(layers)
        return [pygame.Rect(pill) for pill in places[key]]

    def _place_pills(self, layers: Any) -> list[pygame.Rect]:
        view = self.table.view
        room = self.table.layout.map.inflate(-px(8), -px(8))
        counts = count_boxes([piece[-1] for piece in layers.pieces()], layers.badge_radius())
        figures = figure_clear.figure_boxes(layers)
        font = theme.font(theme.FONT_BODY, "display")
        pills: list[pygame.Rect] = []
        for h, got in self.gains:
            x, y = view.centre(h)
            w, tall = font.size(f"+{got}")
            pill = pygame.Rect(0, 0, w + px(12), tall + px(4))
            pill.center = (x, y - view.radius // 3 - tall // 2)
            pills.append(
                figure_clear.clear_place(pill, [*counts, *pills], figures, room, view.radius)
            )
        return pills

    def draw_gains(self, canvas: pygame.Surface) -> None:
        """Where its summoning's ninjas came: '+2' in its colour over each hex, above the
        pieces, until the person rolls."""
        seat = self.seat()
        if seat is None or self.told() is None or not self.gains:
            return
        colour = self.table.seat_colour(1 - seat)
        for (_, got), pill in zip(self.gains, self.gain_pills(), strict=True):
            text = theme.text(f"+{got}", theme.FONT_BODY, theme.MOONLIGHT, "display")
            pygame.draw.rect(canvas, theme.MIDNIGHT, pill, border_radius=px(8))
            pygame.draw.rect(canvas, colour, pill, max(2, px(2)), border_radius=px(8))
            canvas.blit(text, text.get_rect(center=pill.center))


WEIGHT = {"throw": 1, "battle": 1, "blitz": 1, "flip": 2, "battle_over": 2, "fights": 2, "walk": 3}
"""Which lines go first where even the fewest words are too many (lowest first): a
battle's words before the walks, whose marks the board keeps too (turn_marks.py); the
roll and the summoning (4) stay while any other is left."""
SHORT_SUMMON = 6
"""A summoning of this many cards or more may be said with its cards counted (fewer)."""
KEPT = ("rolled", "summoned")
for _kind in KEPT:
    WEIGHT[_kind] = 4


def fewer(
    said: list[tuple[str, str]],
    walks: str = "",
    fights: Sequence[str] = (),
    summon: str = "",
    ways_only: str = "",
    fights_one: str = "",
) -> list[list[tuple[str, str]]]:
    """The turn's lines (kind, words) in ever fewer words: all; each battle's last clash
    only; without a throw's opening; the walks in one line (`walks`, TheirTurn.merged);
    each battle by its end alone, then with a summoning of many cards counted
    (`summon`), not named, and the walks by their ways alone (`ways_only`,
    TheirTurn.merged(short=True)); last the battles and throws counted in short lines
    (`fights`: turn_marks.fights_said, their marks on the board), likewise shortened.
    The walks are always listed (newcomer F, s15, 033_10: '4 walks: their arrows are
    on the board' named none of them), the roll and what the summoning drew and gave always kept (newcomer
    P, s12, ai2_12, ai3b_04: the recap began at a walk, and she scrolled the log to
    learn it drew '10, 8, 10, Joker, J'). Each walk is one short line
    (TheirTurn.said): newcomer J, s11, nc-J/029_5, 039_6."""
    last_clashes = [
        line
        for i, line in enumerate(said)
        if line[0] != "flip" or i + 1 == len(said) or said[i + 1][0] != "flip"
    ]
    no_throws = [line for line in last_clashes if line[0] != "throw"]
    merged: list[tuple[str, str]] = []
    for line in no_throws:
        if line[0] != "walk" or not walks:
            merged.append(line)
        elif ("walk", walks) not in merged:
            merged.append(("walk", walks))
    ends = [line for line in merged if line[0] not in ("battle", "throw", "flip")]
    ways = [said, last_clashes, no_throws, merged, ends]

    def shorter(lines: list[tuple[str, str]]) -> list[list[tuple[str, str]]]:
        """`lines` with the summoning's cards counted, then the walks by their ways."""
        out = []
        if summon:
            lines = [("summoned", summon) if k == "summoned" else (k, t) for k, t in lines]
            out.append(lines)
        if ways_only and walks:
            out.append([("walk", ways_only) if k == "walk" else (k, t) for k, t in lines])
        return out

    ways += shorter(ends)  # each battle's end kept before its count
    if fights:
        counted: list[tuple[str, str]] = []
        for line in ends:
            if line[0] != "battle_over":
                counted.append(line)
            elif not any(kind == "fights" for kind, _ in counted):
                counted += [("fights", text) for text in fights]
        ways += [counted, *shorter(counted)]
        if fights_one and len(fights) > 1:  # the throws and battles in one line: none
            # left out where the room shrinks (newcomer H, s16, 084_4/085: after her
            # roll the recap lost '3 throws')
            one: list[tuple[str, str]] = []
            for line in counted:
                if line[0] != "fights":
                    one.append(line)
                elif ("fights", fights_one) not in one:
                    one.append(("fights", fights_one))
            ways += [one, *shorter(one)]
    return ways


def shown_walks(table: Any) -> tuple[list[Any], tuple[int, int, int]] | None:
    """The walks on the board and their clan's colour: the other clan's of the turn just
    played, until the person's first step; while a computer's turn is told, its walks so
    far (Stage.live, drawn as they go: newcomers A and D, s14), and its walks seen again
    (turn_again.py) as they go; else None."""
    told = table.their_turn
    if not table.turn_again.active and told.told() is not None and told.walks:
        seat = told.seat()
        colour = table.seat_colour(1 - seat) if seat is not None else theme.MOONLIGHT
        return [w.hexes for w in told.walks], colour
    live = table.stage.live
    if live.walks and live.seat is not None:
        return live.walks, table.seat_colour(live.seat)
    return None


def draw_trails(canvas: pygame.Surface, table: Any) -> None:
    """The walks shown (shown_walks) under the ninjas, in the clan's colour, one line a
    walk (walk_trail.py): where it went, as Taisen's table leaves a trail (newcomers A
    and H, s10, nc-98: 'its moves vanish into the log; no trail on the board')."""
    fights = shown_fights(table)
    shown = shown_walks(table)
    if not fights and shown is None:
        return
    layer = canvas
    if hint_over(table):  # the hint's arrows lead: the turn's marks step back
        layer = pygame.Surface(canvas.get_size(), pygame.SRCALPHA)
    if fights:
        turn_marks.draw_lines(layer, table.view, fights)
    if shown is not None:
        draw_walks(layer, table.view, *shown)
    if layer is not canvas:
        layer.set_alpha(HINT_FADE)
        canvas.blit(layer, (0, 0))


HINT_FADE = 70
"""The other clan's turn's lines while a hint shows, of 255 (newcomer T, s20, 043/056:
the hint's cyan 1-2-3 drawn over the computer's blue 1-4, two numbered route sets)."""


def hint_over(table: Any) -> bool:
    """Does a hint stand over the other clan's turn just played (its walks kept), not
    while a turn is told live or played again? Then that turn's lines fade, their
    numbers and marks go (draw_trails, draw_trail_numbers). The guided game's gold
    arrow leads likewise (newcomer A, s24, z05: Blue's last walk drawn over the
    lesson's arrow, its numbers by the arrow's head)."""
    lesson = getattr(table, "lesson_step", None)  # (DojoTutorial's)
    guided = lesson is not None and lesson() is not None
    return (
        (table.hint is not None or guided)
        and table.can_act
        and not table.turn_again.active
        and table.their_turn.told() is not None
    )


def draw_trail_numbers(canvas: pygame.Surface, table: Any) -> None:
    """The walks' numbers, over the ninjas, as the recap numbers them, off its
    summoning's '+2' (draw_gains)."""
    if hint_over(table):  # the hint's numbers alone (its 1-2-3 over their 1-4 read
        return  # as one route set: newcomer T, s20, 043/056)
    fights = shown_fights(table)
    shown = shown_walks(table)
    if shown is not None:
        spots = [turn_marks.mark_spot(table.view, f) for f in fights]
        draw_numbers(canvas, table, *shown, [*table.their_turn.gain_spots(), *spots])
    turn_marks.draw_marks(canvas, table.view, fights)


def shown_fights(table: Any) -> list[Fight]:
    """The other clan's battles and throws marked on the board (turn_marks.py): those of
    the turn just played, while its walks are (shown_walks); while it is played again,
    or told live, those played so far."""
    told = table.their_turn
    if table.turn_again.active:  # (those played again so far, turn_again.py)
        return list(table.turn_again.fights)
    if told.told() is not None:
        return list(told.fights)
    return list(table.stage.live.fights)  # (the computer's turn being told)


def gained(event: Any) -> list[tuple[Hex, int]]:
    """The hexes a summoning's dice or a Joker gave ninjas, and how many."""
    d = event.data
    if event.kind == "summoned":
        return [((int(h[0]), int(h[1])), int(got)) for h, got in d.get("gained", []) if got]
    if event.kind == "joker_ninja":
        return [((int(d["hex"][0]), int(d["hex"][1])), 1)]
    return []
