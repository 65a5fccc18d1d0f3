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
from ninjas.core.saves import apply_saved, start_state
from scenes.app import App
from scenes.replay.strip import table_turn
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


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_dojo_seats_moments_count_its_turns_as_its_table_does(
    app: App, tmp_path: Path, lang: str
) -> None:
    """Dojo's table counts each clan's own turns ('Ada, turn 2'): the seat's own turn is
    the table's. Its runs of moves, broken by the defender's cards laid in a battle and
    by the Dojos' placing, were counted as more turns: 'Tour 2 (votre tour 3), étape 12'
    beside the table's 'Ada, tour 2' (newcomer T, s9: three numberings)."""
    app.language_for_run(lang)
    record = read_record(make_record("dojo", tmp_path))
    own = app.tr("review.moment.turn.own", turn="#1#", own="#2#", step="#3#")
    marker = own[own.index("#1#") + 3 : own.index("#2#")]
    state = start_state(record.save)
    turns = {}
    for index, text in enumerate(record.save.actions):
        turns[index] = table_turn("dojo", state, 0)
        apply_saved(state.apply, index, text)
    for seat in (0, 1):
        said = moments(app.tr, record.save, seat)
        for decision in rv.decisions(record, seat):
            words = said[decision.index]
            assert marker not in words, words  # fails before: 'Turn 2 (your turn 3), ...'
            turn = app.tr("review.moment.turn", turn=turns[decision.index], step="#")
            assert words.startswith(turn[: turn.index("#")]), (words, turn)
