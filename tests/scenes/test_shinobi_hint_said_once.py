"""Shinobi's hint reasons, as a French newcomer read them (s21, the review screen's
complaints, point 5): 'pour 3 points' with no 'environ' where the figure is an estimate
(the mean of the cards not seen), 'env. 3 ; env. 5 cartes' saying it twice, a copy's
reason that only said again what the choice's own words said ('Toad: send a foe's card
back — to use the Toad clan's power': 'copy Monkey because it copies'), and 'cards'
twice in one reason. EN and FR."""

from __future__ import annotations

import re

import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from tests.shinobi.test_rules import BEAR, CARP, CROW, MONKEY, TOAD, arrange

from .conftest import Driver
from .test_shinobi_hint_words import PASS, placing
from .test_shinobi_newcomer_fixes import akane_places, place_clan

ESTIMATE = {"en": "on average", "fr": "en moyenne"}


def repeated(words: str) -> set[str]:
    """The words said twice or more in `words` (3 letters or more: 'env.' too)."""
    said = [w.lower() for w in re.findall(r"[A-Za-zÀ-ÿ]{3,}", words)]
    return {w for w in said if said.count(w) > 1}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_corruption_s_figures_say_once_that_they_are_an_estimate(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    state = scene.state
    state.phase = "draw"
    said = scene.hint_reason.reason(state, ShinobiAction("corrupt"))
    assert ESTIMATE[lang] in said, said  # fails before (fr): 'env. 3 ; env. 5 cartes'
    assert not repeated(said), said
    for draw, total in ((5, 12), (1, 4)):  # the table's most corrupt after it
        most = str(app.tr.plural("shinobi.why.corrupt_most", draw, cost=3, total=total))
        assert ESTIMATE[lang] in most, most  # fails before (fr): 'pour 3 points'
        assert not repeated(most), most


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_copy_s_reason_is_never_the_choice_said_again(app: App, ui: Driver, lang: str) -> None:
    """Akane lays 2 Monkeys (copy a 2-card power); Sora holds 2 Toads (return a card), 3
    Bears and a Crow. Copying the Toad: Sora's strongest clan is in its reach (the
    Bears, 18); the Crow's 'take from the Jigoku' aims at no rival: no reason, where it
    said 'to use the Crow clan's power'."""
    app.set_language(lang)
    tr = app.tr
    scene = akane_places(app)
    clans = {"Toad": TOAD[:2], "Bear": BEAR[:3], "Crow": CROW[:1]}
    arrange(scene.state, hands={0: MONKEY[:2]}, clans={1: clans})
    scene._refresh()
    place_clan(scene, ui, "Monkey", MONKEY[:2])
    assert scene.state.pending[0].step == "clan"
    toad = str(scene.hint_reason.why(ShinobiAction("clan", ("Toad",))))
    crow = str(scene.hint_reason.why(ShinobiAction("clan", ("Crow",))))
    for chosen, said in (("Toad", toad), ("Crow", crow)):
        own = str(tr(f"shinobi.name.{chosen}"))
        assert str(tr("shinobi.why.copy", clan=own)) != said  # fails before
    bear = str(tr("shinobi.name.Bear"))
    assert toad == tr("shinobi.why.copy_reach", name=scene.seat_name(1), clan=bear, strength=18)
    assert crow == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pass_with_no_pair_says_each_word_once(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = placing(app, ui, hands={0: [BEAR[0], CARP[0], CROW[0]]})
    said = str(scene.hint_reason.why(PASS))
    assert said and not repeated(said), said  # fails before (en): 'no two cards ... your cards'
