"""Count Night's hand-off covers in a scripted hot-seat game: two people at the laptop
(Ines and Bruno) and one hard computer, six rounds, the people's moves made by a seeded
script (a plan confirmed, a throw nudged, a Collect or a Steal when offered). Prints
each cover (round, phase, seat, its button's key) and the covers a round (newcomer Y, s13, counted about 6 a round).

    .venv/bin/python -m tools.night_covers [--seed N] [--players 3] [--computers 1]

Headless, no animation; the computer thinks in its worker (real time: under load a
game takes a few minutes)."""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("NINJAS_DATA_DIR", tempfile.mkdtemp(prefix="ninjas-covers-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from ninjas.core.session import GameSession, Seat  # noqa: E402
from ninjas.core.settings import Settings  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.handoff import GRACE_SECONDS, HandoffScene  # noqa: E402
from scenes.night import NightScene  # noqa: E402


def person_acts(scene: NightScene, rng: random.Random) -> None:
    """One act of a person: the plan shown confirmed, a throw nudged and thrown, a
    Collect or a Steal when offered, else a row at random (never 'Look at my tokens',
    open_turn.PEEK: a cover she asks for is counted as her choice, not the table's)."""
    if scene.state.phase == "plan":
        scene.confirm_plan()
    elif scene.throw is not None:
        scene.aiming.nudge(rng.uniform(-10, 10))
        scene.throw_now()
    elif scene.options:
        rows = [k for k, (a, _) in enumerate(scene.options) if a.kind != "peek"]
        kinds = [scene.options[k][0].kind for k in rows]
        wanted = next((k for k in ("collect", "steal") if k in kinds), None)
        pick = kinds.index(wanted) if wanted else rng.randrange(min(len(kinds), 9))
        scene.choose_option(rows[pick])


def go_on(scene: NightScene) -> None:
    """Space, as the person at the laptop presses it, when the hold on the computer's
    move or a new round's card waits for a key (603bba2b, 30724ea6)."""
    card = scene.stage.round_card
    flow = scene.handoff_flow
    if (card.showing is not None and card.waits) or flow.awaits_key():
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            scene.handle_event(pygame.event.Event(kind, key=pygame.K_SPACE, mod=0, unicode=" "))


def play(seed: int, players: int, computers: int) -> list[tuple]:
    """The covers of one scripted game: (round, phase, seat, button key) each."""
    pygame.init()
    app = App(Settings(confirm_turn_end=False), headless=True)
    people = [Seat("human", name=n) for n in ("Ines", "Bruno", "Chloe")][: players - computers]
    seats = people + [Seat("ai", "hard")] * computers
    session = GameSession.new("night", seats, seed, {"players": players}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    rng = random.Random(seed)
    canvas = pygame.Surface((1280, 720))
    covers: list[tuple] = []
    deadline = time.monotonic() + 1800
    while not session.state.is_terminal and time.monotonic() < deadline:
        state = session.state
        top = app.top
        if isinstance(top, HandoffScene):
            covers.append((state.round, state.phase, state.current_player, top.ready_key))
            top.time = GRACE_SECONDS
            top.ready()
            continue
        go_on(scene)
        scene.update(1 / 60)
        scene.draw(canvas)
        if scene.can_act:
            person_acts(scene, rng)
        else:
            time.sleep(0.002)
    return covers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=14)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--computers", type=int, default=1)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    covers = play(args.seed, args.players, args.computers)
    if not args.quiet:
        for cover in covers:
            print("cover", *cover)
    per_round = Counter(r for r, *_ in covers)
    rounds = max(per_round) if per_round else 0
    print(f"covers: {len(covers)} in {rounds} rounds; a round: {dict(sorted(per_round.items()))}")
    kinds = Counter(key for *_, key in covers)
    print("by button:", dict(kinds.most_common()))


if __name__ == "__main__":
    main()
