"""The summoning's list of dice keeps its rows in place from the first die to the last
(issue 33: a list never shifts under the pointer; newcomer W, s21, 53_g2_die1: he clicked
row '4. The plains', and with the next die the same row had become 'More choices (Tab):
page 1 of 2').

Two rows of the list come and go, or change their words, as dice are set
(dice_fill.offers): the row that fills the last hex comes once a die is set (two or more
left) and goes with the last die but one, at the end of the list; the spread row says
how many dice are left, the last one in other words. A list of four rows fitted one
page; the fill row made it five, too many, and the list was paged afresh, its fourth
row then the page's turn. So the pages are counted as if the fill row were always there
(a slot as tall as its longest words, at the end, where no row moves for it), and the
spread row is as tall as the longest of its words, from the first die.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .protocol import Table

Measure = Callable[[str], int]
"""A die row's height in px for its words (numbered, beside its die icon)."""


def spread_height(table: Table, measure: Measure) -> int:
    """The spread row's height, in px, for the longest of its words this summoning
    (every count of dice left, down to the last die's)."""
    state = table.state
    tr = table.app.tr
    left = len(state.summon_cards) - len(state.summon_hexes)
    labels = [tr.plural("dojo.act.dice_spread", n) for n in range(1, max(1, left) + 1)]
    return max(measure(str(label)) for label in labels)


def fill_slot(table: Table, measure: Measure, names: list[object], sites: list) -> int:
    """The height, in px, kept at the list's end for the row that fills the last hex,
    when this summoning's dice can offer it (three or more dice) and it is not offered
    now (before the first die, and at the last); 0 when it never comes or is there.
    `names`: the rows' names now; `sites`: the hexes a die may go under."""
    state = table.state
    total = len(state.summon_cards)
    if total < 3 or "dice fill" in names:
        return 0
    tr = table.app.tr
    places = [table.narrator.place_name(h) for h in sites]
    labels = [tr("dojo.act.dice_fill", count=total - 1, where=where) for where in places]
    return max((measure(str(label)) for label in labels), default=0)


def kept_pages(pages: tuple[int, ...], slot: bool) -> tuple[int, ...]:
    """The pages counted with the fill row's `slot` at the end, as the list's real rows
    fill them (the slot taken off the last page; a page it alone filled goes)."""
    if not slot:
        return pages
    sizes = list(pages)
    sizes[-1] -= 1
    if sizes[-1] == 0 and len(sizes) > 1:
        sizes.pop()
    return tuple(sizes)
