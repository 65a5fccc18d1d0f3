"""Grand Master mode: ranking, Shosho, Temple, Imperial Court, Missions, the bosses."""

from __future__ import annotations

import random

import pytest

from ninjas.shinobi import data, dense_ranks, invariant_errors, new_game
from ninjas.shinobi.rules import PAWNS_BY_RANK, ShinobiState

from .test_rules import BEAR, CARP, FOX, RAT, TOAD, arrange


def gm(players: int, seed: int = 1) -> ShinobiState:
    state = new_game(seed, {"players": players, "mode": "grandmaster"})
    while state.current_player != 0:
        seed += 1
        state = new_game(seed, {"players": players, "mode": "grandmaster"})
    return state


def end_round(
    state: ShinobiState, bears: dict[int, int], corrupt: dict[int, list[int]] | None = None
) -> None:
    """Seat 0 places its 4th clan; each seat's table holds `bears[seat]` Bears (6 each)
    plus, for seat 0, the three other clans worth 2+3+3 and the Carp pair (2)."""
    state.apply("recruit")
    clans: dict[int, dict[str, list[int]]] = {}
    used = 0
    for seat, count in bears.items():
        if count:
            clans[seat] = {"Bear": BEAR[used : used + count]}
            used += count
    clans.setdefault(0, {})
    clans[0].update({"Fox": FOX[:1], "Rat": RAT[:1], "Toad": TOAD[:1]})
    arrange(state, hands={0: [*CARP[:2], CARP[5]]}, clans=clans, corruption=corrupt)
    state.apply(f"place Carp {CARP[0]} {CARP[1]}")


def test_ranks_are_dense_as_in_the_rulebooks_three_player_example() -> None:
    assert dense_ranks([25, 25, 10]) == [0, 0, 1]
    assert [PAWNS_BY_RANK[3][r] for r in dense_ranks([25, 25, 10])] == [4, 4, 3]
    assert dense_ranks([7, 7, 7, 7]) == [0, 0, 0, 0]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_pawns_by_rank_follow_the_rulebook(players: int) -> None:
    assert PAWNS_BY_RANK[players] == {2: (4, 2), 3: (4, 3, 1), 4: (4, 3, 2, 1)}[players]


def test_a_round_ends_with_ranking_pawns_shosho_and_temple_for_last_place() -> None:
    state = gm(3)
    end_round(state, {0: 1, 1: 3, 2: 0})  # scores: 0 -> 6+9+2 = 17, 1 -> 18, 2 -> 0
    result = state.round_results[-1]
    assert result["scores"] == [17, 18, 0]
    assert result["ranks"] == [1, 0, 2] and result["pawns"] == [3, 4, 1]
    assert state.shosho == 1 and result["temple"] == [2]
    assert state.phase == "temple" and state.current_player == 2
    assert state.to_place == [3, 4, 1] and state.reserve == [9, 8, 11]


def test_tied_last_places_all_visit_the_temple_but_a_full_tie_does_not() -> None:
    state = gm(3)
    end_round(state, {0: 2, 1: 0, 2: 0})
    assert state.round_results[-1]["temple"] == [1, 2]
    state = gm(2)
    state.apply("recruit")
    arrange(
        state,
        hands={0: CARP[:2]},
        clans={0: {"Fox": FOX[:1], "Rat": RAT[:1], "Toad": TOAD[:1]}, 1: {"Bear": BEAR[:2]}},
    )
    state.apply(f"place Carp {CARP[0]} {CARP[1]}")  # 0: 3+3+3+2 = 11... and 1: 12
    scores = state.round_results[-1]["scores"]
    assert scores[0] != scores[1] and state.round_results[-1]["temple"]
    tie = gm(2)
    tie.apply("recruit")
    arrange(
        tie,
        hands={0: CARP[:2]},
        clans={
            0: {"Fox": FOX[:1], "Rat": RAT[:1], "Toad": TOAD[:1]},
            1: {"Bear": BEAR[:1], "Dragon": [18, 19], "Carp": CARP[2:3]},
        },
    )
    tie.apply(f"place Carp {CARP[0]} {CARP[1]}")
    assert tie.round_results[-1]["scores"] == [11, 11]
    assert tie.round_results[-1]["temple"] == []  # everyone first: nobody is last


