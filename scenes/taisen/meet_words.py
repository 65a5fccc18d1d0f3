"""Who a move landing on enemies meets, said under the board with the move's preview:
'You meet 3 ninjas, the top one first: Rock 1, Paper 2, Scissors 1.' The fight goes
through the whole enemy stack, top card against top card (RULINGS section 1,
rules._resolve_combats); newcomer L, s17, L135: her Rock 3 beat a Rock 1, then died to
the Paper 2 under it, and the preview had said only 'Combat!'."""

from __future__ import annotations

from typing import Any

from ninjas.taisen.cards import TOKEN

from .game_log import card_name


def met(state: Any, side: int, dst: int) -> list[int]:
    """The enemy cards on `dst`, in the order they fight: the top one first."""
    return list(reversed(state.stacks[1 - side][dst]))


def words(tr: Any, state: Any, preview: Any) -> str:
    """The sentence, or '' where the move meets nobody."""
    if not preview.combat:
        return ""
    cards = met(state, preview.side, preview.dst)
    if not cards:
        return ""
    names = ", ".join(card_name(tr, TOKEN[card]) for card in cards)
    return tr.plural("taisen.preview.meet", len(cards), cards=names)


def joined(text: str, meet: str) -> str:
    """The preview's words, then the meeting's, as two sentences."""
    if not meet:
        return text
    return f"{text}{'' if text.rstrip()[-1:] in '.!?' else '.'} {meet}"
