"""The hot-seat cover before a battle's cards says what the person is handed: 'Hélène,
you DEFEND in the forest, 2 against 2', 'Bob, you ATTACK in the plains, 3 against 1'
(newcomer M, s11, nc-M/028, 044, 058: 'Pass the laptop to Bob' and 'Hélène: your battle
cards' said nothing of which battle, nor which side of it). Only public facts: the hex,
who attacks and who defends, how many ninjas each side has there; never a card.

The words stand first in the cover's open part, above its 'look away' line. The cover
is scenes/handoff.py's HandoffScene, made by its hand_over; BattleCover is that cover
with these words (hand_over makes a HandoffScene, which is then told them)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from .. import theme
from ..handoff import HandoffScene, hand_over
from ..registry import person_name
from ..widgets import wrap_text

if TYPE_CHECKING:
    from .protocol import Table

MOST_LINES = 2


def battle_words(table: Table, seat: int) -> str:
    """What `seat` is handed in the battle on ("" when none): attacker or defender,
    where, and both sides' ninjas there (a throw: from where, at where)."""
    state = table.state
    battle = state.battle
    if battle is None or seat not in (0, 1):
        return ""
    counts = state.ninjas.get(battle.hex, [0, 0])
    name = person_name(table.session, seat) or table.seat_name(seat)
    where = table.narrator.terrain_name(battle.hex)
    attacking = seat == battle.attacker
    mine, theirs = counts[seat], counts[1 - seat]
    if battle.source is not None:
        key = "dojo.handoff.throw" if attacking else "dojo.handoff.thrown_at"
        source = table.narrator.terrain_name(battle.source)
        return table.app.tr(key, name=name, where=where, source=source, mine=mine, theirs=theirs)
    key = "dojo.handoff.attack" if attacking else "dojo.handoff.defend"
    return table.app.tr(key, name=name, where=where, mine=mine, theirs=theirs)


class BattleCover(HandoffScene):
    """A hand-off cover whose open part says the battle's facts first (`words`), in
    bright letters, a row apart from the dim 'look away' line under them."""

    words: Callable[[], str]
    _blank = False
    """While the cover draws its own lines: the rows of the words left blank (they are
    drawn in their own colour after)."""

    def said(self, width: int) -> list[str]:
        return wrap_text(self.words(), theme.FONT_BODY, width - theme.px(120))[:MOST_LINES]

    def hint_lines(self, width: int) -> list[str]:
        rows = [" "] * len(self.said(width)) if self._blank else self.said(width)
        return [*rows, " ", *super().hint_lines(width)]

    def draw(self, canvas: pygame.Surface) -> None:
        self._blank = True
        try:
            super().draw(canvas)
        finally:
            self._blank = False
        width, px = canvas.get_width(), theme.px
        y = self.title_y + px(84)  # where the cover's lines begin (HandoffScene.draw)
        for line in self.said(width):
            label = theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(width // 2, y)
            )
            y = label.bottom + px(2)


def hand_over_battle(table: Table, seat: int, colour: tuple[int, int, int], title: str) -> None:
    """Cover the table for `seat` (handoff.hand_over, `title` its words), the cover
    saying which battle and which side of it the person is handed."""
    hand_over(table, seat, colour, message_key=title)
    cover = table.app.top
    if type(cover) is not HandoffScene or not battle_words(table, seat):
        return
    cover.__class__ = BattleCover  # the cover hand_over made, with the battle's words
    assert isinstance(cover, BattleCover)
    cover.words = lambda: battle_words(table, seat)
    cover._laid_out_for = None  # laid out again with its words' lines
