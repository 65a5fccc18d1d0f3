"""Issue 33: one clear control for the replay's views. V went round every seat, up to
three presses to reach "View: everything"; "Show hidden things" was greyed in a seat's
view with no reason, a second word for the same idea. Now V goes from everything to the
last seat's view and back, the View button (or Shift+V) opens a picker of every view,
the list's row (s22: in that View… menu) names what it lists and, from a seat's view,
goes to everything with it; the turn buttons and the table-alone footer say previous /
next turn."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .conftest import Driver
from .replay_records import make_record


def opened(app, tmp_path: Path, game: str = "shinobi") -> ReplayScene:
    scene = open_replay(app, make_record(game, tmp_path / "records"), at=20)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    return scene


def test_v_goes_to_the_last_seats_view_and_back_to_everything_in_one_press(app, tmp_path):
    scene = opened(app, tmp_path)
    ui = Driver(app)
    ui.step()
    ui.key(pygame.K_v)
    assert scene.view == 0  # at first the first seat's (no person named: the first)
    ui.key(pygame.K_v)
    assert scene.view is None
    ui.key(pygame.K_v, pygame.KMOD_SHIFT)  # the picker: 2 is the second seat
    assert scene.views.shown
    ui.key(pygame.K_2)
    assert scene.view == 1 and not scene.views.shown
    ui.key(pygame.K_v)
    assert scene.view is None  # one press from any seat (it went round: up to 3)
    ui.key(pygame.K_v)
    assert scene.view == 1  # back to the seat last shown


def test_the_view_button_opens_a_picker_of_every_view(app, tmp_path):
    scene = opened(app, tmp_path)
    ui = Driver(app)
    ui.step()
    ui.click(scene.view_button)
    assert scene.views.shown and scene.view is None
    labels = [scene.views.label(view) for view in scene.views.views()]
    assert labels[0] == app.tr("replay.view.pick.all")
    assert labels[3] == app.tr("replay.view.pick.seat", seat=scene.seat_label(2), number=3)
    for row in scene.views.rows:  # each row above the button, over the strip's top
        assert row.bottom <= scene.view_button.rect.top
    ui.click(scene.views.rows[3].center)
    assert scene.view == 2 and not scene.views.shown
    ui.click(scene.view_button)
    ui.key(pygame.K_UP)  # the keys: from the view shown (row 3) up one, Enter
    ui.key(pygame.K_RETURN)
    assert scene.view == 1
    ui.click(scene.view_button)
    ui.key(pygame.K_ESCAPE)  # Esc puts the picker away, the replay stays
    assert not scene.views.shown and scene.view == 1 and app.stack[-1] is scene
    ui.click(scene.view_button)
    ui.click((640, 200))  # a click elsewhere only puts it away (no step, no view)
    assert not scene.views.shown and scene.view == 1 and scene.index == 20


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo"])
def test_the_list_button_works_in_a_seats_view_and_goes_to_everything(app, tmp_path, game):
    scene = opened(app, tmp_path, game)
    ui = Driver(app)
    scene.set_view(1)
    ui.step()
    ui.click(scene.view_button)  # (s22: the list is a row of the View… menu)
    row = ("panel", None)
    assert scene.views.entry_label(row) == app.tr(f"replay.panel.{game}")
    ui.click(scene.views.rows[-2].center)  # it was greyed there, no reason said
    assert scene.view is None and scene.panel_open
    ui.click(scene.view_button)
    assert scene.views.entry_label(row) == app.tr("replay.panel.hide")
    ui.click(scene.views.rows[-2].center)
    assert not scene.panel_open


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turn_buttons_and_the_footer_say_previous_and_next_turn(app, tmp_path, lang):
    app.set_language(lang)
    scene = opened(app, tmp_path)
    tips = [str(button.tip()) for button in scene.transport]
    tr = app.tr
    assert tips[1] == tr("replay.tip.turn_back") and tips[5] == tr("replay.tip.turn_forward")
    assert tips[2] == tr("replay.tip.action_back") and tips[4] == tr("replay.tip.action_forward")
    up, down = ("Up", "Down") if lang == "en" else ("Haut", "Bas")
    assert up in tips[1] and down in tips[5]
    footer = tr("replay.full_line", title="", where="")
    assert f"{up}/{down}" in footer
    assert ("previous/next turn" if lang == "en" else "tour précédent/suivant") in footer


def test_a_click_on_another_button_closes_the_picker_and_acts(app, tmp_path):
    """A strip button clicked while the View… menu is open acts as well as closing the
    menu (newcomer K, s17, 079: 'List decks' clicked with the picker open only closed
    it); a click on the View… button itself only closes it."""
    scene = opened(app, tmp_path, "dojo")
    ui = Driver(app)
    ui.step()
    ui.click(scene.view_button)
    assert scene.views.shown
    at = scene.index
    ui.click(scene.transport[4])  # Action +
    assert not scene.views.shown and scene.index == at + 1
    ui.click(scene.view_button)
    ui.click(scene.view_button)
    assert not scene.views.shown
