"""A phone says in one line who has 3 clans (issue 33, newcomer S, s9 a44: 'Vous avez 3
clans...', 'Ben a 3 clans...', 'Midori a 3 clans...' took three lines, 180 px of a 640
px phone, over the hand). The seats with 3 clans are named together, the others first
and 'you' last: 'Ben, Midori and you have 3 clans: a 4th ends the round.', in English
and French."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import phone_adapter

from .test_shinobi_scene import table

NAMES = ["Ana", "Ben", "Midori", "Kiku"]
SAID = {
    "en": {
        (0, 1, 2): "Ben, Midori and you have 3 clans: a 4th ends the round.",
        (1, 2, 3): "Ben, Midori and Kiku have 3 clans: a 4th ends the round.",
        (0, 2): "Midori and you have 3 clans: a 4th ends the round.",
        (2,): "Midori has 3 clans: a 4th ends the round.",
        (0,): "You have 3 clans: your 4th ends the round.",
        (): None,
    },
    "fr": {
        (0, 1, 2): "Ben, Midori et vous avez 3 clans\u00a0: un 4e termine la manche.",
        (1, 2, 3): "Ben, Midori et Kiku ont 3 clans\u00a0: un 4e termine la manche.",
        (0, 2): "Midori et vous avez 3 clans\u00a0: un 4e termine la manche.",
        (2,): "Midori a 3 clans\u00a0: un 4e termine la manche.",
        (0,): "Vous avez 3 clans\u00a0: votre 4e termine la manche.",
        (): None,
    },
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_seats_with_three_clans_are_said_in_one_line(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name=n) for n in NAMES], seed=4)
    state = scene.state
    for three, said in SAID[lang].items():
        state.clans = [
            {clan: [] for clan in ("Fox", "Bear", "Crow")} if s in three else {"Carp": []}
            for s in range(len(NAMES))
        ]
        lines = phone_adapter.warnings(scene, 0)
        assert lines == ([said] if said else []), (three, lines)
