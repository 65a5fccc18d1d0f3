"""The battle tray's title on its lines with no word or number alone on one: at
1280x720 in French 'Combat dans la forêt : Clan bleu 1 contre Clan orange' wrapped
with its '0' alone under it (E2's shot, s20, of the table newcomer Q met, s19).

Words the title keeps together (each side's name and its count, 'Clan orange 0':
Tray.keep) stay on one line where they fit on one; a title whose last line is one
word is wrapped again at the narrowest width that keeps as many lines, its lines
evened."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .. import theme

GLUE = "\u00a0"
"""A space a wrap never breaks at, measured as a space (kept words: put back after)."""


def title_lines(
    wrap: Callable[[str, int, int], list[str]],
    title: str,
    size: int,
    width: int,
    keep: Sequence[str] = (),
) -> list[str]:
    """`title` wrapped to `width` real px at `size`: the words of each of `keep` on one
    line where they fit on one, and never a last line of one word where evening the
    lines helps."""
    measure = theme.font(size).size
    kept = [(words, words.replace(" ", GLUE)) for words in keep if " " in words]
    glued = title
    for words, joined in kept:
        glued = glued.replace(words, joined, 1)

    def wrapped(text: str, room: int) -> list[str]:
        lines = wrap(text, size, room) or [text]
        for words, joined in kept:
            lines = [line.replace(joined, words) for line in lines]
        return lines

    lines = wrapped(glued, width)
    if glued != title and any(measure(line)[0] > width for line in lines):
        glued = title  # (a name wider than the tray: its words wrap)
        lines = wrapped(title, width)
    if len(lines) < 2 or len(lines[-1].split()) > 1:
        return lines
    low, high = width // len(lines), width  # the narrowest width for as many lines
    while low < high:
        mid = (low + high) // 2
        if len(wrapped(glued, mid)) <= len(lines):
            high = mid
        else:
            low = mid + 1
    evened = wrapped(glued, high)
    return evened if all(measure(line)[0] <= width for line in evened) else lines
