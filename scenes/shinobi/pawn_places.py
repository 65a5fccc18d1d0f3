"""Grand Master's pawns placed place by place (issue 33, newcomer O, s8 t4b/t6b: the three
places lit with a gold border did nothing when clicked, and the rows '1 on Missions / 2 on
Missions / ... / 4 on Final Showdown' needed a scroll). The choices hold one row per place,
each with its count of pawns ('3 on Missions'), 1 at first; a click on a lit place lights
its row, each click after it one pawn more (past the most, back to one), so Enter or a
click on the row places them; Left/Right change the lit row's count. Every row is a legal
action: the hint, the pads and the keys 1-9 choose it as any other. One place is chosen at
a time: a count set at one place (a click, the keys, the hint's) sets the others back to
one, so no '+1' stays on the Court while '+3' is built on Missions (newcomer U, s13,
nc-U/199, 201: two places looked chosen for a 'single place' rule)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.shinobi.rules import LOCATIONS, ShinobiAction

from ..choice_list import ChoiceRow

if TYPE_CHECKING:
    from .protocol import Table


class PawnPlaces:
    """`PawnPlaces(table)`: the count chosen at each place in this position."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.counts: dict[str, int] = {}
        self._for: object = None

    def _moves(self) -> dict[str, list[ShinobiAction]]:
        """Each place's pawn moves, fewest pawns first (a new position: counts of 1)."""
        table = self.table
        key = (table.version, len(table.session.actions))
        if key != self._for:
            self._for, self.counts = key, {}
        moves: dict[str, list[ShinobiAction]] = {}
        for action in table.legal():
            if action.kind == "pawns":
                moves.setdefault(action.args[0], []).append(action)
        for listed in moves.values():
            listed.sort(key=lambda a: int(a.args[1]))
        return moves

    def actions(self) -> list[ShinobiAction]:
        """One row per place, with its count."""
        moves = self._moves()
        return [
            moves[where][min(self.counts.get(where, 1), len(moves[where])) - 1]
            for where in LOCATIONS
            if where in moves
        ]

    @staticmethod
    def rows(actions: list[ShinobiAction]) -> list[ChoiceRow]:
        """The rows named by their place: the lit row stays lit as its count changes."""
        return [ChoiceRow(name=("pawns", a.args[0])) for a in actions]

    def more(self, where: str, step: int = 1, click: bool = False) -> bool:
        """One pawn more (`step` -1: fewer) at `where`, wrapping round; the first
        `click` on a place is its first pawn. False if no pawn may go there."""
        moves = self._moves().get(where)
        if not moves:
            return False
        count = self.counts.get(where, 1) + step if where in self.counts or not click else 1
        self.counts = {where: (count - 1) % len(moves) + 1}  # one place chosen at a time
        return True

    def label(self, action: ShinobiAction) -> str:
        """The row's words: '2 on Missions (up to 4)' where more may go, so the counts
        the rules allow are said as the phone's rows offer them (newcomer O, s12, 273
        against 278: the laptop's rows said only '1 on ...')."""
        table = self.table
        words = str(table.words.action_label(action))
        most = len(self._moves().get(action.args[0], []))
        return (
            str(table.app.tr("shinobi.act.pawns_up_to", what=words, most=most))
            if most > 1
            else words
        )

    def why_not(self, where: str) -> str:
        """Why no more pawns go to `where`: the Court takes one a round (the rules'
        Grand Master board), or this is the last pawn to place."""
        table = self.table
        tr = table.app.tr
        if where == "court":
            moves = self._moves().get("court")
            return str(tr("shinobi.refused.court_one" if moves else "shinobi.refused.court_done"))
        left = table.state.to_place[table.state.current_player]
        return str(tr.plural("shinobi.refused.pawns_left", left))

    def follow(self, action: ShinobiAction) -> None:
        """The count of `action` (the hint's) shown in its place's row."""
        if action.kind == "pawns" and action in self._moves().get(action.args[0], []):
            self.counts = {action.args[0]: int(action.args[1])}
