"""What every table's rooms may ask of the table that holds them, whatever the game: a
small protocol one floor below the tables, which each table's own protocol extends
(scenes/dojo/protocol.py, scenes/night/table_protocol.py, scenes/shinobi/protocol.py,
the Taisen rooms' and the skeleton's rooms'). TableScene (scenes/table.py) has all of
it; a room never imports its table's scene, so no import circle comes of it."""

from __future__ import annotations

from typing import Protocol, TypeVar

StateT_co = TypeVar("StateT_co", covariant=True)


class TableParts(Protocol[StateT_co]):
    """The state shown and who may act on it, whether the computer is searching (its
    move, a hint), whether a screen of the table's own covers it, the clock, and the
    refusal a prompt shows (scenes/tableflow/refusal.py)."""

    time: float

    @property
    def state(self) -> StateT_co: ...
    @property
    def can_act(self) -> bool: ...
    @property
    def hint_pending(self) -> bool: ...
    @property
    def acting_seat(self) -> int | None: ...
    @property
    def ai_thinking(self) -> bool: ...
    @property
    def covered(self) -> bool: ...

    def refuse(self, why: str) -> None: ...
    def refusal(self) -> str | None: ...
