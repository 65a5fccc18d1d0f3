"""Records for the replay tests: one short game of each title played by the arena
(seeded, so each run writes the same games) into the test's own history folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

GAMES: dict[str, tuple[list[str], dict[str, Any], int]] = {
    "taisen": (["easy", "random"], {}, 3),
    "shinobi": (["easy", "random", "random"], {"players": 3}, 5),
    "night": (["easy", "random", "random"], {"players": 3}, 2),
    "dojo": (["easy", "random"], {}, 4),
}
"""game -> (agents, options, seed): three seats where hands and tokens are hidden."""


def make_record(game: str, folder: Path) -> Path:
    """The path of one record of `game`, played by the arena into `folder`."""
    from ninjas.arena import run_arena

    agents, options, seed = GAMES[game]
    run_arena(game, agents, 1, seed=seed, options=options, record=folder)
    (path,) = sorted(folder.glob("*.json"))
    return path
