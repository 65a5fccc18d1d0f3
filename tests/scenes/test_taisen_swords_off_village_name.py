"""A combat's swords never cover a village's name. Newcomer Y, s21 (EN 1280x720,
222-wolf2): after the Wolf's raid on the Monkey village its swords sat on the middle of
the road's label, 'M⚔ey village'. At a village they now sit on the road at its outer
edge, clear of the name; on a tile, on its number stone's left end as before."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.taisen import layout as L
from scenes.taisen import trail

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"


@pytest.fixture(autouse=True)
def design_size_after() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


def village_names(lang: str) -> dict[str, str]:
    words: dict[str, str] = {}
    for path in (I18N / lang).glob("taisen*.json"):
        words.update(json.loads(path.read_text(encoding="utf-8")))
    return {side: words[f"taisen.village.{side}"] for side in ("monkey", "wolf")}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_villages_swords_leave_its_name_whole(lang: str, size: tuple[int, int]) -> None:
    pygame.init()
    L.configure(size)
    theme.set_scale(L.SCALE)
    names = village_names(lang)
    badge = trail._swords_at(L.SCALE)
    screen = pygame.Rect((0, 0), size)
    for pos, side in ((0, "monkey"), (len(L.COLUMNS) - 1, "wolf")):
        width, height = theme.font(theme.FONT_SMALL).size(names[side])
        label = pygame.Rect(0, 0, width, height)
        label.center = (L.COLUMNS[pos].centerx, L.ROAD_Y + L.px(1))
        swords = badge.get_rect(center=trail.swords_centre(pos))
        assert not swords.colliderect(label), (side, swords, label)  # fails before
        assert screen.contains(swords)
        assert L.ROAD_Y - L.ROAD_H // 2 <= swords.centery <= L.ROAD_Y + L.ROAD_H // 2
    # a tile's swords: on its number stone's left end, as before
    tile = badge.get_rect(center=trail.swords_centre(5))
    assert L.COLUMNS[5].left < tile.centerx < L.COLUMNS[5].centerx
