"""Why the hint makes a power's choice (issue 33, s10: the hint said which move but not
why, and a power's choices, the clan or card it aims at, said nothing). Each clause is
a plain fact of the public table or the seat's own hand, true of the hinted choice
alone (the strongest clan or card, a clan taken off whole, a clan already on one's
table); a choice none of them fits gets no reason. Only what the seat may know: the
cards offered are those the seat is shown (a rival's clans, the Jigoku, its own hand,
or the deck it searches)."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi.data import CLAN_BY_NAME, card_kind, card_name, card_value
from ninjas.shinobi.rules import ShinobiState

CLAN_POWERS = frozenset(
    {"destroy_card", "destroy_clan", "return_card", "return_clan", "banishment"}
)
"""Powers aimed at a rival's clans: their target and their choice weigh its clans."""
TAKING = frozenset({"take_jigoku", "recall", "search_deck", "look_deck_take"})
"""Powers whose card the seat takes into its hand."""


def clan_strength(state: ShinobiState, seat: int, clan: str) -> int:
    return sum(state.card_score(seat, card) for card in state.clans[seat].get(clan, []))


def clan_named(tr: Any, clan: str) -> str:
    key = f"shinobi.name.{clan}"
    return str(tr(key)) if tr.has(key) else clan


def target_clan_reason(table: Any, state: ShinobiState, seat: int, target: int) -> str:
    """A clan power aimed at the rival who holds the strongest clan on the table."""
    pending = state.pending[0] if state.pending else None
    if pending is None or pending.power not in CLAN_POWERS:
        return ""
    best = {
        s: max((clan_strength(state, s, c) for c in state.clans[s]), default=0)
        for s in range(state.players)
        if s != seat
    }
    if not best.get(target) or best[target] < max(best.values()):
        return ""
    name = table.seat_name(target)
    return str(table.app.tr("shinobi.why.strongest_clan_at", name=name, strength=best[target]))


def clan_reason(table: Any, state: ShinobiState, clan: str) -> str:
    """The clan a power chooses: a rival's strongest, or the one whose power it copies."""
    tr = table.app.tr
    pending = state.pending[0] if state.pending else None
    if pending is None:
        return ""
    if pending.power in ("copy_power2", "copy_power3"):
        return copy_reason(table, state, clan, pending.power == "copy_power3")
    target = pending.target
    if pending.power not in CLAN_POWERS or target is None or clan not in state.clans[target]:
        return ""
    strength = clan_strength(state, target, clan)
    if strength < max(clan_strength(state, target, c) for c in state.clans[target]):
        return ""
    return str(tr("shinobi.why.strongest_clan", strength=strength))


def copy_reason(table: Any, state: ShinobiState, clan: str, level3: bool) -> str:
    """The clan a copy chooses: where the power it copies aims at a rival's clans, the
    strongest rival clan it can reach; else none. 'To use the Toad clan's power' only
    said again what the choice's own words said, 'Toad: send a foe's card back' (s21:
    'copy Monkey because it copies')."""
    info = CLAN_BY_NAME.get(clan)
    power = None if info is None else info.power3 if level3 else info.power2
    if power not in CLAN_POWERS:
        return ""
    seat = state.current_player
    rivals = [
        (clan_strength(state, s, c), s, c)
        for s in range(state.players)
        if s != seat
        for c in state.clans[s]
    ]
    if not rivals:
        return ""
    strength, rival, target = max(rivals, key=lambda r: (r[0], -r[1]))
    tr = table.app.tr
    return str(
        tr(
            "shinobi.why.copy_reach",
            name=table.seat_name(rival),
            clan=clan_named(tr, target),
            strength=strength,
        )
    )


def card_reason(table: Any, state: ShinobiState, seat: int, card: int, offered: list[int]) -> str:
    """The card a power chooses among `offered` (the legal cards): one that takes a
    rival's clan off whole, one whose clan is on the seat's table, the strongest."""
    tr = table.app.tr
    pending = state.pending[0] if state.pending else None
    if pending is None:
        return ""
    value = card_value(card)
    clan = card_name(card) if card_kind(card) == "clan" else None
    if pending.power in CLAN_POWERS and pending.target is not None:
        target = pending.target
        holder = next((c for c, cards in state.clans[target].items() if card in cards), None)
        if holder is not None and len(state.clans[target][holder]) == 1:
            return str(tr("shinobi.why.clan_whole", clan=clan_named(tr, holder)))
    elif pending.power in TAKING:
        if clan is not None and clan in state.clans[seat]:
            return str(tr("shinobi.why.on_table", clan=clan_named(tr, clan)))
    else:
        return ""
    if value >= max(card_value(c) for c in offered):
        return str(tr("shinobi.why.strongest_card", value=value))
    return ""
