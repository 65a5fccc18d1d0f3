"""Dojo's results (RULINGS 4): each player's land, the hexes where only their ninjas
stand, by terrain (the land count decides when a deck runs out; ties: more ninjas on
the board), and how the game ended: a Dojo taken, or the land count once a deck ran out (whose:
the results name the player). Only the board is
shown: it is public (the decks stay unseen)."""

from __future__ import annotations

from ninjas.core.breakdown import Breakdown, Line, SeatScore, Term

from .rules import DojoState

LAND_TERRAINS = ("plains", "forest", "mountain")
"""Terrains that count as land, in the order shown (water and the Dojos never count)."""


def score_breakdown(state: DojoState) -> Breakdown:
    """The results of a finished game (of a game going on: its land so far)."""
    terrain = state.terrain
    seats = []
    for seat in (0, 1):
        held = {kind: 0 for kind in LAND_TERRAINS}
        for h, kind in terrain.items():
            here = state.ninjas.get(h, [0, 0])
            if kind in held and here[seat] > 0 and here[1 - seat] == 0:
                held[kind] += 1
        lines = [
            Line(
                "dojo.results.land",
                {"terrain": Term(f"dojo.results.terrain.{kind}")},
                points=count,
                count=count,
            )
            for kind, count in held.items()
        ]
        lines.append(Line("dojo.results.ninjas", count=state.on_board(seat)))
        lines.append(Line("dojo.results.lost", count=state.lost[seat]))
        seats.append(SeatScore(seat, lines, state.land(seat)))
    winners = [] if state.winner is None else [state.winner]
    whose = {} if state.ran_out is None else {"name": Term(f"seat.dojo.{state.ran_out}")}
    if not state.is_terminal:
        ending = Line("dojo.ending.unfinished")
    elif state.end_reason == "dojo":  # who took it (newcomer F, s5: "a ninja" said not)
        ending = Line("dojo.ending.dojo", {"name": Term(f"seat.dojo.{state.winner}")})
    elif state.winner is None:
        ending = Line("dojo.ending.tie", whose)
    elif state.land(0) != state.land(1):  # with the land each held (newcomer F, s5)
        lands = sorted((state.land(0), state.land(1)), reverse=True)
        won = {"winner": Term(f"seat.dojo.{state.winner}"), "most": lands[0], "least": lands[1]}
        ending = Line("dojo.ending.land", {**whose, **won})
    else:
        ending = Line("dojo.ending.ninjas", whose)
    return Breakdown("dojo", seats, winners, ending, total_key="dojo.results.total")
