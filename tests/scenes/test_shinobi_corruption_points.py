"""A seat's corruption token has the points it takes beside it, '−3' (issue 33,
newcomer W, s9 m_5.png: Midori's Crow clan read 11 and her score 7, the token said '1',
and nothing on the table said why). The token still counts the cards (the lesson reads
that number); the points are what the score subtracts, public as the rulebook has it
(each corrupt card is shown to all when taken)."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App

from .test_shinobi_scene import table


def drawn(app: App, scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every text the table draws, with where it was blitted."""
    made: dict[int, str] = {}
    text = theme.text

    def noting(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = text(string, *args, **kwargs)
        made[id(surface)] = string
        return surface

    shown: list[tuple[str, pygame.Rect]] = []

    class Noting(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
            at = super().blit(source, dest, *args, **kwargs)
            if id(source) in made:
                shown.append((made[id(source)], at))
            return at

    canvas = Noting(app.window.get_size())
    monkeypatch.setattr(theme, "text", noting)
    scene.draw(canvas)
    monkeypatch.setattr(theme, "text", text)
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(canvas, f"{shot}_{len(shown)}.png")
    return shown


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_points_corruption_takes_stand_by_its_token(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    state = scene.state
    taken = state.corruption_value(0)
    assert len(state.corruption[0]) == 1 and taken > 1  # a count and points apart
    assert state.score(0) == state.strength(0) - taken
    shown = drawn(app, scene, monkeypatch)
    for token, seat in scene.board.tokens:
        taken = state.corruption_value(seat)
        beside = [
            rect
            for string, rect in shown
            if string.startswith("\u2212")
            and token.top <= rect.centery <= token.bottom
            and 0 <= token.left - rect.right <= theme.px(8)
        ]
        if not taken:
            assert beside == [], seat
            continue
        # just left of the seat's token, on its line (fails before: the count alone)
        assert [s for s, r in shown if r in beside] == [f"\u2212{taken}"], (seat, shown)
        for string, rect in shown:  # clear of every other word drawn
            if rect not in beside:
                assert not rect.colliderect(beside[0]), (string, rect, beside)
