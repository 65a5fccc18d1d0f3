"""The hand-off's story shows every line that touched the person before the rest of
the last turn, and past its glance of MOST_ROWS where the window has room (newcomer
G, s10, Shinobi 4 players, nc-97/128 against 132: the cover cut the story to ~10 rows
and one of two attacks on Leo, Midori's Rat, fell in a '…'; Leo learnt it only once his
hand was shown)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.since_turn import SinceLine


def story(touched: set[int], last_turn: int = 6, count: int = 20) -> list[SinceLine]:
    """`count` lines, one a turn but the last turn's `last_turn` lines."""
    first_of_last = count - last_turn
    return [SinceLine(f"Line {i}", i in touched, min(i, first_of_last)) for i in range(count)]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_touched_line_is_shown_past_the_glance_where_there_is_room(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    theme.set_scale(theme.scale_for(size))
    touched = {6, 8, 10, 12, 13}  # five attacks: with their '…', 11 rows and the last
    lines = story(touched, last_turn=3)
    cover = HandoffScene(app, "Leo", (90, 160, 220), lambda: None, story=lambda: lines)
    app.push(cover)
    canvas = pygame.Surface(size)
    cover.draw(canvas)
    shown = [row.text for row in cover.story.rows]
    assert len(cover.story.rows) > 10  # past a glance of 10 rows: the window has room
    box, button = cover.story_rect, cover.button.rect
    assert canvas.get_rect().contains(box) and box.bottom < button.top
    # from the first line down (newcomer Q, s12): the gold lines not yet in the box
    # are counted under it, and Down reaches them
    hidden = [i for i in touched if lines[i].text not in shown]
    assert cover.story.gold_below == len(hidden)
    if hidden:
        assert str(len(hidden)) in cover.story.note()
    for _ in range(len(lines)):
        cover.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    cover.draw(canvas)
    later = [row.text for row in cover.story.rows]
    assert all(lines[i].text in shown + later for i in touched)
    assert lines[-1].text in later
