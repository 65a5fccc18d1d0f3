"""Issue 33, a newcomer's Dojo review (nc-62): '53 of 53 moves as good as the
computer's' and 'lost to the dice and the others: 100% at the start', while the chance
fell from 100% to 0% across the player's own turns (a 2-against-1 attack in a forest
lost 2 ninjas). The review now knows the chance where each of the seat's turns ends,
and a fall over its own turns is never put on the dice."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.arena import run_arena
from ninjas.core.history import read_record
from ninjas.core.saves import start_state

pytestmark = pytest.mark.usefixtures("own_data_dir")

SMALL = rv.Budget(samples=2, playout="random", chooser="normal")


def dojo_record(folder: Path) -> Path:
    run_arena("dojo", ["easy", "random"], 1, seed=2, record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return path


def test_a_fall_over_the_seats_own_turns_is_told_from_one_between_them() -> None:
    """The newcomer's game in figures: no move fell short of the computer's by more
    than the noise, yet the chance fell from 100% to 0% within the seat's turns."""
    items = [
        rv.Item(1, "a", "a", 1.0, 1.0, 1.0),
        rv.Item(35, "b", "b", 1.0, 1.0, 1.0),
        rv.Item(65, "c", "d", 0.5, 0.5, 0.38, margin=0.19),
        rv.Item(89, "e", "e", 0.0, 0.0, 0.0),
    ]
    turns = [rv.Turn(1, 18, 1.0), rv.Turn(35, 53, 0.5), rv.Turn(65, 77, 0.0), rv.Turn(89, 98, 0.0)]
    review = rv.Review("dojo", 0, "b", items, outcome=0.0, turns=turns)
    figures = review.figures()
    assert review.worst() == []  # no move stood out: the old verdict said 'the dice'
    assert figures["own_turns_fall"] == 1.0 and figures["between_fall"] == 0.0
    assert figures["fell_in_own_turns"] is True
    assert [t["fall"] for t in figures["turns"]] == [0.0, 0.5, 0.5, 0.0]
    assert rv.Review.from_json(review.to_json()) == review  # kept with its turns

    # the same game where the chance fell while the others played: the dice's
    between = [
        rv.Item(1, "a", "a", 1.0, 1.0, 1.0),
        rv.Item(35, "b", "b", 0.5, 0.5, 0.5),
        rv.Item(65, "c", "c", 0.0, 0.0, 0.0),
        rv.Item(89, "e", "e", 0.0, 0.0, 0.0),
    ]
    dice = [rv.Turn(1, 18, 0.9), rv.Turn(35, 53, 0.5), rv.Turn(65, 77, 0.0), rv.Turn(89, 98, 0.0)]
    figures = rv.Review("dojo", 0, "b", between, outcome=0.0, turns=dice).figures()
    assert figures["own_turns_fall"] == pytest.approx(0.1)
    assert figures["between_fall"] == pytest.approx(0.9)
    assert figures["fell_in_own_turns"] is False


def test_a_turn_ends_where_another_seat_has_a_choice(tmp_path: Path) -> None:
    """A defender's forced card laid in the seat's battle, a forced roll, belong to the
    seat's turn; the turn ends at the next run of another seat's actions with a choice
    in it (or the record's end), and each turn starts at one of its decisions."""
    record = read_record(dojo_record(tmp_path))
    seat = 0
    firsts = [d.index for d in rv.decisions(record, seat)]
    ends = rv.turn_ends(record, seat)
    assert ends and [end.first for end in ends] == sorted({end.first for end in ends})
    state = start_state(record.save)
    players, forced = [], []
    for text in record.save.actions:
        players.append(state.current_player)
        forced.append(len(state.legal_actions()) <= 1)
        state.apply(text)
    assert any(
        players[i] != seat and forced[i] and any(e.first < i < e.end for e in ends)
        for i in range(len(players))
    ), "a forced action of another seat inside a turn (the record should have one)"
    for end in ends:
        assert end.first in firsts
        inside = range(end.first, end.end)
        assert all(forced[i] for i in inside if players[i] != seat), end
        if end.end < len(players):
            assert players[end.end] != seat and players[end.end - 1] == seat
        assert end.state.current_player == (
            players[end.end] if end.end < len(players) else end.state.current_player
        )
    covered = {d for d in firsts if any(e.first <= d < e.end for e in ends)}
    assert covered == set(firsts)  # every decision is in one of the turns


def test_the_review_gives_the_chance_at_each_turns_end_seeded(tmp_path: Path) -> None:
    record = read_record(dojo_record(tmp_path))
    review = rv.review_record(record, 0, SMALL)
    again = rv.review_record(record, 0, SMALL)
    assert review.turns and review.turns == again.turns
    assert [t.first for t in review.turns] == [e.first for e in rv.turn_ends(record, 0)]
    last = review.turns[-1]
    if last.end == len(record.save.actions):  # ended by the seat: the game's outcome
        assert last.after == review.outcome
    assert "turns" in review.figures()
