"""Screenshots of the Shinobi table in set positions: `python -m tools.shinobi_screens
OUT_DIR [--size 1920x1080 ...] [--lang fr ...]` writes one PNG per scene, size and
language (2, 3 and 4 players, Grasshopper and Grand Master, while choosing a target,
the Temple and Court choices), drawn at the window's own size, to look at the layout.

Each position is reached by seeded random play (placements preferred, so that the
tables fill up), headless: nothing here is part of the game."""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from ninjas.core.pathcheck import bounded_int, make_folder, path_argument, window_size  # noqa: E402
from ninjas.core.rng import MAX_SEED, SEED_RULE  # noqa: E402
from ninjas.core.session import GameSession, Seat  # noqa: E402
from ninjas.core.settings import Settings  # noqa: E402
from ninjas.shinobi.rules import ShinobiState  # noqa: E402

Stop = Callable[[ShinobiState], bool]


def _placing(state: ShinobiState) -> bool:
    return state.current_player == 0 and state.phase == "place"


def _filled(clans: int) -> Stop:
    def stop(state: ShinobiState) -> bool:
        laid = sum(len(t) for t in state.clans)
        return _placing(state) and laid >= clans and len(state.hands[0]) >= 6

    return stop


def _choosing(kind: str, phase: str = "power") -> Stop:
    def stop(state: ShinobiState) -> bool:
        if state.current_player != 0 or state.phase != phase:
            return False
        return any(a.kind == kind for a in state.legal_actions())

    return stop


def _round(number: int, inner: Stop) -> Stop:
    return lambda state: state.round >= number and inner(state)


SCENES: dict[str, tuple[int, str, Stop]] = {
    "2p": (2, "grasshopper", _filled(5)),
    "3p": (3, "grasshopper", _filled(7)),
    "4p": (4, "grasshopper", _filled(9)),
    "2p-gm": (2, "grandmaster", _round(2, _filled(4))),
    "4p-gm": (4, "grandmaster", _round(2, _filled(7))),
    "4p-target": (4, "grasshopper", _choosing("target")),
    "4p-gm-target": (4, "grandmaster", _round(2, _choosing("target"))),
    "gm-pawns": (4, "grandmaster", _choosing("pawns", "pawns")),
    "gm-temple": (3, "grandmaster", _choosing("temple", "temple")),
    "gm-court": (3, "grandmaster", _choosing("court", "court")),
    "pick": (3, "grasshopper", _choosing("card")),
}


def reach(players: int, mode: str, stop: Stop, seed: int) -> GameSession:
    """A session where `stop` holds, seat 0 a person and the others the computer."""
    for attempt in range(200):
        seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
        options = {"players": players, "mode": mode}
        session = GameSession.new("shinobi", seats, seed + attempt, options, autosave=False)
        rng = random.Random(seed + attempt)
        for _ in range(3000):
            state: ShinobiState = session.state
            if state.is_terminal:
                break
            if stop(state):
                return session
            legal = state.legal_actions()
            placing = [a for a in legal if a.kind in ("place", "reinforce", "yokai")]
            if placing and state.current_player != 0 and rng.random() < 0.8:
                legal = placing
            elif placing and rng.random() < 0.5:
                legal = placing
            ending = len(state.clans[state.current_player]) >= 3
            if ending:  # a fourth clan ends the round: put it off for the picture
                legal = [a for a in legal if a.kind != "place"] or legal
            session.apply(legal[rng.randrange(len(legal))])
    raise RuntimeError("no game reached the position asked")


def shoot(name: str, out: Path, size: tuple[int, int], lang: str, seed: int) -> Path:
    """The table of scene `name` drawn as the game draws it in a window of `size` (at its
    own pixel size), saved as a PNG."""
    from scenes.app import App
    from scenes.shinobi import ShinobiScene

    players, mode, stop = SCENES[name]
    app = App(Settings(language=lang), headless=True, size=size)
    session = reach(players, mode, stop, seed)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    app.apply_scale()
    scene.update(1 / 60)
    app.draw()
    if name in ("2p", "4p-gm") and scene.hand.rects:  # the zoom of a hovered card
        hover = scene.hand.rects[len(scene.hand.rects) // 2][0].center
        app.dispatch(
            pygame.event.Event(pygame.MOUSEMOTION, pos=hover, rel=(0, 0), buttons=(0, 0, 0))
        )
        app.draw()
    path = out / f"shinobi-{name}-{lang}-{size[0]}x{size[1]}.png"
    pygame.image.save(app.window, os.fsencode(path))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=path_argument("folder_to_write"))
    parser.add_argument("--scene", action="append", choices=sorted(SCENES))
    parser.add_argument(
        "--size", type=window_size, action="append", help="WIDTHxHEIGHT (repeat for more)"
    )
    parser.add_argument("--lang", action="append", choices=("en", "fr"))
    parser.add_argument("--seed", type=bounded_int(0, MAX_SEED, SEED_RULE), default=1)
    args = parser.parse_args(argv)
    sizes: list[tuple[int, int]] = args.size or [(1280, 720)]
    make_folder(args.out)
    pygame.init()
    for lang in args.lang or ["en"]:
        for size in sizes:
            for name in args.scene or sorted(SCENES):
                print(shoot(name, args.out, size, lang, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
