"""Grand Master's results say what breaks a tie only under the tied players' totals
(newcomer D, s14, 231: 'Corruption in all: 6 (breaks ties)' under Marc, who was not in
the tie between Léa and Midori)."""

from __future__ import annotations

from ninjas.shinobi.results import score_breakdown

from .test_grandmaster import gm


def test_the_tie_break_line_is_for_the_tied_only() -> None:
    state = gm(3)
    state.boss_revealed = state.bosses[1]
    state._final, state._winners = [50, 10, 50], [0]
    state.corruption_total = [6, 6, 9]
    said = {seat.seat: [line.key for line in seat.lines] for seat in score_breakdown(state).seats}
    keys = {"shinobi.results.corruption_total", "shinobi.results.corruption_place"}
    assert keys & set(said[0]) and keys & set(said[2])
    assert not keys & set(said[1])  # fails before: under every seat
