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
