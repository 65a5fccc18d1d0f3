"""Dojo's 'Replay its turn (T)' counts its walks one way in both places (newcomer Q,
s19, Dojo EN 1280x720: the panel read 'Walk 1 of 3' and the button under it 'Next:
walk 2 (2 of 4)'): the button names the next walk among the walks as the panel does,
'Next: walk 2 of 3', and the steps (walks, battles, the summoning) as steps, '(step 2
of 4)'; English and French."""

from __future__ import annotations

import re

import pygame
import pytest

from scenes.app import App
from scenes.dojo import step_said

from .conftest import Driver
from .test_dojo_turn_again import _frames_until, _kept_turn

PANEL = {"en": r"^Walk (\d+) of (\d+):", "fr": r"^Marche (\d+) sur (\d+)\u00a0?:"}
BUTTON = {
    "en": r"walk (\d+) of (\d+) \(step (\d+) of (\d+)\)$",
    "fr": r"marche (\d+) sur (\d+) \(étape (\d+) sur (\d+)\)$",
}
STEP = {"en": r"\(step (\d+) of (\d+)\)$", "fr": r"\(étape (\d+) sur (\d+)\)$"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_counts_the_walks_as_the_panel_does(app: App, ui: Driver, lang: str) -> None:
    scene = _kept_turn(app, lang)
    again = scene.turn_again
    ui.key(pygame.K_t)
    walks_seen: list[tuple[int, int]] = []
    labels: list[str] = []
    for _ in range(again.total):
        _frames_until(scene, lambda: again.shown or not again.active)
        if not again.active:
            break
        said = [row for row, _ in step_said.rows(scene)]
        walk = next(
            (re.match(PANEL[lang], row) for row in said if re.match(PANEL[lang], row)), None
        )
        if walk is not None:
            walks_seen.append((int(walk[1]), int(walk[2])))
        labels.append(again.next_label())
        scene.on_key(pygame.K_RETURN)
    assert len(walks_seen) >= 2  # (the turn walks twice or more, then summons)
    total_walks = walks_seen[0][1]
    steps = len(labels)
    for number, label in enumerate(labels[:-1], start=1):
        step = re.search(STEP[lang], label)
        assert step, label  # fails before: '(2 of 4)', no word for what it counts
        assert (int(step[1]), int(step[2])) == (number + 1, steps)
        named = re.search(BUTTON[lang], label)
        if named is not None:  # the next walk, counted among the walks as the panel does
            assert int(named[2]) == total_walks, (label, walks_seen)
            assert int(named[1]) == walks_seen[number - 1][0] + 1
    assert any(re.search(BUTTON[lang], label) for label in labels)
    app.set_language("en")
