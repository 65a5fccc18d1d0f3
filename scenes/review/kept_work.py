"""Each person's review, finished or part worked out, kept for the session (issue 33,
newcomer L, s236-s238: 'Next player' and back, or Esc then 'Review my moves' again,
started Kai's review again from '0 of 65' after 3.5 minutes of work). A review's work
is kept in memory with the app, keyed by the record, the seat and the budget; the
next job for them goes on from it (scenes/review/job.py)."""

from __future__ import annotations

import hashlib
import json
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ninjas import review as rv
from ninjas.core.history import Record


@dataclass
class Work:
    """What a review found so far: the decisions (in the game's order) and the turns'
    ends played out on their own (the next job sends the others), and the review once
    done."""

    items: list[rv.Item] = field(default_factory=list)
    turns: list[rv.Turn] = field(default_factory=list)
    review: rv.Review | None = None


Store = dict[tuple[str, str, int, str], Work]

_BY_APP: weakref.WeakKeyDictionary[Any, Store] = weakref.WeakKeyDictionary()


def of(app: Any) -> Store:
    """The reviews' work of this run of the app (a new app starts with none)."""
    return _BY_APP.setdefault(app, {})


def key(
    record: Record, path: Path | None, seat: int, budget: rv.Budget
) -> tuple[str, str, int, str]:
    """The record (its file, and its game as saved), the seat and the budget."""
    save = record.save  # (its JSON is sealed anew each time: not a key)
    played = json.dumps([save.game, save.seed, save.options, save.seats, save.actions])
    game = hashlib.sha1(played.encode()).hexdigest()
    return (str(path) if path is not None else "", game, seat, budget.key())
