"""A Night option list paged as a list of no roofs (9 rows at most, the log's lines
kept): a list of roofs takes the whole area since s11 (options_panel.capacity), and the
tests of paging itself page the placing list as before."""

from __future__ import annotations

from typing import Any

from scenes.night.layout import MAX_OPTIONS


def nine_a_page(panel: Any) -> tuple[int, int]:
    """OptionsPanel.capacity as for a list of no roofs."""
    return MAX_OPTIONS, panel.table.layout().option_room()
