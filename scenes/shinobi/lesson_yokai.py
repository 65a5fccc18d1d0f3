"""The guided game's word on the Yokai (newcomers X and Y, s21: the lesson never said
what the bamboo-framed cards are; one was held from the first turn, unexplained). Told
once the person has a clan on the table and a Yokai in hand, at a moment it could be
laid: their second turn, once corrupt (the person's turn: Sora waits for nothing). Its card in the hand is ringed;
a game played otherwise, with no Yokai held or no clan laid, skips the step."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.shinobi.data import card_kind, card_name

PERSON = 0


def held(table: Any) -> int | None:
    """The first Yokai in the person's hand, while they have a clan to lay it on."""
    state = table.state
    if not state.clans[PERSON]:
        return None
    return next((c for c in state.hands[PERSON] if card_kind(c) == "yokai"), None)


def skip(table: Any) -> bool:
    return held(table) is None


def spot(table: Any) -> pygame.Rect:
    """The Yokai's card in the hand as last drawn, else the whole hand."""
    card = held(table)
    shown = [rect for rect, c in table.hand.shown() if c == card] if card is not None else []
    return pygame.Rect(shown[0]) if shown else table.layout.hand


def words(table: Any) -> dict[str, Any]:
    """The Yokai's name, as the step says it."""
    card = held(table)
    if card is None:
        return {"yokai": ""}
    key = f"shinobi.name.{card_name(card)}"
    tr = table.app.tr
    return {"yokai": str(tr(key)) if tr.has(key) else card_name(card)}
