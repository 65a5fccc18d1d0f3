"""Night's results tell a seat's count of value tokens, the first tie-break, only where
its total ties another seat's (newcomer P, s19, Night FR 1280x720: '0 jeton de valeur
(premier départage)' on every card of a game with no tie); and they rank every seat,
the tie-breaks applied (the results' places: 1st, 2nd...)."""

from __future__ import annotations

from support.night_tie import tied_state

from ninjas.night.results import score_breakdown

TIE_BREAK = "night.results.value_tokens"


def tie_lines(state: object) -> list[bool]:
    breakdown = score_breakdown(state)  # type: ignore[arg-type]
    return [any(line.key == TIE_BREAK for line in seat.lines) for seat in breakdown.seats]


def test_the_tie_break_is_told_only_for_seats_level_on_points() -> None:
    state = tied_state(3)  # 7 (two tokens, two bonuses), 7 (two tokens, one bonus), 1
    assert tie_lines(state) == [True, True, False]
    four = tied_state(4)  # ... and a fourth at 1, level with the third
    assert tie_lines(four) == [True, True, True, True]


def test_no_tie_no_tie_break_line() -> None:
    state = tied_state(3)
    pink = state.backpacks[0][1]  # seat 0's 3 taken away: 4, 7, 1, no one level
    state.backpacks[0][1] = None
    state.roofs[0].append(pink)
    assert [state.score(s)[0] for s in range(3)] == [4, 7, 1]
    assert tie_lines(state) == [False, False, False]


def test_places_rank_every_seat_with_the_tie_breaks() -> None:
    assert score_breakdown(tied_state(3)).places == [1, 0, 2]  # seat 1: fewer bonuses
    assert score_breakdown(tied_state(4)).places == [1, 0, 2, 2]  # level: the same place
