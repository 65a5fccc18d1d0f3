"""The prompt's words while the computer's last move is held (tableflow/hold_cue.py):
'Green ninja has played. Ana is next.', as the cue low on the village says it, not
'Ana is playing…' over it (newcomer M, s17, 054, 059, 078: two voices at once, the top
one false until the press)."""

from __future__ import annotations

from typing import Any

TOP_KEYS = {
    "handoff.hold": "night.hold_top.played",
    "night.hold.planned": "night.hold_top.planned",
    "night.hold.dropped": "night.hold_top.dropped",
}
"""The cue's words (hold_cue.words' key) -> the prompt's, without 'Space ... to go on'
(the cue says how to go on)."""


def said(table: Any) -> str | None:
    """The prompt's words while the hold lasts, else None."""
    flow = getattr(table, "handoff_flow", None)
    played = getattr(getattr(table, "computer", None), "played", None)
    if flow is None or not played or not flow.holding():
        return None
    cue_key = table.words.hold_key(played[1]) or "handoff.hold"
    key = TOP_KEYS.get(cue_key, "night.hold_top.played")
    tr = table.app.tr
    who = table.seat_name(played[0])
    state = table.state
    nxt = state.current_player if not state.is_terminal else None
    if nxt is not None and nxt in table.humans:
        return str(tr(f"{key}.next", who=who, name=table.seat_name(nxt)))
    return str(tr(f"{key}.on", who=who))
