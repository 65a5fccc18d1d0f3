"""Newcomer C (s14, Night FR and EN, Ana and Ben at one laptop with the hard computer,
nc-C/436->437): the strip 'Green ninja has played. Ana is next: Space, Enter or a click
to go on.' ended by itself after its 3 s (6 s at half speed), the cover rose, and the
Space Ben then pressed to go on was taken by the cover as 'I am Ana': Ana's tokens face
up before Ben. Before a cover for a person other than the laptop's holder, the hold on
the computer's move now waits for the key (scenes/tableflow/handoff_flow.py, awaiting);
the key brings the cover, and only a key on the cover shows her screen.

The position is built (tests/support/night_line.py): a cover that no rule of what a
turn shows in the open can skip (a drop for a hit among faces only she has seen)."""

from __future__ import annotations

import random
from typing import Any

import pygame
from support.night_line import give, line_state
from support.updates import Updates

from ninjas.core.session import GameSession, Seat
from ninjas.night import secrecy
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night import NightScene
from scenes.tableflow import hold_cue
from scenes.tableflow.handoff_flow import READ_SECONDS

from .conftest import STEP
from .test_handoff_computer_read import hot_seat


def after_the_computer(app: App) -> Any:
    """The hard computer (seat 1) has just hit Ana (seat 0), whose full backpack holds
    faces only she has seen: she must drop one, a choice that needs them (her cover).
    Mei (seat 2) held the laptop last."""
    state = line_state([("skip", "skip"), ("attack", "skip"), ("skip", "skip")], (0, 1, 2))
    state.first = 1  # the computer acts first
    for kind in ("v2", "v3", "gears", "v1"):
        give(state, kind, seat=0)
    seats = [Seat("human", name="Ana"), Seat("ai", "hard"), Seat("human", name="Mei")]
    session = GameSession("night", 7, dict(state.options), seats, state)
    session.apply("attack 0 20.0")  # 20 cm, roof to roof: a hit
    assert session.state.drop_seat == 0 and secrecy.needs_private(session.state, 0)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene.holder = 2  # Mei took the laptop through her cover for her own turn
    scene.computer.played = (1, len(session.actions))  # the computer's move, just played
    app.push(scene)
    return scene


def press(app: App, key: int, text: str = "") -> None:
    """A key as the real loop gets it: down, its text (Space has one), up."""
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=text, scancode=0))
    if text:
        app.dispatch(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode=text, scancode=0))


def run(app: App, seconds: float) -> None:
    """The top scene's updates for `seconds` of table time (no drawing: cheap)."""
    for _ in range(round(seconds / STEP)):
        app.stack[-1].update(STEP)


def test_the_hold_before_another_person_s_cover_waits_for_the_key(app: App) -> None:
    scene = after_the_computer(app)
    run(app, 0.1)
    assert scene.handoff_flow.holding()  # the strip: 'Ana is next: Space ... to go on'
    run(app, READ_SECONDS + 1.0)  # Mei reads on, past the hold's time
    # fails before: the cover had risen by itself, and Mei's Space below was its 'I am Ana'
    assert app.top is scene and scene.handoff_flow.holding()
    assert scene.handoff_flow.awaits_key()
    assert scene.shown_seat is None  # nobody's tokens meanwhile
    canvas = pygame.Surface((1280, 720))
    assert hold_cue.draw(scene, canvas) is not None  # the strip still says Space goes on
    press(app, pygame.K_SPACE, " ")  # Mei: go on
    run(app, 0.1)
    assert isinstance(app.top, HandoffScene) and app.top.seat == 0
    press(app, pygame.K_SPACE, " ")  # a second Space at once: the cover's grace
    run(app, 0.1)
    assert isinstance(app.top, HandoffScene)
    assert scene.shown_seat is None


def test_the_key_on_the_cover_then_shows_her_screen(app: App) -> None:
    scene = after_the_computer(app)
    run(app, 0.1)
    press(app, pygame.K_RETURN)
    run(app, 0.1)
    cover = app.top
    assert isinstance(cover, HandoffScene)
    cover.draw(pygame.Surface((1280, 720)))
    cover.update(GRACE_SECONDS + 0.1)
    cover.draw(pygame.Surface((1280, 720)))
    press(app, pygame.K_SPACE, " ")  # never Space: the key that goes on at the table
    assert app.top is cover and scene.shown_seat is None  # (test_cover_deliberate)
    press(app, pygame.K_RETURN)  # Ana, the laptop in her hands
    assert app.top is scene and scene.shown_seat == 0 and scene.holder == 0


def test_with_no_cover_next_the_hold_still_ends_by_itself(app: App) -> None:
    """Ana held the laptop herself: nobody else's screen follows, the hold ends after
    its time as before."""
    scene = after_the_computer(app)
    scene.holder = 0
    run(app, 0.1)
    assert scene.handoff_flow.holding() and not scene.handoff_flow.awaits_key()
    run(app, READ_SECONDS + 0.5)
    assert not scene.handoff_flow.holding()
    assert app.top is scene and scene.shown_seat == 0


def test_shinobi_s_hold_before_another_person_s_cover_waits_too(app: App) -> None:
    """The same hold at Shinobi's hot-seat table (Aki, the easy computer, Mei): once the
    computer has played, Mei's cover comes on a key, never by itself."""
    scene = hot_seat(app, "shinobi")
    rng = random.Random(2)
    updates = Updates(10_000)  # frames played: 391 at most (s25); the computer answers here
    while not scene.handoff_flow.holding() and updates.left():
        top = app.top
        if isinstance(top, HandoffScene):
            top.time = GRACE_SECONDS + 0.1  # (read: no frame drawn, to stay cheap)
            top.ready()
        elif top is not scene:
            app.pop()
        elif scene.can_act and not scene.session.ai_to_move:
            scene.play(rng.choice(scene.state.legal_actions()))
        run(app, STEP)
    assert scene.handoff_flow.holding()
    assert scene.state.current_player != scene.holder
    run(app, READ_SECONDS + 1.0)
    assert app.top is scene and scene.handoff_flow.awaits_key()  # fails before: covered
    assert scene.shown_seat is None
    press(app, pygame.K_SPACE, " ")
    run(app, 0.1)
    assert isinstance(app.top, HandoffScene) and scene.shown_seat is None
