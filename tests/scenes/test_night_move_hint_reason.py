"""The Move's hint says why that roof, in a few plain words, from what the hard
computer's Move weighs (ninjas.night.ai.move_roof) and the seat playing may see (newcomer
P, s18: "the hint says Move to roof 7, but why?"; issue 33: the hint names the target and
the action, never the string's length). scenes/night/move_reason.py."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.rules import NightAction, NightState
from scenes.app import App
from scenes.night import NightScene
from scenes.night.move_reason import roofs_in_reach

LANGS = ["en", "fr"]


def acting(app: App, s: NightState) -> NightScene:
    """`s`: seat 0, a person, moving first then collecting, its Move to make."""
    scene: NightScene = person_table(app, s)
    assert scene.state.planned(0) == "move"
    return scene


def moving(round: int = 1, scale: float = 80) -> NightState:
    """Seat 0 on roof 0 planning Move + Collect, the others on roof 2 (out of its sight,
    behind roof 1); roofs 1 (16 cm at scale 80) and 3 (24 cm, two floors) in reach."""
    s = line_state(
        [("move", "collect"), ("skip", "skip"), ("skip", "skip")], (0, 2, 2), scale=scale
    )
    s.round = round
    return s


def hint(scene: NightScene, roof: int) -> str:
    """The hint's words for the Move to `roof` the search found, as the prompt says them."""
    found = scene.hint_move(f"move {roof} 20.0")
    assert found is not None and found.kind == "move"
    scene.hint = found
    scene.draw(pygame.Surface((1280, 720)))
    said = scene.hint_label(found)
    assert scene.prompt() == scene.app.tr("night.hint", what=said)
    return said


@pytest.mark.parametrize("lang", LANGS)
def test_the_move_s_hint_says_the_tokens_there_are_the_most_within_reach(
    app: App, lang: str
) -> None:
    app.set_language(lang)
    tr = app.tr
    s = moving()
    for _ in range(3):
        give(s, "v1", building=1)
    give(s, "v3", building=3)
    s.roofs[4] = []
    scene = acting(app, s)
    assert roofs_in_reach(scene) == [1, 3]
    said = hint(scene, 1)
    why = tr("night.reason.sep").join(
        [tr.plural("night.reason.act.most", 3), tr("night.reason.then.collect_there")]
    )
    row = next(text for a, text in scene.options if a.kind == "move" and a.args[0] == "1")
    assert said == tr("night.hint.because", what=row, why=why)  # fails before: no reason
    assert "cm" not in said and "20" not in said  # never the string's length
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_a_richer_roof_of_fewer_tokens_says_so_as_far_as_the_seat_knows(
    app: App, lang: str
) -> None:
    app.set_language(lang)
    tr = app.tr
    s = moving(round=5)
    give(s, "v1", building=1)
    give(s, "v1", building=1)
    give(s, "y5", building=3)  # a yellow back: 4.5 as far as seat 0 knows
    s.roofs[4] = []
    scene = acting(app, s)
    said = hint(scene, 3)
    assert tr.plural("night.reason.act.worth", 1) in said
    assert tr("night.token.y5") not in said  # the yellow's face, unseen, never named
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_with_nothing_to_collect_within_reach_it_says_so(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = moving()
    s.roofs[4] = []
    scene = acting(app, s)
    said = hint(scene, 1)
    assert said.endswith(tr("night.reason.act.none.nearest"))
    assert tr("night.reason.then.collect_there") not in said  # nothing to collect there
    app.set_language("en")


@pytest.mark.parametrize("lang", LANGS)
def test_ninjas_collecting_there_first_are_said_never_how_many(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = moving()
    for _ in range(3):
        give(s, "v1", building=1)
    for kind in ("v2", "v2", "v3"):
        give(s, kind, seat=1)
    s.roofs[4] = []
    s.positions = [0, 1, 2]
    s.plans[1] = ["collect", "skip"]  # revealed: seat 1, after seat 0, collects on roof 1
    scene = acting(app, s)
    said = hint(scene, 1)
    assert tr("night.reason.act.taken") in said


def test_another_action_s_hint_is_as_before(app: App) -> None:
    s = moving()
    give(s, "v1", building=1)
    scene = acting(app, s)
    end = NightAction("end")
    assert scene.hint_label(end) == scene.words.hint_label(end, scene.options)


def test_roofs_alike_and_a_full_backpack_are_said(app: App) -> None:
    tr = app.tr
    s = moving()
    for roof in (1, 1, 3, 3):
        give(s, "v1", building=roof)
    for kind in ("v1", "v1", "v2", "v2"):  # full: a pink there may beat her 1
        give(s, kind, seat=0)
    s.roofs[4] = []
    said = hint(acting(app, s), 1)
    assert tr.plural("night.reason.act.tied", 2) in said
    assert tr("night.reason.act.full") in said
