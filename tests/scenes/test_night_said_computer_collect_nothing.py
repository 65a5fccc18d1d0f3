"""A computer's planned Collect that takes nothing is said, with its why, through the
table's own turn: newcomer T (s12, capC_04) feared a silent one. On a roof of yellow
tokens before round 5 or an empty roof: 'Green ninja does nothing this turn: only
yellow tokens on that roof, and they wait for round 5.' (the cover read 'has played'
after its plan: test_night_said_plan_hold.py). English and French."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state
from support.updates import Updates

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.night import data
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("roof", ["empty", "yellow"])
def test_the_computer_s_empty_collect_is_said(app: App, lang: str, roof: str) -> None:
    app.set_language(lang)
    s = line_state([("collect", "skip")] * 3, (0, 2, 3))
    if roof == "yellow":
        t = next(t for t in s.roofs[4] if s.kinds[t] in data.YELLOW_KINDS)
        s.roofs[4].remove(t)
        s.roofs[0].append(t)
    why = "yellow_later" if roof == "yellow" else "no_token"
    assert s.why_not(0, "collect") == why
    seats = [Seat("ai", "hard"), Seat("human"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(scene.state.parse_action("end"))  # type: ignore[method-assign]
    app.push(scene)
    event = Event("turn_ended", {"seat": 0, "skipped": True, "why": why, "action": "collect"})
    said = scene.words.log_line(event)
    assert said.startswith(scene.seat_name(0)) and "{" not in said
    canvas = pygame.Surface((1280, 720))
    updates = Updates()  # its computers think in this process
    while not session.actions and updates.left():
        scene.update(1 / 60)
        scene.draw(canvas)
    assert session.actions[:1] == ["end"]
    assert said in scene.log_lines  # its line, with why
    app.pop()
    app.set_language("en")
