"""Newcomer W, s13, top 5 #1: the computer's turn was over in about 2 s and only the
step-by-step replay let him follow it; he asked for a 'see its turn again' button. T,
while the board keeps the computer's turn and the person has not acted, plays that turn
again on the board, as it was played; the log says nothing twice; the board then stands
as before, the person still to move."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.taisen import turn_again
from scenes.taisen.animations import BeatStep, MoveStep
from scenes.taisen.scene import TaisenScene

from .conftest import STEP
from .test_taisen_scene import key, settle


def tap(scene: TaisenScene, code: int) -> None:
    """A key pressed and let go (a key held is dropped while the person cannot act)."""
    key(scene, code)
    scene.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))


def scene_header_of_her(scene: TaisenScene) -> str:
    """The top bar's words on her turn."""
    from scenes.taisen.naming import turn_words

    return str(turn_words(scene.app, scene.session, scene.state.side))


def wolf_played(app: App) -> TaisenScene:
    """A new game, the Wolf (a computer, its choice made at once) first: its turn
    played, the Monkey's person to move."""
    from ninjas.ai import make_agent
    from scenes.ai_turn import Ready

    seats = [Seat("human"), Seat("ai", "random")]
    options = {"first": "wolf"}
    session = GameSession.new("taisen", seats, seed=3, options=options, autosave=False)
    scene = TaisenScene(app, session, animate=True)
    agent = make_agent("random", 3)
    scene._think = lambda _level: Ready(agent.choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    settle(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_t_plays_the_computers_turn_again(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = wolf_played(app)
    assert scene.state.side == 0 and scene.can_act
    board, trail = scene.state.to_notation(), list(scene.trail)
    lines = len(scene.log.lines)
    assert turn_again.available(scene)
    scene._update_buttons(0.0)
    assert scene.view.help_key == "taisen.help_again"  # the footer says T
    assert app.tr("taisen.help_again").startswith("T")
    key(scene, pygame.K_t)
    assert scene.animator.busy and not scene.can_act
    steps = [scene.animator.current, *scene.animator.queue]
    assert sum(isinstance(s, MoveStep) for s in steps) == len(trail) > 0  # each of its moves
    assert any(isinstance(s, BeatStep) for s in steps)  # each held, as it was played
    waits = 0
    for _ in range(5000):  # one move at a time: T plays the next (newcomer C, s14)
        if not scene.animator.busy:
            break
        wait = turn_again.waiting(scene)
        if wait is not None:
            waits += 1
            last = wait.event.data["last"]
            assert last == (waits == len(trail))
            if last:  # its end said before the turn passes (newcomer O, s18, 047)
                said = scene.prompt(None)[0]
                assert said == app.tr("taisen.again.end")
                assert scene.header_text() != scene_header_of_her(scene)
            tap(scene, pygame.K_t)
        else:
            scene.update(STEP)
    assert waits == len(trail)  # a wait after each move: the last says the replay's end
    settle(scene)
    assert scene.state.to_notation() == board and scene.view.matches(scene.state)
    assert scene.trail == trail and scene.trail_side == 1  # the trail kept, as before
    assert len(scene.log.lines) == lines  # the log said nothing twice
    assert scene.can_act and scene.state.side == 0


def test_nothing_to_play_again_once_the_person_has_moved(app: App) -> None:
    scene = wolf_played(app)
    move = next(a for a in scene.state.legal_actions() if not a.is_end)
    scene._play(move)
    settle(scene)
    assert not turn_again.available(scene)
    played = len(scene.session.actions)
    key(scene, pygame.K_t)
    assert not scene.animator.busy and len(scene.session.actions) == played


def test_r_still_picks_the_red_die(app: App) -> None:
    """R, G and B pick the dice: a kept turn to see again takes none of them."""
    scene = wolf_played(app)
    assert turn_again.available(scene)
    key(scene, pygame.K_r)
    assert not scene.animator.busy and scene.selection.die == 0
