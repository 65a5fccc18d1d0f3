"""The cover of a person robbed names what was taken, as every seat may know it: 'Bruno:
stole a yellow token from Ines (slot 1)' (newcomer C, s14, 166: 'Bruno : vole Ines', and
she knew it was her yellow 4). The cover is read by all before she takes the laptop: a
face only she and the thief know stays off it (its back's colour and its slot only);
with two players every face lies up and is named. EN and FR."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene
from scenes.night.brief import Brief


def robbed(app: App, players: int) -> tuple[NightScene, list[str]]:
    """Seat 0 steals the 4-point token in slot 2 of seat 1's backpack: the brief's words."""
    plans = [("steal", "skip")] + [("skip", "skip")] * (players - 1)
    s = line_state(plans, positions=(0, 0, 1), players=players)
    give(s, "v1", seat=1)
    give(s, "y4", seat=1)
    seats = [Seat("human")] * players
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    (event,) = s.apply("steal 1 1")
    words = Brief(scene).words(event)
    assert words is not None
    return scene, words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_seats_name_the_back_and_the_slot_never_the_face(app: App, lang: str) -> None:
    app.set_language(lang)
    scene, words = robbed(app, 3)
    victim = scene.seat_name(1)
    expected = {
        "en": f"stole a yellow token from {victim} (slot 2)",
        "fr": f"vole un jeton jaune à {victim} (case 2)",
    }[lang]
    assert words == [expected]  # fails before: 'stole from ...'
    assert app.tr("night.named.y4") not in words[0]  # the third seat never saw it
    app.set_language("en")


def test_two_players_name_the_face(app: App) -> None:
    scene, words = robbed(app, 2)
    assert words == [f"stole 4 points from {scene.seat_name(1)} (slot 2)"]
