"""Victory and Defeat told apart by the ribbon, not its word alone (newcomer N, s12:
'"Victoire !" and "Defeat" use the same red banner', 028.png against t11z.png): a lone
person's victory on gold, a defeat on the night's slate, a winner named among several
people in the winner's own colour (newcomer B, s14, 130: 'Kiku wins!' on the house
vermilion, Kiku the yellow seat)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.results import ResultsScene
from scenes.results_title import ribbon_look

from .test_results_no_names import finished


def ribbon_fill(app: App, results: ResultsScene) -> tuple[int, int, int]:
    app.push(results)
    results.time = 5.0  # the headline grown
    app.draw()
    ribbon = results.layout_now.ribbon if results.layout_now else None
    assert ribbon is not None
    inside = (ribbon.left + theme.px(10), ribbon.centery)  # in the fill, clear of the words
    return tuple(app.canvas.get_at(inside))[:3]  # type: ignore[return-value]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_victory_defeat_and_a_named_winner_wear_three_ribbons(
    sized_app: Callable[[tuple[int, int]], App], lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    lone = finished([Seat("human", name="Noé"), Seat("ai", "easy")])
    results = ResultsScene(app, lone, [])
    won = results.lone_result()
    assert won is not None
    seen = {won: ribbon_fill(app, results)}
    app.pop()
    # the same game seen by the other seat's person: the other result
    swapped = finished([Seat("ai", "easy"), Seat("human", name="Noé")])
    other = ResultsScene(app, swapped, [])
    assert other.lone_result() is (not won)
    seen[not won] = ribbon_fill(app, other)
    app.pop()
    named = ResultsScene(app, finished([Seat("human", name="Noé"), Seat("human")]), [])
    assert named.lone_result() is None
    fills = {True: ribbon_look(True)[1], False: ribbon_look(False)[1], None: ribbon_look(None)[1]}
    assert seen[True] == fills[True] and seen[False] == fills[False]
    assert named.winner is not None
    assert ribbon_fill(app, named) == named.seat_colour(named.winner)  # before: vermilion
    assert len(set(fills.values())) == 3
