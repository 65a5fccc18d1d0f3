"""A Dojo battle that ends the game says so on its row and asks first (issue 33, newcomer
G, s6: "Throw from the plains to the west (5 defending)" made the other clan draw five
cards from a deck of four, and the game ended at once, 4 to 13 on land, in one click)."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo import data
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.battle_end import battle_end
from scenes.message import ConfirmScene

from .test_dojo_scene import key


def at_a_battle(seed: int = 0) -> GameSession:
    """A session (the person seat 0, the computer seat 1) played on by seeded random
    moves to a battle the person may start, the other clan's deck then cut to one card:
    any battle against two or more defenders ends the game."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], seed, {}, autosave=False)
    rng = random.Random(seed)
    for _ in range(5000):
        state = session.state
        assert not state.is_terminal
        fights = [a for a in state.legal_actions() if a.kind == "fight"]
        if state.phase == "battle" and state.mover == 0 and fights:
            if any(battle_end(_cut(state), a) for a in fights):
                state.decks[1] = state.decks[1][:1]
                return session
        session.apply(str(rng.choice(state.legal_actions())))
    raise AssertionError("no battle reached")


def _cut(state):  # type: ignore[no-untyped-def]
    copy = state.clone()
    copy.decks[1] = copy.decks[1][:1]
    return copy


def test_only_public_counts_decide_it() -> None:
    """The same verdict whatever the hidden cards are (a Joker on top would bring an extra
    draw: only the counts may decide), and none when the deck covers the draw."""
    session = at_a_battle()
    state = session.state
    fight = next(a for a in state.legal_actions() if battle_end(state, a))
    end = battle_end(state, fight)
    assert end is not None and end.short == 1 and end.left == 1 and end.need >= 2
    jokers = state.clone()
    jokers.decks = [[data.JOKER] * len(d) for d in state.decks]
    assert battle_end(jokers, fight) == end
    whole = state.clone()
    whole.decks[1] = [5] * 30
    assert battle_end(whole, fight) is None
    assert all(battle_end(state, a) is None for a in state.legal_actions() if a.kind == "done")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_row_says_it_ends_the_game_and_choosing_it_asks_first(app: App, lang: str) -> None:
    app.set_language(lang)
    session = at_a_battle()
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    scene.choices.build()
    fight = next(a for a in scene.state.legal_actions() if battle_end(scene.state, a))
    end = battle_end(scene.state, fight)
    assert end is not None
    option = next(o for o in scene.choices.options if o.action == str(fight))
    mine, theirs = end.land[0], end.land[1]
    said = {"en": "ends the game", "fr": "finit la partie"}[lang]
    assert said in option.label and f"{mine}" in option.label and f"{theirs}" in option.label
    ask = next(i for i, o in enumerate(scene.choices._actions) if o == str(fight))
    scene.choices.choose(ask)
    box = app.top
    assert isinstance(box, ConfirmScene)
    assert app.tr("dojo.end_battle.title") == box.title
    assert str(end.need) in box.text and scene.seat_name(1) in box.text
    key(box, pygame.K_ESCAPE)  # Cancel: nothing is played
    assert app.top is scene and scene.state.phase == "battle" and not scene.state.is_terminal
    scene.choices.choose(ask)
    app.top.confirm()
    assert scene.state.is_terminal and scene.state.end_reason == "cards"
