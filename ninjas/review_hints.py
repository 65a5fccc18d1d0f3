"""The hints a seat was shown, in its review (issue 33): a move that a hint shown at
that decision named is the computer's own, "as the computer would", whatever the
review's own search finds there. The table's hint searches under a wall-clock deadline
(ninjas.ai.deadline) and the review with its whole budget, so on a busy machine the two
may differ; a person who followed the hint is never told their move was costly for it.

The hints are the seat's own (ninjas.core.hints_shown, kept sealed in the record's
save): `seat_hints` reads those of the seat reviewed alone, and only at the decision's
own positions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ninjas.core.hints_shown import of_seat

AtDecision = tuple[tuple[int, tuple[tuple[str, ...], ...]], ...]
"""The hints shown at a decision's positions: (actions played, the hints shown there)."""


def seat_hints(save: Any, seat: int) -> dict[int, list[list[str]]]:
    """The hints the record's save kept for `seat`, and no other seat's."""
    return of_seat(getattr(save, "hints", None) or {}, seat)


def at_decision(hints: Mapping[int, list[list[str]]], index: int, count: int) -> AtDecision:
    """The hints shown at the positions of a decision of `count` actions from `index`
    (a summoning's dice are one decision: a hint may have been asked after the first)."""
    return tuple(
        (at, tuple(tuple(shown) for shown in hints[at]))
        for at in range(index, index + count)
        if at in hints
    )


def followed(moves: Sequence[str], index: int, hints: AtDecision, prefix: str | None) -> bool:
    """The decision's move (its actions `moves`, as the game writes them, from action
    `index` on) is one a hint shown then named: its first action the hint's, or, for a
    GROUPED decision (`prefix`: a summoning's dice), the actions still to play when a
    hint was shown the same as the hint plan's run of them, in any order (the order of
    the dice is no choice: ninjas.review.computer_move)."""
    for at, shown in hints:
        offset = at - index
        if not 0 <= offset < len(moves):
            continue
        remaining = sorted(moves[offset:])
        for plan in shown:
            if prefix is None or not moves[0].startswith(prefix):
                if offset == 0 and list(plan[:1]) == list(moves[:1]):
                    return True
                continue
            run = []
            for text in plan:
                if not text.startswith(prefix):
                    break
                run.append(text)
            if sorted(run) == remaining:
                return True
    return False
