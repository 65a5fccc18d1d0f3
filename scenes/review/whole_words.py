"""Words the review draws cut short ('…') said whole in a tip (newcomer S, s20, 093 and
121: the decisions' rows 'about the same: your move 28% · t…', 'Played: ... · The
computer: Use Pardon: your strongest corrupt car…', and the graph's note 'Entre les
coups de Léa, les creux viennent des cartes piochées et du jeu des a…' were cut, and
pointing at them showed nothing more). Where a line or a row is cut, its rect and its
whole words are kept as it is drawn; the pointer on it (or the keys on a row) shows them
whole, wrapped, in a light box over it, inside the panel it stands in."""

from __future__ import annotations

import pygame

from .. import theme
from ..widgets import draw_panel, shortened, wrap_text

TIP_TEXT = 21
"""The box's words and the graph's tooltip's (chart.py, which draws over graph.py):
capitals 11.2 px at 1280x720, as the worst moves' details."""
TIP_LINE = 27
Lines = list[tuple[str, theme.Colour]]
Cut = tuple[pygame.Rect, Lines]
"""Where words were drawn cut, and their lines whole (words and colours)."""


def blit_cut(
    canvas: pygame.Surface,
    words: str,
    size: int,
    colour: theme.Colour,
    room: int,
    cut: list[Cut] | None,
    **place: tuple[int, int],
) -> pygame.Rect:
    """`words` drawn shortened to `room` px at `place` (theme.blit_text's keywords); when
    cut, its rect and its whole words added to `cut`."""
    shown = shortened(words, size, room)
    rect = theme.blit_text(canvas, shown, size, colour, **place)
    if shown != words and cut is not None:
        cut.append((rect, [(words, colour)]))
    return rect


def at(cut: list[Cut], pos: tuple[int, int] | None) -> Cut | None:
    """The cut words under `pos`, if any."""
    if pos is None:
        return None
    return next((c for c in cut if c[0].collidepoint(pos)), None)


def draw_whole(
    canvas: pygame.Surface, over: pygame.Rect, lines: Lines, within: pygame.Rect
) -> pygame.Rect:
    """The whole words `lines` in a box over the rect `over` (above it, else under it),
    wrapped to the panel `within` and kept inside it. Returns the box."""
    px = theme.px
    said, box = tip_box(lines, within.width - px(40))
    box.left = over.left - px(14)
    box.bottom = over.top - px(4)
    inside = within.inflate(-px(8), -px(8))
    if box.top < inside.top:
        box.top = over.bottom + px(4)
    box.clamp_ip(inside)
    return draw_tip(canvas, box, said)


def tip_box(lines: Lines, room: int) -> tuple[Lines, pygame.Rect]:
    """`lines` wrapped to `room` pixels, never cut, and the size of the box that holds
    them (at the origin): this box's and the graph's tooltip's (chart.py)."""
    px = theme.px
    said = [(part, colour) for text, colour in lines for part in wrap_text(text, TIP_TEXT, room)]
    width = max(theme.font(TIP_TEXT).size(text)[0] for text, _ in said) + px(28)
    return said, pygame.Rect(0, 0, width, len(said) * px(TIP_LINE) + px(20))


def draw_tip(canvas: pygame.Surface, box: pygame.Rect, said: Lines) -> pygame.Rect:
    """The box at `box` with its wrapped lines `said`. Returns the box."""
    px = theme.px
    draw_panel(canvas, box, fill=theme.PANEL_LIGHT, border=theme.GOLD, alpha=248, radius=10)
    top = box.top + px(10)
    for text, colour in said:
        theme.blit_text(canvas, text, TIP_TEXT, colour, topleft=(box.left + px(14), top))
        top += px(TIP_LINE)
    return box


class CutWords:
    """The cut words of the graph's panel in the frame drawn (`cut`, cleared as the
    review is drawn again), and where the pointer last moved."""

    def __init__(self) -> None:
        self.cut: list[Cut] = []
        self.pointer: tuple[int, int] | None = None

    def point(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos

    def draw(self, canvas: pygame.Surface, within: pygame.Rect | None) -> pygame.Rect | None:
        """The words under the pointer whole, in the panel `within` (None: none drawn)."""
        found = at(self.cut, self.pointer)
        if found is None or within is None:
            return None
        return draw_whole(canvas, found[0], found[1], within)
