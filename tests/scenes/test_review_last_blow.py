"""Newcomer H, s16 (Ren's Shinobi review): the turning point named Kiku's and Yuki's
turns in the middle of the round and never the move that ended it, Yuki's Toad sending
Ren's 3 Bears back to her hand on the round's last turn. A lost Shinobi game whose turns
after the seat's last one took one of its clans ends its turning point's line on it,
'The last blow: ...' (scenes/review/last_blow.py)."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.arena import run_arena
from ninjas.core.history import read_record
from scenes.review import last_blow, turning

LAST_TURN_END = 37
"""Seed 9 (easy against two random seats): seat 1's last action is 36; then seat 0's Toad
(4 cards) sends its Rat clan (2 cards) back to its hand and ends the game, at 44."""


def scene_of(app: Any, tmp_path: Path) -> Any:
    run_arena(
        "shinobi", ["easy", "random", "random"], 1, seed=9, options={"players": 3}, record=tmp_path
    )
    (path,) = sorted(tmp_path.glob("*.json"))
    record = read_record(path)
    assert len(record.save.actions) == 44
    return SimpleNamespace(
        app=app, tr=app.tr, record=record, game="shinobi", seat=1, name=lambda s: f"Seat{s}"
    )


def review_of(outcome: float) -> rv.Review:
    turns = [rv.Turn(20, 25, 0.6), rv.Turn(30, LAST_TURN_END, 0.2)]
    items = [rv.Item(20, "a", "a", 0.7, 0.6, 0.6), rv.Item(30, "b", "b", 0.3, 0.2, 0.2)]
    return rv.Review("shinobi", 1, "k", items, outcome, turns)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turning_point_ends_on_the_last_blow(app: Any, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    scene = scene_of(app, tmp_path)
    scene.moment = lambda index: f"M{index}"
    scene.percent = lambda value: f"{round(value * 100)}%"
    review = review_of(0.0)
    blow = last_blow.what(scene, review, 30, turning.played)
    clan = app.tr("shinobi.name.Rat")
    assert "Seat0" in blow and clan in blow  # fails before: no last blow
    point = turning.Stretch(25, 30, 0.6, 0.3, "others")
    said = turning.turning_words(scene, review, point)
    assert said.endswith(app.tr("review.last_blow", what=blow))


def test_no_last_blow_where_it_is_the_turning_point_or_the_game_was_won(app, tmp_path) -> None:
    scene = scene_of(app, tmp_path)
    assert (
        last_blow.what(scene, review_of(0.0), 44, turning.played) == ""
    )  # the turning point: said there
    assert last_blow.what(scene, review_of(1.0), 30, turning.played) == ""
    assert (
        last_blow.what(
            SimpleNamespace(**{**vars(scene), "seat": 2}), review_of(0.0), 30, turning.played
        )
        == ""
    )
