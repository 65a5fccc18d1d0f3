"""A person who chose 'Play on this screen' keeps their row in the phones' list, saying
they play here (newcomer I, s10, nc-99/009: Aiko's row vanished from the list after
'Play on this screen', 'did I delete Aiko?'): everyone stays accounted for. The row has
no buttons (no code to show, nothing to give up) and its words stand whole."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.app import App

from .conftest import record_texts
from .test_phones_lobby_status import phones_list
from .test_phones_screens import close_game, loopback

__all__ = ["loopback"]  # the fixture, used by name


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_played_here_keeps_its_row(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    loopback: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, _, codes = phones_list(sized_app, size, lang)
    app.draw()
    seats = [seat for seat, _ in codes.rows]
    assert len(seats) == 2
    here = seats[0]
    codes.give_up(here)
    drawn = record_texts(monkeypatch)
    app.draw()
    assert app.top is codes  # one phone left: the list stays
    assert [seat for seat, _ in codes.rows] == seats  # before: the row was gone
    words, _ = codes.status(here)
    assert words == app.tr("phones.here")
    assert here not in codes.code_buttons and here not in codes.give_up_buttons
    assert all(widget is not None for widget in codes.menu.widgets)
    assert not any(text.endswith("…") for text in drawn), drawn
    lines = [text for text in drawn if len(text) > 4 and text in words]  # (not 'Play')
    assert " ".join(lines) == words, lines
    name = codes.table.seat_name(here)
    assert name in drawn
    close_game(app)
