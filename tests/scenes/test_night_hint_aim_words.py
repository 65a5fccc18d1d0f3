"""A hint shown while aiming keeps the string's words (issue 33, newcomer N, s8 n24.png:
Bo asked for a hint before the aim, 'Hint: Move to roof 7' took the prompt's place, and
Bo never read how to throw, which Ada, without the hint, had read)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightAction, new_game
from scenes.app import App
from scenes.night import NightScene

from .test_night_string import aim_at


def table(app: App) -> NightScene:
    """The person to act, a Move planned, against a computer resting."""
    s = new_game(7, {"players": 2, "village": "crossroads"})
    s.positions = [0, 2]
    s.phase, s.first, s.index, s.step = "act", 0, 0, 0
    s.plans = [["move", "move"], ["skip", "skip"]]
    session = GameSession("night", 7, dict(s.options), [Seat("human"), Seat("ai", "easy")], s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    app.apply_scale()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_while_aiming_keeps_how_to_throw(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = table(app)
    for _ in range(30):
        scene.update(1 / 30)
    assert scene.can_act
    aim_at(scene, 0, 1)
    scene.version += 1
    plain = scene.prompt()
    assert plain == app.tr("night.prompt.throw")
    scene.hint = NightAction("move", ("1", "0.0"))  # the roof aimed at: still shown
    scene.version += 1
    words = scene.prompt()
    assert words.startswith(app.tr("night.hint", what=scene.hint_label(scene.hint_shown)))
    assert words.endswith(app.tr("night.prompt.throw_short"))
    scene.throw = None  # not aiming: the hint alone, as before
    scene.version += 1
    assert not scene.prompt().endswith(app.tr("night.prompt.throw_short"))
