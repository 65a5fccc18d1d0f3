"""Records, 'Wins per game' / 'Victoires par jeu': a bar is filled by wins (newcomer B,
s22, FR 1280x720, 31records: Taisen's '0 sur 1' drew a full-width red bar, read at a
glance as a win under the heading). A loss is a dark red share of the bar (an empty
track read as 'nothing recorded': B, s23, 113-records), its outline the game's whole;
the legend's 'Perdues' square is that dark red."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes.records import charts

from .test_records_newcomer_h import HARD, HUMAN, summary


def colours_in(canvas: pygame.Surface, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    return {
        tuple(canvas.get_at((x, y)))[:3]  # type: ignore[misc]
        for x in range(rect.left, rect.right)
        for y in range(rect.top, rect.bottom)
    }


def test_a_game_lost_draws_no_filled_bar_and_a_win_fills_its_share(app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    kai = person_records(
        "Kai",
        [
            replace(summary(1, [HUMAN, HARD], [1]), game="taisen", scores=[None, None]),
            replace(summary(2, [HUMAN, HARD], [0]), game="dojo", scores=[4, 0]),
            replace(summary(3, [HUMAN, HARD], [1]), game="dojo", scores=[3, 5]),
        ],
        night_errors=False,
    )
    assert (kai.games["taisen"].won, kai.games["taisen"].played) == (0, 1)
    assert (kai.games["dojo"].won, kai.games["dojo"].played) == (1, 2)
    bars: dict[int, pygame.Rect] = {}
    original = charts.stacked_bar

    def kept(canvas, rect, tally, scale):  # type: ignore[no-untyped-def]
        bars[tally.won] = rect.copy()
        original(canvas, rect, tally, scale)

    canvas = pygame.Surface((1280, 720))
    monkeypatch.setattr(charts, "stacked_bar", kept)
    charts.games_chart(canvas, pygame.Rect(400, 200, 800, 300), Translator("fr"), kai)
    lost = colours_in(canvas, bars[0])
    assert charts.LOST not in lost  # fails before: the whole bar red
    assert charts.WON not in lost
    assert charts.LOST_TRACK in lost  # fails before s23: an empty track
    half = bars[1]
    gold = [
        x
        for x in range(half.left, half.right)
        if canvas.get_at((x, half.centery))[:3] == charts.WON
    ]
    assert abs(len(gold) - half.width / 2) <= 2
    assert charts.LOST not in colours_in(canvas, half)
