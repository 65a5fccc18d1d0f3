"""Issue 33, nc-67 and nc-68: the review's graph ended at 80% on a game lost, its first
point (14% after a Dojo placement) said nothing of what it was, and the review worked
out 'the ends of 8 turns' of a clan the table had given 4. The line now ends at the
result (1 won, 0 lost, 1/N shared), a line says what the first point is, and the turns
are counted in the table's words ('your 4 turns')."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.review.forced import counted_turns
from scenes.review.graph import RESULT, dot_point, plot_rect
from scenes.review.result_words import result_words
from scenes.review.scene import ReviewScene
from scenes.widgets import shortened

from .replay_records import make_record
from .test_review_chart import drawn_strings, items_of, shown
from .test_review_live import decisions_only


def result_point(app: App, scene: ReviewScene, outcome: float) -> tuple[int, int]:
    actions = len(scene.record.save.actions)
    with theme.scaled_for(app.window.get_size()):
        plot = plot_rect(scene.areas["graph"], scene.percent)
    return dot_point(plot, actions - 1, actions, outcome)


@pytest.mark.parametrize("outcome", [0.0, 1.0, 1 / 3])
def test_the_line_ends_at_the_result(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, outcome: float
) -> None:
    path = make_record("dojo", tmp_path)
    scene = shown(app, path, items_of(path), outcome)
    x, y = result_point(app, scene, outcome)
    assert tuple(app.window.get_at((x, y)))[:3] == RESULT
    strings = [s for s, _, _ in drawn_strings(app, monkeypatch)]
    said = result_words(app.tr, scene.record.summary, 0)  # (s11: the result in words)
    assert any(words in strings for words in said), said


def test_a_game_given_up_has_no_result_point(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_record("dojo", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, rv.Budget(samples=1), lambda *a: None)
    scene.job.review = rv.Review(scene.game, 0, "k", items_of(path), None)
    scene.build_menu()
    app.push(scene)
    strings = [s for s, _, _ in drawn_strings(app, monkeypatch)]
    assert app.tr("review.legend.result") not in strings


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_line_says_what_the_first_point_is_whole_at_1280x720(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    from scenes.review.graph import note_room

    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    scene = shown(app, path, items_of(path), 0.0)
    line = app.tr("review.first_point")
    assert line in [s for s, _, _ in drawn_strings(app, monkeypatch)]
    with theme.scaled_for((1280, 720)):
        assert shortened(line, 21, note_room(scene.areas["graph"])) == line
        # the result's word stays in the graph's panel
        assert theme.font(21).size(app.tr("review.legend.result"))[0] < note_room(
            scene.areas["graph"]
        )


@pytest.mark.parametrize(("game", "key"), [("dojo", "turns"), ("night", "rounds")])
def test_the_turns_are_counted_as_the_table_counts_them(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, game: str, key: str
) -> None:
    path = make_record(game, tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, rv.Budget(samples=1), decisions_only)
    app.push(scene)
    job = scene.job
    table = {end.turn for end in job.ends}
    assert len(table) < len(job.ends)  # the ends worked out are more than the table's turns
    words = counted_turns(app.tr, scene.forced.runs(0), len(table), f"review.count.{key}")
    strings = " ".join(s for s, _, _ in drawn_strings(app, monkeypatch))
    assert words in strings.replace("\n", " ") or words in " ".join(strings.split())
    assert app.tr.plural(f"review.count.{key}", len(job.ends)) not in strings
