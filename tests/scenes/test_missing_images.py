"""The game only loads PNGs at run time and draws a fallback when one is missing: with
assets/images empty, every card, die and the table still draw, each kind still showing
its own symbol, and nothing raises."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from ninjas.taisen.cards import CARDS_PER_SIDE
from scenes import theme
from scenes.taisen import TaisenScene
from scenes.taisen import card_art as art

from .conftest import hide_images


@pytest.fixture
def no_images(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    hide_images(tmp_path, monkeypatch)
    for cached in (art.card_surface, art.card_ghost, art.die_surface, art.die_rotations):
        cached.cache_clear()
    yield
    theme._images.clear()
    for cached in (art.card_surface, art.card_ghost, art.die_surface, art.die_rotations):
        cached.cache_clear()


def test_cards_and_dice_draw_without_their_pictures(app, no_images):  # type: ignore[no-untyped-def]
    assert theme.load_image("characters/monkey_rock.png") is None
    faces = [pygame.surfarray.array3d(art.card_surface(c)) for c in range(2 * CARDS_PER_SIDE)]
    for a in range(len(faces)):
        for b in range(a + 1, len(faces)):
            if faces[a].shape == faces[b].shape and np.array_equal(faces[a], faces[b]):
                pytest.fail(f"cards {a} and {b} look the same without their pictures")
    for die in range(3):
        for value in art.PIPS:
            art.die_surface(die, value)


def test_the_table_draws_without_its_pictures(app, no_images):  # type: ignore[no-untyped-def]
    session = GameSession(
        "taisen", 1, {}, [Seat(), Seat()], from_notation("R1/P1/S1/J/-/-/-/-/-/-/j m r1g1b1 -", 1)
    )
    app.push(TaisenScene(app, session, animate=False))
    app.draw()
    assert pygame.surfarray.array3d(app.canvas).std() > 10
