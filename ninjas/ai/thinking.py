"""Thinking without freezing the window: search runs in a worker process.

The interface calls `Thinking.start(agent_name, seed, state)` and polls `result()`
each frame. The worker is one long-lived process (the other core on a laptop);
where processes are not available it falls back to a thread.

A watchdog keeps the game from waiting forever: the worker beats a shared counter
every PARENT_POLL_SECONDS, whatever its search is doing; a worker that neither answers
nor beats for STALL_SECONDS (stopped with SIGSTOP, swapped out, hung) is killed and the
same search (same seed) is run again in a new one. `Thinking.stalled` then tells the
table to say that it is waiting, and to offer a way out.
"""

from __future__ import annotations

import atexit
import concurrent.futures as cf
import logging
import multiprocessing
import multiprocessing.util
import os
import signal
import threading
import time
from collections.abc import Callable
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from .deadline import timed

log = logging.getLogger(__name__)

PARENT_POLL_SECONDS = 0.5
"""How often the worker checks that the game that started it is still alive, and beats."""
RETRIES = 2
"""A search whose worker died is retried this many times in a new worker."""
STALL_SECONDS = 4.0
"""A worker that gives no answer and no heartbeat for this long is taken for frozen."""
START_SECONDS = 20.0
"""The same for a worker that has not beaten yet (a new process imports the game first,
slowly on a busy machine)."""
WATCH_GAP_SECONDS = 1.0
"""Silence is only counted while the game watches: after a gap this long between two
looks (the game itself was paused, stopped or the laptop asleep) the count starts again."""
STALL_RESTARTS = 3
"""A frozen worker is replaced at most this many times for one search; the table's way
out (a random move, the menu) remains."""

_executor: cf.Executor | None = None
_beat: Any = None
"""The worker's heartbeat: a counter in shared memory it raises every PARENT_POLL_SECONDS
(None when the worker is a thread)."""
_lock = threading.Lock()
_second: cf.Executor | None = None
"""A second worker, started on demand for long work that splits into parts (a review's
runs of decisions, scenes/review/job.py), so that both cores of a laptop work on it; the
tables' searches keep to the first."""


_more: dict[int, cf.Executor] = {}
"""Review workers past the second (run_in_review_worker's 2 and 3), on a laptop with
the cores for them (review_workers); stopped when the review ends (stop_review_workers)."""
REVIEW_WORKERS_MOST = 4
"""The most workers a review's runs are shared among."""


def review_workers(cpus: int | None = None) -> int:
    """How many workers a review's runs go to: one core a worker but one left for the
    game's window, REVIEW_WORKERS_MOST at most and 2 at least (the AI worker and the
    second, as on a 2-core laptop: issue 33, the review's wait). `cpus`: os.cpu_count()."""
    count = os.cpu_count() if cpus is None else cpus
    return max(2, min(REVIEW_WORKERS_MOST, (count or 2) - 1))


_choose_in_worker: Callable[[str, int, Any], Any] | None = None
"""What the worker runs for one decision: (agent name, seed, state) -> action. Set by
ninjas.ai.agents when it is imported (set_chooser), so that this module never imports
the agents that use it; the function travels to the worker by its module's name."""


def set_chooser(choose: Callable[[str, int, Any], Any]) -> None:
    """Name the function the worker runs for one decision (see _choose_in_worker)."""
    global _choose_in_worker
    _choose_in_worker = choose


WORKER_NICENESS = 1
"""How much lower the worker's priority is than the game's: on a laptop with few cores
busy, the AI's search waits a little rather than the drawing of a frame. Only a little:
on a machine busy with other programs the game's frames get hardly more for it (one
process among many either way), but the worker's share of a core shrinks with its weight
(nice 5: a third of a plain process's). At nice 5 and load 25-30 on this shared 2-core
machine a hard 4-player Grand Master Shinobi decision, cut at the table's deadline
(ninjas.ai.deadline), still took 5.8 s median for its minimum of search (nice 0: 2.5 s),
and a worker was once starved of its heartbeat long enough for the watchdog to replace it."""


