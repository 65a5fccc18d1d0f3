"""Why Undo says no (GameSession.undo_stop), the reason the table tells when U is
pressed and nothing can be undone: what was revealed where undo stops (Night's tokens
turned up, a card drawn, dice rolled, a throw, the plans shown) or another person's
turn. The rule itself is can_undo's: undo_stop is None exactly when it says yes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ninjas.core.session import GameSession, Seat, irreversible

H, AI = Seat("human"), Seat("ai", "easy")
GAMES = {"night": 3, "shinobi": 3, "taisen": 2, "dojo": 2}
EXPECTED = {"night": {"tokens", "throw", "plans"}, "shinobi": {"card"}, "taisen": {"dice"}}


def new(game: str, seats: list[Seat], seed: int) -> GameSession:
    options = {} if game in ("taisen", "dojo") else {"players": len(seats)}
    return GameSession.new(game, seats, seed, options, autosave=False)


def expected(game: str, kinds: set[str]) -> str:
    if game == "dojo":
        return "dice" if "rolled" in kinds else "card"
    if "throw" in kinds:
        return "throw"
    if "plans_revealed" in kinds:
        return "plans"
    return {"night": "tokens", "shinobi": "card", "taisen": "dice"}[game]


@pytest.mark.parametrize("game", ["dojo", "night", "shinobi"])
def test_undone_back_to_a_reveal_undo_says_what_was_revealed(game: str) -> None:
    """One person against the computer: after a step of theirs that revealed something
    (their turn going on), undo takes back what it may, then says what stops it."""
    said: Counter[str] = Counter()
    for seed in range(4):
        rng = random.Random(seed)
        session = new(game, [H] + [AI] * (GAMES[game] - 1), seed)
        for _ in range(300):
            if session.state.is_terminal:
                break
            player = session.state.current_player
            events = session.apply(rng.choice(list(session.state.legal_actions())))
            assert (session.undo_stop() is None) == session.can_undo()
            revealed = [e for e in events if irreversible(game, e)]
            if player != 0 or session.state.current_player != 0 or not revealed:
                continue
            while session.undo():
                pass
            stop = expected(game, {e.kind for e in events})
            assert session.undo_stop() == stop, (seed, session.actions[-1:], events)
            said[stop] += 1
    assert said, "no reveal met"
    assert set(said) <= EXPECTED.get(game, {"dice", "card"}) | {"card"}


@pytest.mark.parametrize("game", sorted(GAMES))
def test_at_the_start_of_the_next_persons_turn_undo_says_another_persons_turn(game: str) -> None:
    """Hot-seat: the next person may not take back the last one's play; undo says so
    (unless the last step of the turn revealed something: then that is said)."""
    rng = random.Random(1)
    session = new(game, [H] * GAMES[game], 1)
    turns = 0
    while turns < 5 and not session.state.is_terminal:
        player = session.state.current_player
        legal = list(session.state.legal_actions())
        session.apply(rng.choice(legal))
        if session.state.current_player != player and not session.state.is_terminal:
            while session.undo():
                pass
            stop = session.undo_stop()
            if session.actions and session._snapshots[-1][0] == len(session.actions):
                assert stop in {"turn", "tokens", "card", "dice", "plans", "throw"}
                if stop != "turn":  # the last step of the turn revealed something
                    continue
            turns += 1
    assert turns >= 1


def test_taisen_the_dice_rolled_for_the_turn() -> None:
    """Taisen: the person's turn opens with its dice, rolled as the table shows them;
    undo goes back to just after them, and says that the dice were rolled."""
    rng = random.Random(2)
    session = new("taisen", [H, AI], 2)
    for _ in range(40):
        if session.state.is_terminal:
            break
        session.state.ensure_rolled()  # the table rolls as it shows the turn
        if session.state.current_player == 0:
            while session.undo():
                pass
            assert session.undo_stop() == "dice"
        session.apply(rng.choice(list(session.state.legal_actions())))


def test_nothing_played_yet() -> None:
    session = new("night", [H, AI, AI], 3)
    assert not session.can_undo()
    assert session.undo_stop() == "nothing"
