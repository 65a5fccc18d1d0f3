"""A won game asks no summoning (newcomer X, s13, 159, 170: 'Your ninjas stand alone on
the Blue clan's Dojo: you win at the end of this turn', and still a count to choose and
dice to place). The table plays the one card the rules ask and says so; the game ends
on the Dojo. With an empty deck the draw would end it on land: the person summons."""

from __future__ import annotations

import pytest

from scenes.app import App

from .test_dojo_scene import _placed_table


def _alone_on_their_dojo(app: App, lang: str):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    dojo = state.dojos[1 - me]
    assert dojo is not None
    state.ninjas[dojo] = [0, 0]
    state.ninjas[dojo][me] = 1
    state.phase = "summon"
    scene.version += 1
    scene._refresh()
    return scene, me


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summoning_of_a_won_game_is_played_by_the_table(app: App, lang: str) -> None:
    scene, me = _alone_on_their_dojo(app, lang)
    scene.update(1 / 60)
    state = scene.state
    assert state.is_terminal and state.winner == me and state.end_reason == "dojo"
    assert scene.session.actions[-2:][0] == "summon 1"  # the least the rules ask
    dojo = app.tr("dojo.place.dojo", name=scene.clan_name(1 - me))
    assert scene.refusal() == app.tr("dojo.summon_won", dojo=dojo)


def test_with_an_empty_deck_the_person_summons(app: App) -> None:
    scene, me = _alone_on_their_dojo(app, "en")
    scene.state.decks[me] = []
    scene.update(1 / 60)
    assert scene.state.phase == "summon" and not scene.state.is_terminal
