"""A save killed at any instant leaves the old save or the new one, never neither; and
an AI worker never outlives the game that started it."""

from __future__ import annotations

import inspect
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ninjas.core.atomic import remove_stale_temp_files
from ninjas.core.saves import SaveGame, read_save, write_save

KILLS = 200
ROOT = Path(__file__).resolve().parents[2]


def versions() -> list[SaveGame]:
    """Saves of very different sizes, so that a torn write could not pass for one."""
    return [
        SaveGame("taisen", seed=n, actions=["end"] * (n * 400), seats=[{"kind": "human"}] * 2)
        for n in range(1, 4)
    ]


SAVER = f"""
import os, sys
from pathlib import Path
from ninjas.core.saves import SaveGame, write_save

{inspect.getsource(versions)}
path, saves = Path(sys.argv[1]), versions()
for _ in sys.stdin:  # each line: a child that saves for ever, as fast as it can
    pid = os.fork()
    if pid == 0:
        try:
            print(os.getpid(), flush=True)  # (it runs: the kill comes while it saves)
            index = 0
            while True:
                index += 1
                write_save(path, saves[index % len(saves)])
        finally:
            os._exit(0)
    os.waitpid(pid, 0)
    print("reaped", flush=True)
"""
"""A small process that forks the savers. Forked from the test's own process (an xdist
worker grows to ~1 GB), each child cost that process's fork and reaping: 20 s in CI, 174 s
here from a 1 GB process, 19 s this way. Each child says it runs before the kill comes,
so that every kill lands while it saves."""


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork")
def test_200_kills_during_saves_always_leave_a_whole_save(tmp_path):
    path = tmp_path / "autosave.json"
    saves = versions()
    write_save(path, saves[0])
    known = {(s.seed, len(s.actions)) for s in saves}
    rng = random.Random(10)
    saver = subprocess.Popen(
        [sys.executable, "-c", SAVER, str(path)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert saver.stdin is not None and saver.stdout is not None
    try:
        for kill in range(KILLS):
            saver.stdin.write("save\n")
            saver.stdin.flush()
            pid = int(saver.stdout.readline())
            time.sleep(rng.uniform(0.0, 0.004))
            os.kill(pid, signal.SIGKILL)
            assert saver.stdout.readline() == "reaped\n"
            loaded = read_save(path)  # raises if the file is torn or missing
            assert (loaded.seed, len(loaded.actions)) in known, f"kill {kill}"
    finally:
        saver.kill()
        saver.wait()
    leftovers = list(tmp_path.glob(".*.tmp"))
    removed = remove_stale_temp_files(tmp_path, max_age=0.0)
    assert sorted(removed) == sorted(leftovers) and not list(tmp_path.glob(".*.tmp"))


def start_a_demo(data: Path, output: int) -> subprocess.Popen[str]:
    """The game as a player starts it, playing its AI-against-AI demo for a long while,
    in a process group of its own (so that a signal can reach all of it)."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "NINJAS_DATA_DIR": str(data),
    }
    command = [sys.executable, "main.py", "--headless", "--frames", "100000", "--game", "taisen"]
    return subprocess.Popen(
        [*command, "--demo"],
        cwd=ROOT,
        env=env,
        stdout=output,
        stderr=output,
        text=True,
        start_new_session=True,
    )


def worker_pids(parent: int) -> list[int]:
    """The children of `parent`, read from /proc."""
    children = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == parent and fields[0] != "Z":
            children.append(int(stat.parent.name))
    return children


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is dead, waiting for init
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(sys.platform != "linux", reason="reads /proc")
def test_no_process_of_the_game_remains_5_s_after_a_kill_9_while_the_ai_thinks(tmp_path):
    game = start_a_demo(tmp_path, output=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        children: list[int] = []
        while time.monotonic() < deadline and len(children) < 2:  # the worker and the tracker
            time.sleep(0.2)
            children = worker_pids(game.pid)
        assert children, "the AI worker never started"
        descendants = children + [g for c in children for g in worker_pids(c)]
        game.kill()
        game.wait()
        time.sleep(5)
        survivors = [pid for pid in descendants if alive(pid)]
        assert survivors == []
    finally:
        if game.poll() is None:
            game.kill()
        os.killpg(game.pid, signal.SIGKILL) if any(
            alive(p) for p in worker_pids(game.pid)
        ) else None


@pytest.mark.skipif(sys.platform != "linux", reason="sends signals")
def test_a_worker_killed_mid_search_is_replaced_and_the_search_retried():
    from ninjas.ai.thinking import Thinking, shutdown
    from ninjas.taisen import new_game

    state = new_game(seed=7)
    state.roll()
    try:
        first = Thinking.start("hard", 3, state)
        deadline = time.monotonic() + 30
        pids: list[int] = []
        while not pids and time.monotonic() < deadline:
            pids = [p for p in worker_pids(os.getpid()) if "resource_tracker" not in cmdline(p)]
            time.sleep(0.05)
        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 60
        while first.result() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        choice = first.result()
        assert choice is not None and choice in state.legal_actions()
        again = Thinking.start("hard", 3, state)
        while again.result() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert again.result() == choice  # same seed, same search: the retry lost nothing
    finally:
        shutdown()


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_text().replace("\0", " ")
    except OSError:
        return ""


@pytest.mark.skipif(sys.platform != "linux", reason="sends signals")
def test_ctrl_c_ends_the_game_and_its_worker_without_a_traceback(tmp_path):
    game = start_a_demo(tmp_path, output=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not worker_pids(game.pid):
            time.sleep(0.2)
        time.sleep(1.0)  # let the AI think
        os.killpg(game.pid, signal.SIGINT)  # a terminal's Ctrl+C reaches the whole group
        _, err = game.communicate(timeout=30)
    finally:
        if game.poll() is None:
            os.killpg(game.pid, signal.SIGKILL)
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
