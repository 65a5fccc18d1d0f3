"""'Play on this screen' for a seat whose code no phone opened asks without speaking of
its phone's link (newcomer K, s11, nc-K/009: 'Aiko's phone is no longer used: its link
stops working...' before any phone existed); a phone that opened the code is still told."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.app import App
from scenes.message import ConfirmScene

from .test_phones_lobby_status import phones_list
from .test_phones_screens import close_game, loopback

__all__ = ["loopback"]  # the fixture, used by name


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_giving_up_an_unused_code_speaks_of_no_phone(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    loopback: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, _, codes = phones_list(sized_app, (1280, 720), lang)
    app.draw()
    seat = codes.rows[0][0]
    name = codes.table.seat_name(seat)
    codes.ask_give_up(seat)
    asked = app.top
    assert isinstance(asked, ConfirmScene)
    assert asked.text == app.tr("phones.give_up.text_unused", name=name)
    assert asked.text != app.tr("phones.give_up.text", name=name)
    app.draw()
    asked.close()
    monkeypatch.setattr(codes.link, "linked", lambda: {seat})  # a phone opened it
    codes.ask_give_up(seat)
    asked = app.top
    assert isinstance(asked, ConfirmScene)
    assert asked.text == app.tr("phones.give_up.text", name=name)
    asked.close()
    close_game(app)
