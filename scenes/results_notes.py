"""The results' notes (the stats block under the cards: the game's story, its turns and
duels, the Records' note) set as short paragraphs a sofa reads at a glance: each note
its own paragraph, its lines no wider than NOTE_MEASURE, a little leading between them
and a gap between two notes, left-aligned in their panel. Before (s21), each note ran
the window's width, up to 150 characters a line, centred, its lines touching."""

from __future__ import annotations

from dataclasses import dataclass

from . import theme
from .widgets import wrap_text

NOTE_MEASURE = 900
"""Design px a note's line is at most (about 90 characters of body text)."""
LEADING = 4
"""Design px added between two lines to the font's own line."""
PARAGRAPH = 8
"""Design px added between the last line of a note and the first of the next."""
INSET = 20
"""Design px between the panel's left edge and the lines."""


@dataclass(frozen=True)
class NoteLines:
    """The notes' lines, each one's top from the first's, and their height in all."""

    lines: list[str]
    tops: list[int]
    height: int


def lay_out(notes: list[str], size: int, room: int) -> NoteLines:
    """`notes` at text `size`, wrapped to the least of `room` real px and NOTE_MEASURE."""
    px = theme.px
    width = min(room, px(NOTE_MEASURE))
    step = theme.font(size).get_linesize() + px(LEADING)
    lines: list[str] = []
    tops: list[int] = []
    y = 0
    for number, note in enumerate(notes):
        if number:
            y += px(PARAGRAPH)
        for line in wrap_text(note, size, width):
            lines.append(line)
            tops.append(y)
            y += step
    return NoteLines(lines, tops, max(0, y - px(LEADING)))
