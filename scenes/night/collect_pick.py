"""A Collect chosen token by token: one row per token of the roof, ticked or not, and
one row that collects the tokens ticked (issue 33, newcomer G, s6: with a full backpack
the list gave 'Page 1/4' of combinations, '2 pink tokens (tokens 1 and 3) (2 in your
hand)', 'a spreadsheet'; clicking the roof's tokens is what a newcomer tries first).

A token is ticked or let go by its row (a click, its number key, Enter on it) or by a
click on the token itself on the roof. Every token that may be taken is ticked when the
turn's list is made; the Collect row names the tokens ticked as the viewer may know
them, and says how many go to the hand when the backpack has no room for them. Then
the turn's usual rows choose which token to drop for one in the hand (a discard, a
swap, keep): the discards wait for the Collect. A yellow token before round 5 has its row too, saying why it stays (newcomer
I: it was silently not offered); choosing it says so again and ticks nothing."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from ninjas.night.rules import NightAction

if TYPE_CHECKING:
    from .table_protocol import NightTable

LATER = "later"
"""A pick row's second argument: a yellow token that waits for round 5."""
CLICK_SLACK = 3
"""Design px around a token's picture that a click on it still counts."""


class CollectPick:
    """`CollectPick(table)`: `fold(actions)` puts the rows of a Collect in place of its
    combinations; `toggle(k)` ticks or lets go token k of the roof; `token_at(pos)` is
    the roof's token drawn at a point of the screen while a Collect is being chosen."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.chosen: set[int] = set()
        """The places on the roof of the tokens ticked."""
        self.made_for: tuple[int, int] | None = None
        """The position (actions played, seat) the ticks were made for: a new turn
        ticks every token again."""
        self._full: tuple[object, str] = (None, "")
        """full_label's words, and the position and language they were made for."""

    # ------------------------------------------------------------------ the rows
    def allowed(self) -> list[int]:
        """The places on the acting seat's roof of the tokens it may take now."""
        state = self.table.state
        here = state.positions[state.current_player]
        return [] if here is None else state.collectable(here)

    def fold(self, actions: list[NightAction]) -> list[NightAction]:
        """`actions` with the Collect's combinations replaced by one row per token of
        the roof and the Collect row of the tokens ticked, where the first stood."""
        places = [k for k, a in enumerate(actions) if a.kind == "collect"]
        if not places:
            self.made_for = None
            return actions
        state = self.table.state
        allowed = self.allowed()
        position = (len(self.table.session.actions), state.current_player)
        if position != self.made_for:
            self.made_for = position
            self.chosen = set(allowed)
        self.chosen &= set(allowed)
        here = state.positions[state.current_player]
        roof = state.roofs[here] if here is not None else []
        picks = [
            NightAction("pick", (str(k),) if k in allowed else (str(k), LATER))
            for k in self.order(len(roof))
        ]
        # no discard before the Collect: after it, a discard makes room for a token in
        # the hand (take, then drop); before it, four discard rows sent the list to a
        # second page and offered the same choice in the wrong order
        others = [a for a in actions if a.kind not in ("collect", "discard")]
        first = places[0]
        return [*others[:first], *picks, self.collect(), *others[first:]]

    def full_label(self) -> str:
        """The longest of the Collect row's words with every token it may take ticked or
        all but one (the row's height is theirs, options_panel.row_height: with one let
        go the row names the tokens, 'tokens 2, 3, 4 and 5', and grew to two lines,
        moving the rows under it, newcomer V, s13, 078): made once a position and
        language, not on each of the several times a frame the list measures its rows."""
        key = (self.made_for, self.table.app.tr.lang)
        if self._full[0] != key:
            allowed = self.allowed()
            sets = [allowed, *([t for t in allowed if t != k] for k in allowed)]
            label = self.table.words.label
            said = [label(NightAction("collect", tuple(map(str, taken)))) for taken in sets]
            self._full = (key, max(said, key=len))
        return self._full[1]

    def order(self, count: int) -> list[int]:
        """The places of the acting seat's roof's `count` tokens as they lie on it, left
        to right: their rows in that order, 'Token 1' the leftmost (issue 33, newcomer
        L, s66: 'Token 1: 3 points / Token 2: 3 / Token 3: 2' while the roof showed 2,
        3, 3 left to right; the tokens lie in staggered rows, not in their order)."""
        state = self.table.state
        here = state.positions[state.current_player]
        if here is None:
            return list(range(count))
        view = self.table.view
        return sorted(range(count), key=lambda k: (view.token_spot(here, k)[0], k))

    def number(self, k: int) -> int:
        """The number token k of the roof goes by in the rows: its place left to right."""
        state = self.table.state
        here = state.positions[state.current_player]
        count = len(state.roofs[here]) if here is not None else 0
        return self.order(count).index(k) + 1 if k < count else k + 1

    def collect(self) -> NightAction:
        """The Collect of the tokens ticked (with none, a row that says to tick some)."""
        return NightAction("collect", tuple(str(k) for k in sorted(self.chosen)))

    def ticked(self, action: NightAction) -> bool:
        return action.kind == "pick" and int(action.args[0]) in self.chosen

    # ------------------------------------------------------------------ choosing
    def takes(self, action: NightAction) -> bool:
        """A row of the Collect's chosen (True): a token's row ticks it or lets it go;
        the Collect with no token ticked says to tick some. Others are the table's."""
        if action.kind == "pick":
            self.toggle(int(action.args[0]))
        elif action.kind == "collect" and not action.args:
            self.table.refuse(self.table.app.tr("night.pick.none.why"))
        else:
            return False
        return True

    def toggle(self, k: int) -> None:
        """Token k of the roof ticked, or let go; a yellow one before round 5 stays, and
        the prompt says why. The Collect row's words follow (the rows keep their places:
        options_panel names them)."""
        table = self.table
        if not table.can_act or self.made_for is None:
            return
        if k not in self.allowed():
            table.refuse(table.app.tr("night.pick.later.why"))
            return
        self.chosen ^= {k}
        self.relabel()

    def take(self, chosen: list[int]) -> None:
        """The tokens ticked set to `chosen` (the hint's Collect)."""
        if self.made_for is None:
            return
        self.chosen = set(chosen) & set(self.allowed())
        self.relabel()

    def relabel(self) -> None:
        table = self.table
        actions = [self.collect() if a.kind == "collect" else a for a, _ in table.options]
        table.options = table.words.labelled(actions)

    # ------------------------------------------------------------------ the roof
    def token_at(self, pos: tuple[int, int]) -> int | None:
        """The token of the acting seat's roof drawn at `pos`, while its Collect is being
        chosen (else None)."""
        table = self.table
        if self.made_for is None or not any(a.kind == "pick" for a, _ in table.options):
            return None
        state = table.state
        here = state.positions[state.current_player]
        if here is None:
            return None
        view = table.view
        reach = view.token_size() / 2 + view.px(CLICK_SLACK)
        spots = [view.token_spot(here, k) for k in range(len(state.roofs[here]))]
        near = [(math.dist(pos, spot), k) for k, spot in enumerate(spots)]
        hits = [(d, k) for d, k in near if d <= reach]
        return min(hits)[1] if hits else None
