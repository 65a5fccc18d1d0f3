"""A person whose turn holds nothing to do ends it from the hand-off's cover, in one
press (issue 33, newcomer N, s8 n99.png: Bo's action was Skip; the cover, then the
whole table, then E: two presses for nothing). The cover still tells the story since
their last turn; its button says it ends the turn; nothing of anyone's tokens shows."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.skip_handoff import READY_KEY

from .conftest import pass_handoff

PEOPLE = [Seat("human"), Seat("human"), Seat("ai", "easy")]


def covered(app: App, plan: str) -> NightScene:
    """Seat 0 (a person, who has seen a token of its own) to carry out `plan`; seat 1,
    the other person, held the laptop last: the cover is up for seat 0."""
    s = line_state([(plan, "skip")] + [("skip", "skip")] * 2, (0, 2, 1))
    give(s, "v3", seat=0)
    give(s, "v1", building=0)
    scene: NightScene = person_table(app, s, seats=PEOPLE, draw=False)
    scene.shown_seat = scene.holder = 1
    scene.update(1 / 60)
    assert isinstance(app.top, HandoffScene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_skipped_turn_ends_from_the_cover(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    scene = covered(app, "skip")
    cover = app.top
    assert isinstance(cover, HandoffScene)
    assert cover.ready_key == READY_KEY  # fails before: 'show the tokens I have seen'
    assert cover.button_text == app.tr(READY_KEY, name=scene.seat_name(0))
    assert cover.hint_key == f"{READY_KEY}.hint"
    cover.draw(pygame.Surface((1280, 720)))
    pass_handoff(app)  # the one press
    state = scene.state
    assert state.history[-1] == "end"  # fails before: the table opened on the turn
    assert state.current_player != 0
    assert scene.viewer == -1  # nobody's tokens: only their backs
    assert scene.token_face(state.backpacks[0][0]) != "v3"


def test_a_turn_with_something_to_do_opens_the_table(app: App) -> None:
    scene = covered(app, "collect")
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.ready_key != READY_KEY
    pass_handoff(app)
    assert scene.state.history == [] and scene.shown_seat == 0 and scene.can_act
    assert scene.token_face(scene.state.backpacks[0][0]) == "v3"  # its own, shown
