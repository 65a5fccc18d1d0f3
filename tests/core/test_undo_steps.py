"""Issue 33: Undo takes back one step at a time (one die in Taisen, one action in
Shinobi, Night and Dojo), as far back as the rule of GameSession.can_undo allows; after
the computer's replies, one press takes them back with the person's step before them.
The snapshots kept are one person's steps since the last reveal."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.core.saves import position_digest
from ninjas.core.session import GameSession, Seat, chance_state, irreversible

H, AI = Seat("human"), Seat("ai", "easy")
GAMES: dict[str, dict[str, Any]] = {
    "taisen": {},
    "shinobi": {"players": 2},
    "night": {"players": 3},
    "dojo": {},
}


def new(game: str, seats: list[Seat], seed: int) -> GameSession:
    options = dict(GAMES[game])
    if "players" in options:
        options["players"] = len(seats)
    return GameSession.new(game, seats, seed, options, autosave=False)


def seats_for(game: str, people: int) -> list[Seat]:
    n = int(GAMES[game].get("players", 2))
    return [H] * people + [AI] * (n - people)


def play(session: GameSession, rng: random.Random) -> tuple[int, bool]:
    """One random legal action, its choices looked at first as a table shows them;
    (who played it, whether it revealed something)."""
    player = session.state.current_player
    legal = list(session.state.legal_actions())
    chance = chance_state(session.state)
    events = session.apply(rng.choice(legal))
    drawn = chance_state(session.state) != chance
    return player, drawn or any(irreversible(session.game, e) for e in events)


def two_quiet_steps(game: str, people: int) -> tuple[GameSession, str, str]:
    """A game played at random until seat 0 has played two steps in a row, in one turn,
    that revealed nothing; (the session, the digest before the second, its text)."""
    for seed in range(20):
        session = new(game, seats_for(game, people), seed)
        rng = random.Random(seed)
        quiet = 0  # seat 0's unrevealing steps in a row, still to move
        while not session.state.is_terminal and len(session.actions) < 600:
            mover = session.state.current_player
            before = position_digest(session.state)
            who, revealed = play(session, rng)
            if mover != 0 or revealed:
                quiet = 0
                continue
            quiet = quiet + 1 if session.state.current_player == 0 else 0
            if quiet >= 2:  # (the turn goes on: in hot-seat, undo is still theirs)
                return session, before, session.actions[-1]
    raise AssertionError(f"{game}: no two quiet steps in a turn")


@pytest.mark.parametrize("people", [1, 2], ids=["against the computer", "hot-seat"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_one_undo_takes_back_only_the_last_step(game: str, people: int) -> None:
    session, before, last = two_quiet_steps(game, people)
    played = list(session.actions)
    assert session.can_undo() and session.undo()
    assert session.actions == played[:-1] and session.undone == [last]
    assert position_digest(session.state) == before
    assert session.state.current_player == 0
    assert session.can_undo()  # the step before it may go too
    assert session.undo() and session.actions == played[:-2]


def test_after_the_computers_replies_one_undo_takes_them_back_with_the_persons_step() -> None:
    """Ninja Night's placing round reveals nothing: the person places, both computers
    place, and at the person's next decision one press goes back to before their
    placing, the computers' placings gone with it."""
    session = new("night", [H, AI, AI], 1)
    rng = random.Random(1)
    assert session.state.phase == "place" and session.state.current_player == 0
    before = position_digest(session.state)
    play(session, rng)
    mine = session.actions[0]
    while session.state.current_player != 0:
        assert play(session, rng) != (0, True)
    replies = session.actions[1:]
    assert len(replies) == 2 and session.state.phase == "plan"
    assert session.can_undo() and session.undo()
    assert session.actions == [] and session.undone == [mine, *replies]
    assert position_digest(session.state) == before and session.state.current_player == 0
    assert not session.can_undo()  # the game's start: nothing before it


def test_the_waiting_end_turn_and_the_computers_wait_undo_one_step() -> None:
    """Taisen against the computer, End turn confirm on: the move that ends the turn
    waits, Undo takes back only it; confirmed, the computer's dice not yet rolled,
    Undo still takes back only that move."""
    session = GameSession.new("taisen", [H, AI], 3, {"first": "monkey"}, autosave=False)
    played = []
    while session.state.current_player == 0:
        session.state.ensure_rolled()
        action = str(session.state.legal_actions()[-1])
        session.apply(action, hold=True)
        played.append(action)
    assert len(played) >= 2 and session.ending == 0
    assert session.undo() and session.actions == played[:-1]
    session.apply(played[-1], hold=True)
    session.confirm_turn()
    assert session.ai_to_move and session.can_undo()
    assert session.undo() and session.actions == played[:-1]


@pytest.mark.parametrize("people", [1, 2], ids=["against the computer", "hot-seat"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_walks_back_one_step_a_press_the_same_after_a_load(game: str, people: int) -> None:
    """Random play, then Undo pressed until it can go no further: each press takes back
    one step of the person (and only the computer's moves after it), and a game loaded
    from its save walks back through the very same positions (from_save replays
    through apply, so it keeps the same undo reach)."""
    humans = set(range(people))
    for seed in range(3):
        session = new(game, seats_for(game, people), seed)
        rng = random.Random(seed)
        movers: list[int] = []
        for _ in range(rng.randrange(20, 120)):
            if session.state.is_terminal:
                break
            movers.append(play(session, rng)[0])
        loaded = GameSession.from_save(session.to_save(), autosave=False)
        while session.can_undo():
            assert loaded.can_undo()
            before = len(session.actions)
            assert session.undo() and loaded.undo()
            after = len(session.actions)
            assert movers[after] in humans, "the step taken back is a person's"
            assert all(m not in humans for m in movers[after + 1 : before]), "one step"
            assert loaded.actions == session.actions
            assert position_digest(loaded.state) == position_digest(session.state)
        assert not loaded.can_undo()


@pytest.mark.parametrize("people", [1, 2], ids=["against the computer", "hot-seat"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_snapshots_are_one_persons_steps_since_the_last_reveal(game: str, people: int) -> None:
    """Memory stays sane in a long game: a state is kept per step of the person undo
    belongs to since the last reveal (and the floor), never the whole game's."""
    most = 0
    for seed in range(3):
        session = new(game, seats_for(game, people), seed)
        rng = random.Random(seed)
        steps_since = 0  # steps of the person undo belongs to, since the floor
        while not session.state.is_terminal and len(session.actions) < 1500:
            owner = session._undo_seat
            who, revealed = play(session, rng)
            if revealed or session._undo_seat != owner:
                steps_since = 0
            elif who == session._undo_seat:
                steps_since += 1
            count = len(session._snapshots)
            assert count <= steps_since + 1, (game, len(session.actions))
            most = max(most, count)
    assert most <= 40, most
