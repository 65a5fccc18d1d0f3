"""Issue 33 §1: the move that ends a person's turn can be taken back until something
new is revealed. GameSession.apply(action, hold=True) keeps the turn's undo (`ending`)
until confirm_turn(); the rules, the actions and the digest are those of a game played
without it."""

from __future__ import annotations

import random

from ninjas.core.session import GameSession, Seat

PEOPLE = [Seat(), Seat()]
VS_COMPUTER = [Seat(), Seat("ai", "easy")]
MONKEY = {"first": "monkey"}
"""Taisen: seat 0 (the monkeys) plays first."""


def taisen_turn(session: GameSession, hold: bool) -> list[str]:
    """The person to move plays their whole turn (first legal move each time)."""
    player = session.state.current_player
    played = []
    while session.state.current_player == player and not session.state.is_terminal:
        session.state.ensure_rolled()  # as the table shows the turn's dice
        action = str(session.state.legal_actions()[0])
        session.apply(action, hold=hold)
        played.append(action)
    return played


def test_the_move_that_ends_a_taisen_turn_waits_and_can_be_taken_back() -> None:
    session = GameSession.new("taisen", PEOPLE, seed=3, options=MONKEY, autosave=False)
    session.state.ensure_rolled()
    dice = list(session.state.dice)
    played = taisen_turn(session, hold=True)
    assert len(played) > 1
    assert session.ending == 0  # the turn passed in the state, and waits
    assert session.state.current_player == 1 and session.state.dice is None  # not rolled
    assert session.can_undo()  # without hold: False (another person's turn)
    assert session.undo()  # the waiting move only (issue 33: one step at a time)
    assert session.ending is None and session.actions == played[:-1]
    assert session.undone == played[-1:]
    while session.undo():
        pass  # the turn's other steps, one a press
    assert session.actions == []
    assert session.state.current_player == 0 and session.state.dice == dice


def test_without_hold_the_turn_passes_at_once_as_before() -> None:
    session = GameSession.new("taisen", PEOPLE, seed=3, options=MONKEY, autosave=False)
    taisen_turn(session, hold=False)
    assert session.ending is None and not session.can_undo()


def test_confirm_ends_the_turn_and_undo_no_longer_reaches_it() -> None:
    session = GameSession.new("taisen", PEOPLE, seed=3, options=MONKEY, autosave=False)
    played = taisen_turn(session, hold=True)
    session.confirm_turn()
    assert session.ending is None and not session.can_undo()
    assert not session.undo() and session.actions == played


def test_against_the_computer_the_confirm_then_its_reply_as_before() -> None:
    session = GameSession.new("taisen", VS_COMPUTER, seed=3, options=MONKEY, autosave=False)
    taisen_turn(session, hold=True)
    assert session.ending == 0 and session.ai_to_move and session.can_undo()
    session.confirm_turn()
    assert session.can_undo()  # before the computer's dice: back to the person's turn
    session.state.ensure_rolled()  # the table rolls the computer's dice
    assert not session.can_undo()  # past a roll: never


def test_a_move_played_while_a_turn_waits_confirms_it_first() -> None:
    session = GameSession.new("taisen", PEOPLE, seed=3, options=MONKEY, autosave=False)
    taisen_turn(session, hold=True)
    taisen_turn(session, hold=False)  # the next person plays: the wait was confirmed
    assert session.ending is None
    assert session.state.current_player == 0 and not session.can_undo()


def test_a_draw_seen_while_a_turn_waits_ends_the_wait() -> None:
    """Something random drawn under the session (a table rolling the next dice) is a
    reveal: the turn that waited can no longer be taken back."""
    session = GameSession.new("taisen", PEOPLE, seed=3, options=MONKEY, autosave=False)
    taisen_turn(session, hold=True)
    session.state.ensure_rolled()  # the next dice rolled under the session (a reveal)
    assert not session.can_undo() and session.ending is None


def test_the_computer_never_waits() -> None:
    seats = [Seat("ai", "easy"), Seat()]
    session = GameSession.new("taisen", seats, seed=3, options=MONKEY, autosave=False)
    taisen_turn(session, hold=True)
    assert session.ending is None


def test_the_same_moves_give_the_same_actions_and_digest_with_or_without_hold() -> None:
    for game, options in (
        ("taisen", MONKEY),
        ("shinobi", {"players": 2}),
        ("night", {"players": 2}),
        ("dojo", {}),
    ):
        digests = []
        waited = 0
        for hold in (False, True):
            session = GameSession.new(game, PEOPLE, seed=11, options=options, autosave=False)
            rng = random.Random(5)
            while not session.state.is_terminal and len(session.actions) < 120:
                legal = session.state.legal_actions()
                session.apply(str(rng.choice(legal)), hold=hold)
                if hold and session.ending is not None:
                    waited += 1
                    session.confirm_turn()
            digests.append((list(session.actions), session.position_digest()))
        assert digests[0] == digests[1], game
        assert waited, game  # some turns did wait for their confirm
        saved = GameSession.from_save(session.to_save(), autosave=False)
        assert saved.position_digest() == digests[1][1]


def test_a_shinobi_discard_waits_and_undo_brings_the_card_back() -> None:
    session = GameSession.new("shinobi", PEOPLE, seed=4, options={"players": 2}, autosave=False)
    rng = random.Random(1)
    while session.state.phase != "discard":
        session.apply(rng.choice([str(a) for a in session.state.legal_actions()]), hold=True)
        session.confirm_turn()
    seat = session.state.current_player
    deck, played = len(session.state.deck), len(session.actions)
    discard = next(a for a in session.state.legal_actions() if str(a).startswith("discard"))
    card = int(discard.args[0])
    session.apply(str(discard), hold=True)
    assert session.ending == seat and session.state.current_player != seat
    assert card not in session.state.hands[seat]
    assert len(session.state.deck) == deck  # nobody drew: the next turn has not begun
    assert session.can_undo() and session.undo()
    assert session.ending is None and session.state.current_player == seat
    assert card in session.state.hands[seat] and len(session.actions) < played + 1
