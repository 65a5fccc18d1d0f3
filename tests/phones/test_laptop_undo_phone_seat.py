"""The laptop never takes back the move of a seat playing on its phone (issue 33,
newcomer S, s9 g5: 'Annuler' was live on the laptop while Ben played on his phone, so
anyone at the laptop could take his move back). The seat's owner undoes on the phone;
at the laptop the top bar's Undo is greyed, and U (or a click on it) says why, 'Only
Ben's phone can undo Ben's moves.', and undoes nothing. Mid-turn, and with the turn's
move waiting for End turn. EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.phone_turn import UNDO
from scenes.tableflow import top_bar

from .conftest import PhoneTable
from .test_phone_page_hand import discarding_from_eight, played_to


def placing_with_a_pass(state) -> bool:
    return state.phase == "place" and any(a.kind == "pass" for a in state.legal_actions())


def laptop_refuses_then_phone_undoes(table: PhoneTable, lang: str) -> None:
    scene, tr = table.scene, table.app.tr
    session = scene.session
    assert session.can_undo()  # the rule lets seat 0 take its step back...
    played = list(session.actions)
    top_bar.update(scene, scene.buttons, 0.0)
    assert not scene.buttons["undo"].enabled  # ...on its phone, not at the laptop
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_u, mod=0, unicode="u"))
    table.frames(1)
    assert session.actions == played  # nothing undone by U
    name = scene.seat_name(0)
    said = tr("undo.stop.phone", name=name)
    assert name in said and {"en": "phone", "fr": "téléphone"}[lang] in said
    assert scene.refusal() == said
    # the phone still offers its Undo, live, and it takes the step back
    assert table.link.state_message(0)["undo"] == {"label": tr("phone.undo"), "why": None}
    table.link._take(0, UNDO, table.link.serial)
    table.frames(2)
    assert len(session.actions) == len(played) - 1


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_laptop_cannot_undo_a_phone_seats_move_mid_turn(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        lang=lang,
        prepare=played_to(placing_with_a_pass),
    )
    table.frames(1)
    scene = table.scene
    passed = next(a for a in scene.state.legal_actions() if a.kind == "pass")
    table.link._take(0, str(passed), table.link.serial)  # sent from seat 0's phone
    table.frames(2)
    assert scene.state.current_player == 0 and scene.state.phase == "discard"
    laptop_refuses_then_phone_undoes(table, lang)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_laptop_cannot_undo_a_phone_seats_move_waiting_to_end(phone_table, lang: str) -> None:
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")],
        seed=0,
        lang=lang,
        prepare=played_to(discarding_from_eight),
    )
    table.app.settings.confirm_turn_end = True
    table.frames(1)
    scene = table.scene
    discard = next(a for a in scene.state.legal_actions() if a.kind == "discard")
    table.link._take(0, str(discard), table.link.serial)
    table.frames(2)
    assert scene.turn_end.waiting and scene.turn_end.on_phone
    laptop_refuses_then_phone_undoes(table, lang)
