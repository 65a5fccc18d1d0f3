"""What the Dojo table works out once per position, not every frame (s10 brief point
5): the top bar's deck warning and Dojo-alone words (deck_end, dojo_taken, the race,
wrapped), and the ninjas as drawn (map_layers.pieces), which the hint's walk numbers
read for each walk (hint_plan.number_at). Each is kept under the position's key
(`state_key`) and made again only when it changes.

The key is what those answers read: the game's revision and action count (an undo or a
load bumps the revision), the board as shown (the events still to tell, the summoned
ninjas still to land, whether the board follows the told events, and the ninjas on it),
the phase, the mover and the decks' sizes, the table being busy, the seat shown and the
language. (Reading the board's counts costs a few microseconds; the answers kept cost
far more: deck_end's cases, the texts wrapped, a figure's place per ninja.)
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Any, Generic, TypeVar
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from .protocol import Table

T = TypeVar("T")


def state_key(table: Table) -> tuple[Hashable, ...]:
    """The position as the table shows it (what the kept answers depend on)."""
    stage = table.stage
    state = table.state
    board = tuple((h, c[0], c[1]) for h, c in stage.shown_ninjas().items() if c[0] or c[1])
    return (
        table.version,
        len(table.session.actions),
        len(getattr(table, "queue", ())),
        len(stage.board_later),
        stage.board_ninjas is None,
        table.busy,
        table.viewer,
        table.app.tr.lang,
        state.phase,
        state.mover,
        tuple(len(deck) for deck in state.decks),
        board,
    )


class Kept(Generic[T]):
    """One answer kept under its key."""

    def __init__(self) -> None:
        self.key: Hashable = None
        self.value: Any = None
        self.made = 0
        """How many times it was worked out (tests count them)."""

    def get(self, key: Hashable, make: Callable[[], T]) -> T:
        if self.made == 0 or key != self.key:
            self.value = make()
            self.key = key
            self.made += 1
        return self.value  # type: ignore[no-any-return]


_KEPT: WeakKeyDictionary[Any, dict[str, Kept[Any]]] = WeakKeyDictionary()


def kept(table: Table, name: str) -> Kept[Any]:
    """The answer `name` kept for `table` (made empty the first time)."""
    mine = _KEPT.setdefault(table, {})
    if name not in mine:
        mine[name] = Kept()
    return mine[name]
