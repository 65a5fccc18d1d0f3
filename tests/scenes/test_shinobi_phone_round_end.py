"""Newcomer O, s12 (nc-O 266, 273-276), Shinobi with a phone: the button that laid
Théo's 4th clan said only 'Poser 1 carte Crapaud + 1 Rônin', the round's end unsaid on
it; after the round, 'Léa a 3 clans : un 4e termine la manche.' stayed on his phone
through the pawns. The button now says it ends the round (or the game), and the line
is said only while the round is played, in English and French."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import ShinobiScene, phone_adapter

from .hotseat import table
from .test_shinobi_fourth_clan_said import three_clans_laid
from .test_shinobi_scene import table as plain_table

ENDS = {
    "en": (": ends the round", ": ends the game"),
    "fr": ("\u00a0: termine la manche", "\u00a0: termine la partie"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("mode", ["grasshopper", "grandmaster"])
def test_the_phone_button_laying_a_4th_clan_says_it_ends_the_round(
    app: App, lang: str, mode: str
) -> None:
    app.set_language(lang)
    session = three_clans_laid(mode)
    scene = table(app, ShinobiScene, session)
    state = scene.state
    seat = state.current_player
    last = state.round >= (1 if mode == "grasshopper" else 3)
    ends = ENDS[lang][1 if last else 0]
    rows = phone_adapter.choices(scene, seat)
    places = [row for row in rows if row["action"].startswith("place")]
    assert places
    for row in rows:
        if row in places:
            assert row["label"].endswith(ends), row  # fails before: the end unsaid
        else:
            assert not row["label"].endswith(ends), row
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_three_clans_line_leaves_the_phone_once_the_round_is_over(app: App, lang: str) -> None:
    app.set_language(lang)
    names = ["Léa", "Théo", "Midori"]
    scene = plain_table(app, [Seat("human", name=n) for n in names], "grandmaster", seed=4)
    state = scene.state
    state.clans = [{clan: [] for clan in ("Fox", "Bear", "Crow")}, {"Carp": []}, {}]
    assert phone_adapter.warnings(scene, 1)  # in the round: 'Léa has 3 clans...'
    for phase in ("shosho", "temple", "peek", "pawns"):
        state.phase = phase
        assert phone_adapter.warnings(scene, 1) == [], phase  # fails before: stale
    app.set_language("en")
