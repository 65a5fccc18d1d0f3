"""Newcomer H, s10 (nc-98/145.png): Hlene took Marc's Dojo, both with no land, and the
results said under the headline 'level on points with Blue clan: Orange clan wins on
the tie-break'. A Dojo taken wins whatever the land: no tie-break is said."""

from __future__ import annotations

import dataclasses

from ninjas.core.session import Seat
from scenes.app import App
from scenes.results import ResultsScene

from ..core.test_game_end_hold import dojo_taken_by_a_joker


def test_a_dojo_taken_is_never_said_won_on_the_tie_break(app: App) -> None:
    session = dojo_taken_by_a_joker()
    session.seats = [Seat(name="Hlene"), Seat(name="Marc")]
    session.apply("joker 0,0")
    session.confirm_turn()
    assert session.state.is_terminal and session.state.end_reason == "dojo"
    results = ResultsScene(app, session, [])
    if results.breakdown is not None:  # level on land, as in H's game
        seats = [dataclasses.replace(s, total=0) for s in results.breakdown.seats]
        results.breakdown = dataclasses.replace(results.breakdown, seats=seats)
    assert results.tie_broken() == []  # fails before: [1]
