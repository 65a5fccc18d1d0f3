"""Newcomer F, s15, Dojo: the graph's note said 'From 48% to 98% before Turn 3: luck and
the others, not your move' of two steps of one walk, with nothing played between them:
the two figures were two estimates of one position (the second's from the computer's
move there). Such a jump is now said as that, never put on luck (scenes/review/swing.py),
in one line whole at 1280x720 and 1920x1080, EN and FR; a jump with play between keeps
its words."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.review.graph import SMALL_TEXT, note_room
from scenes.review.swing import turn_only

from .replay_records import make_record
from .test_review_chart import shown


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("fr", (1920, 1080))])
def test_a_jump_with_nothing_played_between_is_not_put_on_luck(
    sized_app: Callable[[tuple[int, int]], App], tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    found = list(rv.decisions(read_record(path), 0))
    at = next(k for k in range(1, len(found)) if rv.after_index(found[k - 1]) == found[k].index)
    chances = {found[at - 1].index: 0.48, found[at].index: 0.98}  # (F's, Turn 3)
    items = [
        rv.Item(d.index, d.move, d.move, *[chances.get(d.index, 0.5)] * 3) for d in found[: at + 1]
    ]
    scene = shown(app, path, items)
    moment = turn_only(scene.moment(found[at].index))
    was, now = scene.percent(0.48), scene.percent(0.98)
    said = app.tr("review.swing.unsure", was=was, now=now, moment=moment)
    assert scene.note() == said  # fails before: 'luck and the others, not your move'
    with theme.scaled_for(size):
        assert theme.font(SMALL_TEXT).size(said)[0] <= note_room(scene.areas["graph"])
    app.pop()
    items[at] = rv.Item(found[at].index + 1, "x", "x", 0.98, 0.98, 0.98)  # play between
    assert shown(app, path, items).note() != said
