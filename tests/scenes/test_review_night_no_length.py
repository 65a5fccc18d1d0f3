"""Newcomer O, s18 (Night review, 8.5): 'say percent, not points of win chance; don't
recommend a string length in cm that the table never shows'. The computer's better
throw is said by its target and as a longer or shorter string than the one played;
a costly move's cost is said in percent."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.words import MoveWords

from .replay_records import make_record


def night_words(app: App, folder: Path) -> tuple[MoveWords, int, str]:
    """The review's words of a Night record's seat 0, one of its grapnel throws' index
    and notation."""
    path = make_record("night", folder)
    record = read_record(path)
    throw = next(d for d in rv.decisions(record, 0) if d.move.startswith("move "))
    return MoveWords(app, record, 0, lambda seat: f"seat {seat}"), throw.index, throw.move


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_better_throw_names_no_length(app: App, tmp_path: Path, lang: str) -> None:
    """The review builds a throw's words by its aim alone (MoveWords.night, E5 s19: the
    second read's night_length.py stripped the length out of the words again)."""
    app.language_for_run(lang)
    tr = app.tr
    words, index, move = night_words(app, tmp_path)
    kind, roof, length = move.split()
    what = words(index, move)
    assert "cm" not in what and tr.decimal(float(length)) not in what  # fails before
    longer, shorter = (f"{kind} {roof} {float(length) + d:.1f}" for d in (3.0, -3.0))
    said = words.computer(index, move, longer)
    assert said == tr("review.night.throw.longer", what=words(index, longer))
    assert "cm" not in said and tr.decimal(float(length) + 3) not in said
    assert words.computer(index, move, shorter) == tr(
        "review.night.throw.shorter", what=words(index, shorter)
    )
    assert words.computer(index, move, move) == what  # the same throw: no comparison
    assert words.computer(index, "collect", longer) == words(index, longer)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_cost_is_said_in_percent(app: App, lang: str) -> None:
    app.language_for_run(lang)
    for key in ("", ".probably", ".maybe"):
        words = app.tr(f"review.worst.cost{key}", loss=19, give=15)
        assert "point" not in words  # fails before: 'About 19 points of win chance lost'
        assert "19" in words and "%" in words and "15" in words
    hinted = app.tr("review.worst.cost_hinted", loss=19, give=15)
    assert "point" not in hinted and "%" in hinted


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longer_looks_move_names_no_length(app: App, tmp_path: Path, lang: str) -> None:
    """A hinted move's tip names the move a longer look prefers: no length either."""
    from scenes.review import hint_words

    app.language_for_run(lang)
    tr = app.tr
    words, index, move = night_words(app, tmp_path)
    kind, roof, length = move.split()
    searched = f"{kind} {roof} {float(length) + 3.0:.1f}"
    scene = SimpleNamespace(words=words)
    item = SimpleNamespace(index=index, move=move, searched=searched)
    said = hint_words.searched(scene, item)  # type: ignore[arg-type]
    assert said == tr("review.night.throw.longer", what=words(index, searched))
    assert "cm" not in said  # fails before: '15.9 cm'
