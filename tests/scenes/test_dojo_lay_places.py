"""A defender's cards keep their places while they are laid (issue 33, newcomer L,
guided Dojo, s98/s99: the person laid J first of 9, J; the cards were laid out again,
the row first, and 9 jumped right: the second click, where 9 had stood, missed). Each
card stays where it was dealt until the round's row is laid, a card laid dimmed in its
place under 'place n', its place in the row; the row's order is the one clicked."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes.app import App

from .conftest import Driver
from .test_dojo_clash_tally import table, until_the_person_acts


def reach_lay(seed: int, cards: int) -> GameSession:
    """A session played on by seeded random moves to the person (seat 0) laying a
    round of `cards` cards or more, none laid yet."""
    for game in range(seed, seed + 300):
        session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], game, {}, autosave=False)
        rng = random.Random(game)
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            b = state.battle
            if (
                state.phase == "lay"
                and b is not None
                and state.current_player == 0
                and len(b.pool) >= cards
                and not any(c is not None for c in b.row)
            ):
                return session
            legal = state.legal_actions()
            fights = [a for a in legal if a.kind == "fight"]
            session.apply(str(rng.choice(fights or legal)))
    raise AssertionError("no such laying reached")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cards_to_lay_stay_under_the_pointer(app: App, ui: Driver, lang: str) -> None:
    app.tr = Translator(lang)
    scene = table(app, reach_lay(3, 3))
    until_the_person_acts(scene, ui)
    assert scene.state.phase == "lay"
    first = {rank: rect.copy() for rect, rank in scene.tray_view.layout.pool}
    assert len(first) >= 3  # (a hand of distinct ranks: each card its own place)
    order = sorted(first, key=lambda rank: -first[rank].x)  # the rightmost first, as L
    laid: list[int] = []
    for rank in order:
        ui.move((0, 0))  # (the card under the pointer is lifted)
        ui.step()
        now = {r: rect for rect, r in scene.tray_view.layout.pool}
        for other, rect in now.items():  # every card still to lay where it was dealt
            assert rect.topleft == first[other].topleft, (other, rect, first[other])
        if laid:
            said = app.tr("dojo.tray.place", place=len(laid))
            assert said.startswith("place ")
        ui.click(first[rank].center)  # where that card stood at the first click
        laid.append(rank)
        if scene.state.phase != "lay":
            break
        until_the_person_acts(scene, ui)
    battle = scene.state.battle
    assert battle is not None and [c for c in battle.row if c is not None][: len(laid)] == laid


def test_a_laid_card_is_drawn_in_its_place_dimmed(app: App, ui: Driver) -> None:
    """One card laid: it is drawn where it was dealt, as a slot of the row (place 1),
    and the others are where they were."""
    scene = table(app, reach_lay(3, 3))
    until_the_person_acts(scene, ui)
    before = {rank: rect.copy() for rect, rank in scene.tray_view.layout.pool}
    rank = max(before, key=lambda r: before[r].x)
    ui.click(before[rank].center)
    until_the_person_acts(scene, ui)
    ui.move((0, 0))
    ui.step()
    slots = scene.tray_view.layout.slots
    assert [(rect.topleft, i) for rect, i in slots] == [(before[rank].topleft, 0)]
    assert rank not in {r for _, r in scene.tray_view.layout.pool}
    assert pygame.Rect(scene.tray_view.rect).contains(slots[0][0])
