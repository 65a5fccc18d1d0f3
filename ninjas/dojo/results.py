"""Dojo's results (RULINGS 4): each player's land, the hexes where only their ninjas
stand, by terrain (the land count decides when a deck runs out; ties: more ninjas on
the board), and how the game ended: a Dojo taken, or the land count once a deck ran out (whose:
the results name the player, and the move that made the draw: a summoning, or the
battle on a hex named as the log names it; issue 33, newcomer G: 'it was MY throw that
ran their deck out: the log says so, the results don't'). Only the board is shown: it is
public (the decks stay unseen)."""

from __future__ import annotations

from ninjas.core.breakdown import Breakdown, Line, SeatScore, Term

from .hexgrid import WAYS, Hex
from .landmarks import landmarks, phrase
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
    whose = {} if state.ran_out is None else {"how": ran_out_how(state)}
    if not state.is_terminal:
        ending = Line("dojo.ending.unfinished")
    elif state.end_reason == "dojo":  # who took it (newcomer F, s5: "a ninja" said not)
        taker = state.winner if state.winner is not None else 0
        clans = {"name": Term(f"seat.dojo.{taker}"), "other": Term(f"seat.dojo.{1 - taker}")}
        ending = Line("dojo.ending.dojo", clans)
    elif state.winner is None:
        ending = Line("dojo.ending.tie", whose)
    elif state.land(0) != state.land(1):  # with the land each held (newcomer F, s5)
        lands = sorted((state.land(0), state.land(1)), reverse=True)
        won = {
            "winner": Term(f"seat.dojo.{state.winner}"),
            "loser": Term(f"seat.dojo.{1 - state.winner}"),
            "most": lands[0],
            "least": lands[1],
        }
        # said as the table's banner says it: whose deck ran out, in what, then the land
        # counted by name, 'Kenji's deck ran out (Blue clan attacked the forest): the land
        # is counted, Kenji 13 – Blue clan 2.' ('Kenji ran out of cards defending ...
        # Kenji wins on land' read as if the winner lost something: newcomer K, s17, 075)
        key = "dojo.ending.land_self" if state.ran_out == state.winner else "dojo.ending.land"
        ending = Line(key, {**whose, **won})
    else:
        ending = Line("dojo.ending.ninjas", whose)
    return Breakdown("dojo", seats, winners, ending, total_key="dojo.results.total")


def ran_out_how(state: DojoState) -> Line:
    """Whose deck ran out, and in what: their summoning, or the battle on a hex (attacking
    or defending it, a projectile's or not)."""
    seat = state.ran_out if state.ran_out is not None else 0
    clans = {"name": Term(f"seat.dojo.{seat}"), "other": Term(f"seat.dojo.{1 - seat}")}
    by = state.ran_out_by or {}
    if by.get("cause") == "summon":
        return Line("dojo.ending.how.summon", clans)
    if by.get("cause") != "battle":
        return Line("dojo.ending.how.plain", clans)
    side = "defending" if by.get("defending") else "attacking"
    kind = "throw" if by.get("projectile") else "battle"
    h = (int(by["hex"][0]), int(by["hex"][1]))
    where = place_phrase(state, h)
    source = by.get("source")
    if kind == "throw" and source is not None:
        # by its way, as its option named it ('to the south-east'), and then the hex hit:
        # the option's way and the results' hex read as two places (issue 33, newcomer P,
        # s8: 'vers le sud-est', then 'sur la forêt (ouest)'); the thrower's hex is left
        # out, the sentence is one line of the results
        way = WAYS.get((h[0] - int(source[0]), h[1] - int(source[1])))
        if way is not None:
            params = {"way": Term(f"dojo.way.{way}"), "where": where}
            return Line(f"dojo.ending.how.throw_{side}_way", {**clans, **params})
    return Line(f"dojo.ending.how.{kind}_{side}", {**clans, "where": where})


def place_phrase(state: DojoState, h: Hex) -> Line | Term:
    """The hex `h` named as the table's log names it (scenes/dojo/narrator.place_name:
    by what is near it, ninjas/dojo/landmarks.py), in words the results translate: "the
    plains next to the Blue clan's Dojo"."""
    names = landmarks(state.board, state.dojos)
    if h not in names:
        return Term(f"dojo.terrain.{state.terrain.get(h, 'plains')}")
    return phrase(names, h, lambda seat: Term(f"seat.dojo.{seat}"))
