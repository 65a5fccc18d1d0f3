"""The laptop while a person ends their turn on their phone (issue 33, newcomer R, s15):
the turn panel under the prompt stood as an empty box until End turn was pressed there
(the laptop's End turn button keeps that place, and it is not the laptop's to press for
a phone). It now tells the turn: whose it is (the seat that moved, not the next one),
that they end it on their phone, and every seat's score, that seat's in gold.
1280x720 and 1920x1080, EN and FR."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme

from .conftest import PhoneTable
from .test_phone_page_hand import discarding_from_eight, played_to


def texts_in_panel(table: PhoneTable, size: tuple[int, int], monkeypatch: Any) -> list[str]:
    """The words drawn inside the choices' panel, top to bottom, at `size`."""
    placed: list[tuple[str, pygame.Rect]] = []
    original = theme.text

    def recording(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = original(string, *args, **kwargs)
        names[id(surface)] = string
        return surface

    names: dict[int, str] = {}

    class Canvas(pygame.Surface):
        def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = super().blit(source, dest, *args, **kwargs)
            if id(source) in names:
                placed.append((names[id(source)], rect))
            return rect

    monkeypatch.setattr(theme, "text", recording)
    canvas = Canvas(size)
    table.scene.draw(canvas)
    monkeypatch.undo()
    if shot := os.environ.get("NINJAS_TEST_SHOT"):  # to look at it
        pygame.image.save(canvas, f"{shot}-{size[0]}-{table.app.tr.lang}.png")
    panel = table.scene.layout.options
    return [text for text, rect in sorted(placed, key=lambda p: p[1].top) if panel.contains(rect)]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_turn_panel_tells_the_turn_a_phone_ends(
    phone_table, monkeypatch, lang: str, size: tuple[int, int]
) -> None:
    seats = [Seat("human"), Seat("ai", "easy")]
    table: PhoneTable = phone_table(
        seats, seed=0, lang=lang, prepare=played_to(discarding_from_eight)
    )
    table.app.settings.confirm_turn_end = True
    scene, tr = table.scene, table.app.tr
    table.frames(1)
    discard = next(a for a in scene.state.legal_actions() if a.kind == "discard")
    table.link._take(0, str(discard), table.link.serial)  # sent from seat 0's phone
    table.frames(2)
    assert scene.turn_end.waiting and scene.turn_end.on_phone and not scene.turn_end.shown
    words = texts_in_panel(table, size, monkeypatch)
    name = scene.seat_name(0)
    assert tr("shinobi.turn.of", name=name) in words, words  # the seat that moved
    assert tr("shinobi.turn.of", name=scene.seat_name(1)) not in words
    said = " ".join(words)
    assert tr("shinobi.doing.ending") in said, words
    assert tr("shinobi.turn.scores") in words, words
    assert scene.seat_name(1) in words and str(scene.state.score(0)) in words
    assert len(scene.state.hands[0]) >= 7  # nothing of the hand is said
