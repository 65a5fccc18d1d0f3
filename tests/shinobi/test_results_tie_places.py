"""Results and Records tell one truth about a tie broken on the tie-break (newcomer F,
s15, 355 vs m364): Marc and Midori (hard) ended level on 90, Marc with 4 corruption
over the game to her 24. The results now say 'Corruption in all: 4: 2nd on the
tie-break, the less corrupt first' under Marc (before: only '(breaks ties)'), and the
Records count Marc as having beaten the hard computer, as the results rank them (before:
'level'). F's own game, from her History (seed and moves)."""

from __future__ import annotations

import datetime

import pytest

from ninjas.core.breakdown import Term
from ninjas.core.history import record_of_save
from ninjas.core.history_folder import write_record
from ninjas.core.records_stats import read_book
from ninjas.core.saves import SaveGame
from ninjas.shinobi.results import score_breakdown

from .test_grandmaster import gm

pytestmark = pytest.mark.usefixtures("own_data_dir")

SEED = 6209339149961053927
MOVES = (
    "corrupt|place Monkey 64 66 82 83|discard 30|recruit|place Spider 31 34|target 2|"
    "card 64|discard 58|recruit|place Monkey 63 69|clan Spider|target 2|card 66|"
    "discard 61|corrupt|place Monkey 68 71|clan Spider|target 1|card 63|discard 89|"
    "recruit|place Bear 73 79|discard 13|recruit|place Carp 6 8|discard 22|corrupt|"
    "place Bear 76 77|discard 85|recruit|reinforce Spider 32|discard 86|recruit|"
    "place Rat 45 53|target 2|discard 15|corrupt|place Crow 10 16 17|card 9|card 89|"
    "card 63|discard 63|recruit|place Dragon 18 19|card 72|discard 88|recruit|"
    "place Fox 36 37|target 2|card 27|temple decoy 1|pawns court 1|pawns missions 2|"
    "peek 0|pawns showdown 1|pawns showdown 3|pawns court 1|court skip|recruit|pass|"
    "discard 70|court Gift|corrupt|place Monkey 65 67|discard 48|recruit|"
    "place Spider 27 33|target 1|card 65|discard 89|court skip|corrupt|"
    "place Bear 72 78|discard 87|recruit|place Toad 60 62|target 2|card 27|discard 21|"
    "recruit|place Rat 46 49 50 51|target 0|discard 20|court Pardon|corrupt|"
    "place Fox 41 84|target 2|card 4|discard 92|recruit|yokai 93 Toad|discard 40|"
    "recruit|place Carp 1 2 4 5|discard 56|recruit|place Toad 54 59|target 2|card 33|"
    "discard 43|recruit|reinforce Monkey 65|discard 11|corrupt|place Dragon 20 25|"
    "card 28|discard 58|corrupt|place Monkey 68 69|clan Carp|temple draw|"
    "temple take Echo|pawns missions 4|peek 1|pawns court 1|pawns missions 2|peek 0|"
    "pawns court 1|recruit|place Crow 12 13|card 72|card 78|discard 92|court skip|"
    "corrupt|pass|discard 87|court Recall|card 92|corrupt|place Spider 27 28 33|"
    "target 0|clan Crow|discard 92|recruit|place Bear 72 78|discard 30|court skip|"
    "recruit|pass|discard 90|recruit|place Monkey 70 83|clan Spider|target 0|card 72|"
    "discard 71|recruit|yokai 85 Bear|card 65|discard 37|court skip|recruit|pass|"
    "discard 86|corrupt|yokai 89 Monkey|target 0|card 78|discard 66|recruit|"
    "place Monkey 64 65|clan Spider|target 2|card 70|discard 36|court skip|recruit|"
    "place Rat 45 47|target 2|discard 22|corrupt|place Bear 74 76 77 80|discard 61|"
    "corrupt|place Crow 10 16|card 72|card 78|discard 72|court skip|recruit|pass|"
    "discard 31|recruit|place Fox 38 42 44|target 1|discard 75|recruit|"
    "place Bear 73 78 79|discard 15|court Double_March|recruit|place Spider 32 35|"
    "target 2|card 74|place Carp 0 3 6 7|discard 91|recruit|pass|discard 57|corrupt|"
    "place Rat 51 83|target 2|temple decoy 1|pawns missions 4|peek 0|pawns showdown 1|"
    "pawns court 1|pawns showdown 1|pawns showdown 1"
)


def test_the_tie_break_gives_places_and_says_them() -> None:
    state = gm(3)
    state.boss_revealed = state.bosses[1]
    state._final, state._winners = [140, 90, 90], [0]
    state.corruption_total = [6, 4, 24]
    breakdown = score_breakdown(state)
    assert breakdown.places == [0, 1, 2]
    said = {seat.seat: seat.lines[-1] for seat in breakdown.seats}
    assert said[1].key == "shinobi.results.corruption_place"  # fails before: '(breaks ties)'
    assert said[1].params["place"] == Term("review.ordinal.2")
    assert said[2].params["place"] == Term("review.ordinal.3")
    state.corruption_total = [6, 9, 9]  # as corrupt: still level, said as before
    breakdown = score_breakdown(state)
    assert breakdown.places == [0, 1, 1]
    assert breakdown.seats[1].lines[-1].key == "shinobi.results.corruption_total"


def test_the_records_count_a_tie_break_as_the_results_rank_it(tmp_path) -> None:
    save = SaveGame(
        game="shinobi",
        seed=SEED,
        options={"players": 3, "mode": "grandmaster"},
        actions=MOVES.split("|"),
        seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "ai", "level": "hard"}],
    )
    when = datetime.datetime(2026, 12, 1, 2, 9, tzinfo=datetime.UTC)
    record = record_of_save(save, ["Léa", "Marc", None], when)
    assert record is not None
    assert record.summary.scores == [140, 90, 90] and record.summary.winners == [0]
    folder = tmp_path / "history"
    write_record(record, folder)
    book = read_book(folder)
    marc = book.person("Marc", night_errors=False, replay=False)
    hard = marc.levels["hard"]
    assert (hard.won, hard.drawn, hard.lost) == (1, 0, 0)  # fails before: drawn 1
    assert book.person("Léa", night_errors=False, replay=False).levels["hard"].won == 1
