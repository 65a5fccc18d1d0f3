"""A battle's last round turned, its cards held for the read: the next phase's choices
wait for Go on, so nothing of the summoning (its count, its - / +, its words) stands
under the Go on button (newcomer A, s14, 044 at 1920x1080 FR, 189 and 201 at 1280x720
EN: 'Summon wi[Go on]...' in the panel behind the battle's Continue)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import hex_text
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.handoff import HandoffScene

from .conftest import Driver
from .hotseat import reveal_hand


def _last_round_read(app: App, ui: Driver) -> DojoScene:
    """Ada against the computer; her three ninjas fight one of its until the battle
    ends, its last round's cards held for her read, her summoning next."""
    seats = [Seat("human", name="Ada"), Seat("ai", "easy")]
    session = GameSession.new("dojo", seats, 4, {}, autosave=False)
    app.settings.confirm_turn_end = False
    scene = DojoScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent("easy", 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    for _ in range(2000):
        ui.step()
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.state.phase == "roll" and scene.can_act:
            break
        elif scene.can_act:
            scene.play(str(scene.state.legal_actions()[0]))
    state = scene.state
    me = state.mover
    h = next(h for h in state.board.hexes() if h not in state.dojos and h not in state.ninjas)
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 3, 1
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    for _ in range(4000):
        ui.step()
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.reveal.shown and state.battle is None and state.phase == "summon":
            return scene
        elif scene.reveal.shown:
            scene.reveal.go_on()  # a round read: the next
        elif state.phase == "lay" and scene.can_act:
            scene.controls.lay_all()
        elif state.phase == "attack" and scene.can_act:
            battle = state.battle
            assert battle is not None
            slot = next(i for i, c in enumerate(battle.row) if c is not None)
            scene.play(f"play {battle.hand[0]} {slot}")
    raise AssertionError("no read of the turned cards")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summoning_waits_for_the_read(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = _last_round_read(app, ui)
    assert scene.prompt_panel.text() == scene.reveal.prompt()
    # before: '- 5 + Max: 5', 'Summon: draw 5 cards' and its words under Go on
    assert scene.choices.options == []
    assert scene.summoning.warning_lines() == [] and scene.summoning.track() is None
    app.draw()
    ui.key(pygame.K_RETURN)  # read: the summoning's choices come
    assert not scene.reveal.waiting and scene.choices.options
    assert scene.summoning.track() is not None
