"""The long reliability run: `python -m tools.soak` (or `make soak`).

For each of the four games it prints:

1. Random games (10,000 by default, spread over the game's option sets): seeded random
   legal moves to the end, with
   - the game's invariants (its module's `invariant_errors`) checked after every action;
   - in every game (`--round-trip-every`: 1 by default), a save round trip after every
     action: the save so far is sealed to text with the public API
     (ninjas.core.saves.SaveGame.to_json), read back (from_json) and must be the same
     save (seed, options, seats, every action). It is linear in the game's length
     (version 3 of the save, sealed with AES-GCM and its moves one a line, made it
     about half as costly as the Fernet-sealed list of version 2);
   - in every game, the autosave of one action drawn at random (with the digest of the
     position there) sealed and read back equal, and the final save with its digest
     written to a file (write_save) and read back (read_save): one replay of the final
     save (ninjas.core.saves.replay) must reach the autosave's position where its moves
     end and the final position at the end (each checked by its digest). A replay from
     scratch after every action would be quadratic in moves; these check every
     action's text, a position in the middle and the end;
   - on a sampled share of actions (SAMPLED_SHARE), the costlier checks: a clone taken
     before the action is unchanged by it, and a determinization for the player to move
     shows them the same view and offers the same moves.
2. Random interface events (10,000 per scene by default) on every screen of the game:
   its table with one and with two people against the computer, a table of computers
   only, its setup screen and its rules; plus the shared screens (title, settings,
   load, pause). Like the real loop, each frame takes the events that came (one to
   three: keys, clicks, drags, the wheel, resizes down to 1x1, focus changes), waits
   for the AI worker like a headless frame (App.wait_for_computer), updates one step
   and draws. The computer's moves seen on the tables are counted.

3. Whole games of computers (20 by default, the four games in turn; the demo's tables
   with easy computers) through the real headless loop (App.run) to their results
   screen and back to the title, in one process: the computer's moves counted, and the
   resident memory on the title after each game; the run fails if the memory after the
   last is over MEMORY_GROWTH_LIMIT (1.10) times that after the 2nd (issue 15; every
   game's code is loaded before the first, as the first game of each title would load
   it for good).
   `--memory` runs only these games and this check.

The work is spread over `--jobs` processes (2 by default). Prints one line per game and
the full counts as JSON; exits 1 if anything failed. Not part of `make test` (it takes
minutes); `--quick` is a short run for tests, and `--games` / `--events` set the counts.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import multiprocessing
import os
import random
import shutil
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from typing import Any

GAMES = ("taisen", "shinobi", "night", "dojo")

DOJO_TOGGLES = (
    "jokers",
    "dojo_defense",
    "defense_advantage",
    "fists_of_fury",
    "ace_in_the_face",
    "blitz",
)

SOAK_OPTIONS: dict[str, list[tuple[dict[str, Any], int]]] = {
    "taisen": [({}, 1)],
    "shinobi": [
        ({"players": players, "mode": mode}, 1)
        for mode in ("grasshopper", "grandmaster")
        for players in (2, 3, 4)
    ],
    "night": [
        ({"players": players, "village": village, "experienced": experienced}, weight)
        for players in (2, 3, 4)
        for village, weight in (("random", 1), ("crossroads", 16), ("plaza", 16), ("riverside", 16))
        for experienced in (False, True)
    ],
    "dojo": [
        ({"board": board, **dict.fromkeys(toggles, True)}, 1)
        for board, toggles in (
            ("random", ()),
            ("random", ("jokers", "dojo_defense", "defense_advantage")),
            ("island", ("fists_of_fury", "ace_in_the_face", "blitz")),
            ("causeway", DOJO_TOGGLES),
            ("crescent", ()),
        )
    ],
}
"""Each game's option sets, with their share of the game's random games. Night's random
villages take a small share (one game in 49): building one takes about 130 ms, twice
per game (the game and its replay), against 7 ms for the rest of the game; the
three drawn villages share the rest (the Night tables and games below play on random
villages too)."""

QUICK_GAMES = 10
QUICK_EVENTS = 100
"""`--quick` (the tests' run): random games per game, and random events per scene (about
60 frames: every screen drawn under input, the computers' tables moving; 300 made the
test's run 100 s on a busy machine, two thirds of it the screens' frames)."""
QUICK_DETERMINIZATIONS = 10_000

ROUND_TRIP_EVERY = 1
"""Every random game round-trips its sealed save after every action (issue 21). A round
trip through the sealed format (SaveGame.to_json, then from_json) costs about 70
microseconds plus 0.35 per move held (150 and 0.7 before the seal's path was made
cheaper, when only every 4th game could afford it)."""

SAMPLED_SHARE = 0.02
"""Share of actions that also get the costly checks (clone, determinization)."""

CHUNK_GAMES = 200
"""Random games per unit of work handed to a process."""


# --------------------------------------------------------------------- random games
def share_out(total: int, weights: list[int]) -> list[int]:
    """`total` split in proportion to `weights` (what rounding leaves, to the first)."""
    whole = sum(weights)
    parts = [total * w // whole for w in weights]
    for index in range(total - sum(parts)):
        parts[index % len(parts)] += 1
    return parts


def game_units(games: int) -> list[tuple[str, dict[str, Any], int, int]]:
    """(game, options, first index, count) chunks covering `games` games per game."""
    units: list[tuple[str, dict[str, Any], int, int]] = []
    for name in GAMES:
        sets = SOAK_OPTIONS[name]
        for (options, _), count in zip(sets, share_out(games, [w for _, w in sets]), strict=True):
            for first in range(0, count, CHUNK_GAMES):
                units.append((name, options, first, min(CHUNK_GAMES, count - first)))
    return units


def option_label(name: str, options: dict[str, Any]) -> str:
    return "/".join([name, *(f"{k}={v}" for k, v in options.items())])


def soak_games(
    name: str,
    options: dict[str, Any],
    first: int,
    count: int,
    seed: int,
    round_trip_every: int = 1,
) -> dict[str, int]:
    """Play games number `first` .. `first + count - 1` of this option set; every
    `round_trip_every`-th game (by number) round-trips its save after every action."""
    from ninjas.core import saves
    from ninjas.games import get_game

    module = get_game(name)
    check: Callable[[Any], list[str]] = getattr(module, "invariant_errors", lambda state: [])
    label = option_label(name, options)
    counts = {
        "games": 0,
        "games_with_round_trips": 0,
        "actions": 0,
        "save_round_trips": 0,
        "replays": 0,
        "sampled_checks": 0,
        "failures": 0,
    }
    data = os.environ.get("NINJAS_DATA_DIR")
    folder = tempfile.mkdtemp(
        prefix="soak-saves-", dir=data if data and os.path.isdir(data) else None
    )
    path = os.path.join(folder, "game.json")
    for index in range(first, first + count):
        rng = random.Random(f"{seed}/{label}/{index}")
        game_seed = rng.randrange(2**32)
        try:
            round_trips = index % round_trip_every == 0
            play_one_game(
                module, saves, name, options, game_seed, rng, check, counts, path, round_trips
            )
            counts["games_with_round_trips"] += round_trips
        except Exception:
            counts["failures"] += 1
            print(f"{label} game {index} (seed {game_seed}) failed:", file=sys.stderr)
            traceback.print_exc()
        counts["games"] += 1
    return counts


def play_one_game(
    module: Any,
    saves: Any,
    name: str,
    options: dict[str, Any],
    game_seed: int,
    rng: random.Random,
    check: Callable[[Any], list[str]],
    counts: dict[str, int],
    path: str,
    round_trips: bool,
) -> None:
    """One random game to its end. After every action: the invariants, and when
    `round_trips`, the save so far sealed and read back equal. At one action drawn at
    random (reservoir sampling: any action alike), the autosave the game would write
    there (with its position digest) is kept; at the end it is sealed and read back,
    and the whole game's save goes through a file and is replayed, reaching the kept
    autosave's position on the way."""
    from pathlib import Path

    state = module.new_game(seed=game_seed, options=dict(options))
    save = saves.SaveGame(name, game_seed, dict(options), [])
    checkpoint: Any = None
    while not state.is_terminal:
        legal = state.legal_actions()
        action = legal[rng.randrange(len(legal))]
        sampled = rng.random() < SAMPLED_SHARE
        if sampled:
            position = repr(state)
            before = state.clone()
        state.apply(action)
        save.actions.append(str(action))
        counts["actions"] += 1
        moves = len(save.actions)
        errors = check(state)
        if errors:
            raise AssertionError(f"after {action} (move {moves}): {errors}")
        if round_trips:
            again = saves.SaveGame.from_json(save.to_json())
            if again != save:  # every field: game, seed, options, seats, actions
                raise AssertionError(f"after move {moves}: the save read back differs")
            counts["save_round_trips"] += 1
        if rng.random() * moves < 1.0:
            checkpoint = saves.SaveGame(
                name,
                game_seed,
                dict(options),
                list(save.actions),
                digest=saves.position_digest(state),
            )
        if sampled:
            counts["sampled_checks"] += 1
            if repr(before) != position:
                raise AssertionError(f"{action} changed a clone taken before it")
            check_determinization(state, rng)
    on_the_way = []
    if checkpoint is not None:  # an autosave of the middle of the game loads
        again = saves.SaveGame.from_json(checkpoint.to_json())
        if again != checkpoint:
            raise AssertionError(f"the save of move {len(checkpoint.actions)} read back differs")
        on_the_way.append(again)
        counts["replays"] += 1
    save.digest = saves.position_digest(state)
    saves.write_save(Path(path), save)
    # one replay of the whole game reaches the middle autosave's position on the way
    # (SaveError "mismatch" otherwise) and the final one at its end
    replayed = saves.replay(saves.read_save(Path(path)), on_the_way)
    if repr(replayed) != repr(state):
        raise AssertionError("the save does not replay to the same position")
    counts["replays"] += 1


