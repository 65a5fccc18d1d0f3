"""The Dojo hint at newcomer Z's fatal summoning (s21, FR 1920x1080 vs Hard,
tests/support/recorded/dojo_hint_deckout_z.json): leading 6 to 4, it said 'a big
summoning brings the end closer while you lead' and she put 10 of 11 dice on the forest
beside the enemy Dojo: 19 ninjas there for 15 cards, and the computer's attack ended the
game by her deck. Its count stays 11 (spread, the dice can keep every stack within 15),
and its words now say to spread them (race_words.summon_why 'ahead_spread'), then its
dice keep off one pile (ninjas/dojo/reserve.py)."""

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
    "en": "Hint: summon with 11 cards. You lead on land 6 to 4, by less than their next move"
    " could take: summon big, past the green mark at 7, but spread the dice: a stack within their reach of more than"
    " 15 ninjas would let their attack end the game.",
    "fr": "Conseil\u00a0: invoquez avec 11 cartes. Vous menez en terres, 6 à 4, de moins que"
    " leur prochain tour peut prendre\u00a0: invoquez gros, au-delà du repère vert à 7, mais répartissez les dés\u00a0:"
    " une pile à leur portée de plus de 15 ninjas laisserait leur attaque finir la partie.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_z_s_summoning_hint_says_to_spread_the_dice(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    kept = json.loads((RECORDED / "dojo_hint_deckout_z.json").read_text(encoding="utf-8"))
    given = _searches(monkeypatch)
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], kept["seed"], kept["options"], autosave=False
    )
    for action in kept["actions"][:120]:
        session.apply(action)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    assert scene.state.phase == "summon" and scene.state.mover == 0
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert given and str(scene.hint) == "summon 11"
    # fails before: '... 6 to 4: a big summoning brings the end closer while you lead.'
    assert scene.prompt_panel.hint_words() == WORDS[lang]
    scene.submit("summon 11")
    for _ in range(600):  # the cards drawn shown, then the dice to set
        if scene.can_act and scene.state.phase == "assign":
            break
        scene.update(1 / 60)
    for _ in range(120):  # (a key just after the draw is held back: fresh_enter)
        scene.update(1 / 60)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert len(given) == 2 and scene.hint is not None and scene.hint.kind == "die"
    dice = scene.hint_plan.actions
    assert len(dice) == 11
    assert max(dice.count(d) for d in dice) <= 7  # fails before: 10 on '3,-2', the forest
    app.draw()
    app.set_language("en")
