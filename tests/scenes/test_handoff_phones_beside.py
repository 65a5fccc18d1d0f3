"""Issue 33, newcomer F: Tom played on his phone, Ann at the laptop. From Ann's second
turn on, her whole hand came up on the laptop 0.8 s after Tom's phone turn, with no
hand-off: she "still held the laptop". Tom sat beside it. With a person on a phone, the
laptop's person says it is them each turn; with nobody else at the table it stays as
before (the laptop held through the computers' turns)."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from ninjas.core.session import Seat
from scenes.tableflow.handoff_flow import HandoffFlow


class Table:
    """What HandoffFlow.due reads of a table, Ann (seat 0) at the laptop holding it."""

    def __init__(self, seats: list[Seat], phones: set[int]) -> None:
        self.session = SimpleNamespace(
            seats=seats, state=SimpleNamespace(is_terminal=False, current_player=0)
        )
        self.state = self.session.state
        self.humans = [i for i, seat in enumerate(seats) if not seat.is_ai]
        self.phones: Any = phones or None
        self._phones = phones
        self.hands_off = True
        self.held = False
        self.settled = True
        self.handoff_open = False
        self.shown_seat: int | None = None  # dropped at the change of turn
        self.holder: int | None = 0
        self.app = SimpleNamespace(top=self)
        self.opened = 0
        self.refreshed = 0

    def phone_seat(self, seat: int) -> bool:
        return seat in self._phones

    def open_handoff(self) -> None:
        self.opened += 1

    def _refresh(self) -> None:
        self.refreshed += 1


def test_with_a_person_on_a_phone_the_laptop_s_person_is_asked_each_turn() -> None:
    table = Table([Seat("human"), Seat("human", phone=True), Seat("ai", "easy")], {1})
    HandoffFlow(table).due()  # type: ignore[arg-type]
    assert table.opened == 1 and table.shown_seat is None  # covered: Ann says it is her


def test_with_nobody_else_at_the_table_the_holder_keeps_the_laptop() -> None:
    table = Table([Seat("human"), Seat("human"), Seat("ai", "easy")], set())
    table.holder = 0
    HandoffFlow(table).due()  # type: ignore[arg-type]
    assert table.opened == 0 and table.shown_seat == 0


def test_the_laptops_only_person_is_not_told_to_pass_the_laptop(monkeypatch: Any) -> None:
    """Newcomer I, s10: Aiko alone at the laptop, Kenji on his phone beside it: 'Pass the
    laptop to Aiko' came 3-4 times a round though nothing was passed. Her cover says
    '{name}: your turn, in private'; a cover for another laptop person still says pass."""
    from scenes.tableflow import handoff_flow

    keys: list[str] = []
    monkeypatch.setattr(
        handoff_flow,
        "hand_over",
        lambda table, seat, colour, message_key="": keys.append(message_key),
    )
    table = Table([Seat("human"), Seat("human", phone=True), Seat("ai", "easy")], {1})
    table.seat_colour = lambda seat: (0, 0, 0)  # type: ignore[attr-defined]
    HandoffFlow(table).open()  # type: ignore[arg-type]
    assert keys == ["handoff.private"]  # fails before: handoff.pass_to
    table.holder = 2  # another person held it last (a laptop seat given back)
    HandoffFlow(table).open()  # type: ignore[arg-type]
    assert keys[-1] == "handoff.pass_to"
