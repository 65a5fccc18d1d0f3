"""Newcomers D and I (s10): the computer's turn at Night scored 6-7, 'instant': its
Collect's tokens flew under a log line, its End the turn came 0.1 s later and the next
cover over it all; only the cover's summary told what it did. A computer's action other
than a throw is now said over the village where a throw's result is ('Green ninja
collects 2 tokens.'), neither gold nor vermilion, SAY_SECONDS before its next action
(by the animation speed), and, with two people at the laptop, before their cover. The
footer meanwhile names only a watcher's keys, not 'Click a roof... E ends the turn'."""

from __future__ import annotations

import pygame
import pytest
from support.hold import go_on_when_read
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.staging import READ_SECONDS, SAY_FLOOR, SAY_SECONDS
from scenes.night.table_view import help_key


def computer_collects(app: App, speed: float) -> tuple[NightScene, list[tuple[float, str]]]:
    """Green (a computer, seat 0) collects the two tokens of its roof, then ends its
    turn; Aki and Mei (people) are next. The table time each action was played at."""
    app.settings.animation_speed = speed
    s = line_state([("collect", "skip")] * 3, (0, 2, 3))
    give(s, "v1", 0)
    give(s, "v2", 0)
    seats = [Seat("ai", "easy"), Seat("human"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)

    def think(level: str) -> Ready:
        state = scene.state
        collect = state.parse_action("collect 0 1")
        return Ready(collect if collect in state.legal_actions() else state.parse_action("end"))

    scene._think = think  # type: ignore[method-assign]
    app.push(scene)
    played: list[tuple[float, str]] = []
    canvas = pygame.Surface((1280, 720))
    for _ in range(60 * 30):  # 30 s of frames at most: the loop stops at the cover
        count = len(session.actions)
        go_on_when_read(scene)  # Aki's cover: the hold waits for a key once read
        scene.update(1 / 60)
        scene.draw(canvas)
        if len(session.actions) > count:
            played.append((scene.time, session.actions[-1]))
        if played and played[0][1].startswith("collect") and len(played) == 1:
            said = scene.stage.result_text
            assert said is not None and "collects 2 tokens" in said[0], said
            assert scene.stage.result_hit is None  # no hit, no miss: said
            assert scene.table_view.banner_rect is not None  # drawn over the village
            assert help_key(scene) == "night.help.watch"  # not 'Click a roof... E ends'
        if isinstance(app.top, HandoffScene):
            played.append((scene.time, "cover"))
            return scene, played
    raise AssertionError(f"no cover came after the computer's turn: {played}")


@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_the_computer_s_collect_is_said_before_it_plays_on(app: App, speed: float) -> None:
    scene, played = computer_collects(app, speed)
    (collected, collect), (ended, end), *_, (covered, cover) = played
    assert cover == "cover"
    assert collect == "collect 0 1" and end == "end"
    assert ended - collected >= SAY_SECONDS / speed - 1e-6  # fails before: 0.1 s
    assert ended - collected < SAY_SECONDS / speed + 0.5  # and it goes on
    assert covered - collected >= READ_SECONDS / speed - 1e-6  # no cover over it


def test_a_person_s_own_collect_is_not_said(app: App) -> None:
    s = line_state([("collect", "skip")] * 3, (0, 2, 3))
    give(s, "v1", 0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene.play("collect 0")
    assert scene.stage.result_text is None and not scene.stage.saying()


def test_the_computer_s_throw_result_is_read_before_it_plays_on(app: App) -> None:
    """Its Move's result was up 0.1 s before its next action (a Collect's words, or its
    End and the next turn) replaced it."""
    s = line_state([("move", "skip")] * 3, (0, 2, 3))
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)

    def think(level: str) -> Ready:
        state = scene.state
        move = state.parse_action("move 1 20.0")
        return Ready(move if move in state.legal_actions() else state.parse_action("end"))

    scene._think = think  # type: ignore[method-assign]
    app.push(scene)
    landed = ended = None
    for _ in range(60 * 30):
        count = len(session.actions)
        scene.update(1 / 60)
        if landed is None and scene.stage.result_text is not None:
            landed = scene.time
        if len(session.actions) > count and session.actions[-1] == "end":
            ended = scene.time
            break
    assert landed is not None and ended is not None
    # SAY_SECONDS, or what the turn's budget leaves after the rope, SAY_FLOOR at least
    assert ended - landed >= SAY_FLOOR - 1e-6  # fails before: 0.02 s
