"""Every table that takes its events through TableScene.route_event gets them the same
way (issue 15 §2: one skeleton): keys, the pointer, presses, the wheel and releases each
reach one hook, and a press on a top-bar button never reaches the table."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.scene import DojoScene
from scenes.shinobi import ShinobiScene


def recording(app: App, scene_class: Any, game: str) -> tuple[Any, list[tuple[Any, ...]]]:
    options = {"players": 2} if game == "shinobi" else {}
    session = GameSession.new(game, [Seat("human"), Seat("ai", "easy")], 5, options, autosave=False)
    scene = scene_class(app, session, animate=False, ai_pause=0)
    app.push(scene)
    calls: list[tuple[Any, ...]] = []
    for hook in ("on_key", "on_pointer", "on_press", "on_right_press", "on_wheel", "on_release"):
        setattr(scene, hook, lambda *args, hook=hook: calls.append((hook, *args)))
    return scene, calls


def test_each_event_reaches_one_hook_on_the_tables_that_route_them(app: App) -> None:
    for scene_class, game in ((DojoScene, "dojo"), (ShinobiScene, "shinobi")):
        scene, calls = recording(app, scene_class, game)
        app.draw()
        events = [
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0),
            pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 400), rel=(1, 1), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(310, 410), button=1),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(310, 410), button=3),
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(320, 420), button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(320, 420), button=3),
        ]
        for event in events:
            scene.handle_event(event)
        assert [call[0] for call in calls] == [
            "on_key",
            "on_pointer",
            "on_press",
            "on_right_press",
            "on_wheel",
            "on_release",
        ], game
        assert calls[2] == ("on_press", (310, 410)) and calls[4] == ("on_wheel", -2)
        assert calls[5] == ("on_release", (320, 420)) and scene.mouse == (320, 420)
        calls.clear()
        menu = scene.buttons["menu"].rect.center
        scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=menu, button=1))
        assert not any(call[0] == "on_press" for call in calls), game  # the top bar took it
        app.stack.clear()
