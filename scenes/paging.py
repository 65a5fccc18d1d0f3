"""A list of choices shown a page at a time in a panel of a few rows: when the choices
do not fit, the last row turns the page (as do Tab, PageUp/PageDown and the wheel), and
keys 1-9 choose among the choices on the page shown. Pure arithmetic: the table draws
the rows."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass
class Pager:
    rows: int = 3
    """Rows the panel has for this list."""
    count: int = 0
    """Choices in the list."""
    page: int = 0
    key: Any = None
    """What the list shown is (see set)."""

    def set(self, count: int, rows: int, key: Any = None) -> None:
        """A new list (or a new panel size): the page is kept while it exists. With a
        `key` (any value naming the list: its choices, the position), a list whose key
        differs from the last one starts again at the first page."""
        if key is not None and key != self.key:
            self.key = key
            self.page = 0
        self.count, self.rows = count, max(1, rows)
        self.page = min(self.page, self.pages - 1)

    @property
    def paged(self) -> bool:
        return self.count > self.rows

    @property
    def size(self) -> int:
        """Choices on a page: every row, or all but the one that turns the page."""
        return max(1, self.rows - 1) if self.paged else self.rows

    @property
    def pages(self) -> int:
        return max(1, -(-self.count // self.size))

    def shown(self) -> range:
        """The indices of the choices on the page shown."""
        start = self.page * self.size
        return range(start, min(self.count, start + self.size))

    def turn(self, delta: int = 1) -> None:
        """The next (or previous) page, round to the first after the last."""
        self.page = (self.page + delta) % self.pages

    def index(self, key_number: int) -> int | None:
        """The choice that key 1-9 (`key_number` 0-8) means on the page shown, if any."""
        shown = self.shown()
        return shown[key_number] if 0 <= key_number < len(shown) else None
