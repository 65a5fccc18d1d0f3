"""Ninja Night's guided first game, opened from its setup screen: each step ends when
the player has done what it asks, and the game goes on unguided afterwards."""

from __future__ import annotations

import pygame

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night.tutorial import STEPS, TUTORIAL_OPTIONS, TUTORIAL_SEED, NightTutorial
from scenes.setup import SetupScene


def test_the_setup_screen_opens_the_guided_game(app: App) -> None:
    app.push(SetupScene(app, "night"))
    setup = app.top
    button = next(
        w
        for w in setup.menu.widgets  # type: ignore[attr-defined]
        if getattr(w, "label", None) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    assert isinstance(app.top, NightTutorial) and app.top.guide.step == 0
    assert not any(isinstance(s, SetupScene) for s in app.stack)


def test_each_step_ends_when_done_and_the_game_goes_on(app: App) -> None:
    session = GameSession.new(
        "night", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = NightTutorial(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    canvas = pygame.Surface((1280, 720))
    seen: list[str] = []
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    for _ in range(20_000):
        if not scene.guiding or session.state.is_terminal:
            break
        step = STEPS[scene.guide.step]
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
        scene.update(1 / 60)
        scene.draw(canvas)
        if step.done is None:
            scene.handle_event(enter)
            continue
        if not scene.can_act:
            continue
        state = session.state
        if state.phase == "plan":
            first = "attack" if step.key == "attack" else "move"
            scene._click(scene._chip_rect(("move", "attack").index(first), 0).center)
            scene._click(scene._chip_rect(2, 1).center)  # collect
            scene._click(scene._confirm_rect().center)
        elif scene.throw is not None:
            aim = scene.aim()
            assert aim is not None
            scene.length = round(state.village.distance(*aim), 1)
            scene.throw_now()
        else:
            kinds = [a.kind for a, _ in scene.options]
            for wanted in ("place", "move", "attack", "collect", "end"):
                if wanted in kinds:
                    scene.choose_option(kinds.index(wanted))
                    break
    assert seen == [s.key for s in STEPS]
    assert not scene.guiding and not session.state.is_terminal
    assert any(t["action"] == "attack" for t in scene.throws) or session.state.round > 3
