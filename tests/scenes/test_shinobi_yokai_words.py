"""A Yokai's place says what laying it does (issue 33, newcomer N, s8: 'Nue sur Dragon /
Nue sur Ours' on the phone, where a newcomer did not know a Yokai is laid on a clan).
The choice reads 'Nue joins your Dragon clan (+2 strength)', on the table and on the
phone, EN and FR; the rules reference's Yokai section says how a Yokai is laid."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import load_catalogue
from scenes.app import App
from tests.shinobi.test_rules import BEAR, DRAGON, arrange, ids

from .test_shinobi_texts import two_people

WORDS = {
    "en": ("Nue joins your Dragon clan (+2\u00a0strength)", "one of your clans"),
    "fr": ("Nue rejoint votre clan Dragon (+2\u00a0de force)", "un de vos clans"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_yokai_s_place_says_it_joins_your_clan_and_its_strength(app: App, lang: str) -> None:
    scene = two_people(app, lang)
    scene.play("recruit")
    nue = ids("Nue")[0]
    arrange(
        scene.state,
        hands={0: [nue, BEAR[0]]},
        clans={0: {"Dragon": DRAGON[:2], "Bear": BEAR[1:3]}},
    )
    scene._legal = None  # the position arranged by hand: listed anew
    yokai = [a for a in scene.state.legal_actions() if a.kind == "yokai"]
    labels = [scene.words.action_label(a) for a in yokai]
    phone = [c["label"] for c in scene.phone_choices(0) if c["action"].startswith("yokai")]
    words, _ = WORDS[lang]
    assert words in labels, labels  # 'Nue on Dragon' before
    assert sorted(phone) == sorted(labels), phone


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rules_reference_says_how_a_yokai_is_laid(lang: str) -> None:
    body = load_catalogue(lang)["rules.shinobi.yokai.body"]
    first = body.split("\n")[0]
    assert not first.startswith("- ") and WORDS[lang][1] in first, first
