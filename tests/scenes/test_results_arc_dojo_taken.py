"""A Dojo game won by taking the other's Dojo says so where the land's leader lost:
'Wen was ahead on land at the end, but Blue clan won by taking Wen's Dojo' (newcomer W,
s21, Dojo EN 1280x720, 27_results: '... but Blue clan won all the same' read odd for a
Dojo taken on Blue's first turn). A game that ended on an empty deck keeps 'all the
same'. scenes/results_arc.py."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

import scenes.results_arc as results_arc
from ninjas.game_arc import telling
from scenes.results_arc import arc_note, lead_said

from .test_results_arc import _marks


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "Wen was ahead on land at the end, but Blue clan won by taking Wen's Dojo"),
        ("fr", "Wen menait en terres à la fin, mais Clan bleu a gagné en prenant son Dojo"),
    ],
)
def test_the_dojo_taken_is_said(app: Any, lang: str, said: str) -> None:
    app.set_language(lang)
    names = ["Wen", app.tr("seat.dojo.1")]
    told = telling(_marks((0, 0), (4, 0)), [1])
    assert told is not None and told.lead == "over"
    assert lead_said(app, "dojo", told, names.__getitem__, winner=1, taken=True) == said
    kept = lead_said(app, "dojo", told, names.__getitem__, winner=1)
    assert kept == app.tr(
        "results.arc.over", name="Wen", measure=app.tr("results.arc.measure.dojo"), winner=names[1]
    )
    app.set_language("en")


@pytest.mark.parametrize(("reason", "taken"), [("dojo", True), ("cards", False)])
def test_the_results_line_knows_how_the_game_ended(
    app: Any, monkeypatch: pytest.MonkeyPatch, reason: str, taken: bool
) -> None:
    """Before: the same 'won all the same' for a Dojo taken and a deck run out."""
    marks = _marks((0, 0), (4, 0))
    monkeypatch.setattr(results_arc, "arc", lambda *args: marks)
    state = SimpleNamespace(is_terminal=True, end_reason=reason, returns=lambda: [0.0, 1.0])
    session = SimpleNamespace(game="dojo", seed=1, options={}, actions=["x"], state=state)
    names = ["Wen", "Blue clan"]
    line = arc_note(app, session, names.__getitem__)
    assert ("by taking Wen's Dojo" in line) is taken, line
    assert ("all the same" in line) is not taken, line
