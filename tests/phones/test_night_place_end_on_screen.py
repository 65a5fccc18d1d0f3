"""Newcomer I, s10 (nc-99/023-024.png): Kenji, on his phone, placed his ninja on the
laptop (a placing is public), then the laptop said 'Kenji ends the turn on their phone'
and Enter did nothing, while his phone offered End turn: two places for one turn. A
move made at the screen now ends there: the laptop's End turn (Enter), named for Kenji,
and Undo there; his phone says so and offers neither."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.phone_turn import END_TURN

from .conftest import PhoneTable

SEATS = [Seat("human", name="Aiko"), Seat("human", name="Kenji"), Seat("ai", "easy")]


def to_kenji_placing(session: GameSession) -> None:
    while session.state.current_player != 1:
        session.apply(session.state.legal_actions()[0])
    assert session.state.phase == "place"


def kenji_placed(phone_table: Any, lang: str = "en") -> PhoneTable:
    table: PhoneTable = phone_table(SEATS, game="night", lang=lang, prepare=to_kenji_placing)
    table.app.settings.confirm_turn_end = True
    table.link.give_up(0)  # Aiko plays on the laptop, Kenji on his phone
    scene = table.scene
    assert scene.phone_seat(1) and not scene.phone_seat(0)
    assert table.run_until(lambda: scene.acting_seat == 1 and scene.can_act)
    scene.play(scene.state.legal_actions()[0])  # Kenji places, at the laptop
    assert scene.turn_end.waiting and scene.turn_end.seat == 1
    table.frames(2)
    return table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_kenjis_placing_ends_on_the_laptop_where_he_placed(phone_table: Any, lang: str) -> None:
    table = kenji_placed(phone_table, lang)
    scene = table.scene
    tr = table.app.tr
    assert not scene.turn_end.on_phone and scene.turn_end.shown  # fails before: on_phone
    said = scene.prompt()
    assert said.startswith("Kenji — ") and str(tr("turn_end.prompt")) in said, said
    message = table.link.state_message(1)
    assert message["choices"] == [] and message["undo"] is None  # nothing there
    assert message["prompt"] == tr("phone.turn_end.prompt_screen")
    assert scene.can_undo()  # the laptop's Undo takes it back
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert not scene.turn_end.waiting and scene.state.current_player != 1


def test_kenjis_phone_cannot_end_a_turn_made_at_the_screen(phone_table: Any) -> None:
    table = kenji_placed(phone_table)
    table.link._take(1, END_TURN, table.link.serial)
    assert table.scene.turn_end.waiting  # refused: the laptop ends it
