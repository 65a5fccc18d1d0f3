"""The hex note keeps off the log's lines (issue 33, newcomer G, x8.png: during a
summoning the note on the hex pointed at lay over the top of a short log and hid its
last lines, 'Ada summons with Joker, 7, 10, 9, 3.'): when the note takes the log's top,
the log shows its latest entries under it."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator

from .test_dojo_ends import SizedApp, _many
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_log_line_lies_under_the_hex_note(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = _placed_table(app)
    held = _many(scene, deck=40)
    scene.play("summon 5")
    scene.play(f"die {held[0][0]},{held[0][1]}")
    app.draw()
    over_log = 0
    for h in scene.state.terrain:
        scene.cursor = h
        app.draw()
        box, _ = scene.note.box()
        if not box.colliderect(scene.layout.log):
            continue
        over_log += 1
        rows = scene.log_panel.placed()
        assert rows, h
        for row, _line in rows:
            assert not row.colliderect(box), (h, row, box)
            assert scene.layout.log.contains(row), (h, row)
        # the newest line is among those shown
        assert rows[-1][1] == scene.log_panel.visible()[-1][1]
    # (over_log may be 0: the note without its rule fits the summoning's panel since
    # s15; it takes the log's top only where nothing else has room)
    scene.cursor = None
    app.draw()
    assert scene.log_panel.rect == scene.layout.log


def test_the_note_off_the_log_leaves_its_box_alone(sized_app: SizedApp) -> None:
    app = sized_app((1280, 720))
    scene = _placed_table(app)
    scene.state.phase, scene.state.remaining = "move", 3
    scene._refresh()
    app.draw()
    for h in scene.state.terrain:
        scene.cursor = h
        app.draw()
        box, _ = scene.note.box()
        if not box.colliderect(scene.layout.log):
            assert scene.log_panel.rect == pygame.Rect(scene.layout.log)
