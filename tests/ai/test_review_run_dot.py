"""E2's finding (s10, the review screen): when the seat's next decision follows straight
on from a move other than the computer's, the row said 'you N%' from that move's own
playouts while the graph's next dot (the next decision's chance before) was a second
estimate of the same position, and the two differed. The move made is now worth the
next decision's chance, as the computer's own move is there (ninjas.review.anchored),
and the computer's lies the same paired difference above it: the verdict is unchanged
(where that would pass 100% or 0%, both keep their own figures)."""

from __future__ import annotations

from pathlib import Path

from ninjas import review as rv
from tests.ai.test_review_pace import SMALL, arena_record


def test_the_dot_after_a_move_other_than_the_computers_is_the_rows_you(
    tmp_path: Path,
) -> None:
    record = arena_record("taisen", tmp_path, ["easy", "random"], 3)
    runs = [run for run in rv.runs_of(list(rv.decisions(record, 0))) if len(run) > 1]
    checked = 0
    for run in runs:
        items = rv.review_run(run, SMALL)
        for at, (item, after) in enumerate(zip(items, items[1:], strict=False)):
            if item.move == item.computer:
                continue
            alone = rv.review_decision(run[at], SMALL)  # its own playouts, as before
            assert item.margin == alone.margin and item.as_good == alone.as_good
            assert abs(item.loss - alone.loss) < 1e-3  # the same paired difference
            if 0.0 <= after.before + alone.after_computer - alone.after_move <= 1.0:
                assert item.after_move == after.before  # the row's 'you' is the next dot
                checked += 1
            else:  # (past 100% or 0%: the moves' own figures)
                assert (item.after_computer, item.after_move) == (
                    alone.after_computer,
                    alone.after_move,
                )
    assert checked


def test_anchored_keeps_the_difference_within_the_scale() -> None:
    assert rv.anchored(0.6, 0.4, 0.5) == (0.7, 0.5)
    assert rv.anchored(0.4, 0.6, 0.5) == (0.3, 0.5)
    assert rv.anchored(0.9, 0.2, 0.5) == (0.9, 0.2)  # (1.2: their own)
    assert rv.anchored(0.1, 0.6, 0.3) == (0.1, 0.6)
