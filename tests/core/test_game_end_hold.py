"""Issue 33: "The move that ends a turn can be taken back until something new is
revealed", the game's last move too. A person's move that ends the game waits for their
"End turn" (GameSession.apply with hold, `ending`) with its undo kept, in each of the
four games; the autosave holds the game over only once it is confirmed (until then,
the game as it stood at the last turn's end). A last move that revealed something (a
Dojo summoning's dice) could not be taken back anyway: it does not wait."""

from __future__ import annotations

import random

import pytest

from ninjas.core.saves import read_save
from ninjas.core.session import GameSession, Seat, chance_state
from ninjas.dojo.rules import DojoState

pytestmark = pytest.mark.usefixtures("own_data_dir")

VS_COMPUTER = [Seat(), Seat("ai", "easy")]
ENDED_BY_THE_PERSON = {
    "taisen": (1, {"first": "monkey"}),
    "shinobi": (6, {"players": 2}),
    "night": (23, {"players": 2}),
}
"""Seeds whose random game (random_to_the_end) ends with the person's move, unrevealed
(Night's: an End the turn that skips the planned Collect, which the table holds too;
one that skips nothing is itself the confirm, scenes/night/skip_guard.py)."""


def random_to_the_end(game: str, autosave: bool = False) -> GameSession:
    """Seeded random moves, the person's held (and confirmed while the game goes on),
    up to the person's move that ends the game: played, held."""
    seed, options = ENDED_BY_THE_PERSON[game]
    session = GameSession.new(game, VS_COMPUTER, seed=seed, options=options, autosave=autosave)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        session._settle()  # as the table shows a turn's dice (Taisen)
        person = session.state.current_player == 0
        session.apply(str(rng.choice(session.state.legal_actions())), hold=person)
        if session.ending is not None and not session.state.is_terminal:
            session.confirm_turn()
    return session


def dojo_taken_by_a_joker() -> GameSession:
    """Dojo, with the Jokers: a summoning gave seat 0 a Joker whose ninja it places; a
    ninja of theirs stands on the enemy Dojo, so placing it ends the turn, and the game."""
    from tests.dojo.test_rules import scene

    state: DojoState = scene(None, {(2, -3): [1, 0], (0, 0): [2, 0]}, phase="joker", jokers=True)
    state.ninjas[state.enemy_dojo(0)] = [1, 0]
    state.chooser, state.jokers_due, state.resume = 0, 1, "summoned"
    session = GameSession.new("dojo", VS_COMPUTER, 0, {"jokers": True}, autosave=False)
    session.state, session._chance = state, chance_state(state)
    session._snapshots.clear()
    session._mark_turn_start()  # the person's turn starts here
    return session


@pytest.mark.parametrize("game", sorted(ENDED_BY_THE_PERSON))
def test_the_move_that_ends_the_game_waits_and_can_be_taken_back(game: str) -> None:
    session = random_to_the_end(game)
    last = session.actions[-1]
    assert session.state.is_terminal and session.ending == 0 and session.ending_game
    assert session.can_undo() and session.undo_stop() is None  # fails before: the end never waited
    assert session.undo() and session.undone == [last]
    assert not session.state.is_terminal and session.state.current_player == 0
    session.apply(last, hold=True)  # played again: it waits again
    assert session.ending_game
    session.confirm_turn()  # End turn: the game is over, nothing to take back
    assert session.ending is None and session.state.is_terminal and not session.can_undo()


@pytest.mark.parametrize("game", sorted(ENDED_BY_THE_PERSON))
def test_the_autosave_holds_the_game_over_only_once_confirmed(game: str) -> None:
    session = random_to_the_end(game, autosave=True)
    assert session.autosave_path is not None and session.ending_game
    kept = read_save(session.autosave_path)
    assert len(kept.actions) < len(session.actions)  # the game before its last move
    session.confirm_turn()
    assert read_save(session.autosave_path).actions == session.actions


def test_without_hold_the_game_ends_at_once_as_before() -> None:
    session = random_to_the_end("night")
    last = session.actions[-1]
    session.undo()
    session.apply(last)
    assert session.ending is None and not session.can_undo()


def test_dojo_a_last_move_unrevealed_waits_one_that_rolled_dice_does_not() -> None:
    session = dojo_taken_by_a_joker()
    (place,) = [str(a) for a in session.state.legal_actions() if str(a).endswith("0,0")]
    session.apply(place, hold=True)
    state: DojoState = session.state
    assert state.is_terminal and state.end_reason == "dojo" and session.ending_game
    assert session.undo() and session.state.phase == "joker"  # the Joker to place again
    # a summoning's dice that end the game were seen: no undo, no wait (the rule)
    played = GameSession.new("dojo", VS_COMPUTER, seed=0, options={}, autosave=False)
    rng = random.Random(1)
    while not played.state.is_terminal:
        person = played.state.current_player == 0
        played.apply(str(rng.choice(played.state.legal_actions())), hold=person)
        if played.ending is not None and not played.state.is_terminal:
            played.confirm_turn()
    assert played.ending is None and not played.can_undo()
