"""One turn count (newcomer F, s5): a Dojo game that a deck running out ended on
Blue's turn 6 had the table say 'turn 6', the replay 'Turn 5 of 5' and the History
'5 turns' (the turn in progress when the game ended was not counted). The replay's
strip, the review and the History count the turn that ended the game as the table
did, in every game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from ninjas.core import figures_kept
from ninjas.core.record_figures import table_turns as length
from ninjas.core.session import GameSession, Seat
from ninjas.review import table_turn, table_turns

GAMES = {"taisen": {}, "shinobi": {"players": 3}, "night": {"players": 3}, "dojo": {}}


def played(game: str, seed: int) -> GameSession:
    players = int(GAMES[game].get("players", 2))  # type: ignore[call-overload]
    seats = [Seat()] + [Seat("ai", "easy")] * (players - 1)
    session = GameSession.new(game, seats, seed, dict(GAMES[game]), autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


def runs(session: GameSession) -> int:
    """Every seat's turn counted (the timeline's, history.walk), to the end."""
    from ninjas.core.saves import start_state

    state, count, mover = start_state(session.to_save()), 0, None
    for text in session.actions:
        if state.current_player != mover:
            count, mover = count + 1, state.current_player
        state.apply(text)
    return count


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_turn_that_ended_the_game_is_counted_everywhere(game: str) -> None:
    """The table's turn of the game's last move (as its header said it while it was
    played) is the replay's last turn, the review's, and the game's length."""
    for seed in range(2):
        session = played(game, seed)
        said = table_turns(session.to_save())[-1]
        turns = runs(session)
        assert table_turn(game, session.state, turns) == said, seed  # the strip's "Turn N"
        assert length(game, session.state, turns) == said, seed  # "of N", the History's


def test_a_dojo_deck_running_out_on_blues_turn_counts_that_turn() -> None:
    """Seed 0: each clan had played 5 turns, the deck ran out in Blue's 6th; the header
    said 'turn 6', and so do the replay and the History (5 before)."""
    session = played("dojo", 0)
    state = session.state
    assert state.end_reason == "cards" and list(state.turns) == [5, 5] and state.mover == 1
    assert table_turns(session.to_save())[-1] == 6
    assert table_turn("dojo", state, runs(session)) == 6
    assert length("dojo", state, runs(session)) == 6


def test_figures_kept_before_are_worked_out_again(tmp_path: Path) -> None:
    """The History's lengths kept for old records (figures.json, version 1) counted a
    Dojo game one turn short: they are not trusted, but worked out again."""
    record = tmp_path / "record-1.json"
    record.write_text("a record")
    info = record.stat()
    entry = [info.st_size, info.st_mtime_ns, {"turns": 5}]
    for version, kept in ((1, None), (figures_kept.FIGURES_VERSION, 5)):
        (tmp_path / figures_kept.FIGURES_FILE).write_text(
            json.dumps(
                {"format": "ninjas-figures", "version": version, "records": {record.name: entry}}
            )
        )
        figures_kept.forget()
        found = figures_kept.known(record)
        assert (None if found is None else found.turns) == kept
    figures_kept.forget()
