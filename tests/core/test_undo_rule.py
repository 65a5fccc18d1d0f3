"""The undo rule (GameSession.can_undo), the same in all four games: undo never goes
back past another person's turn, nor past anything hidden or random that was revealed
(dice, draws, plans, face-down tokens); one person against the computer still takes
back their own moves, across the computer's replies when nothing was revealed."""

from __future__ import annotations

import random
from typing import Any

import pytest
from support.undo import shinobi_repro

from ninjas.core.session import GameSession, Seat, chance_state, irreversible, reveals_hidden

H, AI = Seat("human"), Seat("ai", "easy")
GAMES: dict[str, dict[str, Any]] = {
    "taisen": {},
    "shinobi": {"players": 3},
    "night": {"players": 3},
    "dojo": {},
}
SEATINGS = {
    "one person": lambda n: [H] + [AI] * (n - 1),
    "two people and the computer": lambda n: [H, H] + [AI] * (n - 2) if n > 2 else [H, H],
    "people only": lambda n: [H] * n,
}


def new(game: str, seats: list[Seat], seed: int) -> GameSession:
    options = dict(GAMES[game])
    if "players" in options:
        options["players"] = len(seats)
    return GameSession.new(game, seats, seed, options, autosave=False)


def players(game: str) -> int:
    return int(GAMES[game].get("players", 2))


def step(session: GameSession, rng: random.Random) -> tuple[int, bool]:
    """One random legal action (the choices are looked at first, as a table shows
    them); (who played it, whether it revealed something hidden or random)."""
    player = session.state.current_player
    legal = list(session.state.legal_actions())
    chance = chance_state(session.state)  # Taisen rolls here: seen before deciding
    events = session.apply(rng.choice(legal))
    drawn = chance_state(session.state) != chance
    return player, drawn or any(irreversible(session.game, e) for e in events)


@pytest.mark.parametrize("seating", sorted(SEATINGS))
@pytest.mark.parametrize("game", sorted(GAMES))
def test_undo_never_crosses_another_person_nor_anything_revealed(game: str, seating: str) -> None:
    """Random play with Undo pressed at random, checked against the rule itself: every
    undone action was the undoer's own (or the computer's, with one person), none
    revealed anything, no die was rolled nor card shuffled meanwhile, and the position
    reached is the one a replay of the remaining actions gives."""
    undos = 0
    for seed in range(3):
        seats = SEATINGS[seating](players(game))
        humans = [i for i, s in enumerate(seats) if not s.is_ai]
        session = new(game, seats, seed)
        rng = random.Random(seed)
        history: list[tuple[int, bool]] = []
        for _ in range(160):
            if session.state.is_terminal:
                break
            if rng.random() < 0.25 and session.can_undo():
                mover = session.state.current_player
                undoer = mover if mover in humans else humans[0]
                assert len(humans) == 1 or mover in humans
                before, chance = len(session.actions), chance_state(session.state)
                assert session.undo()
                undos += 1
                after = len(session.actions)
                assert after < before
                for player, revealing in history[after:before]:
                    assert player == undoer or player not in humans, "another person's turn"
                    assert not revealing, "back past something revealed"
                assert chance_state(session.state) == chance, "a draw of chance undone"
                del history[after:]
                replay = GameSession.from_save(session.to_save(), autosave=False)
                assert replay.state.current_player == session.state.current_player
                assert [str(a) for a in replay.state.legal_actions()] == [
                    str(a) for a in session.state.legal_actions()
                ]
                continue
            history.append(step(session, rng))
    if seating != "people only" or game != "night":
        assert undos > 0  # the rule leaves room to take one's own moves back


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_next_person_cannot_undo_the_last_ones_turn(game: str) -> None:
    """Hot-seat with the computer too: at every change from one person to another,
    Undo is off and does nothing."""
    n = players(game)
    seats = SEATINGS["two people and the computer"](n)
    handovers = 0
    for seed in range(4):
        session = new(game, seats, seed)
        rng = random.Random(seed)
        last_person = None
        for _ in range(300):
            if session.state.is_terminal:
                break
            mover = session.state.current_player
            if not seats[mover].is_ai:
                if last_person is not None and mover != last_person:
                    handovers += 1
                    played = list(session.actions)
                    assert not session.can_undo()
                    assert not session.undo() and session.actions == played
                last_person = mover
            step(session, rng)
    assert handovers >= 3


