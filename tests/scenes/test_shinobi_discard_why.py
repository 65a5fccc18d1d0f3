"""Shinobi: the turn's last step says why a card must go (newcomer N, s17, 010: 'Discard
one card from your hand' came with no reason; 'I had to trust it's a rule'). The rules'
step 3: every turn ends with a discard to the Jigoku, face up (there is no hand limit);
under the Temple card Patience it may be skipped, and the prompt says so. EN and FR,
drawn at 1280x720 and 1920x1080."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.i18n import sentence

from .conftest import Driver
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_the_discard_says_every_turn_ends_with_one(sized_app, size, lang: str) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app)
    scene.play("pass")  # placing nothing: the turn's end, its discard
    assert scene.state.phase == "discard" and scene.can_act
    said = scene.prompt.text()
    assert "Jigoku" in said and said == sentence(app.tr("shinobi.prompt.discard"))
    ui = Driver(app)
    ui.step()
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(app.canvas, f"{shot}_discard_{lang}_{size[0]}.png")
    seat = scene.state.current_player
    scene.state.temple_cards[seat] = "Patience"  # the discard optional: said so
    said = scene.prompt.text()
    assert said == sentence(app.tr("shinobi.prompt.discard_optional"))
    assert "Patience" in said
    if shot:
        ui.step()
        pygame.image.save(app.canvas, f"{shot}_patience_{lang}_{size[0]}.png")
