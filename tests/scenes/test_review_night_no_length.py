"""Newcomer O, s18 (Night review, 8.5): 'say percent, not points of win chance; don't
recommend a string length in cm that the table never shows'. The computer's better
throw is said by its target and as a longer or shorter string than the one played;
a costly move's cost is said in percent."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scenes.app import App
from scenes.review import night_length


def scene_of(app: App, game: str = "night") -> SimpleNamespace:
    record = SimpleNamespace(save=SimpleNamespace(game=game))
    return SimpleNamespace(record=record, words=SimpleNamespace(tr=app.tr))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_better_throw_names_no_length(app: App, lang: str) -> None:
    app.language_for_run(lang)
    tr = app.tr
    scene = scene_of(app)
    what = tr("night.action.move")
    said = tr("review.night.throw", what=what, length=tr.decimal(15.9))
    longer = night_length.computer(scene, "move 11 12.0", "move 11 15.9", said)
    assert longer == tr("review.night.throw.longer", what=what)  # fails before: '15.9 cm'
    assert "15" not in longer and "cm" not in longer
    shorter = night_length.computer(scene, "move 11 18.0", "move 11 15.9", said)
    assert shorter == tr("review.night.throw.shorter", what=what)
    assert night_length.computer(scene, "move 4 12.0", "move 11 15.9", said) == what
    assert night_length.computer(scene, "collect", "move 11 15.9", said) == what
    kunai = tr("review.night.throw", what=what, length=tr.decimal(20.5))
    assert night_length.computer(scene, "collect", "kunai 2 20.5 1", kunai) == what
    assert night_length.computer(scene_of(app, "dojo"), "a", "move 11 15.9", said) == said


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
def test_the_longer_looks_move_names_no_length(app: App, lang: str) -> None:
    """A hinted move's tip names the move a longer look prefers: no length either."""
    from scenes.review import hint_words

    app.language_for_run(lang)
    tr = app.tr
    what = tr("night.action.move")
    scene = scene_of(app)
    scene.words = lambda index, text: tr("review.night.throw", what=what, length=tr.decimal(15.9))
    scene.words.tr = tr  # type: ignore[attr-defined]
    item = SimpleNamespace(index=3, move="move 11 12.0", searched="move 11 15.9")
    said = hint_words.searched(scene, item)  # type: ignore[arg-type]
    assert said == tr("review.night.throw.longer", what=what)  # fails before: '15.9 cm'
