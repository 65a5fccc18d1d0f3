"""Every roof's row of a move list keyed by its roof's own number on whichever page it
stands, a roof 10 or higher's by none: no roof's row shows another number (newcomer J,
s11, nc-J/110: roofs 10 and 11 went to page 2 and took the free digits, '1. Move to roof
10'). The list no longer takes the log's room: the log keeps four lines under it
(newcomer E, s15, 030, 068: squeezed to one line, the story lost while choosing), the
roofs page, and End the turn and 'Look at my tokens' stand on the first page (068: the
latter went to page 2); a roof's number still moves there from any page. The placing's
roofs, with no story yet, stay on one page. 1280x720 and 1920x1080, English and French."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.night.layout import LOG_LINE
from scenes.night.open_turn import PEEK

from .test_night_roof_keys import moving_from_roof_4


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_roof_by_its_own_number_and_the_log_kept(
    sized_app: Any, lang: str, size: Any
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = moving_from_roof_4(app)
    s = scene.state
    token = s.roofs[5].pop()  # a token only she has seen: 'Look at my tokens' offered
    s.backpacks[0][0] = token
    s.known[token].add(0)
    scene.holder, scene.open_seat = 1, 0  # her turn played in the open
    scene._refresh()
    scene.draw(app.window)
    panel = scene.option_list
    moves = [a for a, _ in panel.rows if a.kind == "move"]
    assert len(moves) >= 9
    seen: list[int | None] = []
    for page in range(panel.pager.pages):
        panel.page = page
        scene.draw(app.window)
        shown = panel.visible()
        targets = [
            scene.target_roof(panel.rows[i][0])
            if i >= 0 and panel.rows[i][0].kind == "move"
            else None
            for i in shown
        ]
        seen += targets
        kinds = [panel.rows[i][0].kind for i in shown if i >= 0]
        if page == 0:  # fails before: the peek on page 2
            assert "end" in kinds and PEEK in kinds, kinds
        keys = panel.keys(shown)
        for index, target, key in zip(shown, targets, keys, strict=True):
            words = panel.row_text(key, *panel.rows[index])
            if target is not None:  # roof 10's too (its key 0: newcomer O, s12)
                assert words.startswith(f"{target + 1}. "), words
            else:  # the other rows: a letter, E for End the turn (no digit of a roof's)
                assert not words[:1].isdigit() and words[1:3] == ". ", words
        layout = scene.layout()
        box = panel.box(layout)
        assert box.bottom <= layout.area.bottom  # the list in its place, over the packs
        drawn = [row.rect for row in panel.choices.rows_drawn]
        assert len(drawn) == len(shown) and all(box.contains(r) for r in drawn)
        boxes = scene.table_view.boxes(layout)
        assert len(boxes) >= 3  # the prompt, the list, the log
        assert boxes[2].height >= layout.px(4 * LOG_LINE + 12)  # fails before: 1 line
        for k, one in enumerate(boxes):
            assert one.collidelist(list(boxes[k + 1 :])) < 0, one
    assert sum(t is not None for t in seen) == len(moves) and 9 in seen  # roof 10 too
    panel.page = 0
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_9, mod=0, unicode="")
    scene.handle_event(press)
    assert scene.throw is not None and scene.target_roof(scene.throw) == 8
    app.pop()
    app.set_language("en")
