"""The computer's last turn stepped through from the table itself (newcomer C, s14: 'T
exists but only in the footer ... offer this step through the computer's last turn from
the table itself'): a 'Replay its turn (T)' button beside the prompt plays it again one
move at a time, the prompt saying 'Move 1 of 2 shown...' and the button 'Next move (T)'
while it waits; Space plays the rest. Once a game, after the person's first turn, the
prompt says what it is for."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.taisen import again_button, turn_again

from .test_taisen_scene import key, settle
from .test_taisen_turn_again import wolf_played

WORDS = {
    "en": ("Replay its turn (T)", "Next move (T)", "Move 1 of"),
    "fr": ("Rejouer son tour (T)", "Coup suivant (T)", "Coup 1 sur"),
}


def press(scene, pos: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.update(1 / 60)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_button_steps_through_the_computers_turn(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = wolf_played(app)
    replay, following, shown = WORDS[lang]
    board, moves = scene.state.to_notation(), len(scene.trail)
    assert moves >= 2
    canvas = pygame.Surface(app.view_size)
    scene.draw(canvas)  # the prompt laid out: the button stands beside it
    assert again_button.shown(scene)
    assert app.tr(again_button.button(scene).label_key) == replay
    # the game's first turn, the computer's: the person's first prompt says how to move
    assert scene.prompt(None)[0] == app.tr("taisen.prompt.choose")
    press(scene, again_button.rect().center)
    assert scene.animator.busy and not scene.can_act
    for _ in range(600):
        if turn_again.waiting(scene) is not None:
            break
        scene.update(1 / 60)
    assert turn_again.waiting(scene) is not None  # after its first move, it waits
    scene.draw(canvas)
    made = again_button.button(scene)
    assert app.tr(made.label_key) == following and made.enabled
    assert scene.prompt(None)[0].startswith(shown)
    press(scene, again_button.rect().center)  # the next move
    assert turn_again.waiting(scene) is None and scene.animator.busy
    key(scene, pygame.K_SPACE)  # the rest at once
    settle(scene)
    assert scene.state.to_notation() == board and len(scene.trail) == moves
    assert scene.can_act and not scene.animator.busy


def test_the_tip_is_said_once_a_game(app: App) -> None:
    """Not at the game's first turn (the person's first prompt says how to move): at the
    first kept turn after the person has played, and never again."""
    scene = wolf_played(app)
    tip = app.tr("taisen.again.tip")
    assert scene.prompt(None)[0] != tip
    said = []
    for _ in range(2):  # the person's turn, then the computer's (settle)
        person_turn(scene)
        assert turn_again.available(scene)
        said.append(scene.prompt(None)[0] == tip)
    assert said == [True, False]


def person_turn(scene) -> None:  # type: ignore[no-untyped-def]
    """The person's moves (the first legal each time) and End turn; then the computer
    plays its turn (settle)."""
    scene._play(next(a for a in scene.state.legal_actions() if not a.is_end))
    settle(scene)
    for _ in range(4):
        if turn_again.available(scene):
            return
        moves = [a for a in scene.state.legal_actions() if not a.is_end]
        if moves:
            scene._play(moves[0])
        else:
            scene.end_turn()
        settle(scene)
