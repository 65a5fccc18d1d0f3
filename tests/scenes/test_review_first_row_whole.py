"""Newcomer O, s18, Night review at 1280x720: the first costly row's button was cut,
'Round 1, end of your 2nd acti… · your move: 20% · the computer's move: 50%'. A button
whose one line does not hold says its moment over its chances, each whole, the button
taller by a line (scenes/review/moment_button.py)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_chart import SMALL, never
from .test_review_rows import drawn_texts


def costly_ends(path: Path) -> list[rv.Item]:
    """Seat 0's decisions, the ends of its actions (the longest moments) costly."""
    items = []
    for number, decision in enumerate(rv.decisions(read_record(path), 0)):
        other = next(str(a) for a in decision.state.legal_actions() if str(a) != decision.move)
        loss = 0.3 + 0.01 * number if decision.move == "end" else 0.0
        items.append(rv.Item(decision.index, decision.move, other, 0.5, 0.5, 0.5 - loss))
    return items


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_costly_rows_buttons_are_whole(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, never)
    scene.job.review = rv.Review("night", 0, SMALL.key(), costly_ends(path), 1.0)
    scene.build_menu()
    app.push(scene)
    texts = drawn_texts(scene, monkeypatch)
    assert scene.rows
    shown = " ".join(texts).replace(" ", "")
    for button, (rect, _) in zip(scene.worst_buttons, scene.rows, strict=False):
        moment, figures = button.parts()
        assert moment.replace(" ", "") in shown, moment  # fails before: 'end of your 2nd acti…'
        assert button.rect == rect and button.rect.height == button.height_for(rect.width)
    assert not [t for t in texts if t.endswith("…") and t != app.tr("review.left.unknown")]
