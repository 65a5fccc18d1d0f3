"""Issue 33, Night: with a full backpack a newcomer collected a token into the hand,
and at that moment the hint said End, which gives the token back to the roof (newcomer
E's game, actions 72 and 94: a 4 and a 5 in the hand, a 1 in the backpack; the review
rated that End 23% against 77% for the discard the newcomer played). The computer's
heuristic (ninjas.night.ai, whose hard level is the hint's) looked at the hand only to
play a bonus from it. It now keeps a held token in a free slot, or discards its worst
token for it when the held one is worth more."""

import random

import pytest
from support.night_line import give as token
from support.night_line import line_state

from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.night.ai import NightPolicy
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from ninjas.night.rules import NightState, new_game


def full_pack_holding(keeps_held: bool, held_kind: str = "y5") -> tuple[NightState, int, int]:
    """Seat 0, round 6, a 1 and three 2s in its backpack, has collected a `held_kind`
    into the hand: (state, the 1, the held token)."""
    s = line_state([("collect", "skip")] * 3, round=6)
    s.options[VALUE_FIRST] = True
    s.options[KEEPS_HELD] = keeps_held
    one = token(s, "v1", 0)
    twos = [token(s, "v2", 0) for _ in range(3)]
    held = token(s, held_kind, 0)
    s.roofs[0] = [held]
    s.backpacks[0] = [twos[0], one, twos[1], twos[2]]
    for t in (one, *twos):
        s.known[t].add(0)
    s.apply("collect 0")
    assert s.held == [held] and s.free_slots(0) == 0
    return s, one, held


def hard_move(s: NightState, seed: int = 5) -> str:
    return str(NightPolicy("hard", random.Random(seed)).choose(s))


@pytest.mark.parametrize("keeps_held", [True, False])
def test_the_hint_and_the_hard_computer_discard_the_worst_to_keep_a_better_held_token(
    keeps_held,
):
    s, one, five = full_pack_holding(keeps_held)
    assert hint_plan(s, hint_seed(11, 40)) == ["discard 1"]  # the 1's slot, not "end"
    for seed in range(5):
        assert hard_move(s, seed) == "discard 1"
    s.apply("discard 1")
    if not keeps_held:  # the old rule: the freed slot waits for a keep
        assert hard_move(s) == "keep 0"
        s.apply("keep 0")
    assert hard_move(s) == "end"
    s.apply("end")
    assert five in s.backpacks[0] and one in s.roofs[0]


def test_a_held_token_worth_less_than_the_backpack_s_worst_goes_back():
    """A 1 in the hand does not replace a 1 (nor a 2): End gives it back."""
    s, one, held = full_pack_holding(True, "v1")
    assert hard_move(s) == "end"
    assert hint_plan(s, hint_seed(11, 40)) == ["end"]


def test_a_held_token_takes_a_free_slot():
    s, one, five = full_pack_holding(False)
    s.backpacks[0][1] = None  # a slot freed some other way (old rule: no keep by itself)
    s.roofs[0].append(one)
    assert hard_move(s) == "keep 0"


# Newcomer E's Night game (nc-67): the save's seed, options and first actions.
SEED = 4842407365219052739
OPTIONS = {
    "collect_value_first": True,
    "discard_keeps_held": True,
    "players": 3,
    "village": "random",
    "experienced": False,
}
MOVES = (
    "place 0|place 8|place 0|plan collect collect|plan collect move|plan collect attack|"
    "collect 0|end|collect 0 1 2|end|end|end|move 6 16.5|end|attack 0 16.5|end|"
    "plan attack heal|plan collect attack|plan move collect|attack 2 12.4|end|"
    "collect 0 1 2|end|move 2 23.2|end|heal|end|attack 0 12.4|end|collect 0 1|end|"
    "plan move collect|plan collect collect|plan attack heal|move 9 17.5|end|discard 3|"
    "collect 0|end|attack 1 16.3|end|discard 2|collect 0|end|end|heal|end|"
    "plan attack heal|plan collect collect|plan attack heal|attack 0 14.9|end|"
    "collect 0 1|potion h1|keep 0|end|end|heal|end|end|heal|end|plan move collect|"
    "plan move collect|plan move collect|move 3 12.5|end|move 7 33.6|end|move 7 29.7|"
    "end|collect 0|discard 1|end|collect 2|end|collect 0|end|plan move collect|"
    "plan move collect|plan move collect|move 1 13.8|end|move 1 16.1|end|move 8 13.8|"
    "end|discard 2|collect 1|end|discard 1|collect 0|end|collect 0"
).split("|")


@pytest.mark.parametrize(("index", "held", "worst"), [(72, "y4", "1"), (94, "y5", "2")])
def test_newcomer_e_s_hint_keeps_the_collected_token(index, held, worst):
    s = new_game(SEED, dict(OPTIONS))
    for text in MOVES[:index]:
        s.apply(text)
    assert s.current_player == 0 and [s.kinds[t] for t in s.held] == [held]
    assert s.kinds[s.backpacks[0][int(worst)] or 0] == "v1"
    plan = hint_plan(s, hint_seed(SEED, index))
    assert plan == [f"discard {worst}"]  # was ["end"]: the 4, the 5, back on the roof
    s.apply(plan[0])
    assert held in [s.kinds[t] for t in s.backpacks[0] if t is not None and t >= 0]
