"""What the hinted move risks, said in its reason (issue 33, newcomer H, s08-s16: "the
hint told me to lay 3 Bear (18) and the very next turn Sora's 4 Spider destroyed it...
the hint never weighs the risk of laying my biggest clan into an opponent's reach").

Two risks, each from what the seat may know (its hand, the public tables, the Jigoku,
the corruption shown as it was taken; never a hidden card):
- a clan laid that becomes the strongest on the table (the one a foe's power aims at),
  of two cards or more and worth 8 or more, which a foe could take whole: 3 Spiders
  destroy a clan, 3 Toads send it back to the hand (a Ronin may stand in for two of the
  three), while enough of them are unseen by the seat: the reason is then that risk;
- corruption added to the seat's own that would make it the most corrupt at the table
  (ties go to the least corrupt): the reason says its total.
A two-Carp clan at the first turn, or a first corruption, warns of nothing: every hint
would."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi import data
from ninjas.shinobi.data import card_kind, card_name
from ninjas.shinobi.rules import ShinobiAction, ShinobiState

TAKERS = ("Spider", "Toad")
"""The clans whose power at 3 cards takes a whole opposing clan (destroy_clan,
return_clan)."""
TAKER_CARDS = 3
WORTH_TAKING = 8
"""The least strength of a clan whose loss the hint warns of (more than a Bear card)."""


def unseen(state: ShinobiState, seat: int) -> list[int]:
    """The cards `seat` has not seen: neither in its hand, on a table, in the Jigoku nor
    in a corruption pile (the deck and the others' hands)."""
    seen = set(state.hands[seat]) | set(state.jigoku)
    for clans in state.clans:
        for cards in clans.values():
            seen.update(cards)
    for pile in state.corruption:
        seen.update(pile)
    return [c.id for c in data.CARDS if c.id not in seen]


def clan_taker(state: ShinobiState, seat: int, action: ShinobiAction) -> tuple[str, int] | None:
    """The taking clan a foe could lay against the clan `action` lays or reinforces, and
    how many of its cards `seat` has not seen; None when there is no such risk."""
    if action.kind not in ("place", "reinforce", "yokai"):
        return None
    if state.temple_cards[seat] == "Iron Wall":  # its clans ignore destroy and return
        return None
    if action.kind == "yokai":
        clan, cards = action.args[1], [int(action.args[0])]
    else:
        clan, cards = action.args[0], [int(a) for a in action.args[1:]]
    after = {name: list(laid) for name, laid in state.clans[seat].items()}
    after.setdefault(clan, []).extend(cards)
    if len(after) >= 4 and action.kind == "place":
        return None  # the round ends after its power: no foe plays again
    strength = sum(state.card_score(seat, c) for c in after[clan])
    table = [
        sum(state.card_score(other, c) for c in laid)
        for other in range(state.players)
        for name, laid in state.clans[other].items()
        if (other, name) != (seat, clan)
    ]
    if len(after[clan]) < 2 or strength < max(table, default=0) or strength < WORTH_TAKING:
        return None
    hidden = unseen(state, seat)
    ronin = sum(1 for c in hidden if card_kind(c) == "ronin")
    counts = {taker: sum(1 for c in hidden if card_name(c) == taker) for taker in TAKERS}
    able = [t for t in TAKERS if counts[t] >= 1 and counts[t] + ronin >= TAKER_CARDS]
    if not able:
        return None
    taker = max(able, key=lambda t: counts[t])  # (Spider first on equal counts)
    return taker, counts[taker]


def most_corrupt(state: ShinobiState, seat: int, mean: float) -> int | None:
    """About how many points of corruption `seat`, corrupt already, would hold after being
    corrupt again (the unseen cards' mean strength added), when that is more than any
    foe holds; else None."""
    held = state.corruption_value(seat)
    about = held + mean
    others = [state.corruption_value(s) for s in range(state.players) if s != seat]
    return round(about) if held and others and about > max(others) else None


def clan_risk_words(tr: Any, state: ShinobiState, seat: int, action: ShinobiAction) -> str:
    """The clause for a clan a foe could take whole (clan_taker), or ""."""
    taker = clan_taker(state, seat, action)
    if taker is None:
        return ""
    return str(tr(f"shinobi.risk.{taker[0]}"))