def check_determinization(state: Any, rng: random.Random) -> None:
    if not hasattr(state, "determinize") or state.is_terminal:
        return
    seat = state.current_player
    twin = state.determinize(seat, random.Random(rng.randrange(2**32)))
    if twin.view(seat) != state.view(seat):
        raise AssertionError("a determinization's view differs")
    if [str(a) for a in twin.legal_actions()] != [str(a) for a in state.legal_actions()]:
        raise AssertionError("a determinization's moves differ")


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


TABLE_SEATS: dict[str, tuple[int, dict[str, Any]]] = {
    "taisen": (2, {}),
    "shinobi": (4, {"players": 4, "mode": "grandmaster"}),
    "night": (3, {"players": 3}),
    "dojo": (2, {"board": "random", "jokers": True, "dojo_defense": True, "blitz": True}),
}
"""Each game's table in the interface soak: its seats and options."""

SHARED = "shared"
"""The screens that belong to no one game."""


def scene_names() -> dict[str, list[str]]:
    """Each game's screens (and the shared ones), by name."""
    names = {
        game: [game, f"{game}_two_people", f"{game}_computers", f"{game}_setup", f"{game}_rules"]
        for game in GAMES
    }
    names[SHARED] = ["title", "settings", "load", "pause"]
    return names


