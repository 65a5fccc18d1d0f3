"""What a land is, said where the race is told (issue 33, newcomer P, s8 shot-7: the
top bar said 'the most land wins' from the first turn, and nothing on the table said
what a land was or how one is won). The top bar's rule says it, in English and French,
whole in its two lines, with a long person's name too (in fewer words)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo.race_words import RULE_KEYS, rule_text

from .test_dojo_newcomer_d import person_to
from .test_dojo_race_words import drawn_words
from .test_dojo_scene import table

SizedApp = Callable[[tuple[int, int]], App]
LAND = {
    "en": "Land: a hex (not water nor a Dojo) held by your ninjas alone.",
    "fr": "Terre\u00a0: une case (ni eau ni Dojo) tenue par vos seuls ninjas.",
}


@pytest.mark.parametrize("name", ["Ada", "Maximilienne-Héloïse Dupré"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_top_bar_says_what_a_land_is(
    sized_app: SizedApp,
    size: tuple[int, int],
    lang: str,
    name: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = table(app, [Seat(name=name), Seat("ai", "hard")], 77)
    person_to(scene, "roll")
    words = drawn_words(app, monkeypatch)
    rules = [rule_text(scene, i) for i in range(len(RULE_KEYS))]
    bar = " ".join(w for w in words if len(w) > 3 and any(w in rule for rule in rules))
    assert LAND[lang] in bar
