"""Shinobi's actions as values, and the lists of moves the rules offer, made once
(`ShinobiState.legal_actions` asks for them at every step of the search): each
action's text and `key`, and the placements of a hand onto a clan."""

from __future__ import annotations

import functools
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .data import CARDS, card_class, card_value

_CARD_ARGS = {"place": 1, "reinforce": 1, "yokai": 0, "discard": 0, "card": 0, "order": 0}
"""Where the card ids start in an action's arguments (place/reinforce name the clan
first; `yokai` and `card` name one card, then maybe a clan)."""


def _key_text(kind: str, args: tuple[str, ...]) -> str:
    """`action_key` of the action `kind args` (its text when a card id is not one)."""
    start = _CARD_ARGS.get(kind)
    if start is None:
        return " ".join((kind, *args))
    try:
        if kind in ("yokai", "card"):
            info = CARDS[int(args[0])]
            # a Ronin may stand in two of a target's clans: its id keeps the two apart
            first = args[0] if info.kind == "ronin" and kind == "card" else info.name
            named = [first, *args[1:]]
        else:
            named = [*args[:start], *(CARDS[int(a)].name for a in args[start:])]
    except (ValueError, IndexError):
        return " ".join((kind, *args))
    return " ".join((kind, *named))


@dataclass(frozen=True)
class ShinobiAction:
    """One decision. `str()` is its stable text form (saves, tools, tests); `key` is
    what it does (`action_key`), not part of its value."""

    kind: str
    args: tuple[str, ...] = ()
    key: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "key", _key_text(self.kind, self.args))

    def __str__(self) -> str:
        return " ".join((self.kind, *self.args))

    def to_json(self) -> str:
        return str(self)


_ID = tuple(str(card) for card in range(len(CARDS)))
"""Each card's id as text, as actions name it."""


@functools.lru_cache(maxsize=1 << 12)
def _act(kind: str, *args: object) -> ShinobiAction:
    """The action `kind args` (one shared object: actions are immutable values)."""
    return ShinobiAction(kind, tuple(str(a) for a in args))


_DISCARD = tuple(ShinobiAction("discard", (_ID[c],)) for c in range(len(CARDS)))
"""Each card's discard, made once (the search lists the discards at every step)."""
_CLASS = tuple(card_class(c) for c in range(len(CARDS)))
_VALUE = tuple(card_value(c) for c in range(len(CARDS)))
_PLACE_GROUP = tuple(
    (info.name if info.kind == "clan" else "" if info.kind == "ronin" else None) for info in CARDS
)
"""How a card in hand is placed: with its clan (the clan's name), as a Ronin ("") or
as a Yokai (None)."""


@functools.lru_cache(maxsize=1 << 14)
def _clan_moves(
    clan: str, mine: tuple[str, ...], ronin: tuple[str, ...], limit: int, placed: int | None
) -> tuple[ShinobiAction, ...]:
    """The placements onto `clan` (`placed` cards already in it, or None for a new
    clan) from the clan's cards `mine` and the Ronin in hand (ids as text).
    Remembered: the search lists the same hand's placements again and again."""
    actions = []
    if placed is None:
        for n in range(1, len(mine) + 1):
            for r in range(max(2 - n, 0), min(len(ronin), limit - n) + 1):
                actions.append(ShinobiAction("place", (clan, *mine[:n], *ronin[:r])))
    else:
        most = min(3, limit - placed)
        for n in range(min(len(mine), most) + 1):
            for r in range(max(1 - n, 0), min(len(ronin), most - n) + 1):
                actions.append(ShinobiAction("reinforce", (clan, *mine[:n], *ronin[:r])))
    return tuple(actions)


@functools.lru_cache(maxsize=1 << 12)
def _yokai_moves(clan: str, yokai: tuple[str, ...]) -> tuple[ShinobiAction, ...]:
    """Each Yokai in hand (ids as text) laid on `clan`."""
    return tuple(ShinobiAction("yokai", (y, clan)) for y in yokai)


_PASS = ShinobiAction("pass")
_CORRUPT = ShinobiAction("corrupt")
_RECRUIT = ShinobiAction("recruit")


action_key: Callable[[ShinobiAction], str] = operator.attrgetter("key")
"""What an action does, with each card named by its class ("place Carp Carp Ronin"):
interchangeable cards with other ids (another deal of the hidden cards) give the same
key. Used by the search to share one node between determinizations (made once, with
the action: the search asks for every legal action's key at each step)."""


def _one_per_class(cards: list[int]) -> list[int]:
    """One card for each kind of interchangeable card (the lowest id), in id order."""
    seen: dict[str, int] = {}
    for c in sorted(cards):
        name = _CLASS[c]
        if name not in seen:
            seen[name] = c
    return list(seen.values())  # first seen in id order: already sorted


def _action_key(words: list[str]) -> tuple[Any, ...] | None:
    """What an action does, with interchangeable cards named by their class."""
    kind, args = words[0], words[1:]
    try:
        if kind in ("place", "reinforce"):
            return (kind, args[0], tuple(sorted(card_class(int(a)) for a in args[1:])))
        if kind in ("discard", "card"):
            return (kind, card_class(int(args[0])), *args[1:])
    except (ValueError, IndexError):
        return None
    return None