def build_scene(app: Any, name: str) -> list[Any]:
    """The stack that puts the scene `name` on top."""
    from ninjas.core.session import GameSession, Seat
    from scenes.pause import PauseScene
    from scenes.registry import make_game_scene
    from scenes.rules_scene import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene
    from scenes.slots import SlotPickerScene
    from scenes.title import TitleScene

    def table(game: str, humans: int) -> list[Any]:
        players, options = TABLE_SEATS[game]
        seats = [Seat()] * humans + [Seat("ai", "easy")] * (players - humans)
        session = GameSession.new(game, seats, seed=5, options=dict(options), autosave=True)
        return [TitleScene(app), make_game_scene(app, session)]

    if name == "title":
        return [TitleScene(app)]
    if name == "settings":
        return [TitleScene(app), SettingsScene(app)]
    if name == "load":
        return [TitleScene(app), SlotPickerScene(app, "load")]
    if name == "pause":
        stack = table("taisen", 1)
        return [*stack, PauseScene(app, stack[-1].session)]
    game, _, kind = name.partition("_")
    if kind == "setup":
        return [TitleScene(app), SetupScene(app, game)]
    if kind == "rules":
        return [TitleScene(app), RulesScene(app, game)]
    humans = {"": 1, "two_people": 2, "computers": 0}[kind]
    return table(game, humans)


