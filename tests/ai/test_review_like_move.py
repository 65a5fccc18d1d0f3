"""Newcomer K, s17, Night review (168): her bag had one free slot; she collected 2 tokens,
the 3 went in, the Gears to her hand and back on the roof when she ended the turn; the
computer's move collected the 3 alone. One position at the turn's end, yet the review
said 'about 16 points lost: probably a mistake', and 'the computer's move leaves you on
a roof with 1 more token to collect'. A move of the computer's kind followed by the
turn's end is now judged where the turn ended (ninjas.review_order.replaced_ends), and
a token in the hand counts on the roof it goes back to (ninjas.night.review_why)."""

from __future__ import annotations

import random

import pytest
from support.night_line import give, line_state

from ninjas import review as rv
from ninjas import review_order as ro
from ninjas.night import review_why
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from ninjas.review_playout import _world

BUDGET = rv.Budget(samples=6, playout="normal", chooser="hard", spice=0.1)


def k_s_roof():  # type: ignore[no-untyped-def]
    """Seat 0 on roof 0, one free slot, a 3 and a Gears there (seen), its plan Collect."""
    s = line_state([("collect", "move")] * 3, round=4)
    s.options[VALUE_FIRST] = s.options[KEEPS_HELD] = True
    for kind in ("v3", "v2", "kunai"):
        give(s, kind, seat=0)
    for kind in ("v3", "gears"):
        s.known[give(s, kind, building=0)].add(0)
    return s


def test_two_collects_that_end_the_turn_alike_are_one_position() -> None:
    s = k_s_roof()
    rest = ("collect 0 1", "end")
    worlds = [_world(s, 0, random.Random(k)) for k in range(4)]
    pairs = ro.turn_end_pairs(worlds, rest, "collect 0")
    assert pairs is not None and all(made is theirs for made, theirs in pairs)
    assert ro.same_ends(worlds, rest, "collect 0") is None  # the old test: judged mid-turn
    # another kind of move (a bonus, then End would skip the Collect): not judged so
    assert ro.replaced_ends(worlds, rest, "kunai 1 1 20.0 0") is None
    assert ro.replaced_ends(worlds, (*rest, "end"), "collect 0") is None


def test_the_review_no_longer_calls_it_costly(monkeypatch: pytest.MonkeyPatch) -> None:
    s = k_s_roof()
    monkeypatch.setattr(rv, "computer_move", lambda decision, level="hard": "collect 0")
    played: list[int] = []
    play_out = rv._play_out

    def counted(*args, **kw):  # type: ignore[no-untyped-def]
        played.append(1)
        return play_out(*args, **kw)

    monkeypatch.setattr(rv, "_play_out", counted)
    rest = ("collect 0 1", "end")
    item = rv.review_decision(rv.Decision(s.clone(), 0, 40, rest[0], "7:0", 7, rest=rest), BUDGET)
    assert item.after_move == item.after_computer and item.loss == 0 and item.as_good
    assert len(played) == BUDGET.samples  # one end per world, played out once (not mid-turn)


def test_a_token_in_the_hand_counts_on_its_roof() -> None:
    s = k_s_roof()
    mine, its = s.clone(), s.clone()
    mine.apply("collect 0 1")
    its.apply("collect 0")
    assert mine.held  # the Gears in the hand
    assert dict(review_why.features(mine, 0, s)) == dict(review_why.features(its, 0, s))
