"""Newcomer K, s11 (nc-K/219, 220): Léa alone at the laptop, Théo on his phone. Her
FIRST cover said 'Passez l'ordinateur à Léa' (later ones 'Léa : votre tour, en privé'),
and Théo's phone, while Léa played, 'C'est à Léa de jouer : passez-lui l'ordinateur',
though nobody else ever used the laptop. With one laptop person, never 'pass the
laptop': her first cover is her private turn, and the waiting words say she plays on
the laptop. Two laptop people still pass it. EN and FR."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from ninjas.core.session import Seat
from scenes.tableflow import handoff_flow
from scenes.tableflow.handoff_flow import HandoffFlow

from .conftest import PhoneTable


class Table:
    """What HandoffFlow.open reads of a table: its people, which are on phones, and
    its game's moves (the hold before a cover passing the laptop counts them)."""

    def __init__(self, seats: list[Seat], phones: set[int]) -> None:
        self.state = SimpleNamespace(is_terminal=False, current_player=0)
        self.session = SimpleNamespace(actions=[])
        self.humans = [i for i, seat in enumerate(seats) if not seat.is_ai]
        self._phones = phones
        self.holder: int | None = None

    def phone_seat(self, seat: int) -> bool:
        return seat in self._phones


def first_cover_key(monkeypatch: pytest.MonkeyPatch, seats: list[Seat], phones: set[int]) -> str:
    """The title's key of the game's first cover (nobody has held the laptop yet)."""
    keys: list[str] = []
    monkeypatch.setattr(
        handoff_flow,
        "hand_over",
        lambda table, seat, colour, message_key="": keys.append(message_key),
    )
    table = Table(seats, phones)
    table.holder = None  # the game's first cover
    table.seat_colour = lambda seat: (0, 0, 0)  # type: ignore[attr-defined]
    HandoffFlow(table).open()  # type: ignore[arg-type]
    return keys[0]


def test_the_laptops_only_person_s_first_cover_is_her_private_turn(monkeypatch) -> None:
    seats = [Seat("human"), Seat("human", phone=True), Seat("ai", "hard")]
    assert first_cover_key(monkeypatch, seats, {1}) == "handoff.private"  # before: pass_to


def test_two_laptop_people_and_a_phone_still_pass_the_laptop(monkeypatch) -> None:
    seats = [Seat("human"), Seat("human"), Seat("human", phone=True)]
    assert first_cover_key(monkeypatch, seats, {2}) == "handoff.pass_to"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_phone_never_says_pass_her_the_laptop(phone_table: Any, lang: str) -> None:
    seats = [Seat("human"), Seat("human", phone=True), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=5, lang=lang)
    scene, tr = table.scene, table.app.tr
    assert scene.state.current_player == 0 and not scene.phone_seat(0)  # Léa, at the laptop
    said = scene.phone_prompt(1)  # what Théo's phone says while she plays
    assert said == tr("shinobi.waiting.laptop", name=scene.seat_name(0)), said
    assert said != tr("shinobi.waiting.person", name=scene.seat_name(0))  # fails before
    assert "pass" not in said.lower() and "passez" not in said.lower()
