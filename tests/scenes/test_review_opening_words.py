"""Issue 33, newcomer N (s12, nc-N/029.png): the review opened with 'The computer
reviews 11 decisions, then the ends of your 4 turns with a choice (of 5), knowing only
what this player knew then', read three times; in French 'vos ... ce joueur' mixed the
persons. It now says 'The computer checks your 11 decisions one by one, then the end of
each of your 4 turns. It knows only what you knew at the time', and where some turns had
no choice, 'each turn where you had a choice (4 of your 5)'."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_chart import drawn_strings
from .test_review_live import decisions_only

SAID = {
    "en": (
        "The computer checks your {d} decisions one by one, then the end of {t}."
        " It knows only what you knew at the time."
    ),
    "fr": (
        "L'ordinateur vérifie vos {d} décisions une à une, puis la fin de {t}."
        " Il ne sait que ce que vous saviez alors."
    ),
}
TURNS = {
    "en": ("each of your {t} turns", "each turn where you had a choice ({t} of your {every})"),
    "fr": ("chacun de vos {t} tours", "chaque tour où vous aviez un choix ({t} sur vos {every})"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_review_opens_with_a_plain_sentence(
    app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    scene = ReviewScene(app, read_record(path), path, 0, rv.Budget(samples=1), decisions_only)
    app.push(scene)
    job = scene.job
    turns = len({end.turn for end in job.ends})
    every = len({run.turn for run in scene.forced.runs(0)})
    said = TURNS[lang][every > turns].format(t=turns, every=every)
    strings = " ".join(" ".join(s for s, _, _ in drawn_strings(app, monkeypatch)).split())
    assert SAID[lang].format(d=len(job.decisions), t=said) in strings
    for muddle in ("the ends of", "(of ", "ce joueur", "this player"):
        assert muddle not in strings


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "each turn where you had a choice (4 of your 9)"),
        ("fr", "chaque tour où vous aviez un choix (4 sur vos 9)"),
    ],
)
def test_turns_with_no_choice_are_counted_in_words(app: Any, lang: str, said: str) -> None:
    app.language_for_run(lang)
    assert app.tr.plural("review.count.turns.chosen", 4, all=9) == said
