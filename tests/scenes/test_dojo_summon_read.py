"""A person's own summoning waits for their read before the computer plays (newcomer
X, s13, 034-036, 055_1-2: after her last die the result and the computer's whole turn
went by in about 2 s). The dice and the prompt's 'The dice show ...: Enter or a click:
Blue clan's turn.' stay until Enter; only then the computer moves."""

from __future__ import annotations

import pygame
import pytest
from support.updates import Updates

from ninjas.core.session import Seat
from scenes.app import App

from .test_dojo_newcomer_d import STEP, person_to
from .test_dojo_scene import key, table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_persons_summoning_waits_for_enter_before_the_computer(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "easy")], 77)
    person_to(scene, "summon")  # (her dice set by hand, or at once under her one hex)
    scene.animate = True
    for _ in range(400):  # the dice set one by one, as told
        if scene.session.ai_to_move:
            break
        if scene.can_act:
            scene.submit(str(scene.state.legal_actions()[0]))
        scene.update(STEP)
    assert scene.session.ai_to_move and scene.state.phase == "roll"
    played = len(scene.session.actions)
    for _ in range(200):  # 10 s of the table's time: the computer would have played
        scene.update(0.05)
    assert len(scene.session.actions) == played  # before: its turn went by
    assert scene.summon_hold.shown and scene.stage.summon_show is not None
    rolled = scene.prompt_panel.rolled_summons()
    blue = scene.seat_name(1)
    expected = app.tr("dojo.summon_hold.prompt", what=rolled, name=blue)
    assert rolled and scene.prompt() == expected and blue in expected
    key(scene, pygame.K_RETURN)  # read
    assert not scene.summon_hold.waiting
    updates = Updates()  # its computers think in this process
    while len(scene.session.actions) == played and updates.left():
        scene.update(0.05)
    assert len(scene.session.actions) > played  # the computer plays on
