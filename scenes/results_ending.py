"""The line under the results' ribbon: how the game ended, in the game's words, its
seat placeholders said with the person's name where the game asks for it (moved out of
scenes/results.py, at the house's 1,000 lines)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ninjas.core.breakdown import Line, Term
from ninjas.core.session import GameSession

from .registry import person_seat_name

if TYPE_CHECKING:
    from .app import App

NAMED_ENDINGS = {"dojo": ("name", "winner", "loser"), "shinobi": ("name",)}
"""Games whose ending line names the person where it names their seat, in the placeholders
given (the subject of its sentence): 'Ada (Orange clan) took the Blue clan's Dojo.' rather
than 'Orange clan took ...' (issue 33, s10: the Dojo's reason named a clan colour only).
The other games' endings are said as their breakdown gives them."""


def ending_text(app: App, session: GameSession, line: Line) -> str:
    """The breakdown's ending `line` in words, its seat placeholders said with the
    person's name where the game asks for it (NAMED_ENDINGS); a computer keeps its
    seat's name."""
    subjects = NAMED_ENDINGS.get(session.game, ())
    seat_key = re.compile(rf"seat\.{re.escape(session.game)}\.(\d+)")

    def named(line: Line) -> Line:
        params: dict[str, object] = {}
        for key, value in line.params.items():
            found = seat_key.fullmatch(value.key) if isinstance(value, Term) else None
            if key in subjects and found is not None:
                params[key] = person_seat_name(app, session, int(found.group(1)))
            else:
                params[key] = named(value) if isinstance(value, Line) else value
        return replace(line, params=params)

    return named(line).text(app.tr) if subjects else line.text(app.tr)
