"""Where everything goes on the seat setup screen, from the canvas's size: the seats'
panels under the heading (each with its rows: person or computer; then the person's
name or the computer's difficulty; and, once a pad is plugged in, the person's pad),
the options panel below them (two columns of cells, each an option and its
one-line explanation), the buttons along the bottom. Pure: computed in design units
(theme.design_size) under the scale of the surface laid out for (theme.scaled_for)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme

SETUP_MARGIN = 60
"""Design margin on the left and right of the panels and buttons."""
SEATS_TOP = 100
SEAT_HEADER = 70
"""Design height of a seat panel's top: emblem, name and hint."""
SEAT_PANEL_HEIGHT = 188
SEAT_PANEL_NARROW = 212
"""A seat panel's design height at 16:9 (two seats side by side, or four)."""
SEAT_GROWTH = 40
"""The most a seat panel grows when the options leave room."""
CELL_ROW = 40
"""Design height of an option's row in the options panel; its explanation is below it."""
EXPLAIN_LINE = 24
CELL_PITCH = 76
"""The most design height a cell of the options panel takes (row, explanation, gap)."""
SQUEEZED_ROW = 36
"""The least height of an option's row (many options at 16:9)..."""
SEAT_SQUEEZE = 18
"""...for which two seats' panels may lose this much height (their rows lower)."""
PAD_SHARE = 0.44
"""Two seats and a pad plugged in: the share of the second row the pad's button takes
(the name's row beside it): a third row would not fit over Dojo's many options."""
NARROW_PAD_ROW = 50
"""Four seats and a pad plugged in: the design height of the third row, the pad's..."""
NARROW_ROW_WITH_PAD = 58
NARROW_PANEL_WITH_PAD = 276
"""...above it two stacked rows this high, in a panel at least this high (the options
below it lower their rows toward SQUEEZED_ROW)."""
BUTTON_SIZE = (240, 56)
BUTTONS_BOTTOM = 58
"""Design distance from the bottom of the screen to the bottom of the buttons."""
REFUSED_LINE = 26
"""Design height kept under the options for the line naming refused level files."""


@dataclass(frozen=True)
class SetupLayout:
    """The rectangles of the setup screen, in pixels of the surface laid out for."""

    seat_panels: tuple[pygame.Rect, ...]
    kind_rows: tuple[pygame.Rect, ...]
    """Each seat's first row (person or computer)..."""
    level_rows: tuple[pygame.Rect, ...]
    """...and its second (a computer's difficulty, or a person's name)..."""
    name_rows: tuple[pygame.Rect, ...]
    """...the person's name in it (the second row, beside the pad's when `pads`)..."""
    pad_rows: tuple[pygame.Rect, ...]
    """...and the person's pad (empty rectangles when no pad is plugged in)."""
    options_panel: pygame.Rect
    cells: tuple[pygame.Rect, ...]
    """Each option's row in reading order, the seed's (or Advanced's) last."""
    explanations: tuple[pygame.Rect, ...]
    """Under each cell, the line of its explanation."""
    back: pygame.Rect
    tutorial: pygame.Rect
    start: pygame.Rect


