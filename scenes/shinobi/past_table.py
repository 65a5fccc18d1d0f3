"""The Shinobi table as it stood during the computers' turns, for 'Replay its turn (T)'
(turn_again.py; newcomer J, s16, nc-J.md 'Computer's turn', 6/10: 'the board is NOT
rewound: during step 1 (Midori just corrupt, nothing laid yet) both the Fox clan and
Kiku's Rat clan are already on the table, and the headers show the final "Score 6 · 4
in hand". It is a narrated highlight, not a replay').

The game is played again from the session's seed and its actions (as a loaded game's log
is, tableflow/replay.py) and the state kept after each action told again: while the
replay shows an action, the table is drawn from the state right after it, as the live
table draws it while that action's cards fly (a clan laid then destroyed stands on the
table until its step; each seat's counts and scores are the day's). The state is only
swapped in while a frame is drawn (`PastTable.shown`): every choice, the computers and
the log keep the game of now, and nothing drawn reaches them. It is drawn as the person
sees her own table: her hand of then face up, every other hand a count of backs (the
table's own rules for what shows, unchanged). Her hand has its own slots while the past
shows (a HandView of its own), and the drawings kept for a position (the legal actions,
the glowing cards, a preview) are kept apart from the present's: back to her turn, the
table is the one she left, pixel for pixel."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from ninjas.games import get_rules

from .hand_view import HandPlan, HandView

PAST_VERSION = -1
"""The table's version while the past is drawn: a drawing kept for a position (by the
version) is never the present's."""


def states_after(session: Any, counts: list[int]) -> list[Any]:
    """The game's state once `counts[i]` actions had been played, for each i (counts in
    increasing order), played again from the session's seed and actions."""
    state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
    found: list[Any] = []
    played = 0
    for count in counts:
        for action in session.actions[played:count]:
            state.apply(action)
        played = max(played, count)
        found.append(state.clone())
    return found


class PastTable:
    """`PastTable(table, counts)`: the states after each action told again (`states`);
    `shown(at)`: the table draws the state of step `at` while the block lasts."""

    def __init__(self, table: Any, counts: list[int]) -> None:
        self.table = table
        self.states = states_after(table.session, counts)
        self.hand = HandView(table)
        """Her hand's slots while the past shows (the present's are kept as they are),
        its piles in the order hers stand in now: T moves none of them."""
        now = table.hand
        if now.plan is not None:
            self.hand.plan = HandPlan(list(now.plan.order), {}, {}, set(now.plan.cards))
            self.hand.turn = now.turn

    @contextmanager
    def shown(self, at: int) -> Iterator[None]:
        """The table draws (and aims its flights at) the state of step `at`; then the
        present again, with what it kept."""
        table = self.table
        kept = (table.hand, table.version, table._legal)
        pawns = table.option_panel.pawns
        counts = (pawns._for, dict(pawns.counts))
        table.__dict__["_past_drawn"] = self.states[at]
        table.hand = self.hand
        table.version = PAST_VERSION
        table._legal = ((PAST_VERSION, len(table.session.actions)), [])  # (hers: none then)
        try:
            yield
        finally:
            table.__dict__["_past_drawn"] = None
            table.hand, table.version, table._legal = kept
            pawns._for, pawns.counts = counts
