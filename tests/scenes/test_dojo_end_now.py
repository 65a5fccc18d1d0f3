"""One answer to 'when can the game end' (newcomer M, s11, nc-M/103-106): with her deck
at 0, so that any draw of hers ended the game that turn, the top bar still said 'The
game can end on Blue clan's turn: Blue clan has 10 cards left' while the battle row and
its dialog said this battle ends it now. The top bar now says the turn under way
first, from the same reckoning as the rows (scenes/dojo/end_now.py)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.deck_warning import WARNING
from scenes.dojo.end_now import end_now

from .test_dojo_battle_end import at_a_battle
from .test_dojo_race_words import drawn_words, first_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_empty_deck_is_said_to_end_the_game_this_turn(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = first_turn(app, lang)
    state = scene.state
    me, blue = state.mover, 1 - state.mover
    state.decks[me] = []
    state.decks[blue] = state.decks[blue][:3]  # fewer than its ninjas: its turn can end it
    scene.version += 1
    now = end_now(scene)
    assert now is not None and now.how == "empty" and now.seat == me
    bar = " ".join(drawn_words(app, monkeypatch, WARNING))
    name = scene.seat_name(me)
    assert name in bar
    # before: 'The game can end on Blue clan's turn: Blue clan has 3 cards left ...'
    turn = {"en": "on Blue clan's turn", "fr": "au tour de Clan bleu"}[lang]
    assert turn not in bar
    empty = {"en": "deck is empty", "fr": "est vide"}[lang]
    assert empty in bar


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_top_bar_says_what_the_battle_row_says(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A battle the person can start now draws past the other clan's last card: its row
    says it ends the game; the top bar said the game could end on the other's turn."""
    app.set_language(lang)
    scene = DojoScene(app, at_a_battle(), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    now = end_now(scene)
    assert now is not None and (now.how, now.short, now.left) == ("battle", 1, 1)
    bar = " ".join(drawn_words(app, monkeypatch, WARNING))
    this_turn = {"en": "this turn", "fr": "ce tour-ci"}[lang]
    assert this_turn in bar  # before: the next turn's, or the race's words


def test_a_full_deck_leaves_the_turn_alone(app: App) -> None:
    scene = first_turn(app, "en")
    assert end_now(scene) is None
