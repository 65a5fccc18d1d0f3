"""python -m scenes.bench_turns --paced measures a computer's whole turn by the watch,
thinking included, on a machine loaded on purpose (issue 33: a newcomer timed Taisen turns
at 9-11 s at load 10-16, where the bench's simulated clock said 2.9 s)."""

from pathlib import Path
from typing import Any

import pytest

import scenes.bench_turns as bench


def test_the_load_runs_only_while_the_bench_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    """--load 2: two busy processes run during every game and are ended after; --turns,
    --size and --catch-up reach the game played."""
    started: list[Any] = []
    alive: list[bool] = []
    asked: list[dict[str, Any]] = []
    real_busy = bench.busy_processes

    def busy(count: int) -> list[Any]:
        started.extend(real_busy(count))
        return started

    def played(*args: Any, **kwargs: Any) -> bench.GameFigures:
        asked.append(kwargs)
        alive.extend(process.poll() is None for process in started)
        return bench.GameFigures()

    monkeypatch.setattr(bench, "busy_processes", busy)
    monkeypatch.setattr(bench, "play_table", played)
    monkeypatch.setattr("ninjas.ai.warm_up", lambda: None)
    argv = ["--game", "night", "--paced", "--turns", "3", "--load", "2", "--json"]
    argv += ["--size", "1920x1080", "--catch-up", "0.0833"]
    assert bench.main(argv) == 0
    assert len(started) == 2 and alive == [True, True]
    assert all(process.poll() is not None for process in started)  # ended after
    (kwargs,) = asked
    assert kwargs["paced"] and kwargs["turns"] == 3 and kwargs["size"] == (1920, 1080)
    assert kwargs["catch_up"] == pytest.approx(0.0833)


def test_a_bad_size_is_refused_with_a_clear_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        bench.main(["--size", "big"])
    assert "--size 'big'" in capsys.readouterr().err


def test_paced_figures_say_how_much_of_the_wall_time_the_game_played() -> None:
    """Frames of 100 ms that played 50 ms of game each: game_per_wall 0.5; the turns' wall
    seconds waiting for the search are told."""
    turn = bench.Turn(seat=1, start=0.0, end=3.0, lead=0.5, waited=1.25)
    figures = bench.GameFigures(turns=[turn], played=1.0, frames=[0.1] * 20)
    report = bench.summary([figures])
    assert report["game_per_wall"] == 0.5
    assert report["median_frame_ms"] == 100.0 and report["p90_frame_ms"] == 100.0
    assert report["median_waited_s"] == 1.25 and report["median_s"] == 2.5


class Search:
    def __init__(self) -> None:
        self.answered = False
        self.started = 0.0

    def done(self) -> bool:
        return self.answered


def test_each_search_is_timed_once_though_the_table_holds_it_after_its_answer() -> None:
    """Paced: a search's wall time goes to its turn once, when its answer is first seen,
    not again each frame its move waits for the pause (a Night game's 11 moves counted
    98 searches)."""

    class Table:
        thinking: Any = None
        computer = None

    table, turn = Table(), bench.Turn(seat=1, start=0.0)
    timing: dict[Any, Any] = {}
    table.thinking = first = Search()
    bench.time_searches(table, turn, timing)
    first.answered = True
    for _ in range(5):  # the move waits for its pause: the same search, answered
        bench.time_searches(table, turn, timing)
    table.thinking = Search()
    bench.time_searches(table, turn, timing)
    assert len(turn.decisions) == 1 and first not in timing


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_the_load_ends_with_a_bench_killed_without_its_finally() -> None:
    """A bench stopped by `timeout` (SIGTERM: no `finally`) leaves no busy process behind:
    each ends once its parent is gone."""
    import subprocess
    import sys
    import time

    script = (
        "import sys, time\n"
        "sys.path.insert(0, '.')\n"
        "import scenes.bench_turns as bench\n"
        "print(bench.busy_processes(1)[0].pid, flush=True)\n"
        "time.sleep(60)\n"
    )
    bench_process = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE)
    assert bench_process.stdout is not None
    busy = int(bench_process.stdout.readline())
    bench_process.kill()
    bench_process.wait()
    for _ in range(200):  # it looks at its parent all the time: gone within moments
        try:
            with open(f"/proc/{busy}/stat") as stat:
                if stat.read().split()[2] == "Z":
                    break
        except FileNotFoundError:
            break
        time.sleep(0.05)
    else:
        raise AssertionError("the busy process outlived the bench")
