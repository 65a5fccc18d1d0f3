"""The Attack, Shuriken, Kunai, Collect, Steal, Heal and Potion hints say why, in a few
plain words, as the Move's does (move_reason.py), from what the hard computer's turn
weighs and the seat playing may know: how many tokens a rival carries is public (their
backpacks lie in front of everyone, face down), a face it has not seen never is (issue
33: the hint names the target and the action, never the string's length).
scenes/night/act_reason.py."""

from __future__ import annotations

import random

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.ai import NightPolicy
from ninjas.night.position import INJURY, colour
from ninjas.night.rules import NightState
from scenes.app import App
from scenes.night import NightScene

LANGS = ["en", "fr"]


def hinted(app: App, s: NightState) -> tuple[str, str]:
    """The hint's words on `s`'s table, seat 0 to act, for what the hard computer plays
    there (the hint's search), as the prompt says them; and their reason, after the
    row's words ('' where none)."""
    scene: NightScene = person_table(app, s.clone())
    action = NightPolicy("hard", random.Random(3)).choose(s.clone())
    found = scene.hint_move(str(action))
    assert found is not None
    scene.hint = found
    scene.draw(pygame.Surface((1280, 720)))
    words = scene.hint_label(found)
    assert words in scene.prompt()  # 'Hint: …' (a Collect's: 'Hint: …. Set for you: …')
    row = scene.words.hint_label(found, scene.options)
    if words == row:
        return words, ""
    head = app.tr("night.hint.because", what=row, why="")
    assert words.startswith(head), words
    return words, words[len(head) :]


def said(app: App, s: NightState) -> str:
    return hinted(app, s)[0]


def why(app: App, s: NightState) -> str:
    return hinted(app, s)[1]


def throwing(plan: tuple[str, str] = ("attack", "skip")) -> NightState:
    """Seat 0 on roof 0: seats 1 and 2 on roof 1 (in reach), carrying 2 tokens and 1;
    none of their faces seen by seat 0."""
    s = line_state([plan, ("skip", "skip"), ("skip", "skip")], (0, 1, 1))
    give(s, "v3", seat=1)
    give(s, "v1", seat=1)
    give(s, "v2", seat=2)
    return s


def name(app: App, s: NightState, seat: int) -> str:
    return str(person_table(app, s.clone(), draw=False).seat_name(seat))


@pytest.mark.parametrize("lang", LANGS)
def test_the_attack_says_its_ninja_carries_the_most_within_reach(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = throwing()
    text = said(app, s)
    kiku = name(app, s, 1)
    reason = tr("night.reason.sep").join(
        [tr.plural("night.reason.aim.most", 2, name=kiku), tr("night.reason.hit.attack")]
    )
    assert text.endswith(tr("night.hint.because", what="", why=reason))  # fails before
    assert "cm" not in text
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_shuriken_and_the_kunai_say_why_that_ninja(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = throwing(("skip", "skip"))
    give(s, "shuriken", seat=0)
    kiku = name(app, s, 1)
    text = said(app, s)
    assert tr("night.act.shuriken", name=kiku) in text
    assert text.endswith(tr("night.reason.hit.shuriken"))  # fails before: no reason
    assert tr.plural("night.reason.aim.most", 2, name=kiku) in text
    s = throwing(("skip", "skip"))
    give(s, "kunai", seat=0)
    text = said(app, s)
    assert tr("night.reason.hit.kunai") in text  # fails before
    assert text.endswith(tr("night.reason.faces_hidden", name=kiku))  # why that slot
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_only_ninja_within_reach_is_said_so(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = throwing()
    s.positions[2] = 2  # out of reach
    text = said(app, s)
    assert tr("night.reason.aim.only", name=name(app, s, 1)) in text  # fails before
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_collect_steal_heal_and_potion_say_why(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 2, 2))
    for kind in ("v1", "v2", "v3"):
        give(s, kind, building=0)
    give(s, "v1", seat=0)
    give(s, "v1", seat=0)  # room for 2 of the 3, their faces unseen: alike to her
    assert why(app, s) == tr.plural("night.reason.pick.alike", 2)  # fails before
    s.known[s.roofs[0][2]].add(0)  # she has seen the 3: the best she knows
    assert why(app, s) == tr.plural("night.reason.pick.best", 2)
    s.backpacks[0] = [None] * len(s.backpacks[0])
    assert why(app, s) == tr("night.reason.pick.all")

    s = line_state([("steal", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 0, 2))
    give(s, "v3", seat=1)
    give(s, "v1", seat=1)
    assert why(app, s) == tr("night.reason.faces_hidden", name=name(app, s, 1))

    s = line_state([("heal", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 2, 2))
    s.backpacks[0][0] = s.backpacks[0][1] = INJURY
    assert why(app, s) == tr.plural("night.reason.heal.slot", 2)  # fails before
    give(s, "potion", seat=0)
    assert why(app, s) == tr.plural("night.reason.potion", 2)  # fails before
    app.set_language("en")


def faces_swapped(s: NightState, seat: int) -> NightState:
    """`s` with the faces `seat` has not seen dealt otherwise (each colour's reversed)."""
    twin = s.clone()
    for hue in ("pink", "yellow"):
        unseen = [
            t
            for t in range(len(s.kinds))
            if colour(s.kinds[t]) == hue and s.kind_seen_by(t, seat) == hue
        ]
        kinds = [s.kinds[t] for t in unseen][::-1]
        for t, kind in zip(unseen, kinds, strict=True):
            twin.kinds[t] = kind
    return twin


@pytest.mark.parametrize("lang", LANGS)
def test_a_reason_never_names_a_face_its_seat_has_not_seen(app: App, lang: str) -> None:
    """Each action's words are the same whatever the faces seat 0 has not seen, and name
    none of them."""
    app.set_language(lang)
    tr = app.tr
    collect = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 2, 2))
    for kind in ("v1", "v3", "v2", "potion"):
        give(collect, kind, building=0)
    give(collect, "v2", seat=0)
    give(collect, "v2", seat=0)
    steal = line_state([("steal", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 0, 2))
    for kind in ("v3", "y5", "gears"):
        give(steal, kind, seat=1)
    kunai = throwing(("skip", "skip"))
    give(kunai, "kunai", seat=0)
    give(kunai, "hook", seat=1)
    for s in (throwing(), kunai, collect, steal):
        text, reason = hinted(app, s)
        assert reason
        assert said(app, faces_swapped(s, 0)) == text  # the same whatever they are
        for kind in ("potion", "gears", "hook"):  # faces she has not seen: never named
            assert tr(f"night.token.{kind}") not in reason
    app.set_language("en")
