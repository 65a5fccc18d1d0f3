"""Dojo's replay shows its board at one size from the first step to the last: fitted to
where both Dojos will stand (and the computer's better site, when the review opened the
replay at a Dojo's placement). The table fits its board to every possible Dojo site
while one is still to be placed, then again, larger, once both stand: the replay's
first steps showed the small board and it jumped to the large one at the first turn
(newcomer F, s15, 106).

`FinalFit` is put before the Dojo table class in a replay (watch.watching_class); the
sites come with the session (WatchSession.fit_sites, set by watch.watch_table)."""

from __future__ import annotations

from typing import Any

from ninjas.core.saves import SaveGame
from ninjas.dojo.hexgrid import Hex
from ninjas.games import get_rules

from ..dojo.routes import action_hex

PLACING = 12
"""The Dojos stand within this many of a game's first actions (two placements, and a
roll-off's throws before them)."""

_kept: dict[tuple[Any, ...], tuple[Hex, ...] | None] = {}
"""Each record's final Dojos, by its seed, options and first actions (a few kept)."""


class FinalFit:
    """The table's board fitted to the session's `fit_sites` where it has them."""

    session: Any

    def _fit_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        sites = getattr(self.session, "fit_sites", None)
        if sites:
            return (size, sites)
        return super()._fit_key(size)  # type: ignore[misc, no-any-return]


def final_dojos(save: SaveGame) -> tuple[Hex, ...] | None:
    """Where the record's two Dojos stand once placed (None: the game never placed
    both)."""
    first = tuple(save.actions[:PLACING])
    key = (save.seed, repr(sorted(save.options.items())), first)
    if key not in _kept:
        state = get_rules("dojo").new_game(seed=save.seed, options=dict(save.options))
        try:
            for text in first:
                if None not in state.dojos:
                    break
                state.apply(text)
        except ValueError:  # a record that will not replay: the table's own fit
            pass
        dojos = tuple(state.dojos)
        if len(_kept) > 8:
            _kept.clear()
        _kept[key] = None if None in dojos else tuple((d[0], d[1]) for d in dojos)
    return _kept[key]


def fit_sites(save: SaveGame, extra: str = "") -> tuple[Hex, ...] | None:
    """The hexes the replay's board is fitted to: the final Dojos, and the site of
    `extra` (the review's better move, its text) when it places a Dojo elsewhere."""
    dojos = final_dojos(save)
    if dojos is None:
        return None
    parts = extra.split()
    if len(parts) == 2 and parts[0] == "dojo":
        try:
            site = action_hex(parts[1])
        except (ValueError, TypeError):
            return dojos
        if site not in dojos:
            return (*dojos, site)
    return dojos
