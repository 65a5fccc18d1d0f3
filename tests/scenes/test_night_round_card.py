"""Newcomer Y (s13, nc-Y/094-096): the Green ninja's hit ended round 1, and within 2 s
round 2 had begun and Bruno's secret planner was open, the hit's banner still up: Bruno
had kept the laptop (no cover), so nothing held the computer's move, and the round's
change was a line of the log, the moons changing silently. Now the computer's last move
is held on the open table with the 'Space to go on' cue (tableflow/handoff_flow.due),
then a card says 'Round 2 of 6' (scenes/night/round_card.py), then the planner opens."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.round_card import CARD_SECONDS, COME_IN, HOLD_AT
from scenes.night.table_view import help_key
from scenes.tableflow import hold_cue
from scenes.tableflow.handoff_flow import READ_SECONDS

STEP = 0.1
MOST = 2_000
"""Updates an awaited moment may take (200 s of table time): the computers think in the
test's process (Ready), so the count is the same on any machine; the longest wait here
took 31 (a bound by the clock could run out on a loaded machine)."""


def round_end(app: App, humans: int = 2) -> NightScene:
    """Round 1's last turn, the computer's (seat 2), on a built village; round 2's first
    planner is seat 1, Bruno, who holds the laptop (`humans` 1: seat 0 alone; 0: a
    demo, computers alone)."""
    s = line_state([("skip", "skip")] * 3, (0, 1, 2))
    s.step, s.index = 1, 2
    seats = [Seat("human" if humans else "ai", "easy")]
    seats += [Seat("human" if humans == 2 else "ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    if humans == 2:
        scene.holder = 1
    return scene


def mid_round(app: App) -> NightScene:
    """The computer's (seat 2) first turn of round 1, the last of that step: seat 0 is
    next and kept the laptop."""
    s = line_state([("skip", "skip")] * 3, (0, 1, 2))
    s.index = 2
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    scene.holder = 0
    return scene


def until(scene: NightScene, done: object, most: int = MOST) -> float:
    """Table updates of STEP s until `done()`, at most `most` of them; the table time it
    took."""
    began = scene.time
    for _ in range(most):
        if done():  # type: ignore[operator]
            break
        scene.update(STEP)
    assert done(), "never came"  # type: ignore[operator]
    return scene.time - began


def test_the_computer_s_last_move_is_held_then_the_round_s_card_then_the_planner(
    app: App,
) -> None:
    scene = round_end(app)
    until(scene, lambda: scene.state.round == 2)  # the computer ended round 1
    card = scene.stage.round_card
    held = until(scene, lambda: card.showing is not None)
    # fails before: Bruno's planner open the frame the table settled, no hold, no card
    assert scene.shown_seat is None and not scene.can_act
    assert held >= READ_SECONDS - 1e-6
    # Bruno kept the laptop: no cover follows, so the card stays until a key (newcomer
    # C, s14, 156, 323: gone in 1.8 s, unseen); it says so
    for _ in range(round(3 * CARD_SECONDS / STEP)):
        scene.update(STEP)
    assert card.showing is not None and card.waits and not scene.can_act
    assert app.tr("night.round_card.go_on") in card.words()[1]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert card.showing is None
    until(scene, lambda: scene.can_act)
    assert scene.shown_seat == 1 and scene.state.phase == "plan"


def test_a_cover_for_another_person_after_the_card_it_waits_for_a_key(app: App) -> None:
    """Ana kept the laptop, Bruno plans first: his cover follows the card. Gone by itself
    after CARD_SECONDS, the cover rose under the Space Ana pressed to put the card away,
    and took it as Bruno's 'I am Bruno' (the race of newcomer C's strip, s14, 111->112):
    the card now waits for the key, and the key brings the cover."""
    scene = round_end(app)
    scene.holder = 0
    until(scene, lambda: scene.state.round == 2)
    card = scene.stage.round_card
    until(scene, lambda: card.showing is not None)
    for _ in range(round(3 * CARD_SECONDS / STEP)):
        scene.update(STEP)
    # fails before: the card gone after CARD_SECONDS, Bruno's cover up by itself
    assert card.showing is not None and card.waits and app.top is scene
    # Ana holds the laptop: the card says to pass it to Bruno (newcomer E, s15, 055)
    go_on = app.tr("night.round_card.go_on_pass", name=scene.seat_name(1))
    assert go_on in card.words()[1]
    for kind in (pygame.KEYDOWN, pygame.KEYUP):  # Ana: go on
        app.dispatch(pygame.event.Event(kind, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert card.showing is None
    until(scene, lambda: isinstance(app.top, HandoffScene))
    assert app.top.seat == 1 and scene.shown_seat is None


def test_the_person_who_kept_the_laptop_reads_the_computer_s_move_first(app: App) -> None:
    scene = mid_round(app)
    until(scene, lambda: scene.state.current_player == 0)
    held = until(scene, lambda: scene.shown_seat == 0)
    assert held >= READ_SECONDS - 1e-6  # fails before: her turn the frame it settled
    assert scene.state.round == 1 and scene.stage.round_card.showing is None


def test_the_hold_shows_its_cue_and_the_moons_change_with_the_card(app: App) -> None:
    scene = round_end(app)
    until(scene, lambda: scene.state.round == 2)
    until(scene, lambda: scene.handoff_flow.holding())
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert hold_cue.draw(scene, canvas) is not None  # 'Green ninja has played...'
    assert help_key(scene) == "night.help.watch"  # 'Space...', not the planner's keys
    card = scene.stage.round_card
    assert card.moon_round(scene.state.round) == 1  # round 1's moon while it holds
    until(scene, lambda: card.showing is not None)
    assert card.moon_round(scene.state.round) == 2
    # the card waits for a key: the footer says its keys, as the card does (E13, s17:
    # 'Space: skip the animations' under 'Space, Enter or a click to go on')
    assert card.waits and help_key(scene) == "night.help.round_card"
    assert scene.prompt() == app.tr("night.log.round", round=2, rounds=6)  # not 'Green ... playing'
    assert card.draw(canvas, scene.layout((1280, 720))) is not None


def test_space_puts_the_card_away_and_it_follows_the_speed(app: App) -> None:
    app.settings.animation_speed = 2.0
    scene = round_end(app)
    scene.holder = 0  # Bruno's cover follows the card
    until(scene, lambda: scene.state.round == 2)
    card = scene.stage.round_card
    held = until(scene, lambda: card.showing is not None)
    assert READ_SECONDS / 2 - 1e-6 <= held <= READ_SECONDS / 2 + 2 * STEP
    shown = until(scene, lambda: card.age >= HOLD_AT)  # wholly in sight, at twice the speed
    assert shown <= HOLD_AT / 2 + 2 * STEP
    scene2 = round_end(app)
    until(
        scene2, lambda: scene2.stage.round_card.age >= COME_IN
    )  # come in (test_night_round_card_own_cover)
    scene2.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    assert scene2.stage.round_card.showing is None
    app.settings.animation_speed = 1.0


def test_alone_at_the_laptop_the_card_comes_too(app: App) -> None:
    scene = round_end(app, humans=1)  # the Blue ninja, a computer, plans first
    card = scene.stage.round_card
    until(scene, lambda: scene.state.round == 2)
    held = until(scene, lambda: card.showing is not None)
    assert held >= READ_SECONDS - 1e-6  # the hit read first: Blue's plan waited too
    assert scene.session.actions[-1] == "end" and not scene.can_act
    assert card.waits  # no cover for one person: the card waits for her key
    until(scene, lambda: card.age >= COME_IN)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0))
    until(scene, lambda: scene.can_act)
    assert scene.state.round == 2


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_card_s_words(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = round_end(app)
    card = scene.stage.round_card
    card.showing = (5, 1)
    title, line = card.words()
    assert "5" in title and "6" in title and scene.seat_name(1) in line
    assert ("ellow" in line) if lang == "en" else ("jaunes" in line)
    app.set_language("en")


def test_computers_alone_no_hold_before_the_card(app: App) -> None:
    """A demo: nobody reads a hold; the card comes once the table has settled."""
    scene = round_end(app, humans=0)
    until(scene, lambda: scene.state.round == 2)
    waited = until(scene, lambda: scene.stage.round_card.showing is not None)
    assert waited < READ_SECONDS / 2


def test_a_round_s_last_move_waiting_for_end_turn_then_the_card(app: App) -> None:
    """Mei's End the turn skips her planned Collect: it waits for End turn (skip_guard),
    and it ends round 1. The confirm is offered (the card does not hold the table
    busy while it waits), then the card comes."""
    app.settings.confirm_turn_end = True
    s = line_state([("skip", "skip"), ("skip", "skip"), ("skip", "collect")], (0, 1, 2))
    give(s, "v1", 2)  # a token on Mei's roof: her Collect could be played
    s.step, s.index = 1, 2
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 3, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 2
    scene._refresh()
    scene.play("end")
    assert scene.turn_end.waiting and scene.state.round == 2
    until(scene, lambda: scene.turn_end.shown)  # fails if the card held it busy
    scene.turn_end.confirm()
    until(scene, lambda: scene.stage.round_card.showing is not None)
