"""Every roof's row of a move list on one page, where the rows fit (the log giving way),
each keyed by its roof's own number and a roof 10 or higher's by none: no roof's row
shows another number (newcomer J, s11, nc-J/110: roofs 10 and 11 went to page 2 and took
the free digits, '1. Move to roof 10'). 1280x720 and 1920x1080, English and French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from .test_night_roof_keys import moving_from_roof_4


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_roof_on_one_page_by_its_own_number(sized_app: Any, lang: str, size: Any) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = moving_from_roof_4(app)
    scene.draw(app.window)
    panel = scene.option_list
    assert not panel.pager.paged  # fails before: page 1/2
    shown = panel.visible()
    targets = [scene.target_roof(panel.rows[i][0]) for i in shown]
    moves = [a for a, _ in panel.rows if a.kind == "move"]
    assert len(moves) >= 9 and sum(t is not None for t in targets) == len(moves)
    assert 9 in targets  # roof 10, on the first page
    keys = panel.keys(shown)
    for index, target, key in zip(shown, targets, keys, strict=True):
        words = panel.row_text(key, *panel.rows[index])
        if target is not None:  # roof 10's too (its key 0: newcomer O, s12)
            assert words.startswith(f"{target + 1}. "), words
        else:  # the other rows: a letter, E for End the turn (no digit of a roof's)
            assert not words[:1].isdigit() and words[1:3] == ". ", words
    layout = scene.layout()
    box = panel.box(layout)
    assert box.bottom <= layout.area.bottom  # the list stays in its place, over the packs
    drawn = [row.rect for row in panel.choices.rows_drawn]
    assert len(drawn) == len(shown) and all(box.contains(r) for r in drawn)
    boxes = scene.table_view.boxes(layout)
    for k, one in enumerate(boxes):
        assert one.collidelist(list(boxes[k + 1 :])) < 0, one
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_9, mod=0, unicode="")
    scene.handle_event(press)
    assert scene.throw is not None and scene.target_roof(scene.throw) == 8
    app.pop()
    app.set_language("en")
