"""Newcomer D (s22, Night EN 1280x720, 147): 'The turning point: Round 6, 2nd action:
Move, played by Green ninja: Bo's chance fell by 65%, from 65% to 0% (game lost)'. By
then every token was collected: the fall was the tokens turned over at dawn, not
Green's Move. A turning point is a person's decision; the values a game turns over at
its end are luck, and said so (scenes/review/reveal.py): the chance before them is the
last action played in worlds dealt from Bo's view. Her game is kept as seed, actions
and hints (tests/support/recorded/night_plan_roof_d.json), and Bo's review as the
game kept it then (night_dawn_d_review.json), its figures as she read them."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import record_of_save
from ninjas.core.saves import SaveGame
from scenes.app import App
from scenes.review import kept_work, reveal, turning
from scenes.review.scene import ReviewScene

from .test_review_rows import drawn_texts

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded"
BO = 1
SHOT = os.environ.get("NINJAS_TEST_SHOT", "")
"""A path stem to save the review at (to look at it), none by default."""


def record() -> Any:
    raw = json.loads((RECORDED / "night_plan_roof_d.json").read_text(encoding="utf-8"))
    hints = {BO: {int(i): v for i, v in raw["hints"]["1"].items()}}
    save = SaveGame(raw["game"], raw["seed"], raw["options"], raw["actions"], raw["seats"])
    save.hints = hints
    made = record_of_save(save, ["Dee", "Bo", None])
    assert made is not None
    return made


def review() -> rv.Review:
    raw = json.loads((RECORDED / "night_dawn_d_review.json").read_text(encoding="utf-8"))
    return rv.Review.from_json(raw)


def scene_of(app: App) -> ReviewScene:
    made = record()
    budget = rv.budget_for("night")
    kept_work.of(app)[kept_work.key(made, None, BO, budget)] = kept_work.Work(review=review())
    scene = ReviewScene(app, made, None, BO, budget)
    app.push(scene)
    assert scene.job.done
    return scene


def test_the_dawn_is_a_stretch_of_its_own_never_the_turning_point(app: App) -> None:
    scene = scene_of(app)
    done = review()
    actions = len(scene.record.save.actions)
    before = reveal.before_end(scene, done)
    assert before is not None and before > 0.5  # Bo's view: her win likely, unseen
    old = turning.turning_point(done, actions)  # as before: the whole last stretch
    assert old is not None and (old.first, old.end) == (101, actions) and old.fall > 0.6
    point, parts = turning.point_of(scene, done)
    dawn = [s for s in parts if s.whose == "reveal"]
    assert [(s.first, s.end, s.after) for s in dawn] == [(actions - 1, actions, 0.0)]
    assert point is None or point.whose != "reveal"
    assert point is None or point.end < actions - 1 or point.fall < 0.2


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_review_says_the_dawn_was_luck(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    scene = scene_of(app)
    texts = " ".join(drawn_texts(scene, monkeypatch))
    if SHOT:
        pygame.image.save(app.canvas, f"{SHOT}-{lang}-{size[0]}.png")
    # fails before: 'The turning point: Round 6, 2nd action: Move, played by Green ninja'
    assert ("played by Green" not in texts) if lang == "en" else ("joué par" not in texts)
    dawn = "tokens turned over" if lang == "en" else "jetons retournés"
    luck = "luck, not a move" if lang == "en" else "le hasard, pas un coup"
    assert dawn in texts and luck in texts


GREEN = 2
"""The seat whose Move was the game's last action."""


def green_scene(app: App) -> tuple[ReviewScene, rv.Review]:
    """Green's review, its figures set: each decision the computer's own at 40%, its
    last turn ending with the game's last action (its own), the game lost."""
    made = record()
    found = list(rv.decisions(made, GREEN))
    actions = len(made.save.actions)
    items = [rv.Item(d.index, d.move, d.move, 0.4, 0.4, 0.4) for d in found]
    ends = rv.turn_ends(made, GREEN)
    assert ends[-1].end == actions  # Green played last
    turns = [rv.Turn(end.first, end.end, 0.4, end.turn) for end in ends]
    done = rv.Review("night", GREEN, rv.budget_for("night").key(), items, 0.0, turns)
    budget = rv.budget_for("night")
    kept_work.of(app)[kept_work.key(made, None, GREEN, budget)] = kept_work.Work(review=done)
    scene = ReviewScene(app, made, None, GREEN, budget)
    app.push(scene)
    assert scene.job.done
    return scene, done


def test_the_dawn_is_its_own_stretch_when_the_seat_played_last(app: App) -> None:
    scene, done = green_scene(app)
    actions = len(scene.record.save.actions)
    before = reveal.before_end(scene, done)
    assert before is not None and before >= reveal.SAID
    _, parts = turning.point_of(scene, done)
    dawn = [(s.first, s.end, s.before, s.after) for s in parts if s.whose == "reveal"]
    assert dawn == [(actions - 1, actions, before, 0.0)]  # fails before: none


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_says_the_dawn_when_the_seat_played_last(app: App, lang: str) -> None:
    app.language_for_run(lang)
    scene, done = green_scene(app)
    said = " ".join(text for text, _ in scene.summary_lines(done))
    dawn = "tokens turned over" if lang == "en" else "jetons retournés"
    assert dawn in said  # fails before
    if SHOT:
        app.draw()
        pygame.image.save(app.canvas, f"{SHOT}-green-{lang}.png")
