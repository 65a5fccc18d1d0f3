"""Taisen, the computer's turn followed one move at a time: its last move waits, its
turn over, with 'Wolf moves ... Space, Enter or a click: your turn.' under the board,
and T, which replays its turn, did nothing there (offered only once her turn had
opened: newcomer P's point at Night's hold, s18). Now that wait says 'T: replay.' /
'T : revoir.' where its turn may be played again, and T plays it again on the board
from there (scenes/taisen/follow.replay); the waits before it say nothing of T. Real
keys through app.dispatch."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.taisen import follow, turn_again

from .conftest import STEP
from .test_taisen_follow_moves import first_move, person_turn, pressed, until_still
from .test_taisen_turn_again import wolf_played

REPLAY = {"en": "T: replay.", "fr": "T\u00a0: revoir."}


def last_wait(app: App, lang: str):  # type: ignore[no-untyped-def]
    """The Wolf's (a computer's) second turn, move by move, at its last move's wait;
    the prompts of the waits before it."""
    app.set_language(lang)
    scene = wolf_played(app)
    app.settings.computer_pace = "step"
    scene._think = first_move(scene)
    person_turn(scene)
    said: list[str] = []
    for _ in range(12):
        until_still(scene)
        assert not scene.can_act
        words = scene.prompt(None)[0]
        if words.endswith(str(app.tr("taisen.follow.go_on_next"))):
            said.append(words)
            pressed(app, pygame.K_RETURN)
            scene.update(STEP)
            continue
        return scene, said, words
    raise AssertionError("no last wait")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_t_at_the_last_wait_replays_its_turn(app: App, lang: str) -> None:
    scene, said, words = last_wait(app, lang)
    assert said and not any(REPLAY[lang] in line for line in said)  # not before its end
    yours = str(app.tr("taisen.follow.go_on_yours"))
    assert words.endswith(f"{yours} {REPLAY[lang]}")  # fails before: no word of T
    assert str(app.tr("taisen.follow.again")) == REPLAY[lang]
    played = len(scene.session.actions)
    pressed(app, pygame.K_t, "t")
    assert scene.again and scene.animator.busy  # fails before: T did nothing
    assert len(scene.session.actions) == played  # nothing played for her
    for _ in range(4000):  # its moves again, one at a time (T: the next)
        if turn_again.waiting(scene) is not None:
            pressed(app, pygame.K_t, "t")
        if not scene.animator.busy:
            break
        scene.update(STEP)
    assert scene.can_act and scene.state.side == 0  # her turn, as before T
    assert follow.waiting(scene) is None and len(scene.session.actions) == played
    app.set_language("en")


def test_no_word_of_t_where_it_cannot_replay(app: App) -> None:
    """Nothing kept to play again (its trail gone): the last wait says nothing of T,
    and T does nothing there."""
    scene, _, words = last_wait(app, "en")
    assert words.endswith("T: replay.")
    scene.trail = []
    assert not follow.replay_offered(scene)
    assert not scene.prompt(None)[0].endswith("T: replay.")
    pressed(app, pygame.K_t, "t")
    assert follow.waiting(scene) is not None and not scene.again
