"""Settings, Language: its line named 'the phones' page' / 'la page des téléphones', which
means nothing to a newcomer who has never played with phones (newcomer U, s20, 087/090).
It now says what the phones are for (a player's hand) and where they are chosen (the
Phones row of New game), whole on its row at 1280x720."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.settings_scene import SettingsScene
from scenes.title import TitleScene
from scenes.widgets import shortened

HAND = {"en": "hand", "fr": "main"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_language_line_says_what_the_phones_are(app, lang):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    words = app.tr("settings.language.help")
    assert "page" not in words  # no unexplained 'phones' page'
    assert HAND[lang] in words  # what a phone holds: the player's hand
    assert app.tr("setup.phones") in words  # the row that offers them
    assert app.tr("setup.title", game="").split()[0] in words  # and where that row is
    app.push(TitleScene(app))
    scene = SettingsScene(app)
    app.push(scene)
    scene.draw(pygame.Surface(app.view_size))
    assert app.view_size == (1280, 720)
    rect, drawn = scene.row_help()[0]
    assert drawn == words
    assert shortened(words, theme.FONT_SMALL, rect.width) == words  # whole, no "…"
