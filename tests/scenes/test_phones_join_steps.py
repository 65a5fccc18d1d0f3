"""The phones' codes screen says how a phone joins, in three short steps in its empty
middle, and names no network address when this computer has only one (issue 33,
newcomer N, s8 t7.png: half a screen of night sky, then 'Réseau : 192.0.2.2 (eth0)',
jargon to a newcomer)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.phones.net import Network
from scenes.app import App
from scenes.phone_steps import STEPS
from scenes.phones import PhonesScene

from .conftest import Driver, record_texts
from .test_native_shared import check_inside_and_apart
from .test_phones_screens import close_game, start_shinobi


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_codes_screen_shows_three_steps_and_no_address(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    one = [Network("127.0.0.1", "eth0")]
    monkeypatch.setattr("scenes.phones.phone_hosts", lambda: (["127.0.0.1"], one))
    app = sized_app(size)
    app.set_language(lang)
    start_shinobi(app, Driver(app), phones=True)
    codes = app.top
    assert isinstance(codes, PhonesScene)
    texts = record_texts(monkeypatch)
    app.draw()
    said = " ".join(texts)
    assert "127.0.0.1" not in said and "eth0" not in said  # fails before: 'Network: ...'
    steps = codes.steps
    assert [n for n, _ in steps.lines] == [1, 2, 3]  # fails before: no steps
    for (_, words), key in zip(steps.lines, STEPS, strict=True):
        assert " ".join(words) == app.tr(key)
        assert all(line in texts for line in words)
    rows = [rect for _, rect in codes.rows]
    check_inside_and_apart(
        pygame.Rect((0, 0), size), [*rows, steps.rect, codes.note_rect, codes.button.rect]
    )
    close_game(app)
