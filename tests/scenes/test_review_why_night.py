"""The lead's s13 closing note, 'Left' 3: a costly Ninja Night move said 'No gain shows at
once: it shows in what follows', where Taisen, Shinobi and Dojo say what the better move
gets. Night's now says it in words a player reads: a throw's length against the roof's
distance, the tokens a collect puts in the backpack (never a face the seat did not see),
what the computer's plan finds at the plan's position. Built on one recorded game's
positions, each reason checked true of them."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review import why

from .replay_records import make_record


def scene_of(app: App, record: Any) -> Any:
    """What why_words reads of a review scene."""
    return SimpleNamespace(
        record=record,
        seat=0,
        app=app,
        tr=app.tr,  # (its words: the app's, 'you')
        percent=lambda v: f"{round(v * 100)}%",
        name=lambda seat: f"Seat{seat}",
    )


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Any:
    return read_record(make_record("night", tmp_path_factory.mktemp("night")))


def first(record: Any, test: Any) -> rv.Decision:
    return next(d for d in rv.decisions(record, 0) if test(d))


def landed(decision: rv.Decision) -> bool:
    state, words = decision.state, decision.move.split()
    here = state.positions[0]
    return bool(state.village.throw(here, int(words[1]), float(words[2]), fist=False, whole=False))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_missed_throw_says_the_roofs_distance_and_the_length_that_lands(
    app: App, record: Any, lang: str
) -> None:
    app.language_for_run(lang)
    decision = first(record, lambda d: d.move.startswith("move ") and landed(d))
    _, roof, length = decision.move.split()
    short = f"move {roof} 1.0"  # (a grapnel 1 cm out never reaches another roof)
    item = rv.Item(decision.index, short, decision.move, 0.5, 0.7, 0.3)
    assert why.gain(record, 0, item) == ("night_throw", 0.0)  # (fails before: 'later')
    said = why.why_words(scene_of(app, record), item)
    distance = round(decision.state.village.distance(decision.state.positions[0], int(roof)), 1)
    tr = app.tr
    for figure in (distance, float(length), 1.0):
        assert f" {tr.decimal(figure)} cm" in said
    assert said != tr("review.why.later") and "{" not in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_smaller_collect_counts_tokens_and_never_a_face_unseen(
    app: App, record: Any, lang: str
) -> None:
    app.language_for_run(lang)
    decision = first(record, lambda d: d.move.startswith("collect ") and len(d.move.split()) > 2)
    taken = decision.move.split()[1:]
    item = rv.Item(decision.index, f"collect {taken[0]}", decision.move, 0.5, 0.7, 0.3)
    # the roof's tokens are face down to the seat: their points are not said, their count is
    assert why.gain(record, 0, item) == ("night_tokens", float(len(taken) - 1))
    said = why.why_words(scene_of(app, record), item)
    assert said == app.tr.plural("review.why.night_tokens", len(taken) - 1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_another_plan_says_what_its_action_finds_now(app: App, record: Any, lang: str) -> None:
    app.language_for_run(lang)
    decision = first(record, lambda d: d.move == "plan collect move")
    item = rv.Item(decision.index, "plan collect move", "plan collect collect", 0.5, 0.7, 0.3)
    assert why.gain(record, 0, item) == ("night_plan", 0.0)  # (fails before: 'later')
    state = decision.state
    here = state.positions[0]
    count, free = len(state.collectable(here)), state.free_slots(0)
    said = why.why_words(scene_of(app, record), item)
    tr = app.tr  # where the plans part, by the planner's names (newcomer C, s14, 179)
    parted = {"its": tr("night.action.collect"), "yours": tr("night.action.move")}
    assert said == tr.plural("review.why.night_plan.collect", count, free=free, **parted)
    assert "{" not in said
    heal = rv.Item(decision.index, "plan collect move", "plan skip move", 0.5, 0.7, 0.3)
    parted = {"its": tr("night.action.skip"), "yours": tr("night.action.collect")}
    assert why.why_words(scene_of(app, record), heal) == tr("review.why.night_plan.skip", **parted)
