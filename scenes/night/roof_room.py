"""How many rows a list of roofs to move to may take in the column (OptionsPanel.capacity):
the log keeps its four lines (LOG_KEEP) where the list fits on one page beside them;
where it fits only with the log at two lines (LOG_SNUG), the log gives them, and the
list is not paged. Newcomer O, s18, 224: 'Page 1/2' for eight roofs at 1920x1080, the
log's panel half empty under it; the hint's roof then stood alone on page 2 (225)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from .layout import OPTION_GAP, OPTION_H

if TYPE_CHECKING:
    from ninjas.night.rules import NightAction

    from .layout import Layout


class OptionsPanel(Protocol):
    """What is read of the option list (options_panel.OptionsPanel)."""

    @property
    def rows(self) -> list[tuple[NightAction, str]]: ...

    def row_height(self, index: int) -> int: ...

    def heading_height(self) -> int: ...


def roof_rows(
    panel: OptionsPanel,
    layout: Layout,
    whole: bool,
    group: Callable[[NightAction], str | None],
) -> int:
    """The rows the list of roofs has (its room: rows of OPTION_H): the whole area when
    placing (`whole`: no story yet), else the room beside a four-line log, or beside a
    two-line one where only that holds every row on one page."""
    rows = max(layout.option_rows, layout.all_rows if whole else layout.roof_rows)
    snug = max(rows, layout.snug_rows)
    if whole or snug == rows:
        return rows
    heights = [panel.row_height(i) for i in folded(panel, group)]
    need = panel.heading_height() + sum(heights) + OPTION_GAP * (len(heights) - 1)
    if need <= room(rows):
        return rows
    return snug if need <= room(snug) else rows


def room(rows: int) -> int:
    """The design px `rows` rows of OPTION_H take."""
    return rows * (OPTION_H + OPTION_GAP) - OPTION_GAP


def folded(panel: OptionsPanel, bonus_group: Callable[[NightAction], str | None]) -> list[int]:
    """The rows listed with no roof chosen: a bonus token's choices folded into one
    (OptionsPanel.listed, its `bonus_group`)."""
    seen: set[str] = set()
    order: list[int] = []
    for i, (action, _) in enumerate(panel.rows):
        group = bonus_group(action)
        if group is not None and group in seen:
            continue
        if group is not None:
            seen.add(group)
        order.append(i)
    return order
