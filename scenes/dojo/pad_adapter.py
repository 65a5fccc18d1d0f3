"""The Dojo table's gamepad targets: the panel's buttons (the shared list's,
scenes/choice_list.py), the tray's cards and the hexes that may be chosen, each with
what pressing it does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.hexgrid import Hex

from ..pads import PadTarget
from .routes import action_hex

if TYPE_CHECKING:
    from .protocol import Table


class PadAdapter:
    """The gamepad targets of the table `table`."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def targets(self) -> list[PadTarget]:
        """The action panel's buttons, the tray's cards (to lay, to pick, to strike) and,
        while placing the Dojo or moving, the hexes that may be chosen: the Dojo's
        sites; the stacks that can move, and where the chosen one can go."""
        if not self.table.can_act:
            return []
        targets: list[PadTarget] = self.table.choices.pad_targets()
        phase = self.table.state.phase
        if self.table.stage.tray is not None:
            layout = self.table.tray_view.layout
            if phase == "lay":
                for rect, rank in layout.pool:
                    targets.append(
                        PadTarget(rect, lambda r=rank: self.table.controls.lay(r), ("pool", rank))
                    )
            elif phase == "attack":
                for rect, rank in layout.hand:
                    targets.append(
                        PadTarget(rect, lambda r=rank: self.table.controls.pick(r), ("hand", rank))
                    )
                if self.table.picked is not None:
                    for rect, slot in layout.slots:
                        strike = lambda n=slot: self.table.controls.strike(n)  # noqa: E731
                        targets.append(PadTarget(rect, strike, ("slot", slot)))
        targets += [
            PadTarget(self._hex_rect(h), lambda h=h: self.table.controls.click_hex(h), ("hex", h))
            for h in self._hexes()
        ]
        return targets

    def _hexes(self) -> list[Hex]:
        legal = self.table.legal()
        phase = self.table.state.phase
        if phase == "dojo":
            return sorted({action_hex(a.args[0]) for a in legal if a.kind == "dojo"})
        if phase != "move":
            return []
        movers = {action_hex(a.args[0]) for a in legal if a.kind == "step"}
        if self.table.selected is not None:
            ends = {h for h, route in self.table.controls.routes().items() if route.ends}
            movers |= ends | {self.table.selected}
        return sorted(movers)

    def _hex_rect(self, h: Hex) -> pygame.Rect:
        x, y = self.table.view.centre(h)
        size = round(self.table.view.radius * 1.4)
        return pygame.Rect(x - size // 2, y - size // 2, size, size)
