"""The long reliability run: `python -m tools.soak` (or `make soak`).

1. For every landed game (ninjas.games.GAMES): thousands of seeded random games, with
   the game's invariants checked after every action (its module's `invariant_errors`,
   when it has one), a clone compared with the state at every step, and a save-replay
   round trip at the end of each game.
2. For every scene a player can reach: thousands of random interface events (keys,
   clicks, drags, the wheel, resizes down to 1x1, focus changes), drawing after each.

Prints one JSON object of counts; exits 1 if anything failed. Not part of `make test`
(it takes minutes); `--games` and `--events` make it shorter.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
import traceback
from collections.abc import Callable
from typing import Any

SOAK_OPTIONS: dict[str, list[dict[str, Any]]] = {
    "shinobi": [
        {"players": players, "mode": mode}
        for mode in ("grasshopper", "grandmaster")
        for players in (2, 3, 4)
    ],
    "night": [{"players": players} for players in (2, 3, 4)],
    "dojo": [
        {"board": board, **dict.fromkeys(toggles, True)}
        for board, toggles in (
            ("random", ()),
            ("random", ("jokers", "dojo_defense", "defense_advantage")),
            ("island", ("fists_of_fury", "ace_in_the_face", "blitz")),
            (
                "causeway",
                (
                    "jokers",
                    "dojo_defense",
                    "defense_advantage",
                    "fists_of_fury",
                    "ace_in_the_face",
                    "blitz",
                ),
            ),
            ("crescent", ()),
        )
    ],
}
"""Games with options are soaked in each configuration (`--games` / 10 games for each)."""


def soak_game(
    name: str, games: int, seed: int, options: dict[str, Any] | None = None
) -> dict[str, int]:
    from ninjas.core.saves import SaveGame, replay
    from ninjas.games import get_game

    options = dict(options or {})
    module = get_game(name)
    check: Callable[[Any], list[str]] = getattr(module, "invariant_errors", lambda state: [])
    rng = random.Random(seed)
    counts = {"games": 0, "actions": 0, "failures": 0}
    for index in range(games):
        game_seed = rng.randrange(2**32)
        actions: list[str] = []
        try:
            state = module.new_game(seed=game_seed, options=options)
            while not state.is_terminal:
                legal = state.legal_actions()
                action = legal[rng.randrange(len(legal))]
                position = repr(state)
                before = state.clone()
                state.apply(action)
                actions.append(str(action))
                errors = check(state)
                if errors:
                    raise AssertionError(f"after {action}: {errors}")
                if repr(before) != position:
                    raise AssertionError(f"{action} changed a clone taken before it")
                if hasattr(state, "determinize") and not state.is_terminal and rng.random() < 0.05:
                    seat = state.current_player
                    twin = state.determinize(seat, random.Random(rng.randrange(2**32)))
                    if twin.view(seat) != state.view(seat):
                        raise AssertionError(f"after {action}: a determinization's view differs")
                    if [str(a) for a in twin.legal_actions()] != [str(a) for a in legal_now(state)]:
                        raise AssertionError(f"after {action}: a determinization's moves differ")
                counts["actions"] += 1
            again = replay(
                SaveGame.from_json(SaveGame(name, game_seed, options, actions).to_json())
            )
            if repr(again) != repr(state):
                raise AssertionError("the save does not replay to the same position")
        except Exception:
            counts["failures"] += 1
            print(f"{name} game {index} (seed {game_seed}) failed:", file=sys.stderr)
            traceback.print_exc()
        counts["games"] += 1
    return counts


def legal_now(state: Any) -> list[Any]:
    return list(state.legal_actions())


# --------------------------------------------------------------------- interface
KEYS = (
    "K_ESCAPE K_RETURN K_KP_ENTER K_SPACE K_TAB K_UP K_DOWN K_LEFT K_RIGHT K_BACKSPACE "
    "K_DELETE K_F1 K_F11 K_1 K_2 K_3 K_4 K_5 K_r K_g K_b K_e K_u K_h K_p K_0 K_9 K_a K_z K_j K_s K_q K_w"
).split()


def random_event(rng: random.Random, pygame: Any) -> Any:
    roll = rng.random()
    pos = (rng.randrange(-20, 1300), rng.randrange(-20, 740))
    if roll < 0.35:
        key = getattr(pygame, rng.choice(KEYS))
        mod = rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_ALT, pygame.KMOD_CTRL))
        kind = pygame.KEYDOWN if rng.random() < 0.8 else pygame.KEYUP
        return pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0)
    if roll < 0.6:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    if roll < 0.88:
        kind = pygame.MOUSEBUTTONDOWN if rng.random() < 0.5 else pygame.MOUSEBUTTONUP
        return pygame.event.Event(kind, pos=pos, button=rng.choice((1, 1, 1, 2, 3, 4, 5)))
    if roll < 0.94:
        return pygame.event.Event(
            pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False
        )
    if roll < 0.98:
        size = (
            rng.choice((1, 2, 64, 320, 800, 1280, 1920)),
            rng.choice((1, 2, 48, 240, 600, 720, 1080)),
        )
        return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
    return pygame.event.Event(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED)))


def scene_builders(app: Any) -> dict[str, Callable[[], list[Any]]]:
    """Each entry: the stack that puts that scene on top."""
    from ninjas.core.session import GameSession, Seat
    from scenes.pause import PauseScene
    from scenes.rules_scene import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene
    from scenes.slots import SlotPickerScene
    from scenes.taisen import TaisenScene
    from scenes.title import TitleScene

    def session() -> GameSession:
        return GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=5, autosave=True)

    def table() -> list[Any]:
        return [TitleScene(app), TaisenScene(app, session())]

    def pause() -> list[Any]:
        stack = table()
        return [*stack, PauseScene(app, stack[-1].session)]

    def shinobi(humans: int) -> Callable[[], list[Any]]:
        from scenes.shinobi import ShinobiScene

        def build() -> list[Any]:
            seats = [Seat()] * humans + [Seat("ai", "easy")] * (4 - humans)
            options = {"players": 4, "mode": "grandmaster"}
            game = GameSession.new("shinobi", seats, seed=5, options=options, autosave=True)
            return [TitleScene(app), ShinobiScene(app, game)]

        return build

    def night(humans: int) -> Callable[[], list[Any]]:
        from scenes.night import NightScene

        def build() -> list[Any]:
            seats = [Seat()] * humans + [Seat("ai", "easy")] * (3 - humans)
            game = GameSession.new("night", seats, seed=5, options={"players": 3}, autosave=True)
            return [TitleScene(app), NightScene(app, game)]

        return build

    def dojo(humans: int) -> Callable[[], list[Any]]:
        from scenes.dojo import DojoScene

        def build() -> list[Any]:
            seats = [Seat()] * humans + [Seat("ai", "easy")] * (2 - humans)
            options = {"board": "random", "jokers": True, "dojo_defense": True, "blitz": True}
            game = GameSession.new("dojo", seats, seed=5, options=options, autosave=True)
            return [TitleScene(app), DojoScene(app, game)]

        return build

    return {
        "title": lambda: [TitleScene(app)],
        "setup": lambda: [TitleScene(app), SetupScene(app, "taisen")],
        "taisen": table,
        "shinobi": shinobi(1),
        "shinobi_two_people": shinobi(2),
        "shinobi_setup": lambda: [TitleScene(app), SetupScene(app, "shinobi")],
        "night": night(1),
        "night_two_people": night(2),
        "night_setup": lambda: [TitleScene(app), SetupScene(app, "night")],
        "dojo": dojo(1),
        "dojo_two_people": dojo(2),
        "dojo_setup": lambda: [TitleScene(app), SetupScene(app, "dojo")],
        "dojo_rules": lambda: [TitleScene(app), RulesScene(app, "dojo")],
        "pause": pause,
        "settings": lambda: [TitleScene(app), SettingsScene(app)],
        "rules": lambda: [TitleScene(app), RulesScene(app, "taisen")],
        "shinobi_rules": lambda: [TitleScene(app), RulesScene(app, "shinobi")],
        "load": lambda: [TitleScene(app), SlotPickerScene(app, "load")],
    }


def soak_scenes(events: int, seed: int) -> dict[str, dict[str, int]]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from ninjas.core.settings import Settings
    from scenes.app import STEP, App

    pygame.init()
    app = App(Settings(), headless=True)
    results: dict[str, dict[str, int]] = {}
    for name, build in scene_builders(app).items():
        rng = random.Random(f"{seed}-{name}")
        counts = {"events": 0, "failures": 0, "restarts": 0}

        def restart(
            build: Callable[[], list[Any]] = build, counts: dict[str, int] = counts
        ) -> None:
            app.running = True
            app.stack.clear()
            for scene in build():
                app.push(scene)
            counts["restarts"] += 1

        restart()
        for index in range(events):
            try:
                if not app.running or not app.stack:
                    restart()
                app.dispatch(random_event(rng, pygame))
                if app.stack:
                    app.stack[-1].update(STEP)
                    app.draw()
            except Exception:
                counts["failures"] += 1
                print(f"scene {name}, event {index}:", file=sys.stderr)
                traceback.print_exc()
                restart()
            counts["events"] += 1
        results[name] = counts
    return results


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_int

    parser = argparse.ArgumentParser(description="long reliability run")
    parser.add_argument(
        "--games", type=bounded_int(1, 10_000_000), default=10_000, help="random games per game"
    )
    parser.add_argument(
        "--events", type=bounded_int(0, 10_000_000), default=10_000, help="random events per scene"
    )
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    import tempfile

    from ninjas.games import GAMES

    os.environ["NINJAS_DATA_DIR"] = tempfile.mkdtemp(prefix="ninjas-soak-")
    started = time.perf_counter()
    report: dict[str, Any] = {"games": {}, "scenes": {}}
    for name in GAMES:
        for options in SOAK_OPTIONS.get(name, [{}]):
            label = "/".join([name, *(str(v) for v in options.values())])
            count = (
                args.games if len(SOAK_OPTIONS.get(name, [{}])) == 1 else max(1, args.games // 10)
            )
            report["games"][label] = soak_game(name, count, args.seed, options)
    report["scenes"] = soak_scenes(args.events, args.seed)
    from ninjas.ai.thinking import shutdown

    shutdown()
    report["failures"] = sum(c["failures"] for c in report["games"].values()) + sum(
        c["failures"] for c in report["scenes"].values()
    )
    report["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(report, indent=1))
    return 1 if report["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
