"""The top bar says the battle's phase now: 'Battle: Ada attacks Zoe' while the round's
cards are turned and read, not 'Zoe lays battle cards', the next round's deal the rules
are at already (newcomer X, s13, 059_4, 167, 168)."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .conftest import Driver, record_texts
from .test_dojo_reveal_read import _battle, _to_the_read


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_header_names_the_battle_while_its_cards_are_read(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _battle(app, ui, lang, attackers=4, defenders=4)
    _to_the_read(app, ui, scene)
    state = scene.state
    assert scene.reveal.waiting and state.phase == "lay"  # the next round's deal
    tray = scene.stage.tray
    assert tray is not None
    drawn = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    name = scene.seat_name
    battle = app.tr("dojo.top.battle", attacker=name(tray.attacker), defender=name(tray.defender))
    lays = app.tr("dojo.top.lays", name=name(state.current_player))
    assert battle in drawn and lays not in drawn  # before: 'Zoe lays battle cards'
    ui.key(pygame.K_RETURN)  # read: the defender lays, and the top bar says so
    del drawn[:]
    scene.draw(pygame.Surface(app.view_size))
    assert lays in drawn and battle not in drawn
