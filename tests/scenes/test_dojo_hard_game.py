"""What a headless game against the hard computer showed (issue 33 follow-up 4): a
throw's row said 'Throw from the plains to the west (3)', a bare number beside the
fight rows' '1 against 1'; it says what the number is, as the battle's tray does."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .test_dojo_loose_ends import _battles
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throws_row_says_its_number_is_the_defenders(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _battles(scene, defenders=2, attacks=6)
    scene.selected = None
    scene.choices.build()
    throws = [o.label for o in scene.options if o.icon == "shuriken"]
    assert throws
    said = {"en": "(2 defending)", "fr": "(2 en défense)"}[lang]
    for label in throws:
        assert label.endswith(said), label


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_step_out_of_ones_own_dojo_says_their_dojo(app: App, lang: str) -> None:
    """'Blue clan moves a ninja from the Blue clan's Dojo to the mountain': the clan was
    named twice in one line; its own Dojo is 'their Dojo' ('son Dojo')."""
    app.tr = Translator(lang)
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    home = state.dojos[me]
    state.phase, state.remaining = "move", 4
    scene.version += 1
    scene._refresh()
    before = len(scene.log_lines)
    out = next(
        str(a) for a in state.legal_actions() if str(a).startswith(f"step {home[0]},{home[1]} ")
    )
    scene.play(out)
    scene.hurry()
    line = next(
        line for _, line in scene.log_lines[before:] if line.startswith(scene.seat_name(me))
    )
    assert app.tr("dojo.place.own_dojo") in line, line
    assert line.count(scene.clan_name(me)) == 1, line
