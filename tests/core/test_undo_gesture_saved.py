"""One click, one undo, after a load too (issue 33): a Dojo walk of several steps made
with one click (GameSession.one_gesture) is taken back whole by one undo (d8a9480), but
a game saved and loaded took it back a step a press: the gesture was not in the save.
And the session's record of gestures (`_joined`) grew with every walk of the game,
though undo never goes back past its floor: it is emptied with the floor now."""

from __future__ import annotations

import logging

import pytest

from ninjas.core.saves import SaveGame, joined_moves
from ninjas.core.session import GameSession, Seat


def walked(steps: int = 3) -> tuple[GameSession, int]:
    """A Dojo game of two people, the first rolled and `steps` steps walked with one
    click; and how many actions there were before the walk."""
    session = GameSession.new(
        "dojo", [Seat("human"), Seat("human")], 4, {"board": "random"}, autosave=False
    )
    while session.state.phase == "dojo":
        session.apply(str(session.state.legal_actions()[0]))
    session.apply("roll")
    before = len(session.actions)
    with session.one_gesture():
        for _ in range(steps):
            step = next(a for a in session.state.legal_actions() if str(a).startswith("step"))
            session.apply(step)
    assert len(session.actions) == before + steps
    return session, before


def test_a_walk_loaded_from_a_save_is_undone_whole() -> None:
    session, before = walked()
    save = SaveGame.from_json(session.to_save().to_json())  # sealed and read back
    assert save.joined == [before + 1, before + 2]
    loaded = GameSession.from_save(save, autosave=False)
    assert loaded.undo()
    assert len(loaded.actions) == before  # before: before + 2, one step a press
    assert loaded.undone_steps == 3
    assert loaded.position_digest() == walked(0)[0].position_digest()


def test_a_walk_made_a_step_a_click_is_still_undone_a_step_after_a_load() -> None:
    session, before = walked(0)
    for _ in range(2):
        session.apply(next(a for a in session.state.legal_actions() if str(a).startswith("step")))
    loaded = GameSession.from_save(SaveGame.from_json(session.to_save().to_json()), False)
    assert loaded.undo()
    assert len(loaded.actions) == before + 1


def test_the_gestures_before_undos_floor_are_forgotten() -> None:
    session, _ = walked()
    assert session._joined
    walker = session.state.current_player
    while session.state.current_player == walker:  # its turn ends: the other person's
        session.apply(session.state.legal_actions()[0])
    assert not session._joined  # before: the walk's two steps, kept all game long
    assert session.to_save().joined == []


def test_unsound_joined_moves_are_left_out_and_the_game_loads(
    caplog: pytest.LogCaptureFixture,
) -> None:
    with caplog.at_level(logging.WARNING):
        assert joined_moves([0, 2, "3", 2.0, 9, 4], 5) == [2, 4]
    assert "4 of a save's joined moves left out" in caplog.text
    assert joined_moves(None, 5) == []
    assert joined_moves({"a": 1}, 5) == []
