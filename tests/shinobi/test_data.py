"""The Shinobi data table against RULINGS.md section 2."""

from __future__ import annotations

import pytest

from ninjas.shinobi import data


def test_deck_holds_94_cards() -> None:
    assert data.DECK_SIZE == 94
    assert len(data.CLANS) == 9 and all(c.cards == 9 for c in data.CLANS)
    assert len(data.YOKAI) == 9 and data.RONIN_CARDS == 4


def test_clan_values_follow_the_rulings() -> None:
    values = {c.name: c.value for c in data.CLANS}
    assert values == {
        "Carp": 1,
        "Crow": 3,
        "Dragon": 2,
        "Spider": 2,
        "Fox": 3,
        "Rat": 3,
        "Toad": 3,
        "Monkey": 4,
        "Bear": 6,
    }
    assert len(data.TEMPLE) == 10 and len(data.COURT) == 10


@pytest.mark.parametrize(
    ("boss", "pawns", "score"),
    [
        ("Dark Shogun", 0, 0),
        ("Dark Shogun", 1, 50),
        ("Grugazor", 2, 0),
        ("Grugazor", 3, 30),
        ("Grugazor", 12, 120),
        ("Zombies", 1, -30),
        ("Zombies", 0, -30),
        ("Zombies", 2, 0),
        ("Gaijins", 2, -30),
        ("Gaijins", 3, 30),
        ("Gaijins", 9, 90),
        ("Ma' Maho", 0, -50),
        ("Ma' Maho", 2, -20),
        ("Ma' Maho", 9, -50),
    ],
)
def test_boss_scores(boss: str, pawns: int, score: int) -> None:
    assert data.boss_score(boss, pawns) == score


def test_bad_boss_input_is_a_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown boss"):
        data.boss_score("Godzilla", 1)
    with pytest.raises(ValueError, match="negative"):
        data.boss_score("Zombies", -1)
