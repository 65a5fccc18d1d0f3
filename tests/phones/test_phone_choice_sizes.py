"""A power's choices say what a player weighs (issue 33, newcomer I, s6: the Spider's
destroy offered 'Ana's Fox / Ana's Bear', the Toad's return 'Midori's Rat', neither
saying how big). A clan to hit says its cards, 'Ana's Bear (3 cards)'; an opponent
chosen for a power on the hand says the hand's size, 'Ana (4 in hand)'. The phone's
choices and the laptop's list share the words (TableWords.action_label), EN and FR."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import data
from ninjas.shinobi.rules import Pending

from .conftest import PhoneTable

SEATS = [Seat("human"), Seat("human"), Seat("ai", "easy")]


def take(state, name: str, count: int) -> list[int]:
    """`count` cards of clan `name`, taken from the deck."""
    ids = [c for c in state.deck if data.CARDS[c].name == name][:count]
    for card in ids:
        state.deck.remove(card)
    return ids


def power_of_seat_1(power: str, step: str, target: int | None) -> Callable[[GameSession], None]:
    """Seat 0 holds a Fox of 2 and a Bear of 3 on the table; seat 1 uses `power`."""

    def prepare(session: GameSession) -> None:
        state = session.state
        state.clans[0] = {"Fox": take(state, "Fox", 2), "Bear": take(state, "Bear", 3)}
        state.phase = "power"
        state.pending = [Pending(1, power, 3, 0, "Spider", step, target)]

    return prepare


def labels(table: PhoneTable, seat: int) -> list[str]:
    return [choice["label"] for choice in table.link.state_message(seat)["choices"]]


@pytest.mark.parametrize(
    ("lang", "wanted"),
    [
        ("en", ["Akane's Fox (2 cards)", "Akane's Bear (3 cards)"]),
        ("fr", ["Renard d'Akane (2 cartes)", "Ours d'Akane (3 cartes)"]),
    ],
)
def test_a_clan_to_destroy_or_return_says_its_cards(phone_table, lang, wanted) -> None:
    for power in ("destroy_clan", "return_clan"):
        table: PhoneTable = phone_table(
            SEATS, seed=4, lang=lang, prepare=power_of_seat_1(power, "clan", 0)
        )
        scene = table.scene
        assert scene.seat_name(0) == "Akane"
        assert labels(table, 1) == wanted
        laptop = [scene.words.action_label(a) for a in scene.state.legal_actions()]
        assert laptop == wanted  # the laptop's list, the same words


@pytest.mark.parametrize(("lang", "hand"), [("en", "in hand"), ("fr", "en main")])
def test_an_opponent_chosen_for_a_power_on_the_hand_says_its_size(phone_table, lang, hand):
    table: PhoneTable = phone_table(
        SEATS, seed=4, lang=lang, prepare=power_of_seat_1("discard_random", "target", None)
    )
    state = table.scene.state
    wanted = [
        f"{table.scene.seat_name(o)} ({len(state.hands[o])} {hand})"
        for o in state.opponents(1)  # the next seats first
    ]
    assert labels(table, 1) == wanted and len(wanted) == 2
    # a power on the clans names the seat alone (its clans are on the table)
    clans = phone_table(
        SEATS, seed=4, lang=lang, prepare=power_of_seat_1("destroy_clan", "target", None)
    )
    assert labels(clans, 1) == [clans.scene.seat_name(0)]
