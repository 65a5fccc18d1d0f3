"""The summoning's die hint says only what is true (newcomer J, s11, nc-J/028): 'The
Orange clan's Dojo: 2 here' (the ninjas there) read as two dice before 'Then 7 more
dice: 2 on the Orange clan's Dojo'; and 'An enemy can reach your Dojo' stood with the
nearest enemy six hexes off. The first die is said as one die, and the Dojo's reason
names the roll an enemy needs."""

from __future__ import annotations

import random

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo.guard import enemy_reach
from scenes.app import App
from scenes.dojo.routes import action_hex

from .test_dojo_place_why import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_first_die_is_one_die_and_the_dojo_reason_names_the_roll(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    scene = table(app, [Seat("human"), Seat("human")], 4, {"board": "random"})
    state = scene.state
    rng = random.Random(5)
    checked = 0
    for _ in range(3000):
        if state.is_terminal or checked >= 6:
            break
        if state.phase == "assign":
            seat = state.current_player
            for action in (a for a in scene.legal() if a.kind == "die"):
                h = action_hex(action.args[0])
                text = scene.narrator.hint_text(action)
                where = scene.narrator.list_names().get(h) or scene.narrator.place_name(h)
                assert tr("dojo.hint.die", where=where) in text, text  # before: '...: 2 here'
                here = tr("dojo.act.die", where="X", count=state.count(h, seat)).split("X")[-1]
                assert here not in text, text
                reach = enemy_reach(state, seat) if h == state.dojos[seat] else None
                if reach is not None:
                    assert tr.plural("dojo.hint.why_die.dojo_in", reach) in text, text
                checked += 1
        scene.play(str(rng.choice(scene.legal())))
    assert checked
