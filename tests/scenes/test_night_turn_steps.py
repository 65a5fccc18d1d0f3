"""A computer's Night turn followed step by step (newcomers G and I, s16: 'three events
in about 3 s, the banner shows only the last'): the banner of its latest step says its
steps before it ('Red ninja so far: moved to roof 2.'); and with Settings' 'One move at
a time' each of its steps that another of its steps follows waits for Space, Enter or
a click, never by itself, the press doing nothing else (scenes/night/turn_steps.py,
step_wait.py). Built positions on roofs in a row, the computer's choices given."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene
from scenes.night.turn_steps import TurnSteps

STEP = 1 / 60


def _red_collects_then_throws(app: App, pace: str = "brisk") -> Any:
    """Red (a computer, seat 0, roof 0) collects the token lying there, then throws its
    Shuriken at Blue on roof 1 (20 cm off) in the same turn; Blue and Green are people."""
    app.settings.computer_pace = pace
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 1, 3))
    give(s, "v1", 0)
    give(s, "shuriken", seat=0)
    seats = [Seat("ai", "easy"), Seat("human"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)

    def think(level: str) -> Ready:
        legal = [str(a) for a in scene.state.legal_actions()]
        for wanted in ("collect 0", "shuriken 0 1 20.0", "end"):
            if wanted in legal:
                return Ready(wanted)
        return Ready(legal[0])

    scene._think = think  # type: ignore[method-assign]
    app.push(scene)
    return scene


def _until(scene: Any, done: Any, seconds: float = 30.0) -> None:
    for _ in range(int(seconds / STEP)):
        if done():
            return
        scene.update(STEP)
    raise AssertionError("never came")


def _played(scene: Any) -> list[str]:
    return [str(a).split(" ", 1)[0] for a in scene.session.actions]


def _collected_and_said(scene: Any) -> bool:
    return "collect" in _played(scene) and scene.stage.result_text is not None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_throw_s_banner_says_the_collect_before_it(app: App, lang: str) -> None:
    """Fails before: the Shuriken's banner said the Shuriken alone."""
    app.set_language(lang)
    scene = _red_collects_then_throws(app)
    stage = scene.stage
    _until(scene, lambda: "shuriken" in _played(scene) and stage.result_hit is not None)
    assert stage.result_text is not None and stage.result_hit  # its hit told
    words = str(app.tr.plural("night.steps.collected", 1))
    name = scene.seat_name(0)
    assert stage.result_steps == str(app.tr("night.steps.so_far", name=name, steps=words))
    scene.draw(pygame.Surface((1280, 720)))  # the banner drawn with it
    assert scene.table_view.banner_rect is not None


def test_a_person_s_action_starts_the_list_again(app: App) -> None:
    scene = _red_collects_then_throws(app)
    steps = TurnSteps(scene)
    steps.begin(0)
    steps.note(Event("collected", {"seat": 0, "building": 1, "tokens": [3, 4]}))
    steps.begin(0)
    assert "2" in steps.so_far()
    steps.begin(1)  # Blue, a person
    steps.note(Event("collected", {"seat": 1, "building": 1, "tokens": [3]}))
    assert steps.so_far() == "" and steps.steps == []


def _key(app: App, key: int, text: str = "") -> None:
    """A real press: KEYDOWN, its TEXTINPUT, KEYUP, through the app."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0))


@pytest.mark.parametrize(("key", "text"), [(pygame.K_RETURN, "\r"), (pygame.K_SPACE, " ")])
def test_one_move_at_a_time_waits_for_a_press(app: App, key: int, text: str) -> None:
    """Fails before: the Shuriken came about a second after the Collect, by itself."""
    scene = _red_collects_then_throws(app, "step")
    _until(scene, lambda: _collected_and_said(scene))
    for _ in range(int(20 / STEP)):  # 20 s of frames, no press: still waiting
        scene.update(STEP)
    assert _played(scene) == ["collect"]
    assert scene.prompt() == str(app.tr("night.steps.wait", name=scene.seat_name(0)))
    from scenes.night.table_view import help_key

    assert help_key(scene) == "night.help.step"  # not 'Space: skip the animations'
    result = scene.stage.result_text
    assert result is not None and result[1] > scene.time  # its banner still up
    _key(app, key, text)
    _until(scene, lambda: "shuriken" in _played(scene), 10.0)
    assert _played(scene) == ["collect", "shuriken"]  # the press played nothing itself


def test_a_click_goes_on_and_brisk_does_not_wait(app: App) -> None:
    scene = _red_collects_then_throws(app, "step")
    _until(scene, lambda: _collected_and_said(scene))
    scene.draw(pygame.Surface((1280, 720)))
    pos = scene.layout().map.center
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    _until(scene, lambda: "shuriken" in _played(scene), 10.0)
    brisk = _red_collects_then_throws(app)
    _until(brisk, lambda: "shuriken" in _played(brisk), 10.0)  # no press: it goes on


def test_its_end_of_turn_needs_no_press(app: App) -> None:
    """One move at a time: after its Shuriken, its only next action ends its turn: no
    wait for a press there (the hand-off's own hold comes next, not two presses)."""
    scene = _red_collects_then_throws(app, "step")
    _until(scene, lambda: _collected_and_said(scene))
    _key(app, pygame.K_RETURN, "\r")  # the Collect's wait
    _until(scene, lambda: "end" in _played(scene), 30.0)  # no press
    assert _played(scene)[:3] == ["collect", "shuriken", "end"]
