"""The AI's worker yields the processor to the game's frames when the cores are busy."""

from __future__ import annotations

import os

import pytest

from ninjas.ai import thinking


@pytest.mark.skipif(not hasattr(os, "nice"), reason="no process niceness on this system")
def test_the_ai_worker_runs_at_a_lower_priority_than_the_game():
    try:
        worker = thinking._get_executor().submit(os.nice, 0).result(timeout=60)
    finally:
        thinking.shutdown()
    ours = os.nice(0)
    assert worker == min(19, ours + thinking.WORKER_NICENESS)
    assert worker > ours or ours == 19


def test_the_ai_worker_keeps_most_of_its_share_on_a_busy_machine():
    """Issue 33: among other programs' busy processes, the game's frames gain hardly
    anything from a lower-priority worker (one process among many either way), while the
    worker's share shrinks with its weight (Linux: 1.25 times less a step). At nice 5 it
    had a third of a plain process's share, and a table's search cut at its deadline still
    took 5.8 s median at load 25-30 for its minimum of search (ninjas.ai.thinking)."""
    share = 1.25**-thinking.WORKER_NICENESS
    assert share >= 0.75
