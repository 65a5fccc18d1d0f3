"""Ninja Taisen's results: how the game was won (RULINGS 1: a card of the winner on the
enemy village at the end of the winner's turn, or every enemy card eliminated). Taisen
has no points; each side's lines tell what was left of its army. Nothing is hidden in
Taisen, so everything may be shown."""

from __future__ import annotations

from ninjas.core.breakdown import Breakdown, Line, SeatScore

from .cards import CARDS_PER_SIDE, ENEMY_VILLAGE, SHOGUN
from .rules import TaisenState


def score_breakdown(state: TaisenState) -> Breakdown:
    """The results of a finished game (of a game going on: its position so far)."""
    seats = []
    for side in (0, 1):
        enemy = 1 - side
        lines = [
            Line("taisen.results.left", count=state.alive[side]),
            Line("taisen.results.eliminated", count=CARDS_PER_SIDE - state.alive[enemy]),
            Line(
                "taisen.results.shogun.standing"
                if state.where[SHOGUN[side]] >= 0
                else "taisen.results.shogun.fallen"
            ),
        ]
        on_village = len(state.stacks[side][ENEMY_VILLAGE[side]])
        if on_village:
            lines.append(Line("taisen.results.on_village", count=on_village))
        seats.append(SeatScore(side, lines, None))
    winners = [] if state.winner_side is None else [state.winner_side]
    reason = state.win_reason or "unfinished"
    return Breakdown("taisen", seats, winners, Line(f"taisen.ending.{reason}"))
