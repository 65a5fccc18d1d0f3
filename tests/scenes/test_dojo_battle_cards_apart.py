"""A clash's two cards lie apart, as the rules' diagram draws them: the attacker's card
played in its own line under the card it struck, never across it (newcomer M, s11,
nc-M/060: the 6 laid on the defender's Q hid its lower half and its middle read '0';
032, 048: the winner tucked under the crossed loser). No card drawn in the tray covers
another, so every rank reads whole. EN and FR (ranks are the same)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.dojo.tray import Slot, Tray, TrayPainter


def _drawn(app: App, tray: Tray, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, list[Any]]:
    painter = TrayPainter(lambda seat: seat == 0, app.tr)
    tagged: list[pygame.Rect] = []
    tag = painter.rank_tag

    def rank_tag(canvas: Any, card: pygame.Rect, rank: str) -> pygame.Rect:
        tagged.append(card.copy())  # the card a turned rank is told on
        return tag(canvas, card, rank)

    monkeypatch.setattr(painter, "rank_tag", rank_tag)
    layout = painter.draw(
        pygame.Surface((1280, 720)),
        pygame.Rect(20, 50, 700, 320),
        tray,
        title="A battle",
        picked=None,
        dragging=None,
        act_seat=0,
        phase="attack",
        mouse=(-1, -1),
    )
    return layout, tagged


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("loser", (None, 0, 1))
def test_no_card_of_the_tray_covers_another(
    app: App, lang: str, loser: int | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.tr = Translator(lang)
    tray = Tray(hex=(0, 0), attacker=0)  # the person attacks: 3 cards against 3
    tray.row = [Slot(card=12, attack=6, flip_age=9.0, loser=loser), Slot(9), Slot(4)]
    tray.hand = tray.hand_dealt = [2, 13]
    layout, tagged = _drawn(app, tray, monkeypatch)
    assert len(tagged) == 2  # the Q turned and the 6 played on it
    cards = tagged + [r for r, _ in layout.slots + layout.hand]
    assert len(cards) == 6
    for one, other in combinations(cards, 2):
        assert not one.colliderect(other), (one, other)  # before: the 6 lay on the Q
    ((struck, played),) = layout.turned
    assert played.top > struck.bottom and played.centerx == struck.centerx  # under it


def test_each_card_played_lies_under_its_own(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    tray = Tray(hex=(0, 0), attacker=1)
    tray.row = [Slot(5), Slot(card=7, attack=8, flip_age=9.0, loser=0), Slot(11, 3, 9.0, 1)]
    tray.hand = tray.hand_dealt = [1]
    layout, tagged = _drawn(app, tray, monkeypatch)
    assert len(layout.turned) == 2 and len(tagged) == 4
    cards = tagged + [r for r, _ in layout.slots + layout.hand]
    for one, other in combinations(cards, 2):
        assert not one.colliderect(other), (one, other)
    for struck, played in layout.turned:
        assert played.top > struck.bottom and played.centerx == struck.centerx
