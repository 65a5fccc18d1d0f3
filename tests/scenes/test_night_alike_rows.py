"""One row per distinct choice (issue 33, newcomer T, s9 u15: a Collect of a 3 and two
Gears with one free slot listed 'Swap: Gears into slot 4, 3 points into your hand (1)'
twice, one row for each Gears, both numbered (1); and 'Play Gears... (from your hand)'
twice). Either of two tokens alike in the hand, as the seat knows them, is one choice:
one Swap row, one Gears row, the hint lighting it when it names the other Gears. Rows alike that are distinct choices are numbered (1), (2)."""

from __future__ import annotations

import os

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.night.rules import NightState
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene


def two_gears_held() -> NightState:
    """Ada (seat 0) collected a 3 and two Gears with one free slot: the 3 is in slot 4,
    the Gears in her hand."""
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 3, 3))
    s.options["collect_value_first"] = True
    s.options["discard_keeps_held"] = True
    for kind in ("v3", "v1", "kunai"):
        give(s, kind, seat=0)
    give(s, "v3", building=0)
    for _ in range(2):
        give(s, "gears", building=0)
    s.apply("collect 0 1 2")
    assert [str(a) for a in s.legal_actions() if a.kind == "swap"] == ["swap 0 3", "swap 1 3"]
    return s


def swap_rows(scene: NightScene) -> list[str]:
    return [text for action, text in scene.options if action.kind == "swap"]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_two_gears_in_the_hand_make_one_swap_row(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = person_table(app, two_gears_held())
    rows = swap_rows(scene)
    assert len(rows) == 1, rows  # fails before: two rows alike
    assert not rows[0].endswith(")") or "(1)" not in rows[0]
    labels = [text for _, text in scene.options]
    assert len(labels) == len(set(labels))  # never two rows alike
    # either Gears played from the hand: one row of its choices, not one per Gears
    sources = {str(a.args[0]) for a, _ in scene.options if a.kind == "gears"}
    assert len(sources) == 1, sources  # fails before: h0, h1
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:  # to look at: the rows
        canvas = pygame.Surface((1280, 720))
        scene.draw(canvas)
        pygame.image.save(canvas, f"{shot}_{lang}.png")
    app.pop()
    app.set_language("en")


def test_the_hint_naming_the_other_gears_lights_the_one_row(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        ai_turn, "think_hint", lambda level, seed, state: Ready(state.parse_action("swap 1 3"))
    )
    scene = person_table(app, two_gears_held())
    scene.request_hint()
    for _ in range(3):
        scene.update(1 / 60)
    assert scene.hint is not None and str(scene.hint) == "swap 1 3"
    lit = [i for i, (action, _) in enumerate(scene.options) if scene.hinted_option(action)]
    assert [scene.options[i][0].kind for i in lit] == ["swap"]
    assert scene.option_list.keyed_row(scene.mouse) == lit[0]  # Enter takes it
    app.pop()


def test_rows_alike_of_distinct_choices_are_numbered_one_two(app: App) -> None:
    scene = person_table(app, two_gears_held())
    actions = [a for a, _ in scene.options if a.kind == "discard"][:2]
    monkey = scene.words.label
    scene.words.label = lambda action: "Same words"  # type: ignore[method-assign]
    try:
        labels = [text for _, text in scene.words.labelled(actions)]
    finally:
        scene.words.label = monkey  # type: ignore[method-assign]
    assert labels == ["Same words (1)", "Same words (2)"]  # fails before: (1), (1)
    app.pop()
