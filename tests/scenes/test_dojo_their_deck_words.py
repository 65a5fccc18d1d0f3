"""A person's name takes 'their', a clan 'its': 'Hélène shuffles their 1 unplayed card
back into their deck' (newcomer P, s12, 118_s and 142_s: 'Hélène shuffles its 1
unplayed card back into its deck'); French 'sa pioche' serves both."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene

WORDS = {
    "en": (
        "Hélène shuffles their 1 unplayed card back into their deck",
        "Blue clan shuffles its 2",
    ),
    "fr": ("Hélène remet 1 carte non jouée dans sa pioche", "Clan bleu remet 2 cartes"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_person_s_cards_go_back_into_their_deck(app: App, lang: str) -> None:
    app.set_language(lang)
    seats = [Seat(name="Hélène"), Seat("ai", "easy")]
    session = GameSession.new("dojo", seats, 3, {}, autosave=False)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    person = scene.narrator.describe(Event("cards_back", {"seat": 0, "count": 1}))[0][1]
    clan = scene.narrator.describe(Event("cards_back", {"seat": 1, "count": 2}))[0][1]
    assert person.startswith(WORDS[lang][0]), person  # before: 'shuffles its'
    assert clan.startswith(WORDS[lang][1]), clan
    assert " its " not in person
    # her own phone still says 'your'
    mine = scene.narrator.describe_yours(Event("cards_back", {"seat": 0, "count": 1}), 0)
    assert "Hélène" not in mine[0][1], mine
