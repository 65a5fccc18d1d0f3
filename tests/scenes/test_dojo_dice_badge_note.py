"""The gold '×2' on a hex says what it counts (issue 33, newcomer P, s8 shot-19: the
badges beside the ninjas, the dice set under their hexes, were explained nowhere a
newcomer looked). Pointed at, the hex's note says it, and the rules' summoning too, in
English and French."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App

from .conftest import STEP
from .test_dojo_newcomer_d import person_to, second_site
from .test_dojo_scene import table

SAID = {
    "en": "×2: 2 summoning dice set under this hex; rolled, each gives a ninja here",
    "fr": "×2\u00a0: 2 dés d'invocation posés sous cette case\u00a0; lancés, chacun y donne",
}
RULES = {
    "en": "a gold ×2 on a hex counts the dice set under it, not its ninjas",
    "fr": "un ×2 doré sur une case compte les dés posés sous elle, pas ses ninjas",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dice_badge_is_told_on_hover_and_in_the_rules(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], 77)
    person_to(scene, "summon")
    second_site(scene)  # (her dice hers to set: two hexes)
    scene.submit(f"summon {scene.state.on_board(scene.state.mover)}")
    for _ in range(60):
        scene.update(STEP)
    assert scene.state.phase == "assign"
    site = sorted(scene.state.summon_sites(scene.state.mover))[0]
    for _ in range(2):
        scene.submit(f"die {site[0]},{site[1]}")
    app.draw()
    assert scene.map_layers.dice_counts_drawn == {site: 2}  # the badge drawn
    scene.cursor = site
    app.draw()
    note = scene.note.box()
    assert note is not None
    assert SAID[lang] in " ".join(note[1])
    other = next(h for h in sorted(scene.state.terrain) if h != site)
    scene.cursor = other
    app.draw()
    note = scene.note.box()
    assert note is not None and "×" not in " ".join(note[1])  # no badge there, no word of it
    assert RULES[lang] in app.tr("rules.dojo.summoning.body")
