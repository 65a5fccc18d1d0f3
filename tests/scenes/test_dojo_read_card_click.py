"""Dojo against the computer: its shuriken at her stack of three, she lays her cards by
clicking them one by one; the table lays the last for her and the computer strikes. Her
click on that last card, which she still meant to lay, read the turned cards unseen: the
blow and the rest of its turn went by (newcomer N, s17, 155->157; reproduced by E4, s18,
in a real window at 1280x720). A click on a card of the tray no longer reads them: the
prompt says why, and Enter or Go on read them."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.hexgrid import distance
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import Driver
from .test_dojo_computer_holds import _placed


def _thrown_at(scene: DojoScene) -> None:
    """The computer (seat 1) throws from a plains hex at Ada's three ninjas next to it
    (its animations quick: the reads wait on no clock)."""
    scene.app.settings.animation_speed = 4.0
    state = scene.state
    plains = [h for h, kind in state.terrain.items() if kind == "plains" and h not in state.ninjas]
    src, dst = next((a, b) for a in plains for b in plains if distance(a, b) == 1)
    state.ninjas[src], state.ninjas[dst] = [0, 1], [3, 0]
    state.mover, state.phase = 1, "battle"
    throw = f"throw {hex_text(src)} {hex_text(dst)}"
    assert throw in [str(a) for a in state.legal_actions()]
    scene.play(throw)


def _until(ui: Driver, ready: object, frames: int = 600) -> None:
    for _ in range(frames):
        if ready():  # type: ignore[operator]
            return
        ui.step()
    raise AssertionError("never came")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_click_on_her_last_card_does_not_read_the_blow(app: App, ui: Driver, lang: str) -> None:
    scene = _placed(app, ui, lang)
    _thrown_at(scene)
    state = scene.state

    def her_lay() -> bool:
        return state.phase == "lay" and scene.can_act and not scene.busy

    _until(ui, lambda: her_lay() and len(scene.tray_view.layout.pool) == 3)
    pool = [rect.center for rect, _ in scene.tray_view.layout.pool]
    ui.click(pool[0])  # her first card, then the second, as N did
    _until(ui, lambda: her_lay() and len(scene.tray_view.layout.pool) == 2)
    ui.click(scene.tray_view.layout.pool[0][0].center)
    # the table lays her last card (controls.lay_alone); the computer strikes
    _until(ui, lambda: state.phase == "attack" and state.current_player == 1)
    scene.play(str(state.legal_actions()[0]))
    _until(ui, lambda: scene.reveal.shown)
    layout = scene.tray_view.layout
    cards = [r.center for pair in layout.turned for r in pair] + [r.center for r, _ in layout.slots]
    assert cards
    for pos in cards:  # her click meant for a card: before, the read was over
        ui.click(pos)
        assert scene.reveal.waiting and scene.reveal.shown
    assert scene.prompt() == app.tr("dojo.reveal.card_click")
    ui.step(30)
    assert scene.reveal.waiting  # still held
    ui.click(scene.reveal.button.rect.center)  # Go on
    assert not scene.reveal.waiting


def test_enter_still_reads_after_a_card_click(app: App, ui: Driver) -> None:
    scene = _placed(app, ui, "en")
    _thrown_at(scene)
    state = scene.state
    _until(ui, lambda: state.phase == "lay" and scene.can_act and not scene.busy)
    ui.key(pygame.K_RETURN)  # Lay them all (shuffled)
    _until(ui, lambda: state.phase == "attack" and state.current_player == 1)
    scene.play(str(state.legal_actions()[0]))
    _until(ui, lambda: scene.reveal.shown)
    turned = scene.tray_view.layout.turned
    ui.click(turned[0][0].center)
    assert scene.reveal.waiting
    ui.key(pygame.K_RETURN)
    assert not scene.reveal.waiting


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_enter_for_its_moves_does_not_lay_her_cards(app: App, ui: Driver, lang: str) -> None:
    """Move by move, an Enter for 'Its next move (Enter)' landed on its shuriken's lay
    and laid her three cards shuffled, unchosen (E4, s18, real window, 1280x720): the
    first Enter there says how to lay; the next lays them all, as the button says."""
    scene = _placed(app, ui, lang)
    _thrown_at(scene)
    scene.fresh_enter.armed = True  # an Enter pressed for its walks (fresh_enter.py)
    state = scene.state
    _until(ui, lambda: state.phase == "lay" and scene.can_act and not scene.busy)
    ui.key(pygame.K_RETURN)
    assert state.phase == "lay" and not state.battle.row  # before: all three laid
    assert str(scene.refusal()) == app.tr("dojo.fresh_enter_lay")
    ui.key(pygame.K_RETURN)  # asked again: laid, shuffled
    assert state.phase != "lay" or state.current_player != 0
