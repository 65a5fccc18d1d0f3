"""A History row says how a tie on points was broken (newcomer B, s14, 142: 'Léa won ·
Léa 100 · Marc 50 · Midori 100' asked why Léa and not Midori): Shinobi in its own
words, the least corruption; Night, 'won the tie-break'; a Dojo (taken at level land),
or no tie, as before."""

from __future__ import annotations

import pytest

from ninjas.core.history import Summary
from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.history.rows import result_text


def summary(game: str, scores: list[int], winners: list[int]) -> Summary:
    seats = [{"kind": "human"} for _ in range(3)]
    return Summary(
        game,
        {},
        seats,
        ["Léa", "Marc", "Midori"],
        "2026-11-30T21:00:00Z",
        True,
        winners,
        scores,
        100,
        30,
    )  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("lang", "shinobi", "night", "plain"),
    [
        ("en", "Léa won (less corruption)", "Léa won the tie-break", "Léa won"),
        (
            "fr",
            "Léa a gagné (moins de corruption)",
            "Léa a gagné au départage",
            "Léa a gagné",
        ),
    ],
)
def test_a_tie_broken_is_said_in_the_row(
    app: App, lang: str, shinobi: str, night: str, plain: str
) -> None:
    app.tr = Translator(lang)
    assert result_text(app, summary("shinobi", [100, 50, 100], [0])) == shinobi  # before: 'Léa won'
    assert result_text(app, summary("night", [30, 30, 20], [0])) == night
    assert result_text(app, summary("shinobi", [100, 50, 90], [0])) == plain
    assert result_text(app, summary("dojo", [5, 5, 0], [0])) == plain
    shared = result_text(app, summary("shinobi", [100, 50, 100], [0, 2]))
    assert "Midori" in shared  # a shared victory names both, as before
