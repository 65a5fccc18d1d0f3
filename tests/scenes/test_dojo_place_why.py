"""The Dojo hint says why it places what it places, in one short line, as the walk hint
does (issue 33, s10 brief point 2): the Dojo's site by the ground beside it ('Next to
the mountain and the forest: ground easy to hold.'), a summoning's die by what one more
ninja does there. EN and FR, whole in the hint's room."""

from __future__ import annotations

import random

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.hexgrid import neighbours
from scenes.app import App
from scenes.dojo.routes import action_hex

from .test_dojo_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_site_hint_says_why(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    scene = table(app, [Seat("human"), Seat("human")], 4, {"board": "random"})
    state = scene.state
    assert state.phase == "dojo"
    sites = [a for a in scene.legal() if a.kind == "dojo"]
    for action in sites:
        around = {state.terrain.get(n) for n in neighbours(action_hex(action.args[0]))}
        kinds = [k for k in ("mountain", "forest") if k in around]
        text = scene.narrator.hint_text(action)
        if kinds:  # fails before: 'build your Dojo on the ringed site.' alone
            names = tr.names([tr(f"dojo.terrain.{k}") for k in kinds])
            assert tr("dojo.hint.why_site", around=names) in text, text
            assert scene.prompt_panel.hint_fits(text)
        assert "{" not in text
    assert any(
        {"mountain", "forest"} & {state.terrain.get(n) for n in neighbours(action_hex(a.args[0]))}
        for a in sites
    )
    # the review's words name the move only
    said = [scene.narrator.hint_text(a, plain=False) for a in sites]
    assert not any(tr("dojo.hint.why_site", around="x").split("x")[-1] in t for t in said)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summoning_die_hint_says_why(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    scene = table(app, [Seat("human"), Seat("human")], 4, {"board": "random"})
    state = scene.state
    rng = random.Random(5)
    seen: set[str] = set()
    for _ in range(3000):
        if state.is_terminal or len(seen) >= 2:
            break
        if state.phase == "assign":
            seat = state.current_player
            for action in (a for a in scene.legal() if a.kind == "die"):
                h = action_hex(action.args[0])
                text = scene.narrator.hint_text(action)
                reach = enemy_reach(state, seat) if h == state.dojos[seat] else None
                if reach is not None:  # how near, in a roll (newcomer J, s11)
                    assert tr.plural("dojo.hint.why_die.dojo_in", reach) in text, text
                    seen.add("dojo")
                    continue
                if any(state.count(n, 1 - seat) for n in neighbours(h) if n in state.terrain):
                    key = "dojo.hint.why_die.front"
                else:
                    key = "dojo.hint.why_die.most"
                assert tr(key) in text, text  # fails before: the hex and its count only
                seen.add(key)
        scene.play(str(rng.choice(scene.legal())))
    assert seen
