"""Newcomer D (s10, nc-94/043.png, hot-seat at 1280x720): the value tokens in the
backpacks were small; from a sofa their 1, 2, 3 were hard to read. A token fills its
pocket: its figure stands 14 px tall or more at 1280x720 (13 px before; the house's
least is 11 px capitals), whole inside the pocket, at 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, line_state, person_table

from scenes import theme
from scenes.night import art


def figure_height(image: pygame.Surface) -> int:
    """The height of the dark figure painted in the middle of a token's picture."""
    w, h = image.get_size()
    rows = [
        y
        for y in range(h)
        for x in range(w)
        if (x - w / 2) ** 2 + (y - h / 2) ** 2 < (0.3 * w) ** 2
        and image.get_at((x, y)).a > 200
        and sum(image.get_at((x, y))[:3]) < 240
    ]
    return max(rows) - min(rows) + 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_backpack_token_s_figure_reads_from_a_sofa(
    sized_app: Any, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    theme.set_scale(theme.scale_for(size))
    s = line_state()
    for kind in ("v1", "v2", "v3"):
        give(s, kind, seat=0)
    scene = person_table(app, s, draw=False)
    drawn: list[tuple[pygame.Surface, pygame.Rect]] = []
    token = art.token

    def spy(face: str, diameter: int, *args: Any, **kwargs: Any) -> Any:
        image = token(face, diameter, *args, **kwargs)
        if face in ("v1", "v2", "v3"):
            drawn.append((image, pygame.Rect(0, 0, diameter, diameter)))
        return image

    monkeypatch.setattr(art, "token", spy)
    canvas = pygame.Surface(size)
    layout = scene.layout()
    drawn.clear()
    scene.backpacks.draw(canvas, layout, set())
    assert len(drawn) == 3
    least = 14 * size[1] / 720
    pocket = layout.slot_rect(0, 0)
    for image, rect in drawn:
        assert figure_height(image) >= least, figure_height(image)  # fails before: 13
        assert rect.width <= pocket.width  # whole in its pocket
