"""Newcomer V, s13 (215), with a real phone link: Aiko alone at the laptop, Kenji on his
phone. Her cover for a turn that shows nothing secret was titled 'Aiko: your turn, in
private' over 'This turn shows nothing secret'; since s14 such a turn has no cover at
all (skip_handoff.act_in_the_open, newcomer Y): the laptop-with-phones table opens on
her turn, her name in the prompt. EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession
from scenes.handoff import HandoffScene

from .conftest import PhoneTable
from .test_night_phone_skip_passes import SEATS


def aiko_acts(session: GameSession) -> None:
    """Everyone plans Move then Skip; Aiko's Move is next."""
    while True:
        state = session.state
        if state.phase == "act" and state.current_player == 0 and not state.main_done:
            return
        legal = state.legal_actions()
        choice = legal[0]
        if state.phase == "plan":
            choice = next(a for a in legal if str(a) == "plan move skip")
        session.apply(choice)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_aikos_public_turn_opens_with_no_cover(phone_table: Any, lang: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=1, game="night", lang=lang, prepare=aiko_acts)
    table.link.give_up(0)  # Aiko plays at the laptop, Kenji on his phone
    scene = table.scene
    scene.shown_seat, scene.holder = None, 0
    canvas = pygame.Surface((1280, 720))
    scene.update(1 / 60)
    scene.draw(canvas)
    assert not isinstance(table.app.top, HandoffScene)  # fails before: 'Aiko: your turn'
    assert scene.shown_seat == 0 and scene.can_act
    assert scene.prompt_panel.text().startswith(f"{scene.seat_name(0)} — ")
