"""Pictures for Ninja Taisen's rules reference, drawn with the table's own art: a card
and what it tells, the three dice, a worked combat. The rules text asks for one with a
line "[diagram:<name>]" (see scenes/rules_scene.py).

Each picture is drawn at theme's current scale (lengths through theme.px, the cards and
dice shrunk from their supersampled drawing to the size shown) and at most `width` real
pixels wide."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas.taisen.cards import LOCAL_TOKENS

from .. import theme
from ..diagram_parts import pictures_of
from . import card_art as art

LABEL_SIZE = theme.FONT_SMALL
CARD_WIDTH = 96
"""A card's width in the pictures (design px): a little larger than on the table."""
Tr = Callable[..., str]


def _card(token: str, side: int) -> pygame.Surface:
    return art.card_surface_at(side * 10 + LOCAL_TOKENS.index(token), theme.px(CARD_WIDTH))


def _label(text: str, colour: theme.Colour = theme.TEXT_DIM) -> pygame.Surface:
    return theme.text(text, LABEL_SIZE, colour)


def _row(items: list[pygame.Surface], gap: int, captions: list[str], width: int) -> pygame.Surface:
    """Items side by side, each captioned below; the gaps shrink if the row is too wide."""
    labels = [_label(c) for c in captions]
    columns = [max(i.get_width(), lb.get_width()) for i, lb in zip(items, labels, strict=True)]
    gap = theme.px(gap)
    if len(items) > 1 and sum(columns) + gap * (len(items) - 1) > width:
        gap = max(theme.px(4), (width - sum(columns)) // (len(items) - 1))
    total = sum(columns) + gap * (len(items) - 1)
    height = max(i.get_height() for i in items) + max(lb.get_height() for lb in labels)
    surface = pygame.Surface((total, height + theme.px(8)), pygame.SRCALPHA)
    x = 0
    for item, label, column in zip(items, labels, columns, strict=True):
        surface.blit(item, (x + (column - item.get_width()) // 2, 0))
        surface.blit(
            label, (x + (column - label.get_width()) // 2, item.get_height() + theme.px(6))
        )
        x += column + gap
    return surface


def card_diagram(tr: Tr, width: int) -> pygame.Surface:
    """A Monkey card of each strength of one kind, the Shogun, and a Wolf card."""
    cards = [_card("R1", 0), _card("R2", 0), _card("R3", 0), _card("J", 0), _card("S3", 1)]
    captions = [
        tr("rules.diagram.strength", strength=1),
        tr("rules.diagram.strength", strength=2),
        tr("rules.diagram.strength", strength=3),
        tr("rules.diagram.shogun"),
        tr("rules.diagram.wolf_card"),
    ]
    return _row(cards, 22, captions, width)


def dice_diagram(tr: Tr, width: int) -> pygame.Surface:
    """The three dice one above the other, each with the ninjas it moves."""
    px = theme.px
    dice = [
        art.die_surface_at(die, value, px(art.DIE_SIZE)) for die, value in ((0, 1), (1, 2), (2, 3))
    ]
    labels = [
        _label(tr(f"rules.diagram.die.{n}"), theme.MOONLIGHT) for n in ("red", "green", "blue")
    ]
    side = dice[0].get_width()
    gap = px(10)
    total_w = side + px(14) + max(lb.get_width() for lb in labels)
    surface = pygame.Surface((min(width, total_w), 3 * side + 2 * gap), pygame.SRCALPHA)
    for index, (die, label) in enumerate(zip(dice, labels, strict=True)):
        y = index * (side + gap)
        surface.blit(die, (0, y))
        surface.blit(label, label.get_rect(midleft=(side + px(14), y + side // 2)))
    return surface


def combat_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Rock 2 of the Monkeys meets Scissors 3 of the Wolves: Rock beats Scissors."""
    px = theme.px
    beats = theme.text(tr("rules.diagram.beats"), 26, theme.GOLD, "display")
    arrow = pygame.Surface((beats.get_width() + px(40), px(64)), pygame.SRCALPHA)
    arrow.blit(beats, beats.get_rect(midtop=(arrow.get_width() // 2, 0)))
    y = px(48)
    tip = arrow.get_width() - px(4)
    pygame.draw.line(arrow, theme.GOLD, (px(6), y), (tip - px(8), y), max(2, px(4)))
    pygame.draw.polygon(
        arrow, theme.GOLD, [(tip, y), (tip - px(12), y - px(8)), (tip - px(12), y + px(8))]
    )
    winner = _card("R2", 0)
    cross = _card("S3", 1).copy()
    w, h = cross.get_size()
    inset, thick = px(10), max(3, px(7))
    pygame.draw.line(cross, theme.VERMILION, (inset, inset), (w - inset, h - inset), thick)
    pygame.draw.line(cross, theme.VERMILION, (w - inset, inset), (inset, h - inset), thick)
    return _row(
        [winner, arrow, cross],
        18,
        [tr("rules.diagram.combat_winner"), "", tr("rules.diagram.combat_loser")],
        width,
    )


STACK_CARD_WIDTH = 72
"""A card's width in the stacks picture (design px): two stacks and the path fit beside
the text that follows."""
STACK_STEP = 30
"""The covered cards' visible strip in the stacks picture (design px), as on the table."""


def stacks_diagram(tr: Tr, width: int) -> pygame.Surface:
    """One column of the board: the Wolves' stack above the path, the Monkey's below, each
    piled toward the path, so that its top card, nearest the path, shows whole and the
    cards under it peek out farther away (newcomer N, s12: the rules said "top card" but
    not how the screen shows it)."""
    px = theme.px
    card_w = px(STACK_CARD_WIDTH)
    step = px(STACK_STEP)
    wolf = [art.card_surface_at(10 + LOCAL_TOKENS.index(t), card_w) for t in ("S2", "R2", "R1")]
    monkey = [art.card_surface_at(LOCAL_TOKENS.index(t), card_w) for t in ("J", "S3", "P2")]
    card_h = wolf[0].get_height()
    road_h = px(34)
    stack_h = card_h + step * (len(wolf) - 1)
    road_top = stack_h + px(8)
    monkey_top = road_top + road_h + px(8)  # the Monkey's top card, under the road
    height = monkey_top + stack_h
    labels = [
        _label(tr("rules.diagram.stack_wolf_top"), theme.MOONLIGHT),
        _label(tr("rules.diagram.stack_path"), theme.GOLD),
        _label(tr("rules.diagram.stack_monkey_top"), theme.MOONLIGHT),
        _label(tr("rules.diagram.stack_under")),
    ]
    gap = px(14)
    road_w = card_w + px(24)
    total_w = min(width, road_w + gap + max(lb.get_width() for lb in labels))
    surface = pygame.Surface((total_w, height), pygame.SRCALPHA)
    x = (road_w - card_w) // 2
    # the Wolves' stack hangs from the top: bottom card highest, top card nearest the road
    for k, card in enumerate(wolf):
        surface.blit(card, (x, k * step))
    # the Monkey's rises from the bottom: bottom card lowest, top card nearest the road
    for k, card in enumerate(monkey):
        surface.blit(card, (x, height - card_h - k * step))
    road = pygame.Rect(0, road_top, road_w, road_h)
    pygame.draw.rect(surface, theme.MIDNIGHT, road, border_radius=px(6))
    pygame.draw.rect(surface, theme.BORDER, road, max(1, px(2)), border_radius=px(6))
    label_x = road_w + gap
    wolf_top = (len(wolf) - 1) * step + card_h // 2
    monkey_top_y = monkey_top + card_h // 2
    under_y = height - step // 2  # the Monkey's bottom card's visible strip
    for label, y in zip(labels, (wolf_top, road.centery, monkey_top_y, under_y), strict=True):
        surface.blit(label, label.get_rect(midleft=(label_x, y)))
        if label is not labels[1]:
            tick_left = x + card_w + px(2)
            pygame.draw.line(
                surface, theme.TEXT_DIM, (tick_left, y), (label_x - px(4), y), max(1, px(2))
            )
    return surface


DIAGRAMS = pictures_of(globals())
"""Each picture by its name (the functions `<name>_diagram` above)."""
