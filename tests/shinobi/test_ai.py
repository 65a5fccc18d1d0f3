"""Shinobi AI: every level plays legal moves, and none reads what its seat cannot see."""

from __future__ import annotations

import random

import pytest

from ninjas.ai.agents import AGENT_NAMES, make_agent
from ninjas.shinobi import ai as shinobi_ai
from ninjas.shinobi import new_game
from ninjas.shinobi.rules import ShinobiState

SMALL = shinobi_ai.Preset(iterations=40, max_rollout=4, exploration=0.7)


@pytest.fixture(autouse=True)
def small_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tests check behaviour, not strength: a small search keeps them fast."""
    small = {
        name: SMALL if isinstance(preset, shinobi_ai.Preset) else preset
        for name, preset in shinobi_ai.PRESETS.items()
    }
    monkeypatch.setattr(shinobi_ai, "PRESETS", small)


def positions(mode: str, players: int, count: int, seed: int) -> list[ShinobiState]:
    """Positions from a random game where the player to move has several choices."""
    state = new_game(seed, {"players": players, "mode": mode})
    rng = random.Random(seed)
    found: list[ShinobiState] = []
    while not state.is_terminal and len(found) < count:
        legal = state.legal_actions()
        if len(legal) > 1 and rng.random() < 0.3:
            found.append(state.clone())
        state.apply(legal[rng.randrange(len(legal))])
    return found


@pytest.mark.parametrize("name", AGENT_NAMES)
@pytest.mark.parametrize(("players", "mode"), [(2, "grasshopper"), (4, "grandmaster")])
def test_every_level_finishes_a_game_with_legal_moves(name: str, players: int, mode: str) -> None:
    state = new_game(3, {"players": players, "mode": mode})
    agents = [make_agent(name if s == 0 else "random", s) for s in range(players)]
    while not state.is_terminal:
        action = agents[state.current_player].choose(state)
        assert str(action) in {str(a) for a in state.legal_actions()}
        state.apply(action)
    assert state.winners()


@pytest.mark.parametrize("name", ["greedy", "easy", "normal", "hard"])
@pytest.mark.parametrize(("players", "mode"), [(2, "grasshopper"), (3, "grandmaster")])
def test_the_ai_never_peeks(name: str, players: int, mode: str) -> None:
    """Two states that differ only in what the seat to move cannot see (other hands,
    the deck order, the boss, hidden Court cards): same seed, same choice."""
    checked = 0
    for position in positions(mode, players, 6, seed=11):
        seat = position.current_player
        other = position.determinize(seat, random.Random(99))
        assert other.view(seat) == position.view(seat)
        differs = other.hands != position.hands or other.deck != position.deck
        first = make_agent(name, 5).choose(position)
        second = make_agent(name, 5).choose(other)
        assert str(first) == str(second)
        checked += differs
    assert checked >= 3, "the positions must differ in hidden cards"


def test_the_levels_are_steps_normal_plays_greedy_and_easy_blunders() -> None:
    """The ladder (README, Arena): normal plays greedy's move, which hard's search beats;
    easy plays it too but for a random legal move now and then, so that normal beats it.
    When normal and easy searched as hard does, each level won about half its games
    against the next."""
    assert shinobi_ai.PRESETS["normal"] == shinobi_ai.Greedy(blunder=0.0)
    easy = shinobi_ai.PRESETS["easy"]
    assert isinstance(easy, shinobi_ai.Greedy) and easy.blunder > 0
    assert isinstance(shinobi_ai.PRESETS["hard"], shinobi_ai.Preset)
    found = [p for seed in range(4, 8) for p in positions("grasshopper", 2, 40, seed)]
    assert len(found) >= 40
    greedy = [str(make_agent("greedy", 7).choose(p)) for p in found]
    assert [str(make_agent("normal", 7).choose(p)) for p in found] == greedy
    easy_moves = [str(make_agent("easy", 7).choose(p)) for p in found]
    assert sum(a != b for a, b in zip(easy_moves, greedy, strict=True)) >= len(found) // 5


def test_greedy_prefers_placing_a_strong_clan() -> None:
    """Greedy takes the best immediate strength gain: three Bears (18) over passing."""
    state = new_game(1)
    seat = state.current_player
    state.apply("recruit")
    bears = [c for c in range(72, 81) if c not in state.hands[seat]][:3]
    for card in bears:
        for place in (state.deck, state.jigoku, *state.hands):
            if card in place:
                place.remove(card)
        state.hands[seat].append(card)
    state.hands[seat].sort()
    action = shinobi_ai.greedy_choice(state, random.Random(0))
    assert str(action).startswith("place Bear")


def _give(state: ShinobiState, seat: int, clans: dict[str, list[int]], hand: list[int]) -> None:
    """Seat `seat` has exactly these clans on the table and these cards in hand."""
    wanted = {c for cards in clans.values() for c in cards} | set(hand)
    for place in (state.deck, state.jigoku, *state.hands):
        place[:] = [c for c in place if c not in wanted]
    for tableau in state.clans:
        for name in list(tableau):
            tableau[name] = [c for c in tableau[name] if c not in wanted]
            if not tableau[name]:
                del tableau[name]
    state.deck.extend(c for c in state.hands[seat] if c not in wanted)
    state.clans[seat] = {name: list(cards) for name, cards in clans.items()}
    state.hands[seat] = sorted(hand)


def _four_player_position() -> ShinobiState:
    """4-player Grasshopper, seat 0 to place: seat 0 has three clans (Carp, Crow,
    Dragon: 10) and two Bears in hand; seat 2 leads on the table (12) with two clans."""
    state = new_game(1, {"players": 4, "mode": "grasshopper"})
    while state.current_player != 0 or state.phase != "draw":
        state.apply(state.legal_actions()[0])
    state.apply("recruit")
    for seat in range(4):
        state.corruption[seat] = []
    _give(state, 0, {"Carp": [0, 1], "Crow": [9, 10], "Dragon": [18]}, [72, 73, 3])
    _give(state, 2, {"Fox": [36, 37], "Rat": [45, 46]}, [4, 5])
    _give(state, 1, {}, [6, 7])
    _give(state, 3, {}, [8, 19])
    state.legal_actions()
    return state


def test_hard_looks_ahead_in_four_player_grasshopper() -> None:
    """In 4-player Grasshopper hard plays `lookahead_choice`; every other game keeps
    its ISMCTS search with greedy's measure and random rollouts."""
    four = new_game(1, {"players": 4, "mode": "grasshopper"})
    assert shinobi_ai.preset_for("hard", four) is shinobi_ai.FOUR_GRASSHOPPER["hard"]
    assert isinstance(shinobi_ai.FOUR_GRASSHOPPER["hard"], shinobi_ai.Lookahead)
    for options in ({"players": 2, "mode": "grasshopper"}, {"players": 4, "mode": "grandmaster"}):
        state = new_game(1, options)
        assert shinobi_ai.preset_for("hard", state) is shinobi_ai.PRESETS["hard"]
    assert shinobi_ai.preset_for("normal", four) is shinobi_ai.PRESETS["normal"]


