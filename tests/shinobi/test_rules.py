"""Shinobi rules, one rule sentence per test (rulebook + RULINGS section 2)."""

from __future__ import annotations

import random

import pytest

from ninjas.shinobi import data, invariant_errors, new_game
from ninjas.shinobi.data import card_kind, card_name
from ninjas.shinobi.rules import ShinobiState


def ids(name: str, count: int = 9) -> list[int]:
    """The ids of the cards called `name` (a clan, "Ronin" or a Yokai)."""
    return [c.id for c in data.CARDS if c.name == name][:count]


def arrange(
    state: ShinobiState,
    hands: dict[int, list[int]] | None = None,
    clans: dict[int, dict[str, list[int]]] | None = None,
    jigoku: list[int] | None = None,
    deck_top: list[int] | None = None,
    corruption: dict[int, list[int]] | None = None,
) -> ShinobiState:
    """Put the named cards where a test wants them (taken from wherever they were);
    hands named are replaced whole. Every card stays in exactly one place."""
    wanted: list[int] = []
    for group in (hands or {}).values():
        wanted += group
    for tableau in (clans or {}).values():
        for cards in tableau.values():
            wanted += cards
    wanted += (jigoku or []) + (deck_top or [])
    for group in (corruption or {}).values():
        wanted += group
    assert len(set(wanted)) == len(wanted)

    def take(card: int) -> None:
        for place in (state.deck, state.jigoku, *state.hands, *state.corruption):
            if card in place:
                place.remove(card)
                return
        for tableau in state.clans:
            for name, cards in list(tableau.items()):
                if card in cards:
                    cards.remove(card)
                    if not cards:
                        del tableau[name]
                    return
        raise AssertionError(f"card {card} not found")

    for seat in hands or {}:  # the old hand goes back under the deck
        for card in list(state.hands[seat]):
            if card not in wanted:
                state.hands[seat].remove(card)
                state.deck.insert(0, card)
    for card in wanted:
        take(card)
    for seat, cards in (hands or {}).items():
        state.hands[seat] = sorted(state.hands[seat] + cards)
    for seat, tableau in (clans or {}).items():
        for name, cards in tableau.items():
            state.clans[seat][name] = list(cards)
    state.jigoku += jigoku or []
    state.deck += list(reversed(deck_top or []))
    for seat, cards in (corruption or {}).items():
        state.corruption[seat] += cards
    for row in state.known:
        for known in row:
            known.clear()
    assert not invariant_errors(state)
    return state


def at_place(seed: int = 1, players: int = 2) -> tuple[ShinobiState, int]:
    """A game at seat 0's first placement (after a recruit): the first seed from `seed`
    where seat 0 plays first."""
    state = new_game(seed, {"players": players})
    while state.current_player != 0:
        seed += 1
        state = new_game(seed, {"players": players})
    seat = state.current_player
    state.apply("recruit")
    return state, seat


