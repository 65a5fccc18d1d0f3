"""A Collect's prompt says how much room the backpack has (issue 33, newcomer N, s8
n58.png: 'Backpack full' with slot 1 free, a theft having emptied it). Full: 'Backpack
full'; a free slot: 'Room for 1 token in your backpack: the rest goes to your hand'."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App

from .test_night_collect_pick import CANVAS, collect_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_free_slot_is_room_not_a_full_backpack(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = collect_turn(app, ["v1", "v2", "v3"], ["v1", "v2", "v3"])
    assert scene.state.free_slots(0) == 1
    scene.draw(pygame.Surface(CANVAS))
    prompt = scene.prompt_panel.text()
    assert app.tr("night.prompt.hand") not in prompt  # fails before: 'Backpack full'
    assert app.tr.plural("night.prompt.hand_room", 1) in prompt
    assert {"en": "Room for 1 token", "fr": "Place pour 1 jeton"}[lang] in prompt


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_backpack_is_still_said_full(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = collect_turn(app, ["v1", "v2"], ["v1", "v2", "v3", "v1"])
    assert scene.state.free_slots(0) == 0
    scene.draw(pygame.Surface(CANVAS))
    assert app.tr("night.prompt.hand") in scene.prompt_panel.text()
