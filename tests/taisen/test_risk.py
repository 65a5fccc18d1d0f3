"""What a Taisen move risks, as the hint says it (issue 33, newcomer H: the hints pushed
three lone ninjas next to the Wolf's stacks and sent the Shogun out of an empty village
with a Wolf ninja one tile away, and said nothing of it). Positions in the notation of
../shared/docs/NOTATION.md; Monkey (upper case) to move in each."""

from __future__ import annotations

import pytest

from ninjas.taisen import from_notation
from ninjas.taisen.risk import Risk, every_move_risks, move_risk, threats


def risk(notation: str, action: str) -> Risk:
    state = from_notation(notation)
    return move_risk(state, state.parse_action(action))


def test_a_lone_ninja_pushed_two_tiles_from_a_scissors_is_exposed() -> None:
    # P1 to tile 4; the Wolf's s2 on tile 6 moves 2 with its red die and cuts it
    assert risk("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:P1") == Risk(exposed=1)


def test_a_stack_topped_by_a_rock_is_not_exposed_to_that_scissors() -> None:
    # the Shogun carries R1 to tile 3: the s2 that lands there meets the rock and loses
    assert not risk("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:J")


def test_the_shogun_walked_into_a_stack_of_three_is_named() -> None:
    # J alone to tile 4: r3 lowers it to 1, then s3 beats it
    assert risk("R1/J/-/-/-/-/p3s3r3/-/-/-/j m b3 -", "b:J") == Risk(exposed=1, shogun=True)


def test_the_shogun_leaving_an_empty_village_a_foe_one_tile_away() -> None:
    """H's t38: the Shogun out of the village, a Wolf ninja one step from it."""
    said = risk("J/-/s1/-/-/-/-/-/-/-/j m b3 -", "b:J")
    assert said.village_steps == 2 and said.village_empty
    said = risk("J/s1/-/-/-/-/-/-/-/-/j m b2 -", "b:J")  # it jumps over the s1
    assert said.village_steps == 1 and said.village_empty


def test_a_guard_left_alone_that_the_foe_would_beat_opens_the_village() -> None:
    # S1 leaves R1 alone at home; the p1 two tiles away would beat it there and stand on it
    said = risk("R1S1/-/p1/-/-/-/-/-/-/-/j m r3 -", "r:S1")
    assert said.village_steps == 2 and not said.village_empty


def test_a_move_that_beats_the_threat_risks_nothing() -> None:
    # the Shogun lands on the s1 and beats it: the village is empty, and nothing is near
    assert not risk("J/s1/-/-/-/-/-/-/-/-/j m r1g1b2 -", "r:J")


def test_a_risk_already_there_is_not_the_move_s() -> None:
    # P1 is exposed to the s2 before and after R1's step: R1's move risks nothing new
    state = from_notation("R1/-/-/-/P1/-/s2/-/-/-/j m b1 -")
    assert threats(state, 0).exposed == {3}
    assert not move_risk(state, state.parse_action("b:R1"))


def test_a_ninja_on_the_enemy_village_wins_as_the_turn_ends_so_nothing_is_risked() -> None:
    # S1 leaves P1 alone on tile 8 beside the Wolf's s1, but stands on the Wolf village
    state = from_notation("J/-/-/-/-/-/-/-/P1S1/s1/- m r2 -")
    after = state.clone()
    after.apply("r:S1")
    assert threats(after, 0).exposed == {3}
    assert not move_risk(state, state.parse_action("r:S1"))


def test_the_end_hint_is_explained_only_when_every_move_left_risks() -> None:
    assert every_move_risks(from_notation("-/P1/-/-/-/-/s2/-/-/-/j m g3 -"))
    assert every_move_risks(from_notation("R1/J/-/-/-/-/p3s3r3/-/-/-/j m b3 -"))
    assert not every_move_risks(from_notation("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -"))


@pytest.mark.parametrize(
    "notation", ["JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "J/s1/-/-/-/-/-/-/-/-/j m b2 -"]
)
def test_reading_the_risks_never_touches_the_game_or_its_generator(notation: str) -> None:
    state = from_notation(notation, seed=6072)
    chance, position = state.rng.getstate(), state.to_notation()
    every_move_risks(state)
    for action in state.legal_actions():
        move_risk(state, action)
    assert state.rng.getstate() == chance and state.to_notation() == position


def test_every_ninja_of_the_stack_moved_within_reach_is_counted() -> None:
    """Newcomer B (s22, 20t07 -> 20t10): Rock 3 carried Paper 1 and Paper 2 (both within
    the s2's reach before) a tile on, beside the Wolf's p3, which takes all three; the
    hint said 'Cost: 1 ninja exposed' (the Rock alone) and the Wolf took the three."""
    state = from_notation("J/-/-/R3P1P2/-/-/s2/p3/-/-/j m b1 -")
    assert threats(state, 0).exposed == {3, 4}  # the s2 cuts the two Papers already
    assert risk("J/-/-/R3P1P2/-/-/s2/p3/-/-/j m b1 -", "b:R3") == Risk(exposed=3)
