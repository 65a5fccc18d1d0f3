"""What a gamepad reaches at the Night table (scenes/pads.py): while aiming, Throw (the
string's length set with the triggers or the stick: `adjust`); while planning, each
action's two chips and Confirm; otherwise the options shown and the arrows that turn
their page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..pads import PadTarget

if TYPE_CHECKING:
    from .table_protocol import NightTable


def pad_targets(table: NightTable) -> list[PadTarget]:
    if not table.can_act:
        return []
    layout = table.layout()
    if table.throw is not None:
        return [PadTarget(layout.throw_button(), table.throw_now, "throw")]
    if table.state.phase == "plan":
        chips: list[PadTarget] = table.plan_panel.pad_targets(layout)
        return chips
    targets: list[PadTarget] = table.option_list.pad_targets()
    return targets


def adjust(table: NightTable, step: int, fine: bool) -> None:
    """The string's length: the triggers by 0.2, the stick or D-pad by 0.5."""
    if table.throw is not None:
        table.aiming.nudge(step * (0.2 if fine else 0.5))
