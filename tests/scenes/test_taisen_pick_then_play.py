"""A click on a ninja only one unused die can move picks it, its die with it, and
previews its move; a second click (or Enter) plays it (newcomer E, s15, 170: 'I clicked
Rock 1 to select it, it went to tile 4 immediately'). Another card clicked meanwhile is
picked instead; the keys still play as before."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat

from .test_taisen_scene import HUMAN_VS_AI, click, key, settle, table, visible_point  # noqa: F401

BOARD = "J/-/-/-/R2S2/jr1p3/-/-/-/-/s1 m r1g1b1 -"
"""R2 (S2 riding on it) moves with the blue die alone (the test_taisen_scene combat)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_click_picks_the_second_plays(table: Any, app: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    point = visible_point(scene, 1)
    click(scene, point)
    assert scene.session.actions == []  # picked, not played
    assert scene.selection.armed and scene.selection.focused() == ("card", 1)
    scene.input.motion((5, 5))  # the pointer away: the move still previewed and said
    preview = scene.highlights().preview
    assert preview is not None and preview.dst == 5
    said = scene.prompt(preview)[0]
    assert said.endswith(app.tr("taisen.prompt.armed", cards="", dst="")[-12:])
    click(scene, point)
    assert scene.session.actions == ["b:R2"]


def test_enter_plays_the_picked_move(table: Any) -> None:  # noqa: F811
    scene = table(notation=BOARD)
    settle(scene)
    click(scene, visible_point(scene, 1))
    key(scene, pygame.K_RETURN)
    assert scene.session.actions == ["b:R2"]


def test_another_card_clicked_is_picked_instead(table: Any) -> None:  # noqa: F811
    scene = table(seats=[Seat("human"), Seat("human")], notation=BOARD)
    settle(scene)
    click(scene, visible_point(scene, 1))
    assert scene.selection.armed
    other = next(
        a.local_card for a in scene.state.legal_actions() if not a.is_end and a.local_card != 1
    )
    click(scene, visible_point(scene, other))
    assert scene.session.actions == []  # not played with the die the first one took
    assert scene.selection.card == other or (
        scene.selection.armed and scene.selection.focused() == ("card", other)
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_its_die_clicked_plays_the_picked_move(table: Any, app: Any, ui: Any, lang: str) -> None:  # noqa: F811
    """A ninja, then its die (the README's order) plays the move the ninja's click
    picked (newcomer G, s16, 013 -> 016: the die click cancelled it silently); the
    prompt says so. Real mouse events through app.dispatch."""
    from scenes.taisen import layout as L

    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    ui.click(visible_point(scene, 1))
    assert scene.selection.armed and scene.session.actions == []
    preview = scene.highlights().preview
    assert (
        app.tr("taisen.prompt.armed", cards="", dst="").split(":")[-1] in scene.prompt(preview)[0]
    )
    ui.click(L.die_rect(2).center)  # the blue die, the only one that moves it
    assert scene.session.actions == ["b:R2"]
