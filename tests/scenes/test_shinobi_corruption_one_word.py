"""One word for the corruption token on every header of a table (newcomer A, s24; E5
brief, s25): a table said 'Corruption' where a header had room and 'Corr.' where it had
not, read as two things. The word is decided per table (corruption_word.table_key) and
a header never pays for it: its score and hand keep their size and line, as with
'Corr.' (1d55a5ae kept room for the whole word and was reverted: a 3-player Grand Master
replay header went to two lines, a seat's info shrank). 2, 3 and 4 players, both modes,
EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.shinobi import corruption_word

from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table

CASES = [
    (lang, size, players, mode)
    for lang in ("en", "fr")
    for size in ((1280, 720), (1920, 1080))
    for players in (2, 3, 4)
    for mode in ("grasshopper", "grandmaster")
]


def _shown(sized_app: Any, monkeypatch: pytest.MonkeyPatch, case: Any, short: bool) -> Any:
    lang, size, players, mode = case
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ana")] + [Seat("ai", "easy")] * (players - 1)
    scene = table(app, seats, mode=mode, seed=7)
    if short:  # the header as it was laid with 'Corr.' on every one
        scene.board.corruption_key = lambda: corruption_word.SHORT  # type: ignore[method-assign]
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    return app, scene, drawn(app, scene, monkeypatch)


@pytest.mark.parametrize("case", CASES, ids=["-".join(map(str, c)) for c in CASES])
def test_one_word_on_every_header_and_nothing_moves_for_it(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, case: Any
) -> None:
    app, scene, shown = _shown(sized_app, monkeypatch, case, short=False)
    names = {app.tr(corruption_word.WHOLE), app.tr(corruption_word.SHORT)}
    said = [string for string, _ in shown if string in names]
    assert len(said) == case[2], said  # every token named
    assert len(set(said)) == 1, said  # fails before: 'Corruption' and 'Corr.' at one table
    if shot := os.environ.get("NINJAS_TEST_SHOT"):
        lang, size, players, mode = case
        scene.draw(app.canvas)
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}_{players}_{mode}.png")
    words = {string: rect for string, rect in shown if string not in names}
    monkeypatch.undo()
    _, _, before = _shown(sized_app, monkeypatch, case, short=True)
    kept = {string: rect for string, rect in before if string not in names}
    for string, rect in words.items():  # the rest of each header as with 'Corr.'
        if string in kept and ("·" in string or string.startswith(("Ana", "Score"))):
            assert kept[string] == rect, (string, kept[string], rect)
    app.set_language("en")
