"""Newcomer J (s11, nc-J/127a -> 127b): E ended his turn with the green die unused, and
its previewed attack never happened, no word said. End turn with a die that can still
move asks once, naming the dice; a second press ends the turn (the rules allow it once a
die is used). With no die able to move, or the hint saying end, it ends at once."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App

from .test_taisen_scene import key, settle, table  # noqa: F401  (the fixture)


def one_die_played(scene) -> None:  # type: ignore[no-untyped-def]
    settle(scene)
    first = next(a for a in scene.state.legal_actions() if not a.is_end)
    scene._play(first)
    settle(scene)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_end_turn_with_a_die_that_can_move_asks_once(app: App, table, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table()
    one_die_played(scene)
    side, played = scene.state.side, len(scene.session.actions)
    dice = scene.selection.dice_for(None)
    assert dice and scene.selection.can_end
    key(scene, pygame.K_e)
    assert scene.state.side == side and len(scene.session.actions) == played  # not ended
    words = scene.refusal()
    names = [app.tr(("taisen.die.red", "taisen.die.green", "taisen.die.blue")[d]) for d in dice]
    assert words is not None and all(name in words for name in names), words
    assert app.tr("taisen.button.end") in words
    key(scene, pygame.K_e)  # again: the turn ends
    assert len(scene.session.actions) > played


def test_a_move_made_after_the_question_asks_again(app: App, table) -> None:  # noqa: F811
    scene = table()
    one_die_played(scene)
    key(scene, pygame.K_e)
    assert scene.refusal() is not None
    moves = [a for a in scene.state.legal_actions() if not a.is_end]
    if len(scene.selection.dice_for(None)) < 2:
        pytest.skip("seed 7: a single die left after the first move")
    scene._play(moves[0])
    settle(scene)
    played = len(scene.session.actions)
    if scene.selection.dice_for(None):
        key(scene, pygame.K_e)
        assert len(scene.session.actions) == played  # asked again for the new position


def test_with_no_die_able_to_move_end_turn_ends_at_once(app: App, table) -> None:  # noqa: F811
    scene = table()
    one_die_played(scene)
    scene.selection.moves = []  # (as when no die can move: only_end)
    played = len(scene.session.actions)
    key(scene, pygame.K_e)
    assert len(scene.session.actions) > played
