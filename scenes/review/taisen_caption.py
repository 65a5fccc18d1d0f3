"""Taisen's caption of the review's moment (the replay opened at a point of the review):
it lies in the row under the board, over the prompt's panel (caption_place.taisen_rows),
and that panel's line is the replay's own prompt ('Replay: Wolf played; Monkey to
play.'), which the box covered (s21). The box says that line first, centred where the
panel said it and in its colour, then the two moves; where the box needs the log's
panel too (a move as good as the computer's, its verdict the longest words), the log's
lines are drawn under it (its top kept, caption_place.log_panels), never beneath it."""

from __future__ import annotations

from typing import Any

from .. import theme
from ..widgets import wrap_text

LINE = 21
"""Design px between the caption's lines (its type's own line is 20 at 1280x720): the
prompt and the four lines of the two moves fit the prompt's panel."""
PAD = 6
"""Design px over the first line and under the last."""


def prompt_lines(table: Any, size: int, width: int) -> list[tuple[str, theme.Colour]]:
    """The replay's prompt in lines of a box `width` real px wide at text `size`, in
    its colour; none where the table says none."""
    prompt = getattr(table, "prompt", None)
    if prompt is None:
        return []
    text, colour = prompt(None)
    return [(part, colour) for part in wrap_text(str(text), size, width - theme.px(28)) if part]
