"""An opening said softly is drawn softly (scenes/review/soft_note.py). Newcomer F, s15
(105): her Dojo's site, 37 points short of the computer's in a game she won 17-6, is now
'a pointer more than a mistake' in words (E5, 708a620d), but its dot, its ring, its
tooltip line and its row stayed in the costly red a mistake is drawn in. Now sand, with
its own legend and verdict ('a pointer: ...'); any other move short of the computer's
stays red."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ninjas import review as rv
from scenes.app import App
from scenes.review.graph import COSTLY, GOOD, dot_point, draw_graph, plot_rect
from scenes.review.hint_words import NOTE

from .test_review_claims_believable import scene_of

SITE = rv.Item(0, "dojo 2,2", "dojo -3,-1", 0.79, 0.79, 0.42, margin=0.14)  # F's, 105
STEP = rv.Item(5, "step 0,0 0,1 1", "step 0,0 1,0 1", 0.79, 0.79, 0.42, margin=0.14)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_dojo_site_short_of_the_computers_is_not_drawn_as_a_mistake(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.set_language(lang)
    scene = scene_of(app, tmp_path, "dojo")
    tip = scene.tip_lines(SITE)
    said = scene.cost_words(SITE)
    assert (said, NOTE) in tip  # fails before: in COSTLY
    assert all(colour != COSTLY for _, colour in tip)
    _, verdict, colour, _ = scene.decision_row(SITE)
    assert colour == NOTE and verdict.startswith(
        app.tr("review.decision.setup", after="", best="")[:6]
    )
    # any other move short of the computer's is still a cost, in red
    assert (scene.cost_words(STEP), COSTLY) in scene.tip_lines(STEP)
    _, verdict, colour, _ = scene.decision_row(STEP)
    assert colour == COSTLY and verdict.startswith(
        app.tr("review.decision.costly", after="", best="")[:4]
    )
    app.set_language("en")


def test_the_graph_draws_an_openings_dot_and_ring_in_sand(app: App) -> None:
    review = rv.Review("dojo", 0, "small", [SITE, STEP])
    canvas = pygame.Surface((1280, 720))
    area = pygame.Rect(32, 96, 600, 500)
    percent = lambda chance: f"{round(chance * 100)}%"  # noqa: E731
    draw_graph(canvas, area, review, 40, {0, 5}, app.tr, percent)
    plot = plot_rect(area, percent)
    site, step = (dot_point(plot, i, 40, 0.79) for i in (0, 5))
    assert tuple(canvas.get_at(site))[:3] == NOTE  # fails before: COSTLY
    assert tuple(canvas.get_at(step))[:3] == COSTLY
    ring = [tuple(canvas.get_at((x, site[1])))[:3] for x in range(site[0], site[0] + 40)]
    assert NOTE in ring[8:] and COSTLY not in ring
    assert GOOD != NOTE != COSTLY
