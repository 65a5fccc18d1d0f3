"""'Replay its turn (T)' plays the computer's walks again on the board, walk by walk
(newcomer A, s14: 'a "replay Blue's turn" button'): the board goes back to where its
turn began, each walk is drawn as it goes and waits for 'Next walk' (Enter, T, a click),
the log says nothing again, Esc ends it, and then the board is as it stands."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.turn_again import board_before

from .conftest import STEP, Driver, record_texts
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def _kept_turn(app: App, lang: str = "en") -> DojoScene:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), ai_pause=0)
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
    for _ in range(len(walks)):  # each walk's stop, the last 'Back to my turn'
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
