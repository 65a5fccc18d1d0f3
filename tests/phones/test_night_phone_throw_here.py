"""Newcomer O, s12 (nc-O/044_1): while Kenji's throw, set and thrown at the laptop for
his phone's seat, still played (his ninja flying to the roof), the laptop's prompt read
'Kenji chooses on their phone. No phone? F2: play that seat on this screen.'. It now
says what happens: 'Kenji throws here, on this screen: watch where it lands. Then
Kenji goes on, on their phone.', until the throw has been shown."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat

from .conftest import PhoneTable


def to_phone_move(session: GameSession) -> None:
    """Play until the phone seat (1) is to carry out its planned Move."""
    while not session.state.is_terminal:
        state = session.state
        if (
            state.phase == "act"
            and state.current_player == 1
            and state.drop_seat is None
            and state.planned(1) == "move"
            and not state.main_done
        ):
            return
        legal = state.legal_actions()
        choice = legal[0]
        if state.phase == "plan" and state.current_player == 1:
            choice = next(a for a in legal if str(a).startswith("plan move"))
        session.apply(choice)
    raise AssertionError("the phone seat never moved")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_laptop_says_the_phone_seat_throws_here(phone_table: Any, lang: str) -> None:
    seats = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]
    table: PhoneTable = phone_table(
        seats, seed=3, game="night", lang=lang, animate=True, prepare=to_phone_move
    )
    scene = table.scene
    tr = table.app.tr
    assert scene.phone_seat(1) and scene.state.current_player == 1
    move = next(a for a in scene.state.legal_actions() if str(a).startswith("move"))
    assert scene.act_for(1, move)
    here = str(tr("night.waiting.throw_here", name="Kenji"))
    phone = str(tr("night.waiting.phone", name="Kenji"))
    canvas = pygame.Surface((1280, 720))
    said: list[str] = []
    for _ in range(1200):  # table time, not the AI's: the throw's show ends
        said.append(str(scene.prompt()))
        if not scene.busy:
            break
        scene.update(1 / 60)
        scene.draw(canvas)
    assert not scene.busy
    assert phone not in said, said  # fails before: said once the rope was down
    assert said[0] == here and said[-1] != here, said
    assert said[-1].startswith("Kenji — "), said
