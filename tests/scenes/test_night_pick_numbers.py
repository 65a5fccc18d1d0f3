"""A Collect's rows number the roof's tokens as they lie on it, left to right (issue 33,
newcomer L, s66/s67: 'Jeton 1 : 3 points / Jeton 2 : 3 / Jeton 3 : 2' while the roof
showed 2, 3, 3 left to right: which is 'Jeton 1'?). The tokens lie in staggered rows
(village_view.TOKEN_SPOTS), the third left of the first; the rows follow the roof, and
the Collect row's '(tokens 1 and 3)' the same numbers."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import NightScene

CANVAS = (1280, 720)


def collect_turn(app: App, kinds: list[str]) -> NightScene:
    """Seat 0 (a person, shown) to Collect on roof 0, which holds `kinds`, all seen by
    it (the guided game's roof: their faces up)."""
    s = line_state([("collect", "skip")] * 3)
    for kind in kinds:
        s.known[give(s, kind, building=0)].add(0)
    scene: NightScene = person_table(app, s)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("kinds", [["v3", "v3", "v2"], ["v1", "v2", "v3", "v1", "kunai"]])
def test_token_n_is_the_n_th_from_the_left_on_the_roof(
    app: App, lang: str, kinds: list[str]
) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = collect_turn(app, kinds)
    state = scene.state
    picks = [(a, text) for a, text in scene.options if a.kind == "pick"]
    assert len(picks) == len(kinds)
    xs = [scene.view.token_spot(0, int(a.args[0]))[0] for a, _ in picks]
    assert xs == sorted(xs)  # the rows in the order the tokens lie, left to right
    for n, (action, text) in enumerate(picks, start=1):
        kind = state.kinds[state.roofs[0][int(action.args[0])]]
        assert text == tr("night.pick.token", n=n, token=tr(f"night.named.{kind}"))
    if kinds == ["v3", "v3", "v2"]:  # L's roof: the 2 lies leftmost, so it is token 1
        assert picks[0][1] == tr("night.pick.token", n=1, token=tr("night.named.v2"))
        # token 2 let go: the Collect row names the 3 it takes by its row's number, 3
        scene.collect_pick.toggle(int(picks[1][0].args[0]))
        collect = next(text for a, text in scene.options if a.kind == "collect")
        assert tr.plural("night.named.at", 1, what=tr("night.named.v3"), n="3") in collect
    app.set_language("en")
