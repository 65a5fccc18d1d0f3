"""Gears changes one of YOUR coming actions, never another player's (RULINGS: 'Gears
changes one of your two actions before it is carried out'). Newcomer K, s17, 134: its
one-liner 'change une action à venir' made her expect she could change an opponent's.
Every place the bonus is described says it is your own: the option row's and list's
words, the rules reference, the phone's group."""

from __future__ import annotations

import pytest

from scenes.app import App

OWN = {"en": "your own", "fr": "vos propres"}
KEYS = ("night.bonus.gears", "rules.night.bonuses.body")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_gears_says_it_changes_your_own_action(app: App, lang: str) -> None:
    app.set_language(lang)
    for key in KEYS:
        assert OWN[lang] in app.tr(key), key
    assert ("your" if lang == "en" else "votre") in app.tr("phone.night.group.gears")
    assert ("your" if lang == "en" else "vos") in app.tr("night.tip.gears")
