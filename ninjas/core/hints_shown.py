"""The hints a table showed, kept with the game for the seat they were shown to (issue
33: a table's hint searches under a 1 s wall-clock deadline, ninjas.ai.deadline, and the
review searches afresh with its full budget, so on a busy machine the two could differ
and a move played on the hint's word be called costly). The review of a seat reads its
own hints only (ninjas.review_hints) and takes a move that a hint showed there as the
computer's own.

    {seat: {index: [[action shown, the plan's next actions...], ...]}}

`index` is the number of actions played when the hint was shown (the position it was
for); each entry is one hint shown there, its action first and, where the hint is a plan
(a Dojo move's steps, a summoning's dice), the rest of the plan as shown then. A save
keeps them in its sealed part (ninjas.core.saves.SaveGame.hints), so they are never in
plain text, never in a History list, and replaying a game never reads them: the actions
and the seed alone replay it. Saves and records from before have none.
"""

from __future__ import annotations

import logging
from typing import Any

log = logging.getLogger(__name__)

HintsShown = dict[int, dict[int, list[list[str]]]]
"""seat -> actions played -> the hints shown there (each the texts of its actions)."""

KEPT_AT_ONE = 4
"""Hints kept for one position at most (asked again after an undo, a deadline may give
another): a save stays small whatever a player does."""
PLAN_KEPT = 24
"""A plan's actions kept at most (a Dojo summoning of five dice and a walk of a few
steps are far fewer)."""
MAX_TEXT = 200
"""The longest action text kept (the games' longest are under 60 characters)."""


def note(hints: HintsShown, seat: int, index: int, shown: list[str]) -> bool:
    """Keep that the hint `shown` (its action, then its plan's rest) was shown to `seat`
    after `index` actions; True if it was new there."""
    texts = [str(text)[:MAX_TEXT] for text in shown[:PLAN_KEPT]]
    if not texts:
        return False
    at = hints.setdefault(int(seat), {}).setdefault(int(index), [])
    if texts in at:
        return False
    if len(at) >= KEPT_AT_ONE:
        at.pop(0)
    at.append(texts)
    return True


def trim(hints: HintsShown, count: int) -> None:
    """Forget the hints shown after more than `count` actions (an undo back to `count`:
    the game may go another way from there; the position at `count` is the same)."""
    for seat in list(hints):
        kept = {index: shown for index, shown in hints[seat].items() if index <= count}
        if kept:
            hints[seat] = kept
        else:
            del hints[seat]


def copy(hints: HintsShown) -> HintsShown:
    return {
        seat: {index: [list(s) for s in shown] for index, shown in at.items()}
        for seat, at in hints.items()
    }


def of_seat(hints: HintsShown, seat: int) -> dict[int, list[list[str]]]:
    """The hints shown to `seat` alone (a copy): what its review may read."""
    return copy({seat: hints.get(seat, {})}).get(seat, {})


def to_value(hints: HintsShown) -> list[list[Any]]:
    """As JSON: [[seat, index, [[texts...], ...]], ...], in order."""
    return [
        [seat, index, [list(s) for s in hints[seat][index]]]
        for seat in sorted(hints)
        for index in sorted(hints[seat])
    ]


def from_value(raw: Any, seats: int | None = None, actions: int | None = None) -> HintsShown:
    """The hints of a save's sealed `hints` (to_value's form). A malformed entry, or one
    for a seat or a position the game does not have, is left out and logged: the hints
    only help the review, and the game loads whatever they hold."""
    hints: HintsShown = {}
    if raw is None:
        return hints
    if not isinstance(raw, list):
        log.warning("a save's hints are not a list: left out")
        return hints
    dropped = 0
    for entry in raw:
        if not _sound(entry, seats, actions):
            dropped += 1
            continue
        seat, index, shown = entry
        for texts in shown:
            note(hints, seat, index, texts)
    if dropped:
        log.warning("%d of a save's hints left out: not sound", dropped)
    return hints


def _sound(entry: Any, seats: int | None, actions: int | None) -> bool:
    if not isinstance(entry, list) or len(entry) != 3:
        return False
    seat, index, shown = entry
    return (
        type(seat) is int
        and type(index) is int
        and 0 <= seat < (seats if seats else 16)
        and 0 <= index <= (actions if actions is not None else index)
        and isinstance(shown, list)
        and all(
            isinstance(texts, list) and texts and all(isinstance(t, str) for t in texts)
            for texts in shown
        )
    )
