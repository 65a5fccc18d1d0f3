"""Undo never throws away what a computer chose or played in Ninja Night (newcomer B,
s22, 53r4c -> 53r4d): on Béa's round-4 plan screen (Theo and Béa at one laptop, a Hard
computer as Green) U said 'Undone: End the turn, and the computer's move after it' and
went back into round 3, the computer's secret round-4 plan thrown away, for it to be
chosen again. A computer's plan and actions stay (ninjas.core.session.computer_stays);
in the other games a computer's turn ends at a die, a card or a draw, which undo never
crosses either, so no person undoes across a computer's move there."""

from __future__ import annotations

import random
from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat

H, AI = Seat("human"), Seat("ai", "easy")


def test_a_plan_screen_after_the_computers_plan_undoes_nothing() -> None:
    """Hot-seat Theo and Béa with the computer: the round ends with a person's last
    action, the computer plans, and at a person's plan screen Undo refuses, saying why;
    the computer's plan and the step before it are still there."""
    for seed in range(10):
        session = GameSession.new("night", [H, H, AI], seed, {"players": 3}, autosave=False)
        rng = random.Random(seed)
        movers: list[int] = []
        while not session.state.is_terminal:
            state = session.state
            person = state.current_player
            her_step_then_its_plan = movers[-2:] == [person, 2] and state.plans[2] is not None
            if state.phase == "plan" and person != 2 and her_step_then_its_plan:
                actions = list(session.actions)
                assert not session.can_undo() and session.undo_stop() == "computer_plan"
                assert not session.undo() and session.actions == actions
                return
            movers.append(person)
            session.apply(rng.choice(list(state.legal_actions())))
    pytest.fail("no round began with the computer's plan before a person's")


def test_the_computers_action_stays() -> None:
    """One person against two computers, the actions played: at the person's turn,
    Undo never goes back past a computer's action."""
    session = GameSession.new("night", [H, AI, AI], 3, {"players": 3}, autosave=False)
    rng = random.Random(3)
    seen = 0
    while not session.state.is_terminal and len(session.actions) < 400:
        mover = session.state.current_player
        session.apply(rng.choice(list(session.state.legal_actions())))
        if (
            mover != 0
            and session.state.phase in ("plan", "act")
            and session.state.current_player == 0
        ):
            seen += 1
            assert not session.can_undo()
            assert session.undo_stop() in (
                "computer_plan",
                "computer_move",
                "plans",
                "throw",
                "tokens",
            )
    assert seen > 5


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_no_undo_takes_back_a_computers_move_past_the_placing(game: str) -> None:
    """Every game, one person and the computer, random play, Undo tried at each of the
    person's steps: what it takes back is the person's, and a computer's move only in
    Ninja Night's placing round (public, nothing secret)."""
    options: dict[str, Any] = {"players": 2} if game in ("shinobi", "night") else {}
    for seed in range(3):
        session = GameSession.new(game, [H, AI], seed, options, autosave=False)
        rng = random.Random(seed)
        movers: list[int] = []
        phases: list[Any] = []
        while not session.state.is_terminal and len(session.actions) < 250:
            settle = getattr(session.state, "ensure_rolled", None)
            if callable(settle):
                settle()
            if session.state.current_player == 0 and session.can_undo():
                probe = GameSession.from_save(session.to_save(), autosave=False)
                count = len(probe.actions)
                while probe.can_undo():
                    probe.undo()
                back = range(len(probe.actions), count)
                crossed = [i for i in back if movers[i] == 1 and phases[i] != "place"]
                assert not crossed, f"{game} seed {seed}: undo took back the computer's {crossed}"
            movers.append(session.state.current_player)
            phases.append(getattr(session.state, "phase", None))
            session.apply(rng.choice(list(session.state.legal_actions())))
