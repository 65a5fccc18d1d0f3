"""The review's rows say when a move was the one the hint showed (issue 33, newcomer Q,
s8: 'I played every draw step by the hint ... and the review now calls it my one costly
move. The tooltip of other moves says "The hint showed it", this one does not'), and
where the costly moves not listed in the panel are (newcomer S, s9: 'the chart circles
4 costly moves, but the list shows only 2: where are the other 3?'). EN and FR."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.graph import GOOD
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_chart import SMALL, items_of, never


def screen(app: App, path: Path, items: list[rv.Item], hints: dict[int, list[list[str]]]):  # type: ignore[no-untyped-def]
    """The review of seat 0 showing `items`, the record's save holding `hints` for it
    (as a table keeps the hints it showed: ninjas.core.hints_shown)."""
    record = read_record(path)
    record.save.hints = {0: hints}
    scene = ReviewScene(app, record, path, 0, SMALL, never)
    scene.job.review = rv.Review(scene.game, 0, SMALL.key(), items, 1.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_costly_move_the_hint_showed_says_so_and_why(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = items_of(path, costly=1)
    costly = items[2]
    assert not costly.as_good
    # a review kept from before hinted moves were the computer's own (the History
    # reopens it): the hint shown there named the move made
    scene = screen(app, path, items, {costly.index: [[costly.move]]})
    words = scene.cost_words(costly)
    tr = app.tr
    said = tr("review.worst.cost_hinted", loss=20, give=round(costly.margin * 100))
    assert words == said  # fails before: 'About 20 points of win chance lost ...'
    assert "20" in words  # by how much
    rows = [line for _, lines in scene.rows for line, _, _ in lines]
    assert any(said.startswith(line) for line in rows if line)  # on its row
    tip = [text for text, _ in scene.tip_lines(costly)]
    assert said in tip
    # without the hint kept, the cost as before
    app.pop()
    plain = screen(app, path, items, {})
    assert plain.cost_words(costly) == tr(
        "review.worst.cost", loss=20, give=round(costly.margin * 100)
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hinted_moves_row_says_it_was_the_hints(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = items_of(path)
    decision = next(d for d in rv.decisions(read_record(path), 0) if d.index == items[3].index)
    other = next(str(a) for a in decision.state.legal_actions() if str(a) != items[3].move)
    items[3] = replace(items[3], searched=other)
    scene = screen(app, path, items, {})
    assert scene.decisions.items  # no costly move: every decision listed
    _, verdict, colour, words = scene.decision_row(items[3])
    tr = app.tr
    hinted = tr("review.decision.hinted", after=scene.chance(items[3], items[3].after_move))
    assert verdict == hinted and colour == GOOD  # before: 'as the computer would'
    assert words.endswith(tr("review.decision.longer", move=scene.words(items[3].index, other)))
    _, plain, _, _ = scene.decision_row(items[2])
    assert plain == tr("review.decision.same", after=scene.chance(items[2], items[2].after_move))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_costly_moves_left_out_of_the_panel_are_said_to_be_on_the_graph(
    sized_app, tmp_path: Path, lang: str
) -> None:  # type: ignore[no-untyped-def]
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = items_of(path, costly=5)
    scene = screen(app, path, items, {})
    left_out = len(scene.worst) - len(scene.rows)
    assert left_out > 0  # ringed on the graph, not in the panel
    more = app.tr.plural("review.worst.more", left_out)
    review = scene.job.review
    assert review is not None
    assert more in [line for line, _ in scene.summary_lines(review)]  # fails before
