"""invariant_errors still names every breach planted in a sound state (it is what the
thousands of random games in test_playouts trust; made cheaper, it must not go blind)."""

from __future__ import annotations

import copy
import random

import pytest

from ninjas.shinobi import data, invariant_errors, new_game
from ninjas.shinobi.rules import ShinobiState


def midgame(mode: str = "grandmaster") -> ShinobiState:
    """A seeded random game, stopped once every seat has a clan of two cards and
    knows a card of another's hand."""
    for seed in range(200):
        state = new_game(seed, {"players": 3, "mode": mode})
        rng = random.Random(seed)
        while not state.is_terminal:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
            if state.phase == "draw" and all(
                any(len(cards) >= 2 for cards in clans.values()) for clans in state.clans
            ):
                assert not invariant_errors(state)
                return state
    raise AssertionError("no seed gives a midgame")


@pytest.fixture(scope="module")
def sound() -> ShinobiState:
    return midgame()


def a_clan(state: ShinobiState, seat: int) -> tuple[str, list[int]]:
    return next((c, cards) for c, cards in state.clans[seat].items() if len(cards) >= 2)


def test_the_sound_state_has_no_error(sound: ShinobiState) -> None:
    assert invariant_errors(sound) == []


def test_a_card_in_two_places_or_lost_is_named(sound: ShinobiState) -> None:
    twice = copy.deepcopy(sound)
    twice.jigoku.append(twice.hands[0][0])
    lost = copy.deepcopy(sound)
    lost.hands[1].pop()
    stranger = copy.deepcopy(sound)
    stranger.deck[0] = data.DECK_SIZE + 5
    cases = ((twice, data.DECK_SIZE + 1), (lost, data.DECK_SIZE - 1), (stranger, data.DECK_SIZE))
    for state, count in cases:
        assert invariant_errors(state) == [
            f"{count} card places for {data.DECK_SIZE} cards, or a card twice"
        ]


def swap(state: ShinobiState, card: int, stranger: int) -> None:
    """`stranger` takes `card`'s place in a clan, `card` the stranger's (no card lost)."""
    for place in [state.deck, state.jigoku, *state.hands, *state.corruption]:
        if stranger in place:
            place[place.index(stranger)] = card
            break
    else:
        raise AssertionError(f"card {stranger} is in a clan already")
    for clans in state.clans:
        for cards in clans.values():
            if card in cards:
                cards[cards.index(card)] = stranger


def test_a_clan_without_its_card_too_big_or_with_a_foreign_card_is_named(
    sound: ShinobiState,
) -> None:
    state = copy.deepcopy(sound)
    clan, cards = a_clan(state, 0)
    free = [
        c for c in range(data.DECK_SIZE) if not any(c in k for t in state.clans for k in t.values())
    ]
    ronins = [c for c in free if data.CARDS[c].kind == "ronin"]
    other = next(data.CARDS[c] for c in free if data.CLAN_OF[c] not in (None, clan))
    own = [c for c in cards if data.CLAN_OF[c] == clan]
    strangers = ronins[: len(own) - 1] + [other.id]
    for card, stranger in zip(own, strangers, strict=True):
        swap(state, card, stranger)
    assert invariant_errors(state) == [
        f"seat 0's {clan} clan has no {clan} card",
        f"card {other.id} ({other.name}) in seat 0's {clan} clan",
    ]  # (a Ronin may join any clan)

    big = copy.deepcopy(sound)
    clan, cards = a_clan(big, 1)
    while len(cards) <= big.clan_limit(1):
        cards.append(next(c for c in reversed(big.deck) if data.CLAN_OF[c] in (None, clan)))
        big.deck.remove(cards[-1])
    assert invariant_errors(big) == [f"seat 1's {clan} clan holds {len(cards)} cards"]
    big.temple_cards[1] = "Great Clan"  # its limit is higher: the same cards fit
    assert invariant_errors(big) == []


def test_knowledge_of_a_card_not_in_the_hand_is_named(sound: ShinobiState) -> None:
    state = copy.deepcopy(sound)
    state.known[2][0] = set(state.known[2][0]) | {state.hands[1][0]}
    assert invariant_errors(state) == ["seat 2 knows cards not in seat 0's hand"]
    state.known[2][0] = set(state.hands[0])  # all of it, and nothing else, is sound
    assert invariant_errors(state) == []


def test_pawns_lost_or_at_court_too_soon_are_named(sound: ShinobiState) -> None:
    state = copy.deepcopy(sound)
    state.reserve[1] += 1
    assert invariant_errors(state) == [f"seat 1 has {data.PAWNS_PER_PLAYER + 1} pawns in all"]
    state = copy.deepcopy(sound)
    state.to_place[0] -= 2
    assert invariant_errors(state) == [f"seat 0 has {data.PAWNS_PER_PLAYER - 2} pawns in all"]
    state = copy.deepcopy(sound)
    moved = state.round + 1
    state.pawns[2]["court"] += moved
    state.reserve[2] -= moved
    assert invariant_errors(state) == [f"seat 2 has {moved} pawns at court by round {state.round}"]
