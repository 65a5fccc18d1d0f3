"""Newcomer B (s22, Night EN 1920x1080, 57rev5): opening her Attack from the review, the
'You played' and 'Better' frames stood on one roof, both ninjas aimed at standing there:
nobody could tell which ninja each meant. A throw at a ninja now frames that ninja, not
its roof (scenes/replay/board_marks.py), and the two frames stand apart. Newcomer D's
game (tests/support/recorded/night_plan_roof_d.json): in round 2 Dee attacked Green,
the computer's move Bo, both on roof 4."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas import review as rv
from scenes import theme
from scenes.replay import made_marks
from scenes.review import kept_work
from scenes.review.scene import ReviewScene

from .test_review_dawn_luck import record

DEE, ATTACK = 0, 30
MADE, COMPUTER = "attack 2 29.0", "attack 1 26.8"


def opened(app: Any) -> Any:
    made = record()
    assert made.save.actions[ATTACK] == MADE
    budget = rv.budget_for("night")
    item = rv.Item(ATTACK, MADE, COMPUTER, 0.7, 0.7, 0.4, margin=0.05, turn=2)
    review = rv.Review("night", DEE, budget.key(), [item], 1.0)
    kept_work.of(app)[kept_work.key(made, None, DEE, budget)] = kept_work.Work(review=review)
    scene = ReviewScene(app, made, None, DEE, budget)
    app.push(scene)
    scene.open_moment(item)
    replay = app.top
    for _ in range(30):
        replay.update(1 / 60)
        app.draw()
    return replay


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_frame_holds_the_ninja_aimed_at_and_they_stand_apart(
    sized_app: Any, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    replay = opened(app)
    state = replay.table.state
    assert state.positions[1] == state.positions[2]  # Bo and Green on one roof
    canvas = app.canvas.get_size()
    ((kind, its),) = replay.shapes(canvas)
    ((made_kind, mine),) = made_marks.shapes(replay, canvas)
    # fails before: both the ring of roof 4, one over the other
    assert kind == made_kind == "rect"
    view = replay.table.view
    for rect, seat in ((its, 1), (mine, 2)):
        feet = view.ninja_spot(state.positions[seat], seat)
        assert rect.left < feet[0] < rect.right and rect.top < feet[1] <= rect.bottom
    width = theme.px(5) * 2  # (both frames as wide, drawn outside the rects, whatever the scale)
    assert not its.inflate(width, width).colliderect(mine.inflate(width, width))
    assert isinstance(app.canvas, pygame.Surface)
