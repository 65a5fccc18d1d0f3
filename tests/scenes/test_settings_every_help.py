"""Settings: every row's line of help shows at once, under its own label, not only the
focused row's under the list (newcomers E and F, s15: 'Confirm end of turn' told nothing
until it was focused). Each line lies between its row and the next, inside the panel."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.settings_scene import SettingsScene
from scenes.title import TitleScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_row_says_what_it_does_while_the_first_is_focused(app, monkeypatch, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    assert scene.menu.focused is scene.language
    drawn: list[str] = []
    real = theme.blit_text

    def spy(canvas, text, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append(text)
        return real(canvas, text, *a, **k)

    monkeypatch.setattr("scenes.settings_scene.theme.blit_text", spy)
    scene.draw(pygame.Surface(app.view_size))
    rows = scene.menu.widgets[:-1]
    keys = scene.help_keys()
    for widget in rows:
        key = keys[id(widget)]
        assert app.tr(key) in drawn, key  # whole, and drawn though not focused
    assert app.tr("settings.confirm_turn_end.help") in drawn
    lines = scene.row_help()
    assert len(lines) == len(rows)
    done = scene.menu.widgets[-1].rect
    for index, (rect, _words) in enumerate(lines):
        assert rect.top >= rows[index].rect.bottom
        below = rows[index + 1].rect.top if index + 1 < len(rows) else done.top
        assert rect.bottom <= below
        assert scene.panel.contains(rect)
