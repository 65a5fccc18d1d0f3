"""The summoning's scale runs from 1 to the most that means something (newcomer M, s11,
nc-M/100: a scale from 1 to 41, her ninjas, with the knob at 13 and 'Max: 13' beside
it, 28 counts past the deck all ending the game alike; J: 'Max: 17', the scale to 29):
to the ninjas on the board, or one past the deck where it holds fewer, that last step
the game's end, said on the Summon button."""

from __future__ import annotations

import pytest

from scenes.app import App

from .test_dojo_summon_one import _summoning


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_scale_ends_one_past_the_deck(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _summoning(app, 8, 5)
    summoning = scene.summoning
    assert summoning.most() == 6  # before: 8, the ninjas
    summoning.set(8)
    assert summoning.count == 6
    track = summoning.track()
    assert track is not None
    assert summoning.tick_x(track, 6) == track.right
    summon = next(o for o in scene.choices.options if o.name == "summon")
    assert summon.label == app.tr("dojo.act.summon_ends", count=6, deck=5)


def test_a_deck_that_covers_the_ninjas_keeps_the_scale_to_them(app: App) -> None:
    scene = _summoning(app, 8, 30)
    assert scene.summoning.most() == 8
    scene.summoning.set(20)
    assert scene.summoning.count == 8
