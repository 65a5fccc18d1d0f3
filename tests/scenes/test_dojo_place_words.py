"""The table's place names never set two directions against each other, in English
and French (issue 33, newcomer P, s8: 'la plaine (sud-est, côté ouest)' read as a
contradiction; ninjas/dojo/places.py chooses the qualifiers, tests/dojo/
test_place_words.py checks them on 300 boards)."""

from __future__ import annotations

import re

import pytest

from ninjas.core.session import Seat
from scenes.app import App

from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table

DIRECTIONS = {
    "en": {"north": "n", "northern": "n", "south": "s", "southern": "s"}
    | {"east": "e", "eastern": "e", "west": "w", "western": "w"},
    "fr": {"nord": "n", "sud": "s", "est": "e", "ouest": "w"},
}
OPPOSITE = {"n": "s", "s": "n", "e": "w", "w": "e"}


def directions(words: str, lang: str) -> set[str]:
    return {DIRECTIONS[lang][w] for w in re.findall(r"[a-zé]+", words) if w in DIRECTIONS[lang]}


@pytest.mark.parametrize("seed", [77, 4, 12])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_place_name_clashes(app: App, lang: str, seed: int) -> None:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], seed)
    person_to(scene, "roll")
    names = [scene.narrator.place_name(h) for h in scene.state.terrain]
    assert len(set(names)) == len(names)
    qualified = 0
    for name in names:
        found = re.search(r"\(([^,()]+), ([^()]+)\)", name)
        if found is None:
            continue
        qualified += 1
        part, which = directions(found[1], lang), directions(found[2], lang)
        assert not {OPPOSITE[d] for d in part} & which, name
    assert qualified
