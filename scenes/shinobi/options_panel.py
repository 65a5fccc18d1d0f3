"""The Shinobi table's choices on the right: the legal actions offered (filtered by the
hand cards picked during placement), in the shared ChoiceList (keyboard, pointer, wheel,
paging, and which row is lit), and what the hovered one would change on the table (public scores only)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.shinobi.ai import decoy_peeked
from ninjas.shinobi.data import card_name
from ninjas.shinobi.rules import ROUNDS, ShinobiAction

from .. import theme
from ..choice_list import ChoiceList
from . import court_turn, grey_note, marks_note, score_preview
from .board_view import ENDING_CLANS
from .open_pawns import placing_open
from .pawn_places import PawnPlaces
from .selection import cards_of

if TYPE_CHECKING:
    from .protocol import Table


class OptionsPanel:
    """`OptionsPanel(table)`: the actions offered with their labels, and their list."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.options: list[tuple[ShinobiAction, str]] = []
        self.choices = ChoiceList(snug=True)  # a sixth card's row, not a scrollbar (s20)
        if not table.animate:  # nobody watches: a click always lands
            self.choices.guard.grace = 0.0
        self.previews: dict[tuple[int, str], str] = {}
        self.pawns = PawnPlaces(table)
        self.marks_note: pygame.Rect | None = None
        """The note saying what the gold '+3' on a clan is, as last drawn (marks_note)."""

    def build(self) -> None:
        """The choices offered on the right: legal actions, filtered by the selected
        hand cards during placement."""
        table = self.table
        self.options = []
        state = table.state
        here = table.shown_seat == state.current_player or placing_open(table)
        if state.is_terminal or not here:
            self.choices.set_rows([], key=table.version)
            return
        legal = table.legal()
        if state.phase == "place":
            chosen = Counter(card_name(c) for c in table.selection.selected)
            fitting = []
            for action in legal:
                if action.kind == "pass":
                    continue
                ids = cards_of(action)
                have = Counter(card_name(c) for c in ids)
                if chosen and all(have[k] >= v for k, v in chosen.items()):
                    exact = have == chosen
                    fitting.append((not exact, len(ids), action))
            fitting.sort(key=lambda t: (t[0], t[1], str(t[2])))
            actions = [a for _, _, a in fitting]
            actions.append(next(a for a in legal if a.kind == "pass"))
        elif state.phase == "discard":
            actions = [a for a in legal if a.kind == "pass"]
            discards = [a for a in legal if a.kind == "discard"]
            # every card it may be, in the hand's order (issue 33: after an undo a
            # newcomer met an empty panel and did not know what to do); a card picked
            # (or the hint's) lights its row among them: it left one row, 16 in hand
            # (newcomer O, s12, 305m)
            place = {name: i for i, (name, _) in enumerate(table.hand.groups())}
            discards.sort(key=lambda a: place.get(card_name(int(a.args[0])), len(place)))
            actions = discards + actions
            if table.selection.selected:
                picked = card_name(table.selection.selected[0])
                self.options = [(a, table.words.action_label(a)) for a in actions]
                self.choices.set_rows([label for _, label in self.options], key=table.version)
                self.choices.focus = next(
                    (
                        i
                        for i, a in enumerate(actions)
                        if a.kind != "discard" or card_name(int(a.args[0])) == picked
                    ),
                    None,
                )
                return
        elif state.phase == "draw":  # the plain choice first
            actions = sorted(legal, key=lambda a: a.kind != "recruit")
        elif state.phase == "court":  # its uses first, keeping it last (court_turn.py)
            actions = court_turn.ordered(legal)
        elif (arranged := table.picks.order_action()) is not None:
            actions = [arranged]  # the cards as arranged over the table, not 24 orders
        elif state.phase == "pawns":  # a row per place, with its count (pawn_places.py)
            actions = self.pawns.actions()
            self.options = [(a, self.pawns.label(a)) for a in actions]
            rows = self.pawns.rows(actions)
            self.choices.set_rows([label for _, label in self.options], table.version, rows)
            return
        else:  # a Decoy seen already last: row 1 (a habitual 1 or Enter) never wastes a
            # look on it (newcomer A, s23, 195/196: 'Leurre 1 (vu : Grugazor)' first)
            known = state.known_decoys[state.current_player]
            actions = sorted(legal, key=lambda a: decoy_peeked(a) in known)
        self.options = [(a, table.words.action_label(a)) for a in actions]
        self.choices.set_rows([label for _, label in self.options], key=table.version)

    def waiting(self) -> bool:
        """The person at the screen is to move and has choices, while the table still
        tells the last action (a computer's cards in flight, its moment held): the
        choices show then, dimmed, where the turn told (a summary of the computer's
        turn) hid them for about 2 s at the start of a turn (issue 33)."""
        table = self.table
        state = table.state
        return (
            bool(self.options)
            and not table.can_act
            and not state.is_terminal
            and not table.session.ai_to_move
            and (table.shown_seat == state.current_player or placing_open(table))
            and not table.phone_seat(state.current_player)
        )

    def draw_waiting(self, canvas: pygame.Surface) -> None:
        """The choices to come, dimmed; no row answers a click or a key until the table
        is still (a click meant for the animation never chooses)."""
        box = self.table.layout.options
        self.choices.draw(canvas, box)
        self.choices.rows_drawn = []
        veil = pygame.Surface(box.size, pygame.SRCALPHA)
        veil.fill((*theme.MIDNIGHT, 120))
        canvas.blit(veil, box)

    def hovered(self) -> ShinobiAction | None:
        index = self.choices.row_at(self.table.mouse)
        if index is None or index >= len(self.options):
            return None
        return self.options[index][0]

    def previewed(self) -> ShinobiAction | None:
        """The choice whose preview the prompt says: the row lit (the pointer's, the
        keys'), else the row the hint rings; never a row under a pointer that rests
        there unlit while the ring is on another (issue 33, newcomer G, s10, t182_4:
        the hint ringed row 2, the prompt said row 1's 'Leo -12')."""
        table = self.table
        index = self.choices.lit_row(table.mouse)
        if index is None:
            index = self.ringed()
        if index is None or index >= len(self.options):
            return None
        return self.options[index][0]

    def preview(self, action: ShinobiAction | None) -> str:
        """What a choice would change on the table, in public terms only: each seat's
        score (tables are public; a random discard or a draw changes no score)."""
        table = self.table
        if action is None or not table.can_act or action.kind in ("corrupt", "recruit"):
            return ""  # what a draw does depends on the hidden deck: never previewed
        if action.kind == "pawns":  # no score changes now: what the location gives
            where = table.app.tr(f"shinobi.where.{action.args[0]}")
            words = table.words.where_words(action.args[0])
            return str(table.app.tr("shinobi.preview.where", where=where, words=words))
        number = self.number_of(action)
        key = (table.version, str(action), number)
        if key in self.previews:
            return self.previews[key]
        changes = score_preview.changes(table, action)  # every seat's, the destroy's too
        # which choice and whose scores, said plainly: 'Choice 1 changes the scores: Ana
        # +6' ('Score change: Ana +6' above the hint read as a change already made, its
        # choice and its person unclear: newcomer A, s24, g38/g48)
        said = ", ".join(changes)
        text = (
            ""
            if not changes
            else table.app.tr("shinobi.preview.some", changes=said)
            if number is None
            else table.app.tr("shinobi.preview", row=number, changes=said)
        )
        ends = ending_words(table, action)
        if ends:  # a 4th clan ends the round (or the game): said before it is laid
            # (newcomer B, s10, nc-92/149c.png: the hover said only 'Score change: Ben
            # +18'; the round then ended, its Rat's random discards past any Undo)
            # (a full stop between: 'Marc +9. He ends the round', newcomer U, s13, 184)
            text = f"{text}. {ends}" if text else ends
        self.previews = {key: text}
        return text

    def number_of(self, action: ShinobiAction) -> int | None:
        """The key number of `action`'s row as drawn ('1.'), else None."""
        said = str(action)
        index = next((i for i, (a, _) in enumerate(self.options) if str(a) == said), None)
        rows = self.choices.rows_drawn
        return next((r.number for r in rows if r.index == index and r.number), None)

    def relabel(self) -> None:
        """The same actions said again (the language changed)."""
        if self.table.state.phase == "pawns":
            self.build()
            return
        self.options = [(a, self.table.words.action_label(a)) for a, _ in self.options]
        self.choices.set_rows([label for _, label in self.options], key=self.table.version)

    def more_pawns(self, where: str, step: int, click: bool) -> None:
        """A lit place clicked (or Left/Right on its row): its row lit, with one pawn
        more there (or fewer), so Enter places them."""
        before = self.pawns.counts.get(where) if click else self.pawns.counts.get(where, 1)
        if not self.pawns.more(where, step, click) or self.pawns.counts[where] == before:
            # nothing changed: said why (newcomer O, s12, 278-281: the Court clicked
            # three times and Right, silently; it takes one pawn a round)
            self.table.refuse(self.pawns.why_not(where))
            return
        self.build()
        rows = [a.args[0] for a, _ in self.options]
        if where in rows:
            self.choices.focus = rows.index(where)

    def ringed(self) -> int | None:
        """The row ringed in gold, the one the hint or the lesson names (asked_row),
        while no other row is lit: one highlight only, and Enter takes the ringed row
        (issue 33, newcomer V, s9 g27, f21: the gold ring on one row, the keys' red
        focus on another, or none lit and Enter lit row 1, the wrong clan)."""
        table = self.table
        asked = table.asked_row()
        if asked is None or asked not in {row.index for row in self.choices.rows_drawn}:
            return None
        lit = self.choices.lit_row(table.mouse)
        return asked if lit in (None, asked) else None

    def draw(self, canvas: pygame.Surface) -> None:
        """The rows, the one asked ringed (ringed)."""
        table = self.table
        focus = table.pad_focus  # a pad's focus on a row lights it, as a key's would
        pad_row = focus[1] if isinstance(focus, tuple) and focus[0] == "row" else None
        self.choices.lit.pad(pad_row)
        self.choices.draw(canvas, table.layout.options, table.mouse, self.ringed())
        rows, box = self.choices.rows_drawn, table.layout.options
        grey = grey_note.draw(table, canvas, box, rows)  # why grey
        self.marks_note = marks_note.draw(table, canvas, box, rows, grey)  # what '+3' is


def ending_words(table: Any, action: ShinobiAction) -> str:
    """What a new clan laid as the mover's 4th says it ends: the round, or the game (its
    last round); '' for any other move."""
    state = table.state
    seat = state.current_player
    if action.kind != "place" or len(state.clans[seat]) != ENDING_CLANS - 1:
        return ""
    last = state.round >= ROUNDS[state.mode]
    words = str(table.app.tr("shinobi.preview.ends_game" if last else "shinobi.preview.ends_round"))
    lost = court_turn.lost_words(table)  # its unused Court card goes with the round (D, s14)
    return f"{words} {lost}" if lost else words
