"""Records written before fa1beaa (issue 33, newcomer F) keep a Dojo game that a deck
running out ended one turn short in their own figures: the History said '4 turns' of a
game whose table said 'turn 5'. Their length is counted again from their actions when
they are read (ninjas.core.history, record_figures.dojo_turns_played)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from ninjas.ai import make_agent
from ninjas.core import figures_kept
from ninjas.core.history import read_record, record_of_save
from ninjas.core.history_folder import list_records
from ninjas.core.record_figures import Figures, dojo_turns, dojo_turns_played
from ninjas.dojo.rules import new_game
from tests.core.test_turn_count_at_the_end import played

pytestmark = pytest.mark.usefixtures("own_data_dir")


def written(folder: Path, seed: int, turns_said: int | None = None) -> tuple[Path, int]:
    """A Dojo game of `seed` written as a record in `folder`, its figures saying
    `turns_said` turns (an old build's count) when given; and its true length."""
    session = played("dojo", seed)
    record = record_of_save(session.to_save(), ["Zoé", None])
    assert record is not None and record.summary.figures is not None
    true = record.summary.figures.turns
    if turns_said is not None:
        summary = dataclasses.replace(record.summary, figures=Figures(turns_said))
        record = dataclasses.replace(record, summary=summary)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"record-20261129-19444{seed}-0000.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path, true


def test_a_dojo_record_written_one_turn_short_reads_the_turns_played(tmp_path: Path) -> None:
    """Seed 0: a deck ran out in Blue's 6th turn; a record of before said 5."""
    path, true = written(tmp_path / "history", 0, turns_said=5)
    assert true == 6
    assert read_record(path).summary.figures == Figures(6)
    (row,) = list_records(path.parent).records
    assert figures_kept.of_summary(row) == Figures(6)  # what the History's row says


@pytest.mark.parametrize("seed", range(4))
def test_the_count_from_the_actions_is_the_tables(seed: int) -> None:
    """Decks running out, on either clan's turn: the count from the actions alone is
    dojo_turns of the final position."""
    session = played("dojo", seed)
    assert session.state.end_reason == "cards"
    assert dojo_turns_played(session.actions) == dojo_turns(session.state)


def test_a_dojo_taken_is_counted_as_its_table_did() -> None:
    """Normal against random, seed 0: Blue takes the Dojo in its 5th turn."""
    state, actions = new_game(0, {}), []
    agents = [make_agent("normal", 0), make_agent("random", 0)]
    while not state.is_terminal:
        action = str(agents[state.current_player].choose(state))
        actions.append(action)
        state.apply(action)
    assert state.end_reason == "dojo" and dojo_turns(state) == 5
    assert dojo_turns_played(actions) == 5


def test_a_record_written_now_is_read_as_written(tmp_path: Path) -> None:
    path, true = written(tmp_path / "history", 1)
    assert read_record(path).summary.figures == Figures(true)
