"""A log entry never ends on a word alone on its row: the word before it comes down
with it (E2's shot of the Dojo table at 1920x1080 in French, s20: 'Clan bleu attaque
dans la forêt (sud-ouest) : 1 contre' / '1.'). Every table's log (the one panel); the
rows keep as many, each within the box."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.log_panel import LogPanel, LogStyle
from scenes.text_cache import wrap_indented
from scenes.widgets import wrap_text

ENTRIES = [
    "Blue clan attacks in the forest (south-west): 1 against 1.",
    "Clan bleu attaque dans la forêt (sud-ouest) : 1 contre 1.",
    "Sora places three Crow cards beside the Carp and then the Crow takes the Temple 2",
]


@pytest.mark.parametrize("indent", ["", "  "])
@pytest.mark.parametrize("text", ENTRIES)
def test_no_entry_ends_on_a_lone_word(app: App, text: str, indent: str) -> None:
    style = LogStyle(step=None, left=8, top=6, margin=16, height_margin=12, indent=indent)
    size = theme.FONT_MIN
    measure = theme.font(size).size
    seen = 0
    widest = max(measure(word)[0] for word in text.split())
    for width in range(measure(text)[0], widest + 20, -3):  # every width it wraps at
        greedy = (
            wrap_indented(text, size, width, indent) if indent else wrap_text(text, size, width)
        )
        if len(greedy) < 2 or len(greedy[-1].split()) != 1 or len(greedy[-2].split()) < 3:
            continue
        seen += 1  # a lone last word, wrapped plainly
        step = theme.font(size).get_linesize()
        panel = LogPanel(pygame.Rect(0, 0, width + theme.px(16), 12 * step), style)
        panel.lines += [text]
        rows = [row for _, row, _, _ in panel.shown()]
        assert len(rows) == len(greedy)
        assert len(rows[-1].split()) > 1, rows  # before: the last word alone
        assert " ".join(rows).split() == text.split()  # whole, in order
        assert all(measure(row)[0] <= panel.text_width() for row in rows)
    assert seen
