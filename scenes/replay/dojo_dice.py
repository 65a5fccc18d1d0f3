"""A Dojo replay's summoning on the board: at the step where the last die was set and
the dice rolled, the board showed no die; the step's words alone said 'The dice show 5,
1, 4, 6, 6' (newcomer T, s20, 099, FR 1920x1080: 'placed dice are only in text, not on
the board'). The table tells the summoning and then the next turn at once, which takes
the dice away; the replay's table now keeps that step's dice on their hexes, each
showing its face, those that match a card ringed, the others dimmed, as the live table
holds them after a roll (map_layers.draw_dice), and the panel's rows of the roll."""

from __future__ import annotations

from typing import Any

from ..dojo.replay_step import step_events
from ..dojo.routes import event_hex
from ..dojo.stage import SummonShow

SHOWN = 99.0
"""The roll's age: every die has stopped and shows its face (no animation)."""


def dice_on_dojo(table: Any) -> None:
    """The dice of the summoning the step shown rolled, on their hexes (none where the
    step rolled none, or the table shows a summoning already)."""
    if table.stage.summon_show is not None:
        return
    for event in step_events(table):
        if event.kind != "summoned" or not isinstance(event.data.get("seat"), int):
            continue
        d = event.data
        dice = [(event_hex(h), int(face)) for h, face in d.get("dice", [])]
        table.stage.summon_show = SummonShow(
            int(d["seat"]),
            list(d.get("cards", [])),
            [h for h, _ in dice],
            [face for _, face in dice],
            age=SHOWN,
            gained=int(d.get("total", 0)),
        )
