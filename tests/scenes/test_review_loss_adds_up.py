"""A costly move's loss is the difference of the two chances written beside it (newcomer
A, s23, Shinobi 4p review, 117: 'their move: 8% · the computer's move: 21%', then
'About 12% less win chance'): 21 - 8 says 13."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas import review as rv
from ninjas.core.i18n import Translator
from scenes.review import hint_words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_loss_is_the_gap_between_the_chances_as_written(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(hint_words, "hint_followed", lambda scene, item: False)
    monkeypatch.setattr(hint_words, "setup", lambda scene, item: False)
    monkeypatch.setattr(hint_words.night_miss, "missed", lambda scene, item: False)
    item = rv.Item(3, "a", "b", 0.3, after_computer=0.206, after_move=0.084, margin=0.04)
    assert round(item.loss * 100) == 12  # the unrounded gap
    scene = SimpleNamespace(tr=Translator(lang))
    said = hint_words.cost_words(scene, item)
    assert said == scene.tr("review.worst.cost", loss=13, give=4)  # fails before: 12
