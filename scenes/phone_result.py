"""The end of a game on a phone (issue 33 section 3): who won, from this seat's side
("You won!", "Midori wins!"), how the game ended, and every seat's total with the
lines that make it, as the laptop's results screen says them.

Built from the game's `score_breakdown(state)` (ninjas.core.breakdown), which holds
only what every player may know once the game is over; it is sent only then, so
nothing hidden reaches a phone while the game goes on."""

from __future__ import annotations

import logging
from typing import Any

from ninjas.core.breakdown import Breakdown, winners_of
from ninjas.games import score_breakdown

from .results_ending import ending_text

log = logging.getLogger(__name__)


def _hex(colour: Any) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def headline(tr: Any, winners: list[int], seat: int, name: Any) -> str:
    """The result said to `seat`: its own victory or defeat in the second person, a
    shared one, another's victory by name, or a draw. `name(s)`: a seat's name."""
    if not winners:
        return str(tr("results.draw"))
    if seat in winners:
        return str(tr("phone.result.won" if len(winners) == 1 else "phone.result.shared"))
    if len(winners) == 1:
        return str(tr("results.wins", name=name(winners[0])))
    return str(tr("results.shared", names=tr.names([name(s) for s in winners])))


def phone_result(table: Any, seat: int) -> dict[str, Any] | None:
    """What `seat`'s phone shows once the game is over (None while it goes on): the
    headline, how it ended, and each seat ranked (winners first, then by total) with
    its name, colour, total and lines. `table` gives `state`, `app`, `seat_name` and
    `seat_colour`."""
    state = table.state
    if not state.is_terminal:
        return None
    tr = table.app.tr
    breakdown: Breakdown | None
    try:
        breakdown = score_breakdown(state)
    except (ImportError, KeyError, AttributeError):  # a game without results lines yet
        log.exception("no score breakdown for the phone")
        breakdown = None
    count = len(table.session.seats)
    if breakdown is not None:
        winners = list(breakdown.winners)
        totals: dict[int, int | None] = {s.seat: s.total for s in breakdown.seats}
        lines = {
            s.seat: [[line.text(tr), line.points] for line in s.lines] for s in breakdown.seats
        }
        ending = ending_text(table.app, table.session, breakdown.ending)  # her name, as the laptop
        total_word = tr(breakdown.total_key)
    else:
        winners = winners_of(list(state.returns()))
        totals, lines, ending, total_word = {}, {}, "", tr("results.total")
    order = sorted(range(count), key=lambda s: (s not in winners, -(totals.get(s) or 0)))
    return {
        "headline": headline(tr, winners, seat, table.seat_name),
        "won": seat in winners,
        "ending": ending,
        "total": total_word,
        "seats": [
            {
                "name": table.seat_name(s),
                "colour": _hex(table.seat_colour(s)),
                "total": totals.get(s),
                "winner": s in winners,
                "you": s == seat,
                "lines": lines.get(s, []),
            }
            for s in order
        ],
    }
