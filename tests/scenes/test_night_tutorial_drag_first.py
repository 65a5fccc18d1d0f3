"""The guided game's Throw waits until the string has been set once: thrown at the
length it came at, the first move missed and injured (newcomer E, s15, 262: 22.1 cm for
a 14 cm roof). Enter with the string untouched says to drag it first; Right once, then
Enter, throws. Real KEYDOWN/TEXTINPUT/KEYUP through app.dispatch. EN and FR."""

from __future__ import annotations

import pygame
import pytest
from support.updates import Updates

from scenes.app import App

from .test_night_native import choose_first
from .test_night_tutorial import guided_table


def press(app: App, key: int, text: str = "") -> None:
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_guided_throw_waits_for_the_string_set(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = guided_table(app, think_here=True)
    scene.guide.step = next(k for k, s in enumerate(scene.guide.steps) if s.key == "move")
    updates = Updates()  # its computer thinks in this process (think_here)
    while scene.throw is None and updates.left():
        scene.update(1 / 60)
        if not scene.can_act:
            continue
        if scene.state.phase == "plan":
            scene.click(scene.layout().chip_rect(0, 0).center)  # move
            scene.click(scene.layout().chip_rect(2, 1).center)  # collect
            scene.click(scene.layout().confirm_rect().center)
        else:
            choose_first(scene, ("place", "move"))
    assert scene.throw is not None
    throws = len(scene.session.actions)
    press(app, pygame.K_RETURN, "\r")
    assert len(scene.session.actions) == throws  # fails before: thrown at 22 cm
    assert scene.refusal() == app.tr("night.tutorial.drag_first")
    # said in the prompt, where it is read (newcomer B, s22, 70g17: it was drawn nowhere)
    assert scene.prompt_panel.refused() == app.tr("night.tutorial.drag_first")
    press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN, "\r")
    assert len(scene.session.actions) == throws + 1
    app.set_language("en")
