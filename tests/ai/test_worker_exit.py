"""A process started by multiprocessing that used the AI worker ends by itself: such a
process skips atexit and joins its children first, and the worker never ends on its own
(the soak's pool hung at its end, and with it the test suite)."""

from __future__ import annotations

import multiprocessing


def _use_the_worker() -> None:
    from ninjas.ai import thinking

    thinking.warm_up()
    assert thinking._get_executor().submit(int, 0).result(timeout=30) == 0  # it is up
    assert thinking.worker_pids()


def test_a_child_process_that_used_the_worker_ends() -> None:
    process = multiprocessing.get_context("spawn").Process(target=_use_the_worker)
    process.start()
    process.join(timeout=60)
    alive = process.is_alive()
    if alive:
        process.kill()
        process.join()
    assert not alive and process.exitcode == 0
