"""A battle's round of one card against one in the one-row tray (newcomer T, s20, Dojo
FR 1920x1080, 041: round 2, 'the panel re-laid out wide, its left half empty'): the
tray keeps its least width (MIN_WIDTH), and the room its cards do not take went to the
attacker's hand of one card, the gold bar and the defender's row pushed right. The
hand takes what its cards take; the room left over lies right of the row."""

from __future__ import annotations

import pytest

from scenes import theme
from scenes.dojo.tray import CARD_W, Slot, Tray
from scenes.dojo.tray_compact import STEP, compact_width, split


@pytest.mark.parametrize("scale_size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("tally", [True, False])
def test_a_one_card_hand_keeps_its_card_s_width(scale_size: tuple[int, int], tally: bool) -> None:
    tray = Tray((0, 0), 0, None, defenders=1)
    tray.hand_dealt, tray.hand = [10], []  # round 2: its one card played on the row's
    tray.dealt = [6]
    tray.row = [Slot(6, attack=10, loser=1)]
    with theme.scaled_for(scale_size):
        width = compact_width(tray, tally)
        assert width == theme.px(640)  # (MIN_WIDTH: far wider than two cards)
        hand, row = split(tray, width, tally)
        assert hand == theme.px(CARD_W)  # before: about half the tray, empty
        assert row >= theme.px(STEP + CARD_W // 2)  # the row and the room left over
    # a hand of several cards still spreads as wide as they take
    tray.hand_dealt, tray.hand, tray.row, tray.dealt = [2, 5, 9], [2, 5, 9], [], [6, 7, 8]
    with theme.scaled_for(scale_size):
        width = compact_width(tray, tally)
        assert split(tray, width, tally)[0] == theme.px(3 * STEP - 8)
