"""Thinking without freezing the window: search runs in a worker process.

The interface calls `Thinking.start(agent_name, seed, state)` and polls `result()`
each frame. The worker is one long-lived process (the other core on a laptop);
where processes are not available it falls back to a thread.
"""

from __future__ import annotations

import atexit
import concurrent.futures as cf
import logging
import multiprocessing
import os
import signal
import threading
import time
from concurrent.futures.process import BrokenProcessPool
from typing import Any

log = logging.getLogger(__name__)

PARENT_POLL_SECONDS = 0.5
"""How often the worker checks that the game that started it is still alive."""
RETRIES = 2
"""A search whose worker died is retried this many times in a new worker."""

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


WORKER_NICENESS = 5
"""How much lower the worker's priority is than the game's: on a laptop with few cores
busy, the AI's search waits a little rather than the drawing of a frame."""


def _worker_init(parent_pid: int) -> None:
    """Runs first in the worker. Ctrl+C in the terminal goes to the whole process group:
    the game handles it, so the worker ignores it (no KeyboardInterrupt traceback). A
    watchdog ends the worker when the game is gone, even after a SIGKILL of the game,
    which runs no clean-up (otherwise the worker and multiprocessing's resource tracker
    would live on)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(os, "nice"):  # the table's frames come first when the cores are busy
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
    threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True).start()


def _parent_alive(parent_pid: int) -> bool:
    if os.getppid() != parent_pid:  # re-parented: the game died
        return False
    if os.name == "nt":  # getppid() keeps the old pid on Windows: ask the system
        try:
            os.kill(parent_pid, 0)
        except OSError:
            return False
    return True


def _watch_parent(parent_pid: int) -> None:
    while _parent_alive(parent_pid):
        time.sleep(PARENT_POLL_SECONDS)
    os._exit(0)


def _get_executor() -> cf.Executor:
    global _executor
    with _lock:
        if _executor is None:
            try:
                context = multiprocessing.get_context("spawn")
                _executor = cf.ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=context,
                    initializer=_worker_init,
                    initargs=(os.getpid(),),
                )
            except (OSError, ValueError, NotImplementedError):
                _executor = cf.ThreadPoolExecutor(max_workers=1)
            atexit.register(shutdown)
        return _executor


def warm_up() -> None:
    """Start the worker now (e.g. when a game scene opens), so the first move is quick."""
    _get_executor().submit(int, 0)


def shutdown() -> None:
    """Stop the worker at once: a search under way is abandoned (the interpreter's exit
    would otherwise wait for it to finish, and a long search made Ctrl+C hang)."""
    global _executor
    with _lock:
        if _executor is not None:
            processes = list((getattr(_executor, "_processes", None) or {}).values())
            _executor.shutdown(wait=False, cancel_futures=True)
            for process in processes:
                try:
                    if process.is_alive():
                        process.terminate()
                except (OSError, ValueError, AttributeError):
                    pass
            _executor = None


def _submit(agent_name: str, seed: int, snapshot: Any) -> cf.Future[Any]:
    try:
        return _get_executor().submit(_choose_in_worker, agent_name, seed, snapshot)
    except (RuntimeError, OSError):
        # the pool broke (worker killed) before this request: start a new worker
        shutdown()
    try:
        return _get_executor().submit(_choose_in_worker, agent_name, seed, snapshot)
    except (RuntimeError, OSError):  # no processes at all here: a thread will do
        return cf.ThreadPoolExecutor(max_workers=1).submit(
            _choose_in_worker, agent_name, seed, snapshot
        )


class Thinking:
    """One pending decision. `result()` is None until the agent has chosen. If the
    worker dies mid-search (killed, out of memory), a new worker is started and the
    same search (same seed, so the same choice) is run again."""

    def __init__(self, agent_name: str, seed: int, snapshot: Any) -> None:
        self._request = (agent_name, seed, snapshot)
        self._retries_left = RETRIES
        self._future = _submit(agent_name, seed, snapshot)

    @classmethod
    def start(cls, agent_name: str, seed: int, state: Any) -> Thinking:
        return cls(agent_name, seed, state.clone())

    def _retry_if_worker_died(self) -> None:
        if not self._future.done() or self._future.cancelled():
            return
        if not isinstance(self._future.exception(), BrokenProcessPool):
            return
        if self._retries_left <= 0:
            return
        self._retries_left -= 1
        log.warning("the AI worker died mid-search: starting a new one and searching again")
        shutdown()
        self._future = _submit(*self._request)

    def done(self) -> bool:
        self._retry_if_worker_died()
        return self._future.done()

    def result(self) -> Any | None:
        if not self.done():
            return None
        return self._future.result()

    def cancel(self) -> None:
        self._future.cancel()
