"""What the others' turns did in a lost Taisen game's turning point (s21: 'The turning
point: Turn 5, 1st die, played by Wolf: your chance fell from 56% to 0%' named the
move and not its blow). The game won there ('Wolf won: a ninja holds your village'),
else the seat's ninjas those turns put out of the game
('Wolf put 2 of your ninjas out of the game'); "" where they did neither. `scene` is
the ReviewScene, typed loosely."""

from __future__ import annotations

from typing import Any

SIDES = ("monkey", "wolf")
"""Taisen's sides by seat."""


def what(scene: Any, chunks: list[tuple[int | None, list[Any]]], names: list[int]) -> str:
    """The blow of the actions `chunks` (their seats, their events) to the reviewed
    seat; `names` the seats that played them (one named, else none)."""
    tr = scene.tr
    events = [event for _, chunk in chunks for event in chunk]
    for event in events:
        winner = event.data.get("winner") if event.kind == "game_over" else None
        if winner in SIDES and winner != SIDES[scene.seat]:
            how = "village" if event.data.get("reason") == "village" else "eliminated"
            return str(tr(f"review.turning.taisen_{how}", name=scene.name(SIDES.index(winner))))
    mine = "monkey" if scene.seat == 0 else "wolf"
    out = sum(
        1
        for event in events
        if event.kind == "eliminated"
        and ("monkey" if str(event.data.get("card", "")).isupper() else "wolf") == mine
    )
    if not out:
        return ""
    if len(names) == 1:
        return str(tr.plural("review.turning.taisen_out", out, name=scene.name(names[0])))
    return str(tr.plural("review.turning.taisen_out.any", out))
