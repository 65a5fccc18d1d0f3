"""The log says what happened (issue 33, newcomer V, s9 g38: a Court Reinforcement
with a Tanuki onto the Bear clan was told 'Kai reinforces the Bear clan with 1 Bear';
w6: 'Midori's Monkey copies the Bear power' named a power the Bear has not)."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes.app import App

from .test_shinobi_scene import table

TANUKI = next(i for i, c in enumerate(data.CARDS) if c.name == "Tanuki")
BEAR = next(i for i, c in enumerate(data.CARDS) if c.name == "Bear")
RONIN = next(i for i, c in enumerate(data.CARDS) if c.name == "Ronin")

SAID = {
    "en": (
        "Ana reinforces the Bear clan with 1 Tanuki.",
        "Ana reinforces the Bear clan with 1 Bear + 1 Tanuki + 1 Ronin.",
        "Ana's Monkey copies the Bear clan, which has no power: nothing happens.",
        "Ana's Monkey copies the Toad power.",
    ),
    "fr": (
        "Ana renforce le clan Ours de 1 carte Tanuki.",
        "Ana renforce le clan Ours de 1 carte Ours + 1 carte Tanuki + 1 Rônin.",
        "Singe d'Ana copie le clan Ours, qui n'a pas de pouvoir\u00a0: rien ne se passe.",
        "Singe d'Ana copie le pouvoir Crapaud.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_names_the_card_laid_and_a_copy_of_no_power(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("human", name="Ben")], seed=4)
    court = Event("reinforce", {"seat": 0, "clan": "Bear", "cards": [TANUKI], "court": True})
    mixed = Event("reinforce", {"seat": 0, "clan": "Bear", "cards": [BEAR, TANUKI, RONIN]})
    bear = Event("copy", {"seat": 0, "clan": "Bear", "source": "Monkey"})
    toad = Event("copy", {"seat": 0, "clan": "Toad", "source": "Monkey"})
    said = SAID[lang]
    assert scene.words.describe(court) == [(None, said[0])]  # before: '1 Bear'
    assert scene.words.describe(mixed) == [(None, said[1])]
    assert scene.words.describe(bear) == [(None, said[2])]  # before: 'the Bear power'
    assert scene.words.describe(toad) == [(None, said[3])]
    app.set_language("en")
