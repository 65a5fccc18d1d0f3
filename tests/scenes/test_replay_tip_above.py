"""The replay's tips stand just above its strip, over no button and not the timeline,
and its buttons are taller where the table has room to give (newcomers G, I, J, s11,
nc-J/054: Dojo at 1280x720, the Play tip lay over the timeline and the buttons while the
pointer rested on it; the buttons small for a sofa). The table keeps its smallest words
11 px tall. 1280x720 and 1920x1080, English and French."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scenes.replay.controls import buttons_more, keeps_table_legible

from .conftest import Driver
from .test_replay import opened
from .test_replay_icon_labels import words_drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_play_tip_stands_above_the_strip(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    ui = Driver(app)
    scene = opened(app, tmp_path, "dojo", at=3)
    ui.step()
    strip = scene.rects[1]
    play = scene.transport[3]
    ui.move(play.rect.center)
    rect = words_drawn(app)[app.tr("replay.tip.play")][0]
    assert rect.bottom <= strip.top  # fails before: on the timeline's row, in the strip
    assert not rect.colliderect(scene.timeline.rect)
    assert rect.collidelist([b.rect for b in scene.all_buttons()]) < 0
    # taller buttons for the sofa where the table has room: Dojo's, not Taisen's
    scale = size[1] / 720
    assert buttons_more("dojo") > 0 and buttons_more("taisen") == 0
    assert play.rect.height >= (27 + buttons_more("dojo")) * scale - 1  # fails before: 27
    for game in ("dojo", "night", "shinobi", "taisen"):
        assert keeps_table_legible(size, game), game
    app.set_language("en")
