"""Grand Master's results read at a glance (newcomer B, s14, 090, 130): the rounds stand
under their own heading, apart from the points that make the total (100 = 20 + 20 + 60,
with 'Round 1: 10 − 0 = 10' in the same list); a tie broken on corruption is said once,
under the winner; the ribbon wears the winner's colour."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme

from .test_results_native import humans_finished, show


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_rounds_apart_from_the_points_the_tie_once_the_winner_s_colour(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    session = humans_finished("shinobi", {"players": 4, "mode": "grandmaster"}, 4)
    session.seats = [Seat(name=name) for name in ("Yuki", "Sam", "Léa", "Kiku")]
    state = session.state
    state._final, state._winners = [60, 50, 100, 100], [3]
    state.corruption_total = [8, 30, 21, 9]
    results = show(app, session)
    assert results.breakdown is not None
    for score in results.breakdown.seats:
        lines = score.lines
        assert (
            lines[0].key == "shinobi.results.heading_rounds" and lines[0].heading
        )  # before: a round
        first = next(k for k, line in enumerate(lines) if line.points is not None)
        assert all(line.points is None for line in lines[:first])  # the rounds, told
        assert lines[first].apart  # the points that add up, apart from them
    _, who, _ = results.banner()
    assert "Kiku" in who  # the tie, under the winner...
    assert results.ending_line().key == "shinobi.ending.grandmaster"  # ...and only there
    ribbon = results.layout_now.ribbon if results.layout_now else None
    assert ribbon is not None
    inside = (ribbon.left + theme.px(10), ribbon.centery)
    assert tuple(app.canvas.get_at(inside))[:3] == theme.SEAT_COLOURS[3]  # Kiku's yellow
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        results.time = 5.0
        app.draw()
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
