"""Colour is never the only cue: the table rendered as a player with deuteranopia or
protanopia sees it (Machado, Oliveira and Fernandes 2009, severity 1) still shows the
three kinds and the Shogun apart, by colour in the colour-blind palette and by their
symbols in every palette."""

from __future__ import annotations

import itertools

import numpy as np
import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes.taisen import TaisenScene
from scenes.taisen import card_art as art

SIMULATIONS = {
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
}
ONE_OF_EACH = "R1/P1/S1/J/-/-/-/-/-/-/j m r1g1b1 -"
CARDS = {"rock": 0, "paper": 3, "scissors": 6, "shogun": 9}


@pytest.fixture(autouse=True)
def standard_palette_afterwards():  # type: ignore[no-untyped-def]
    yield
    art.set_palette("standard")


def simulate(rgb: np.ndarray, matrix: np.ndarray) -> np.ndarray:
    linear = rgb / 255.0
    linear = np.where(linear <= 0.04045, linear / 12.92, ((linear + 0.055) / 1.055) ** 2.4)
    seen = np.clip(linear @ matrix.T, 0, 1)
    return 255 * np.where(seen <= 0.0031308, 12.92 * seen, 1.055 * seen ** (1 / 2.4) - 0.055)


def table_canvas(app, palette: str) -> tuple[pygame.Surface, TaisenScene]:  # type: ignore[no-untyped-def]
    app.settings.palette = palette
    session = GameSession("taisen", 1, {}, [Seat(), Seat()], from_notation(ONE_OF_EACH, 1))
    session._mark_turn_start()
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    scene.update(1 / 60)
    app.draw()
    return app.canvas, scene


def card_pixels(canvas: pygame.Surface, scene: TaisenScene, card: int) -> np.ndarray:
    x, y = scene.view.card_xy(card)
    rect = pygame.Rect(int(x), int(y), art.CARD_W, art.CARD_H).inflate(-12, -12)
    return pygame.surfarray.array3d(canvas.subsurface(rect)).astype(float)


@pytest.mark.parametrize("simulation", sorted(SIMULATIONS))
def test_the_colour_blind_palette_keeps_the_kinds_apart_by_colour(app, simulation):  # type: ignore[no-untyped-def]
    canvas, scene = table_canvas(app, "colour_blind")
    colours = {
        kind: simulate(
            np.median(card_pixels(canvas, scene, card).reshape(-1, 3), axis=0),
            SIMULATIONS[simulation],
        )
        for kind, card in CARDS.items()
    }
    for a, b in itertools.combinations(colours, 2):
        assert np.linalg.norm(colours[a] - colours[b]) > 60, (simulation, a, b)


@pytest.mark.parametrize("palette", ["standard", "colour_blind"])
@pytest.mark.parametrize("simulation", sorted(SIMULATIONS))
def test_every_palette_keeps_the_kinds_apart_by_their_symbols(app, palette, simulation):  # type: ignore[no-untyped-def]
    """Brightness alone (what is left when hue is lost): the pictures still differ."""
    canvas, scene = table_canvas(app, palette)
    shapes = {}
    for kind, card in CARDS.items():
        seen = simulate(card_pixels(canvas, scene, card), SIMULATIONS[simulation]).mean(axis=2)
        shapes[kind] = seen > np.median(seen) + 40  # the light marks: symbol, digits
    for a, b in itertools.combinations(shapes, 2):
        assert (shapes[a] != shapes[b]).mean() > 0.04, (palette, simulation, a, b)


def test_the_palette_setting_recolours_the_table_at_once(app):  # type: ignore[no-untyped-def]
    canvas, scene = table_canvas(app, "standard")
    before = card_pixels(canvas, scene, CARDS["scissors"]).copy()
    app.settings.palette = "colour_blind"
    app.draw()
    after = card_pixels(app.canvas, scene, CARDS["scissors"])
    assert np.abs(before - after).mean() > 10
    app.settings.palette = "standard"
    app.draw()


def test_each_kind_has_its_own_pattern_across_the_card(app):  # type: ignore[no-untyped-def]
    """Rock checks, Paper stripes, Scissors diagonals, the Shogun dots: a shape cue as
    large as the card's body, not only its colour."""
    size = (art.CARD_W * art.SS, art.CARD_H * art.SS)
    masks = {
        name: pygame.surfarray.array_alpha(art._kind_pattern(art.COLOUR[card], size)) > 0
        for name, card in CARDS.items()
    }
    for name, mask in masks.items():
        assert 0.05 < mask.mean() < 0.7, name  # covers the body, leaves it readable
    for a, b in itertools.combinations(masks, 2):
        assert (masks[a] != masks[b]).mean() > 0.15, (a, b)
