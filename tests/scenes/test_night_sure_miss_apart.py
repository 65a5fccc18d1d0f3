"""A planned throw that can only miss (a target beyond the string's reach; the rules
allow it, they forbid only obstacles) is offered apart, after End the turn, its row
saying plainly 'out of reach, a sure miss that injures you'; a click on its roof shows
that row instead of putting the string in the hands (newcomer C, s14, 320-322: 'Attack
Ben' at 37.5 cm with a 30 cm string, taken from a roof click, a sure miss, Ana injured)."""

from __future__ import annotations

import pytest
from support.night_line import line_state, scene_of

from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_sure_miss_sits_after_end_the_turn_and_says_so(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("attack", "skip")] * 3, positions=(0, 2, 1))  # seat 1 40 cm off
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    kinds = [(a.kind, a.args[0] if a.args else "") for a, _ in scene.options]
    assert kinds == [("attack", "2"), ("end", ""), ("attack", "1")]
    listed = [scene.options[i][0].kind for i in scene.option_list.listed()]
    assert listed == ["attack", "end", "attack"]  # as listed on the screen
    far = scene.options[-1][1]
    assert ("sure miss" if lang == "en" else "raté certain") in far
    assert "40" not in far  # never how far: judging it is the game
    assert scene.click_roof(2)  # the far ninja's roof: its row is shown, no string
    assert scene.throw is None and scene.option_list.roof_filter == 2
    assert scene.click_roof(1)  # the near one's: the string in the hands at once
    assert scene.throw is not None and scene.throw.args[0] == "2"
    app.set_language("en")