def _worker_init(parent_pid: int, beat: Any = None) -> None:
    """Runs first in the worker. Ctrl+C in the terminal goes to the whole process group:
    the game handles it, so the worker ignores it (no KeyboardInterrupt traceback). A
    watchdog ends the worker when the game is gone, even after a SIGKILL of the game,
    which runs no clean-up (otherwise the worker and multiprocessing's resource tracker
    would live on); it also beats `beat`, so the game knows the worker is alive."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    threading.Thread(target=_watch_parent, args=(parent_pid, beat), daemon=True).start()
    if hasattr(os, "nice"):  # the table's frames come first when the cores are busy
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass


def _parent_alive(parent_pid: int) -> bool:
    if os.getppid() != parent_pid:  # re-parented: the game died
        return False
    if os.name == "nt":  # getppid() keeps the old pid on Windows: ask the system
        try:
            os.kill(parent_pid, 0)
        except OSError:
            return False
    return True


def _watch_parent(parent_pid: int, beat: Any = None) -> None:
    while _parent_alive(parent_pid):
        if beat is not None:
            beat.value += 1
        time.sleep(PARENT_POLL_SECONDS)
    os._exit(0)


def _process_pool() -> tuple[cf.Executor, Any]:
    """A worker process (and its heartbeat), or a thread where there are no processes."""
    try:
        context = multiprocessing.get_context("spawn")
        beat = context.RawValue("Q", 0)
        pool = cf.ProcessPoolExecutor(
            max_workers=1,
            mp_context=context,
            initializer=_worker_init,
            initargs=(os.getpid(), beat),
        )
        return pool, beat
    except (OSError, ValueError, NotImplementedError):
        return cf.ThreadPoolExecutor(max_workers=1), None


def _stop_on_exit() -> None:
    atexit.register(shutdown)
    # A process started by multiprocessing (the soak's pool, say) ends without
    # running atexit, and first joins its children: the worker too, which never
    # ends by itself. A finaliser with a priority runs before that join.
    multiprocessing.util.Finalize(None, shutdown, exitpriority=100)


def _get_executor() -> cf.Executor:
    global _executor, _beat
    with _lock:
        if _executor is None:
            _executor, _beat = _process_pool()
            _stop_on_exit()
        return _executor


def heartbeat() -> int | None:
    """How many times the worker has beaten (None: no worker process to watch)."""
    beat = _beat
    return None if beat is None else int(beat.value)


def worker_pids() -> list[int]:
    """The worker processes now running (for tests and diagnostics)."""
    with _lock:
        processes = (getattr(_executor, "_processes", None) or {}).values()
        return [p.pid for p in processes if p.pid is not None]


def warm_up() -> None:
    """Start the worker now (e.g. when a game scene opens), so the first move is quick."""
    _get_executor().submit(int, 0)


def _kill(executor: cf.Executor) -> None:
    processes = list((getattr(executor, "_processes", None) or {}).values())
    executor.shutdown(wait=False, cancel_futures=True)
    for process in processes:
        try:
            if process.is_alive():
                process.kill()
            process.join(timeout=2.0)
        except (OSError, ValueError, AttributeError, AssertionError):
            pass


def shutdown() -> None:
    """Stop the workers at once: a search under way is abandoned (the interpreter's exit
    would otherwise wait for it to finish, and a long search made Ctrl+C hang). Each is
    killed, not asked to end: a stopped (SIGSTOP) worker would never act on a request,
    and is then reaped, so no process is left behind."""
    global _executor, _beat, _second
    with _lock:
        if _executor is not None:
            _kill(_executor)
            _executor, _beat = None, None
        if _second is not None:
            _kill(_second)
            _second = None
    stop_review_workers()


def run_in_worker(task: Callable[..., Any], *args: Any) -> cf.Future[Any]:
    """Run `task(*args)` in the AI worker, after the searches asked for before it: a
    decision, or one step of longer work (the review's decisions, ninjas.review).
    `task` is a module-level function (the worker finds it by its module's name)."""
    try:
        return _get_executor().submit(task, *args)
    except (RuntimeError, OSError):
        # the pool broke (worker killed) before this request: start a new worker
        shutdown()
    try:
        return _get_executor().submit(task, *args)
    except (RuntimeError, OSError):  # no processes at all here: a thread will do
        return cf.ThreadPoolExecutor(max_workers=1).submit(task, *args)


class Thinking:
    """One pending decision. `result()` is None until the agent has chosen. If the
    worker dies mid-search (killed, out of memory), a new worker is started and the
    same search (same seed, so the same choice) is run again. If it freezes (no answer,
    no heartbeat for STALL_SECONDS), the watchdog kills it and does the same; `stalled`
    is then True until the answer comes, for the table to say that it waits."""

    def __init__(
        self,
        agent_name: str,
        seed: int,
        snapshot: Any,
        task: Callable[[str, int, Any], Any] | None = None,
        deadline: float | None = None,
    ) -> None:
        self._request = (agent_name, seed, snapshot)
        self._task = task
        """What the worker runs (agents.plan_in_worker for a hint's plan); None: one
        decision (the chooser)."""
        self.deadline = deadline
        """Wall seconds after which the worker's search plays its best so far
        (ninjas.ai.deadline: a table's); None: its whole fixed budget."""
        self._retries_left = RETRIES
        self._abandoned = False
        self.started = time.monotonic()
        self.restarts = 0
        """How many times the watchdog replaced a frozen worker for this search."""
        self._submit()

    @classmethod
    def start(
        cls,
        agent_name: str,
        seed: int,
        state: Any,
        task: Callable[[str, int, Any], Any] | None = None,
        deadline: float | None = None,
    ) -> Thinking:
        return cls(agent_name, seed, state.clone(), task, deadline)

    def _submit(self) -> None:
        task = self._task or _choose_in_worker
        # ninjas.ai (whose __init__ imports this module) imports the agents, which set it
        assert task is not None, "ninjas.ai.agents sets the worker's chooser"
        if self.deadline is not None:  # (its clock starts when the worker starts it)
            self._future = run_in_worker(timed, self.deadline, task, *self._request)
        else:
            self._future = run_in_worker(task, *self._request)
        self._pool = _executor
        self._beat_seen = heartbeat()
        self._heard_at = self._looked_at = time.monotonic()

    def _retry_if_worker_died(self) -> None:
        if not self._future.done() or self._abandoned:
            return
        # a worker killed (or replaced by another search's watchdog) under this search
        lost = self._future.cancelled() or isinstance(self._future.exception(), BrokenProcessPool)
        if not lost or self._retries_left <= 0:
            return
        self._retries_left -= 1
        log.warning("the AI worker died mid-search: starting a new one and searching again")
        if self._pool is _executor:  # (not when another search has replaced it already)
            shutdown()
        self._submit()

    def _watch(self) -> None:
        """The watchdog: any beat (or a new worker) is a sign of life; silence longer
        than STALL_SECONDS while the game watched means the worker is frozen."""
        beat = heartbeat()
        if beat is None or self._future.done() or self.restarts >= STALL_RESTARTS:
            return
        now = time.monotonic()
        if beat != self._beat_seen or now - self._looked_at > WATCH_GAP_SECONDS:
            self._beat_seen, self._heard_at = beat, now
        self._looked_at = now
        if now - self._heard_at < (STALL_SECONDS if beat else START_SECONDS):
            return
        self.restarts += 1
        if self._pool is _executor:
            shutdown()
        log.warning(
            "the AI worker gave no sign of life for %.0f s: starting a new one and "
            "searching again (%d of %d)",
            now - self._heard_at,
            self.restarts,
            STALL_RESTARTS,
        )
        self._submit()

    def done(self) -> bool:
        self._retry_if_worker_died()
        self._watch()
        return self._future.done()

    @property
    def stalled(self) -> bool:
        """The worker froze during this search (it was replaced): the table says that
        it waits, and offers a way out, until the answer comes."""
        answered = self.done()  # (looks, so the watchdog may act first)
        return self.restarts > 0 and not answered

    def result(self) -> Any | None:
        if not self.done():
            return None
        return self._future.result()

    def cancel(self) -> None:
        """The answer is no longer wanted. A worker that froze during this search is
        stopped too, so that the next search does not wait behind it."""
        self._abandoned = True
        self._future.cancel()
        if self.restarts > 0 and not self._future.done() and self._pool is _executor:
            shutdown()


def run_in_second_worker(task: Callable[..., Any], *args: Any) -> cf.Future[Any]:
    """Run `task(*args)` in the second worker (_second), started on demand; as
    run_in_worker, a broken one is replaced, and with no processes the first does it."""
    global _second
    for _ in range(2):
        with _lock:
            if _second is None:
                _second = _process_pool()[0]
                _stop_on_exit()
            pool = _second
        try:
            return pool.submit(task, *args)
        except (RuntimeError, OSError):  # the pool broke (worker killed): a new one
            with _lock:
                if _second is pool:
                    _kill(pool)
                    _second = None
    return run_in_worker(task, *args)


def run_in_review_worker(number: int, task: Callable[..., Any], *args: Any) -> cf.Future[Any]:
    """Run `task(*args)` in review worker `number`: 0 the AI worker, 1 the second, 2 and
    3 more of their own (_more), started on demand and replaced when broken, as the
    second is; with no processes, the first does it."""
    if number <= 0:
        return run_in_worker(task, *args)
    if number == 1:
        return run_in_second_worker(task, *args)
    for _ in range(2):
        with _lock:
            pool = _more.get(number)
            if pool is None:
                pool = _more[number] = _process_pool()[0]
                _stop_on_exit()
        try:
            return pool.submit(task, *args)
        except (RuntimeError, OSError):  # the pool broke (worker killed): a new one
            with _lock:
                if _more.get(number) is pool:
                    _kill(pool)
                    del _more[number]
    return run_in_worker(task, *args)


def stop_review_workers() -> None:
    """Stop the review workers past the second (a review ended or was cancelled: they
    have nothing more to do, and each holds a process and its memory). The AI worker
    and the second stay, as on a 2-core laptop."""
    with _lock:
        pools = list(_more.values())
        _more.clear()
    for pool in pools:
        _kill(pool)
