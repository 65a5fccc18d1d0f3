"""Newcomer K (issue 33, Taisen RV1/RV2): after 9 turns the review said 'then the ends
of your 4 turns', and its graph ran one straight line over the last five. Not a
counting slip: Léa's last ninja had one legal move for every die from turn 10 on, so
those turns held no decision (the review works out the turns with a choice only). The
words now say how many turns there were ('your 5 turns with a choice (of 7)') and the
graph shades the turns with no choice and counts them ('2 turns with no choice')."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.arena import run_arena
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review import forced
from scenes.review.scene import ReviewScene

from .conftest import Driver, record_texts

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")
SEAT = 1
"""Seed 12's random seat: 7 turns, 5 with a choice, then two with one legal move each."""


def record(folder: Path) -> Path:
    run_arena("taisen", ["easy", "random"], 1, seed=12, record=folder)
    (path,) = sorted(folder.glob("*.json"))
    return path


def test_the_turns_with_no_choice_are_the_missing_ones(tmp_path: Path) -> None:
    saved = read_record(record(tmp_path))
    runs = forced.seat_turns(saved.save, SEAT)
    chosen = {decision.index for decision in rv.decisions(saved, SEAT)}
    ends = rv.turn_ends(saved, SEAT)
    groups = forced.forced_groups(runs, chosen)
    assert len({run.turn for run in runs}) == 7 and len({end.turn for end in ends}) == 5
    assert [len(group) for group in groups] == [2]
    state = rv.start_state(saved.save)  # each of them: one legal action at every step
    for index, text in enumerate(saved.save.actions):
        if any(run.first <= index <= run.last for run in groups[0]):
            assert len(state.legal_actions()) == 1, index
        state.apply(text)


@pytest.mark.parametrize(
    ("lang", "said", "shaded"),
    [
        ("en", "each turn where you had a choice (5 of your 7)", "2 turns with no choice"),
        ("fr", "chaque tour où vous aviez un choix (5 sur vos 7)", "2 tours sans choix"),
    ],
)
def test_the_words_and_the_graph_count_every_turn(
    app: App,
    ui: Driver,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    said: str,
    shaded: str,
) -> None:
    app.set_language(lang)
    path = record(tmp_path)
    never: Any = lambda *a: Future()  # noqa: E731  (the review stays at work)
    scene = ReviewScene(app, read_record(path), path, SEAT, SMALL, never)
    app.push(scene)
    texts = record_texts(monkeypatch)
    ui.step(2)
    assert scene.working
    assert said in " ".join(texts)  # the working line, wrapped over its lines
    assert shaded in texts  # said under the graph's band (before: no word, no band)
