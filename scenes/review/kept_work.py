"""Each person's review, finished or part worked out, kept for the session (issue 33,
newcomer L, s236-s238: 'Next player' and back, or Esc then 'Review my moves' again,
started Kai's review again from '0 of 65' after 3.5 minutes of work). A review's work
is kept in memory with the app, keyed by the game played, the seat and the budget; the
next job for them goes on from it (scenes/review/job.py), and from the copy kept on disk
beside the record (work_store.py) in a new run of the app. Not by the record's file: a
finished game loaded from its autosave writes its record anew under another name, and
newcomer A (s22, Shinobi GM FR) left her review at 13 of 58 ('Échap : arrêter (travail
gardé)'), came back by Load and by History, and it started again from 2 of 58."""

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
    """The game as saved (whatever file holds it: `path` is not part of it), the seat
    and the budget."""
    del path  # (the same game in two files is one review)
    save = record.save  # (its JSON is sealed anew each time: not a key)
    played = json.dumps([save.game, save.seed, save.options, save.seats, save.actions])
    game = hashlib.sha1(played.encode()).hexdigest()
    return ("", game, seat, budget.key())
