"""Newcomer V (s13, 074): 4 pressed for a roof out of reach did nothing visible. A
number key that keys no row says why, as a click on that roof does (out of reach, the
roof one stands on...), or that no row has that number. EN and FR."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import line_state, person_table

from scenes.app import App


def press(scene, key: int) -> None:  # type: ignore[no-untyped-def]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_roof_key_with_no_row_says_why(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = person_table(app, line_state([("move", "skip")] * 3))
    assert scene.option_list.roofed()
    press(scene, pygame.K_1)  # roof 1: the one seat 0 stands on, no row
    assert scene.session.actions == []
    assert scene.refusal() == app.tr("night.roof.own", roof=1)  # fails before: None
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_number_past_the_rows_says_so(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = person_table(app, line_state([("heal", "skip")] * 3))
    assert not scene.option_list.roofed() and len(scene.option_list.visible()) < 7
    press(scene, pygame.K_7)
    assert scene.session.actions == []
    assert scene.refusal() == app.tr("night.key.none", number=7)
    app.set_language("en")
