"""The replay's buttons are hit from the sofa (issue 33, newcomer G: at 1280x720 the
steps, play and speed were 44x24 px with 14 px icons, 'small'): each is at least 29 px
tall at 1280x720 (and in proportion larger), 40 wide (s22: Start, End, the pairs' arrows
and the speed are icons, their words between or in the tip; they were 60 wide with a
word each on two dense rows), Play 60 or more, its icon 18 px, in EN and FR, inside the strip
and apart from every other control; the table keeps its smallest words 11 px tall
(test_replay_legible.py)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import pytest

from scenes import theme
from scenes.replay import open_replay
from scenes.replay.controls import ICON_SIZE

from .conftest import Driver
from .replay_records import make_record
from .test_replay_legible import controls


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["dojo", "taisen"])
def test_the_steps_and_play_are_big_enough_to_hit(
    sized_app: Any, tmp_path: Path, game: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = open_replay(app, make_record(game, tmp_path / "records"), at=20)
    app.push(scene)
    Driver(app).step()
    scale = size[1] / 720
    for button in [*scene.transport, *scene.speed_buttons, *scene.column_buttons]:
        assert button.rect.height >= 29 * scale - 1, button.rect  # (27 before s22)
    for button in [*scene.transport, *scene.speed_buttons]:  # (s22: 60 wide with a word;
        assert button.rect.width >= 40 * scale - 1, button.rect  # now icons, words between)
    assert scene.transport[3].rect.width >= 60 * scale - 1  # Play, its word and key
    assert theme.px(ICON_SIZE) >= 18 * scale - 1
    _, strip = scene.rects
    placed = controls(scene)
    for name, rect in placed.items():
        assert strip.contains(rect), name
    for (a, ra), (b, rb) in combinations(placed.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    assert app.window.get_rect().contains(strip)