_app: Any = None


def soak_app() -> Any:
    """This process's headless app (one per process: pygame has one display)."""
    global _app
    if _app is None:
        # a data folder of its own: the processes' tables must not share an autosave
        os.environ["NINJAS_DATA_DIR"] = tempfile.mkdtemp(
            prefix="scenes-", dir=os.environ.get("NINJAS_DATA_DIR")
        )
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        import pygame

        from ninjas.core.settings import Settings
        from scenes.app import App

        pygame.init()
        _app = App(Settings(), headless=True)
    return _app


def soak_scene(name: str, events: int, seed: int) -> dict[str, int]:
    """`events` random events on the scene `name`, in frames like the real loop's."""
    import pygame

    app = soak_app()
    rng = random.Random(f"{seed}/{name}")
    counts = {"events": 0, "frames": 0, "ai_moves": 0, "failures": 0, "restarts": 0}

    def restart() -> None:
        app.running = True
        app.stack.clear()
        for scene in build_scene(app, name):
            app.push(scene)
        counts["restarts"] += 1

    # A table of computers only gets frames without input too, for its moves to come,
    # and is set up again once input has left it (the title and setup screens have
    # their own runs): its run is about the computer's moves under random input.
    computers = name.endswith("_computers")
    per_frame = (0, 1, 1, 2, 3) if computers else (1, 1, 2, 3)
    restart()
    table = app.stack[-1]
    while counts["events"] < events:
        try:
            if not app.running or not app.stack or (computers and table not in app.stack):
                restart()
                table = app.stack[-1]
            for _ in range(min(rng.choice(per_frame), events - counts["events"])):
                counts["events"] += 1
                event = random_event(rng, pygame)
                if event.type == pygame.VIDEORESIZE:  # the window resized first, as SDL's is
                    app.window = pygame.display.set_mode(event.size, pygame.RESIZABLE)
                app.dispatch(event)
            if app.stack:
                app.wait_for_computer()
                top = app.stack[-1]
                session = getattr(top, "session", None)
                moves = len(session.actions) if session is not None else 0
                computer = session is not None and session.ai_to_move
                top.update(1.0 / 60.0)
                if computer and len(session.actions) > moves:
                    counts["ai_moves"] += len(session.actions) - moves
                app.draw()
            counts["frames"] += 1
        except Exception:
            counts["failures"] += 1
            print(f"scene {name}, after {counts['events']} events:", file=sys.stderr)
            traceback.print_exc()
            restart()
    app.stack.clear()
    return counts


DEMO_FRAMES = 30_000
"""The most frames a demo game may take to reach its results screen (about 8 minutes
of game time; the demos take 1,000 to 7,000)."""