def test_the_shosho_goes_to_the_least_corrupt_winner_then_the_holder_decides() -> None:
    state = gm(3)
    end_round(state, {0: 0, 1: 3, 2: 3}, corrupt={1: [CARP[3]]})  # 1: 18-1, 2: 18
    assert state.round_results[-1]["scores"][1:] == [17, 18] and state.shosho == 2
    state = gm(3)
    end_round(state, {0: 0, 1: 3, 2: 3})
    assert state.phase == "shosho" and state.current_player == 0  # the holder decides
    assert [str(a) for a in state.legal_actions()] == ["shosho 1", "shosho 2"]
    state.apply("shosho 2")
    assert state.shosho == 2


def test_after_the_last_round_the_temple_offers_only_a_decoy_peek() -> None:
    # A Temple card acts in the next round, and there is none after the third.
    state = gm(3)
    end_round(state, {0: 1, 1: 3, 2: 0})
    assert "temple draw" in [str(a) for a in state.legal_actions()]
    assert state.prompt()[0] == "shinobi.prompt.temple"
    last = gm(3)
    last.round = 3
    end_round(last, {0: 1, 1: 3, 2: 0})
    assert last.phase == "temple" and last.current_player == 2 and last.temple_deck
    assert [str(a) for a in last.legal_actions()] == [f"temple decoy {i}" for i in range(3)]
    assert last.prompt()[0] == "shinobi.prompt.temple_last"
    with pytest.raises(ValueError):
        last.apply("temple draw")
    last.apply("temple decoy 1")
    assert last.phase == "pawns" and last.temple_next == [None] * 3


def pawn_phase(players: int = 2) -> ShinobiState:
    state = gm(players)
    end_round(state, {0: 3, 1: 0, **({2: 0} if players > 2 else {})})
    while state.phase == "temple":
        state.apply("temple decoy 0")
    assert state.phase == "pawns"
    return state


def test_pawns_go_one_location_per_turn_from_the_shosho_holder() -> None:
    state = pawn_phase()
    assert state.current_player == state.shosho == 0
    state.apply("pawns missions 1")
    assert state.current_player == 1  # then the next player, clockwise
    assert all(str(a).startswith("pawns") for a in state.legal_actions())


def test_the_imperial_court_takes_one_pawn_per_player_per_round_and_gives_a_card() -> None:
    state = pawn_phase()
    state.apply("pawns court 1")
    assert len(state.court_new[0]) == 1
    while state.current_player != 0:
        state.apply(state.legal_actions()[-1])
    assert not any(str(a).startswith("pawns court") for a in state.legal_actions())


def test_missions_give_a_peek_each_time_the_total_becomes_even() -> None:
    state = pawn_phase()
    state.apply("pawns missions 1")
    assert state.phase == "pawns"  # 1 is odd
    state.apply("pawns missions 2")  # seat 1: 2 is even
    assert state.phase == "peek" and state.current_player == 1
    state.apply("peek 2")
    assert state.known_decoys[1][2] == state.bosses[4]
    assert 2 not in state.known_decoys[0]


def test_hands_are_kept_and_played_cards_go_to_the_jigoku_between_rounds() -> None:
    state = pawn_phase()
    hands = [list(h) for h in state.hands]
    played = [c for t in state.clans for cards in t.values() for c in cards]
    while state.phase == "pawns" or state.phase == "peek":
        state.apply(state.legal_actions()[0])
    assert state.round == 2 and all(not t for t in state.clans)
    assert set(played) <= set(state.jigoku)
    assert [sorted(h) for h in state.hands] == [sorted(h) for h in hands]
    assert state.current_player == state.shosho and not invariant_errors(state)


def finished(players: int, seed: int) -> ShinobiState:
    state = new_game(seed, {"players": players, "mode": "grandmaster"})
    rng = random.Random(seed)
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    return state


@pytest.mark.parametrize("seed", range(6))
def test_the_final_score_is_ten_a_pawn_at_court_and_missions_plus_the_boss(seed: int) -> None:
    state = finished(3, seed)
    boss = state.boss_revealed
    assert boss == state.bosses[1]
    for seat, pawns in enumerate(state.pawns):
        expected = 10 * (pawns["court"] + pawns["missions"]) + data.boss_score(
            boss, pawns["showdown"]
        )
        assert state.final_scores()[seat] == expected
    assert all(
        sum(p.values()) + r == data.PAWNS_PER_PLAYER
        for p, r in zip(state.pawns, state.reserve, strict=True)
    )
    assert state.round == 3 and len(state.round_results) == 3


