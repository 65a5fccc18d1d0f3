"""The Dojo replay's first step, a Dojo placed, tells 'This step:' under the roll-off's
dice, never over them (issue 33, newcomer U, s9 u-139.png, French at 1280x720: 'Cette
action :' and 'Clan bleu bâtit son Dojo...' were drawn over 'Au dé : le plus fort
place son Dojo en premier' and its dice, unreadable)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.layout import OPTIONS_TOP
from scenes.dojo.prompt_panel import ROLL_OFF_H
from scenes.dojo.replay_step import step_rect
from scenes.replay import open_replay

from .replay_records import make_record
from .test_replay_dojo_step import HEAD, drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_placement_step_is_told_under_the_roll_off(
    sized_app: Callable[[tuple[int, int]], App],
    tmp_path: Path,
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    path = make_record("dojo", tmp_path / "records")
    scene = open_replay(app, path, at=1)  # the first Dojo placed, the second to come
    said = drawn(app, scene, monkeypatch)
    table = scene.table
    assert table.state.phase == "dojo"
    assert HEAD[lang] in said and app.tr("dojo.roll_off") in said  # both drawn
    with theme.scaled_for(app.view_size):
        action = table.layout.action
        roll_off = pygame.Rect(
            action.left, action.top + theme.px(OPTIONS_TOP), action.width, theme.px(ROLL_OFF_H)
        )
        told = step_rect(table)
    assert told is not None and told.bottom <= action.bottom
    assert not told.colliderect(roll_off)  # fails before: both from OPTIONS_TOP
