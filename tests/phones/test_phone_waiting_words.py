"""What a waiting phone says (issue 33, newcomer I, s6): before the table pressed Play,
both phones said "WAITING — Midori is thinking..." while the laptop still showed the
codes' screen and nothing thought. Now every phone says the table must press Play while
the codes' screen covers the table (at the start, or opened again by F2); once the game
runs, a computer "thinks" only while its search has run a while (the laptop's rule,
scenes.ai_turn.thinking_long), else it "plays". English and French."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.ai_turn import THINKING_SHOWN_AFTER
from scenes.phone_codes import PhonesScene
from tests.support.searches import Slow

from .conftest import PhoneTable

SEATS = [Seat("human"), Seat("human"), Seat("ai", "hard")]
COMPUTER_FIRST = 4
"""A Grasshopper seed whose first turn is the computer's (seat 2)."""


def told(table: PhoneTable, seat: int) -> str:
    """The prompt of the last state `seat`'s phone was sent."""
    version = max(v for s, v in table.leaks.published if s == seat)
    prompt: str = table.leaks.published[(seat, version)][-1]["prompt"]
    return prompt


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_phones_wait_for_play_then_a_computer_plays_and_thinks_only_a_while(
    phone_table, lang: str
) -> None:
    table: PhoneTable = phone_table(SEATS, seed=COMPUTER_FIRST, lang=lang)
    scene, app, link = table.scene, table.app, table.link
    tr = app.tr
    scene._think = lambda *_: Slow()
    assert scene.state.current_player == 2
    name = scene.seat_name(2)
    codes = PhonesScene(app, scene)
    app.push(codes)  # as start_with_phones does: the codes over the table, Play under them
    link.publish()
    before = [link.state_message(seat)["prompt"] for seat in (0, 1)]
    assert before == [tr("phone.waiting.play")] * 2, before
    assert "Play" in before[0] or "Jouer" in before[0]
    assert told(table, 0) == told(table, 1) == tr("phone.waiting.play")
    codes.close()  # Play
    assert app.top is scene
    table.frames(1)
    assert scene.ai_thinking and not scene.session.actions  # a search begun, still running
    playing = tr("ai_wait.playing", name=name)
    assert [told(table, seat) for seat in (0, 1)] == [playing] * 2
    assert "thinking" not in playing and "réfléchit" not in playing
    scene.computer.wait = THINKING_SHOWN_AFTER + 0.1  # it has thought a while (scaled time)
    table.frames(1)
    thinking = tr("ai_wait.thinking", name=name)
    assert [told(table, seat) for seat in (0, 1)] == [thinking] * 2  # told, not only built
    app.push(PhonesScene(app, scene))  # F2 mid-game: the codes again, the game held
    table.link.publish()
    assert told(table, 0) == tr("phone.waiting.play")


@pytest.mark.parametrize("game", ["night", "dojo"])
def test_night_and_dojo_phones_wait_for_play_too(phone_table, game: str) -> None:
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], game=game, lang="fr")
    app = table.app
    app.push(PhonesScene(app, table.scene))
    table.link.publish()
    assert told(table, 0) == app.tr("phone.waiting.play")
    assert table.link.state_message(0)["choices"] == []  # nothing to choose before Play


def test_a_first_turn_at_the_screen_is_not_said_before_play(phone_table) -> None:
    """Seen in a real 360x640 Chromium (E7, s15, /tmp/e7rw/007.png): Night, the phone's
    seat to place first at the screen, its phone read 'YOUR TURN, ON THE SCREEN' over
    'Waiting for the table to press Play.' (and its title said its turn) while the codes
    still covered the table. It waits until Play; then its turn at the screen is said."""
    table: PhoneTable = phone_table([Seat("human"), Seat("ai", "easy")], game="night")
    app, link = table.app, table.link
    assert table.scene.state.current_player == 0
    codes = PhonesScene(app, table.scene)
    app.push(codes)
    before = link.state_message(0)
    assert not before["acting"] and not before["your_turn"], before  # fails before
    codes.close()  # Play
    assert link.state_message(0)["acting"]
