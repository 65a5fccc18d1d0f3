"""The review's reason when the computer's draw differs from the one made (newcomer U,
s13, '### Review', 096: 'Played: Recruit. The computer: Be corrupt. No gain shows at
once' at 45 points lost, nothing in card terms).

Be Corrupt draws the face-down card's value plus CORRUPT_BONUS (DEEP_POCKETS_BONUS with
that Temple card), and the card's value counts against the seat at the round's end;
Recruit draws 1 (SHADOW_RECRUIT_DRAW with Shadow Recruit). What a corrupt draw brings
is said as its average over the whole deck (which card comes is not known when one
chooses): every card's value, the Ronin's and the Yokai's, 269 over 94 cards, plus 2:
about 5 cards. Only what the seat knew then is read: its own hand and Temple card."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from . import data
from .rules import ShinobiState

DECK_VALUE = (
    sum(c.value * c.cards for c in data.CLANS)
    + data.RONIN_VALUE * data.RONIN_CARDS
    + sum(y.value for y in data.YOKAI)
) / data.DECK_SIZE
"""A deck card's value on average (269 / 94)."""


@dataclass(frozen=True)
class Draw:
    """The seat's two ways to draw, as it could count them then."""

    corrupt: int
    """Cards Be Corrupt draws on average (the card's value plus the bonus), rounded."""
    recruit: int
    """Cards Recruit draws."""
    hand: int
    """Cards in the seat's hand before the draw."""
    clan: str
    """The clan the seat held most cards of (a set more draws could complete), "" when
    it held no two of one clan."""
    clan_count: int


def draw_choice(state: ShinobiState, seat: int) -> Draw:
    """What each draw brings `seat` at `state` (its draw phase)."""
    temple = state.temple_cards[seat]
    bonus = data.DEEP_POCKETS_BONUS if temple == "Deep Pockets" else data.CORRUPT_BONUS
    recruit = data.SHADOW_RECRUIT_DRAW if temple == "Shadow Recruit" else 1
    hand = state.hands[seat]
    clans = Counter(data.card_name(card) for card in hand if data.card_kind(card) == "clan")
    clan, count = max(clans.items(), key=lambda kv: (kv[1], kv[0]), default=("", 0))
    if count < 2:
        clan, count = "", 0
    return Draw(round(DECK_VALUE + bonus), recruit, len(hand), clan, count)


def is_draw_pair(state: ShinobiState, computer: str, made: str) -> bool:
    """The computer's move and the one made are the two draws, at the draw phase."""
    return state.phase == "draw" and {computer, made} == {"corrupt", "recruit"}
