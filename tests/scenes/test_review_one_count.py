"""Issue 33, newcomer N (s8): the review said 'Tour 1, étape 1' of one move and 'Tour 10
(votre tour 4), étape 4' of another, two ways to count the turns on one screen. Where
the seat's own count differs from the table's anywhere in the game, every moment of
the seat says both, 'Turn 1 (your turn 1), step 1'; another seat's moments say the
table's alone. EN and FR."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.moments import moments

from .replay_records import make_record


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["shinobi", "taisen"])
def test_the_seats_moments_count_its_turns_one_way(
    app: App, tmp_path: Path, lang: str, game: str
) -> None:
    app.language_for_run(lang)
    record = read_record(make_record(game, tmp_path))
    seat = 1
    said = moments(app.tr, record.save, seat)
    mine = [said[d.index] for d in rv.decisions(record, seat)]
    own = app.tr("review.moment.turn.own", turn="#1#", own="#2#", step="#3#")
    marker = own[own.index("#1#") + 3 : own.index("#2#")]  # ' (your turn ' / ' (votre tour '
    assert mine and all(marker in words for words in mine), mine
    zero = moments(app.tr, record.save, 0)
    first = [zero[d.index] for d in rv.decisions(record, 0)][0]
    assert marker in first, "seat 0's first turn is said the same way as its later ones"
    others = moments(app.tr, record.save, None)
    assert not any(marker in words for words in others)
