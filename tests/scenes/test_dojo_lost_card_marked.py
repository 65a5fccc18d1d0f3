"""Which card of a clash lost is plain (newcomer J, s11, nc-J/036): the red cross
covered the struck card and the thrower's card laid across it, so his winning 2 looked
crossed out too. The cross is on the lost card's own face alone, and the winner is
framed in gold. EN and FR (ranks are the same)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App
from scenes.dojo import tray as tray_module
from scenes.dojo.tray import MARK_RED, Slot, Tray, TrayPainter


def draw_tray(painter: TrayPainter, tray: Tray) -> None:
    """`tray` drawn by `painter` as a battle laid at 1280x720, nothing picked nor hovered."""
    painter.draw(
        pygame.Surface((1280, 720)),
        pygame.Rect(20, 50, 810, 300),
        tray,
        title="A battle",
        picked=None,
        dragging=None,
        act_seat=None,
        phase="lay",
        mouse=(-1, -1),
    )


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("loser", (0, 1))
def test_the_cross_is_on_the_lost_card_alone_and_the_winner_framed(
    app: App, lang: str, loser: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    tray = Tray(hex=(0, 0), attacker=0)
    tray.row = [Slot(card=1, attack=2, flip_age=9.0, loser=loser)]  # J's 2 against A
    painter = TrayPainter(lambda seat: seat == 0, app.tr)
    tags: dict[str, pygame.Rect] = {}
    tag = painter.rank_tag

    def rank_tag(canvas: Any, card: pygame.Rect, rank: str) -> pygame.Rect:
        tags[rank] = card.copy()  # the card the tag is on
        return tag(canvas, card, rank)

    monkeypatch.setattr(painter, "rank_tag", rank_tag)
    ends: list[tuple[int, int]] = []
    frames: list[pygame.Rect] = []
    line, rect = tray_module.pygame.draw.line, tray_module.pygame.draw.rect

    def crossing(surface: Any, colour: Any, start: Any, end: Any, *args: Any) -> Any:
        if tuple(colour) == MARK_RED:
            ends.extend((tuple(start), tuple(end)))
        return line(surface, colour, start, end, *args)

    def framing(surface: Any, colour: Any, r: Any, *args: Any, **kw: Any) -> Any:
        if tuple(colour) == tuple(theme.GOLD):
            frames.append(pygame.Rect(r))
        return rect(surface, colour, r, *args, **kw)

    monkeypatch.setattr(tray_module.pygame.draw, "line", crossing)
    monkeypatch.setattr(tray_module.pygame.draw, "rect", framing)
    draw_tray(painter, tray)
    struck, thrown = tags["A"], tags["2"]  # the defender's card, the attacker's on it
    assert ends
    if loser == 1:  # the defender's A lost: crossed above the 2 laid on it, never on it
        assert all(struck.collidepoint(p) and p[1] < thrown.top for p in ends), ends
        winner = thrown
    else:  # the attacker's 2 lost: crossed on it alone
        assert all(thrown.collidepoint(p) for p in ends), ends
        winner = struck
    assert any(f.contains(winner) for f in frames)  # before: no winner's frame
