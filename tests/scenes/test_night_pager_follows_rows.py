"""Issue 33, newcomer G (d6.png): the Night action list showed 'Page 1/2' with an empty
gap above the pager while only 6 rows showed. A page holds as many rows as fit above
the row that turns the page; where its next row takes two lines and does not fit, the
room it leaves stood empty above the pager, which sat at the foot of the list's whole
room. The pager now stands right under the fullest page's rows, in that place on every
page, and the room under it is the log's."""

from __future__ import annotations

from typing import Any

import pytest
from support.night_pages import nine_a_page

from scenes import theme
from scenes.night.layout import OPTION_GAP, OPTION_H, OPTION_H_TWO
from scenes.night.options_panel import OptionsPanel

from .test_night_native import table, until


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pager_stands_under_the_rows_not_under_a_gap(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    real = OptionsPanel.row_height

    def some_rows_of_two_lines(panel: OptionsPanel, index: int) -> int:
        # the placement's rows 5-7 as tall as rows whose words take two lines (a bonus's,
        # a discard's): the seventh no longer fits on the first page, as in G's d6.png
        return OPTION_H_TWO if index in (4, 5, 6) else real(panel, index)

    monkeypatch.setattr(OptionsPanel, "row_height", some_rows_of_two_lines)
    monkeypatch.setattr(OptionsPanel, "capacity", nine_a_page)  # (a list of roofs: s11)
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, players=2)
    until(scene, lambda: scene.can_act and scene.state.phase == "place")
    app.draw()
    panel = scene.option_list
    layout = scene.layout()
    assert panel.pager.paged and panel.pager.sizes[0] == 6
    rows = [rect for rect, _ in panel.option_rects]
    arrows = [box.copy() for box, _ in panel.page_rects]
    room_left = layout.option_room() - (
        4 * (OPTION_H + OPTION_GAP) + 2 * (OPTION_H_TWO + OPTION_GAP)
    )
    assert room_left >= OPTION_H + OPTION_GAP  # the old gap: a one-line row's room, empty
    with theme.scaled_for(size):
        gap = theme.px(OPTION_GAP) + 1
    assert all(0 <= arrow.top - rows[-1].bottom <= gap for arrow in arrows)  # right under
    box = panel.box(layout)
    assert all(box.contains(r) for r in [*rows, *arrows])
    assert box.bottom - max(a.bottom for a in arrows) <= layout.px(8) + 1
    log = layout.log_under(box)
    assert log.top >= box.bottom and log.bottom == layout.area.bottom  # the rest: the log's
    panel.turn_page(1)
    app.draw()
    assert panel.box(layout) == box  # the pager in its place on every page
    assert [b for b, _ in panel.page_rects] == arrows
