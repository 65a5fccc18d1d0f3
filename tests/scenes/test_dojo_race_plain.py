"""The deck's warning two turns ahead says its figures plainly (issue 33, newcomer U, s9
u-16-12.png: 'La pioche de Clan bleu (40) tient encore 1 invocation de 16' could not
be decoded; 16 was the most it may draw, one card per ninja). Now 'allows one more
summoning of up to 12 cards (1 per ninja), then it is out', whole in the top bar."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.app import App
from scenes.dojo.deck_warning import WARNING
from scenes.dojo.race_words import near_text

from .test_dojo_race_words import SIZES, drawn_words, first_turn

PLAIN = {  # one steady line since newcomer X, s13, nc-X/044 (the figures of each step
    # and the advice changed its words every few seconds, on two lines)
    "en": ("deck (23) may run out within two turns", "summonings"),
    "fr": ("(23) vide d'ici deux tours", "invocations"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_one_more_summoning_is_said_plainly_and_whole(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    scene = first_turn(app, lang)
    state = scene.state
    blue = 1 - state.mover
    state.history += ["roll", "summon 12"]
    state.decks[blue] = state.decks[blue][:23]  # 12 now, then 11 left: one more
    text = near_text(scene)
    assert text is not None and PLAIN[lang][0] in text  # fails before: '1 summoning of 12'
    top = drawn_words(app, monkeypatch, WARNING)
    assert top == [text]  # whole, on one line
