"""Asking the computer for a move from a table: the AI worker when it can run, or a
move already made. Every game's table uses these."""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)


class Ready:
    """A decision that is already made (when the AI worker is not available, or in
    tests that want the computer to answer at once)."""

    def __init__(self, action: Any) -> None:
        self._action = action

    def result(self) -> Any:
        return self._action

    def cancel(self) -> None:
        pass


def think(level: str, seed: int, state: Any) -> Any:
    """Start the search of `level` for the player to move in `state`; poll `.result()`
    each frame (None until it is done). `level` falls back to normal if unknown."""
    try:
        from ninjas.ai import AGENT_NAMES, Thinking
    except ImportError:
        return Ready(state.legal_actions()[0])
    if level not in AGENT_NAMES:
        level = "normal"
    return Thinking.start(level, seed, state)


def still_thinking(thinking: Any, state: Any, ai_to_move: bool) -> bool:
    """A table's question "is a computer's search running?" (for the frame bench and the
    thinking indicator): a search started, not finished, for a game still going."""
    if thinking is None or state.is_terminal or not ai_to_move:
        return False
    done = getattr(thinking, "done", None)
    return not done() if callable(done) else False


def warm_up_worker() -> None:
    """Start the AI worker ahead of the first computer move (a table or the setup
    screen opening). The worker is an optimisation, never a reason to fail."""
    try:
        from ninjas.ai import warm_up

        warm_up()
    except Exception as exc:
        log.info("AI worker not warmed up: %s", exc)
