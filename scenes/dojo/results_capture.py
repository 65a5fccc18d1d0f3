"""The Dojo's results after a Dojo was taken: each clan's card ends on the capture,
not on its land (newcomer M, s11, nc-M/130_07: under 'Defeat', after the computer took
her Dojo, her card's big gold line read 'Land 2' and the winner's 'Land 1', as if she
had won; a Dojo taken wins whatever the land, RULINGS.md, Dojo: Win). The land lines
stay, as facts; the totals kept in the History do not change."""

from __future__ import annotations

from typing import Any


def capture_words(app: Any, session: Any, seat: int) -> str | None:
    """The line that ends `seat`'s card when the game ended by a Dojo taken ('Took the
    Blue clan's Dojo' for the taker, 'Dojo taken by the Orange clan' for the other), or
    None (another game, another ending)."""
    state = getattr(session, "state", None)
    if getattr(session, "game", None) != "dojo" or getattr(state, "end_reason", "") != "dojo":
        return None
    tr = app.tr
    other = str(tr(f"seat.dojo.{1 - seat}"))
    key = "dojo.results.took_dojo" if state.winner == seat else "dojo.results.lost_dojo"
    return str(tr(key, other=other))
