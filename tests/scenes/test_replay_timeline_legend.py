"""Issue 33, s10: the replay's timeline had no legend (its colours were each seat's, a
turn played brighter, the gold bar the position), and the move a review opened it at
was marked nowhere once the replay stepped away. The move reviewed keeps a white
diamond on the timeline wherever the replay goes; with the pointer on the timeline a
legend says each seat's colour by name, 'brighter: played', 'here' and 'the move
reviewed', whole within the strip, EN and FR, at 1280x720 and 1920x1080."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.replay import open_replay
from scenes.replay.controls import MOMENT

from .conftest import record_blits
from .replay_records import make_record
from .test_review_computer_move import costly, replay_from_review

SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A folder to save the screens in (to look at them), none by default."""


def diamond_at(app: App, replay: object, index: int) -> bool:
    """The move reviewed's diamond is drawn on the timeline at action `index`."""
    timeline = replay.timeline  # type: ignore[attr-defined]
    x, y = timeline.x_of(index), timeline.rect.centery
    h = timeline.rect.height // 2  # (the diamond's half; the gold bar stands at x)
    spots = [(-h // 2, 0), (h // 2, 0), (-h // 3, -h // 4), (h // 3, h // 4)]
    near = [app.canvas.get_at((x + dx, y + dy))[:3] for dx, dy in spots]
    return all(tuple(colour) == MOMENT for colour in near)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_move_reviewed_stays_marked_and_the_legend_says_the_colours(
    sized_app: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    path = make_record("shinobi", tmp_path)
    item = costly(path, "place")
    replay = replay_from_review(app, path, item)
    app.draw()
    assert diamond_at(app, replay, item.index)
    for index in (replay.total, 0, item.index + 7):  # stepped away: the mark stays
        replay.go(index)
        app.draw()
        assert diamond_at(app, replay, item.index), index
    tr = app.tr
    legend = [tr("replay.legend.played"), tr("replay.legend.here"), tr("replay.legend.moment")]
    blits = record_blits(monkeypatch)
    app.draw()
    assert not set(legend) & {text for text, _ in blits}, "no legend until asked"
    timeline = replay.timeline.rect
    replay.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=timeline.center, rel=(0, 0)))
    blits.clear()
    app.draw()
    said = dict(blits)
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}/legend-{lang}-{size[0]}.png")
    names = [replay.seat_label(seat) for seat in range(replay.players)]
    for word in [*legend, *names]:
        assert word in said, word
    strip = replay.rects[1]
    with theme.scaled_for(size):
        for word in [*legend, *names]:
            rect = said[word]
            assert rect.bottom <= strip.top, (word, rect)  # s11: above the strip
            assert not rect.colliderect(timeline), "not over the timeline"
            assert rect.collidelist([b.rect for b in replay.all_buttons()]) < 0, word
            cap = theme.font(replay.strip.size).get_height()
            assert rect.height >= cap - 2
    replay.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0)))
    blits.clear()
    app.draw()
    assert not set(legend) & {text for text, _ in blits}, "gone as the pointer leaves"


def test_a_replay_from_the_history_has_no_diamond_and_no_such_entry(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    replay = open_replay(app, make_record("taisen", tmp_path), at=5)
    app.push(replay)
    app.draw()
    assert replay.timeline.moment is None
    assert not any(diamond_at(app, replay, index) for index in range(replay.total + 1))
    blits = record_blits(monkeypatch)
    replay.timeline.hovered = True
    app.draw()
    said = {text for text, _ in blits}
    assert app.tr("replay.legend.here") in said
    assert app.tr("replay.legend.moment") not in said
