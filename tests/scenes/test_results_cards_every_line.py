"""Newcomer O (s12, 178_10): Night's results card of the longest player, Aiko's (four
value tokens, five bonuses used, the tie-break line), stopped at eight lines with a '…'
at 1280x720: '4 value tokens (first tie-break)' was hidden. A card too long for its
room lays its lines in two columns: every line of every card is drawn, inside its card,
at 1280x720 and 1920x1080, in English and French, with the throws' notes under them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from support.night_tie import tied_session

import scenes.results as results_module
from ninjas.core.breakdown import Line, Term
from ninjas.core.session import GameSession
from scenes import theme
from scenes.app import App
from scenes.results import ResultsScene

LONG = [
    *(Line("night.results.token.yellow", points=4) for _ in range(1)),
    *(Line("night.results.token.pink", points=p) for p in (2, 2, 1)),
    *(
        Line("night.results.bonus_used", {"bonus": Term(f"night.token.{kind}")})
        for kind in ("kunai", "potion", "shuriken", "kunai", "gears")
    ),
    Line("night.results.value_tokens", count=4),
]
"""Aiko's card in 178_10: ten lines."""


def night_over() -> GameSession:
    """A game built with a tie on points (tests/support/night_tie.py): the tie-break's
    line is told only for seats level on points (newcomer P, s19)."""
    return tied_session(3, ("Aiko", "Kenji"))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_line_of_the_longest_card_is_drawn(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    real = results_module.score_breakdown

    def longest(state: Any) -> Any:
        breakdown = real(state)
        seats = [replace(breakdown.seats[0], lines=list(LONG)), *breakdown.seats[1:]]
        return replace(breakdown, seats=seats)

    monkeypatch.setattr(results_module, "score_breakdown", longest)
    app = sized_app(size)
    app.set_language(lang)
    notes = [
        f"Aiko: 8 throws, 8 hit, 0 missed; 0.2 cm off on average within reach {n}" for n in range(3)
    ]
    results = ResultsScene(app, night_over(), notes)
    app.push(results)
    drawn: list[tuple[str, tuple[int, int]]] = []
    blit = theme.blit_text

    def seen(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        rect = blit(canvas, text, *args, **kwargs)
        drawn.append((text, rect.center))
        return rect

    monkeypatch.setattr(theme, "blit_text", seen)
    app.draw()
    layout = results.layout_now
    assert layout is not None
    card = next(table for table in layout.tables if table.seat == 0)
    assert len(card.rows) == len(LONG)
    assert card.shown == len(card.rows), "a line left out ('…')"
    assert "…" not in [text for text, _ in drawn]
    inside = [text for text, at in drawn if card.rect.collidepoint(at)]
    for row in card.rows:
        for text in row.texts:
            assert text in inside, (text, inside)
    tie_break = app.tr.plural("night.results.value_tokens", 4).split("(")[0].strip()
    assert any(tie_break in text for text in inside), inside


def test_a_card_cut_in_a_tiny_room_fills_both_columns() -> None:
    """Where even two columns cannot hold a card (four players' notes at 1280x720), the
    first column is filled, then the second, before the '…' (fill, not a balanced split
    cut short: 4 of 13 lines showed)."""
    from scenes.results_columns import fill, rows_height
    from scenes.results_tables import Row

    rows = [Row(["a", "b"], "+1", True)] * 4 + [Row(["c"], "", False)] * 9
    line_h = 20
    room = rows_height(rows[:4], line_h)  # the four two-line rows, no more
    shown, split = fill(rows, line_h, room, True)
    assert split == 4 and shown == 4 + room // rows_height(rows[4:5], line_h)
    assert fill(rows, line_h, room, False) == (4, 0)
