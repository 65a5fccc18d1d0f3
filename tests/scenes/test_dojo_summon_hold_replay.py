"""Dojo, the computer's turn followed one move at a time: its summoning is held at its
turn's end, 'The dice show ...: Blue clan gains 5 ninjas. Enter or a click: Orange
clan's turn.', and T, which replays its turn, did nothing there (offered only once her
turn had opened: newcomer P's point at Night's hold, s18). Now the held summoning says
'T: replay.' / 'T : revoir.' where its turn walked, and T ends the hold as Enter does,
then plays its turn again from where it began (scenes/dojo/again_summon_hold.py). Real
keys through app.dispatch."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import again_summon_hold

from .conftest import STEP, Driver
from .test_dojo_follow_pace import _until, _walking

REPLAY = {"en": "T: replay.", "fr": "T\u00a0: revoir."}


def held(app: App, ui: Driver, lang: str):  # type: ignore[no-untyped-def]
    """The computer's summoning held at the end of its turn, one move at a time."""
    app.set_language(lang)
    scene = _walking(app, "step")
    follow, hold = scene.turn_again.follow, scene.summon_hold
    for _ in range(40):
        assert _until(scene, lambda: follow.shown or hold.shown)
        if hold.shown:
            return scene
        ui.key(pygame.K_RETURN)  # its walk's wait: on
    raise AssertionError("its summoning was never held")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_t_at_its_held_summoning_replays_its_turn(app: App, ui: Driver, lang: str) -> None:
    scene = held(app, ui, lang)
    said = scene.prompt_panel.text()
    assert said.endswith(REPLAY[lang])  # fails before: no word of T
    assert str(app.tr("dojo.turn_again.hold")) == REPLAY[lang]
    played = len(scene.session.actions)
    ui.key(pygame.K_t)
    assert not scene.summon_hold.shown  # the hold over, as by Enter
    again = scene.turn_again
    assert _until(scene, lambda: again.active, 10)  # fails before: T did nothing
    assert len(scene.session.actions) == played and scene.state.phase == "roll"
    for _ in range(again.total + 1):  # each of its moves, then back to her turn
        assert _until(scene, lambda: again.shown or not again.active)
        if not again.active:
            break
        ui.key(pygame.K_t)
    assert _until(scene, lambda: not again.active and scene.can_act)
    assert len(scene.session.actions) == played and scene.state.phase == "roll"
    app.set_language("en")


def test_enter_at_its_held_summoning_replays_nothing(app: App, ui: Driver) -> None:
    """Enter goes on as before: her turn, no replay (the button stays offered)."""
    scene = held(app, ui, "en")
    ui.key(pygame.K_RETURN)
    assert _until(scene, lambda: scene.can_act)
    for _ in range(int(1 / STEP)):
        scene.update(STEP)
    assert not scene.turn_again.active and scene.turn_again.available()


def test_no_word_of_t_where_its_turn_did_not_walk(app: App, ui: Driver) -> None:
    scene = held(app, ui, "en")
    assert again_summon_hold.offered(scene)
    count = len(scene.session.actions)
    scene.__dict__["_again_walked"] = (count, False)  # (a turn of no walk)
    assert not scene.prompt_panel.text().endswith("T: replay.")
    ui.key(pygame.K_t)
    assert scene.summon_hold.shown  # T did nothing
