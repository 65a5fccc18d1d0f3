"""The tokens a person took face down on a turn in the open are ringed in gold in her
backpack the next time her own screen shows her faces (scenes/night/new_faces.py;
newcomer C, s14: her Collects, now made in the open, showed her nothing). Built
positions; the rings' set read, one frame drawn at 1280x720 each time."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


def table(app: App, people: int = 2) -> NightScene:
    s = line_state([("move", "skip")] * 3)
    give(s, "v3", seat=0)
    seats = [Seat("human")] * people + [Seat("ai", "easy")] * (3 - people)
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    return scene


def view(scene: NightScene, seat: int | None) -> set[int]:
    """A frame drawn with `seat`'s own view (None: nobody's); the rings of seat 0."""
    scene.shown_seat = scene.holder = seat
    scene.draw(pygame.Surface((1280, 720)))
    return scene.backpacks.new_faces.ringed(0, scene.state.backpacks[0])


def test_a_token_taken_face_down_is_ringed_at_her_next_view(app: App) -> None:
    scene = table(app)
    assert view(scene, 0) == set()  # her first view: nothing new (a game just loaded)
    assert view(scene, None) == set()
    kunai = give(scene.state, "kunai", seat=0)  # (as taken in the open, by its back)
    assert view(scene, 0) == {kunai}  # fails before: no rings
    assert view(scene, 0) == {kunai}  # while that view lasts
    assert view(scene, 1) == set()  # another's view: none
    assert view(scene, 0) == set()  # shown once: no longer new


def test_alone_at_the_laptop_nothing_is_ringed(app: App) -> None:
    scene = table(app, people=1)
    view(scene, 0)
    give(scene.state, "kunai", seat=0)
    assert view(scene, 0) == set()
