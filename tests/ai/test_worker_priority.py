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
