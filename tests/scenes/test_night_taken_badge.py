"""Newcomer Y (s13, 089): after the Green ninja's Collect a bare '-2' stood beside it
into Ines's turn, read as a stale score of the ninja's. The marks of the computer's
turn are the next person's to read and go when a person acts (kept_marks.py); the
badge says what it counts: '-2' and a token's back, tokens taken from that roof."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, scene_of

from scenes.app import App
from scenes.night.computer_seen import taken_badge
from scenes.night.palette import token_colour

from .test_night_kept_marks import computer_moves, onto_her_turn, until_the_cover


def test_the_badge_shows_a_token_beside_its_count(app: App) -> None:
    from support.night_line import line_state

    scene = scene_of(app, line_state())
    canvas = pygame.Surface((1280, 720))
    canvas.fill((0, 0, 0))
    pill = taken_badge(canvas, scene.view, 0, 2, (255, 0, 0))
    pink = token_colour("pink")
    inside = {
        tuple(canvas.get_at((x, y)))[:3]
        for x in range(pill.centerx, pill.right)
        for y in range(pill.top, pill.bottom)
    }
    near = [c for c in inside if sum(abs(a - b) for a, b in zip(c, pink, strict=True)) < 90]
    assert near, "no token drawn in the badge"  # fails before: '-2' alone
    assert pill.width > pill.height * 1.6


def test_the_badge_stays_for_the_next_person_and_goes_when_she_acts(app: App) -> None:
    scene = computer_moves(app, ("collect", "skip"))
    give(scene.state, "v2", 0)
    until_the_cover(app, scene)
    onto_her_turn(app)  # Blue's turn on the table: the computer's collect still counted
    scene.update(1 / 60)
    marks = scene.marks_now()
    assert marks is not None and marks.taken == {0: (0, 1)}
    scene.play("collect 0")  # Blue acts
    assert scene.marks_now() is None


def test_the_count_has_no_minus(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """'-3' and a token read as a token's points (newcomer I, s16, 033, 059)."""
    from support.night_line import line_state

    from scenes import theme

    scene = scene_of(app, line_state())
    said: list[str] = []
    text = theme.text

    def record(words: str, *a: Any, **k: Any) -> pygame.Surface:
        said.append(words)
        return text(words, *a, **k)

    monkeypatch.setattr(theme, "text", record)
    taken_badge(pygame.Surface((1280, 720)), scene.view, 0, 3, (255, 0, 0))
    assert said == ["3×"]  # fails before: '-3'


def test_the_badge_covers_no_ninja_on_a_crowded_roof(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Three ninjas on the roof it collected from: the badge covers none of their
    bodies (lead's s16 note, roof 1 at 1280x720: it sat over the third one's head)."""
    from support.night_line import line_state

    from scenes.night import computer_seen

    scene = scene_of(app, line_state(positions=(0, 0, 0)))
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    view = scene.view
    bodies = [view.ninja_body(view.ninja_spot(0, seat)) for seat in range(3)]
    pills: list[pygame.Rect] = []
    real = computer_seen.taken_badge

    def noting(*args: Any) -> pygame.Rect:
        pills.append(real(*args))
        return pills[-1]

    monkeypatch.setattr(computer_seen, "taken_badge", noting)
    marks = computer_seen.KeptMarks()
    marks.taken[0] = (2, 1)
    marks.draw_over(canvas, view, [0, 0, 0], [(200, 0, 0), (0, 0, 200), (0, 200, 0)])
    assert len(pills) == 1
    assert not any(pills[0].colliderect(body) for body in bodies)
