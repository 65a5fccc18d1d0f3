"""'Replay its turn' says each move while it plays, not only once it waits for 'Next'
(newcomer C, s22, FR 1280x720, rp56, rp78): Blue's third walk and its summoning played
under a panel saying only 'Clan bleu joue...'; the walk's and the summoning's words came
after they had landed, so from step 3 on she saw a blank panel. Now the step playing is
said from its start (step_said.replay_lines)."""

from __future__ import annotations

import json

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene, step_said

from .test_dojo_hint_pull_back import RECORDED
from .test_dojo_scene import key

STEP = 1 / 60


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_move_played_again_is_said_while_it_plays(app: App, lang: str) -> None:
    app.set_language(lang)
    kept = json.loads((RECORDED / "dojo_hint_c.json").read_text(encoding="utf-8"))
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], kept["seed"], kept["options"], autosave=False
    )
    for action in kept["actions"][:28]:  # Blue's first turn over: 3 walks, a summoning
        session.apply(action)
    scene = DojoScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    for _ in range(10):
        scene.update(STEP)
    again = scene.turn_again
    key(scene, pygame.K_t)
    assert again.active
    blank: list[str] = []  # the moves that played under no words
    said: dict[str, str] = {}
    waited = 0
    for frame in range(60 * 30):
        scene.update(STEP)
        if frame % 10 == 0:
            app.draw()
        if not again.active:
            break
        if again.shown:  # read a second, then Space
            waited += 1
            if waited > 60:
                waited = 0
                key(scene, pygame.K_SPACE)
                scene.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
            continue
        playing = next(e for e in scene.queue if again.holds(e))
        title = str(playing.data.get("next_said", playing.data.get("done")))
        lines = [text for text, _ in step_said.lines(scene)]
        if not lines:
            blank.append(title)
        else:
            said.setdefault(title, lines[1] if len(lines) > 1 else lines[0])
    assert not again.active
    assert blank == []  # fails before: every move while it played (steps 1 to 4)
    summon = app.tr("dojo.step_said.summoned")
    assert said["3"].startswith(app.tr("dojo.step_said.walk_last", walk=3, walks=3)[:6])
    assert said["4"] == summon  # its summoning named while its dice roll
    app.set_language("en")
