"""A player with gamepads only, for the tests (issue 19 §1): SDL controller events are
posted on pygame's event queue and the app's own loop reads them, as from real pads.

`PadBot.play(...)` plays a whole game: for the seat to act it picks one of the table's
pad targets (seeded), walks the focus there with D-pad presses (the shortest way the
skeleton's navigation gives) and presses A; hand-off screens get A from the named
seat's pad."""

from __future__ import annotations

import random
from collections import deque
from typing import Any

import pygame

from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.pads import DIRECTIONS, step_focus
from scenes.results import ResultsScene

DPAD = {
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}
A = pygame.CONTROLLER_BUTTON_A
B = pygame.CONTROLLER_BUTTON_B
X = pygame.CONTROLLER_BUTTON_X
Y = pygame.CONTROLLER_BUTTON_Y
START = pygame.CONTROLLER_BUTTON_START
VIEWS = ("jigoku", "scores")
"""Targets that only show something (Shinobi's Jigoku and scores)."""


def post_button(pad: int, button: int) -> None:
    """A press and release of `button` on pad `pad` (an SDL instance id)."""
    for kind in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, instance_id=pad, button=button))


def post_axis(pad: int, axis: int, value: int) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad, axis=axis, value=value)
    )


def frames(app: App, count: int = 1) -> None:
    """The app's own loop for `count` frames (events read from the queue)."""
    app.run(max_frames=count)


def press(app: App, pad: int, button: int) -> None:
    post_button(pad, button)
    frames(app)


def path_to(targets: list[Any], start: int, goal: int) -> list[str]:
    """The D-pad presses that take the focus from `start` to `goal`."""
    if start == goal or start < 0:
        return []
    seen = {start: [] if start >= 0 else []}
    queue: deque[int] = deque([start])
    while queue:
        here = queue.popleft()
        for name, way in DIRECTIONS.items():
            there = step_focus(targets, here, way)
            if there not in seen:
                seen[there] = [*seen[here], name]
                if there == goal:
                    return seen[there]
                queue.append(there)
    raise AssertionError(f"target {goal} cannot be reached with the D-pad from {start}")


class PadBot:
    def __init__(self, app: App, pads: dict[int, int], seed: int = 1) -> None:
        self.app = app
        self.pads = pads
        """Seat -> its pad's instance id."""
        self.rng = random.Random(seed)
        self.presses = 0
        self.handoffs = 0

    def press(self, seat: int, button: int) -> None:
        post_button(self.pads[seat], button)
        self.presses += 1

    def act(self, scene: Any) -> bool:
        """One choice of the seat to act, with its pad. False when it had none."""
        targets = scene.pad_targets()
        if not targets:
            return False
        seat = scene.state.current_player
        goal = self.choose(scene, targets)
        for name in path_to(targets, scene.pad_index(targets), goal):
            self.press(seat, DPAD[name])
            frames(self.app)
        if getattr(scene, "pad_adjusting", lambda: False)() and self.rng.random() < 0.5:
            trigger = self.rng.choice(
                (pygame.CONTROLLER_AXIS_TRIGGERLEFT, pygame.CONTROLLER_AXIS_TRIGGERRIGHT)
            )
            post_axis(self.pads[seat], trigger, 32767)
            post_axis(self.pads[seat], trigger, 0)
        self.press(seat, A)
        frames(self.app)
        return True

    def choose(self, scene: Any, targets: list[Any]) -> int:
        """A target: the last ones (the lists' "play" rows, End) a little more often
        than their share, so that games end."""
        plays = [i for i, t in enumerate(targets) if t.key not in VIEWS]
        if not plays or self.rng.random() < 0.02:  # now and then a look at a view
            return self.rng.randrange(len(targets))
        weights = [1.0 + 2.0 * (n == len(plays) - 1) for n in range(len(plays))]
        return self.rng.choices(plays, weights)[0]

    def play(self, table: Any, most_steps: int = 4000) -> None:
        """Until the results show: the seat to act chooses, hand-offs are answered by
        the named seat's pad, the computer and the animations run in the app's loop."""
        app = self.app
        for _ in range(most_steps):
            top = app.top
            if isinstance(top, ResultsScene):
                return
            if isinstance(top, HandoffScene):
                frames(app, 25)  # the hand-off's grace before it takes a key
                self.press(top.seat, A)
                frames(app)
                self.handoffs += 1
                continue
            if top is table and getattr(table, "covered", False):  # a screen of its own
                self.press(
                    table.state.current_player
                    if table.state.current_player in self.pads
                    else next(iter(self.pads)),
                    B,
                )
                frames(app)
                continue
            if top is table and table.can_act and table.state.current_player in self.pads:
                if self.act(table):
                    continue
            frames(app)
        raise AssertionError(f"no end after {most_steps} steps: {table.state}")
