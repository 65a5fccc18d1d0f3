"""Issue 34, section 3: the computer's review of a seat's moves (ninjas.review), kept
with its record (ninjas.core.review_store). Records come from seeded arena games; the
budgets are small, to keep the tests quick (the figures, not the strength, are tested)."""

from __future__ import annotations

import dataclasses
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.arena import run_arena
from ninjas.core import review_store
from ninjas.core.history import read_record
from ninjas.shinobi import ai as shinobi_ai

pytestmark = pytest.mark.usefixtures("own_data_dir")

ROOT = Path(__file__).resolve().parents[2]
SMALL = rv.Budget(samples=1, playout="random", chooser="normal")
RECORDED = {
    "taisen": ({}, 5),
    "shinobi": ({"players": 2}, 1),
    "night": ({"players": 3}, 2),
    "dojo": ({}, 3),
}
"""A game per title, its options and its seed: an arena game of easy against random
(Night for three: with two, every token is face up)."""


@pytest.fixture(autouse=True)
def small_shinobi_search(monkeypatch: pytest.MonkeyPatch) -> None:
    """Shinobi's hard searches 40 iterations here (as tests/shinobi/test_ai.py does)."""
    small = shinobi_ai.Preset(iterations=40, max_rollout=4, exploration=0.7)
    presets = {
        name: small if isinstance(preset, shinobi_ai.Preset) else preset
        for name, preset in shinobi_ai.PRESETS.items()
    }
    monkeypatch.setattr(shinobi_ai, "PRESETS", presets)


def recorded(game: str, folder: Path) -> Path:
    options, seed = RECORDED[game]
    agents = ["easy"] + ["random"] * (int(options.get("players", 2)) - 1)
    run_arena(game, agents, 1, seed=seed, options=dict(options), record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return path


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ninjas.review", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=600,
    )


@pytest.mark.parametrize("game", sorted(RECORDED))
def test_the_review_of_a_record_gives_the_same_figures_each_run(tmp_path: Path, game: str) -> None:
    """In this process and in another (another hash seed), by the command."""
    path = recorded(game, tmp_path / "records")
    record = read_record(path)
    first = rv.review_record(record, 0, SMALL).to_json()
    assert first["decisions"], "the seat made decisions"
    budget = ["--samples", "1", "--playout", "random", "--chooser", "normal", "--spice", "0"]
    done = cli(str(path), "--seat", "0", "--json", "--fresh", *budget)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == first


def test_a_pinned_taisen_review(tmp_path: Path) -> None:
    """Taisen's record at seed 5 (easy against random), reviewed for seat 0."""
    review = rv.review_record(read_record(recorded("taisen", tmp_path)), 0, SMALL)
    figures = review.figures()
    assert (figures["decisions"], figures["as_good"]) == PINNED_TAISEN[:2]
    assert figures["mean_loss"] == PINNED_TAISEN[2]


PINNED_TAISEN = (19, 15, 0.2105)


def test_forced_moves_are_not_decisions(tmp_path: Path) -> None:
    record = read_record(recorded("dojo", tmp_path))
    found = list(rv.decisions(record, 1))
    assert found and all(len(d.state.legal_actions()) > 1 for d in found)
    assert all(d.state.current_player == 1 for d in found)
    forced = len(record.save.actions) - len(list(rv.decisions(record, 0))) - len(found)
    assert forced > 0


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo"])
def test_no_item_names_what_its_seat_could_not_know(tmp_path: Path, game: str) -> None:
    """As the AI's never-peeks tests do: the same decisions in positions whose hidden
    parts (other hands, the deck, unrevealed plans, unseen tokens) are dealt otherwise
    give the same items, the hard computer choosing."""
    record = read_record(recorded(game, tmp_path))
    budget = rv.Budget(samples=2, playout="random", chooser="hard")
    checked = differs = 0
    for decision in rv.decisions(record, 0):
        if checked == 6:
            break
        seat = decision.seat
        other = decision.state.determinize(seat, random.Random(99 + checked))
        assert other.view(seat) == decision.state.view(seat)
        differs += _hidden(other) != _hidden(decision.state)
        run = decision.run
        if run is not None:  # the position where the hint's plan began, dealt otherwise too
            run = dataclasses.replace(run, state=run.state.determinize(seat, random.Random(7)))
        twin = dataclasses.replace(
            decision, state=other, run=run, game_key=f"twin {decision.game_key}"
        )
        assert rv.review_decision(twin, budget) == rv.review_decision(decision, budget)
        checked += 1
    assert checked == 6 and differs >= 3, "the positions must differ in hidden parts"


def _hidden(state: object) -> object:
    parts = ("hands", "deck", "decks", "plans", "kinds", "drawn")
    return [repr(getattr(state, name, None)) for name in parts]


