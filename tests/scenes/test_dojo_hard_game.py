"""What a headless game against the hard computer showed (issue 33 follow-up 4): a
throw's row said 'Throw from the plains to the west (3)', a bare number beside the
fight rows' '1 against 1'; it says what the number is, as the battle's tray does."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .test_dojo_loose_ends import _battles
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throws_row_says_its_number_is_the_defenders(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _battles(scene, defenders=2, attacks=6)
    scene.selected = None
    scene.choices.build()
    throws = [o.label for o in scene.options if o.icon == "shuriken"]
    assert throws
    said = {"en": "(2 defending)", "fr": "(2 en défense)"}[lang]
    for label in throws:
        assert label.endswith(said), label
