"""What the Dojo table's rooms may ask of the table that holds them (DojoScene): its
state and session, its layout and board view, what is chosen now (the ninja, the card,
the arrows' cursor), the legal actions, the rooms beside them, and the
few things a room may ask it to do (submit or play an action, refuse a click).

A room is given the table as this protocol and never imports the scene's module, so no
import circle comes of it; the rooms beside it are typed Any here for the same reason.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

from ninjas.dojo.rules import DojoState

from ..table_protocol import TableParts

if TYPE_CHECKING:
    from collections.abc import Callable

    from ninjas.core.events import Event
    from ninjas.core.session import GameSession
    from ninjas.dojo.hexgrid import Hex
    from ninjas.dojo.rules import DojoAction

    from .board_view import BoardView
    from .layout import TableLayout


class Table(TableParts[DojoState], Protocol):
    """The skeleton's (TableParts: the state, who may act, the refusal) and Dojo's."""

    app: Any
    session: GameSession
    layout: TableLayout
    view: BoardView
    mouse: tuple[int, int]
    version: int
    animate: bool
    hint: DojoAction | None
    pad_focus: Hashable
    """The gamepad's focus: the name of the target it is on (scenes/pads.py)."""
    # what is chosen now (input sets it, a new position clears it)
    selected: Hex | None
    undo_chose: Hex | None
    cursor: Hex | None
    picked: int | None
    drag: int | None
    forest_cost: int
    last_actor: int | None
    last_turn: int | None
    wrap: Callable[[str, int, int], list[str]]
    """Text wrapped at a size to a width, kept (scenes/text_cache.py)."""
    # the rooms (scenes/dojo/*.py), reached through the table
    stage: Any
    narrator: Any
    log_panel: Any
    note: Any
    summoning: Any
    choices: Any
    prompt_panel: Any
    controls: Any
    map_layers: Any
    tray_view: Any
    turn_end: Any
    """The skeleton's "End turn" confirm (scenes/tableflow/turn_end.py)."""
    hint_plan: Any
    """The last hint's plan (hint_plan.py)."""
    hint_job: Any
    """The hint's search and its answer (scenes/ai_turn.HintJob)."""
    their_turn: Any
    """The other clan's battles, said until the person rolls (their_turn.py)."""
    reveal: Any
    """A hot-seat round's turned cards, read by both (reveal_hold.py)."""
    summon_hold: Any
    """A person's summoning, read before the computer plays (summon_hold.py)."""
    end_hold: Any
    """The final board the computer's move left, until read (end_hold.py)."""
    turn_again: Any
    """The computer's walks seen again, walk by walk (turn_again.py)."""

    @property
    def rolling_off(self) -> bool: ...
    @property
    def busy(self) -> bool: ...
    @property
    def viewer(self) -> int | None: ...

    def layout_px(self, length: float) -> int: ...
    def legal(self) -> list[DojoAction]: ...
    def legal_texts(self) -> set[str]: ...
    def legal_move(self, result: Any) -> DojoAction | None: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def clan_name(self, seat: int) -> str: ...
    def may_see(self, seat: int) -> bool: ...
    def telling_other(self) -> bool: ...
    def lesson_hexes(self) -> list[Hex]: ...
    def lesson_step(self) -> tuple[Hex, Hex] | None: ...
    def submit(self, action: str) -> bool: ...
    def play(self, action: DojoAction | str) -> None: ...
    def replayed_events(self, opening: Any = None) -> Iterator[Event]: ...
    def phone_seat(self, seat: int) -> bool: ...
    def table_key(self, key: int) -> bool: ...
