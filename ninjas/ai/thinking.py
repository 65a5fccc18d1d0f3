"""Thinking without freezing the window: search runs in a worker process.

The interface calls `Thinking.start(agent_name, seed, state)` and polls `result()`
each frame. The worker is one long-lived process (the other core on a laptop);
where processes are not available it falls back to a thread.
"""

from __future__ import annotations

import atexit
import concurrent.futures as cf
import multiprocessing
import threading
from typing import Any

_executor: cf.Executor | None = None
_lock = threading.Lock()


_worker_agents: dict[str, Any] = {}


def _choose_in_worker(agent_name: str, seed: int, state: Any) -> Any:
    """Runs in the worker. One agent per level is kept, so a turn planned at its first
    decision is played out without planning again; it is reseeded for each decision."""
    from . import make_agent

    agent = _worker_agents.get(agent_name)
    if agent is None:
        agent = _worker_agents[agent_name] = make_agent(agent_name, seed)
    agent.reseed(seed)
    return agent.choose(state)


def _get_executor() -> cf.Executor:
    global _executor
    with _lock:
        if _executor is None:
            try:
                context = multiprocessing.get_context("spawn")
                _executor = cf.ProcessPoolExecutor(max_workers=1, mp_context=context)
            except (OSError, ValueError, NotImplementedError):
                _executor = cf.ThreadPoolExecutor(max_workers=1)
            atexit.register(shutdown)
        return _executor


def warm_up() -> None:
    """Start the worker now (e.g. when a game scene opens), so the first move is quick."""
    _get_executor().submit(int, 0)


def shutdown() -> None:
    global _executor
    with _lock:
        if _executor is not None:
            _executor.shutdown(wait=False, cancel_futures=True)
            _executor = None


class Thinking:
    """One pending decision. `result()` is None until the agent has chosen."""

    def __init__(self, future: cf.Future[Any]) -> None:
        self._future = future

    @classmethod
    def start(cls, agent_name: str, seed: int, state: Any) -> Thinking:
        snapshot = state.clone()
        try:
            future = _get_executor().submit(_choose_in_worker, agent_name, seed, snapshot)
        except (RuntimeError, OSError):
            # the pool broke (worker killed): fall back to a thread for this decision
            shutdown()
            future = cf.ThreadPoolExecutor(max_workers=1).submit(
                _choose_in_worker, agent_name, seed, snapshot
            )
        return cls(future)

    def done(self) -> bool:
        return self._future.done()

    def result(self) -> Any | None:
        if not self._future.done():
            return None
        return self._future.result()

    def cancel(self) -> None:
        self._future.cancel()
