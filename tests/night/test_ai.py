"""The Ninja Night AI: legal play, length error by level, no peeking, strength."""

import random
import statistics

import pytest

from ninjas.night import data
from ninjas.night.ai import NightPolicy, estimate
from ninjas.night.rules import new_game


def test_length_error_follows_the_level_table():
    spreads = {}
    for level in data.AI_LENGTH_ERROR:
        rng = random.Random(1)
        errors = [float(estimate(20.0, level, rng, 40.0)) - 20.0 for _ in range(2000)]
        spreads[level] = statistics.pstdev(errors)
        assert spreads[level] == pytest.approx(data.ai_length_spread(level, 20.0), rel=0.1)
    assert spreads["hard"] < spreads["normal"] < spreads["easy"]


def test_the_error_s_tails_are_as_the_readme_says():
    """Issue 33: an easy computer's string was once 45% off, where the README said
    "about 18%". The share is one standard deviation of a normal error: two throws in
    three within it, about one in twenty beyond twice it, and 45% off about once in 40
    throws of 25 cm, as the README now says."""
    rng = random.Random(7)
    distance, n = 25.0, 40_000
    spread = data.ai_length_spread("easy", distance)
    errors = [abs(float(estimate(distance, "easy", rng, 40.0)) - distance) for _ in range(n)]
    within = sum(e <= spread for e in errors) / n
    beyond_two = sum(e > 2 * spread for e in errors) / n
    forty_five = sum(e >= 0.45 * distance for e in errors) / n
    assert within == pytest.approx(0.683, abs=0.01)
    assert beyond_two == pytest.approx(0.0455, abs=0.005)
    assert 1 / 60 < forty_five < 1 / 25  # about once in 40 throws (at 25 cm)


def test_the_computer_errs_like_a_person_more_on_longer_throws():
    """Every level errs by a share of the distance within what testers did by eye (3 to
    25%), more in centimetres the longer the throw; even `hard` is off by more than
    1.5 cm on a good part of its long throws (it never was before)."""
    for level in data.AI_LENGTH_ERROR:
        rng = random.Random(2)
        near = [abs(float(estimate(10.0, level, rng, 40.0)) - 10.0) for _ in range(2000)]
        far = [abs(float(estimate(30.0, level, rng, 40.0)) - 30.0) for _ in range(2000)]
        assert statistics.mean(far) > 2 * statistics.mean(near)
        share = statistics.mean(far) / 30.0
        assert 0.03 <= share <= 0.25, (level, share)
    rng = random.Random(3)
    hard = [abs(float(estimate(30.0, "hard", rng, 40.0)) - 30.0) for _ in range(2000)]
    assert sum(e > 1.5 for e in hard) / len(hard) > 0.3


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_whole_games_legally(players):
    for seed, level in enumerate(("easy", "normal", "hard")):
        s = new_game(seed, {"players": players, "village": "riverside"})
        ais = [NightPolicy(level, random.Random(seed * 10 + p)) for p in range(players)]
        while not s.is_terminal:
            s.apply(ais[s.current_player].choose(s))  # apply raises on an illegal action
        assert len(s.returns()) == players


def test_choice_depends_only_on_what_the_seat_may_know():
    s = new_game(4, {"players": 3, "village": "plaza"})
    rng = random.Random(0)
    while s.round < 2 or s.phase != "act":
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    seat = s.current_player
    other = s.clone()
    hidden = [t for t in range(28) if seat not in other.known[t]]
    pink = [t for t in hidden if other.kinds[t] not in data.YELLOW_KINDS]
    other.kinds[pink[0]], other.kinds[pink[-1]] = other.kinds[pink[-1]], other.kinds[pink[0]]
    assert other.view(seat) == s.view(seat)
    a = NightPolicy("hard", random.Random(9)).choose(s)
    b = NightPolicy("hard", random.Random(9)).choose(other)
    assert a == b


