"""Shinobi: the hint gives its reason for a power's choices too (issue 33, s10 brief
point 1: the hint said which move but not why). The rival aimed at holds the strongest
clan; the clan chosen is their strongest; the card chosen takes their clan off whole,
or is the strongest offered; a card taken belongs to a clan on one's table. A choice
none of these fits says no reason (never an untrue one). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from tests.shinobi.test_rules import BEAR, CARP, CROW, FOX, MONKEY, SPIDER, TOAD, arrange

from .conftest import Driver
from .test_shinobi_newcomer_fixes import akane_places, place_clan


def why(scene: object, kind: str, arg: object) -> str:
    return str(scene.hint_reason.why(ShinobiAction(kind, (str(arg),))))  # type: ignore[attr-defined]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_clan_power_says_why_its_clan_and_card(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = akane_places(app)
    arrange(scene.state, hands={0: SPIDER[:3]}, clans={1: {"Bear": BEAR[:2], "Carp": CARP[:1]}})
    scene._refresh()
    place_clan(scene, ui, "Spider", SPIDER[:3])  # destroy a clan: Sora's Bear or Carp
    assert scene.state.pending[0].step == "clan"
    assert why(scene, "clan", "Bear") == tr("shinobi.why.strongest_clan", strength=12)
    assert why(scene, "clan", "Carp") == ""  # not the strongest: no reason


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_power_says_why_its_card(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = akane_places(app)
    clans = {"Bear": BEAR[:2], "Carp": CARP[:1], "Toad": TOAD[:2]}
    arrange(scene.state, hands={0: SPIDER[:2]}, clans={1: clans})
    scene._refresh()
    place_clan(scene, ui, "Spider", SPIDER[:2])  # destroy a card
    assert scene.state.pending[0].step == "card"
    carp = tr("shinobi.name.Carp")
    assert why(scene, "card", CARP[0]) == tr("shinobi.why.clan_whole", clan=carp)
    assert why(scene, "card", BEAR[0]) == tr("shinobi.why.strongest_card", value=6)
    assert why(scene, "card", TOAD[0]) == ""  # neither: no reason


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_card_taken_says_its_clan_is_on_the_table(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = akane_places(app)
    arrange(
        scene.state,
        hands={0: CROW[:2]},
        clans={0: {"Carp": CARP[:1]}},
        jigoku=[BEAR[0], CARP[1], FOX[0]],
    )
    scene._refresh()
    place_clan(scene, ui, "Crow", CROW[:2])  # take 2 from the Jigoku
    assert scene.state.pending[0].step == "card"
    carp = tr("shinobi.name.Carp")
    assert why(scene, "card", CARP[1]) == tr("shinobi.why.on_table", clan=carp)
    assert why(scene, "card", BEAR[0]) == tr("shinobi.why.strongest_card", value=6)
    assert why(scene, "card", FOX[0]) == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rival_aimed_at_holds_the_strongest_clan(app: App, ui: Driver, lang: str) -> None:
    """Of three, the rival aimed at neither leads nor holds the most cards: the
    strongest clan is the reason (before: none)."""
    app.set_language(lang)
    tr = app.tr
    scene = akane_places(app, players=3)
    hands = {0: SPIDER[:2], 1: [FOX[1]], 2: [FOX[2], FOX[3], FOX[4]]}
    clans = {1: {"Bear": BEAR[:3]}, 2: {"Toad": TOAD[:3], "Monkey": MONKEY[:3]}}
    arrange(scene.state, hands=hands, clans=clans)
    scene._refresh()
    place_clan(scene, ui, "Spider", SPIDER[:2])
    state = scene.state
    assert state.pending[0].step == "target"
    assert state.score(2) > state.score(1)
    said = tr("shinobi.why.strongest_clan_at", name=scene.seat_name(1), strength=18)
    assert why(scene, "target", 1) == said  # fails before: ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_card_given_in_a_swap_is_worth_least(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = akane_places(app)
    arrange(scene.state, hands={0: [*FOX[:2], CARP[0], BEAR[0]]}, clans={1: {"Toad": TOAD[:2]}})
    scene._refresh()
    place_clan(scene, ui, "Fox", FOX[:2])  # swap a card: which of one's own to give
    assert scene.state.pending[0].step == "card"
    carp = tr("shinobi.why.discard_new", card=scene.words.card_label(CARP[0]))
    assert why(scene, "card", CARP[0]) == carp  # fails before: ""
    assert why(scene, "card", BEAR[0]) == ""


def test_patience_says_every_card_is_kept(app: App) -> None:
    scene = akane_places(app)
    state = scene.state.clone()
    state.phase = "discard"  # a turn's end, the discard optional under Patience
    said = scene.hint_reason.reason(state, ShinobiAction("pass", ()))
    assert said == app.tr("shinobi.why.keep_all")  # fails before: ""
