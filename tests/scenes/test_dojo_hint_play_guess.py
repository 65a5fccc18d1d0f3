"""Dojo: the hint for a card to play on a face-down card says it is a guess (s24 brief
point 4, issue 33: 'face-down card 3' read as if the hint knew the card there; it never
sees it, nor does anyone but the defender). A battle of three against three on a built
table (seed of test_dojo_scene's), EN and FR."""

from __future__ import annotations

import pytest

from ninjas.dojo.rules import hex_text
from scenes.app import App

from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_to_strike_a_face_down_card_says_it_is_a_guess(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    h = state.board.hexes()[0]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 3, 3
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    while state.phase == "lay":
        scene.play(str(state.legal_actions()[0]))
    assert state.phase == "attack"
    play = next(a for a in state.legal_actions() if str(a).startswith("play"))
    said = scene.narrator.hint_text(play)
    assert ("a guess" if lang == "en" else "un pari") in said  # before: '... card 1.'
    assert str(int(play.args[1]) + 1) in said  # the card's number, as over it
