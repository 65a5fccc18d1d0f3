"""A Dojo battle's tally heads each round's rows with 'Round 1' / 'Manche 1', clear of
its chips: a bare '1.' stayed over the next round's deal and read as a list's number
(newcomer M, s17, nc-M 101, s17-231)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo.tally import CHIP_W, SIGN_W, TALLY_W, Clash, draw_tally
from scenes.dojo.tray import TrayPainter

from .conftest import record_blits


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_each_round_s_rows_are_headed_by_its_name(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    painter = TrayPainter(lambda seat: True, app.tr)
    clashes = [Clash(1, 10, 2, 1), Clash(2, 5, 7, 0), Clash(2, 9, 3, 1)]
    canvas = pygame.Surface(size)
    with theme.scaled_for(size):
        texts = record_blits(monkeypatch)
        area = pygame.Rect(100, 100, theme.px(TALLY_W), theme.px(400))
        draw_tally(canvas, area, clashes, 0, "", painter.wrap, "", painter.round_label)
        first_chip = min(r.centerx for s, r in texts if s in ("<", ">")) - theme.px(
            CHIP_W + SIGN_W / 2
        )
    labels = [(s, r) for s, r in texts if s.startswith(app.tr("dojo.tally.round", round=""))]
    assert [s for s, _ in labels] == [
        app.tr("dojo.tally.round", round=1),
        app.tr("dojo.tally.round", round=2),
    ]  # once per round, named; fails before: '1.' and '2.'
    assert all(r.right < first_chip for _, r in labels)  # clear of the chips