def texts(state: ShinobiState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


CARP, CROW, DRAGON, SPIDER, FOX, RAT, TOAD, MONKEY, BEAR = (ids(c.name) for c in data.CLANS)
RONIN = ids("Ronin")


# ---------------------------------------------------------------------- setup and drawing
def test_setup_deals_eight_cards_and_seven_to_the_first_player() -> None:
    for players in (2, 3, 4):
        state = new_game(5, {"players": players})
        for seat in range(players):
            expected = 7 if seat == state.first_player else 8
            assert len(state.hands[seat]) == expected
        assert not invariant_errors(state)


def test_the_first_player_revealed_the_strongest_card_and_ties_reveal_again() -> None:
    tied = 0
    for seed in range(60):
        state = new_game(seed, {"players": 4})
        last = state.setup_reveals[-1]
        best = max(data.card_value(c) for _, c in last)
        winners = [s for s, c in last if data.card_value(c) == best]
        assert winners == [state.first_player]
        for earlier in state.setup_reveals[:-1]:
            top = max(data.card_value(c) for _, c in earlier)
            assert sum(data.card_value(c) == top for _, c in earlier) > 1
        tied += len(state.setup_reveals) > 1
        assert len(state.jigoku) == sum(len(r) for r in state.setup_reveals)
    assert tied, "some seed must show a tie repeated"


def test_recruit_draws_one_card_into_the_hand() -> None:
    state = new_game(2)
    seat = state.current_player
    before = len(state.hands[seat])
    top = state.deck[-1]
    state.apply("recruit")
    assert len(state.hands[seat]) == before + 1 and top in state.hands[seat]


def test_be_corrupt_shows_the_card_hides_it_and_draws_its_strength_plus_two() -> None:
    state = new_game(2)
    seat = state.current_player
    arrange(state, deck_top=[BEAR[0]])
    before = len(state.hands[seat])
    events = state.apply("corrupt")
    assert state.corruption[seat] == [BEAR[0]]
    assert len(state.hands[seat]) == before + 6 + 2
    shown = next(e for e in events if e.kind == "corrupt")
    assert shown["card"] == BEAR[0] and shown["reveals"]


def test_the_rulebooks_example_a_corrupt_crow_of_strength_three_draws_five_cards() -> None:
    state = new_game(2)
    seat = state.current_player
    arrange(state, deck_top=[CROW[0]])
    before = len(state.hands[seat])
    state.apply("corrupt")
    assert data.card_value(CROW[0]) == 3
    assert len(state.hands[seat]) == before + 5  # "card strength of 3 + 2"
    assert state.corruption_value(seat) == 3


# ---------------------------------------------------------------------- placing
def test_a_new_clan_takes_two_to_four_cards_with_ronin_as_wildcards() -> None:
    state, seat = at_place()
    arrange(state, hands={seat: CARP[:5] + RONIN[:2]})
    legal = texts(state)
    assert f"place Carp {CARP[0]} {CARP[1]}" in legal
    assert f"place Carp {CARP[0]} {RONIN[0]}" in legal
    assert f"place Carp {CARP[0]} {CARP[1]} {CARP[2]} {CARP[3]}" in legal
    assert not any(a.startswith("place Carp") and len(a.split()) > 6 for a in legal)
    assert not any(a.split()[1:2] == ["Carp"] and len(a.split()) == 3 for a in legal)
    with pytest.raises(ValueError):
        state.apply(f"place Carp {RONIN[0]} {RONIN[1]}")  # Ronin alone are no clan
    with pytest.raises(ValueError):
        state.apply(f"place Carp {CARP[0]}")  # one card is not a clan


def test_one_clan_per_type_and_four_cards_at_most() -> None:
    state, seat = at_place()
    arrange(state, hands={seat: CARP[3:6] + RONIN[:1]}, clans={seat: {"Carp": CARP[:3]}})
    legal = texts(state)
    assert not any(a.startswith("place Carp") for a in legal)
    assert f"reinforce Carp {CARP[3]}" in legal
    assert not any(a.startswith("reinforce Carp") and len(a.split()) > 3 for a in legal)


def test_reinforcing_with_two_cards_triggers_the_two_card_power_but_one_does_not() -> None:
    state, seat = at_place()
    arrange(state, hands={seat: CARP[2:5]}, clans={seat: {"Carp": CARP[:2]}})
    before = len(state.hands[seat])
    state.apply(f"reinforce Carp {CARP[2]} {CARP[3]}")
    assert len(state.hands[seat]) == before - 2 + 2  # Carp's 2-card power: draw 2
    state2, seat2 = at_place()
    arrange(state2, hands={seat2: CARP[2:5]}, clans={seat2: {"Carp": CARP[:2]}})
    events = state2.apply(f"reinforce Carp {CARP[2]}")
    assert not any(e.kind == "power" for e in events)


def test_a_yokai_goes_alone_onto_a_clan_already_in_play() -> None:
    state, seat = at_place()
    kappa = ids("Kappa")[0]
    arrange(state, hands={seat: [kappa, *CARP[:2]]})
    assert not any(a.startswith("yokai") for a in texts(state))
    arrange(state, clans={seat: {"Bear": BEAR[:1]}})
    before = len(state.hands[seat])
    state.apply(f"yokai {kappa} Bear")
    assert kappa in state.clans[seat]["Bear"] and len(state.hands[seat]) == before - 1 + 3


def test_passing_places_nothing_and_the_turn_ends_with_a_discard() -> None:
    state, seat = at_place()
    state.apply("pass")
    assert state.phase == "discard"
    card = state.hands[seat][0]
    state.apply(f"discard {card}")
    assert card == state.jigoku[-1] and state.current_player != seat


# ---------------------------------------------------------------------- clan powers
@pytest.mark.parametrize(("count", "drawn"), [(2, 2), (3, 4), (4, 4)])
def test_carp_draws_two_or_four(count: int, drawn: int) -> None:
    state, seat = at_place()
    arrange(state, hands={seat: CARP[:count]})
    state.apply("place Carp " + " ".join(map(str, CARP[:count])))
    assert len(state.hands[seat]) == drawn


@pytest.mark.parametrize(("count", "taken"), [(2, 2), (3, 3)])
def test_crow_takes_cards_of_your_choice_from_the_jigoku(count: int, taken: int) -> None:
    state, seat = at_place()
    pile = [BEAR[0], MONKEY[0], FOX[0], RAT[0]]
    arrange(state, hands={seat: CROW[:count]}, jigoku=pile)
    state.apply("place Crow " + " ".join(map(str, CROW[:count])))
    for card in (BEAR[0], MONKEY[0], FOX[0])[:taken]:
        assert state.prompt()[0] == "shinobi.prompt.take_jigoku.card"
        state.apply(f"card {card}")
    assert {BEAR[0], MONKEY[0], FOX[0]} >= set(state.hands[seat]) and len(
        state.hands[seat]
    ) == taken
    assert state.phase != "power"


@pytest.mark.parametrize(("count", "taken"), [(2, 1), (3, 2)])
def test_dragon_searches_the_deck_then_shuffles_it(count: int, taken: int) -> None:
    state, seat = at_place()
    arrange(state, hands={seat: DRAGON[:count]})
    state.apply("place Dragon " + " ".join(map(str, DRAGON[:count])))
    deck = set(state.deck)
    options = {int(a.args[0]) for a in state.legal_actions()}
    assert options <= deck and len(options) == len({data.card_class(c) for c in deck})
    chosen = []
    for _ in range(taken):
        card = int(state.legal_actions()[-1].args[0])
        state.apply(f"card {card}")
        chosen.append(card)
    assert set(chosen) <= set(state.hands[seat]) and state.phase != "power"


def test_spider_destroys_one_card_then_a_whole_clan() -> None:
    state, seat = at_place()
    foe = 1 - seat
    arrange(state, hands={seat: SPIDER[:3]}, clans={foe: {"Bear": BEAR[:3], "Fox": FOX[:2]}})
    state.apply(f"place Spider {SPIDER[0]} {SPIDER[1]}")
    state.apply(f"target {foe}")
    state.apply(f"card {BEAR[0]}")
    assert BEAR[0] in state.jigoku and len(state.clans[foe]["Bear"]) == 2
    state2, seat2 = at_place()
    foe2 = 1 - seat2
    arrange(state2, hands={seat2: SPIDER[:3]}, clans={foe2: {"Bear": BEAR[:3], "Fox": FOX[:2]}})
    state2.apply("place Spider " + " ".join(map(str, SPIDER[:3])))
    state2.apply(f"target {foe2}")
    state2.apply("clan Bear")
    assert "Bear" not in state2.clans[foe2] and set(BEAR[:3]) <= set(state2.jigoku)


@pytest.mark.parametrize("clan", ["Spider", "Toad", "Fox"])
def test_a_power_that_takes_one_card_asks_for_one_card(clan: str) -> None:
    """The prompt's `left` counts the cards still to choose (it said 0 with one to go)."""
    state, seat = at_place()
    foe = 1 - seat
    mine = ids(clan)[:2]
    arrange(state, hands={seat: [*mine, CARP[0]], foe: [RAT[0]]}, clans={foe: {"Bear": BEAR[:2]}})
    state.apply(f"place {clan} {mine[0]} {mine[1]}")
    state.apply(f"target {foe}")
    key, params = state.prompt()
    assert key.endswith(".card") and params["left"] == 1


def test_a_clan_left_without_a_clan_card_loses_its_ronin_and_yokai() -> None:
    state, seat = at_place()
    foe = 1 - seat
    oni = ids("Oni")[0]
    arrange(state, hands={seat: SPIDER[:2]}, clans={foe: {"Carp": [CARP[0], RONIN[0], oni]}})
    state.apply(f"place Spider {SPIDER[0]} {SPIDER[1]}")
    state.apply(f"target {foe}")
    state.apply(f"card {CARP[0]}")
    assert "Carp" not in state.clans[foe]
    assert {CARP[0], RONIN[0], oni} <= set(state.jigoku)


def test_fox_swaps_one_card_at_random_then_whole_hands() -> None:
    state, seat = at_place()
    foe = 1 - seat
    arrange(state, hands={seat: FOX[:2] + [BEAR[0]], foe: [CARP[0]]})
    state.apply(f"place Fox {FOX[0]} {FOX[1]}")
    state.apply(f"target {foe}")
    state.apply(f"card {BEAR[0]}")
    assert state.hands[seat] == [CARP[0]] and state.hands[foe] == [BEAR[0]]
    assert BEAR[0] in state.known[seat][foe] and CARP[0] in state.known[foe][seat]
    state2, seat2 = at_place()
    foe2 = 1 - seat2
    arrange(state2, hands={seat2: FOX[:3] + [BEAR[0]], foe2: CARP[:2]})
    state2.apply("place Fox " + " ".join(map(str, FOX[:3])))
    state2.apply(f"target {foe2}")
    assert state2.hands[seat2] == CARP[:2] and state2.hands[foe2] == [BEAR[0]]


@pytest.mark.parametrize(("count", "lost"), [(2, 2), (3, 3)])
def test_rat_makes_an_opponent_discard_at_random(count: int, lost: int) -> None:
    state, seat = at_place()
    foe = 1 - seat
    arrange(state, hands={seat: RAT[:count], foe: BEAR[:5]})
    state.apply("place Rat " + " ".join(map(str, RAT[:count])))
    state.apply(f"target {foe}")
    assert len(state.hands[foe]) == 5 - lost and len(set(BEAR[:5]) & set(state.jigoku)) == lost


def test_toad_returns_a_card_then_a_whole_clan_to_its_owner() -> None:
    state, seat = at_place()
    foe = 1 - seat
    arrange(state, hands={seat: TOAD[:2], foe: []}, clans={foe: {"Bear": BEAR[:2]}})
    state.apply(f"place Toad {TOAD[0]} {TOAD[1]}")
    state.apply(f"target {foe}")
    state.apply(f"card {BEAR[0]}")
    assert state.hands[foe] == [BEAR[0]] and state.clans[foe]["Bear"] == [BEAR[1]]
    assert BEAR[0] in state.known[seat][foe]  # a returned card is public
    state2, seat2 = at_place()
    foe2 = 1 - seat2
    arrange(state2, hands={seat2: TOAD[:3], foe2: []}, clans={foe2: {"Bear": BEAR[:2]}})
    state2.apply("place Toad " + " ".join(map(str, TOAD[:3])))
    state2.apply(f"target {foe2}")
    state2.apply("clan Bear")
    assert state2.hands[foe2] == BEAR[:2] and "Bear" not in state2.clans[foe2]


def test_monkey_copies_another_clans_power_at_its_own_level() -> None:
    state, seat = at_place()
    foe = 1 - seat
    arrange(state, hands={seat: MONKEY[:3]}, clans={foe: {"Carp": CARP[:2], "Bear": BEAR[:2]}})
    state.apply("place Monkey " + " ".join(map(str, MONKEY[:3])))
    assert texts(state) == ["clan Carp", "clan Bear"]  # not itself
    state.apply("clan Carp")
    assert len(state.hands[seat]) == 4  # Carp's 3-card power
    state2, seat2 = at_place()
    arrange(state2, hands={seat2: MONKEY[:2]}, clans={1 - seat2: {"Carp": CARP[:2]}})
    state2.apply(f"place Monkey {MONKEY[0]} {MONKEY[1]}")
    state2.apply("clan Carp")
    assert len(state2.hands[seat2]) == 2


def test_monkey_may_copy_the_bear_which_does_nothing() -> None:
    """With only Fox and Bear in play, Bear may be chosen: no forced hand swap."""
    state, seat = at_place()
    foe = 1 - seat
    hand = [*MONKEY[:2], CARP[0]]
    arrange(
        state, hands={seat: hand, foe: RAT[:3]}, clans={foe: {"Fox": FOX[:2], "Bear": BEAR[:2]}}
    )
    state.apply(f"place Monkey {MONKEY[0]} {MONKEY[1]}")
    assert texts(state) == ["clan Fox", "clan Bear"]
    events = state.apply("clan Bear")
    assert any(e.kind == "copy" and e["clan"] == "Bear" for e in events)
    assert state.hands[seat] == [CARP[0]] and state.hands[foe] == RAT[:3]
    assert state.phase == "discard" and not invariant_errors(state)


def test_bear_has_no_power_but_great_strength() -> None:
    state, seat = at_place()
    arrange(state, hands={seat: [*BEAR[:2], CARP[0]]})
    events = state.apply(f"place Bear {BEAR[0]} {BEAR[1]}")
    assert state.strength(seat) == 12 and state.phase == "discard"
    assert not any(e.kind == "draw" for e in events)


# ---------------------------------------------------------------------- Yokai
def yokai_state(name: str, **extra: object) -> tuple[ShinobiState, int, int]:
    state, seat = at_place()
    card = ids(name)[0]
    hands = {seat: [card], **extra.pop("hands", {})}  # type: ignore[dict-item]
    clans = {seat: {"Bear": BEAR[:1]}, **extra.pop("clans", {})}  # type: ignore[dict-item]
    arrange(state, hands=hands, clans=clans, **extra)  # type: ignore[arg-type]
    state.apply(f"yokai {card} Bear")
    return state, seat, 1 - seat


def test_tengu_takes_one_card_from_the_jigoku() -> None:
    state, seat, _ = yokai_state("Tengu", jigoku=[FOX[0], MONKEY[0]])
    state.apply(f"card {MONKEY[0]}")
    assert state.hands[seat] == [MONKEY[0]]


def test_kappa_draws_three() -> None:
    state, seat, _ = yokai_state("Kappa")
    assert len(state.hands[seat]) == 3


def test_kitsune_swaps_a_card_with_an_opponent() -> None:
    state, seat, foe = yokai_state("Kitsune", hands={0: [ids("Kitsune")[0], RAT[0]], 1: [FOX[0]]})
    state.apply(f"target {foe}")
    state.apply(f"card {RAT[0]}")
    assert state.hands[seat] == [FOX[0]] and state.hands[foe] == [RAT[0]]


def test_tanuki_copies_a_two_card_power() -> None:
    state, seat, foe = yokai_state("Tanuki", clans={1: {"Carp": CARP[:2]}, 0: {"Bear": BEAR[:1]}})
    state.apply("clan Carp")
    assert len(state.hands[seat]) == 2


def test_tanuki_may_copy_the_bear_which_does_nothing() -> None:
    hands = {0: [ids("Tanuki")[0], CARP[0]], 1: RAT[:2]}
    clans = {1: {"Fox": FOX[:2]}, 0: {"Bear": BEAR[:1]}}
    state, seat, foe = yokai_state("Tanuki", hands=hands, clans=clans)
    assert texts(state) == ["clan Fox", "clan Bear"]
    state.apply("clan Bear")
    assert state.hands[seat] == [CARP[0]] and state.hands[foe] == RAT[:2]
    assert state.phase == "discard"


def test_oni_destroys_a_card_of_an_opponents_clan() -> None:
    state, seat, foe = yokai_state("Oni", clans={0: {"Bear": BEAR[:1]}, 1: {"Bear": BEAR[1:3]}})
    state.apply(f"target {foe}")
    state.apply(f"card {BEAR[1]}")
    assert state.clans[foe]["Bear"] == [BEAR[2]]


def test_nue_makes_every_opponent_discard_one_at_random() -> None:
    state = new_game(3, {"players": 4})
    seat = state.current_player
    state.apply("recruit")
    nue = ids("Nue")[0]
    others = [s for s in range(4) if s != seat]
    arrange(
        state,
        hands={seat: [nue], **{s: [CARP[i], CARP[i + 4]] for i, s in enumerate(others)}},
        clans={seat: {"Bear": BEAR[:1]}},
    )
    state.apply(f"yokai {nue} Bear")
    assert all(len(state.hands[s]) == 1 for s in others)


def test_yuki_onna_returns_a_card_to_its_owner() -> None:
    state, seat = at_place()
    foe = 1 - seat
    yuki = ids("Yuki-onna")[0]
    arrange(
        state,
        hands={seat: [yuki], foe: []},
        clans={seat: {"Bear": BEAR[:1]}, foe: {"Fox": FOX[:2]}},
    )
    state.apply(f"yokai {yuki} Bear")
    state.apply(f"target {foe}")
    state.apply(f"card {FOX[0]}")
    assert state.hands[foe] == [FOX[0]]


def test_baku_looks_at_five_keeps_one_and_orders_the_rest() -> None:
    state, seat = at_place()
    baku = ids("Baku")[0]
    top = [BEAR[0], FOX[0], RAT[0], CROW[0], CARP[0]]
    arrange(state, hands={seat: [baku]}, clans={seat: {"Bear": BEAR[1:2]}}, deck_top=top)
    state.apply(f"yokai {baku} Bear")
    assert {int(a.args[0]) for a in state.legal_actions()} == set(top)
    state.apply(f"card {BEAR[0]}")
    order = state.legal_actions()
    assert len(order) == 24  # four different cards: 4! orders
    state.apply(f"order {FOX[0]} {RAT[0]} {CROW[0]} {CARP[0]}")
    assert state.deck[-1] == FOX[0] and state.hands[seat] == [BEAR[0]]
    assert state.view(seat)[16] == tuple(state.deck[-4:])  # it knows the order


def test_daidarabotchi_has_no_power_and_strength_five() -> None:
    state, seat, _ = yokai_state("Daidarabotchi")
    assert state.strength(seat) == 6 + 5


# ---------------------------------------------------------------------- end and scoring
def test_the_round_ends_after_the_fourth_clans_power() -> None:
    state, seat = at_place()
    arrange(
        state,
        hands={seat: CARP[:2]},
        clans={seat: {"Bear": BEAR[:1], "Fox": FOX[:1], "Rat": RAT[:1]}},
    )
    events = state.apply(f"place Carp {CARP[0]} {CARP[1]}")
    kinds = [e.kind for e in events]
    assert kinds.index("draw") < kinds.index("round_end") and state.is_terminal


def test_scores_subtract_corruption_and_the_least_corrupt_wins_a_tie() -> None:
    state, seat = at_place()
    foe = 1 - seat
    arrange(
        state,
        hands={seat: CARP[:2]},
        clans={seat: {"Bear": BEAR[:2], "Fox": FOX[:1], "Rat": RAT[:1]}, foe: {"Bear": BEAR[2:6]}},
        corruption={seat: [TOAD[0]], foe: [TOAD[1], TOAD[2]]},
    )
    state.apply(f"place Carp {CARP[0]} {CARP[1]}")
    assert state.score(seat) == 12 + 3 + 3 + 2 - 3 == 17
    assert state.score(foe) == 24 - 6 == 18
    assert state.winners() == [foe]


def test_a_tie_goes_to_the_less_corrupt_then_is_shared() -> None:
    from ninjas.shinobi.rounds import _best

    assert _best([10, 10, 4], [3, 1, 0]) == [1]
    assert _best([10, 10], [2, 2]) == [0, 1]


def test_an_empty_deck_is_rebuilt_from_the_shuffled_jigoku() -> None:
    state = new_game(4)
    state.jigoku += state.deck
    state.deck.clear()
    pile = len(state.jigoku)
    events = state.apply("recruit")
    assert "reshuffle" in [e.kind for e in events] and len(state.deck) == pile - 1
    assert not state.jigoku and not invariant_errors(state)


def test_views_show_own_cards_and_counts_of_the_others() -> None:
    state = new_game(8, {"players": 3})
    view = state.view(0)
    assert view[8] == tuple(sorted(state.hands[0])) and view[9] == tuple(map(len, state.hands))
    twin = state.determinize(0, random.Random(1))
    assert twin.view(0) == view and twin.hands[0] == state.hands[0]
    assert twin.hands[1] != state.hands[1] or twin.hands[2] != state.hands[2]


def test_unknown_options_and_illegal_actions_are_clear_errors() -> None:
    with pytest.raises(ValueError, match="colour"):
        new_game(1, {"colour": "red"})
    with pytest.raises(ValueError, match="players"):
        new_game(1, {"players": 5})
    state = new_game(1)
    before = state.view(0)
    with pytest.raises(ValueError, match="illegal"):
        state.apply("place Bear 72 73")
    assert state.view(0) == before


def test_cards_in_a_clan_are_of_that_clan_or_wild() -> None:
    for card in data.CARDS:
        assert card_kind(card.id) in ("clan", "ronin", "yokai")
    assert {card_name(c) for c in RONIN} == {"Ronin"} and len(RONIN) == 4


def test_an_action_just_offered_is_applied_without_being_parsed_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The search's hot path: apply() takes an object legal_actions() has just returned
    for this position as it is (parsing it again listed every legal action twice)."""
    state = new_game(4, {"players": 4})
    reference = state.clone()
    offered = state.legal_actions()
    reference.apply(str(offered[-1]))

    def no_parse(self: ShinobiState, text: str) -> object:
        raise AssertionError(f"parsed {text!r} again")

    monkeypatch.setattr(ShinobiState, "parse_action", no_parse)
    state.apply(offered[-1])
    assert repr(state) == repr(reference)


def test_an_action_not_offered_by_this_position_is_still_checked() -> None:
    """An object offered by another position (a clone, or before the state moved on)
    is parsed as any text is: illegal here means ValueError, the state unchanged."""
    state = new_game(4)
    twin = state.clone()
    offered = twin.legal_actions()
    state.apply(offered[0])  # legal here too: parsed, then played
    assert state.phase == "place"
    before = repr(state)
    with pytest.raises(ValueError, match="illegal"):
        state.apply(offered[0])  # "corrupt" again, in the placing phase
    assert repr(state) == before
    forged = type(offered[0])("place", ("Bear", "72", "73", "74"))
    with pytest.raises(ValueError, match="illegal"):
        state.apply(forged)


def test_action_keys_name_cards_by_class_and_never_merge_two_choices() -> None:
    """The same move made with interchangeable cards of other ids has one key; two
    legal actions of one position never share a key (2 and 4 players, both modes)."""
    from ninjas.shinobi.rules import ShinobiAction, action_key

    carps, ronin = ids("Carp"), ids("Ronin")
    one = ShinobiAction("place", ("Carp", str(carps[0]), str(carps[1]), str(ronin[0])))
    two = ShinobiAction("place", ("Carp", str(carps[4]), str(carps[7]), str(ronin[2])))
    assert action_key(one) == action_key(two) == "place Carp Carp Carp Ronin"
    assert action_key(ShinobiAction("discard", (str(carps[3]),))) == "discard Carp"
    assert action_key(ShinobiAction("corrupt")) == "corrupt"
    # a Ronin chosen in an opponent's clan keeps its id: it may stand in two clans
    assert action_key(ShinobiAction("card", (str(ronin[1]),))) == f"card {ronin[1]}"
    for players, mode in ((2, "grasshopper"), (4, "grasshopper"), (4, "grandmaster")):
        for seed in range(4):
            state = new_game(seed, {"players": players, "mode": mode})
            rng = random.Random(seed)
            while not state.is_terminal:
                legal = state.legal_actions()
                keys = [action_key(a) for a in legal]
                assert len(set(keys)) == len(keys), (state.phase, keys)
                state.apply(legal[rng.randrange(len(legal))])
