"""The arena and bench command lines print the documented JSON (no timing asserted:
speed is measured by the bench, never by tests)."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_json(*args: str, env: dict[str, str] | None = None) -> dict:
    out = subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=True, env=env
    )
    return json.loads(out.stdout)


def compiled_once(folder: Path) -> dict[str, str]:
    """The environment for a command whose processes start one after the other, each
    importing the game's modules: their compiled modules kept in `folder` (out of the
    tree) where PYTHONDONTWRITEBYTECODE had each process compile all of them again from
    the source (the bench's smoke run: eleven processes, a third of its processor time)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(folder)
    return env


def test_arena_prints_one_json_object():
    report = run_json(
        "ninjas.arena",
        "--game",
        "taisen",
        "--agents",
        "easy,random",
        "--games",
        "4",
        "--seed",
        "3",
        "--jobs",
        "2",
        "--json",
    )
    assert report["game"] == "taisen" and report["games"] == 4
    assert sum(report["wins"].values()) + report["draws"] == 4
    assert set(report["seconds_per_decision"]) == {"easy", "random"}


def test_arena_rejects_unknown_agents():
    result = subprocess.run(
        [sys.executable, "-m", "ninjas.arena", "--agents", "hard,wizard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2 and "--agents" in result.stderr


def test_bench_prints_the_documented_figures(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Every figure of the report, made with the smoke run's tiny budget (the format is
    checked, not the worth: --quick took 60 s, most of it settling and pacing)."""
    env = compiled_once(tmp_path_factory.getbasetemp() / "pycache")
    report = run_json("ninjas.bench", "--smoke", "--json", "--size", "1600x900", env=env)
    assert report["size"] == "1600x900"
    assert set(report["games"]) == {"taisen", "shinobi", "night", "dojo"}
    for figures in report["games"].values():
        assert figures["random_playouts_per_s"] > 0
        assert set(figures["ai_decision_s"]) == {"easy", "normal", "hard"}
        assert {"median", "p99", "max_while_ai_thinks", "max_cpu_while_ai_thinks"} <= set(
            figures["frame_ms"]
        )
        assert figures["frame_ms"]["size"] == "1600x900"
    title = report["title_frame_ms"]
    assert title["size"] == "1600x900" and title["median"] > 0
    assert report["startup_s"] > 0 and report["startup_cpu_s"] >= 0
    assert set(report["idle_cpu_share"]) == {"title", "taisen", "shinobi", "night", "dojo"}
    assert all(0 <= share < 1.5 for share in report["idle_cpu_share"].values())


# ------------------------------------------------------------ usage errors (issue 21)
LONG_NAME = "x" * 300
DEEP = "d/" * 2000 + "x"


def usage_error(*args: str, tmp: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *(a.replace("{tmp}", str(tmp)) for a in args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )


BAD_COMMAND_LINES = [
    # the arena: player counts, options, sizes
    ("-m", "ninjas.arena", "--players", "5"),
    ("-m", "ninjas.arena", "--players", "0"),
    ("-m", "ninjas.arena", "--game", "dojo", "--players", "3", "--agents", "hard,random"),
    ("-m", "ninjas.arena", "--game", "night", "--players", "99999999999999999999"),
    ("-m", "ninjas.arena", "--game", "night", "--option", "players=9"),
    ("-m", "ninjas.arena", "--game", "shinobi", "--option", "players=true"),
    ("-m", "ninjas.arena", "--game", "night", "--players", "2", "--option", "players=3"),
    ("-m", "ninjas.arena", "--game", "dojo", "--option", "jokers=1"),
    ("-m", "ninjas.arena", "--game", "dojo", "--option", "board=zzz"),
    ("-m", "ninjas.arena", "--game", "dojo", "--option", "=x"),
    ("-m", "ninjas.arena", "--game", "dojo", "--mode", "fast"),
    ("-m", "ninjas.arena", "--game", "taisen", "--option", "first=nobody"),
    ("-m", "ninjas.arena", "--games", "0"),
    ("-m", "ninjas.arena", "--jobs", "100000"),
    ("-m", "ninjas.arena", "--seed", "x"),
    # the bench and the tools: paths and numbers
    ("-m", "ninjas.bench", "--packaged", "{tmp}/pipe"),
    ("-m", "ninjas.bench", "--packaged", "{tmp}/" + LONG_NAME),
    ("-m", "ninjas.bench", "--packaged", DEEP),
    ("-m", "ninjas.bench", "--game", "chess"),
    ("-m", "ninjas.bench", "--size", "12x4"),
    ("-m", "ninjas.bench", "--size", "wide"),
    ("-m", "tools.make_assets", "--out", "{tmp}/pipe"),
    ("-m", "tools.make_assets", "--out", "{tmp}/" + LONG_NAME),
    ("-m", "tools.package_test", "--dist", "{tmp}/pipe"),
    ("-m", "tools.package_test", "--frames", "-1"),
    ("-m", "tools.soak", "--games", "-1"),
    ("-m", "tools.soak", "--jobs", "0"),
    ("-m", "scenes.bench_frames", "--level", "wizard"),
    ("-m", "scenes.bench_frames", "--size", "1920x"),
    ("-m", "scenes.bench_idle", "--size", "99999x99999"),
    ("-m", "scenes.bench_idle", "--seconds", "nan"),
    ("-m", "scenes.bench_idle", "--settle", "-1"),
    ("-m", "ninjas.bench", "--quick", "--smoke"),
    ("-m", "scenes.bench_replay", "--size", "1920x"),
    ("-m", "scenes.bench_replay", "--seed", "-1"),
    # the picture tools: their output paths and sizes (they made folders with
    # mkdir(parents=True): RecursionError 2,000 folders deep, FileExistsError on a file,
    # and a named pipe or a picture 99999 pixels wide hung)
    ("-m", "tools.screens", DEEP),
    ("-m", "tools.screens", "{tmp}/pipe"),
    ("-m", "tools.screens", "{tmp}/" + LONG_NAME),
    ("-m", "tools.screens", "{tmp}/out", "--size", "99999x99999"),
    ("-m", "tools.shinobi_screens", DEEP),
    ("-m", "tools.shinobi_screens", "{tmp}/pipe/x"),
    ("-m", "tools.shinobi_screens", "{tmp}/out", "--size", "0x0"),
    ("-m", "tools.shinobi_screens", "{tmp}/out", "--seed", "-1"),
    ("-m", "tools.phones_screenshot", "--out", "{tmp}/pipe"),
    ("-m", "tools.phones_screenshot", "--out", DEEP + ".png"),
    ("-m", "tools.phones_screenshot", "--out", "{tmp}/pipe/x.png"),
    ("-m", "tools.phones_screenshot", "--out", "{tmp}/" + LONG_NAME + ".png"),
    ("-m", "tools.phones_screenshot", "--size", "99999x99999"),
    ("-m", "tools.phones_screenshot", "--linked", "-1"),
]


@pytest.mark.parametrize("args", BAD_COMMAND_LINES, ids=lambda a: " ".join(a)[:60])
def test_a_bad_flag_is_a_usage_error_never_a_traceback(tmp_path, args):
    os.mkfifo(tmp_path / "pipe")
    result = usage_error(*args, tmp=tmp_path)
    assert result.returncode == 2, result.stderr[-2000:]
    assert "Traceback" not in result.stderr and "error:" in result.stderr
    assert len(result.stderr) < 3000, "the message quotes a long path whole"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]


def test_the_arena_accepts_what_the_setup_offers():
    report = run_json(
        "ninjas.arena",
        "--game",
        "dojo",
        "--option",
        "board=island",
        "--option",
        "jokers=true",
        "--agents",
        "random,random",
        "--games",
        "1",
        "--jobs",
        "8",
    )
    assert report["options"] == {"board": "island", "jokers": True}


def test_arena_tells_its_progress_game_by_game():
    """--progress: one JSON line on stderr per game; the report is unchanged."""
    args = ["ninjas.arena", "--game", "taisen", "--agents", "random,random", "--games", "3"]
    quiet = run_json(*args, "--seed", "5")
    out = subprocess.run(
        [sys.executable, "-m", *args, "--seed", "5", "--progress"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    lines = [json.loads(line) for line in out.stderr.splitlines()]
    assert [line["done"] for line in lines] == [1, 2, 3]
    assert lines[-1]["wins"] == quiet["wins"] and lines[-1]["draws"] == quiet["draws"]
    assert json.loads(out.stdout)["wins"] == quiet["wins"]
