"""The hand keeps its order from turn to turn (issue 33, newcomer V, s9 g5-g7: after the
discard the hand was sorted again, the Carp drawn that turn jumped from 8th place to
1st, and the eye lost the cards it was tracking). Piles keep their order; a kind new to
the hand goes after the others (one held earlier comes back to its place, as after an
undo); a pile played is gone, the rest close up.

The computer's turns are searched at once, in the test's thread: waited for in the AI
worker, 600 frames could pass before its answer on a loaded machine (the lead's full
suite on a fresh clone of 60eefa6), and the person's 'recruit' was looked for in the
computer's turn (StopIteration)."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import new_game
from ninjas.shinobi.data import card_name
from scenes import table as table_module
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.tableflow import computer as computer_module

from .conftest import Driver


def test_the_piles_keep_their_order_after_the_discard_and_the_next_turn(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    def think(level: str, seed: int, state: Any, chained: bool = False) -> Ready:
        return Ready(make_agent(level, seed).choose(state))  # the same agent, answered now

    monkeypatch.setattr(computer_module, "think", think)
    monkeypatch.setattr(table_module, "think", think)
    app.settings.confirm_turn_end = False
    seed = 1
    while new_game(seed, {"players": 2}).first_player != 0:
        seed += 1
    seats = [Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, seed, {"players": 2}, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    for turn in range(4):  # the person's turns: draw, pass, discard; the computer's between
        for _ in range(600):
            if scene.can_act and scene.state.current_player == 0:
                break
            ui.step()
        assert scene.can_act and scene.state.current_player == 0, turn
        before = [name for name, _ in scene.hand.groups()]
        for kind in ("recruit", "pass"):
            scene.play(next(a for a in scene.legal() if a.kind == kind))
            ui.step()
        state = scene.state
        plan = scene.hand.plan
        seen = set(plan.order) if plan is not None else set()  # kinds held this game
        new = min(c for c in state.deck if card_name(c) not in seen)  # sorted: first
        state.deck.remove(new)
        state.hands[0].append(new)  # as a power's draw brings a new kind mid-turn
        ui.step()
        drawn = [name for name, _ in scene.hand.groups()]
        assert [n for n in drawn if n in before] == before and drawn[-1] == card_name(new)
        discard = next(a for a in scene.legal() if a.kind == "discard" and int(a.args[0]) != new)
        scene.play(discard)
        for _ in range(3):
            ui.step()
        after = [name for name, _ in scene.hand.groups()]
        kept = [name for name in drawn if name in after]
        assert after == kept, (turn, drawn, after)  # before: sorted again by card
