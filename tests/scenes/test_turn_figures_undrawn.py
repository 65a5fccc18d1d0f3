"""The tests that time a computer's turn play their tables undrawn (tests/scenes/
undrawn.py: drawing was nine tenths of their processor time). That holds only while
drawing changes nothing a turn's clock counts: a table whose animation took its lengths
or places from what its draw laid out would time its turns otherwise undrawn. Checked
here on Shinobi's flights (a card flies from the hand to a clan the table lays out) and
on a Taisen turn of combats."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.app import App
from scenes.bench_turns import TABLES, play_table

from .undrawn import undrawn


def figures(app: App, table: str, seed: int, turns: int) -> list[Any]:
    game, options = TABLES[table]
    played = play_table(game, options, "normal", seed, app=app, turns=turns, at_once=True)
    assert len(played.turns) >= 3
    return [played.actions] + [
        (turn.seat, turn.start, turn.end, turn.lead, turn.own) for turn in played.turns
    ]


@pytest.mark.parametrize(("table", "seed", "turns"), [("shinobi2", 2, 3), ("taisen", 3, 4)])
def test_a_table_times_its_computers_turns_the_same_drawn_or_not(
    sized_app: Any, table: str, seed: int, turns: int
) -> None:
    drawn = figures(sized_app(None), table, seed, turns)
    assert figures(undrawn(sized_app(None)), table, seed, turns) == drawn
