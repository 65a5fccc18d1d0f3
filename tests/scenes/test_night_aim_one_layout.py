"""Newcomer O, s18 (220/221, 226): aiming Sam's throw the log was squeezed into a narrow
column beside the string, wrapped word by word; for Ida's it lay under the string's
box: the layout jumped between two throws. Now every throw the table offers shows the
same string panel and the log under it at the column's foot, full width, four lines
(scenes/night/string_aim.py, panels); only a string too steep for that panel at the
village's scale takes more (none of these)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.night.layout import LOG_LINE

from .test_night_hand_in_panel import aiming_table


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_throw_has_one_layout(sized_app: Any, size: Any, lang: str) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = aiming_table(app)
    canvas = pygame.Surface(size)
    scene.draw(canvas)
    throws = [a for a, _ in scene.options if a.kind in ("move", "attack")]
    assert len(throws) >= 4
    seen = set()
    for action in throws:
        scene.aiming.start(action)
        scene.draw(canvas)
        layout = scene.layout()
        panel, log = scene.aiming.panels(layout)
        assert log is not None and log.width == layout.hands.width
        assert log.bottom == layout.hands.bottom
        assert log.height >= layout.px(4 * LOG_LINE + 12) - 1
        assert scene.aiming.side_log(layout) is None  # never beside the string
        seen.add((tuple(panel), tuple(log)))
    assert len(seen) == 1, seen  # before: a panel and a log for each throw
    app.set_language("en")
