"""The log says what was laid, the Ronin apart (issue 33, newcomer S, s9 b31: 'Vous
posez 3 cartes Corbeau' for 2 Crows and a Ronin read as three Crows). On the laptop's
log and in the second person on the seat's phone, a clan laid and a clan reinforced,
in both languages."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes.app import App

from .test_shinobi_scene import table

CROWS = [i for i, c in enumerate(data.CARDS) if c.name == "Crow"][:2]
RONIN = [i for i, c in enumerate(data.CARDS) if c.name == "Ronin"][:2]

SAID = {
    "en": (
        "Ana places 2 Crows + 1 Ronin.",
        "You place 2 Crows + 1 Ronin.",
        "Ana reinforces the Crow clan with 1 Crow + 1 Ronin.",
        "You reinforce the Crow clan with 2 Ronin.",
        "Ana places 2 Crows.",
    ),
    "fr": (
        "Ana pose 2 cartes Corbeau + 1 Rônin.",
        "Vous posez 2 cartes Corbeau + 1 Rônin.",
        "Ana renforce le clan Corbeau de 1 carte Corbeau + 1 Rônin.",
        "Vous renforcez le clan Corbeau de 2 Rônins.",
        "Ana pose 2 cartes Corbeau.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_names_the_ronin_laid_apart(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("human", name="Ben")], seed=4)
    place = Event("place_clan", {"seat": 0, "clan": "Crow", "cards": [*CROWS, RONIN[0]]})
    mixed = Event("reinforce", {"seat": 0, "clan": "Crow", "cards": [CROWS[0], RONIN[0]]})
    ronin = Event("reinforce", {"seat": 0, "clan": "Crow", "cards": RONIN})
    plain = Event("place_clan", {"seat": 0, "clan": "Crow", "cards": CROWS})
    said = SAID[lang]
    assert scene.words.describe(place) == [(None, said[0])]
    assert scene.words.describe(place, you=0) == [(None, said[1])]
    assert scene.words.describe(mixed) == [(None, said[2])]
    assert scene.words.describe(ronin, you=0) == [(None, said[3])]
    assert scene.words.describe(plain) == [(None, said[4])]
