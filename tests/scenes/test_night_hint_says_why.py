"""Every action of the plan's hint says why, the Skip and the Steal too (newcomer J, s11
nc-J/081c, 089, 096, 103c: 'Skip + Collect', 'Move + Skip' said nothing of the Skip,
and 'Move + Steal (roof 5, in reach, holds 2 tokens)' spoke of collecting on a roof
where nobody stood: "I could not understand why Steal"). A Steal that counts on a ninja
coming says it is a guess; the words are made of what the seat may see, never another
seat's plan (secret until revealed) nor a face-down token."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.rules import NightAction, NightState
from scenes.app import App
from scenes.night import NightScene
from scenes.night.plan_reason import Reasons

LANGS = ["en", "fr"]


def planning(app: App, s: NightState) -> NightScene:
    """`s` in its plan phase, seat 0 a person planning, shown."""
    s.phase, s.plans = "plan", [[], [], []]
    scene: NightScene = person_table(app, s, draw=False)
    return scene


def no_spare(s: NightState) -> None:
    """The spare tokens' roof (in the moving string's reach on LINE) empty."""
    s.roofs[4] = []


def fill_pack(s: NightState, tokens: list[int]) -> None:
    """Seat 0's backpack holds `tokens` (its own: seen)."""
    for slot, t in enumerate(tokens):
        s.backpacks[0][slot] = t
        s.known[t].add(0)


def said(scene: NightScene, first: str, second: str) -> str:
    return scene.words.hint_label(NightAction("plan", (first, second)), [])


@pytest.mark.parametrize("lang", LANGS)
def test_a_steal_on_an_empty_roof_says_it_counts_on_a_guess(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state(positions=(0, 2, 3))
    give(s, "v2", building=1)  # roof 2, in reach: the Move's roof; nobody stands there
    give(s, "v3", seat=1)
    no_spare(s)
    scene = planning(app, s)
    words = said(scene, "move", "steal")
    assert tr("night.reason.then.steal.guess", roof=2) in words  # fails before: no word
    assert {"en": "a guess", "fr": "une supposition"}[lang] in words
    s.positions[1] = 1  # Blue stands on roof 2 carrying a token: the Steal is from Blue
    scene.version += 1
    words = said(scene, "move", "steal")
    assert tr("night.reason.then.steal", name=scene.seat_name(1)) in words
    assert tr("night.reason.then.steal.guess", roof=2) not in words
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_skip_says_why(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state(positions=(0, 2, 2))  # nobody within the fist's reach
    give(s, "v2", building=0)
    later = give(s, "v1")
    pack = [give(s, kind) for kind in ("v1", "v2", "v3", "v1")]
    no_spare(s)
    scene = planning(app, s)
    # nothing on a roof in reach: the Skip has nothing to give up (fails before: no word)
    words = said(scene, "skip", "collect")
    assert words.startswith(f"{tr('night.action.skip')} + {tr('night.action.collect')} (")
    assert tr("night.reason.skip.nothing") in words
    assert tr("night.reason.then.collect_here") in words
    s.roofs[1].append(later)  # a roof in reach holds a token: the search's choice is said
    words = said(scene, "collect", "skip")
    assert tr("night.reason.then.skip", roof=1) in words
    fill_pack(s, pack)  # a full backpack, nobody in reach of roof 2 (the others far)
    s.positions[1] = s.positions[2] = 4
    words = said(scene, "move", "skip")
    assert tr("night.reason.move.full", roof=2) in words  # its tokens are no reason
    assert tr("night.reason.then.skip.full") in words
    words = said(scene, "skip", "collect")
    assert tr("night.reason.then.swap") in words  # a Collect there swaps
    for slot in range(4):  # threes alone: no pink token may beat them (round 1)
        s.kinds[s.backpacks[0][slot]] = "v3"
    words = said(scene, "skip", "collect")
    assert tr("night.reason.then.swap") not in words
    assert tr("night.reason.tries", what=tr("night.action.collect")) in words
    app.set_language("en")


@pytest.mark.parametrize("plan", [("skip", "collect"), ("move", "steal"), ("collect", "skip")])
def test_every_action_has_its_reason_and_no_secret(app: App, plan: tuple[str, str]) -> None:
    """Two reasons for two actions; the same words whatever the others planned and
    whichever their tokens' faces are."""
    s = line_state(positions=(0, 2, 3))
    give(s, "v2", building=0)
    give(s, "v3", building=1)
    give(s, "v1", seat=1)
    no_spare(s)
    scene = planning(app, s)
    words = said(scene, *plan)
    reasons = Reasons(scene)
    first, then = reasons.first(plan[0]), reasons.then(*plan)
    assert first and then and f"{first}{app.tr('night.reason.sep')}{then}" in words
    assert "cm" not in words
    before = words
    s.plans = [[], ["move", "steal"], ["move", "collect"]]  # secret: they change nothing
    roof = s.roofs[1]
    s.kinds[roof[0]] = "v1"  # a face-down token's face: nothing said of it
    scene.version += 1
    assert said(scene, *plan) == before


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_longest_reasons_fit_the_prompt(app: App, lang: str, size: tuple[int, int]) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state(positions=(0, 2, 2))
    give(s, "v2", building=1)
    for kind in ("v1", "v2", "v3", "v1"):
        give(s, kind, seat=0)
    no_spare(s)
    scene = planning(app, s)
    for plan in (("move", "steal"), ("move", "skip"), ("skip", "collect")):
        hint = NightAction("plan", plan)
        scene.hint = hint
        scene.hint_move(str(hint))
        assert scene.prompt() == tr("night.hint.set", what=scene.hint_label(hint))
        scene.draw(pygame.Surface(size))
        lines = scene.prompt_panel.lines(scene.layout(size).prompt.width)
        assert len(lines) <= 5 and not any(line.endswith("…") for line in lines)
    app.set_language("en")
