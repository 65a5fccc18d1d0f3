"""Pictures for Shinobi WAT-AAH!'s rules reference, drawn with the table's own art: a
card and what it tells, every clan's cards with their powers, the Yokai, a round's
scoring worked through, and the Grand Master board. The rules text asks for one with a
line "[diagram:<name>]" (see scenes/rules_scene.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas.shinobi import data

from .. import theme
from ..widgets import wrap_text
from . import cards as art

CARD_W = theme.CARD_MIN_WIDTH
WIDTH = 800
"""The widest a picture may be (the rules' text column)."""


def _first(name: str) -> int:
    return next(c.id for c in data.CARDS if c.name == name)


def _label(
    text: str, width: int, colour: theme.Colour = theme.TEXT_DIM, centred: bool = True
) -> pygame.Surface:
    lines = wrap_text(text, theme.FONT_MIN, width)
    line_h = theme.font(theme.FONT_MIN).get_linesize()
    surface = pygame.Surface((width, line_h * len(lines)), pygame.SRCALPHA)
    for i, line in enumerate(lines):
        words = theme.text(line, theme.FONT_MIN, colour)
        x = (width - words.get_width()) // 2 if centred else 0
        surface.blit(words, (x, i * line_h))
    return surface


def _grid(items: list[pygame.Surface], gap: int = 12) -> pygame.Surface:
    """Items in rows as wide as the column allows, each row centred."""
    cell_w = max(i.get_width() for i in items)
    cell_h = max(i.get_height() for i in items)
    cols = max(1, min(len(items), (WIDTH + gap) // (cell_w + gap)))
    rows = -(-len(items) // cols)
    surface = pygame.Surface(
        (cols * (cell_w + gap) - gap, rows * (cell_h + gap) - gap), pygame.SRCALPHA
    )
    for i, item in enumerate(items):
        row, col = divmod(i, cols)
        in_row = min(cols, len(items) - row * cols)
        left = (surface.get_width() - in_row * (cell_w + gap) + gap) // 2
        surface.blit(item, (left + col * (cell_w + gap), row * (cell_h + gap)))
    return surface


def _captioned(item: pygame.Surface, caption: str, width: int) -> pygame.Surface:
    label = _label(caption, width)
    surface = pygame.Surface((width, item.get_height() + 6 + label.get_height()), pygame.SRCALPHA)
    surface.blit(item, ((width - item.get_width()) // 2, 0))
    surface.blit(label, (0, item.get_height() + 6))
    return surface


def card_diagram(tr: Callable[..., str]) -> pygame.Surface:
    """A Fox card, large, with what each part of it tells."""
    face = art.card_face(_first("Fox"), 2 * CARD_W, tr, getattr(tr, "lang", "en"))
    notes = [tr(f"rules.shinobi.diagram.card.{part}") for part in ("strength", "name", "powers")]
    fw, fh = face.get_size()
    text_x = fw + 54
    labels = [_label(note, WIDTH - text_x, theme.MOONLIGHT, centred=False) for note in notes]
    marks = [fw // 8, fh * 61 // 100, fh * 80 // 100]  # the seal, the name, the powers
    height = max(fh, marks[-1] + labels[-1].get_height())
    surface = pygame.Surface((WIDTH, height), pygame.SRCALPHA)
    surface.blit(face, (0, 0))
    for i, (label, y) in enumerate(zip(labels, marks, strict=True)):
        centre = (fw + 26, y)
        pygame.draw.line(surface, theme.GOLD, (fw - 30, y), centre, 2)
        pygame.draw.circle(surface, theme.GOLD, centre, 13)
        number = theme.text(str(i + 1), theme.FONT_MIN, theme.MIDNIGHT)
        surface.blit(number, number.get_rect(center=centre))
        surface.blit(label, (text_x, y - theme.font(theme.FONT_MIN).get_linesize() // 2))
    return surface


def clans_diagram(tr: Callable[..., str]) -> pygame.Surface:
    """The nine clans' cards: strength and both powers written on each."""
    lang = getattr(tr, "lang", "en")
    return _grid([art.card_face(_first(c.name), CARD_W, tr, lang) for c in data.CLANS])


def yokai_diagram(tr: Callable[..., str]) -> pygame.Surface:
    lang = getattr(tr, "lang", "en")
    names = ["Ronin", *(y.name for y in data.YOKAI)]
    return _grid([art.card_face(_first(n), CARD_W, tr, lang) for n in names])


def scoring_diagram(tr: Callable[..., str]) -> pygame.Surface:
    """A round's end worked through: three clans, one corrupt card, the score."""
    lang = getattr(tr, "lang", "en")
    bear = [c.id for c in data.CARDS if c.name == "Bear"][:2]
    fox = [c.id for c in data.CARDS if c.name == "Fox"][:2] + [_first("Ronin")]
    carp = [c.id for c in data.CARDS if c.name == "Carp"][:3] + [_first("Kappa")]
    clans = [("Bear", bear), ("Fox", fox), ("Carp", carp)]
    tile = (120, 150)
    items = []
    for clan, cards in clans:
        total = sum(data.card_value(c) for c in cards)
        picture = art.clan_tile(clan, cards, total, tile, tr, lang)
        items.append(_captioned(picture, f"+{total}", tile[0] + 20))
    corrupt = art.card_face(_first("Crow"), CARD_W, tr, lang)
    items.append(_captioned(corrupt, tr("rules.shinobi.diagram.corrupt", strength=3), CARD_W + 40))
    strength = sum(data.card_value(c) for _, cards in clans for c in cards)
    row = _grid(items, 24)
    sum_line = _label(
        tr("rules.shinobi.diagram.score", strength=strength, corrupt=3, score=strength - 3),
        WIDTH,
        theme.GOLD,
    )
    surface = pygame.Surface(
        (max(row.get_width(), WIDTH), row.get_height() + 14 + sum_line.get_height()),
        pygame.SRCALPHA,
    )
    surface.blit(row, ((surface.get_width() - row.get_width()) // 2, 0))
    surface.blit(sum_line, (0, row.get_height() + 14))
    return surface


def board_diagram(tr: Callable[..., str]) -> pygame.Surface:
    """The Grand Master board: where pawns go, and the five Bosses."""
    places = ("court", "missions", "showdown", "temple")
    gap = 12
    w = (WIDTH - gap * (len(places) - 1)) // len(places)
    parts = []
    for where in places:
        title = art.fitting_text(
            tr(f"shinobi.where.{where}"), w - 10, theme.FONT_MIN + 3, theme.GOLD
        )
        words = _label(tr(f"rules.shinobi.diagram.board.{where}"), w - 14, theme.MOONLIGHT)
        parts.append((title, words))
    height = max(t.get_height() + words.get_height() for t, words in parts) + 26
    frames = []
    for title, words in parts:
        frame = pygame.Surface((w, height), pygame.SRCALPHA)
        pygame.draw.rect(frame, (40, 34, 70), frame.get_rect(), border_radius=12)
        pygame.draw.rect(frame, theme.BORDER, frame.get_rect(), 2, border_radius=12)
        frame.blit(title, title.get_rect(midtop=(w // 2, 6)))
        frame.blit(words, (7, 14 + title.get_height()))
        frames.append(frame)
    bosses = []
    for boss in data.BOSSES:
        picture = art.art_image(boss, (100, 110))
        box = pygame.Surface((100, 110), pygame.SRCALPHA)
        if picture is not None:
            box.blit(picture, (0, 0))
        else:
            box.fill((60, 40, 80))
        pygame.draw.rect(box, theme.BORDER, box.get_rect(), 1)
        bosses.append(_captioned(box, boss, 140))
    top = _grid(frames, gap)
    bottom = _grid(bosses, 16)
    surface = pygame.Surface((WIDTH, top.get_height() + 20 + bottom.get_height()), pygame.SRCALPHA)
    surface.blit(top, ((WIDTH - top.get_width()) // 2, 0))
    surface.blit(bottom, ((WIDTH - bottom.get_width()) // 2, top.get_height() + 20))
    return surface


DIAGRAMS: dict[str, Callable[[Callable[..., str]], pygame.Surface]] = {
    "card": card_diagram,
    "clans": clans_diagram,
    "yokai": yokai_diagram,
    "scoring": scoring_diagram,
    "board": board_diagram,
}
