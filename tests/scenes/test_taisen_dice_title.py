"""Taisen's dice panel: its title (DICE / DÉS) stands clear of the panel's top border and
of the dice, and stays whole while they roll (issue 33, newcomer K, T4 at 1920x1061: the
title sat on the top border, the rolling dice over its lower half)."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme
from scenes.taisen import layout as L

from .conftest import Driver
from .test_taisen_hint_risk import at


def near(rgb: Any, colour: Any) -> bool:
    return all(abs(a - b) <= 12 for a, b in zip(rgb, colour, strict=True))


def title_ink(app: Any) -> tuple[Any, Any]:
    """The title as drawn (its surface) and the rectangle of its ink on the screen."""
    words = theme.text(app.tr("taisen.dice"), theme.FONT_SMALL, theme.GOLD)
    ink = words.get_bounding_rect()
    return words, ink.move(L.DICE_TITLE)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1061)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dice_title_stands_clear_of_the_border_and_stays_whole_as_they_roll(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = at(app, ui, "R1/P1/-/-/-/-/s2/-/-/-/j m r1g2b3 -")
    ui.step()
    words, ink = title_ink(app)
    assert ink.top - L.DICE_PANEL.top >= L.px(10), (ink, L.DICE_PANEL)  # off the border
    for die in range(3):  # at rest, lifted and haloed as a die picked: under it
        assert ink.bottom + L.px(2) <= L.die_rect(die).top - L.px(10), (die, ink)
    dice = scene.view.dice
    worst = 1.0
    for step in range(40):  # the roll's tumble and bounce, frame by frame
        dice.rolling = [1.0 - step / 40] * 3
        dice.angles = [step * 37.0, step * 53.0, step * 71.0]
        scene.draw(app.window)
        solid = [
            (ink.x + x, ink.y + y)
            for x in range(ink.width)
            for y in range(ink.height)
            if words.get_at((ink.x + x - L.DICE_TITLE[0], ink.y + y - L.DICE_TITLE[1]))[3] == 255
        ]
        gold = [p for p in solid if near(app.window.get_at(p)[:3], theme.GOLD)]
        worst = min(worst, len(gold) / len(solid))
    assert worst > 0.99, worst
