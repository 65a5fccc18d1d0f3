"""A summoning with one card to draw says so plainly (issue 33, newcomer J, Dojo in
French at 1920x1080, shot-252: 'combien de cartes piocher (de 1 à 1)' with a slider of
one stop read as broken). With one ninja on the board, or one card left in the deck,
the prompt says why there is one card and what it gives; two or more keep 'from 1 to N'."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App

from .conftest import record_texts
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


def _summoning(app: App, ninjas: int, deck: int):  # type: ignore[no-untyped-def]
    scene = _placed_table(app)
    held = _many(scene, per_hex=1, hexes=ninjas, deck=deck)
    state = scene.state
    me = state.mover
    for h, counts in state.ninjas.items():  # nobody of the mover's but on `held`
        if h not in held:
            counts[me] = 0
    scene.version += 1
    scene._refresh()
    assert state.phase == "summon" and state.on_board(me) == ninjas
    return scene


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize(
    ("ninjas", "deck", "key"),
    ((1, 20, "dojo.prompt.summon_one"), (3, 1, "dojo.prompt.summon_deck_one")),
)
def test_one_card_to_draw_is_said_plainly(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    ninjas: int,
    deck: int,
    key: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    scene = _summoning(app, ninjas, deck)
    words = scene.prompt_panel.text()
    assert words == app.tr(key)  # before: '... (1 to 1) ...', '... (up to 1, ...'
    assert "1 to 1" not in words and "1 à 1" not in words and "up to 1" not in words
    drawn = record_texts(monkeypatch)
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
        panel = scene.prompt_panel.panel
        lines = panel.lines(words, panel.width(scene.layout.action))
    assert all(line in drawn for line in lines)  # whole at 1280x720
    assert not any("…" in text for text in drawn)


@pytest.mark.parametrize(("lang", "words"), (("en", "1 to 3"), ("fr", "1 à 3")))
def test_more_cards_keep_their_range(app: App, lang: str, words: str) -> None:
    app.tr = Translator(lang)
    scene = _summoning(app, 3, 20)
    assert words in scene.prompt_panel.text()