def test_a_night_throw_gives_its_string_distance_and_error(tmp_path: Path) -> None:
    review = rv.review_record(read_record(recorded("night", tmp_path)), 0, SMALL)
    throws = [item for item in review.items if item.throw is not None]
    assert throws
    for item in throws:
        throw = item.throw
        assert throw is not None
        assert throw.string == ("moving" if item.move.startswith("move") else "fighting")
        assert throw.error == round(throw.length - throw.distance, 1)
        assert throw.distance > 0
    assert review.figures()["throws"] == len(throws)
    others = [item for item in review.items if item.throw is None]
    assert all(not item.move.startswith(("move", "attack")) for item in others)


def test_the_command_prints_one_item_per_decision_and_the_figures(tmp_path: Path) -> None:
    path = recorded("taisen", tmp_path)
    budget = ["--samples", "1", "--playout", "random", "--chooser", "normal", "--spice", "0"]
    done = cli(str(path), "--seat", "1", "--json", *budget)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert set(out) == {"game", "seat", "budget", "decisions", "outcome", "turns", "figures"}
    assert out["game"] == "taisen" and out["seat"] == 1
    keys = {"index", "move", "computer", "before", "after_computer", "after_move", "loss"}
    for item in out["decisions"]:
        assert keys | {"as_good", "margin", "turn"} == set(item)
        assert all(0.0 <= item[k] <= 1.0 for k in ("before", "after_computer", "after_move"))
        # the chance before is the position's, played well: never below a move's after it
        assert item["before"] == max(item["after_computer"], item["after_move"])
        assert item["loss"] == round(item["before"] - item["after_move"], 4)
    figures = out["figures"]
    assert figures["decisions"] == len(out["decisions"])
    assert {"as_good", "mean_loss", "total_loss", "worst"} <= set(figures)
    assert len(figures["worst"]) <= 3
    indexes = [item["index"] for item in out["decisions"]]
    assert indexes == sorted(set(indexes))


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],
        lambda text: text.replace(
            '"ninjas-record", "version": 2', '"ninjas-record", "version": 99', 1
        ),
        lambda text: "not json at all",
        lambda text: text.replace('"date": "', '"date": "1', 1),
    ],
)
def test_a_damaged_record_is_a_clear_error(tmp_path: Path, damage) -> None:  # type: ignore[no-untyped-def]
    path = recorded("taisen", tmp_path)
    path.write_text(damage(path.read_text()))
    done = cli(str(path), "--seat", "0", "--json", "--samples", "1")
    assert done.returncode == 2
    assert "cannot be reviewed" in done.stderr and "Traceback" not in done.stderr
    assert done.stdout == ""


def test_a_missing_record_or_seat_is_a_clear_error(tmp_path: Path) -> None:
    path = recorded("taisen", tmp_path)
    for args in ([str(tmp_path / "none.json"), "--seat", "0"], [str(path), "--seat", "2"]):
        done = cli(*args, "--json", "--samples", "1")
        assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr


def test_a_review_is_worked_out_once_and_kept_with_its_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = recorded("taisen", tmp_path)
    worked: list[int] = []
    real = rv.review_record

    def counting(*args, **kwargs):  # type: ignore[no-untyped-def]
        worked.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(rv, "review_record", counting)
    first = rv.review_file(path, 0, SMALL)
    assert len(worked) == 1
    (kept,) = (path.parent / review_store.REVIEWS_FOLDER).glob("*.json")
    assert rv.review_file(path, 0, SMALL) == first and len(worked) == 1  # a hit
    rv.review_file(path, 1, SMALL)
    assert len(worked) == 2  # another seat: a miss
    assert rv.review_file(path, 0, rv.Budget(2, "random", "normal")) is not None
    assert len(worked) == 3  # another budget: a miss
    rv.review_file(path, 0, SMALL)
    assert len(worked) == 4  # (the other budget's replaced it)
    kept.write_text(kept.read_text()[:40])  # damaged: worked out again, and rewritten
    assert rv.review_file(path, 0, SMALL) == first and len(worked) == 5
    assert rv.review_file(path, 0, SMALL) == first and len(worked) == 5
    assert json.loads(kept.read_text())["format"] == "ninjas-review"


def test_a_review_kept_for_other_bytes_is_not_used(tmp_path: Path) -> None:
    path = recorded("taisen", tmp_path)
    review = rv.review_file(path, 0, SMALL)
    assert rv.kept(path, 0, SMALL) == review
    path.write_text(path.read_text() + "\n")  # the same record, other bytes
    assert rv.kept(path, 0, SMALL) is None


def test_reviews_of_records_gone_are_removed(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    path = recorded("taisen", folder)
    rv.review_file(path, 0, SMALL)
    other = folder / "record-gone.json"
    other.write_text(path.read_text() + "\n")  # (other bytes: another review's name)
    rv.review_file(other, 1, SMALL)
    assert len(list((folder / review_store.REVIEWS_FOLDER).glob("*.json"))) == 2
    other.unlink()
    rv.review_file(path, 1, SMALL)  # keeping one prunes the folder
    names = sorted(p.name for p in (folder / review_store.REVIEWS_FOLDER).glob("*.json"))
    kept = [json.loads((folder / "reviews" / name).read_text()) for name in names]
    assert [raw["name"] for raw in kept] == [path.name, path.name]
