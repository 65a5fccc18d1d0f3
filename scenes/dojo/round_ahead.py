"""A battle round's first line, said before its cards are played: with more cards in
hand than face-down cards, only as many are played as the row holds, the rest going
back into the deck ('2 face-down cards: you play 2 of your 4 cards this round; the
others go back to your deck'). A newcomer led with her 4 as a probe against two
defenders, and her 10 went back unused: nothing said it before she picked (newcomer H,
s16, nc-H/067-069). Drawn at the head of the round in the tray's tally (tally.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .protocol import Table
    from .tray import Tray


def round_ahead(table: Table, tray: Tray, act_seat: int | None) -> str:
    """The words for the attacker who plays now, before the round's first card, when
    their hand outnumbers the face-down cards; else ''. A throw's one card is never
    more."""
    if act_seat != tray.attacker or table.state.phase != "attack" or tray.source is not None:
        return ""
    if any(clash.round == tray.round for clash in tray.clashes):
        return ""  # said before the round's first card; then the clash's own words
    row, hand = len(tray.live_slots()), len(tray.hand)
    if not 0 < row < hand:
        return ""
    return str(table.app.tr.plural("dojo.tray.round_ahead", row, hand=hand))
