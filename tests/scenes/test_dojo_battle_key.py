"""In a Dojo battle the side panel says the ranks and what a tie does (issue 33,
newcomer X, s9 t29-t31: the panel stood empty under the prompt, and nothing said
whether the Ace was high or who won a tie)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo.battle_key import key_lines, key_text

from .conftest import Driver, record_blits
from .test_dojo_clash_tally import table, until_the_person_acts
from .test_dojo_couch import _draw
from .test_dojo_one_key_strike import attacking

WORDS = {
    "en": ("Ace = 1 (lowest) … King = 13", "a defender in the mountains wins it"),
    "fr": ("As = 1 (la plus faible) … Roi = 13", "sauf en montagne, où le défenseur l'emporte"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_battle_panel_says_ranks_and_ties(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = table(app, attacking(1))
    until_the_person_acts(scene, ui)
    assert scene.state.phase == "attack"
    drawn = record_blits(monkeypatch)
    _draw(scene)
    said = " ".join(text for text, _ in drawn)
    ranks, tie = WORDS[lang]
    assert ranks in said and tie in said  # fails before: nothing said in the panel
    action = scene.layout.action
    lines = key_lines(scene, scene.prompt_panel.key_top(), scene.prompt_panel.key_area())
    assert lines and " ".join(lines) == key_text(scene)  # whole
    rects = [rect for text, rect in drawn if text in lines]
    assert rects and all(action.contains(r) for r in rects)


def test_nothing_is_said_outside_a_battle(app: App, ui: Driver) -> None:
    scene = table(app, attacking(1))
    until_the_person_acts(scene, ui)
    scene.state.phase = "summon"
    assert key_text(scene) == ""


def test_a_throw_says_the_thrower_is_not_harmed(app: App, ui: Driver) -> None:
    scene = table(app, attacking(1))
    until_the_person_acts(scene, ui)
    battle = scene.state.battle
    assert battle is not None
    battle.source = battle.source or battle.hex  # a throw, as cards.clash's projectile
    assert "never costs the thrower a ninja" in key_text(scene)
    battle.source = None
    assert "thrower" not in key_text(scene)
