"""Why a card clicked or tapped is in no play, in the game's words (issue 33, newcomer R,
s8): the laptop's refusal and the phone's (scenes/shinobi/card_refusals.py) say a full
clan, a lone card of a new clan, a Yokai with no clan to join; a second Fox clicked for
a Fox clan of three says the clan's room, not 'These cards do not make a placement
together'. EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.shinobi.card_refusals import phone_refusals, why_not
from tests.shinobi.test_rules import BEAR, FOX, arrange, ids

from .conftest import Driver
from .test_shinobi_newcomer_fixes import deal
from .test_shinobi_table_layout import akane_places


def test_a_full_clan_and_a_yokai_say_why(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    arrange(scene.state, clans={0: {"Fox": FOX[:4]}})
    kappa = ids("Kappa")[0]
    deal(scene, [FOX[4], kappa, BEAR[0], BEAR[1]])
    ui.step()
    tr, state = app.tr, scene.state
    legal = scene.legal()
    assert why_not(state, 0, FOX[4], tr, legal) == tr(
        "shinobi.refused.clan_full", clan="Fox", limit=4
    )
    assert why_not(state, 0, kappa, tr, legal) == tr("shinobi.refused.yokai_full")
    assert why_not(state, 0, BEAR[0], tr, legal) is None


def test_a_lone_card_of_a_new_clan_says_why(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    arrange(scene.state, clans={0: {"Fox": FOX[:3]}})
    deal(scene, [FOX[3], BEAR[0]])
    ui.step()
    tr = app.tr
    scene.selection.toggle_card(BEAR[0])
    assert scene.refused is not None
    assert scene.refused[0] == tr("shinobi.refused.clan_one", clan=tr("shinobi.name.Bear"))
    told = phone_refusals(scene, 0)  # the phone's words, by card id
    assert told["cards"] == {str(BEAR[0]): scene.refused[0]}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_second_fox_for_a_fox_clan_of_three_says_the_clan_s_room(
    app: App, ui: Driver, lang: str
) -> None:
    app.language_for_run(lang)
    scene = akane_places(app)
    arrange(scene.state, clans={0: {"Fox": FOX[:3]}})
    deal(scene, [*FOX[3:5], BEAR[0]])
    ui.step()
    tr = app.tr
    scene.selection.toggle_card(FOX[3])
    assert scene.selection.selected == [FOX[3]]
    scene.selection.toggle_card(FOX[4])
    assert scene.selection.selected == [FOX[3]]  # the first stays picked
    assert scene.refused is not None
    fox = tr("shinobi.name.Fox")
    room = tr.plural("shinobi.refused.clan_room", 1, clan=fox, placed=3, limit=4)
    assert scene.refused[0] == room, scene.refused  # (before: refused.select)
    assert "{" not in room and "3" in room
    # the phone's words for each Fox, by card id (a Bear has no room to tell)
    more = phone_refusals(scene, 0)["more"]
    assert more[str(FOX[3])] == more[str(FOX[4])] == room
    assert str(BEAR[0]) not in more
