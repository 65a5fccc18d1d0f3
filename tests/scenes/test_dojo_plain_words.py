"""The Dojo table says what the player sees (newcomer X, s13): the hint counts only the
steps of the walk it draws ('3 pas pour 2 déplacements' was said over one arrow into the
mountain, other ninjas' steps counted: nc-X/029); the summoning's tick says what it
keeps safe, and a count past it says the risk (052: 'sans risque', risk of what?); a
person is 'their', a computer's clan 'its' (146); a battle cover's title speaks of the
laptop whether it is passed or kept (133 'Ana: your battle cards' against 149 'Pass the
laptop to Ben')."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.rules import DojoAction, new_game
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.race_words import summon_cost
from scenes.dojo.summon_mark import safe_next
from scenes.dojo.walk_words import spend_words
from scenes.message import ConfirmScene

from .test_dojo_ends import _many
from .test_dojo_open_dojo import u_session
from .test_dojo_scene import _placed_table, key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_counts_the_steps_of_the_walk_it_draws(lang: str) -> None:
    tr = Translator(lang)
    state = new_game(5)
    terrain = state.terrain
    mountain = next(h for h, kind in sorted(terrain.items()) if kind == "mountain")
    source = next(
        (mountain[0] + dq, mountain[1] + dr)
        for dq, dr in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
        if (mountain[0] + dq, mountain[1] + dr) in terrain
    )
    table = SimpleNamespace(app=SimpleNamespace(tr=tr), state=state)
    step = DojoAction("step", (f"{source[0]},{source[1]}", f"{mountain[0]},{mountain[1]}", "2"))
    far = [h for h in sorted(terrain) if abs(h[0] - source[0]) + abs(h[1] - source[1]) > 4]
    others = [  # another ninja's free steps, later in the plan: not this walk's
        f"step {far[0][0]},{far[0][1]} {far[1][0]},{far[1][1]} 0",
        f"step {far[1][0]},{far[1][1]} {far[2][0]},{far[2][1]} 0",
    ]
    said = spend_words(table, step, others)  # type: ignore[arg-type]
    assert said == tr("dojo.hint.mountain_two")  # fails before: '3 steps for 2 moves: ...'
    assert tr.plural("dojo.hint.this_walk", 2, steps=3, why="")[:6] not in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_count_past_the_tick_says_the_risk(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _many(scene, per_hex=2, hexes=5, deck=23)
    safe = safe_next(scene.state)
    assert safe is not None
    risk = {  # fails before: '... next turn may lack cards for all your ninjas.'
        "en": "your deck may keep fewer cards than your ninjas: an attack on a big stack",
        "fr": "garder moins de cartes que vos ninjas\u00a0: une attaque contre une grosse pile",
    }[lang]
    assert risk not in summon_cost(scene, safe)
    past = summon_cost(scene, safe + 1)
    assert risk in past and str(safe) in past  # fails before: nothing of the tick
    word = {"en": "deck ≥ your ninjas", "fr": "pioche ≥ vos ninjas"}[lang]  # (newcomer C, s22)
    assert app.tr("dojo.summon.safe_mark") == word


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_empty_dojo_warning_says_their_of_a_person(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = DojoScene(app, u_session(5), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    scene.session.seats[1] = Seat(name="Ana")  # a person, not the computer
    assert enemy_reach(scene.state, 0) is not None
    key(scene, pygame.K_e)
    box = app.top
    assert isinstance(box, ConfirmScene)
    if lang == "en":
        assert "one of their ninjas" in box.text and "end of their turn" in box.text
        assert " its " not in box.text  # fails before: 'one of its ninjas', 'its turn'
    else:
        assert "l'un de ses ninjas" in box.text


def test_a_computer_s_clan_is_still_its(app: App) -> None:
    app.set_language("en")
    scene = DojoScene(app, u_session(5), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    key(scene, pygame.K_e)
    box = app.top
    assert isinstance(box, ConfirmScene) and "end of its turn" in box.text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_battle_cover_speaks_of_the_laptop_kept_or_passed(lang: str) -> None:
    tr = Translator(lang)
    laptop = {"en": "the laptop", "fr": "l'écran"}[lang]
    assert laptop in tr("handoff.pass_to", name="Ben")
    assert laptop in tr("dojo.handoff.own", name="Ana")  # fails before: 'Ana: your battle cards'
