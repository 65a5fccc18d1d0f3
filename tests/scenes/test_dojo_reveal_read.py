"""Dojo hot-seat: a round's turned cards are shown to both people and held until read
(issue 33, newcomer H, s10, nc-98/101.png: the defender's cover came at once after the
attacker's last card, so the attacker never saw it turn; 125->126 and loop.png: a round
of one card against one passed the laptop twice). Nothing hidden shows meanwhile: the
unplayed cards of neither seat."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.handoff import HandoffScene

from .conftest import Driver
from .hotseat import reveal_hand, table


def _battle(
    app: App, ui: Driver, lang: str, attackers: int, defenders: int, animate: bool = False
) -> DojoScene:
    """Ada and Zoe at the laptop, the Dojos placed; the mover starts a battle of
    `attackers` against `defenders` on a hex of plains or forest."""
    app.set_language(lang)
    seats = [Seat("human", name="Ada"), Seat("human", name="Zoe")]
    session = GameSession.new("dojo", seats, 4, {}, autosave=False)
    scene: DojoScene = table(app, DojoScene, session, confirm=False)
    if animate:  # the events told one by one, as they are played
        scene.animate = True
    for _ in range(200):
        ui.step()
        if isinstance(app.top, HandoffScene):
            reveal_hand(app, ui, scene)
        elif scene.state.phase != "dojo" and scene.can_act:
            break
        elif scene.can_act:
            scene.play(str(scene.state.legal_actions()[0]))
    state = scene.state
    me = state.mover
    h = next(  # not water (one ninja), nor a mountain (the defender wins its ties)
        h
        for h, kind in state.terrain.items()
        if kind in ("plains", "forest") and h not in state.ninjas
    )
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = attackers, defenders
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    return scene


def _to_the_read(app: App, ui: Driver, scene: DojoScene) -> int:
    """Covers passed, cards laid and struck until the round's cards wait to be read;
    the number of covers met."""
    covers = 0
    for _ in range(400):
        ui.step()
        if scene.reveal.waiting:
            return covers
        if isinstance(app.top, HandoffScene):
            covers += 1
            reveal_hand(app, ui, scene)
        elif scene.can_act and scene.state.phase == "lay":
            scene.controls.lay_all()
        elif scene.can_act and scene.state.phase == "attack":
            scene.play(str(scene.state.legal_actions()[0]))
    raise AssertionError("the round's cards never waited to be read")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rounds_turned_cards_wait_for_both_to_read_them(
    app: App, ui: Driver, lang: str
) -> None:
    scene = _battle(app, ui, lang, attackers=2, defenders=2)
    _to_the_read(app, ui, scene)
    for _ in range(30):  # before: the next cover (or the turn) came at once
        ui.step()
        assert app.top is scene and scene.reveal.waiting
    assert scene.prompt() == app.tr("dojo.reveal.prompt")
    assert not scene.may_see(0) and not scene.may_see(1)  # nobody's hidden cards
    assert scene.stage.last_clash is not None  # the last card turned, said
    ui.key(pygame.K_RETURN)
    assert not scene.reveal.waiting
    for _ in range(30):
        ui.step()
        if isinstance(app.top, HandoffScene) or scene.can_act:
            break
    assert isinstance(app.top, HandoffScene) or scene.can_act


def test_the_turned_cards_stay_in_the_tray_while_read(app: App, ui: Driver) -> None:
    scene = _battle(app, ui, "en", attackers=2, defenders=2, animate=True)
    _to_the_read(app, ui, scene)
    ui.step(400)  # the flips over, the tray's fading held, the next round's deal too
    tray = scene.stage.tray
    assert scene.reveal.waiting and tray is not None and len(tray.clashes) >= 2
    assert [slot.card for slot in tray.row if slot.flipped]  # the row as it turned
    ui.key(pygame.K_SPACE)
    assert not scene.reveal.waiting


def test_a_pads_press_reads_them_too(app: App, ui: Driver) -> None:
    scene = _battle(app, ui, "en", attackers=2, defenders=2)
    _to_the_read(app, ui, scene)
    ui.step()
    scene.hurry()  # a pad's A or B while the table holds (tableflow/gamepad.py)
    assert not scene.reveal.waiting


def test_a_click_reads_them_too(app: App, ui: Driver) -> None:
    scene = _battle(app, ui, "en", attackers=2, defenders=2)
    _to_the_read(app, ui, scene)
    ui.step()
    centre = scene.layout.map.center
    ui.click(centre)
    assert not scene.reveal.waiting


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_card_against_one_passes_no_laptop(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=1, defenders=1)
    covers = _to_the_read(app, ui, scene)
    # before: the attacker's own cards covered ('Ada: your battle cards'), a press, and
    # the read missed; now the table lays and plays the only cards, in the open
    assert covers == 0
    assert scene.stage.last_clash is not None  # its one card against one, turned
