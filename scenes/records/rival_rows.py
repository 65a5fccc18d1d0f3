"""The head-to-head's rows: the people met, then each computer met by its name and
level, 'Kiku (Hard)' (newcomer I, s16, nc-I 108: 'the computer player should appear in
Head to head too; it's odd that my rival of the evening is only under Against each
computer'). A computer's row counts the games it sat in with the person (the computers'
box counts levels); one computer's name at one level met in several games is one row."""

from __future__ import annotations

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import PersonRecords, Tally

from ..registry import SEAT_KEYS
from . import charts


def computer_rows(tr: Translator, person: PersonRecords) -> list[tuple[str, Tally]]:
    """Each computer met, 'Kiku (Hard)', the most often met first."""
    merged: dict[str, Tally] = {}
    for (game, seat, level), tally in sorted(person.computer_versus.items()):
        keys = SEAT_KEYS.get(game, ())
        name = tr(keys[seat]) if 0 <= seat < len(keys) else tr("seat.generic", number=seat + 1)
        label = str(tr("records.versus.computer", name=name, level=tr(f"setup.level.{level}")))
        into = merged.setdefault(label, Tally())
        into.played += tally.played
        into.won += tally.won
        into.lost += tally.lost
        into.drawn += tally.drawn
        into.given_up += tally.given_up
    return sorted(merged.items(), key=lambda item: (-item[1].played, item[0].casefold()))


def rows(tr: Translator, person: PersonRecords) -> list[tuple[str, Tally]]:
    """The people met, then the computers met."""
    return charts.rivals(person) + computer_rows(tr, person)
