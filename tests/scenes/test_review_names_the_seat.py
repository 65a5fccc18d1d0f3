"""A review speaks of the seat reviewed by its name where it is not the game's one
person (newcomer M, s17, 143: Green ninja's review, a computer's, said 'The computer
checks your 32 decisions… you 8, Ana 15'). One mechanism (i18n.Subject, the
catalogue's subject tokens): every review text said of a named seat has no 'you' left
but the few said to the person at the screen ('You may leave'); the one person's own
review still says 'you'. EN and FR; built reviews, direct calls."""

from __future__ import annotations

import re
import string
from pathlib import Path
from typing import Any

import pytest

from ninjas.core.history import read_record
from ninjas.core.i18n import Subject, Translator, load_catalogue
from scenes.app import App
from scenes.review.scene import ReviewScene

from .replay_records import make_record
from .test_review_chart import drawn_strings
from .test_review_turning_point import SMALL, never, own_turns, review_of

SECOND_PERSON = {
    "en": re.compile(r"\b(you|your|yours)\b", re.IGNORECASE),
    "fr": re.compile(r"\b(vous|votre|vos|vôtre|vôtres)\b", re.IGNORECASE),
}
TO_THE_VIEWER = {
    "review.working.on",  # 'You may leave: it resumes when you come back'
    "review.working.kept",  # 'if you leave, it resumes'
    "review.calm.closest",  # (FR 'revoyez la partie': said to the one at the screen)
    "results.review",  # 'Review my moves': the button of the game's one person
}


def filled(text: str) -> dict[str, Any]:
    """A value for each of the caller's placeholders."""
    return {name: "1" for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_review_text_says_you_of_a_seat_it_names(lang: str) -> None:
    tr = Translator(lang)
    named = Subject(tr, "Kiku")
    left = []
    for key, text in load_catalogue(lang).items():
        if not key.startswith("review.") or key in TO_THE_VIEWER:
            continue
        said = named(key, **filled(text))
        if SECOND_PERSON[lang].search(said):
            left.append((key, said))
    assert not left  # fails before: 'your 32 decisions', 'you 8', 'vos chances'...


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "How the game went: points, Kiku 8, Ana 15"),
        ("fr", "Le fil de la partie\u00a0: points, Kiku 8, Ana 15"),
    ],
)
def test_the_subject_is_the_seat_s_name_or_you(lang: str, said: str) -> None:
    tr = Translator(lang)
    story: dict[str, Any] = {"other": "Ana", "mine_points": 8, "theirs_points": 15}
    story |= {"mine_tokens": 3, "theirs_tokens": 4, "mine_injuries": 2, "theirs_injuries": 0}
    assert Subject(tr, "Kiku")("review.story.night", **story).startswith(said)
    mine = tr("review.story.night", **story)  # the person's own: as before
    assert mine == Subject(tr, None)("review.story.night", **story)
    assert SECOND_PERSON[lang].search(mine)
    if lang == "fr":  # French 'de' before a name that starts with a vowel
        assert "décisions d'Ana" in Subject(tr, "Ana").plural("review.count.decisions", 32)
        assert "ce qu'Ana savait" in Subject(tr, "Ana")("review.working", decisions="", turns="")


def working_text(app: App, monkeypatch: pytest.MonkeyPatch, scene: ReviewScene) -> str:
    """What the computer does, as drawn while it works ('The computer checks ... at the
    time.': the sentence's own end, since f5eb58a4 a full stop, no more '…')."""
    app.push(scene)
    drawn = " ".join(s for s, _, _ in drawn_strings(app, monkeypatch))
    template = str(app.tr("review.working"))
    start = drawn.index(template.split("{", 1)[0])
    tail = template.rsplit("}", 1)[-1]
    return drawn[start : drawn.index(tail, start) + len(tail)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computer_s_review_names_it_and_the_person_s_says_you(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.tr = Translator(lang)
    tr = app.tr
    path = make_record("shinobi", tmp_path)  # the arena's: every seat a computer
    record = read_record(path)
    record.summary.seats[0] = {"kind": "human"}  # one person played seat 0
    scene = ReviewScene(app, record, path, 1, SMALL, never)
    name = scene.name(1)
    working = working_text(app, monkeypatch, scene)  # 'The computer checks ...'
    assert name in working
    assert not SECOND_PERSON[lang].search(working)  # fails before: 'your 32 decisions'

    review = review_of(own_turns(record, 1)[:2], [(0.5, 0.5), (0.4, 0.1)], 0.0)
    lines = " ".join(text for text, _ in scene.summary_lines(review))
    assert name in lines and not SECOND_PERSON[lang].search(lines)  # fails before
    app.pop()
    own = ReviewScene(app, record, path, 0, SMALL, never)  # the person's own review
    lines = " ".join(text for text, _ in own.summary_lines(review))
    assert SECOND_PERSON[lang].search(lines)  # 'your chance', 'vos chances'
    record.summary.seats[1] = {"kind": "human"}  # two people: each named
    assert own.tr("review.note") == Subject(tr, own.name(0))("review.note")
    assert own.name(0) in own.tr("review.note")