def test_shinobi_repro_sora_cannot_undo_akanes_turn() -> None:
    session, turn = shinobi_repro()
    before = len(session.actions)
    session.apply(turn[0])
    destroyed = False
    while session.state.current_player == 0:
        legal = [str(a) for a in session.state.legal_actions()]
        clan = [a for a in legal if a.startswith("target 2")]
        if clan:
            destroyed = True
        session.apply(clan[0] if clan else legal[0])  # Midori's clan, then a discard
    assert destroyed and len(session.actions) > before + 1
    assert session.state.current_player == 1  # the hand-off to Sora
    played = list(session.actions)
    hand = list(session.state.hands[0])
    assert not session.can_undo()
    assert not session.undo()
    assert session.actions == played and session.state.hands[0] == hand
    session.apply("recruit")  # Sora's own turn: her draw, then she passes
    session.apply("pass")
    assert session.can_undo() and session.undo()
    assert session.actions == [*played, "recruit"]  # back to after her draw, no further
    assert not session.can_undo()


def test_one_person_undoes_across_the_computers_replies_when_nothing_was_revealed() -> None:
    """Ninja Night's placing round reveals nothing: the person's last placing is taken
    back across the computers' placings; once the plans are revealed, never past them."""
    session = new("night", [H, AI, AI], 1)
    rng = random.Random(1)
    mine: int | None = None
    while session.state.phase == "place":
        if session.state.current_player == 0:
            mine = len(session.actions)
        step(session, rng)
    assert mine is not None and session.state.phase == "plan"
    while session.state.current_player != 0:
        step(session, rng)  # the computers plan before the person: nothing is shown
    assert session.can_undo()
    while session.can_undo():
        session.undo()
    assert len(session.actions) == mine  # the person's own placing, across the replies
    while session.state.phase != "act":
        step(session, rng)  # every plan, then they are revealed
    assert not session.can_undo()


def test_taisen_one_person_keeps_undo_in_their_own_turn_with_its_dice() -> None:
    session = new("taisen", [H, AI], 5)
    rng = random.Random(5)
    while session.state.current_player != 0:
        step(session, rng)
    session.state.legal_actions()
    start = session.state.to_notation()
    step(session, rng)
    assert session.undo() and session.state.to_notation() == start  # the same dice


def night_at_own_act(seats: list[Seat], seed: int) -> tuple[GameSession, random.Random]:
    """A Ninja Night game played at random until seat 0 is to act with a throw to make."""
    session = new("night", seats, seed)
    rng = random.Random(seed)
    for _ in range(2000):
        state = session.state
        if state.current_player == 0 and state.phase == "act" and state.drop_seat is None:
            if any(a.kind in ("move", "attack") for a in state.legal_actions()):
                return session, rng
        step(session, rng)
    raise AssertionError("no throw to make")


@pytest.mark.parametrize("seats", [[H, AI, AI], [H, H, H]], ids=["one person", "hot-seat"])
def test_night_undo_never_takes_a_throw_back(seats: list[Seat]) -> None:
    """A throw's result tells how far the target was (the newcomer read '19.2 cm to the
    target, the string was 18.0 cm', pressed U and threw again knowing it): the rules
    declare the throw irreversible and undo stops just after it."""
    session, _ = night_at_own_act(seats, 3)
    throw = next(a for a in session.state.legal_actions() if a.kind in ("move", "attack"))
    events = session.apply(throw)
    assert any(e.kind == "throw" and irreversible("night", e) for e in events)
    assert not reveals_hidden(next(e for e in events if e.kind == "throw"))
    played = list(session.actions)
    assert not session.can_undo()
    assert not session.undo() and session.actions == played


def test_every_game_declares_its_barriers_in_one_place() -> None:
    """The barrier is one mechanism: Taisen's dice (the state's generator) and Dojo's
    draws (events marked `reveals`) stop undo through the same GameSession rule as
    Ninja Night's declared throws; a game declaring nothing adds no barrier."""
    from ninjas.core.events import Event
    from ninjas.games import get_rules

    assert "throw" in get_rules("night").IRREVERSIBLE_EVENTS
    assert irreversible("dojo", Event("drawn", {"reveals": True}))
    assert not irreversible("taisen", Event("throw", {}))
