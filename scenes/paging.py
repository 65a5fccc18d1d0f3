"""A list of choices shown a page at a time in a panel of a few rows: when the choices
do not fit, the last row turns the page (as do Tab, PageUp/PageDown and the wheel), and
keys 1-9 choose among the choices on the page shown. Pages hold `rows` choices each
(all but the row that turns the page), or as many as the table says (`sizes`: rows of
several heights, Dojo's list). Pure arithmetic: the table draws the rows."""

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
    sizes: tuple[int, ...] = ()
    """The choices on each page, when the table worked them out (see set)."""

    def set(self, count: int, rows: int, key: Any = None, sizes: tuple[int, ...] = ()) -> None:
        """A new list (or a new panel size): the page is kept while it exists. With a
        `key` (any value naming the list: its choices, the position), a list whose key
        differs from the last one starts again at the first page. With `sizes` (adding
        up to `count`), page k holds sizes[k] choices: a table whose rows are of several
        heights fills each page as far as its room goes."""
        if key is not None and key != self.key:
            self.key = key
            self.page = 0
        self.count, self.rows = count, max(1, rows)
        self.sizes = tuple(sizes) if sizes and sum(sizes) == count else ()
        self.page = min(self.page, self.pages - 1)

    @property
    def paged(self) -> bool:
        return len(self.sizes) > 1 if self.sizes else self.count > self.rows

    @property
    def size(self) -> int:
        """Choices on a page: every row, or all but the one that turns the page (with
        `sizes`, those of the page shown)."""
        if self.sizes:
            return self.sizes[self.page]
        return max(1, self.rows - 1) if self.paged else self.rows

    @property
    def pages(self) -> int:
        return len(self.sizes) if self.sizes else max(1, -(-self.count // self.size))

    def shown(self) -> range:
        """The indices of the choices on the page shown."""
        start = sum(self.sizes[: self.page]) if self.sizes else self.page * self.size
        return range(start, min(self.count, start + self.size))

    def page_of(self, index: int) -> int:
        """The page that shows choice `index`."""
        if not self.sizes:
            return index // self.size
        start = 0
        for page, size in enumerate(self.sizes):
            start += size
            if index < start:
                return page
        return len(self.sizes) - 1

    def turn(self, delta: int = 1) -> None:
        """The next (or previous) page, round to the first after the last."""
        self.page = (self.page + delta) % self.pages

    def index(self, key_number: int) -> int | None:
        """The choice that key 1-9 (`key_number` 0-8) means on the page shown, if any."""
        shown = self.shown()
        return shown[key_number] if 0 <= key_number < len(shown) else None


def fill_pages(
    heights: list[int], room: int, gap: int, turn: int, most: int = 9
) -> tuple[int, ...]:
    """How many rows of `heights` (px, `gap` between them) each page holds in `room` px:
    all on one page when they fit (and are no more than `most`), else as many as fit
    above the row that turns the page (`turn` px), at most `most` a page (keys 1-9)."""
    if sum(heights) + gap * max(0, len(heights) - 1) <= room and len(heights) <= most:
        return (len(heights),)
    space = room - turn
    sizes = [0]
    used = 0
    for height in heights:
        if sizes[-1] and (used + height + gap > space or sizes[-1] == most):
            sizes.append(0)
            used = 0
        sizes[-1] += 1
        used += height + gap
    return tuple(sizes)
