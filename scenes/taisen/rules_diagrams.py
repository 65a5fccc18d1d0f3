"""Pictures for Ninja Taisen's rules reference, drawn with the table's own art: a card
and what it tells, the three dice, a worked combat. The rules text asks for one with a
line "[diagram:<name>]" (see scenes/rules_scene.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas.taisen.cards import LOCAL_TOKENS

from .. import theme
from . import card_art as art

LABEL_SIZE = 18


def _card(token: str, side: int) -> pygame.Surface:
    return art.card_surface(side * 10 + LOCAL_TOKENS.index(token))


def _label(text: str, colour: theme.Colour = theme.TEXT_DIM) -> pygame.Surface:
    return theme.text(text, LABEL_SIZE, colour)


def _row(
    items: list[pygame.Surface], gap: int = 28, captions: list[str] | None = None
) -> pygame.Surface:
    captions = captions or [""] * len(items)
    labels = [_label(c) for c in captions]
    width = sum(
        max(i.get_width(), label.get_width()) for i, label in zip(items, labels, strict=True)
    )
    width += gap * (len(items) - 1)
    height = max(i.get_height() for i in items) + (max(lb.get_height() for lb in labels) + 8)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for item, label in zip(items, labels, strict=True):
        column = max(item.get_width(), label.get_width())
        surface.blit(item, (x + (column - item.get_width()) // 2, 0))
        surface.blit(label, (x + (column - label.get_width()) // 2, item.get_height() + 6))
        x += column + gap
    return surface


def card_diagram(tr: Callable[..., str]) -> pygame.Surface:
    """A Monkey and a Wolf card of each strength of one kind, and the Shogun."""
    cards = [_card("R1", 0), _card("R2", 0), _card("R3", 0), _card("J", 0), _card("S3", 1)]
    captions = [
        tr("rules.diagram.strength", strength=1),
        tr("rules.diagram.strength", strength=2),
        tr("rules.diagram.strength", strength=3),
        tr("rules.diagram.shogun"),
        tr("rules.diagram.wolf_card"),
    ]
    return _row([pygame.transform.smoothscale_by(c, 1.2) for c in cards], 22, captions)


def dice_diagram(tr: Callable[..., str]) -> pygame.Surface:
    dice = [art.die_surface(die, value) for die, value in ((0, 1), (1, 2), (2, 3))]
    captions = [tr(f"rules.diagram.die.{name}") for name in ("red", "green", "blue")]
    return _row(dice, 60, captions)


def combat_diagram(tr: Callable[..., str]) -> pygame.Surface:
    """Rock 2 of the Monkeys meets Scissors 3 of the Wolves: Rock beats Scissors."""
    beats = theme.text(tr("rules.diagram.beats"), 26, theme.GOLD, "display")
    arrow = pygame.Surface((beats.get_width() + 20, 60), pygame.SRCALPHA)
    arrow.blit(beats, beats.get_rect(midtop=(arrow.get_width() // 2, 0)))
    y = 44
    pygame.draw.line(arrow, theme.GOLD, (6, y), (arrow.get_width() - 10, y), 4)
    tip = arrow.get_width() - 4
    pygame.draw.polygon(arrow, theme.GOLD, [(tip, y), (tip - 12, y - 8), (tip - 12, y + 8)])
    winner = pygame.transform.smoothscale_by(_card("R2", 0), 1.2)
    loser = pygame.transform.smoothscale_by(_card("S3", 1), 1.2)
    cross = loser.copy()
    pygame.draw.line(
        cross, theme.VERMILION, (10, 10), (cross.get_width() - 10, cross.get_height() - 10), 7
    )
    pygame.draw.line(
        cross, theme.VERMILION, (cross.get_width() - 10, 10), (10, cross.get_height() - 10), 7
    )
    return _row(
        [winner, arrow, cross],
        18,
        [tr("rules.diagram.combat_winner"), "", tr("rules.diagram.combat_loser")],
    )


DIAGRAMS: dict[str, Callable[[Callable[..., str]], pygame.Surface]] = {
    "card": card_diagram,
    "dice": dice_diagram,
    "combat": combat_diagram,
}
