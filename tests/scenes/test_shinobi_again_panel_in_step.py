"""'Replay its turn': the turn panel beside the prompt tells the step shown, as the
prompt box does. Newcomer Y, s21 (FR 1920x1080, 26-replay-a): the box said 'Sora
recrute (1 sur 3)' while the panel under it said 'Au tour de Sora: Pose un clan...',
the phase of the table after the step (the next step's words); and at a hot-seat table
(242-r1, EN 1280x720) the panel said "Marc's turn: pass the laptop to Marc." in Léa's
replay of Marc's turn, an order to hand the laptop over mid-replay."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from .conftest import Driver, record_texts
from .hotseat import play_the_turn
from .test_shinobi_again_every_seat import MARC, four_seats, passed, to_the_cover


@pytest.mark.parametrize(("lang", "size"), [("fr", (1920, 1080)), ("en", (1280, 720))])
def test_the_panel_tells_the_step_shown_and_no_hand_off(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = four_seats(app)
    ui = Driver(app)
    passed(app, ui, to_the_cover(app, ui, scene), scene)
    play_the_turn(scene)  # Léa's turn
    passed(app, ui, to_the_cover(app, ui, scene), scene)
    play_the_turn(scene)  # Marc's, then the computers'
    passed(app, ui, to_the_cover(app, ui, scene), scene)  # Léa's again
    ui.key(pygame.K_t)
    going = scene.again
    assert going is not None
    tr = app.tr
    handed = str(tr("shinobi.waiting.person", name=scene.seat_name(MARC)))
    phases = ("draw", "place", "power", "discard", "court")
    doing = [str(tr(f"shinobi.doing.{phase}")) for phase in phases]
    texts = record_texts(monkeypatch)
    seen_marc = False
    while scene.again is not None:
        played, lines = going.steps[going.at]
        texts.clear()
        ui.step()
        said = " ".join(lines)
        assert scene.prompt.again_step() == (played.seat, said)
        assert handed not in texts  # fails before, at Marc's steps
        # no phase's words (the table's next step) beside the step shown: fails before
        assert not [words for words in doing if words in texts], said
        if (shot := os.environ.get("NINJAS_TEST_SHOT")) and played.seat == MARC:
            pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
        seen_marc = seen_marc or played.seat == MARC
        ui.key(pygame.K_t)
    assert seen_marc
