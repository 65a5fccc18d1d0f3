"""The tie-break's line under the winner calls named people by their names (newcomer K,
s11, nc-K/195: 'Level with Red ninja on points: Blue ninja wins the tie-break' under
'Kenji (Blue ninja) wins!', the people called Aiko and Kenji)."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.registry import seat_name

from .test_results_native import humans_finished, show


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tie_broken_names_the_people_not_their_seats(app: Any, lang: str) -> None:
    app.tr = Translator(lang)
    session = humans_finished("shinobi", {"players": 4, "mode": "grandmaster"}, 4)
    session.seats = [Seat(name=name) for name in ("Aiko", "Kenji", "Léa", "Théo")]
    state = session.state
    state._final, state._winners = [120, 60, 120, 100], [0]
    state.corruption_total = [8, 30, 9, 21]
    _, who, _ = show(app, session).banner()
    assert who == app.tr("shinobi.results.tie_won", name="Aiko", others="Léa")
    assert seat_name(app, "shinobi", 2) not in who
    session.seats[2] = Seat("ai", "easy")  # a computer keeps its seat's name
    _, who, _ = show(app, session).banner()
    assert who == app.tr(
        "shinobi.results.tie_won", name="Aiko", others=seat_name(app, "shinobi", 2)
    )
