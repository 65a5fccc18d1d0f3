"""What the Shinobi table's rooms may ask of the table that holds them (ShinobiScene):
its state and session, its size and layout, the seat shown, the legal actions, the
rooms beside them, and the few things a room may ask it to do (play, choose a row).

A room is given the table as this protocol and never imports the scene's module, so no
import circle comes of it; the rooms beside it are typed Any here for the same reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ninjas.shinobi.rules import ShinobiState

from ..table_protocol import TableParts

if TYPE_CHECKING:
    import pygame

    from ninjas.core.events import Event
    from ninjas.core.session import GameSession
    from ninjas.shinobi.rules import ShinobiAction

    from ..pads import PadPress
    from .layout import TableLayout


class Table(TableParts[ShinobiState], Protocol):
    """The skeleton's (TableParts: the state, who may act, the refusal) and Shinobi's."""

    app: Any
    session: GameSession
    size: tuple[int, int]
    mouse: tuple[int, int]
    version: int
    animate: bool
    time: float
    queue: list[Event]
    humans: list[int]
    shown_seat: int | None
    hint: ShinobiAction | None
    ranking: dict[str, Any] | None
    reveal: tuple[int | None, int, str] | None
    pointer_moved: bool
    pad_focus: Any
    # the rooms (scenes/shinobi/*.py), reached through the table
    words: Any
    round_end: Any
    wraps: Any
    log: Any
    prompt: Any
    option_panel: Any
    selection: Any
    hand: Any
    news: Any
    hint_reason: Any
    board: Any
    grandmaster: Any
    picks: Any
    staging: Any
    covers: Any
    zoom: Any
    turn_end: Any
    """The skeleton's "End turn" confirm (scenes/tableflow/turn_end.py)."""
    carried_keys: Any
    """The skeleton's guard on the keys pressed (scenes/tableflow/keys.py)."""

    @property
    def layout(self) -> TableLayout: ...
    @property
    def busy(self) -> bool: ...

    def legal(self) -> list[ShinobiAction]: ...
    def asked_row(self) -> int | None: ...
    def seat_name(self, seat: int) -> str: ...
    def bottom_seat(self) -> int: ...
    def opponent_slots(self) -> dict[int, pygame.Rect]: ...
    def face(self, card: int, width: int, strip: int | None = None) -> pygame.Surface: ...
    def play(self, action: ShinobiAction | str) -> None: ...
    def choose_option(self, index: int) -> None: ...
    def tell(self, what: str) -> None: ...
    def forced_choice(self) -> tuple[ShinobiAction, str] | None: ...
    def phone_seat(self, seat: int) -> bool: ...
    def phone_cards(self) -> dict[str, dict[str, Any]]: ...
    def table_key(self, key: int) -> bool: ...
    def pad_may_act(self, press: PadPress) -> bool: ...
