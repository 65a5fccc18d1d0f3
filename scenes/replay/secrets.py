"""Everything hidden in a position, in words, for the replay's face-up panel (issue 34
§2: the game is over, so every hand, plan, face-down token and the deck order may be
shown). Each game gives titled sections of lines; the replay draws them in a panel.

Only the replay's face-up view calls these: a seat's view never shows this panel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Section = tuple[str, list[str]]
"""A title and its lines."""


def secrets(tr: Any, game: str, state: Any, seat_name: Callable[[int], str]) -> list[Section]:
    """The hidden things of `state` (game `game`), as titled sections of lines."""
    maker = _MAKERS.get(game)
    return maker(tr, state, seat_name) if maker is not None else []


def _listed(tr: Any, items: list[str]) -> str:
    return ", ".join(items) if items else tr("replay.none")


# ----------------------------------------------------------------------- Taisen
def _taisen(tr: Any, state: Any, seat_name: Callable[[int], str]) -> list[Section]:
    """Nothing is hidden on a Taisen table; only the dice to come, which the seed rolls."""
    return [(tr("replay.secrets.title"), [tr("replay.taisen.nothing_hidden")])]


# ----------------------------------------------------------------------- Shinobi
def _shinobi(tr: Any, state: Any, seat_name: Callable[[int], str]) -> list[Section]:
    from ninjas.shinobi.data import card_name, card_value

    def card(c: int) -> str:
        key = f"shinobi.name.{card_name(c)}"  # the table's own words for the card
        return f"{tr(key) if tr.has(key) else card_name(c)} {card_value(c)}"

    sections: list[Section] = []
    for seat in range(state.players):
        hand = sorted(state.hands[seat], key=card)
        sections.append(
            (
                tr("replay.hand_of", seat=seat_name(seat), count=len(hand)),
                [_listed(tr, [card(c) for c in hand])],
            )
        )
    deck = list(reversed(state.deck))  # drawn from the end: the next card first
    sections.append(
        (tr("replay.deck_order", count=len(deck)), [_listed(tr, [card(c) for c in deck])])
    )
    for key, pile, names in (
        ("replay.shinobi.bosses", list(state.bosses), "shinobi.boss"),
        ("replay.shinobi.temple_deck", list(reversed(state.temple_deck)), "shinobi.temple"),
        ("replay.shinobi.court_deck", list(reversed(state.court_deck)), "shinobi.court"),
    ):
        if pile:  # each card by its name in the language shown (newcomer E, s10,
            # nc-95/121.png: 'Deep Pockets, Iron Wall...' in a French replay)
            said = [str(tr(f"{names}.{x}")) if tr.has(f"{names}.{x}") else str(x) for x in pile]
            sections.append((tr(key, count=len(pile)), [_listed(tr, said)]))
    return sections


# ----------------------------------------------------------------------- Night
def _night(tr: Any, state: Any, seat_name: Callable[[int], str]) -> list[Section]:
    from ninjas.night.rules import INJURY

    def token(t: int | None) -> str:
        if t is None:
            return str(tr("replay.night.free"))
        if t == INJURY:
            return str(tr("replay.night.injury"))
        kind = str(state.kinds[t])
        key = f"night.token.{kind}"
        return str(tr(key)) if tr.has(key) else kind

    sections: list[Section] = []
    for seat in range(state.players):
        lines = [
            tr(
                "replay.night.backpack",
                tokens=_listed(tr, [token(t) for t in state.backpacks[seat]]),
            )
        ]
        plan = state.plans[seat] if seat < len(state.plans) else None
        if plan:
            words = [
                tr(f"night.action.{p}") if tr.has(f"night.action.{p}") else str(p) for p in plan
            ]
            lines.append(tr("replay.night.plan", plan=", ".join(words)))
        sections.append((seat_name(seat), lines))
    roofs = [
        tr("replay.night.roof", number=i + 1, tokens=_listed(tr, [token(t) for t in roof]))
        for i, roof in enumerate(state.roofs)
        if roof
    ]
    sections.append((tr("replay.night.roofs"), roofs or [tr("replay.none")]))
    return sections


# ----------------------------------------------------------------------- Dojo
def _dojo(tr: Any, state: Any, seat_name: Callable[[int], str]) -> list[Section]:
    from ninjas.dojo.cards import rank_name

    def cards(values: list[Any]) -> str:  # as the table's cards say them: A, J, Q, K, Joker
        return _listed(tr, ["?" if v is None else rank_name(v) for v in values])

    sections: list[Section] = []
    for seat in range(2):
        deck = list(reversed(state.decks[seat]))  # drawn from the end: the next card first
        sections.append(
            (tr("replay.deck_of", seat=seat_name(seat), count=len(deck)), [cards(deck)])
        )
    battle = state.battle
    if battle is not None:
        lines = [
            tr("replay.dojo.pool", seat=seat_name(battle.defender), cards=cards(battle.pool)),
            tr("replay.dojo.row", seat=seat_name(battle.defender), cards=cards(battle.row)),
            tr("replay.dojo.hand", seat=seat_name(battle.attacker), cards=cards(battle.hand)),
        ]
        if battle.got:
            lines.append(tr("replay.dojo.got", cards=cards(battle.got)))
        sections.append((tr("replay.dojo.battle"), lines))
    return sections


_MAKERS: dict[str, Callable[[Any, Any, Callable[[int], str]], list[Section]]] = {
    "taisen": _taisen,
    "shinobi": _shinobi,
    "night": _night,
    "dojo": _dojo,
}
