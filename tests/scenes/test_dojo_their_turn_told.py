"""The other clan's turn is told in the action panel every time, not only when it
fought (newcomer A, s10, nc-91/080.png: the hard computer walked and summoned in two
seconds, with no battle, and the panel said nothing of it; 034.png, a turn with a
throw, had it). Its walks, each in one line as the log says it, and its summoning's
result, under the Roll button until the person rolls; EN and FR at 1280x720."""

from __future__ import annotations

import random

import pytest

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import Driver
from .test_dojo_their_turn import drawn_in


def after_a_quiet_computer_turn() -> GameSession:
    """A session played on, the person by seeded random moves, to the person's roll
    after a computer's turn (its second or later) that walked and summoned, no battle."""
    for game in range(1, 100):
        session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], game, {}, autosave=False)
        rng, agent = random.Random(game), make_agent("easy", game)
        fought = walked = summoned = False
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            if state.phase == "roll" and state.mover == 0 and state.turns[0] >= 2:
                if walked and summoned and not fought:
                    return session
            if state.phase == "roll" and state.mover == 1:
                fought = walked = summoned = False
            if state.current_player == 1:
                action = str(agent.choose(state))
                fought = fought or action.startswith(("throw", "fight"))
                walked = walked or action.startswith("step")
                summoned = summoned or action.startswith("summon")
            else:
                action = str(rng.choice(state.legal_actions()))
            session.apply(action)
    raise AssertionError("no quiet computer's turn reached")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_turn_with_no_battle_is_told_until_the_person_rolls(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    said = drawn_in(scene.layout.action, monkeypatch, ui)
    title = {"en": "In Blue clan's turn:", "fr": "Au tour de Clan bleu\u00a0:"}[lang]
    assert any(t.startswith(title) for t in said), said  # before: nothing told
    kinds = [kind for kind, _ in scene.their_turn.told()[1]]  # type: ignore[index]
    assert "walk" in kinds and "summoned" in kinds, kinds
    # each walk in one line, as the log's own line for it
    log = [row for _, row, _, _ in scene.log_panel.shown()]
    for kind, text in scene.their_turn.told()[1]:  # type: ignore[index]
        if kind == "walk" and text in " ".join(log):
            assert any(text.startswith(row) for row in log)
    for text, _ in scene.their_turn.lines():
        assert text in said
    scene.play("roll")
    ui.step()
    assert scene.their_turn.lines()  # still told after the roll (newcomer A, s14, 020)
    scene.play(next(str(a) for a in scene.state.legal_actions() if a.kind == "step"))
    ui.step()
    assert scene.their_turn.lines() == []
