"""Newcomer S, s20 (031-038, FR 1280x720, Léa and Marc with two Hard computers): the
footer said 'Cliquez sur des cartes…' all through the computers' turns, where nothing
in the hand answers. While a computer plays it now says what does (Space skips the
animations, F follows each move, J, S, F1, Esc), while its last move is held before the
next cover what goes on (Space, Enter or a click), and a person's turn has the cards'
keys again (scenes/shinobi/controls.computer_help_key). EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import pass_handoff


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_footer_says_what_answers_during_the_computers_turns(app: App, lang: str) -> None:
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    seats += [Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 5, {"players": 4}, autosave=False)
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    seen: dict[str, str] = {}
    for _ in range(2000):
        if app.top is not scene:
            if not hasattr(app.top, "ready"):
                break  # (not a hand-off's cover: the game's end)
            app.top.update(0.05)
            pass_handoff(app, 1.5)
            continue
        scene.update(0.05)
        key = scene.help_key()
        seen.setdefault(key, str(app.tr(key)))
        if "shinobi.help_hold" in seen and scene.can_act:
            break  # her turn after the computers'
        if scene.can_act and scene.state.current_player in (0, 1):
            legal = scene.state.legal_actions()
            scene.play(next((a for a in legal if a.kind in ("recruit", "place")), legal[0]))
        elif key == "shinobi.help_hold":
            event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")
            scene.handle_event(event)
    cards = str(app.tr("shinobi.help"))
    assert "shinobi.help_computer" in seen  # fails before: 'shinobi.help' throughout
    assert "shinobi.help_hold" in seen
    assert scene.can_act and scene.help_key() == "shinobi.help"  # her turn: the cards' keys
    for key in ("shinobi.help_computer", "shinobi.help_hold"):
        assert seen[key] != cards
        assert str(app.tr("shinobi.help")).split(" (")[0] not in seen[key]
    assert "F" in seen["shinobi.help_computer"] and "J Jigoku" in seen["shinobi.help_computer"]
    app.set_language("en")
