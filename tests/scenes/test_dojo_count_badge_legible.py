"""A stack's count on the Dojo board reads from the sofa (newcomer C, s22, FR 1280x720,
gd17: 'I misread a 3 as a 1, had to zoom'): the digits at least 11 px tall at 1280x720,
dark on the clan's colour at 4.5:1 or more (before, Yanone's thin condensed moonlight
digits on orange: 2.4:1), every digit on the badge's fill, two digits too (a pill)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import map_layers
from scenes.dojo.art import CLAN_COLOURS

from .test_dojo_click_chooses import _two_stacks

Colour = tuple[int, int, int]


def luminance(colour: Colour) -> float:
    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: Colour, b: Colour) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _drawn(layers: Any, count: int, seat: int, side: int, bare: bool) -> pygame.Surface:
    """The badge of `count` drawn alone on black; `bare`: its digits in the badge's own
    colour (the same shape, no digit seen)."""
    canvas = pygame.Surface((side, side))
    canvas.fill((0, 0, 0))
    real = map_layers.theme.text

    def blank(string: str, size: int, *a: Any, **k: Any) -> pygame.Surface:
        if not bare or string != str(count):
            return real(string, size, *a, **k)
        return real(string, size, CLAN_COLOURS[seat], *a[1:], **k)

    map_layers.theme.text = blank  # type: ignore[assignment]
    try:
        layers._badge(canvas, (side // 2, side // 2), count, seat)
    finally:
        map_layers.theme.text = real  # type: ignore[assignment]
    return canvas


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [3, 14])
def test_a_stacks_count_is_tall_dark_and_on_its_badge(
    sized_app, size: tuple[int, int], count: int
) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    scene, _, _ = _two_stacks(app, "en")
    layers = scene.map_layers
    with theme.scaled_for(size):
        side = 8 * layers.badge_radius()
        for seat in (0, 1):
            fill = CLAN_COLOURS[seat]
            shown = _drawn(layers, count, seat, side, bare=False)
            bare = _drawn(layers, count, seat, side, bare=True)
            digits = [
                (x, y)
                for x in range(side)
                for y in range(side)
                if shown.get_at((x, y)) != bare.get_at((x, y))
            ]
            xs, ys = [x for x, _ in digits], [y for _, y in digits]
            assert max(ys) - min(ys) + 1 >= 11 * size[1] / 720, seat  # cap height
            strongest = max(contrast(tuple(shown.get_at(p))[:3], fill) for p in digits)  # type: ignore[arg-type]
            assert strongest >= 4.5, (seat, strongest)  # fails before: 2.4:1 on orange
            # every digit's pixel on the fill: none on the rim or off the badge
            off = [(p, tuple(bare.get_at(p))) for p in digits if tuple(bare.get_at(p))[:3] != fill]
            assert not off, (seat, off[:5], min(xs))
