"""The cards of a battle under way that go back into their deck whatever is played
(the rulebook: 'At the end of the battle, used cards must be discarded, and any unused
cards may be shuffled back in your pile'; ninjas/dojo/battles.py puts them back at the
round's end). The deck's count in the middle of a battle leaves them out: newcomer C
(s22, FR 1280x720, g45) defended a forest of 14 against one shuriken, drew 14 of her
19 cards, and the top bar said the game could end on her next turn by a battle drawing
past her 4 cards, 'pioche vide au prochain tour', while 13 of them were to come back at
once. The deck's warnings count it as it will be (deck_end.py, race.py).

Only public counts are read: how many cards each side holds, never which."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import DojoState


def coming_back(state: DojoState, seat: int) -> int:
    """The cards `seat` holds in the battle under way past the most that can still be
    played this round (one a clash, as many clashes as the side holding fewer has
    cards): they go back into its deck at the round's end. 0 with no battle."""
    b = state.battle
    if b is None:
        return 0
    held = [0, 0]
    held[b.attacker] = len(b.hand)
    held[b.defender] = len(b.pool) + sum(card is not None for card in b.row)
    return max(0, held[seat] - min(held))


def deck_after(state: DojoState, seat: int) -> int:
    """`seat`'s deck as it will be once the battle under way gives back its cards."""
    return len(state.decks[seat]) + coming_back(state, seat)
