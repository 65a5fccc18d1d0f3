"""Stand-ins for a table's computer search, shared by the tests of what a table says
while its computer thinks (the laptop's tables and the phones)."""

from __future__ import annotations

from typing import Any


class Slow:
    """A search that has not answered yet (a busy machine), its worker alive."""

    stalled = False
    restarts = 0

    def done(self) -> bool:
        return False

    def result(self) -> Any:
        return None

    def cancel(self) -> None:
        pass
