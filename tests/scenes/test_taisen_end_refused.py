"""Newcomer W (s13, 041-042, 040, 087-088): at the start of a turn End turn is greyed,
and its click or E said nothing; the table now says the rule where the eye is (the
prompt), naming the only move when there is one, or how many there are; the hint for a
forced move says it is the only one. Once the turn may end, Enter ends it unless the
person picked or focused something since (087: Enter lit the blue die), and E ends it
whatever is picked."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.taisen.rules import ACTIONS
from scenes.app import App
from scenes.prompt_panel import REFUSED
from scenes.taisen.game_log import card_name

from .test_taisen_scene import click, key, settle, table  # noqa: F401  (the fixture)

PEOPLE = [Seat("human"), Seat("human")]
ONLY_SCISSORS = "-/-/S3/-/-/-/-/-/r1/-/j m r1g1b1 -"
"""The Monkey's Scissors 3 alone: the red die is its only move."""
TWO_NINJAS = "-/-/S3/R1/-/-/-/-/r1/-/j m r1g1b1 -"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_e_and_the_greyed_button_say_the_only_move(app: App, table: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(seats=PEOPLE, notation=ONLY_SCISSORS)
    settle(scene)
    assert not scene.selection.can_end and not scene.buttons["end"].enabled
    key(scene, pygame.K_e)
    words = scene.refusal()
    card = card_name(app.tr, "S3").replace(" ", "\u00a0")  # whole on one line
    assert words == app.tr("taisen.refused.must_use_only", card=card, die=app.tr("taisen.die.red"))
    assert scene.prompt(None) == (words, REFUSED)  # said in the prompt, in the refusal's red
    scene.refused = None
    click(scene, scene.buttons["end"].rect.center)  # the greyed button says it too
    assert scene.refusal() == words
    assert len(scene.session.actions) == 0  # nothing played


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_with_several_moves_it_says_how_many(app: App, table: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(seats=PEOPLE, notation=TWO_NINJAS)
    settle(scene)
    count = len(scene.selection.moves)
    assert count > 1
    key(scene, pygame.K_e)
    assert scene.refusal() == app.tr("taisen.refused.must_use", count=count)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_for_a_forced_move_says_it_is_the_only_one(
    app: App,
    table: Any,  # noqa: F811
    lang: str,
) -> None:
    app.set_language(lang)
    scene = table(seats=PEOPLE, notation=ONLY_SCISSORS)
    settle(scene)
    scene.hint = next(a for a in ACTIONS if str(a) == "r:S3")
    text, _ = scene.prompt(None)
    assert text.endswith(app.tr("taisen.prompt.hint_only")), text


def one_move_played(scene: Any) -> None:
    first = next(a for a in scene.state.legal_actions() if not a.is_end)
    scene._play(first)
    settle(scene)
    scene.turn_end.confirm()  # (a confirm waits only when the move ended the turn)
    settle(scene)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_ends_the_turn_the_prompt_offers(app: App, table: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(seats=PEOPLE, notation="-/-/S3/R1/-/-/-/-/r1/-/j m r1g1b1 -")
    settle(scene)
    one_move_played(scene)
    assert scene.state.side == 0 and scene.selection.can_end and scene.selection.moves
    assert scene.prompt(None)[0].startswith(app.tr("taisen.prompt.more_enter"))
    played = len(scene.session.actions)
    key(scene, pygame.K_RETURN)  # a die can still move: asked once (end_guard)
    assert len(scene.session.actions) == played and scene.selection.focus < 0
    key(scene, pygame.K_RETURN)
    assert len(scene.session.actions) == played + 1  # the turn ended, no die lit


def test_a_focus_the_person_moved_keeps_enter_s_pick(app: App, table: Any) -> None:  # noqa: F811
    scene = table(seats=PEOPLE, notation="-/-/S3/R1/-/-/-/-/r1/-/j m r1g1b1 -")
    settle(scene)
    one_move_played(scene)
    key(scene, pygame.K_TAB)  # the person moves the focus: Enter picks again
    assert scene.prompt(None)[0] != app.tr("taisen.prompt.more_enter")
    played = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert len(scene.session.actions) == played and scene.selection.die is not None


def test_e_ends_the_turn_with_a_die_picked(app: App, table: Any) -> None:  # noqa: F811
    scene = table(seats=PEOPLE, notation="-/-/S3/R1/-/-/-/-/r1/-/j m r1g1b1 -")
    settle(scene)
    one_move_played(scene)
    scene.selection.choose_die(scene.selection.dice_for(None)[0])
    played = len(scene.session.actions)
    key(scene, pygame.K_e)  # asked once: a die can still move
    assert scene.refusal() is not None
    key(scene, pygame.K_e)
    assert len(scene.session.actions) == played + 1
