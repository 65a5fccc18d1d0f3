"""A seat's deeds flowed round its clans (deeds.py): down the column right of its tiles,
then on under them across the panel, where neither place alone holds them all
(newcomer V, s21, FR 1280x720: after the computers' turns a panel of two clans said
'corruption · nouveau clan Corbeau, 2 cartes · …', a column of empty panel beside its
clans, and another with four '... · …'). Each deed starts a line in the column; under
the tiles they run together, a dot between. Nothing is drawn over a clan."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .. import theme
from . import cards as art

NARROWEST = 56
"""Design px: a column beside the tiles narrower than this is not flowed into."""
SEP = " \u00b7 "
COLUMN = 150
"""Design px: a line narrower than this is the column beside the tiles, where a deed is
told on one line or not at all: 'new Monkey clan, 2 cards' cut into 'new / Monkey /
clan, 2 / cards' down a column of 64 px read as loose words (newcomer Y, s21; newcomer A,
s22, g1_28: '... then the tail jumps under the cards at full width - ragged')."""


def fits_column(words: str, line: pygame.Rect) -> bool:
    """`words` go on `line` whole, or `line` is wide (under the tiles, where they wrap)."""
    return line.width >= theme.px(COLUMN) or (
        theme.font(art.FONT_READ).size(words)[0] <= line.width - theme.px(8)
    )


@dataclass
class Flow:
    """The lines of a flow: each (its rect, its pieces (words, done to the seat))."""

    lines: list[tuple[pygame.Rect, list[tuple[str, bool]]]] = field(default_factory=list)
    whole: bool = False
    """Every deed told, none cut."""

    def rects(self) -> list[pygame.Rect]:
        return [rect for rect, pieces in self.lines if pieces]

    def band(self) -> pygame.Rect:
        """The widest of its parts (the column, or the lines under the tiles)."""
        rects = self.rects()
        under = [r for r in rects if r.width == max(r.width for r in rects)]
        return under[0].unionall(under[1:])


def slots(
    panel: pygame.Rect, tiles: list[pygame.Rect], pad: int, column: bool = True
) -> list[pygame.Rect]:
    """The lines a flow may take: beside the tiles while a line ends above their foot
    (unless not `column`), then under them to the panel's foot, each a line of the
    deeds' size."""
    if not tiles:
        return []
    px = theme.px
    height = theme.font(art.FONT_READ).get_linesize()
    right = max(rect.right for rect in tiles) + px(4)
    top = min(rect.top for rect in tiles) + px(2)
    bottom = max(rect.bottom for rect in tiles)
    width = panel.right - pad - right
    lines: list[pygame.Rect] = []
    if column and width >= px(NARROWEST):
        y = top
        while y + height <= bottom + px(3):
            lines.append(pygame.Rect(right, y, width, height))
            y += height
    y = bottom + px(3)
    while y + height <= panel.bottom - pad:
        lines.append(pygame.Rect(panel.left + pad, y, panel.width - 2 * pad, height))
        y += height
    return lines


def flowed(said: list[tuple[str, bool]], lines: list[pygame.Rect]) -> Flow:
    """`said` laid in `lines`: a deed that goes whole on the column's next line beside
    the tiles takes it (a deed a line there, never cut over lines: fits_column); the
    others run on under the tiles word by word, a dot between two deeds on a line.
    Whole if every deed finds room."""
    font = theme.font(art.FONT_READ)
    sep = font.size(SEP)[0]
    flow = Flow([(rect, []) for rect in lines])
    column = [i for i, rect in enumerate(lines) if rect.width < theme.px(COLUMN)]
    under = [i for i, rect in enumerate(lines) if rect.width >= theme.px(COLUMN)]
    at = 0  # (of `under`)
    for words, hurt in said:
        free = next((i for i in column if not flow.lines[i][1]), None)
        if free is not None and fits_column(words, lines[free]):
            flow.lines[free][1].append((words, hurt))
            continue
        tokens = words.split(" ")
        while tokens:
            if at >= len(under):
                return flow
            pieces = flow.lines[under[at]][1]
            used = sum(font.size(w)[0] + sep for w, _ in pieces)
            room = lines[under[at]].width - theme.px(8) - used
            taken: list[str] = []
            while tokens and font.size(" ".join([*taken, tokens[0]]))[0] <= room:
                taken.append(tokens.pop(0))
            if taken:
                pieces.append((" ".join(taken), hurt))
            if tokens:
                at += 1
    flow.whole = True
    return flow


def flowed_most(
    said: list[tuple[str, bool]], lines: list[pygame.Rect], more: Callable[[int], list[str]]
) -> tuple[int, Flow]:
    """The most deeds of `said` flowed whole in `lines` with the words for the others
    after them (`more(count)`: the words to try, longest first): (how many, the
    flow); (0, an empty flow) where not even one goes with them."""
    for told in range(len(said) - 1, 0, -1):
        for words in more(len(said) - told):
            flow = flowed([*said[:told], (words, False)], lines)
            if flow.whole:
                return told, flow
    return 0, Flow()


def best(
    said: list[tuple[str, bool]],
    panel: pygame.Rect,
    tiles: list[pygame.Rect],
    pad: int,
    more: Callable[[int], list[str]],
) -> tuple[int, Flow]:
    """The flow that tells the most of `said` round the clans, or under them alone
    (a first word too wide for the column left it one word, 'Midori's', and the rest
    under the tiles): (deeds told, the flow), every deed told for a whole flow."""
    under = slots(panel, tiles, pad, column=False)
    ways = [slots(panel, tiles, pad), under] if tiles else [under]
    for lines in ways:
        flow = flowed(said, lines)
        if flow.whole:
            return len(said), flow
    told = [flowed_most(said, lines, more) for lines in reversed(ways)]
    return max(told, key=lambda t: t[0])


def draw(canvas: pygame.Surface, flow: Flow, own: theme.Colour, hurt: theme.Colour) -> None:
    """The flow's lines on their veils, in `own` ink, what was done to the seat in
    `hurt`'s."""
    px = theme.px
    dot = theme.text(SEP, art.FONT_READ, own)
    for rect, pieces in flow.lines:
        if not pieces:
            continue
        band = rect.inflate(0, px(2))
        veil = pygame.Surface(band.size, pygame.SRCALPHA)
        veil.fill((*theme.MIDNIGHT, 215))
        canvas.blit(veil, band)
        x = rect.left + px(4)
        for part, (words, done) in enumerate(pieces):
            x += canvas.blit(dot, (x, rect.top)).width if part else 0
            shown = theme.text(words, art.FONT_READ, hurt if done else own)
            x += canvas.blit(shown, (x, rect.top)).width
