"""'Follow each move (F)' under the panel's reading place is not drawn over a row of the
panel and its ring, End turn's too (newcomer H, s16, 032: 'Coup par coup (F)' on End turn's gold
ring); with no room, Settings has the switch."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import follow_pace

from .test_dojo_scene import _placed_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pace_switch_keeps_off_the_panels_rows(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = _placed_table(app)
    monkeypatch.setattr(follow_pace, "offered", lambda table: True)  # the computer plays
    follow = scene.turn_again.follow
    size = app.view_size
    with theme.scaled_for(size):
        scene.draw(pygame.Surface(size))
        switch = pygame.Rect(follow.pace_button.rect)
        assert switch.width > 0  # drawn where there is room
        end_turn = pygame.Rect(switch.left, switch.bottom + theme.px(4), switch.width, 40)
        monkeypatch.setattr(scene.turn_end, "targets", lambda: [end_turn])  # End turn shown
        scene.draw(pygame.Surface(size))
    assert follow.pace_button.rect.width == 0  # before: drawn on the row's ring


def test_the_french_switch_names_what_it_does_and_fits(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """French, 1280x720: the switch says its action with a verb, as Taisen's and
    Shinobi's do ('Coup par coup (F)' read as the pace it was in: newcomer J, s16, 108;
    the Dojo kept the old words, E20), and is drawn whole inside the action panel."""
    from scenes.tableflow.computer_pace import BRISK, STEP

    app.set_language("fr")
    scene = _placed_table(app)
    monkeypatch.setattr(follow_pace, "offered", lambda table: True)  # the computer plays
    follow = scene.turn_again.follow
    for pace, key in ((BRISK, "taisen.follow.button"), (STEP, "taisen.follow.brisk")):
        app.settings.computer_pace = pace
        scene.draw(pygame.Surface(app.view_size))
        assert follow.pace_label() == app.tr(key)  # before: 'Coup par coup (F)'
        assert follow.pace_label().split()[0] in ("Suivre", "Jouer")
        switch = follow.pace_button.rect
        assert switch.width > 0 and scene.layout.action.contains(switch)
