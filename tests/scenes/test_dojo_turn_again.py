"""'Replay its turn (T)' plays the computer's turn again on the board, move by move
(newcomer A, s14: 'a "replay Blue's turn" button'): the board goes back to where its
turn began, each walk is drawn as it goes, each throw flies and leaves its mark, its
summoning's '+2' rise where ninjas came (newcomer F, s15: 'the replay shows only the walks,
not the throws or the summoning'), each waits for 'Next: ...' (Enter, Space, T, a
click) and the last for 'Back to my turn', whose key never rolls the die; the log says
nothing again, Esc ends it, and then the board is as it stands."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.turn_again import board_before

from .conftest import STEP, Driver, record_texts
from .test_dojo_their_turn import after_a_computer_throw
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def _kept_turn(app: App, lang: str = "en", session: Any = None) -> DojoScene:
    app.set_language(lang)
    scene = DojoScene(app, session or after_a_quiet_computer_turn(), ai_pause=0)
    app.push(scene)
    for _ in range(600):  # its turn's end told, the person's roll offered
        if scene.can_act:
            break
        scene.update(STEP)
    return scene


def _frames_until(scene: DojoScene, done: object) -> None:
    for _ in range(int(20 / STEP)):
        if done():  # type: ignore[operator]
            return
        scene.update(STEP)
    raise AssertionError("never came")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_its_walks_play_again_one_at_a_time(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _kept_turn(app, lang)
    again = scene.turn_again
    assert again.available()
    texts = record_texts(monkeypatch)
    ui.step()
    label = {"en": "Replay its turn (T)", "fr": "Rejouer son tour (T)"}[lang]
    assert label in texts  # the button on the recap's title row (fails before: none)
    walks = [list(w.hexes) for w in scene.their_turn.walks]
    seat = 1 - (scene.their_turn.seat() or 0)
    now = {h: list(c) for h, c in scene.state.ninjas.items()}
    logged = list(scene.log_panel.lines)
    scene.on_key(pygame.K_t)
    assert again.active
    start = board_before(scene, seat)
    assert start is not None and scene.stage.board_ninjas == start  # where its turn began
    if len(walks) > 1:
        _frames_until(scene, lambda: again.shown)
        assert scene.stage.live.walks == walks[:1]  # its first walk, drawn as it went
        assert not scene.can_act  # the roll waits for it
        scene.on_key(pygame.K_RETURN)  # Next walk
    label = ""
    for _ in range(again.total):  # each move's stop, the last 'Back to my turn'
        _frames_until(scene, lambda: again.shown or not again.active)
        if not again.active:
            break
        label = again.next_label()
        scene.on_key(pygame.K_RETURN)
    # after the last walk too: the key that asked for one more never rolls (newcomer F,
    # s15, m023: it rolled her die)
    assert label == {"en": "Back to my turn", "fr": "Retour à mon tour"}[lang]
    _frames_until(scene, lambda: not again.active)
    assert scene.state.phase == "roll"
    assert scene.stage.live.walks == walks
    assert scene.log_panel.lines == logged  # nothing told twice
    scene.update(STEP)
    assert scene.stage.board_ninjas is None  # the board as it stands
    assert {h: list(c) for h, c in scene.state.ninjas.items()} == now
    assert scene.can_act and scene.state.phase == "roll"


def test_esc_ends_it_and_the_board_is_as_it_stands(app: App) -> None:
    scene = _kept_turn(app)
    scene.on_key(pygame.K_t)
    assert scene.turn_again.active
    scene.update(STEP)
    scene.on_key(pygame.K_ESCAPE)
    assert not scene.turn_again.active and scene.app.top is scene  # no pause menu
    scene.update(STEP)
    assert scene.stage.board_ninjas is None and scene.can_act


GO = {pygame.K_RETURN: "\r", pygame.K_SPACE: " ", pygame.K_t: "t"}


def _press(ui: Driver, key: int) -> None:
    """A real key press: down, its text, up (app.dispatch), then a frame."""
    ui.event(pygame.KEYDOWN, key=key, mod=0, unicode=GO[key].strip(), scancode=0)
    if GO[key].strip():
        ui.event(pygame.TEXTINPUT, text=GO[key])
    ui.event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)
    ui.step()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_whole_turn_plays_again_throws_and_summoning_too(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _kept_turn(app, lang, after_a_computer_throw())
    again = scene.turn_again
    fights = list(scene.their_turn.fights)
    assert fights and again.available()
    rolls = scene.state.turns[0]
    now = {h: list(c) for h, c in scene.state.ninjas.items()}
    logged = list(scene.log_panel.lines)
    _press(ui, pygame.K_t)
    assert again.active
    # its walks, each throw and its summoning: a stop after each (before: walks only)
    walks = len(scene.their_turn.walks)
    assert again.total == walks + len(fights) + 1
    labels: list[str] = []
    seen_fights: list[Any] = []
    dice = False
    keys = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_t]
    for i in range(again.total):
        for _ in range(int(30 / STEP)):  # until its next stop
            if again.shown or not again.active:
                break
            seen_fights = list(again.fights) or seen_fights
            dice = dice or any(e.kind == "gain" for e in scene.stage.effects)
            scene.update(STEP)
        assert again.shown, (i, labels)
        # its summoning's dice all down, its ninjas standing, before 'Next' (after
        # 9541e336 its roll went hex by hex past the 1.2 s held: two hexes still rolled)
        assert not scene.stage.board_later, (i, labels)
        labels.append(again.next_label())
        _press(ui, keys[i % 3])  # Enter, Space or T: the next, never the roll
        assert scene.state.phase == "roll" and scene.state.turns[0] == rolls
    throw = {"en": "Next: its throw", "fr": "Suite\u00a0: son lancer"}[lang]
    summon = {"en": "Next: its summoning", "fr": "Suite\u00a0: son invocation"}[lang]
    assert sum(label.startswith(throw) for label in labels) == len(fights), labels
    assert any(label.startswith(summon) for label in labels), labels
    assert labels[-1] == {"en": "Back to my turn", "fr": "Retour à mon tour"}[lang]
    assert seen_fights == fights  # each throw marked as it came
    assert dice  # its summoning's '+2' on the board again
    _frames_until(scene, lambda: not again.active)
    scene.update(STEP)
    assert scene.log_panel.lines == logged  # nothing told twice
    assert scene.stage.board_ninjas is None and scene.stage.summon_show is None
    assert {h: list(c) for h, c in scene.state.ninjas.items()} == now
    assert scene.can_act and scene.state.phase == "roll"  # the die not rolled


def test_it_plays_again_after_the_roll_too(app: App, ui: Driver) -> None:
    scene = _kept_turn(app)
    again = scene.turn_again
    scene.on_key(pygame.K_r)  # she rolls first, then wants to see its turn again
    _frames_until(scene, lambda: scene.can_act)
    assert scene.state.phase == "move" and again.available()  # before: gone with the roll
    walked = len(scene.session.actions)
    scene.on_key(pygame.K_t)
    assert again.active
    for _ in range(again.total):
        _frames_until(scene, lambda: again.shown or not again.active)
        scene.on_key(pygame.K_RETURN)  # each stop, the last 'Back to my turn'
    _frames_until(scene, lambda: not again.active)
    scene.update(STEP)
    assert scene.state.phase == "move" and len(scene.session.actions) == walked  # no step
    assert scene.can_act and scene.stage.board_ninjas is None
