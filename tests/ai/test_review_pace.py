"""Issue 33 (newcomer L, a 3-player Shinobi Grand Master game: 'too slow'): one seat's
review took about 225 s of one core, nearly all of it in playouts. Now a move other
than the computer's is played out until its verdict is settled, not always on the whole
budget (ninjas.review_playout.compared); the computer's own move played just before the
seat's next decision is worth that decision's chance, with no playout of its own
(ninjas.review.review_run); and the end of a turn that comes right after a decision is
that move's chance, not played out again (turns_known). Counted in playouts here, never
timed (python -m ninjas.bench_review measures the time)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas import review_playout
from ninjas.core.history import Record, read_record
from tests.ai.test_review_sure import BUDGET, decision, empty_dojo, quiet

SMALL = rv.Budget(samples=4, playout="random", chooser="normal")


def playouts_counted(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many playouts are played from now on (one count)."""
    count = [0]
    real = review_playout._play_out

    def counted(*args: Any, **kwargs: Any) -> float:
        count[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(review_playout, "_play_out", counted)
    monkeypatch.setattr(rv, "_play_out", counted)
    return count


def test_a_clear_blunder_stops_early_with_the_first_worlds_figures(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Leaving the Dojo empty (test_review_sure's blunder) reads as costly after a few
    worlds: the rest of the 112 are not played, and the worlds played are the first of
    the whole budget's, with the same outcomes."""
    blunder = "step -4,1 -3,0 1"
    count = playouts_counted(monkeypatch)
    lists: list[tuple[list[float], list[float]]] = []
    real = review_playout._margin

    def kept(computer: list[float], made: list[float], spread: float = 1.5) -> float:
        lists.append((list(computer), list(made)))
        return real(computer, made, spread)

    monkeypatch.setattr(rv, "_margin", kept)
    item = rv.review_decision(decision(empty_dojo(), blunder), BUDGET)
    assert not item.as_good and item.loss >= 0.5
    assert count[0] < 2 * BUDGET.most  # (before: both moves on all 112 worlds)
    monkeypatch.setattr(review_playout, "SETTLED", math.inf)  # never settled: all 112
    count[0] = 0
    whole = rv.review_decision(decision(empty_dojo(), blunder), BUDGET)
    assert count[0] == 2 * BUDGET.most and not whole.as_good
    assert item.computer == whole.computer
    (early_c, early_m), (full_c, full_m) = lists
    assert review_playout.LOOK <= len(early_c) < len(full_c)
    assert (early_c, early_m) == (full_c[: len(early_c)], full_m[: len(early_m)])


def test_a_close_call_is_not_named_costly_on_its_first_worlds(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two steps into a quiet corner, 71% and 57% on 28 worlds, 63% and 62% on 112:
    never settled as costly early; as good, as on all 112, once the loss's bound lies
    under the margin 112 would state (ninjas.review_playout._as_good_settled: after 56
    worlds, the move made ahead)."""
    theirs, made = "step 1,-3 1,-2 1", "step 0,-2 0,-3 1"
    monkeypatch.setattr(rv, "computer_move", lambda decision, level="hard": theirs)
    count = playouts_counted(monkeypatch)
    item = rv.review_decision(decision(quiet(), made), BUDGET)
    assert item.as_good and 2 * BUDGET.samples < count[0] < 2 * BUDGET.most


def arena_record(game: str, folder: Path, agents: list[str], seed: int) -> Record:
    from ninjas.arena import run_arena

    run_arena(game, agents, 1, seed=seed, record=folder)
    (path,) = sorted(folder.glob("*.json"))
    return read_record(path)


def test_the_computers_move_before_the_next_decision_plays_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In a run of decisions one after the other, a move the computer would have played
    too is worth the next decision's chance before: no world is dealt for it."""
    record = arena_record("taisen", tmp_path, ["easy", "random"], 3)
    found = list(rv.decisions(record, 0))
    runs = [run for run in rv.runs_of(found) if len(run) > 1]
    assert runs and all(len(run) <= rv.RUN_LONGEST for run in runs)
    for run in runs:
        for earlier, later in zip(run, run[1:], strict=False):
            assert later.index == rv.after_index(earlier)
    count = playouts_counted(monkeypatch)
    checked = 0
    for run in runs:
        items = rv.review_run(run, SMALL)
        assert [item.index for item in items] == [d.index for d in run]
        for item, after in zip(items, items[1:], strict=False):
            if item.move == item.computer:
                assert item.before == item.after_move == after.before
                count[0] = 0
                alone = rv.review_decision(run[items.index(item)], SMALL, after.before)
                assert alone == item and count[0] == 0  # nothing played for it
                checked += 1
        last = rv.review_decision(run[-1], SMALL)
        assert items[-1] == last  # the last of a run is worked out as before
    assert checked


def test_a_turns_end_right_after_a_decision_is_not_played_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = arena_record("taisen", tmp_path, ["easy", "random"], 3)
    ends = rv.turn_ends(record, 0)
    played: list[int] = []
    real = rv.review_turn

    def counted(end: rv.TurnEnd, budget: rv.Budget = SMALL) -> rv.Turn:
        played.append(end.end)
        return real(end, budget)

    monkeypatch.setattr(rv, "review_turn", counted)
    review = rv.review_record(record, 0, SMALL)
    after = {rv.after_index(item): item for item in review.items}
    assert [turn.end for turn in review.turns] == [end.end for end in ends]
    assert played == [end.end for end in ends if end.end not in after]
    assert len(played) < len(ends)  # (before: every end played out on its own)
    for turn in review.turns:
        if turn.end in after:
            assert turn.after == after[turn.end].after_move
