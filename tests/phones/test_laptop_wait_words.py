"""The laptop says a computer's wait as its phones do (issue 33): the phones say 'Midori
is playing…' and 'Midori is thinking…' only once the still table has waited a second for
its search (9f3d30a); the laptop's Shinobi prompt said 'Midori is thinking...' the whole
time. English and French."""

from __future__ import annotations

import pytest

from scenes.ai_turn import THINKING_SHOWN_AFTER

from .conftest import PhoneTable
from .test_phone_waiting_words import COMPUTER_FIRST, SEATS, Slow, told


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_laptop_says_the_phones_words_while_a_computer_plays_then_thinks(
    phone_table, lang: str
) -> None:
    table: PhoneTable = phone_table(SEATS, seed=COMPUTER_FIRST, lang=lang)
    scene, tr = table.scene, table.app.tr
    scene._think = lambda *_: Slow()
    name = scene.seat_name(2)
    table.frames(1)
    assert scene.ai_thinking and not scene.session.actions  # its search begun
    playing = tr("ai_wait.playing", name=name)
    assert [scene.prompt.text(), told(table, 0), told(table, 1)] == [playing] * 3
    scene.computer.wait = THINKING_SHOWN_AFTER + 0.1  # it has thought a while (scaled)
    table.frames(1)
    thinking = tr("ai_wait.thinking", name=name)
    assert [scene.prompt.text(), told(table, 0), told(table, 1)] == [thinking] * 3
