"""Newcomer Y, s13, 014: the log's 'Wolf moves Rock 2 + Scissors 1 + Paper 2 to tile 7'
did not say which ninja moved and which rode on it. The line names the ninja moved,
then what it carries, as the hint does ('Rock 1 (carrying Scissors 2)')."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from scenes.app import App
from scenes.taisen import game_log

NBSP = "\u00a0"
MOVED = {"side": "wolf", "die": "b", "value": 3, "src": 10, "dst": 7}
WORDS = {
    "en": (
        "Wolf moves Rock 2 (carrying Scissors 1 + Paper 2) to tile 7 (the blue die, 3)",
        "Wolf moves Rock 2 to tile 7 (the blue die, 3)",
    ),
    "fr": (
        "Loup déplace Pierre 2 (qui porte Ciseaux 1 + Feuille 2) sur la tuile 7 (dé bleu, 3)",
        "Loup déplace Pierre 2 sur la tuile 7 (dé bleu, 3)",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_names_the_ninja_moved_and_what_it_carries(app: App, lang: str) -> None:
    app.set_language(lang)
    carried, alone = WORDS[lang]
    line = game_log.describe(Event("moved", {**MOVED, "cards": ["r2", "s1", "p2"]}), app.tr)
    assert line is not None and line.text.replace(NBSP, " ") == carried
    line = game_log.describe(Event("moved", {**MOVED, "cards": ["r2"]}), app.tr)
    assert line is not None and line.text.replace(NBSP, " ") == alone
