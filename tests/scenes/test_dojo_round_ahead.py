"""A battle round's first line says, before the attacker picks, how many of their cards
are played: with 4 cards against 2 face-down ones, only 2 (newcomer H, s16, nc-H/067-069:
she led with her 4 as a probe, her 10 went back unused, nothing said so before)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.handoff import HandoffScene

from .conftest import Driver, record_texts
from .hotseat import reveal_hand
from .test_dojo_reveal_read import _battle


def _to_the_attack(app: App, ui: Driver, scene: DojoScene) -> None:
    """Covers passed and the defender's cards laid, until the attacker plays."""
    for _ in range(400):
        ui.step()
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.can_act and scene.state.phase == "lay":
            scene.controls.lay_all()
        elif scene.can_act and scene.state.phase == "attack" and not scene.busy:
            return
    raise AssertionError("the attacker never came to play")


def _drawn(app: App, scene: DojoScene, monkeypatch: pytest.MonkeyPatch) -> str:
    drawn = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    return " ".join(drawn)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_four_cards_against_two_face_down_say_two_are_played(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, lang, attackers=4, defenders=2)
    _to_the_attack(app, ui, scene)
    said = {
        "en": "2 face-down cards: you play 2 of your 4 cards this round; the others go back"
        " to your deck.",
        "fr": "2 cartes cachées\u00a0: vous jouez 2 de vos 4 cartes cette manche\u00a0; les"
        " autres retournent dans votre pioche.",
    }[lang]
    assert said in _drawn(app, scene, monkeypatch)  # before: not a word of it
    scene.play(str(scene.state.legal_actions()[0]))  # the round's first card: its own words
    for _ in range(600):  # until the flip is told (no time waited: frames drawn)
        ui.step()
        if scene.stage.tray is not None and scene.stage.tray.clashes:
            break
    assert said not in _drawn(app, scene, monkeypatch)


def test_as_many_cards_as_face_down_ones_say_nothing_more(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, "en", attackers=2, defenders=2)
    _to_the_attack(app, ui, scene)
    assert "cards this round" not in _drawn(app, scene, monkeypatch)
