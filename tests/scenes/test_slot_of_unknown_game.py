"""A save of a game this version does not know (a newer version's fifth game, a hand-
edited file) is described on the slots screen in words, in English and French: the
slots screen showed the catalogue's key, 'game.chess.name' (found by a hostile pass,
issue 21 point 16)."""

from __future__ import annotations

import json

import pytest

from ninjas.core.paths import saves_dir
from scenes.app import App
from scenes.slots import describe_slot, slot_summary


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("game", ("chess", "__proto__", ""))
def test_a_save_of_an_unknown_game_is_described_in_words(app: App, lang: str, game: str) -> None:
    app.set_language(lang)
    path = saves_dir() / "slot1.json"
    plain = {"format": "ninjas-save", "version": 1, "game": game, "seed": 3, "actions": ["x"]}
    path.write_text(json.dumps(plain))
    text = slot_summary(app, describe_slot(path))
    assert text == app.tr("slots.unknown_game")
    assert "game." not in text and text != "slots.unknown_game"
