"""Night, 'One move at a time', two computers in a row (a real window, s17: Blue's
throw went by with no press, Green's turn after it): a computer's last action waits
for a press when another computer plays next, its prompt saying whose turn comes
('Red ninja has made its last move. Space, Enter or a click: Blue ninja's turn.');
before a person's turn it still waits on the hand-off's own hold, no press
(test_night_turn_steps::test_its_end_of_turn_needs_no_press). A built position."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene, step_wait
from scenes.night.table_view import help_key

from .test_night_turn_steps import _key, _played, _until

SAID = {
    "en": "Red ninja has made its last move. Space, Enter or a click: Blue ninja's turn.",
    "fr": "Ninja rouge a joué son dernier coup. Espace, Entrée ou un clic\u00a0: "
    "au tour de Ninja bleu.",
}


def _two_computers_then_her(app: App) -> Any:
    """Red and Blue, computers, collect the token on their roofs; Green, a person."""
    app.settings.computer_pace = "step"
    s = line_state([("collect", "skip"), ("collect", "skip"), ("skip", "skip")], (0, 2, 3))
    give(s, "v1", 0)
    give(s, "v2", 2)
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)

    def think(level: str) -> Ready:
        legal = [str(a) for a in scene.state.legal_actions()]
        return Ready(next((a for a in legal if a.startswith("collect")), "end"))

    scene._think = think  # type: ignore[method-assign]
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_action_before_another_computer_waits_for_a_press(app: App, lang: str) -> None:
    """Fails before: Red's Collect went on by itself once its End was found."""
    app.set_language(lang)
    scene = _two_computers_then_her(app)
    _until(scene, lambda: "collect" in _played(scene) and step_wait.ending(scene))
    for _ in range(int(10 / (1 / 60))):  # 10 s of frames, no press: still waiting
        scene.update(1 / 60)
    assert _played(scene) == ["collect"] and step_wait.waiting(scene)
    assert scene.prompt() == SAID[lang]
    assert help_key(scene) == "night.help.step_turn"  # 'the next turn', not its move
    _key(app, pygame.K_RETURN, "\r")
    _until(scene, lambda: _played(scene)[-2:] == ["end", "collect"], 10.0)  # Blue's
    _until(scene, lambda: scene.can_act, 30.0)  # then Green's turn, with no press
    assert _played(scene) == ["collect", "end", "collect", "end"]
