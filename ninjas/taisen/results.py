"""Ninja Taisen's results: how the game was won (RULINGS 1: a card of the winner on the
enemy village at the end of the winner's turn, or every enemy card eliminated). Taisen
has no points; each side's lines tell what was left of its army. Nothing is hidden in
Taisen, so everything may be shown."""

from __future__ import annotations

from ninjas.core.breakdown import Breakdown, Line, SeatScore, Term

from .cards import CARDS_PER_SIDE, ENEMY_VILLAGE, SHOGUN, SIDE_NAMES
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
    return Breakdown("taisen", seats, winners, ending(state))


def ending(state: TaisenState) -> Line:
    """What decided the game, whose army and which card: "Every Wolf ninja was
    eliminated", "The Monkey Shogun ended its turn on the Wolf village" (newcomer F,
    s5: "every enemy ninja" and "a ninja" did not say whose, nor that it was the
    Shogun)."""
    reason, side = state.win_reason, state.winner_side
    if reason is None or side is None:
        return Line("taisen.ending.unfinished")
    sides = {
        "side": Term(f"taisen.side.{SIDE_NAMES[side]}"),
        "enemy": Term(f"taisen.side.{SIDE_NAMES[1 - side]}"),
    }
    if reason == "elimination":
        return Line("taisen.ending.elimination", {"side": sides["enemy"]})
    shogun = SHOGUN[side] in state.stacks[side][ENEMY_VILLAGE[side]]
    return Line("taisen.ending.shogun" if shogun else "taisen.ending.village", sides)
