"""Both cards of a clash are read in the battle tray, the lost one too (issue 33,
newcomer P, s8 shot-109: the person's crossed-out 9 lay under the winning 10, its face
hidden by the cross). The attacking card has its rank on a tag of its own, over the
cross, apart from the struck card's. EN and FR (ranks are the same)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.dojo import tray as tray_module
from scenes.dojo.tray import MARK_RED, Slot, Tray, TrayPainter

from .test_dojo_lost_card_marked import draw_tray


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("loser", (0, 1))
def test_the_lost_card_and_the_winning_card_are_both_read(
    app: App, lang: str, loser: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    tray = Tray(hex=(0, 0), attacker=0)
    tray.row = [Slot(card=10, attack=9, flip_age=9.0, loser=loser)]
    painter = TrayPainter(lambda seat: seat == 0, app.tr)
    drawn: list[tuple[str, Any]] = []
    tag = painter.rank_tag

    def rank_tag(canvas: Any, card: pygame.Rect, rank: str) -> pygame.Rect:
        rect = tag(canvas, card, rank)
        drawn.append((rank, rect))
        return rect

    monkeypatch.setattr(painter, "rank_tag", rank_tag)
    line = tray_module.pygame.draw.line

    def crossing(surface: Any, colour: Any, *args: Any) -> Any:
        if tuple(colour) == MARK_RED:
            drawn.append(("cross", None))
        return line(surface, colour, *args)

    monkeypatch.setattr(tray_module.pygame.draw, "line", crossing)
    draw_tray(painter, tray)
    tags = {rank: rect for rank, rect in drawn if rank != "cross"}
    assert set(tags) == {"9", "10"}  # before: the 10 only, the 9 under the cross
    assert not tags["9"].colliderect(tags["10"])
    last_cross = max(i for i, (kind, _) in enumerate(drawn) if kind == "cross")
    assert all(i > last_cross for i, (kind, _) in enumerate(drawn) if kind != "cross")
