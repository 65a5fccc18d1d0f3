"""Pictures for Shinobi WAT-AAH!'s rules reference, drawn with the table's own art: a
card and what it tells, every clan's cards with their powers, the Yokai, a round's
scoring worked through, the pawns each rank wins, and the Grand Master board. The rules
text asks for one with a line "[diagram:<name>]" (see scenes/rules_scene.py).

Each picture is drawn at theme's current scale (lengths through theme.px, the cards at
their real size) and at most `width` real pixels wide."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas.shinobi import data
from ninjas.shinobi.position import PAWNS_BY_RANK

from .. import shapes, theme
from ..diagram_parts import caption, captioned, pictures_of
from . import cards as art

CARD_W = theme.CARD_MIN_WIDTH
"""A card's width in the pictures (design px)."""
WIDEST_SHARE = 1.4
"""How much wider than CARD_W a reference card may grow to show its words whole."""
Tr = Callable[..., str]
px = theme.px


def _first(name: str) -> int:
    return next(c.id for c in data.CARDS if c.name == name)


def _grid(items: list[pygame.Surface], width: int, gap: int = 12) -> pygame.Surface:
    """Items in rows as wide as `width` allows, each row centred."""
    gap = px(gap)
    cell_w = max(i.get_width() for i in items)
    cell_h = max(i.get_height() for i in items)
    cols = max(1, min(len(items), (width + gap) // (cell_w + gap)))
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


def card_diagram(tr: Tr, width: int) -> pygame.Surface:
    """A Fox card, large, with what each part of it tells."""
    face = art.card_face(_first("Fox"), px(2 * CARD_W), tr, getattr(tr, "lang", "en"))
    notes = [tr(f"rules.shinobi.diagram.card.{part}") for part in ("strength", "name", "powers")]
    fw, fh = face.get_size()
    text_x = fw + px(54)
    labels = [caption(note, width - text_x, theme.MOONLIGHT, centred=False) for note in notes]
    marks = [fw // 8, fh * 61 // 100, fh * 80 // 100]  # the seal, the name, the powers
    height = max(fh, marks[-1] + labels[-1].get_height())
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    surface.blit(face, (0, 0))
    for i, (label, y) in enumerate(zip(labels, marks, strict=True)):
        centre = (fw + px(26), y)
        pygame.draw.line(surface, theme.GOLD, (fw - px(30), y), centre, max(1, px(2)))
        pygame.draw.circle(surface, theme.GOLD, centre, px(13))
        number = theme.text(str(i + 1), theme.FONT_SMALL, theme.MIDNIGHT)
        surface.blit(number, number.get_rect(center=centre))
        surface.blit(label, (text_x, y - theme.font(theme.FONT_SMALL).get_linesize() // 2))
    return surface


def whole_width(names: list[str], tr: Tr) -> int:
    """The faces' width (real px) at which every card of `names` shows its words whole:
    CARD_W, wider where a power's last line fell under the card's foot (newcomer X,
    s21, EN 1280x720, 10-rules-sh-p5: the Monkey's '3+ copy a' cut, its '3-card power'
    hidden), as much as WIDEST_SHARE more."""
    lang = getattr(tr, "lang", "en")
    width, widest = px(CARD_W), round(px(CARD_W) * WIDEST_SHARE)
    while width < widest and any(
        art.words_box(_first(n), width, tr, lang)[0].bottom
        > round(width * theme.CARD_RATIO) - px(2)
        for n in names
    ):
        width += px(4)
    return width


def clans_diagram(tr: Tr, width: int) -> pygame.Surface:
    """The nine clans' cards: strength and both powers written on each, whole."""
    lang = getattr(tr, "lang", "en")
    names = [c.name for c in data.CLANS]
    face = whole_width(names, tr)
    return _grid([art.card_face(_first(n), face, tr, lang) for n in names], width)


def yokai_diagram(tr: Tr, width: int) -> pygame.Surface:
    lang = getattr(tr, "lang", "en")
    names = ["Ronin", *(y.name for y in data.YOKAI)]
    face = whole_width(names, tr)
    return _grid([art.card_face(_first(n), face, tr, lang) for n in names], width)


def scoring_diagram(tr: Tr, width: int) -> pygame.Surface:
    """A round's end worked through: three clans, one corrupt card, the score."""
    lang = getattr(tr, "lang", "en")
    bear = [c.id for c in data.CARDS if c.name == "Bear"][:2]
    fox = [c.id for c in data.CARDS if c.name == "Fox"][:2] + [_first("Ronin")]
    carp = [c.id for c in data.CARDS if c.name == "Carp"][:3] + [_first("Kappa")]
    clans = [("Bear", bear), ("Fox", fox), ("Carp", carp)]
    tile = (px(120), px(150))
    items = []
    for clan, cards in clans:
        total = sum(data.card_value(c) for c in cards)
        picture = art.clan_tile(clan, cards, total, tile, tr, lang)
        items.append(captioned(picture, f"+{total}", tile[0] + px(20)))
    corrupt = art.card_face(_first("Crow"), px(CARD_W), tr, lang)
    items.append(
        captioned(corrupt, tr("rules.shinobi.diagram.corrupt", strength=3), px(CARD_W + 40))
    )
    strength = sum(data.card_value(c) for _, cards in clans for c in cards)
    row = _grid(items, width, 24)
    sum_line = caption(
        tr("rules.shinobi.diagram.score", strength=strength, corrupt=3, score=strength - 3),
        width,
        theme.GOLD,
    )
    legend = chips_legend(tr, width)
    surface = pygame.Surface(
        (
            max(row.get_width(), width),
            row.get_height() + px(14) + sum_line.get_height() + px(12) + legend.get_height(),
        ),
        pygame.SRCALPHA,
    )
    surface.blit(row, ((surface.get_width() - row.get_width()) // 2, 0))
    surface.blit(sum_line, (0, row.get_height() + px(14)))
    top = row.get_height() + px(14) + sum_line.get_height() + px(12)
    surface.blit(legend, ((surface.get_width() - legend.get_width()) // 2, top))
    return surface


def _chip(kind: str, value: int) -> pygame.Surface:
    """A clan tile's chip for a card of `kind` ('clan': the Fox's colour, 'ronin',
    'yokai') worth `value`, as the tiles draw it (cards.clan_tile)."""
    fill = {"ronin": art.CLAN_COLOURS["Ronin"], "yokai": art.YOKAI_COLOUR}.get(
        kind, art.CLAN_COLOURS["Fox"]
    )
    luma = 0.299 * fill[0] + 0.587 * fill[1] + 0.114 * fill[2]
    digit = theme.text(str(value), art.FONT_READ, art.INK if luma > 140 else art.PAPER)
    size = (digit.get_width() + px(10), digit.get_height() + px(2))
    chip = pygame.Surface(size, pygame.SRCALPHA)
    box = chip.get_rect()
    pygame.draw.rect(chip, fill, box, border_radius=px(3))
    yokai = kind == "yokai"
    edge = art.BAMBOO if yokai else art.INK
    pygame.draw.rect(chip, edge, box, max(1, px(2 if yokai else 1)), border_radius=px(3))
    chip.blit(digit, digit.get_rect(center=box.center))
    return chip


def chips_legend(tr: Tr, width: int) -> pygame.Surface:
    """What a clan tile's chips say (newcomer S, s20, 016: the grey and the purple chips
    of the example were explained nowhere): 'Under each clan, one chip per card with its
    strength:' then a chip of each kind named, in a row (two when narrow)."""
    lead = caption(tr("rules.shinobi.diagram.legend"), width, theme.MOONLIGHT)
    items = []
    for kind, value in (("clan", 3), ("ronin", 2), ("yokai", 1)):
        chip = _chip(kind, value)
        words = theme.text(tr(f"rules.shinobi.diagram.legend.{kind}"), theme.FONT_SMALL)
        item = pygame.Surface(
            (
                chip.get_width() + px(8) + words.get_width(),
                max(chip.get_height(), words.get_height()),
            ),
            pygame.SRCALPHA,
        )
        item.blit(chip, chip.get_rect(midleft=(0, item.get_height() // 2)))
        item.blit(words, words.get_rect(midleft=(chip.get_width() + px(8), item.get_height() // 2)))
        items.append(item)
    gap = px(28)
    natural = sum(item.get_width() for item in items) + gap * (len(items) - 1)
    if natural <= width:  # one row, each item its own width
        row = pygame.Surface((natural, max(i.get_height() for i in items)), pygame.SRCALPHA)
        x = 0
        for item in items:
            row.blit(item, (x, (row.get_height() - item.get_height()) // 2))
            x += item.get_width() + gap
    else:
        row = _grid(items, width, 28)
    surface = pygame.Surface((width, lead.get_height() + px(6) + row.get_height()), pygame.SRCALPHA)
    surface.blit(lead, (0, 0))
    surface.blit(row, ((width - row.get_width()) // 2, lead.get_height() + px(6)))
    return surface


def _place_picture(where: str, size: tuple[int, int]) -> pygame.Surface:
    """The game's own art for a place of the board: the Court's and the Temple's
    pictures; face-down cards for the hidden Decoys (Missions) and Final Boss."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    picture = art.art_image(where.capitalize(), size) if where in ("court", "temple") else None
    if picture is not None:
        surface.blit(picture, (0, 0))
    else:
        backs = 3 if where == "missions" else 1
        back = art.card_back(round(size[1] / 1.4))
        step = back.get_width() + px(6)
        left = (size[0] - step * backs + px(6)) // 2
        for k in range(backs):
            surface.blit(back, (left + k * step, 0))
    return surface


def board_diagram(tr: Tr, width: int) -> pygame.Surface:
    """The Grand Master board: where pawns go, and the five Bosses."""
    places = ("court", "missions", "showdown", "temple")
    gap = px(12)
    w = (width - gap * (len(places) - 1)) // len(places)
    parts = []
    for where in places:
        title = art.fitting_text(
            tr(f"shinobi.where.{where}"), w - px(10), theme.FONT_SMALL + 1, theme.GOLD
        )
        words = caption(tr(f"rules.shinobi.diagram.board.{where}"), w - px(14), theme.MOONLIGHT)
        parts.append((title, words))
    band = (w - px(14), px(72))
    height = max(t.get_height() + words.get_height() for t, words in parts) + band[1] + px(34)
    frames = []
    for where, (title, words) in zip(places, parts, strict=True):
        frame = pygame.Surface((w, height), pygame.SRCALPHA)
        pygame.draw.rect(frame, (40, 34, 70), frame.get_rect(), border_radius=px(12))
        pygame.draw.rect(frame, theme.BORDER, frame.get_rect(), max(1, px(2)), border_radius=px(12))
        frame.blit(title, title.get_rect(midtop=(w // 2, px(6))))
        top = px(12) + title.get_height()
        frame.blit(_place_picture(where, band), (px(7), top))
        frame.blit(words, (px(7), top + band[1] + px(8)))
        frames.append(frame)
    bosses = []
    for boss in data.BOSSES:
        box_size = (px(100), px(110))
        picture = art.art_image(boss, box_size)
        box = pygame.Surface(box_size, pygame.SRCALPHA)
        if picture is not None:
            box.blit(picture, (0, 0))
        else:
            box.fill((60, 40, 80))
        pygame.draw.rect(box, theme.BORDER, box.get_rect(), max(1, px(1)))
        bosses.append(captioned(box, boss, px(140)))
    top = _grid(frames, width, 12)
    bottom = _grid(bosses, width, 16)
    surface = pygame.Surface(
        (width, top.get_height() + px(20) + bottom.get_height()), pygame.SRCALPHA
    )
    surface.blit(top, ((width - top.get_width()) // 2, 0))
    surface.blit(bottom, ((width - bottom.get_width()) // 2, top.get_height() + px(20)))
    return surface


def ranks_diagram(tr: Tr, width: int) -> pygame.Surface:
    """The pawns each rank wins after a round, for 2, 3 and 4 players, drawn as pawns
    (newcomer D, s14: Grand Master's rules read as a wall of text, the pawn counts per
    rank in one sentence)."""
    r, gap = px(9), px(5)
    size = theme.FONT_BODY
    line_h = theme.font(size).get_linesize()
    label_w = max(
        theme.font(size).size(tr("rules.shinobi.diagram.players", count=n))[0] for n in (2, 3, 4)
    )
    rank_w = max(
        theme.font(size).size(tr(f"rules.shinobi.diagram.rank.{k}"))[0] for k in (1, 2, 3, 4)
    )
    cell_w = rank_w + px(8) + 4 * (2 * r + gap) + px(18)
    row_h = max(line_h, 2 * r) + px(10)
    surface = pygame.Surface(
        (min(width, label_w + px(24) + 4 * cell_w), 3 * row_h), pygame.SRCALPHA
    )
    for row, players in enumerate((2, 3, 4)):
        y = row * row_h + row_h // 2
        label = theme.text(
            tr("rules.shinobi.diagram.players", count=players), size, theme.MOONLIGHT
        )
        surface.blit(label, label.get_rect(midleft=(0, y)))
        for rank, pawns in enumerate(PAWNS_BY_RANK[players]):
            x = label_w + px(24) + rank * cell_w
            words = theme.text(tr(f"rules.shinobi.diagram.rank.{rank + 1}"), size, theme.GOLD)
            surface.blit(words, words.get_rect(midleft=(x, y)))
            x += rank_w + px(8)
            for k in range(pawns):
                centre = (x + r + k * (2 * r + gap), y)
                shapes.draw_shape(
                    surface, "circle", centre, r, theme.GOLD, theme.MOONLIGHT, max(1, px(2))
                )
    return surface


DIAGRAMS = pictures_of(globals())
"""Each picture by its name (the functions `<name>_diagram` above)."""
