"""When the hint's walk leaves the guarded enemy Dojo alone though this roll could take
ninjas into it, it says why not (newcomer C, s22, FR 1280x720, guided game, gd37: 9
ninjas beside the blue Dojo, 3 inside, a 6, and the hint only walked to the mountain:
'why not?'): how many of hers could walk in against how many, that taking it wins, and
how often that battle is won (scenes/dojo/raid_words.py, ai.battle_odds)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes.app import App

from .test_dojo_hint_plan import _searches
from .test_dojo_scene import _placed_table, key

WHY = {
    "en": "Their Dojo: 4 of yours can walk in against 3; taking it wins, but that battle is"
    " won only 66% of the time.",
    "fr": "Leur Dojo\u00a0: 4 des vôtres peuvent y entrer contre 3\u00a0; le prendre fait gagner,"
    " mais cette bataille ne se gagne que 66\u00a0% du temps.",
}


def _beside_their_dojo(app: App, mine: int, guards: int):  # type: ignore[no-untyped-def]
    """`mine` of the mover's ninjas on a hex beside the enemy Dojo, `guards` in it, 2 at
    home, 6 moves."""
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    dojo = state.enemy_dojo(me)
    beside = next(
        n
        for n in neighbours(dojo)
        if state.terrain.get(n) in ("plains", "forest", "mountain") and state.count(n, 1 - me) == 0
    )
    for counts in state.ninjas.values():
        counts[me] = 0
    home = state.dojos[me]
    assert home is not None
    state.ninjas[home][me] = 2
    state.ninjas.setdefault(beside, [0, 0])[me] = mine
    state.ninjas[dojo][1 - me] = guards
    state.phase, state.remaining = "move", 6
    scene.version += 1
    scene._refresh()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_says_why_it_leaves_their_dojo(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = _beside_their_dojo(app, 4, 3)
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    dojo = scene.state.enemy_dojo(scene.state.mover)
    assert all(not a.endswith(f" {dojo[0]},{dojo[1]} 1") for a in scene.hint_plan.rest())
    words = scene.prompt_panel.hint_words()
    assert WHY[lang] in words, words  # fails before: nothing of their Dojo
    app.draw()
    app.set_language("en")


def test_a_hint_that_walks_in_says_nothing_of_it(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    _searches(monkeypatch)
    scene = _beside_their_dojo(app, 9, 3)  # 9 against 3: the hint walks in
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    dojo = scene.state.enemy_dojo(scene.state.mover)
    assert any(a.split()[2] == f"{dojo[0]},{dojo[1]}" for a in scene.hint_plan.rest()[:-1])
    assert "Their Dojo" not in scene.prompt_panel.hint_words()
