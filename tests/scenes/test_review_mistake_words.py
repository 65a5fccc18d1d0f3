"""Issue 33, newcomer X (s9 r10.png, Dojo FR 1280x720): 'Environ 14 points de chances
perdus, à 10 points près': the margin as big as the loss, X could not tell whether it
was a mistake. A costly move's words now say it plainly: 'probably a mistake' while the
loss is under twice its margin, 'a mistake for sure' from there on."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from scenes.app import App
from scenes.review import row_page

from .replay_records import make_record
from .test_review_chart import items_of, shown
from .test_review_rows import drawn_texts

WORDS = {
    "en": ("probably a mistake", "a mistake for sure"),
    "fr": ("probablement une erreur", "une erreur, à coup sûr"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_loss_near_its_margin_is_probably_a_mistake(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("taisen", tmp_path)
    items = items_of(path, costly=2)
    # X's move: 14 points past a margin of 10; another 19 past a margin of 8
    items[2] = replace(items[2], after_move=items[2].after_computer - 0.14, margin=0.10)
    items[3] = replace(items[3], after_move=items[3].after_computer - 0.19, margin=0.08)
    scene = shown(app, path, items)
    probably, sure = WORDS[lang]
    near, far = scene.cost_words(items[2]), scene.cost_words(items[3])
    assert "14" in near and "10" in near and near.endswith(probably)  # (before: no verdict)
    assert "19" in far and "8" in far and far.endswith(sure)
    texts: list[str] = []
    for place in range(len(scene.worst)):  # each row in turn: the rows page where the
        row_page.page_to(scene, place)  # summary keeps its room (scenes/review/row_page.py)
        texts += drawn_texts(scene, monkeypatch)
    joined = "".join(" ".join(texts).split())
    for words in (near, far):  # in the costly moves' rows, whole (wrapped, not cut)
        assert "".join(words.split()) in joined
    assert not any(t.endswith("…") for t in texts if probably.split()[0] in t or "sure" in t)
    tip = [text for text, _ in scene.tip_lines(items[2])]
    assert near in tip
