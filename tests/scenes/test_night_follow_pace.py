"""Night: the computers' pace switched at the table, as on Taisen's, Dojo's and
Shinobi's (scenes/night/follow_pace.py). While a computer plays in front of a person,
'Follow each move (F)' / 'Play in one go (F)' stands over Hint and Undo; F or a click
switches Settings' "Computer's turns", saved: turned brisk, the wait standing ends;
turned one move at a time, the action being said waits. F keys no row of the list.
Real KEYDOWN, TEXTINPUT and KEYUP through app.dispatch; a built position (a computer
that collects, then throws its Shuriken: test_night_turn_steps)."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.app import App
from scenes.night import follow_pace, step_wait
from scenes.night.roof_keys import LETTERS

from .test_night_turn_again import computer_has_played
from .test_night_turn_steps import _collected_and_said, _key, _played, _red_collects_then_throws
from .test_night_turn_steps import _until as until


def _click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def _drawn(scene: Any) -> None:
    scene.draw(pygame.Surface((1280, 720)))


def test_f_turns_brisk_and_the_wait_standing_ends(app: App) -> None:
    """Fails before: F did nothing, the Collect's wait stood."""
    scene = _red_collects_then_throws(app, "step")
    until(scene, lambda: step_wait.waiting(scene))
    assert follow_pace.offered(scene)
    shown = scene.shown_buttons()
    assert "hint" not in shown and "undo" not in shown and "menu" in shown
    _drawn(scene)
    assert scene.follow_button.label() == "Play in one go (F)"
    _key(app, pygame.K_f, "f")
    assert app.settings.computer_pace == "brisk"
    assert not step_wait.waiting(scene)
    until(scene, lambda: "shuriken" in _played(scene), 10.0)  # no other press
    assert _played(scene)[:2] == ["collect", "shuriken"]
    assert scene.follow_button.label() == "Follow each move (F)"


def test_a_click_on_it_makes_the_action_said_wait(app: App) -> None:
    """Brisk, the Collect being said: a click on 'Follow each move (F)' makes it wait
    for a press, and that click ends no wait (fails before: no button, it went on)."""
    app.set_language("fr")
    scene = _red_collects_then_throws(app)
    until(scene, lambda: _collected_and_said(scene))
    assert scene.stage.saying() and not step_wait.waiting(scene)
    _drawn(scene)
    button = scene.place_follow()
    assert button.label() == "Suivre coup par coup (F)"
    assert button.rect.contains(scene.buttons["hint"].rect)
    assert button.rect.contains(scene.buttons["undo"].rect)
    _click(app, button.rect.center)
    assert app.settings.computer_pace == "step"
    for _ in range(300):  # 5 s of frames: it waits
        scene.update(1 / 60)
    assert _played(scene) == ["collect"] and step_wait.waiting(scene)
    said = str(app.tr("night.steps.wait", name=scene.seat_name(0)))
    assert scene.prompt() == said  # how to go on (it said 'Ninja rouge joue...' still)
    _key(app, pygame.K_RETURN, "\r")
    until(scene, lambda: "shuriken" in _played(scene), 10.0)


def test_f_keys_no_row_and_is_nothing_on_her_turn(app: App) -> None:
    """The switch is offered only while a computer plays; on her own turn F does
    nothing, and no row of a list of roofs is keyed F."""
    assert "F" not in LETTERS and "T" not in LETTERS
    scene = computer_has_played(app)  # the computers' turns over: Green's
    assert scene.can_act and not follow_pace.offered(scene)
    assert "hint" in scene.shown_buttons() and "undo" in scene.shown_buttons()
    before = list(scene.session.actions)
    _key(app, pygame.K_f, "f")
    assert app.settings.computer_pace == "brisk"
    assert list(scene.session.actions) == before


def test_a_click_on_its_middle_is_its_own_over_a_round_card(app: App) -> None:
    """Live, s17: a round's card up, a click on the switch's middle (the gap between
    Hint's and Undo's rects) went to the card, and the pace stayed (fails before)."""
    scene = _red_collects_then_throws(app)
    until(scene, lambda: _collected_and_said(scene))
    card = scene.stage.round_card
    card.showing, card.waits, card.age = (2, 0), True, 10.0  # a card waiting for a key
    _drawn(scene)
    middle = scene.place_follow().rect.center
    assert not any(scene.buttons[name].rect.collidepoint(middle) for name in ("hint", "undo"))
    _click(app, middle)
    assert app.settings.computer_pace == "step"
    assert card.showing == (2, 0)  # the card still waits for its own key
