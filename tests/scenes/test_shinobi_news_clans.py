"""Shinobi: what a clan lost while its owner waited is said as that clan ('While you
waited: Sora's Spider: your Monkey clan (3 cards) went to the Jigoku.', not '3 x
Monkey (4) of your clans went to the Jigoku', newcomer G, s10, nc-97/052, 060); a
reinforcement of two cards or more says the power it sets off ('Reinforce Toad (+2
cards): return a card', G, 055). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.shinobi.rules import ShinobiAction
from scenes.app import App
from scenes.shinobi.hand_news import hits
from tests.shinobi.test_rules import BEAR, MONKEY, TOAD

from .test_shinobi_table_layout import akane_places


def ev(kind: str, **data: object) -> Event:
    return Event(kind, dict(data))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_clan_destroyed_whole_is_said_as_the_clan(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    monkeys = MONKEY[:3]
    played = [
        (
            1,
            [
                ev("power", seat=1, source="Spider", power="destroy_clan", level=3),
                ev("target", seat=1, target=0, power="destroy_clan"),
                ev("destroy", seat=1, target=0, clan="Monkey", cards=monkeys, whole=True),
            ],
        ),
        (
            1,
            [
                ev("power", seat=1, source="Spider", power="destroy_card", level=2),
                ev("destroy", seat=1, target=0, clan="Bear", cards=[BEAR[0]]),
            ],
        ),
    ]
    found = hits(played, 0)
    spider = (1, "clan", "Spider")
    assert found == [
        ("destroyed_clan", spider, monkeys, "Monkey"),
        ("destroyed", spider, [BEAR[0]], "Bear"),  # one card of a clan that stays
    ]
    tr = app.tr
    said = scene.news.say(*found[0])
    source = tr("shinobi.news.source", name="Sora", what=tr("shinobi.name.Spider"))
    clan = tr("shinobi.name.Monkey")
    assert said == tr.plural("shinobi.news.destroyed_clan", 3, source=source, clan=clan)
    expected = {
        "en": "Sora's Spider: your Monkey clan (3 cards) went to the Jigoku.",
        "fr": "Araignée de Sora\u00a0: votre clan Singe (3 cartes) part au Jigoku.",
    }
    assert said == expected[lang]  # fails before: '3 × Monkey (4) of your clans...'


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_reinforcement_of_two_says_the_power_it_sets_off(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    tr = app.tr
    words = scene.words
    two = ShinobiAction("reinforce", ("Toad", str(TOAD[0]), str(TOAD[1])))
    label = tr.plural("shinobi.act.reinforce", 2, clan=tr("shinobi.name.Toad"))
    power = words.power_label("return_card", 1)
    assert words.action_label(two) == tr("shinobi.act.with_power", label=label, power=power)
    expected = {
        "en": "Reinforce Toad (+2\u00a0cards): ",
        "fr": "Renforcer Crapaud (+2\u00a0cartes)\u00a0: ",
    }
    assert words.action_label(two).startswith(expected[lang])  # fails before: no power
    one = ShinobiAction("reinforce", ("Toad", str(TOAD[0])))
    alone = tr.plural("shinobi.act.reinforce", 1, clan=tr("shinobi.name.Toad"))
    # one card sets off no power, and the row says so (newcomer F, s15, 234: a Spider
    # clan of 2 reinforced to 3 destroyed nothing, unsaid)
    assert words.action_label(one) == tr("shinobi.act.no_power", label=alone)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_card_destroyed_is_said_in_the_singular(app: App, lang: str) -> None:
    """Newcomer A, s23, shot 157: 'Araignée de Sora : Singe (4) de vos clans partent au
    Jigoku' of one card; one card now takes the singular verb, several the plural."""
    app.set_language(lang)
    scene = akane_places(app)
    spider = (1, "clan", "Spider")
    one = scene.news.say("destroyed", spider, [BEAR[0]], "Bear")
    two = scene.news.say("destroyed", spider, BEAR[:2], "Bear")
    back = scene.news.say("returned", spider, [BEAR[0]], "Bear")
    if lang == "fr":
        assert one.endswith("de vos clans part au Jigoku.")  # fails before: 'partent'
        assert two.endswith("de vos clans partent au Jigoku.")
        assert back.endswith("de vos clans revient dans votre main.")  # before: 'reviennent'
    else:
        assert one.endswith("of your clans went to the Jigoku.")
        assert back.endswith("of your clans came back to your hand.")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_copied_power_is_said_as_the_copy(app: App, lang: str) -> None:
    """Ana's Monkey copies the Spider's power and takes Ben's clan: the note says the
    Monkey did it by its copy, not 'Ana's Spider' (newcomer A, s24, g19)."""
    app.set_language(lang)
    scene = akane_places(app)
    monkeys = MONKEY[:3]
    played = [
        (
            1,
            [
                ev("power", seat=1, source="Monkey", power="copy_power3", level=3),
                ev("copy", seat=1, clan="Spider", source="Monkey"),
                ev("power", seat=1, source="Spider", power="destroy_clan", level=3),
                ev("target", seat=1, target=0, power="destroy_clan"),
                ev("destroy", seat=1, target=0, clan="Monkey", cards=monkeys, whole=True),
            ],
        ),
    ]
    found = hits(played, 0)
    assert found == [("destroyed_clan", (1, "copy", ("Monkey", "Spider")), monkeys, "Monkey")]
    expected = {
        "en": "Sora's Monkey (copying the Spider power): your Monkey clan (3 cards)"
        " went to the Jigoku.",
        "fr": "Singe de Sora (qui copie le pouvoir Araignée)\u00a0: votre clan Singe (3 cartes)"
        " part au Jigoku.",
    }
    assert scene.news.say(*found[0]) == expected[lang]  # fails before: "Sora's Spider: ..."