def _toads_behind() -> ShinobiState:
    """Seat 0 can end the round with two Toads (10 + 6 = 16), but their power cannot
    save it: seat 2 holds 24 (Fox, Rat, Bear) and keeps 18 when a Bear goes back."""
    state = _four_player_position()
    _give(state, 0, {"Carp": [0, 1], "Crow": [9, 10], "Dragon": [18]}, [54, 55, 3])
    _give(state, 2, {"Fox": [36, 37], "Rat": [45, 46], "Bear": [74, 75]}, [4, 5])
    state.legal_actions()
    return state


def test_greedy_ends_the_round_behind_when_the_clan_has_a_power() -> None:
    """Greedy judges a placing before its power: the Toads look like a gain."""
    state = _toads_behind()
    assert [state.score(s) for s in range(4)] == [10, 0, 24, 0]
    action = make_agent("greedy", 3).choose(state)
    assert str(action).startswith("place Toad")


@pytest.mark.parametrize("seed", [3, 4, 5])
def test_hard_does_not_end_the_four_player_round_behind(seed: int) -> None:
    """hard sees the Toads through their power to the round's end, which it would lose."""
    state = _toads_behind()
    action = make_agent("hard", seed).choose(state)
    assert not str(action).startswith("place Toad")


def test_hard_expects_the_next_seat_with_three_clans_to_end_the_round() -> None:
    """Seat 0 can end the round ahead with its Bears: it is the favourite. Give seat 1,
    who plays first, three clans (18) and two Rats (24 in all): seat 1 is, surer than
    greedy's measure makes it."""
    state = _four_player_position()
    assert shinobi_ai.end_threat_evaluate(state)[0] > 0.9
    assert shinobi_ai.best_new_clan(state, 0) == 12
    _give(state, 1, {"Spider": [27, 28], "Toad": [56, 57], "Monkey": [63, 64]}, [47, 48])
    assert state.score(1) == 18 and shinobi_ai.best_new_clan(state, 1) == 6
    values = shinobi_ai.end_threat_evaluate(state)
    assert values[1] > 0.9
    assert values[1] > shinobi_ai.evaluate(state)[1] + 0.2
    assert sum(values) == pytest.approx(1.0)


def test_hard_ends_the_four_player_round_when_it_wins() -> None:
    state = _four_player_position()
    action = make_agent("hard", 3).choose(state)
    assert str(action).startswith("place Bear")
    state.apply(action)
    while not state.is_terminal:
        state.apply(state.legal_actions()[0])
    assert state.winners() == [0]
