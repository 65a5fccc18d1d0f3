"""The History's scores under a result are read whole (newcomer V, s21, FR 1280x720: a
four-seat Shinobi's 'Léa 120 · Marc 120 · Midori 80 · Ki…'). Where the Result column is
too narrow for them they run on under the Length column, the length then on the
result's line above them, clear of them. 1280x720 and 1920x1080, EN and FR."""

from __future__ import annotations

import os
from dataclasses import replace
from typing import Any

import pygame
import pytest

from ninjas.arena import run_arena
from ninjas.core.history_folder import history_dir
from scenes.history import HistoryScene
from scenes.history.rows import row_text

from .conftest import Driver, record_blits

pytestmark = pytest.mark.usefixtures("own_data_dir")

HARD = {"kind": "ai", "level": "hard"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_four_seat_shinobis_scores_are_read_whole(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    options = {"players": 4, "mode": "grandmaster"}
    run_arena("shinobi", ["random"] * 4, 1, seed=4, options=options, record=history_dir())
    app = sized_app(size)
    app.set_language(lang)
    scene = HistoryScene(app)
    app.push(scene)
    ui = Driver(app)
    ui.step()
    (record,) = scene.list.records
    seats = [{"kind": "human"}, {"kind": "human"}, HARD, HARD]
    record = replace(record, seats=seats, names=["Léa", "Marc", None, None])
    record = replace(record, scores=[120, 120, 80, 60])
    scene.list.set_records([record], "")
    text = row_text(app, record)
    blits = record_blits(monkeypatch)
    ui.step()
    _, row, review = scene.list.rows[0]
    scores = [rect for words, rect in blits if words == text.result_more]
    assert len(scores) == 1, [w for w, _ in blits]  # fails before: cut at 1280x720
    (result,) = [rect for words, rect in blits if words == text.result]
    (length,) = [rect for words, rect in blits if words == text.length]
    if scores[0].right > result.left + scene.list.column_rects(row)["result"].width:
        assert abs(length.centery - result.centery) <= 1  # on the result's line, above
    assert not length.clip(scores[0]).height > 1, (length, scores[0])
    assert row.contains(scores[0]) and not scores[0].colliderect(review)
    if shot := os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
