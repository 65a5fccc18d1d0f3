"""The Ninja Night table: whole games through the scene, throws set on the string,
hand-offs between people, and no hidden token kind drawn for the wrong seat."""

from __future__ import annotations

import random

import pygame

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.string_aim import START_CM

from .conftest import pass_handoff


def table(app: App, seats: list[Seat], seed: int = 4) -> NightScene:
    session = GameSession.new("night", seats, seed, {"players": len(seats)}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    # the computer decides at once, in this process: the tests never wait on a worker
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def play_through(app: App, scene: NightScene, rng: random.Random) -> int:
    canvas = pygame.Surface((1280, 720))
    handoffs = 0
    for _ in range(60_000):
        if scene.state.is_terminal:
            break
        if isinstance(app.top, HandoffScene):
            handoffs += 1
            pass_handoff(app)
            continue
        scene.update(1 / 60)
        scene.draw(canvas)
        if not scene.can_act:
            continue
        if scene.state.phase == "plan":
            if rng.random() < 0.5:
                scene.plan_panel.cycle(rng.randrange(2))
            else:
                scene.confirm_plan()
        elif scene.throw is not None:
            low, high = START_CM  # its own draw: never the last thrower's length
            assert low - 0.05 <= scene.length <= high + 0.05
            scene.aiming.nudge(rng.uniform(-10, 10))
            scene.throw_now()
        elif scene.options:
            scene.choose_option(rng.randrange(min(len(scene.options), 9)))
    assert scene.state.is_terminal
    return handoffs


def test_a_whole_three_player_game_with_two_ais(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    assert play_through(app, scene, random.Random(1)) == 0
    assert any("Dawn" in line for line in scene.log_lines)


def test_two_people_plan_behind_the_hand_off_screen(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], seed=2)
    # the plans of 6 rounds: every token face up with two, an action turn shows nothing
    # secret and has no cover (s14, skip_handoff.act_in_the_open)
    assert play_through(app, scene, random.Random(2)) >= 6


def test_a_throw_shows_the_true_distance_beside_the_estimate(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=5)
    rng = random.Random(3)
    for _ in range(20_000):
        scene.update(1 / 60)
        if scene.stage.result_text is not None and "cm" in scene.stage.result_text[0]:
            break
        if scene.can_act:
            if scene.state.phase == "plan":
                scene.plan = ["move", "move"]
                scene.confirm_plan()
            elif scene.throw is not None:
                scene.throw_now()
            elif scene.options:
                moves = [i for i, (a, _) in enumerate(scene.options) if a.kind == "move"]
                scene.choose_option(moves[0] if moves else rng.randrange(len(scene.options)))
    assert scene.stage.result_text is not None and "cm" in scene.stage.result_text[0]


def test_tokens_show_only_what_the_shown_seat_may_know(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    state = scene.state
    for token in range(len(state.kinds)):
        seen = state.kind_seen_by(token, scene.shown_seat)
        if seen in ("pink", "yellow"):  # face down: only the colour of its back
            assert scene.token_colour(token) in ((236, 140, 170), (240, 210, 80))


def test_between_two_people_no_token_shows_its_kind(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human"), Seat("ai", "easy")], seed=3)
    assert scene.shown_seat is None and scene.viewer == -1
    state = scene.state
    for token in range(len(state.kinds)):
        assert scene.token_colour(token) in ((236, 140, 170), (240, 210, 80))


def test_every_night_sound_exists() -> None:
    from pathlib import Path

    from scenes.night import staging as module

    sounds = Path(__file__).resolve().parents[2] / "assets" / "sounds"
    for name in {*module.SOUND_OF_EVENT.values(), *module.SOUND_OF_BONUS.values()}:
        assert (sounds / f"{name}.wav").is_file(), name
    assert set(module.SOUND_OF_BONUS) == {"potion", "gears", "hook", "shuriken", "kunai"}


def test_an_animated_game_draws_every_frame(app: App) -> None:
    """With animations on (rope, each event's own, dawn), frames of uneven length never
    fail to draw."""
    session = GameSession.new(
        "night", [Seat("ai", "easy")] * 3, 6, {"players": 3, "village": "plaza"}, autosave=False
    )
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    canvas = pygame.Surface((1280, 720))
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(20_000):
        if (
            session.state.is_terminal
            and scene.rope is None
            and scene.stage.dawn
            and scene.stage.dawn > 2
        ):
            break
        scene.update(rng.choice((1 / 60, 1 / 30, 0.2)))
        scene.draw(canvas)
        seen |= {effect.kind for effect in scene.effects}
    assert session.state.is_terminal and scene.stage.dawn is not None
    assert {"collected", "injured", "dawn"} <= seen
