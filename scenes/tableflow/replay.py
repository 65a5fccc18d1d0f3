"""A game's events so far, replayed from its session's seed and actions: a loaded or
undone game's log is told again from them, and "since your last turn" reads them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any


def replayed_events(
    session: Any, opening: Callable[[Any], Iterable[Any]] | None = None
) -> Iterator[Any]:
    """The events of `session`'s game so far; `opening(state)` gives the events told
    before the first action, where a game has some."""
    from ninjas.games import get_rules

    state = get_rules(session.game).new_game(seed=session.seed, options=session.options)
    if opening is not None:
        yield from opening(state)
    for action in session.actions:
        yield from state.apply(action)
