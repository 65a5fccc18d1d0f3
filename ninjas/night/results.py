"""Ninja Night's results (ninja-night.en.txt, END OF THE GAME): each player adds the
values of the pink and yellow tokens in their backpack; ties go to the most value
tokens, then to the fewest bonuses used. At the end every backpack is counted in the
open, so each token and bonus may be shown; tokens left on the roofs stay unseen. A seat's count of value tokens, the first
tie-break, is told only where its total ties another's (newcomer P, s19: '(premier
départage)' on every card of a game with no tie); the places rank every seat, the
tie-breaks applied."""

from __future__ import annotations

from ninjas.core.breakdown import Breakdown, Line, SeatScore, Term, winners_of

from . import data
from .rules import INJURY, NightState, colour


def score_breakdown(state: NightState) -> Breakdown:
    """The results of a finished game (of a game going on: the backpacks so far)."""
    scores = [state.score(s) for s in range(state.players)]
    seats = []
    for seat in range(state.players):
        tokens = [t for t in state.backpacks[seat] if t is not None and t != INJURY]
        values = sorted(
            (t for t in tokens if state.kinds[t] in data.TOKEN_VALUES),
            key=lambda t: -data.TOKEN_VALUES[state.kinds[t]],
        )
        lines = [
            Line(
                f"night.results.token.{colour(state.kinds[t])}",
                points=data.TOKEN_VALUES[state.kinds[t]],
            )
            for t in values
        ]
        lines += [
            Line("night.results.bonus_kept", {"bonus": Term(f"night.token.{state.kinds[t]}")}, 0)
            for t in tokens
            if state.kinds[t] not in data.TOKEN_VALUES
        ]
        lines += [
            Line("night.results.bonus_used", {"bonus": Term(f"night.token.{state.kinds[t]}")})
            for t in state.used[seat]
        ]
        if state.injuries(seat):
            lines.append(Line("night.results.injuries", count=state.injuries(seat)))
        if sum(1 for score in scores if score[0] == scores[seat][0]) > 1:  # tied on points
            lines.append(Line("night.results.value_tokens", count=len(values)))
        seats.append(SeatScore(seat, lines, scores[seat][0]))
    winners = winners_of(state.returns()) if state.is_terminal else []
    places = [sum(1 for other in scores if other > mine) for mine in scores]
    ending = _ending(state, winners)
    return Breakdown(
        "night",
        seats,
        winners,
        ending,
        "night.results.total",
        places if state.is_terminal else None,
    )


def _ending(state: NightState, winners: list[int]) -> Line:
    """How the winner was found: on points, or by which tie-break."""
    if not state.is_terminal:
        return Line("night.ending.unfinished")
    if not winners or len(winners) > 1:
        return Line("night.ending.tie")
    scores = [state.score(s) for s in range(state.players)]
    best = scores[winners[0]]
    tied = [s for s in scores if s[0] == best[0]]
    if len(tied) == 1:
        return Line("night.ending.points")
    if sum(1 for s in tied if s[1] == best[1]) == 1:
        return Line("night.ending.tokens")
    return Line("night.ending.bonuses")