def test_hard_beats_random_in_two_player_games():
    # 12 games: each village with Hard in both seats twice (it won 30 of 30; since
    # b0a854fd's 12 worlds a plan costs 4 times the search, and 30 games took 13.6 s)
    share = 0.0
    games = 12
    for g in range(games):
        s = new_game(g, {"players": 2, "village": ("plaza", "crossroads", "riverside")[g % 3]})
        ai = g % 2
        policy, rng = NightPolicy("hard", random.Random(g)), random.Random(g + 1000)
        while not s.is_terminal:
            if s.current_player == ai:
                s.apply(policy.choose(s))
            else:
                legal = s.legal_actions()
                s.apply(legal[rng.randrange(len(legal))])
        share += s.returns()[ai]
    assert share / games >= 0.9


def test_make_agent_names_play_night():
    from ninjas.ai.agents import AGENT_NAMES, make_agent

    s = new_game(2, {"players": 4, "village": "crossroads"})
    agents = [make_agent(name, seed=i) for i, name in enumerate(AGENT_NAMES[1:])]
    random_agent = make_agent("random", seed=5)
    while not s.is_terminal:
        seat = s.current_player
        s.apply((agents[seat] if seat < len(agents) else random_agent).choose(s))
    assert len(s.returns()) == 4


def test_kunai_is_not_thrown_at_an_empty_backpack():
    s = new_game(3, {"players": 2, "village": "crossroads"})
    s.apply("place 0")
    s.apply("place 3")
    s.apply("plan skip skip")
    s.apply("plan skip skip")
    seat = s.current_player
    kunai = next(t for r in s.roofs for t in r if s.kinds[t] == "kunai")
    for roof in s.roofs:
        if kunai in roof:
            roof.remove(kunai)
    s.backpacks[seat][0] = kunai
    s.known[kunai].add(seat)
    assert not s.token_slots(1 - seat)
    action = NightPolicy("hard", random.Random(1)).choose(s)
    assert action.kind != "kunai"
    s.apply(action)


def test_the_hard_plan_search_depends_only_on_what_the_seat_may_know():
    """The hard level plans by playing the round out in determinizations: two states
    that differ only in token kinds the seat has not seen give the same plan."""
    s = new_game(6, {"players": 3, "village": "crossroads"})
    rng = random.Random(1)
    while s.round < 2 or s.phase != "plan":
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    seat = s.current_player
    other = s.clone()
    hidden = [t for t in range(28) if seat not in other.known[t]]
    pink = [t for t in hidden if other.kinds[t] not in data.YELLOW_KINDS]
    other.kinds[pink[0]], other.kinds[pink[-1]] = other.kinds[pink[-1]], other.kinds[pink[0]]
    assert other.view(seat) == s.view(seat) and other.kinds != s.kinds
    a = NightPolicy("hard", random.Random(4)).choose(s)
    b = NightPolicy("hard", random.Random(4)).choose(other)
    assert a == b and a.kind == "plan"


def test_normal_plans_a_collect_with_a_full_backpack_when_a_better_token_lies_there():
    """normal planned Move and Skip round after round with a full backpack, beside a
    token worth more than its worst (a tester won 16 to 4). A Collect puts the worst
    back for it: normal plans it on that roof, and moves to collect one elsewhere; a
    roof with nothing better is no reason to."""
    from support.night_line import give, line_state

    s = line_state(positions=(0, 1), players=2)
    for _ in range(data.BACKPACK_SLOTS):
        give(s, "v1", seat=0)
    assert not s.free_slots(0)
    normal = NightPolicy("normal", random.Random(1))
    give(s, "v1", building=0)
    assert normal._plan(s, 0) != ("collect", "move")  # nothing better here
    give(s, "v3", building=2)
    assert normal._plan(s, 0) == ("move", "collect")  # a better one elsewhere
    give(s, "v3", building=0)
    assert normal._plan(s, 0) == ("collect", "move")
