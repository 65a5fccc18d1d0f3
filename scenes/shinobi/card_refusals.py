"""Why a card of the hand cannot be played now, and why a play of its clan takes no
more cards, in words (issue 33, newcomer R, s8): the laptop's refusal of a click and
the phone's answer to a tap. A Kappa tapped with no clan to lay it on said only
'Kappa (1) — draw 3'; a second Fox tapped for a Fox clan of three replaced the first,
with no word that a clan holds four cards at most. From the seat's own hand, its own
clans and its Temple card alone (all known to it)."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi.data import card_kind, card_name


def _clan(tr: Any, clan: str) -> str:
    key = f"shinobi.name.{clan}"
    return str(tr(key)) if tr.has(key) else clan


def _played(action: Any) -> set[int]:
    """The hand cards a placement plays (selection.cards_of, which imports this)."""
    if action.kind in ("place", "reinforce"):
        return {int(a) for a in action.args[1:]}
    if action.kind == "yokai":
        return {int(action.args[0])}
    return set()


def why_not(state: Any, seat: int, card: int, tr: Any, legal: list[Any]) -> str | None:
    """Why `card` (in `seat`'s hand, its turn, `legal` the actions now) is in no play
    now, or None if it is in one (or nothing more than the prompt can be said)."""
    if state.phase == "draw":
        return str(tr("shinobi.refused.draw_first"))
    if state.phase != "place":
        return None
    # by name: of alike cards in hand, the rules' plays name the first ones only
    if any(card_name(card) in map(card_name, _played(a)) for a in legal):
        return None
    clans = state.clans[seat]
    limit = state.clan_limit(seat)
    kind = card_kind(card)
    if kind == "yokai":
        if not clans:
            return str(tr("shinobi.refused.yokai_no_clan"))
        return str(tr("shinobi.refused.yokai_full"))
    if kind == "ronin":
        return str(tr("shinobi.refused.ronin_alone"))
    name = card_name(card)
    if name in clans:
        return str(tr("shinobi.refused.clan_full", clan=_clan(tr, name), limit=limit))
    return str(tr("shinobi.refused.clan_one", clan=_clan(tr, name)))


def why_no_more(state: Any, seat: int, card: int, tr: Any) -> str | None:
    """Why a play of `card`'s clan takes no more cards than it does (the clan's room
    in `seat`'s clans, or the most a clan holds), or that a Yokai is laid alone; None
    for a Ronin, which joins any clan."""
    kind = card_kind(card)
    if kind == "yokai":
        return str(tr("shinobi.refused.yokai_alone"))
    if kind != "clan":
        return None
    limit = state.clan_limit(seat)
    name = card_name(card)
    placed = state.clans[seat].get(name)
    clan = _clan(tr, name)
    if placed is None:
        return str(tr("shinobi.refused.clan_most", clan=clan, limit=limit))
    room = min(3, limit - len(placed))
    if room >= limit - len(placed):
        return str(
            tr.plural("shinobi.refused.clan_room", room, clan=clan, placed=len(placed), limit=limit)
        )
    return str(tr("shinobi.refused.reinforce_most", clan=clan))


def phone_refusals(table: Any, seat: int) -> dict[str, dict[str, str]]:
    """For `seat`'s phone on its turn: each hand card's why_not ("cards") and its
    why_no_more ("more"), by card id."""
    state = table.state
    if state.is_terminal or state.current_player != seat:
        return {}
    tr = table.app.tr
    legal = table.legal()
    cards: dict[str, str] = {}
    more: dict[str, str] = {}
    for card in sorted(set(state.hands[seat])):
        why = why_not(state, seat, card, tr, legal)
        if why:
            cards[str(card)] = why
        elif state.phase == "place":
            most = why_no_more(state, seat, card, tr)
            if most:
                more[str(card)] = most
    return {"cards": cards, "more": more}
