"""The slow part of preparing a setup screen ahead, done on a thread of its own.

The title prepares each game's setup screen in still frames (TitleScene.prepare_setup),
so that the real one opens within a frame. Most of that time is not drawing: it is
checking the game's level files (ninjas.levels: up to 200 files of up to 1 MB each)
and importing the setup's and the table's modules (0.1 to 0.6 s the first time). Both
are done here, off the frame thread; the frame's job only draws, once they are done.
(Module code in scenes/ only defines things at import: no surface or font is made.)
"""

from __future__ import annotations

import importlib
import logging
import threading

from ninjas.levels import LEVEL_GAMES, scan_levels
from ninjas.levels import checked as levels_checked

from . import theme
from .registry import GAME_SCENES

log = logging.getLogger(__name__)

SETUP_PICTURES: dict[str, tuple[str, ...]] = {
    "night": tuple(f"night/ninja_{name}.png" for name in ("red", "blue", "green", "yellow")),
    "dojo": ("dojo/ninja_0.png", "dojo/ninja_1.png"),
}
"""The pictures a game's setup screen draws (its seats' ninjas: scenes.registry.seat_emblem),
decoded here so that the frame that draws the setup only converts them."""

LAID: set[str] = set()
"""The games whose groundwork this process has done (their modules are imported)."""


def ready(game: str) -> bool:
    """`game`'s setup can be built without importing a module or reading a level file."""
    return game in LAID and (game not in LEVEL_GAMES or levels_checked(game))


def lay(game: str) -> threading.Thread:
    """Import `game`'s setup and table modules and check its level files, on a thread
    of their own; the thread, started."""

    def work() -> None:
        try:
            importlib.import_module("scenes.setup")
            if game in GAME_SCENES:
                importlib.import_module(GAME_SCENES[game][0])
            if game in LEVEL_GAMES:
                scan_levels(game)
            theme.predecode(SETUP_PICTURES.get(game, ()))
        except Exception as exc:  # preparing ahead is an optimisation, never a failure
            log.info("groundwork for %s: %s", game, exc)
        LAID.add(game)

    thread = threading.Thread(target=work, name=f"groundwork {game}", daemon=True)
    thread.start()
    return thread


__all__ = ["LAID", "lay", "ready"]
