"""The review, the results and the game agree on a throw's reach (issue 33, newcomer T,
s9: the review said 'moving string: 38.7 cm for 40.3 cm (out of reach)' of a throw the
game called a hit). In reach is the rules' reach: some length of the string can land on
the roof, its centre beyond the string or not; such a throw is judged on the eye, in
the review's list and the results' average, its error to the string's end where the
centre lies beyond it (the string can be no longer). Out of reach: no length can land,
a sure miss, left out of the average."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from support.night_line import LINE, line_state

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.night.rules import NightState
from ninjas.night.village import Building, Village
from scenes.app import App
from scenes.night.throw_record import throw_record
from scenes.review.scene import ReviewScene
from scenes.review.throw_words import throw_line

from .replay_records import make_record


def roof_at(left: float) -> NightState:
    """Seat 0 on roof 0 (centre x 5) plans Move; roof 2's left edge at `left` cm."""
    s = line_state([("move", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 3, 3))
    buildings = list(LINE)
    buildings[2] = Building(left, 0, 10, 10, 1)
    s.village = Village("line", 100, buildings, [])
    return s


@pytest.mark.parametrize(
    ("left", "hit", "error"),
    [(40.3, True, -1.3), (48.0, False, None)],  # centre 40.3 cm off: T's; 48 cm: beyond
)
def test_review_results_and_game_agree_on_reach(
    left: float, hit: bool, error: float | None
) -> None:
    s = roof_at(left)
    throw = rv._throw(s, "move 2 38.7")
    assert throw is not None
    (event,) = (e for e in s.apply("move 2 38.7") if e.kind == "throw")
    assert event.data["success"] is hit  # the game's word
    assert throw.within_reach is hit  # fails before for T's throw: out of reach
    assert event.data["reach"] is hit
    (record,) = throw_record([event.data], 3)
    assert record.hits == int(hit) and record.judged == int(hit)  # fails before: not judged
    if error is not None:
        assert throw.error == error and record.error == pytest.approx(-error)
    else:
        assert record.error is None


def test_a_throw_told_without_its_reach_keeps_the_old_measure() -> None:
    told = {"seat": 0, "action": "move", "length": 20.0, "distance": 41.0, "success": False}
    (record,) = throw_record([told], 3)
    assert record.judged == 0


def never(task: Any, *args: Any) -> Future[Any]:
    return Future()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_line_says_the_error_to_the_strings_end(
    app: App, tmp_path: Path, lang: str
) -> None:
    """T's throw reads '38.7 cm for 40.3 cm (-1.3 from the string's end at 40 cm: the
    roof's centre lay beyond it)', not '(out of reach)'; a throw out of reach says what
    out of reach means."""
    app.set_language(lang)
    tr = app.tr
    path = make_record("night", tmp_path)
    budget = rv.Budget(samples=1, playout="random", chooser="normal")
    scene = ReviewScene(app, read_record(path), path, 0, budget, never)
    throw = rv._throw(roof_at(40.3), "move 2 38.7")
    assert throw is not None
    line = throw_line(scene, rv.Item(3, "a", "a", 0.5, 0.5, 0.5, throw))
    capped = tr("review.throw.capped", error=tr.decimal(-1.3), limit="40")
    assert line.endswith(f"({capped})"), line  # fails before: out of reach
    assert tr("review.throw.beyond") not in line
    beyond = rv._throw(roof_at(48.0), "move 2 38.7")
    assert beyond is not None
    line = throw_line(scene, rv.Item(3, "a", "a", 0.5, 0.5, 0.5, beyond))
    assert line.endswith(f"({tr('review.throw.beyond')})")
    app.set_language("en")