def test_every_boss_scores_as_its_card_says() -> None:
    assert [data.boss_score("Dark Shogun", n) for n in (0, 1, 5)] == [0, 50, 50]
    assert [data.boss_score("Grugazor", n) for n in (2, 3, 6, 9)] == [0, 30, 120, 120]
    assert [data.boss_score("Zombies", n) for n in (0, 1, 2)] == [-30, -30, 0]
    assert [data.boss_score("Gaijins", n) for n in (2, 3, 5, 8)] == [-30, 30, 90, 90]
    assert [data.boss_score("Ma' Maho", n) for n in (0, 1, 5, 7)] == [-50, -10, -50, -50]


def test_the_boss_and_unseen_decoys_are_hidden_and_resampled() -> None:
    state = pawn_phase()
    state.apply("pawns missions 1")
    state.apply("pawns missions 2")
    state.apply("peek 0")
    seen = state.bosses[2]
    bosses = set()
    for k in range(30):
        twin = state.determinize(1, random.Random(k))
        assert twin.bosses[2] == seen and twin.view(1) == state.view(1)
        bosses.add(twin.bosses[1])
    assert seen not in bosses and len(bosses) > 1


@pytest.mark.parametrize(
    ("card", "check"),
    [
        ("Shadow Recruit", lambda s, hand: len(s.hands[0]) == hand + 2),
        ("Veteran", lambda s, hand: s.strength(0) == 3),
        ("Great Clan", lambda s, hand: s.clan_limit(0) == 5),
        ("Ronin Master", lambda s, hand: s.card_score(0, 81) == 4),
    ],
)
def test_temple_cards_act_for_the_next_round(card: str, check: object) -> None:
    state = gm(2)
    state.temple_cards[0] = card
    hand = len(state.hands[0])
    state.apply("recruit")
    assert check(state, hand)  # type: ignore[operator]


def test_absolution_ignores_the_highest_corrupt_card_and_patience_skips_the_discard() -> None:
    state = gm(2)
    arrange(state, corruption={0: [BEAR[0], CARP[0]]})
    assert state.corruption_value(0) == 7
    state.temple_cards[0] = "Absolution"
    assert state.corruption_value(0) == 1
    state.temple_cards[0] = "Patience"
    state.apply("recruit")
    state.apply("pass")
    assert "pass" in [str(a) for a in state.legal_actions()]


def test_iron_wall_protects_clans_from_destroy_and_return() -> None:
    state = gm(2)
    state.apply("recruit")
    arrange(
        state, hands={0: [*CARP[:0], *[c for c in range(27, 29)]]}, clans={1: {"Bear": BEAR[:2]}}
    )
    state.temple_cards[1] = "Iron Wall"
    events = state.apply("place Spider 27 28")
    assert any(e.kind == "power_skipped" for e in events)


@pytest.mark.parametrize(
    "card", ["Gift", "Pardon", "Decree", "Spy", "Recall", "Double March", "Favour", "Tribute"]
)
def test_court_cards_are_used_at_the_start_of_a_turn(card: str) -> None:
    state = gm(2)
    state.court_cards[0] = [card]
    arrange(state, hands={1: [FOX[0], FOX[1]]}, jigoku=[BEAR[0]], corruption={0: [RAT[0]]})
    state._start_turn([])
    assert state.phase == "court"
    hand = len(state.hands[0])
    state.apply(f"court {card.replace(' ', '_')}")
    if card == "Gift":
        assert len(state.hands[0]) == hand + 3
    elif card == "Pardon":
        assert state.corruption[0] == [] and RAT[0] in state.jigoku
    elif card == "Decree":
        state.apply("target 1")
        assert state.hands[1] == []
    elif card == "Spy":
        state.apply("peek 1")
        assert 1 in state.known_decoys[0]
    elif card == "Recall":
        state.apply(f"card {BEAR[0]}")
        assert BEAR[0] in state.hands[0]
    elif card == "Double March":
        assert state.placements_left == 2
    elif card == "Favour":
        assert state.favour[0] and state.strength(0) == 4
    elif card == "Tribute":
        assert len(state.hands[0]) == hand + 1 and len(state.hands[1]) == 1
    assert state.court_cards[0] == [] and card in state.court_used
    assert state.phase in ("draw", "power") and not invariant_errors(state)
