"""Where the guided game's ring goes on a step that asks for cards of the hand: round
the piles the asked move uses (the Carps to lay, the lone card to discard), not round
the whole hand (newcomer A, s22, FR 1920x1080, fr_tut04: at 'click the pile of Carps
twice' the whole hand strip was framed in gold, the Carp pile like any other)."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.shinobi.data import card_name


def spot(table: Any) -> pygame.Rect:
    """The hand's pile to click for the move asked now (the clan's to lay, its Ronin
    joining by itself; the card to discard), else the whole hand (no move asked, or its
    pile not drawn)."""
    plan = table.asked_plan()
    name = None
    if plan is not None and plan.kind == "place" and plan.args:
        name = str(plan.args[0])
    elif plan is not None and plan.kind == "discard" and str(plan.args[0]).isdigit():
        name = card_name(int(plan.args[0]))
    shown = [pygame.Rect(rect) for rect, card in table.hand.shown() if card_name(card) == name]
    return shown[0] if shown else pygame.Rect(table.layout.hand)
