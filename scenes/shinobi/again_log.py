"""The table's log follows 'Replay its turn (T)' (turn_again.py): the action shown has
its lines lit on the log's band, and the log is scrolled back so they are its last rows
(newcomer L, s17, 027_3: during the replay the log box kept its last lines, lit, whatever
step the prompt told). Back at her turn, the log is at its newest again."""

from __future__ import annotations

from typing import Any

from ..log_panel import LogPanel, as_line


def follow_again(panel: LogPanel, table: Any) -> bool:
    """While the replay plays, the shown action's lines lit and scrolled to (lit from
    its first to its last; scrolled back by the entries after its last, as far as the
    log goes); False when it does not play, or its lines are no longer found as they
    were said."""
    going = getattr(table, "again", None)
    if going is None:
        return False
    viewer = panel.viewer
    shown = [
        (index, line)
        for index, line in ((i, as_line(entry)) for i, entry in enumerate(panel.lines))
        if line.owner is None or line.owner == viewer
    ]
    # each step's lines, found from the newest back, in order (the same words may be
    # said twice: 'Kiku draws 1 card.' in two turns)
    at = len(shown) - 1
    mine: list[int] = []
    for step in range(len(going.steps) - 1, going.at - 1, -1):
        for text in reversed(going.steps[step][1]):
            while at >= 0 and shown[at][1].text != text:
                at -= 1
            if at < 0:
                return False
            if step == going.at:
                mine.append(at)
            at -= 1
    panel.lit_from, panel.lit_to = shown[min(mine)][0], shown[max(mine)][0] + 1
    panel.scroll = len(shown) - 1 - max(mine)
    return True
