"""While a steep string fills the hands' panel, the log it shows beside the string
stands in a box of its own (newcomer B, s22, Night EN 1920x1080, 51r2xc: 'the game log
is squeezed into the string's panel as a narrow column of text beside the string, text
and string in one box'): a framed box, the log's lines inside it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme

from .test_night_hand_in_panel import aiming_table
from .test_night_log_while_aiming import five_line_prompt


def test_the_log_beside_a_steep_string_has_its_own_frame(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.set_language("fr")
    scene = aiming_table(app)
    five_line_prompt(scene, monkeypatch)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    aim = scene.aiming
    aim.start(next(a for a, _ in scene.options if a.kind == "move"))
    layout = scene.layout()
    roofs = range(len(scene.state.village.buildings))
    for pair in [(h, t) for h in roofs for t in roofs if h != t]:  # the steepest ways
        aim.aim = lambda p=pair: p  # type: ignore[method-assign]
        if aim.panels(layout)[1] is None:
            break
    side = aim.side_log(layout)
    assert side is not None
    scene.draw(canvas)
    box = scene.table_view.log_box
    assert box is not None and side.contains(box) and box != side  # inside, inset
    border = canvas.get_at((side.left, side.centery))[:3]
    inside = canvas.get_at((side.left + layout.px(6), side.centery))[:3]
    assert border != inside  # fails before: the panel's fill both, no frame
    assert sum(abs(a - b) for a, b in zip(border, theme.BORDER, strict=True)) < 60, border
    app.set_language("en")
