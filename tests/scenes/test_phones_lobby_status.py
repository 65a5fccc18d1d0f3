"""The phones' screen says each row's status whole, wrapped beside its buttons (issue
33, newcomer K, lobby1.png: "No phone yet: show the code to the one person..." was cut
with "…" at 1280x720, the screen half empty below)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.app import App
from scenes.phones import PhonesScene

from .conftest import Driver, record_texts
from .test_phones_screens import close_game, loopback, start_shinobi

__all__ = ["loopback"]  # the fixture, used by name


def phones_list(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> tuple[App, Driver, PhonesScene]:
    """A Shinobi game set up with phones, at the phones' list (its codes), `size`, `lang`."""
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    start_shinobi(app, ui, phones=True)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    return app, ui, codes


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 600)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_row_says_its_status_whole(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    loopback: None,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app, ui, codes = phones_list(sized_app, size, lang)
    drawn = record_texts(monkeypatch)
    app.draw()
    waiting = app.tr("phones.waiting")
    assert not any(text.endswith("…") for text in drawn), drawn
    for seat, row in codes.rows:
        words, _ = codes.status(seat)
        assert words == waiting
        lines = [text for text in drawn if text and text in words]
        assert " ".join(lines[: len(lines) // len(codes.rows)]) == words, lines
        assert row.height <= size[1] // 2  # the rows still leave the screen its room
    close_game(app)