def resident_mb() -> float | None:
    """This process's resident memory in MB (Linux), None where it cannot be read."""
    try:
        with open("/proc/self/statm", encoding="ascii") as handle:
            pages = int(handle.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return round(pages * os.sysconf("SC_PAGE_SIZE") / 2**20, 1)


MEMORY_GROWTH_LIMIT = 1.10
"""Issue 15: the resident memory after the last demo game is at most this much of the
memory after the reference game (each measured on the title screen between games)."""
MEMORY_REFERENCE_GAME = 2
"""The game after which the memory is the reference, as issue 15 names it. The first
game of each title would load its code for good (about 3 MB for Night and Dojo, in
games 3 and 4), which is not memory kept between games: load_game_code loads it
before the first game."""
TITLE_FRAMES = 30
"""Frames on the title screen after each demo game, before its memory is read."""


def soak_demos(games: int, seed: int, memory: bool = True) -> dict[str, Any]:
    """`games` whole games of computers (the demo's tables, easy computers; the four
    games in turn) through the real headless loop
    (App.run: the AI worker's moves, the tables, the results screen), one after the
    other in one process, each followed by the way back to the title as a player takes
    it: the computer's moves counted, and the resident memory after each game, on the
    title screen (what is kept between games). With `memory`, a last game's memory over
    MEMORY_GROWTH_LIMIT times the 2nd's (MEMORY_REFERENCE_GAME) is a failure."""
    import gc

    from ninjas.core.session import GameSession, Seat
    from scenes.registry import make_game_scene, to_title
    from scenes.results import ResultsScene
    from scenes.title import DEMO_SEATS, DEMO_TABLES, TitleScene

    def start_game(game: str, seed: int) -> None:
        """The demo's table (start_demo_game's seats and options), easy computers:
        the normal ones think much longer, and the soak is about the loop."""
        seats, options = DEMO_TABLES.get(game, (list(DEMO_SEATS), {"first": "random"}))
        easy = [Seat("ai", "easy") for _ in seats]
        session = GameSession.new(game, easy, seed, dict(options), autosave=False)
        app.reset(TitleScene(app))
        app.push(make_game_scene(app, session))

    app = soak_app()
    app.demo = True
    app.settings.animation_speed = 4.0  # the fastest a player can choose
    load_game_code()
    counts: dict[str, Any] = {name: {"games": 0, "ai_moves": 0, "frames": 0} for name in GAMES}
    counts["failures"] = 0
    counts["resident_mb"] = {}
    for index in range(games):
        game = GAMES[index % len(GAMES)]
        try:
            app.running = True
            start_game(game, seed + index)
            table = app.top
            frames = 0
            while not isinstance(app.top, ResultsScene):
                if frames >= DEMO_FRAMES or not app.running:
                    raise AssertionError(f"no results screen after {frames} frames")
                app.run(max_frames=60)
                frames += 60
            counts[game]["games"] += 1
            counts[game]["frames"] += frames
            counts[game]["ai_moves"] += len(table.session.actions)  # type: ignore[union-attr]
            table = None  # the soak keeps nothing of a game either
            to_title(app)  # the results screen's Title button
            app.run(max_frames=TITLE_FRAMES)
        except Exception:
            counts["failures"] += 1
            print(f"demo game {index} ({game}, seed {seed + index}) failed:", file=sys.stderr)
            traceback.print_exc()
        gc.collect()  # what is still held, not what a collection would free at any moment
        counts["resident_mb"][f"after game {index + 1}"] = mb = resident_mb()
        print(f"demo game {index + 1} ({game}): resident memory {mb} MB", file=sys.stderr)
    growth = memory_growth(counts["resident_mb"], games)
    if growth is not None:
        counts["memory_growth"] = growth
        if memory and growth > MEMORY_GROWTH_LIMIT:
            counts["failures"] += 1
            print(
                f"resident memory after game {games} is {growth:.3f} times that after game "
                f"{MEMORY_REFERENCE_GAME} (at most {MEMORY_GROWTH_LIMIT})",
                file=sys.stderr,
            )
    app.stack.clear()
    app.demo = False
    app.settings.animation_speed = 1.0
    return counts


def load_game_code() -> None:
    """Import every game's table scene, as the first game of each title would: code is
    loaded once for good, which is not memory kept between games (what the memory check
    is about), so it is loaded before the first game and the 2nd game, the reference
    issue 15 names, already holds it."""
    import importlib

    from scenes.registry import GAME_SCENES

    for module_name, _ in GAME_SCENES.values():
        importlib.import_module(module_name)


def memory_growth(
    resident: dict[str, float | None], games: int, reference: int = MEMORY_REFERENCE_GAME
) -> float | None:
    """The memory after the last game over that after game number `reference` (None:
    too few games or no figures on this system)."""
    first = resident.get(f"after game {reference}")
    last = resident.get(f"after game {games}")
    if games <= reference or not first or not last:
        return None
    return round(last / first, 3)


def soak_determinizations(samples: int, seed: int) -> dict[str, int]:
    """Dojo's determinizations dealt `samples` times over battles with hidden cards (every
    optional rule on), each checked to be a position the rules can reach (issue 21: a
    Joker was once dealt face down into the defender's row)."""
    from ninjas.dojo.rules import battle_positions, determinization_errors

    positions = battle_positions(seed, min(250, max(20, samples // 40)))
    errors = determinization_errors(positions, samples, seed)
    for line in errors:
        print(f"dojo determinization (seed {seed}): {line}", file=sys.stderr)
    return {"samples": samples, "positions": len(positions), "failures": len(errors)}


DETERMINIZATION_UNITS = 4
"""The million determinizations are dealt in this many pieces (one process each)."""


# --------------------------------------------------------------------- the run
def run_unit(unit: tuple[Any, ...]) -> tuple[tuple[Any, ...], dict[str, int], float]:
    """One piece of work, in whichever process gets it."""
    started = time.perf_counter()
    cpu = time.process_time()
    if unit[0] == "games":
        _, name, options, first, count, seed, every = unit
        counts = soak_games(name, options, first, count, seed, every)
    elif unit[0] == "demos":
        _, games, seed = unit
        counts = soak_demos(games, seed)
    elif unit[0] == "determinizations":
        _, samples, seed = unit
        counts = soak_determinizations(samples, seed)
    else:
        _, name, events, seed = unit
        counts = soak_scene(name, events, seed)
    counts["cpu_seconds"] = round(time.process_time() - cpu, 2)
    return unit, counts, time.perf_counter() - started


def stop_worker() -> None:
    thinking = sys.modules.get("ninjas.ai.thinking")
    if thinking is not None:
        thinking.shutdown()


def run_units(units: list[tuple[Any, ...]], jobs: int) -> list[tuple[Any, ...]]:
    """Every unit's result, in any order; a line on stderr as each one ends."""
    done: list[tuple[Any, ...]] = []
    started = time.perf_counter()

    def tell(result: tuple[Any, ...]) -> None:
        done.append(result)
        unit, counts, seconds = result
        what = option_label(unit[1], unit[2]) if unit[0] == "games" else f"{unit[0]} {unit[1]}"
        failures = counts.get("failures", 0)
        print(
            f"[{len(done)}/{len(units)}, {time.perf_counter() - started:.0f} s] {what}: "
            f"{failures} failures ({seconds:.1f} s)",
            file=sys.stderr,
            flush=True,
        )

    if jobs <= 1:
        try:
            for unit in units:
                tell(run_unit(unit))
        finally:
            stop_worker()
        return done
    context = multiprocessing.get_context("spawn")
    with cf.ProcessPoolExecutor(max_workers=jobs, mp_context=context) as pool:
        for future in cf.as_completed([pool.submit(run_unit, unit) for unit in units]):
            tell(future.result())
        list(pool.map(_stop_worker_unit, range(jobs)))
    return done


def _stop_worker_unit(_: int) -> None:
    stop_worker()


def memory_folder() -> str | None:
    """A folder in memory (tmpfs) if the system has one: every game writes its save
    through write_save, which syncs it to the disk; 40,000 syncs on a disk would
    take minutes of waiting, in memory none. None: the usual temporary folder."""
    folder = "/dev/shm"
    return folder if os.path.isdir(folder) and os.access(folder, os.W_OK) else None


def add(total: dict[str, int], counts: dict[str, int]) -> None:
    for key, value in counts.items():
        total[key] = total.get(key, 0) + value


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_int

    parser = argparse.ArgumentParser(prog="soak", description="long reliability run")
    parser.add_argument(
        "--games", type=bounded_int(0, 10_000_000), default=10_000, help="random games per game"
    )
    parser.add_argument(
        "--events", type=bounded_int(0, 10_000_000), default=10_000, help="random events per scene"
    )
    parser.add_argument(
        "--demos",
        type=bounded_int(0, 10_000),
        default=20,
        help="whole games of easy computers through the headless loop, the four in turn",
    )
    parser.add_argument(
        "--round-trip-every",
        type=bounded_int(1, 1_000_000),
        default=ROUND_TRIP_EVERY,
        help="every Nth random game round-trips its save after every action "
        f"({ROUND_TRIP_EVERY} by default: every game)",
    )
    parser.add_argument(
        "--jobs", type=bounded_int(1, 64), default=2, help="processes working at once"
    )
    parser.add_argument("--seed", type=bounded_int(0, 2**63 - 1), default=1)
    parser.add_argument(
        "--determinizations",
        type=bounded_int(0, 100_000_000),
        default=1_000_000,
        help="Dojo determinizations checked to be positions the rules can reach",
    )
    parser.add_argument(
        "--memory",
        action="store_true",
        help="only the whole games of computers (--demos, 20 by default) and the memory "
        f"check: the resident memory after the last at most {MEMORY_GROWTH_LIMIT} times "
        f"that after game {MEMORY_REFERENCE_GAME}",
    )
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"a short run (tests): {QUICK_GAMES} games, {QUICK_EVENTS} events per scene, "
        "no demo games",
    )
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.events, args.demos = QUICK_GAMES, QUICK_EVENTS, 0
        args.determinizations = QUICK_DETERMINIZATIONS
    if args.memory:
        args.games = args.events = args.determinizations = 0
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    data = tempfile.mkdtemp(prefix="ninjas-soak-", dir=memory_folder())
    player_data = os.environ.get("NINJAS_DATA_DIR")
    os.environ["NINJAS_DATA_DIR"] = data  # never the player's own saves and settings
    started = time.perf_counter()
    units: list[tuple[Any, ...]] = [
        ("games", name, options, first, count, args.seed, args.round_trip_every)
        for name, options, first, count in game_units(args.games)
    ]
    if args.events:
        units += [
            ("scene", scene, args.events, args.seed)
            for scenes in scene_names().values()
            for scene in scenes
        ]
    if args.demos:
        units.append(("demos", args.demos, args.seed))
    if args.determinizations:
        pieces = share_out(args.determinizations, [1] * DETERMINIZATION_UNITS)
        units += [
            ("determinizations", count, args.seed * DETERMINIZATION_UNITS + i)
            for i, count in enumerate(pieces)
            if count
        ]
    # the longest first, so that the processes finish together
    order = sorted(units, key=lambda unit: -estimated_seconds(unit))
    try:
        done = run_units(order, args.jobs)
    finally:
        shutil.rmtree(data, ignore_errors=True)
        if player_data is None:
            del os.environ["NINJAS_DATA_DIR"]
        else:
            os.environ["NINJAS_DATA_DIR"] = player_data
    report = summarise(done, args)
    report["seconds"] = round(time.perf_counter() - started, 1)
    for line in summary_lines(report):
        print(line)
    print(json.dumps(report, indent=1))
    return 1 if report["failures"] else 0


UNIT_COST = {"taisen": 0.01, "shinobi": 0.04, "night": 0.03, "dojo": 0.09}
"""Rough seconds per random game, to hand out the longest work first."""


def estimated_seconds(unit: tuple[Any, ...]) -> float:
    if unit[0] == "games":
        name, options, count = unit[1], unit[2], unit[4]
        extra = 0.4 if options.get("village") == "random" else 0.0
        return count * (UNIT_COST[name] + extra)
    if unit[0] == "demos":
        return unit[1] * 8.0
    if unit[0] == "determinizations":
        return unit[1] * 0.0001
    return unit[2] * 0.003


def summarise(done: list[tuple[Any, ...]], args: argparse.Namespace) -> dict[str, Any]:
    owner = {scene: group for group, scenes in scene_names().items() for scene in scenes}
    report: dict[str, Any] = {
        group: {"random_games": {}, "scenes": {}, "demos": {}} for group in GAMES
    }
    report[SHARED] = {"scenes": {}}
    failures = 0
    memory: dict[str, float | None] = {}
    growth: float | None = None
    for unit, counts, seconds in done:
        if unit[0] == "games":
            label = option_label(unit[1], unit[2])
            entry = report[unit[1]]["random_games"].setdefault(label, {"seconds": 0.0})
            entry["seconds"] = round(entry["seconds"] + seconds, 1)
            add(entry, counts)
        elif unit[0] == "demos":
            for name in GAMES:
                report[name]["demos"] = counts[name]
            failures += counts["failures"]
            memory = counts["resident_mb"]
            growth = counts.get("memory_growth")
        elif unit[0] == "determinizations":
            entry = report["dojo"].setdefault("determinizations", {"seconds": 0.0})
            entry["seconds"] = round(entry["seconds"] + seconds, 1)
            add(entry, {k: v for k, v in counts.items() if k != "cpu_seconds"})
            failures += counts["failures"]
        else:
            counts = dict(counts, seconds=round(seconds, 1))
            report[owner[unit[1]]]["scenes"][unit[1]] = counts
    for entry in report.values():
        totals: dict[str, int] = {}
        for counts in entry.get("random_games", {}).values():
            add(totals, {k: v for k, v in counts.items() if k != "seconds"})
        scene_totals: dict[str, int] = {}
        for counts in entry["scenes"].values():
            add(scene_totals, {k: v for k, v in counts.items() if k != "seconds"})
        demos = entry.get("demos", {})
        entry["totals"] = {
            "games": totals.get("games", 0),
            "games_with_round_trips": totals.get("games_with_round_trips", 0),
            "actions": totals.get("actions", 0),
            "save_round_trips": totals.get("save_round_trips", 0),
            "replays": totals.get("replays", 0),
            "events": scene_totals.get("events", 0),
            "ai_moves_at_tables": scene_totals.get("ai_moves", 0),
            "demo_games": demos.get("games", 0),
            "ai_moves_in_demos": demos.get("ai_moves", 0),
            "failures": totals.get("failures", 0) + scene_totals.get("failures", 0),
        }
        failures += entry["totals"]["failures"]
    report["cpu_seconds"] = round(sum(counts.get("cpu_seconds", 0) for _, counts, _ in done), 1)
    report["resident_mb"] = memory
    report["memory_growth"] = growth
    report["failures"] = failures
    report["jobs"] = args.jobs
    return report


def summary_lines(report: dict[str, Any]) -> list[str]:
    lines = []
    for group in [*GAMES, SHARED]:
        totals = report[group]["totals"]
        scenes = report[group]["scenes"]
        events = ", ".join(f"{name} {c['events']:,}" for name, c in scenes.items())
        parts = []
        if group != SHARED:
            parts.append(
                f"{totals['games']:,} random games ({totals['actions']:,} actions, invariants "
                f"after each; {totals['save_round_trips']:,} sealed save round trips, one after "
                f"every action of {totals['games_with_round_trips']:,} games; "
                f"{totals['replays']:,} saved positions replayed to their digest: a mid-game "
                "autosave and the final save, in one replay of each game)"
            )
        parts.append(f"random events per scene: {events or 'none'}")
        if group != SHARED:
            parts.append(
                f"AI moves seen: {totals['ai_moves_at_tables']:,} at the tables, "
                f"{totals['ai_moves_in_demos']:,} in {totals['demo_games']} whole games of "
                "computers through the headless loop"
            )
        parts.append(f"{totals['failures']} failures")
        lines.append(f"{group}: " + "; ".join(parts))
    dealt = report["dojo"].get("determinizations")
    if dealt:
        lines.append(
            f"dojo determinizations: {dealt['samples']:,} dealt over {dealt['positions']:,} "
            f"battles with hidden cards, each a position the rules can reach: "
            f"{dealt['failures']} failures"
        )
    if report["resident_mb"]:
        memory = ", ".join(f"{k}: {v} MB" for k, v in report["resident_mb"].items())
        lines.append(f"resident memory of the demo process, on the title: {memory}")
        growth = report.get("memory_growth")
        if growth is not None:
            verdict = "holds" if growth <= MEMORY_GROWTH_LIMIT else "FAILS"
            lines.append(
                f"memory after the last game / after game {MEMORY_REFERENCE_GAME} (every "
                f"game's code loaded before the first): {growth:.3f} "
                f"(at most {MEMORY_GROWTH_LIMIT}: {verdict})"
            )
    lines.append(
        f"{report['failures']} failures in {report['seconds']} s "
        f"({report['jobs']} processes, {report['cpu_seconds']} s of processor time in them)"
    )
    return lines


if __name__ == "__main__":
    sys.exit(main())
