"""A choice made for the person because it is none says nothing in the log: the next
line tells what was done (issue 33, newcomer Y, s9 shot-84: one Spider wrote 'Destroy a
clan: Sora is the only opponent you can choose, so Sora is chosen for you.' and 'Destroy
a clan: the Bear clan is the only one you can choose, so it is chosen for you.' before
'Kai destroys Sora's Bear clan.', eight lines of the log's column)."""

from __future__ import annotations

import pytest

from scenes.app import App
from tests.shinobi.test_rules import BEAR, arrange, ids

from .conftest import Driver
from .test_shinobi_newcomer_fixes import akane_places, place_clan


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_spider_on_the_only_clan_writes_what_it_did_alone(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    spiders = ids("Spider")[:3]
    arrange(scene.state, hands={0: spiders}, clans={1: {"Bear": BEAR[:2]}})
    scene._refresh()
    before = len(scene.log.lines)
    place_clan(scene, ui, "Spider", spiders)
    assert not scene.state.clans[1]  # Sora's one clan destroyed, no choice asked
    lines = [line for _, line in scene.log.lines[before:]]
    destroyed = {
        "en": "Akane destroys Sora's Bear clan.",
        "fr": "Akane détruit le clan Ours de Sora.",
    }[lang]
    said = lines.index(destroyed)
    # placed, the power named, then what it did: nothing between
    assert said == 2, lines
