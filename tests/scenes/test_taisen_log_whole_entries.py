"""The Taisen log's top row starts an entry, never the tail of a wrapped one (newcomer B,
s22, FR 1280x720, 10learn16 and 20t11: the top row read 'rouge, 2)' and 'la pierre',
half an entry scrolled off); the wheel scrolls by whole entries."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.log_panel import LogLine, LogPanel
from scenes.taisen import game_log
from scenes.taisen import layout as L

WORDS = (
    "Le Loup déplace Pierre 3 + Ciseaux 2 + Feuille 2 + Pierre 1 + Ciseaux 1 sur la tuile 7"
    " (dé rouge, 2)",
    "Fin du combat sur la tuile 4 : le Singe y perd Pierre 3, Feuille 2 et Ciseaux 1, le Loup"
    " garde Feuille 3 et Ciseaux 2 sur la tuile",
    "Feuille 3 du Loup bat Pierre 3 du Singe sur la tuile 4 : la feuille bat toujours la pierre",
    "Loup termine son tour",
)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_top_row_starts_an_entry_scrolled_or_not(sized_app: Any, size: tuple[int, int]) -> None:
    sized_app(size)
    L.configure(size)
    panel = LogPanel(L.LOG_PANEL.inflate(-2, -2), game_log.STYLE)
    for n in range(24):
        panel.add(LogLine(WORDS[n % len(WORDS)], side=n % 2))
    wrapped = [line for line in panel.visible() if len(panel._rows_of(line[1])) > 1]
    assert wrapped  # some entries take two rows
    for scroll in range(0, 12):
        panel.scroll = 0
        panel.scroll_by(scroll)
        rows = panel.shown()
        assert rows and rows[0][2], (scroll, rows[0][1])  # the first row of its entry
        assert rows[-1][0] is panel.visible()[len(panel.visible()) - 1 - panel.scroll][1]
