"""Temple and Court cards in words, in a seat's row beside its clans (BoardView.card_words).

Where a Court card's gold note (why it can do nothing now, when it is lost) leaves no room
for what the card does under its name, the name and the words share their lines
('Reinforcement · add a card from your hand to a clan, without power'), and the note
takes its shorter form: at 1280x720 the note stood in place of the card's words, which
only the hover tip kept (newcomers, s23). Only where even that has no room does the note
stand alone, as before (newcomer A, s22, fr_g51: 'why it cannot act now' is what its
holder needs first)."""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import shortened, wrap_text
from . import cards as art
from .court_card import court_thumb, draw_court_thumb

SEP = " \u00b7 "
"""Between a card's name and its words on one line."""


def draw(
    tr: Any,
    canvas: pygame.Surface,
    area: pygame.Rect,
    cards: list[tuple[str, str]],
    yours: bool = True,
    notes: dict[int, list[str]] | None = None,
) -> list[tuple[pygame.Rect, str, str]]:
    """Temple and Court cards in words: the name in gold, what it does below, each
    whole inside `area` or not at all (the name alone then; its hover tip says the
    rest): in a 4-player French table's narrow panel 'Maître rônin' ran over the
    border and 'Vétéran +3 de force à' stopped mid-sentence (newcomer G, s10,
    t182_4c, a192c). Not `yours` (another seat's row, or nobody's view): the words
    say 'their clans', 'ses clans' (newcomer Q, s12, 073.png: Léa's 'Mur de fer'
    read 'VOS clans...' in Marc's view). `notes`: a line in gold under the card of
    that index, when it fits (a Court card's 'lost at its end if unused'; its shorter
    forms after it, tried where the whole leaves no room for the card's words).
    Returns each card's hover tip (where, its name, its words)."""
    tips: list[tuple[pygame.Rect, str, str]] = []
    y = area.top
    font = theme.font(art.FONT_READ)
    line = font.get_linesize()
    for index, (deck, card) in enumerate(cards):
        name = str(tr(f"shinobi.{deck}.{card}"))
        text = str(tr(f"shinobi.{deck}_text.{card}"))
        if not yours and tr.has(f"shinobi.{deck}_their.{card}"):
            text = str(tr(f"shinobi.{deck}_their.{card}"))
        box, thumb = area, None
        if deck == "court":  # a small card beside its words (newcomer U, s13, 208)
            thumb = court_thumb(pygame.Rect(area.left, y, area.width, area.bottom - y), line)
            if thumb is not None:
                draw_court_thumb(canvas, thumb)
                left = thumb.right + theme.px(8)  # beside it, within the area
                box = pygame.Rect(left, y, area.right - left, area.bottom - y)
        names = [
            shortened(part, art.FONT_READ, box.width)
            for part in wrap_text(name, art.FONT_READ, box.width)
        ]
        if not names or y + len(names) * line > area.bottom:
            break
        top = y
        room = (area.bottom - y) // line
        lines = wrap_text(text, art.FONT_READ, box.width)
        whole = all(font.size(part)[0] <= box.width for part in lines)
        forms = [wrap_text(said, art.FONT_READ, box.width) for said in (notes or {}).get(index, [])]
        note = next((n for n in forms if len(names) + len(lines) + len(n) <= room), None)
        joined: list[str] = []
        if note is None and forms:  # the name and its words on shared lines
            joined = wrap_text(name + SEP + text, art.FONT_READ, box.width)
            fits = all(font.size(part)[0] <= box.width for part in joined)
            note = next((n for n in forms if fits and len(joined) + len(n) <= room), None)
            if note is None:  # the note alone under the name (its hover tip keeps the words)
                joined, lines, whole, note = [], [], True, forms[0]
        for part in names if not joined else []:
            canvas.blit(theme.text(part, art.FONT_READ, theme.GOLD), (box.left, y))
            y += line
        if joined:
            y = shared_lines(canvas, joined, name + SEP, box.left, y)
        elif whole and y + len(lines) * line <= area.bottom:
            for part in lines:
                canvas.blit(theme.text(part, art.FONT_READ, theme.MOONLIGHT), (box.left, y))
                y += line
        if note and (joined or whole) and y + len(note) * line <= area.bottom:
            for part in note:
                canvas.blit(theme.text(part, art.FONT_READ, theme.GOLD), (box.left, y))
                y += line
        if thumb is not None:
            y = max(y, thumb.bottom + theme.px(4))
        tips.append((pygame.Rect(area.left, top, area.width, y - top), name, text))
    return tips


def shared_lines(canvas: pygame.Surface, lines: list[str], head: str, x: int, y: int) -> int:
    """`lines` from (x, y), the first beginning with `head` (the name and its dot) in
    gold, the rest in the words' ink; returns the y under them."""
    line = theme.font(art.FONT_READ).get_linesize()
    for number, part in enumerate(lines):
        left = x
        if number == 0 and part.startswith(head.rstrip()):
            gold = theme.text(head.rstrip(), art.FONT_READ, theme.GOLD)
            left += canvas.blit(gold, (x, y)).width
            part = part[len(head.rstrip()) :]
        canvas.blit(theme.text(part, art.FONT_READ, theme.MOONLIGHT), (left, y))
        y += line
    return y
