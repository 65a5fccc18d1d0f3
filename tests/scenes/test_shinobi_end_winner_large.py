"""The end of a Shinobi game shows the winning moment large: the winner's side at the
bottom (else the last to play's), not the first person's. Newcomer Y, s21 (FR
1920x1080, Léa and Marc hot-seat with a computer, 96-marc-end2): Marc laid the winning
clan and the board snapped to Léa's seat, his four clans shrunk into a corner box."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from scenes.shinobi.public_table import bottom_seat

LEA, MARC, MIDORI = 0, 1, 2


def ended(winners: list[int], last: int, phones: tuple[int, ...] = ()) -> Any:
    state = SimpleNamespace(
        is_terminal=True, current_player=-1, phase="over", winners=lambda: list(winners)
    )
    return SimpleNamespace(
        computers_run=[SimpleNamespace(seat=last)],  # the last action's seat
        state=state,
        humans=[LEA, MARC],
        shown_seat=None,
        open_seat=None,
        phone_seat=lambda seat: seat in phones,
    )


@pytest.mark.parametrize(
    ("winners", "last", "phones", "bottom"),
    [
        ([MARC], MARC, (), MARC),  # fails before: Léa's
        ([MARC], LEA, (), MARC),  # the winner's, whoever played last
        ([MIDORI], MARC, (), MARC),  # a computer won: the last to play's
        ([MIDORI], MIDORI, (), LEA),  # nobody at the screen won or played last
        ([MARC], MARC, (MARC,), LEA),  # Marc on his phone: the laptop's person
    ],
)
def test_the_end_shows_the_winner_large(
    winners: list[int], last: int, phones: tuple[int, ...], bottom: int
) -> None:
    assert bottom_seat(ended(winners, last, phones)) == bottom


def test_a_seat_shown_keeps_its_place() -> None:
    table = ended([MARC], MARC)
    table.shown_seat = LEA
    assert bottom_seat(table) == LEA
