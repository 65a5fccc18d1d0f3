"""The Winner tag (and a place's) stands on its card's top border on a ring of the night's
dark, the table's dimmed words kept off it (newcomer W, s21, Dojo EN 1280x720,
27_results: 'WINNER' sat on '...land...colour:' of the table behind, busy). The ring
round the tag drawn in MIDNIGHT, at 1280x720 and 1920x1080. scenes/results_tables.py."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.results_tables import TAG_HALO
from scenes.results_title import winner_tag

from .conftest import STEP
from .test_results_winner_tag import finished


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["dojo", "taisen"])
def test_the_winner_tag_stands_on_a_dark_ring(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], game: str
) -> None:
    app = sized_app(size)
    results = ResultsScene(app, finished(game, {}, 2, 3), [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
    app.draw()
    layout = results.layout_now
    assert layout is not None and results.breakdown is not None
    winner = results.breakdown.winners[0]
    card = next(t for t in layout.tables if t.seat == winner)
    with theme.scaled_for(size):
        px = theme.px
        tag = winner_tag(app).get_rect(midright=(card.rect.right - px(24), card.rect.top))
        ring = tag.inflate(2 * px(TAG_HALO) - 2, 2 * px(TAG_HALO) - 2)
    canvas = app.canvas
    middle = range(ring.left + ring.height // 2, ring.right - ring.height // 2, 3)
    edge = [(x, y) for x in middle for y in (ring.top, ring.bottom - 1)]  # over, under
    edge += [(x, ring.centery) for x in (ring.left + 1, ring.right - 2)]  # its ends
    colours = {tuple(canvas.get_at(p))[:3] for p in edge}
    assert colours == {theme.MIDNIGHT}, colours  # before: the card's border, the table's words
