"""Grand Master's round ranking says why two seats level on points share a rank: the
same rank, the same pawns (newcomer V, s21, FR 1280x720: a tie on points listed one
above the other with no word of the tie). Under each tied seat's row, beside its sum;
none under a seat level with none. EN and FR, shots at 1280x720 FR and 1920x1080 EN."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from .conftest import record_texts
from .test_shinobi_table_layout import pawn_placing


@pytest.mark.parametrize(
    ("lang", "size", "said"),
    [
        ("fr", (1280, 720), "à égalité avec {names}\u00a0: même rang, mêmes pions"),
        ("en", (1920, 1080), "level with {names}: the same rank, the same pawns"),
    ],
)
def test_a_tie_on_points_is_said_on_the_ranking(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any, said: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = pawn_placing(app)
    result = scene.state.round_results[-1]
    result.update({"scores": [12, 12], "strength": [18, 12], "corruption": [6, 0]})
    result.update({"ranks": [0, 0], "pawns": [4, 4]})
    scene.ranking = dict(result)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    one = said.format(names=scene.seat_name(1))
    two = said.format(names=scene.seat_name(0))
    lines = [t for t in texts if one in t or two in t]  # fails before: none
    assert len(lines) == 2 and one in lines[0] and two in lines[1], lines
    if shot := os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(app.window, f"{shot}_{lang}_{size[0]}.png")
    result.update({"scores": [12, 10], "ranks": [0, 1]})
    scene.ranking = dict(result)
    texts.clear()
    scene.draw(app.window)
    assert not [t for t in texts if one in t or two in t]
