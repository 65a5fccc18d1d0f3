"""The session's record of one-click gestures (`_joined`, d8a9480: a Dojo walk of one
click undone whole) grew with every walk of the game, though undo never goes back past
its floor: the gestures before it are forgotten with the floor now (issue 33)."""

from __future__ import annotations

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


def test_the_gestures_before_undos_floor_are_forgotten() -> None:
    session, _ = walked()
    assert session._joined
    walker = session.state.current_player
    while session.state.current_player == walker:  # its turn ends: the other person's
        session.apply(session.state.legal_actions()[0])
    assert not session._joined  # before: the walk's two steps, kept all game long
