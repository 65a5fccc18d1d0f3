"""Settings fits a 720 px window with room above its frame: its title no longer sits on
the window's top edge with the top border cut (newcomer O, s18, 004, 1280x720 FR), and its
rows, their lines and Done stay inside the panel."""

from __future__ import annotations

import pytest

from scenes import theme
from scenes.settings_scene import SettingsScene


@pytest.mark.parametrize("size", [(1280, 720), (1280, 700), (1920, 1080)])
def test_the_settings_panel_is_whole_in_the_window(sized_app, size):  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language("fr")
    scene = SettingsScene(app)
    with theme.scaled_for(size):
        scene.layout(size)
        panel = scene.panel
        assert panel.top >= theme.px(16)  # a margin above the frame (2 px before)
        assert panel.bottom <= size[1] - theme.px(36)  # clear of the keys' line
        done = scene.menu.widgets[-1].rect
        assert panel.contains(done)
        for rect, _words in scene.row_help():
            assert rect.bottom <= done.top  # every row's line above Done
        first = scene.menu.widgets[0].rect
        assert first.top >= panel.top + theme.px(76)  # below the title's brush line


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_line_has_room_under_its_row_and_before_the_next(sized_app, size, lang):  # type: ignore[no-untyped-def]
    """Newcomer S, s20, 131: the Language row's line sat tight under its highlighted
    frame (the row's rect, lit when focused), and Done crowded the last row's line; a
    first fix (a6139774, reverted) ran each line's foot into the next row's frame. Each
    line stands 3 px under its row, whole before the next row, and Done 12 under the
    last, the panel's top 16 px or more from the window's."""
    app = sized_app(size)
    app.set_language(lang)
    scene = SettingsScene(app)
    with theme.scaled_for(size):
        scene.layout(size)
        assert scene.panel.top >= theme.px(16)
        rows = scene.menu.widgets[:-1]
        done = scene.menu.widgets[-1].rect
        lines = scene.row_help()
        assert len(lines) == len(rows)
        for number, (row, (rect, words)) in enumerate(zip(rows, lines, strict=True)):
            drawn = theme.text(words, theme.FONT_SMALL).get_rect(topleft=rect.topleft)
            assert drawn.top - row.rect.bottom >= theme.px(3), words  # before: 0
            if number + 1 < len(rows):  # the line's words whole above the next row
                assert drawn.bottom <= rows[number + 1].rect.top, words
            if hasattr(row, "_value_rect"):  # (a slider has no box)
                value = theme.text("Français", theme.FONT_BODY + 1).get_height()
                assert row._value_rect().height >= value  # the value whole in its box
        last = theme.text(lines[-1][1], theme.FONT_SMALL).get_rect(topleft=lines[-1][0].topleft)
        assert done.top - last.bottom >= theme.px(12)  # before: 4 (the font's line)
        assert scene.panel.contains(done)
