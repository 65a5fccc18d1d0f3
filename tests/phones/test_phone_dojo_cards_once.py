"""Dojo's battle on a phone at 360x640 (issue 33, the phone pages played a turn each):
the cards a seat picks among stood twice, in the row it picks from ('The next card to
lay face down', 'A card of your hand') and again under it ('To lay', 'Your hand'), where
a tap did nothing: two alike rows, one of which plays. While the seat picks, its cards
stand once, in the row it picks from; the other side's face-down row and the cards
played stay. While the other side plays, the seat's cards are listed as before."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat

from .conftest import PhoneTable
from .test_phone_dojo_battle import to_battle

SEATS = [Seat("human"), Seat("human")]
PICKED = {"lay": "phone.dojo.to_lay", "attack": "phone.dojo.hand"}
"""The section that listed the cards picked among, by the battle's phase."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("phase", ["lay", "attack"])
def test_the_cards_picked_among_stand_once(phone_table, lang: str, phase: str) -> None:
    table: PhoneTable = phone_table(SEATS, seed=0, game="dojo", lang=lang, prepare=to_battle(phase))
    table.frames(2)
    scene, tr = table.scene, table.app.tr
    seat = scene.state.current_player
    message = table.link.state_message(seat)
    firsts = {c["parts"][0]["label"] for c in message["choices"]}
    assert firsts, message["choices"]  # the row it picks from
    titles = [section["title"] for section in message["sections"]]
    assert tr(PICKED[phase]) not in titles, titles
    assert tr("phone.dojo.clans") in titles
    if phase == "attack":  # the row it strikes at stays in sight
        assert tr("phone.dojo.their_row") in titles
    # the other seat, waiting: its own cards listed as before
    other = table.link.state_message(1 - seat)
    assert not other["choices"]
    waiting = [section["title"] for section in other["sections"]]
    if phase == "attack":  # the defender's cards laid face down
        assert tr("phone.dojo.laid") in waiting, waiting
    assert not table.leaks.leaked
