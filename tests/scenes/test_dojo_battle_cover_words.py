"""The hot-seat cover before a battle's cards says what the person is handed, in its
open part: 'Zoe, you DEFEND in the plains: 2 against 3', then 'Ada, you ATTACK in the
plains: 3 against 2' (newcomer M, s11, nc-M/028, 044, 058: the covers said only 'Pass
the laptop to Zoe' or 'Ada: your battle cards'). Public facts only. EN and FR.

The words are the cover's lead (scenes/handoff.py): drawn first, above the 'look away'
line. (This test once asserted the cover's class, BattleCover, made by swapping the
class of the cover hand_over made; it now asserts what the player sees: the words, and
that they come before the look-away line.)"""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo.battle_cover import battle_words
from scenes.handoff import GRACE_SECONDS, HandoffScene

from .conftest import Driver, record_blits
from .test_dojo_reveal_read import _battle

WORDS = {
    "en": ("{name}, you DEFEND in {where}: 2 against 3", "{name}, you ATTACK in {where}: 3"),
    "fr": (
        "{name}, vous DÉFENDEZ dans {where}\u00a0: 2 contre 3",
        "{name}, vous ATTAQUEZ dans {where}\u00a0: 3",
    ),
}


def _next_cover(app: App, ui: Driver) -> HandoffScene:
    for _ in range(200):
        ui.step()
        if isinstance(app.top, HandoffScene) and app.top.time > GRACE_SECONDS:
            return app.top
    raise AssertionError("no cover came")


def _said(app: App, cover: HandoffScene, monkeypatch: pytest.MonkeyPatch) -> str:
    drawn = record_blits(monkeypatch)
    cover.draw(pygame.Surface(app.view_size))
    # the lead's words first, then the look-away line under them
    hint = app.tr(cover.hint_key)
    rows = [rect.top for text, rect in drawn if text.strip() and text in hint]
    lead = [rect.top for text, rect in drawn if text.strip() and text in battle_words_of(cover)]
    assert lead and rows and max(lead) < min(rows), (lead, rows)
    return " ".join(text for text, _ in drawn)


def battle_words_of(cover: HandoffScene) -> str:
    assert cover.lead is not None
    return cover.lead()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_cover_says_which_side_of_which_battle(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, lang, attackers=3, defenders=2)
    battle = scene.state.battle
    assert battle is not None
    where = scene.narrator.terrain_name(battle.hex)  # the plains or the forest
    defend, attack = (words.replace("{where}", where) for words in WORDS[lang])
    attacker = battle.attacker
    cover = _next_cover(app, ui)  # the defender's, to lay
    said = _said(app, cover, monkeypatch)
    assert defend.format(name=scene.seat_name(1 - attacker)) in said  # before: not said
    ui.key(pygame.K_RETURN)
    assert app.top is scene and scene.state.phase == "lay"
    scene.controls.lay_all()
    cover = _next_cover(app, ui)  # the attacker's, to play
    said = _said(app, cover, monkeypatch)
    assert attack.format(name=scene.seat_name(attacker)) in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_throw_s_covers_say_who_throws_and_who_defends(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=1, defenders=2)
    battle = scene.state.battle
    assert battle is not None
    battle.source = next(h for h in scene.state.terrain if h != battle.hex)
    thrower, target = battle.attacker, 1 - battle.attacker
    throws, defends = battle_words(scene, thrower), battle_words(scene, target)
    word = {"en": ("THROW", "DEFEND"), "fr": ("LANCEZ", "DÉFENDEZ")}[lang]
    assert word[0] in throws and scene.seat_name(thrower) in throws
    assert word[1] in defends and "shuriken" in defends and scene.seat_name(target) in defends
    assert {"en": "1 against 2", "fr": "1 contre 2"}[lang] in throws  # its card, their two
    assert {"en": "2 against 1", "fr": "2 contre 1"}[lang] in defends
