"""The arena and bench command lines print the documented JSON (no timing asserted:
speed is measured by the bench, never by tests)."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_json(*args: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-m", *args], cwd=ROOT, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)


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


def test_bench_prints_the_documented_figures():
    report = run_json("ninjas.bench", "--quick", "--json")
    taisen = report["games"]["taisen"]
    assert taisen["random_playouts_per_s"] > 0
    assert set(taisen["ai_decision_s"]) == {"easy", "normal", "hard"}
    assert {"median", "p99", "max_while_ai_thinks", "max_cpu_while_ai_thinks"} <= set(
        taisen["frame_ms"]
    )
    assert report["startup_s"] > 0
    assert set(report["idle_cpu_share"]) == {"title", "taisen"}
    assert all(0 <= share < 1.5 for share in report["idle_cpu_share"].values())
