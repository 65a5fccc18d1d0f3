"""A table's F1 opens the rules at the part of the turn being played (newcomer W, s21:
F1 in a Dojo game opened them at their top)."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.rules_at import SECTION_OF_PHASE, section_for
from scenes.rules_scene import RULES_SECTIONS, RulesScene
from scenes.setup import Seat

from .test_dojo_scene import key, table


def test_every_phase_names_a_section_of_its_game_s_rules() -> None:
    for game, phases in SECTION_OF_PHASE.items():
        for phase, section in phases.items():
            assert section in RULES_SECTIONS[game], (game, phase, section)


def test_a_state_without_phases_opens_at_the_top() -> None:
    assert section_for("taisen", object()) is None
    assert section_for("dojo", type("S", (), {"phase": "unheard"})()) is None


def _opened(app: App, scene: object) -> RulesScene:
    key(scene, pygame.K_F1)
    rules = app.stack[-1]
    assert isinstance(rules, RulesScene)
    app.draw()
    return rules


def test_f1_at_a_dojo_table_opens_the_rules_at_the_phase_s_section(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], 3, {})
    for played, section in (
        ([], "setup"),
        (["dojo 4,-1", "dojo -1,-3", "roll", "summon 4"], "summoning"),
    ):
        for action in played:
            scene.play(action)
        rules = _opened(app, scene)
        index = RULES_SECTIONS["dojo"].index(section)
        assert rules.current_section == index
        assert rules.scroll == min(rules.max_scroll, float(rules.section_tops[index])) > 0
        app.pop()
