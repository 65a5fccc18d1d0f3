"""The hint while defending (newcomer T, s20, Dojo FR 1920x1080, 037): before any card
was laid it said 'Conseil : posez ensuite le 10.' ('then lay the 10'), and nothing of
why the order mattered. With none laid it says 'first', then 'next', and why any order
does (the cards lie face down)."""

from __future__ import annotations

import pytest

from ninjas.dojo.cards import rank_name
from ninjas.dojo.rules import hex_text
from scenes.app import App

from .test_dojo_loose_ends import _battles
from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lay_hint_says_first_with_none_laid_then_next_and_why(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    _battles(scene, defenders=3, attacks=0)
    state = scene.state
    target = next(h for h, c in state.ninjas.items() if c[1 - state.mover] == 3)
    state.ninjas[target][state.mover] = 2  # a battle there: the other side defends
    scene.version += 1
    scene._refresh()
    scene.play(f"fight {hex_text(target)}")
    assert state.phase == "lay"
    tr = app.tr
    first = next(a for a in scene.legal() if a.kind == "lay")
    card = scene.narrator.hint_text(first)
    rank = first.args[0]
    assert tr("dojo.hint.lay_first", card=rank_name(int(rank))) in card  # before: 'next'
    assert tr("dojo.hint.lay_why") in card
    scene.play(first)
    then = next(a for a in scene.legal() if a.kind == "lay")
    assert tr("dojo.hint.lay", card=rank_name(int(then.args[0]))) in scene.narrator.hint_text(then)
    assert tr("dojo.hint.lay_why") not in scene.narrator.hint_text(then, plain=False)
