"""The hard computer's moves of a bench's games, recorded once and played back: a test
that measures a table's turns on those games (scenes.bench_turns.play_table, at_once)
no longer searches (the hard Taisen search is 3 s of processor time a turn, nine tenths
of such a test's time) and no longer depends on the machine's speed (that search stops
at a processor-time budget: a slower machine played other moves, other games).

`python tests/support/recorded_moves.py taisen hard 1 2 3 4` records them again (after a
change of the game's rules, its table's dice or its computer: a test then fails naming
the position it has no move for)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

FOLDER = Path(__file__).with_name("recorded")


def record_path(game: str, level: str) -> Path:
    return FOLDER / f"{game}_{level}.json"


class Recorded:
    """A computer that plays the move recorded for each position (by its digest)."""

    def __init__(self, moves: dict[str, str], where: str) -> None:
        self.moves = moves
        self.where = where

    def choose(self, state: Any) -> Any:
        from ninjas.core.saves import position_digest

        digest = position_digest(state)
        move = self.moves.get(digest)
        assert move is not None, (
            f"{self.where}: no move recorded for position {digest[:12]} "
            f"(record again: python tests/support/recorded_moves.py)"
        )
        legal = [a for a in state.legal_actions() if str(a) == move]
        assert legal, f"{self.where}: the move recorded, {move}, is not legal now"
        return legal[0]


def play_back(monkeypatch: pytest.MonkeyPatch, game: str, level: str) -> None:
    """From now on, make_agent(level, ...) is a Recorded computer (any other level, as
    the bench's greedy person, the real one); play_table imports make_agent when called."""
    import ninjas.ai
    from ninjas.ai import make_agent

    moves: dict[str, str] = json.loads(record_path(game, level).read_text("utf-8"))

    def agent(name: str, seed: int) -> Any:
        if name == level:
            return Recorded(moves, f"{game} {level} (agent seed {seed})")
        return make_agent(name, seed)

    monkeypatch.setattr(ninjas.ai, "make_agent", agent)


def record(game: str, level: str, seeds: list[int]) -> dict[str, str]:
    """The bench's games of these seeds played with the real computers, each of their
    moves noted by the digest of the position it was chosen in."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import ninjas.ai
    from ninjas.ai import make_agent
    from ninjas.core.saves import position_digest
    from scenes.bench_turns import play_table

    moves: dict[str, str] = {}

    class Noting:
        def __init__(self, real: Any) -> None:
            self.real = real

        def choose(self, state: Any) -> Any:
            digest = position_digest(state)  # before the search (it may roll the dice)
            action = self.real.choose(state)
            moves[digest] = str(action)
            return action

    def agent(name: str, seed: int) -> Any:
        real = make_agent(name, seed)
        return Noting(real) if name == level else real

    ninjas.ai.make_agent = agent  # type: ignore[assignment]
    try:
        for seed in seeds:
            figures = play_table(game, {}, level, seed, at_once=True)
            print(seed, [round(turn.own, 2) for turn in figures.turns], file=sys.stderr)
    finally:
        ninjas.ai.make_agent = make_agent
    return moves


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    game, level, *seeds = sys.argv[1:]
    recorded = record(game, level, [int(seed) for seed in seeds])
    FOLDER.mkdir(exist_ok=True)
    path = record_path(game, level)
    path.write_text(json.dumps(recorded, indent=0, sort_keys=True) + "\n", "utf-8")
    print(f"{len(recorded)} moves -> {path}", file=sys.stderr)
