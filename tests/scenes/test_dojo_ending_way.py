"""A throw that ran a deck out is named in the results as its option named it, 'to the
south-east', then the hex it hit (issue 33, newcomer P, s8: the
option said 'vers le sud-est', the results 'sous le tir du Clan orange sur la forêt
(ouest)', which read as another place). EN and FR, whole on the results screen."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.results import WAYS, score_breakdown
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.results_tables import _fit

from .test_dojo_ending_move import _battle_ending


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_name_the_throw_as_its_option_did(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = Translator(lang)
    session, throw = _battle_ending("throw")
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    action = next(a for a in scene.legal() if str(a) == throw)
    option = scene.narrator.action_label(action)
    src = tuple(int(x) for x in action.args[0].split(","))
    dst = tuple(int(x) for x in action.args[1].split(","))
    way = tr(f"dojo.way.{WAYS[(dst[0] - src[0], dst[1] - src[1])]}")
    assert way in option  # the option names the target by its way
    target = scene.narrator.place_name(dst)
    app.pop()
    session.apply(throw)
    text = score_breakdown(session.state).ending.text(tr)
    # the same way, then the hex it hit (before: the hex only)
    assert way in text and target in text, (option, text)
    assert text.index(way) < text.index(target)
    width = app.window.get_width() - theme.px(64)
    assert _fit(text, theme.FONT_BODY, width) == text
