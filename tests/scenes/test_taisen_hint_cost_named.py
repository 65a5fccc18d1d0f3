"""The Taisen hint's cost names the ninja it leaves open and what could eliminate it
(newcomer B, s23, EN 1920x1080, 22-hint3: 'Cost: 1 ninja exposed' said neither which
ninja nor to what; two hints later the Wolf took four of her ninjas). Now: 'Cost: Paper 1
open to the Wolf's Scissors 2 (a red 2).' / 'Coût : Feuille 1 à portée de Ciseaux 2 du
Loup (un 2 rouge).', in the prompt's two lines (else the count, as before)."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.taisen import from_notation
from ninjas.taisen.risk import move_risk, threats
from scenes.app import App

from .conftest import Driver
from .test_taisen_hint_risk import hinted

LONE_PAPER = "JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -"
"""A lone Paper pushed two tiles from a Wolf Scissors (test_taisen_hint_risk)."""


def test_the_risk_knows_which_ninja_and_which_foe_card() -> None:
    state = from_notation(LONE_PAPER)
    risk = move_risk(state, state.parse_action("g:P1"))
    assert risk.exposed == 1 and len(risk.cards) == 1
    assert risk.by is not None
    mover, letter, value = risk.by
    # the Wolf's card whose move eliminates it, replayed: it does
    after = state.clone()
    after.apply(state.parse_action("g:P1"))
    assert threats(after, 0).reach[risk.cards[0]] == risk.by
    assert mover // 10 == 1 and value in (1, 2, 3) and letter


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cost_names_the_ninja_and_its_threat(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    words = hinted(app, ui, monkeypatch, LONE_PAPER, "g:P1")
    if folder := os.environ.get("NINJAS_TEST_SHOT"):  # a shot to look at
        app.draw()
        pygame.image.save(app.canvas, os.path.join(folder, f"taisen_cost_{lang}.png"))
    paper = {"en": "Paper 1 open to", "fr": "Feuille 1 à portée de"}[lang]
    roll = {"en": "(a red 2)", "fr": ""}[lang]  # (FR: no room for the die at 1280x720)
    scissors = {"en": "the Wolf's Scissors 2", "fr": "Ciseaux 2 du Loup"}[lang]
    # (fails before: 'Cost: 1 ninja exposed.')
    assert paper in words and scissors in words and roll in words, words
    assert app.tr.plural("taisen.risk.exposed", 1) not in words, words