def setup_layout(
    size: tuple[int, int], seats: int, options: int, refused: bool, pads: bool = False
) -> SetupLayout:
    """The layout for `seats` seats and `options` options (the seed's cell comes after
    them), with a line kept under the options when level files were `refused`, and a
    place for each person's pad when `pads` are plugged in. A taller window gives
    taller panels and more room between the cells."""
    wide, high = theme.design_size(size)
    extra = max(0, high - 720)
    narrow = seats > 2
    margin, top = SETUP_MARGIN, SEATS_TOP
    gap = 16 if narrow else 40
    seat_w = (wide - 2 * margin - (seats - 1) * gap) / seats
    usual_h = (SEAT_PANEL_NARROW if narrow else SEAT_PANEL_HEIGHT) + extra * 0.3
    narrow_pads = narrow and pads
    seat_h = max(usual_h, NARROW_PANEL_WITH_PAD) if narrow_pads else usual_h
    buttons_top = high - BUTTONS_BOTTOM - BUTTON_SIZE[1]
    options_bottom = buttons_top - 12 - (REFUSED_LINE if refused else 0)
    rows = -(-(options + 1) // 2)
    # many options (Dojo's rules and Phones: five rows at 16:9): the seats' rows
    # and the gaps give up a little height, so that each cell keeps SQUEEZED_ROW
    short = rows * (SQUEEZED_ROW + 1 + EXPLAIN_LINE) + 16 - (options_bottom - top - seat_h - 14)
    seat_cut = 0 if narrow else min(SEAT_SQUEEZE, max(0, short))
    seat_h -= seat_cut
    below = 14 - min(6, max(0, short - seat_cut))  # between the seats and the options
    pad = 16 - min(8, max(0, short - seat_cut - 6))  # the options panel's inner margin
    spare = options_bottom - (top + seat_h + below) - (rows * CELL_PITCH + pad)
    # few options: roomier seats (a pad's row has taken its height from that first)
    growth = max(0, min(usual_h + SEAT_GROWTH - seat_h - seat_cut, spare))
    seat_h += growth
    spare -= growth
    if spare > 0:  # still room: a shorter options panel, the panels a little lower
        top += spare * 0.3
        options_bottom -= spare * 0.4
    panels, kinds, levels, names, pad_rows = [], [], [], [], []
    for index in range(seats):
        left = margin + index * (seat_w + gap)
        panels.append(theme.design_rect(left, top, seat_w, seat_h))
        if narrow_pads:
            row_h, step, inset = NARROW_ROW_WITH_PAD, NARROW_ROW_WITH_PAD + 6, 10
        elif narrow:
            row_h, step, inset = 64, 70, 10
        else:
            row_h, step, inset = 48 - seat_cut // 2, 56 - seat_cut // 2, 16
        rows_h = step + row_h + (step - row_h + NARROW_PAD_ROW if narrow_pads else 0)
        rows_top = top + SEAT_HEADER + (seat_h - SEAT_HEADER - rows_h - 8) / 2
        width = seat_w - 2 * inset
        kinds.append(theme.design_rect(left + inset, rows_top, width, row_h))
        second = rows_top + step
        levels.append(theme.design_rect(left + inset, second, width, row_h))
        if narrow_pads:
            names.append(levels[-1].copy())
            pad_top = second + step
            pad_rows.append(theme.design_rect(left + inset, pad_top, width, NARROW_PAD_ROW))
        elif pads:  # the pad's button beside the name's row
            name_w = width * (1 - PAD_SHARE) - 8
            names.append(theme.design_rect(left + inset, second, name_w, row_h))
            pad_left = left + inset + name_w + 8
            pad_rows.append(theme.design_rect(pad_left, second, width - name_w - 8, row_h))
        else:
            names.append(levels[-1].copy())
            pad_rows.append(pygame.Rect(0, 0, 0, 0))
    options_top = top + seat_h + below
    options_panel = theme.design_rect(
        margin, options_top, wide - 2 * margin, options_bottom - options_top
    )
    column_w = (wide - 2 * margin - 32 - 16) / 2
    room = options_bottom - options_top - pad
    pitch = min(CELL_PITCH, room / rows)
    row_h = min(CELL_ROW, pitch - EXPLAIN_LINE - 1)  # lower rows when squeezed
    cells_top = options_top + pad / 2 + (room - pitch * rows) / 2
    cells, lines = [], []
    for index in range(options + 1):
        left = margin + 16 + (index % 2) * (column_w + 16)
        y = cells_top + (index // 2) * pitch
        cells.append(theme.design_rect(left, y, column_w, row_h))
        lines.append(theme.design_rect(left + 22, y + row_h + 1, column_w - 30, EXPLAIN_LINE))
    return SetupLayout(
        seat_panels=tuple(panels),
        kind_rows=tuple(kinds),
        level_rows=tuple(levels),
        name_rows=tuple(names),
        pad_rows=tuple(pad_rows),
        options_panel=options_panel,
        cells=tuple(cells),
        explanations=tuple(lines),
        back=theme.design_rect(margin, buttons_top, *BUTTON_SIZE),
        tutorial=theme.design_rect((wide - BUTTON_SIZE[0]) / 2, buttons_top, *BUTTON_SIZE),
        start=theme.design_rect(wide - margin - BUTTON_SIZE[0], buttons_top, *BUTTON_SIZE),
    )
