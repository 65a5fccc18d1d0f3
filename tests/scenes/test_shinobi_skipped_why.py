"""A power the rules skip says why (issue 33, newcomer N, s8: "Singe : copiez un pouvoir
à 2." then "Singe : sans effet." and no reason; there was no clan on the table to copy).
Every power the rules may skip (ninjas/shinobi/powers.py, _start_power) has its reason,
in both languages."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.shinobi.position import TARGETED
from scenes.app import App
from scenes.shinobi.words import SKIPPED_WHY

from .test_shinobi_scene import table

SKIPPABLE = (*TARGETED, "copy_power2", "copy_power3", "take_jigoku", "search_deck")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Monkey: no effect, no clan on the table has a power it may copy."),
        ("fr", "Singe\u00a0: sans effet, aucun clan en jeu n'a de pouvoir qu'il puisse copier."),
    ],
)
def test_the_monkeys_copy_with_nothing_to_copy_says_why(app: App, lang: str, said: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("human", name="Ben")], seed=4)
    event = Event("power_skipped", {"seat": 0, "power": "copy_power2", "source": "Monkey"})
    assert scene.words.describe(event) == [(None, said)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_power_the_rules_may_skip_has_its_reason(lang: str) -> None:
    tr = Translator(lang)
    for power in (*SKIPPABLE, "look_deck_take"):
        why = SKIPPED_WHY[power]
        assert tr.has(f"shinobi.skip.{why}"), power
