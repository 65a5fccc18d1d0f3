"""A card played in a battle stays where it was dealt, its arrow up to the card it
struck, and the cards left in the hand keep their places and their keys: pressing 3
then 1 moved the J to the front of the hand and shifted the others (newcomer K, s17,
060). No card of the tray covers another."""

from __future__ import annotations

import os
from itertools import combinations

import pygame
import pytest

from scenes.app import App
from scenes.dojo.tray import Slot, Tray, TrayLayout, TrayPainter
from scenes.dojo.tray_compact import draw_compact

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path to save the tray at (to look at it), none by default."""


def _drawn(app: App, tray: Tray, one_row: bool = False) -> TrayLayout:
    painter = TrayPainter(lambda seat: seat == 0, app.tr)
    canvas = pygame.Surface((1280, 720))
    draw = draw_compact if one_row else painter.draw
    layout = draw(
        *((painter,) if one_row else ()),  # type: ignore[arg-type]
        canvas,
        pygame.Rect(18, 54, 814, 182) if one_row else pygame.Rect(20, 50, 700, 320),
        tray,
        title="A battle",
        picked=None,
        dragging=None,
        act_seat=0,
        phase="attack",
        mouse=(-1, -1),
    )
    if SHOT:
        pygame.image.save(canvas, SHOT)
    return layout


@pytest.mark.parametrize("one_row", [False, True])
def test_the_hand_keeps_its_places_as_a_card_is_played(app: App, one_row: bool) -> None:
    tray = Tray(hex=(0, 0), attacker=0)
    tray.row = [Slot(5), Slot(9), Slot(4)]
    tray.hand = [1, 4, 11]  # A, 4, J as dealt: keys 1, 2, 3
    tray.hand_dealt = list(tray.hand)
    before = {rank: rect.x for rect, rank in _drawn(app, tray, one_row).hand}
    # 3 then 1: the J on the first face-down card (in one row: 1 then 1, the A, the
    # cards after it slid left)
    played = 1 if one_row else 11
    tray.row[0] = Slot(card=5, attack=played, flip_age=9.0, loser=1)
    tray.hand = [rank for rank in tray.hand if rank != played]
    layout = _drawn(app, tray, one_row)
    after = {rank: rect.x for rect, rank in layout.hand}
    assert after == {rank: before[rank] for rank in tray.hand}  # before: moved
    if one_row:  # (its card played lies on the card it struck, as before)
        return
    ((struck, card),) = layout.turned
    assert card.x == before[11]  # where it was dealt (before: under the 5, in front)
    cards = [struck, card, *(r for r, _ in layout.slots), *(r for r, _ in layout.hand)]
    for one, other in combinations(cards, 2):
        assert not one.colliderect(other), (one, other)
