"""The Dojo hint at newcomer C's turn 2 (s22, FR 1280x720 vs Hard, her game in
tests/support/recorded/dojo_hint_c.json): with a 1, it said 'avancez depuis la montagne
vers le Dojo du Clan orange', a step back into her own Dojo, land 4 to 3, with no word
of why. It now says it pulls back, why (a blue ninja walks onto her Dojo with a 2, one
guard more) and what it costs (scenes/dojo/pull_back.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_hint_plan import _searches
from .test_dojo_scene import key

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded"
WORDS = {
    "en": "Hint: pull back from the mountain to your Dojo. An enemy ninja could"
    " walk onto your Dojo with a roll of 2: one more ninja guards it. That costs 1 land"
    ", 4 to 3: a Dojo taken loses the game.",
    "fr": "Conseil\u00a0: reculez depuis la montagne vers votre Dojo. Un ninja"
    " ennemi pourrait entrer dans votre Dojo avec un 2 au dé\u00a0: un ninja de plus le"
    " garde. Cela coûte 1 terre, de 4 à 3\u00a0: un Dojo pris fait perdre la partie.",
}


def c_table(app: App, actions: int) -> DojoScene:
    """Newcomer C's game (seat 0 hers, Hard the other) after `actions` actions."""
    kept = json.loads((RECORDED / "dojo_hint_c.json").read_text(encoding="utf-8"))
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], kept["seed"], kept["options"], autosave=False
    )
    for action in kept["actions"][:actions]:
        session.apply(action)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_back_home_is_called_so_with_its_reason_and_cost(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    given = _searches(monkeypatch)
    scene = c_table(app, 29)
    assert scene.state.phase == "move" and scene.state.remaining == 1
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert given and str(scene.hint) == "step -3,3 -4,3 1"
    # fails before: 'Hint: step from the mountain to the Orange clan's Dojo.'
    assert scene.prompt_panel.hint_words() == WORDS[lang]
    app.draw()
    app.set_language("en")


def test_a_walk_forward_still_steps(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Her turn 3's first hinted step, away from her Dojo toward Blue's: 'step from'."""
    _searches(monkeypatch)
    scene = c_table(app, 50)
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert str(scene.hint) == "step -2,1 -1,0 1"
    words = scene.prompt_panel.hint_words()
    assert words.startswith("Hint: step from") and "costs" not in words
