"""Issue 33: the move that ends the game, sent from a phone, waits for its End turn as
any turn's last move does (scenes/phone_turn.py): the phone is not told the game is
over (no results) while it waits, offers End turn and Undo, and its End turn brings
the results. (Before, the phone said the game was over and could send neither, while
the laptop waited for that phone: no way on.) No browser: the link's messages."""

from __future__ import annotations

import random
from typing import Any

from ninjas.core.session import GameSession, Seat
from scenes.phone_turn import END_TURN
from scenes.results import ResultsScene

from .conftest import PhoneTable

LAST: list[str] = []


def one_move_from_the_end(session: GameSession) -> None:
    """Seeded random moves to the person's move that ends the game (seed 6), taken
    back: its text kept in LAST."""
    rng = random.Random(session.seed)
    while not session.state.is_terminal:
        person = session.state.current_player == 0
        session.apply(str(rng.choice(session.state.legal_actions())), hold=person)
        if session.ending is not None and not session.state.is_terminal:
            session.confirm_turn()
    assert session.ending == 0
    LAST[:] = session.actions[-1:]
    assert session.undo()


def test_the_game_ending_move_from_a_phone_waits_for_its_end_turn(phone_table: Any) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=6, prepare=one_move_from_the_end
    )
    scene, link = table.scene, table.link
    session = scene.session
    table.frames(1)
    link._take(0, LAST[0], link.serial)
    table.frames(5)
    assert session.state.is_terminal and session.ending == 0
    told = link.state_message(0)
    assert not told["over"] and told["result"] is None  # fails before: over, with results
    assert [c["action"] for c in told["choices"]] == [END_TURN] and told["undo"] is not None
    assert told["prompt"] == table.app.tr("phone.turn_end.prompt_last")
    said = table.app.tr("turn_end.prompt_phone_last", name=scene.seat_name(0))
    assert scene.turn_end.prompt() == said  # the laptop says who ends it, and where
    assert table.app.top is scene  # no results on the laptop either
    link._take(0, END_TURN, link.serial)
    assert table.run_until(lambda: isinstance(table.app.top, ResultsScene), 30)
    told = link.state_message(0)
    assert told["over"] and told["result"] is not None
