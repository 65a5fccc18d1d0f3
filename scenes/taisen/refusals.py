"""Why a click on a die or a card of the side to move chose nothing, in the rules'
words (TaisenState.refusal), and those words in the player's language. Pure: given the
state and what is being chosen (the Selection), they say; the scene shows it."""

from __future__ import annotations

from typing import Any

from ninjas.taisen.cards import TOKEN
from ninjas.taisen.rules import TaisenState

from .game_log import DIE_KEYS, card_name
from .selection import Selection

Refusal = tuple[str, dict[str, Any]]
"""(code, details): the text `taisen.refused.<code>`, said with the details."""


def card_refusal(state: TaisenState, selection: Selection, local: int) -> Refusal | None:
    """A click on the card `local` of the side to move: why it cannot move now (None:
    it can, or it was chosen)."""
    die = selection.die
    if die is not None and selection.action(die, local) is not None:
        return None
    if local in selection.cards_for(None) and die is None:
        return None
    if local in selection.cards_for(None):  # movable, only not with the chosen die
        return state.refusal(local, die)
    return state.refusal(local)


def die_refusal(state: TaisenState, selection: Selection, die: int) -> Refusal | None:
    """A click on the die `die`: why it moves nothing now (None: it can be chosen)."""
    if die in selection.dice_for(None) and (
        selection.card is None or selection.action(die, selection.card) is not None
    ):
        return None
    if selection.card is not None and die in selection.dice_for(None):
        return state.refusal(selection.card, die)
    if not state.dice[die]:
        return "die_used", {"die": "rgb"[die]}
    return "die_no_move", {"die": "rgb"[die]}


def end_refusal(state: TaisenState, selection: Selection) -> Refusal | None:
    """End turn pressed before any die was used while one can move: the rule (a die
    must be used when one can), with the only move named, or how many there are
    (newcomer W, s13, 041-042: End turn greyed, its click and E said nothing). None:
    the turn may end."""
    moves = selection.moves
    if selection.can_end or not moves:
        return None
    if len(moves) == 1:
        card = TOKEN[state.side * 10 + moves[0].local_card]
        return "must_use_only", {"card": card, "die": "rgb"[moves[0].die]}
    return "must_use", {"count": len(moves)}


def refusal_text(tr: Any, code: str, details: dict[str, Any]) -> str:
    """The refusal in words: its card and die named as the player reads them, a card's
    name whole on one line ('Scissors / 3' read as two things)."""
    words = dict(details)
    if "card" in words:
        words["card"] = card_name(tr, str(words["card"])).replace(" ", "\u00a0")
    if "die" in words:
        words["die"] = tr(f"taisen.die.{DIE_KEYS[str(words['die'])]}")
    return str(tr(f"taisen.refused.{code}", **words))
