"""Every screen of the collection, drawn headless at the window's own size, one PNG each:
`python -m tools.screens OUT_DIR [--size 1280x720 ...] [--lang en ...] [--only NAME ...]`.

The screens: the title, settings, the load picker, the History and the Records (of four
games the arena plays into the history), each game's setup, table (part-way through a
seeded game), guided first game, rules reference, results, replay (with its controls,
and the table alone: F) and review, the pause
menu, the hand-off covers (Shinobi's first, and one part-way through a hot-seat game
of Shinobi, Night and Dojo, telling what happened since) and the computer-wait screen. Positions are reached by seeded random
play, so the same command writes the same pictures. Nothing here is part of the game:
it is for looking at layouts (issue 15: screenshots of every screen, EN and FR)."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from ninjas.core.paths import throwaway_data_dir  # noqa: E402

throwaway_data_dir("ninjas-screens-")

import pygame  # noqa: E402

from ninjas.core.pathcheck import make_folder, path_argument, window_size  # noqa: E402
from ninjas.core.session import GameSession, Seat  # noqa: E402
from ninjas.core.settings import Settings  # noqa: E402
from ninjas.games import ALL_GAMES  # noqa: E402
from ninjas.review import Budget, Review  # noqa: E402
from scenes import theme  # noqa: E402
from scenes.app import App  # noqa: E402

SIZES = ((1280, 720), (1920, 1080), (2560, 1600))
LANGUAGES = ("en", "fr")
SEATS = {"taisen": 2, "shinobi": 3, "night": 3, "dojo": 2}
MID_GAME = {"taisen": 14, "shinobi": 22, "night": 12, "dojo": 16}
"""Random actions played before the table's picture (part-way through, hand to a human)."""
REVIEW_WAIT = 120.0
"""Seconds a review screen waits for the computer's review before its picture."""
GIVEN_REVIEW: Budget | None = None
"""The tests': a budget the review screens' reviews are worked out with in this process
(a second at most), once per record, and given to the screen finished, through its kept
work (scenes/review/kept_work.py), so that it opens on a finished review; a review with
a game's own budget took the tests up to two minutes a screen. None: the screen works
its own out, as a person's does (REVIEW_WAIT)."""
SMALL_REVIEW = Budget(samples=1, playout="random", chooser="normal")
"""The budget the tests give the review screens' reviews with (GIVEN_REVIEW): each
game's review of its record has moves that cost, as with its own budget, and its
graph, its turns and its decisions, in under a second."""
SETTLE_FRAMES = 90
"""Frames drawn before a picture: animations finish, late art loads."""

Build = Callable[[App], None]


def _session(game: str, humans: int = 1, seed: int = 7) -> GameSession:
    seats = [Seat() if index < humans else Seat("ai", "easy") for index in range(SEATS[game])]
    return GameSession.new(game, seats, seed=seed, autosave=False)


def _played(game: str, steps: int | None, humans: int = 1, seed: int = 7) -> GameSession:
    """A session after `steps` random legal actions (None: to the end), stopped on a
    human's turn when it can be."""
    session = _session(game, humans, seed)
    chooser = random.Random(seed)
    count = 0
    while not session.state.is_terminal:
        seat = session.current_seat
        if steps is not None and count >= steps and seat is not None and not seat.is_ai:
            break
        session.apply(chooser.choice(list(session.state.legal_actions())))
        count += 1
    return session


def _table(app: App, game: str, steps: int | None = None, humans: int = 1) -> None:
    from scenes.registry import make_game_scene

    session = _played(game, MID_GAME[game] if steps is None else steps, humans)
    app.push(make_game_scene(app, session))


RECORDS: dict[str, tuple[list[str], dict[str, object], int]] = {
    "taisen": (["easy", "random"], {}, 3),
    "shinobi": (["easy", "random", "random"], {"players": 3}, 5),
    "night": (["easy", "random", "random"], {"players": 3}, 2),
    "dojo": (["easy", "random"], {}, 4),
}
"""game -> (agents, options, seed) of the game the arena plays into the history for the
History, Records, replay and review screens (tests/scenes/replay_records.py's)."""
_recorded: dict[str, Path] = {}
"""game@data folder -> its record."""


def _record(game: str) -> Path:
    """A finished game of `game` kept in the history (played once per process)."""
    from ninjas.core.history_folder import history_dir

    folder = history_dir()
    # kept per data folder: a record is sealed with its folder's key, and a test run
    # changes the folder between tests (a record of another folder would not open)
    key = f"{game}@{folder}"
    if key not in _recorded or not _recorded[key].is_file():
        from ninjas.arena import run_arena

        agents, options, seed = RECORDS[game]
        from ninjas.core.history_folder import PREFIX, SUFFIX

        records = f"{PREFIX}*{SUFFIX}"  # not figures.json, which the History also keeps there
        before = set(folder.glob(records)) if folder.is_dir() else set()
        run_arena(game, agents, 1, seed=seed, options=options, record=folder)
        (_recorded[key],) = sorted(set(folder.glob(records)) - before)
    return _recorded[key]


_given: dict[tuple[str, str, int, str], Review] = {}
"""The reviews given (GIVEN_REVIEW), by the game recorded, its seat and the budget."""


def _give_review(app: App, path: Path, seat: int, budget: Budget) -> None:
    """The review of `seat` in the record at `path`, worked out with `budget` here (once
    per game recorded: the same in every data folder) and kept in the app's reviews'
    work as the screen's own, which the screen then opens on."""
    from ninjas import review as rv
    from ninjas.core.history import read_record
    from scenes.review import kept_work

    record = read_record(path)
    played = kept_work.key(record, None, seat, budget)
    if played not in _given:
        _given[played] = rv.review_record(record, seat, budget)
    screens = kept_work.key(record, path, seat, rv.budget_for(record.save.game))
    kept_work.of(app)[screens] = kept_work.Work(review=_given[played])


def _history(app: App) -> None:
    from scenes.history.scene import HistoryScene
    from scenes.title import TitleScene

    for game in ALL_GAMES:
        _record(game)
    app.push(TitleScene(app))
    app.push(HistoryScene(app, wait=True))


def _records(app: App) -> None:
    """The Records of a person, Kai, who played each game's record at its first seat
    (the arena's records name no one, and the screen showed only 'No records yet')."""
    from ninjas.core.history import read_record, record_of_save
    from ninjas.core.history_folder import history_dir, write_record
    from scenes.records.scene import RecordsScene
    from scenes.title import TitleScene

    folder = history_dir()
    for game in ALL_GAMES:
        save = read_record(_record(game)).save
        names: list[str | None] = [None] * len(save.seats)
        names[0] = "Kai"
        save.seats = [{"kind": "human"}] + list(save.seats[1:])
        record = record_of_save(save, names)
        if record is not None:
            write_record(record, folder)
    app.push(TitleScene(app))
    app.push(RecordsScene(app))


def _screens() -> dict[str, Build]:
    from scenes.ai_turn import ComputerWaitScene
    from scenes.handoff import HandoffScene
    from scenes.pause import PauseScene
    from scenes.registry import make_game_scene, make_tutorial
    from scenes.results import ResultsScene
    from scenes.rules_scene import RulesScene
    from scenes.settings_scene import SettingsScene
    from scenes.setup import SetupScene
    from scenes.slots import SlotPickerScene
    from scenes.title import TitleScene

    screens: dict[str, Build] = {
        "title": lambda app: app.push(TitleScene(app)),
        "settings": lambda app: (app.push(TitleScene(app)), app.push(SettingsScene(app))),
        "load": lambda app: (app.push(TitleScene(app)), app.push(SlotPickerScene(app, "load"))),
        "learn": lambda app: (app.push(TitleScene(app)), app.top.open_tutorial()),
    }

    def pause(app: App) -> None:
        _table(app, "taisen")
        app.push(PauseScene(app, app.stack[-1].session))  # type: ignore[attr-defined]

    def handoff(app: App, game: str = "shinobi") -> None:
        """A hot-seat game's hand-off part-way through, with what happened since that
        person's last turn (every seat a person's)."""
        from scenes.registry import make_game_scene

        session = _played(game, MID_GAME[game], SEATS[game])
        chooser = random.Random(MID_GAME[game])
        while True:  # on to the start of a turn, where a hand-off comes
            seat = session.state.current_player
            session.apply(chooser.choice(list(session.state.legal_actions())))
            if session.state.current_player != seat or session.state.is_terminal:
                break
        table = make_game_scene(app, session)
        app.push(table)
        table.open_handoff()  # type: ignore[attr-defined]

    def first_handoff(app: App) -> None:
        """The first hand-off of a game: nothing to tell yet."""
        _table(app, "shinobi", steps=0, humans=2)
        table = app.stack[-1]
        app.push(HandoffScene(app, "Sora", (90, 160, 220), lambda: None, session=table.session))  # type: ignore[attr-defined]

    def computer_wait(app: App) -> None:
        _table(app, "dojo")
        app.push(ComputerWaitScene(app, app.stack[-1], lambda action: None))

    screens.update(pause=pause, handoff=handoff, computer_wait=computer_wait)
    screens.update(first_handoff=first_handoff)
    for game in ("night", "dojo"):
        screens[f"{game}_handoff"] = lambda app, game=game: handoff(app, game)
    screens.update(history=_history, records=_records)
    for game in ALL_GAMES:

        def setup(app: App, game: str = game) -> None:
            app.push(SetupScene(app, game))

        def table(app: App, game: str = game) -> None:
            _table(app, game)

        def tutorial(app: App, game: str = game) -> None:
            app.push(make_tutorial(app, game))

        def rules(app: App, game: str = game) -> None:
            app.push(RulesScene(app, game))

        def results(app: App, game: str = game) -> None:
            session = _played(game, None)
            app.push(make_game_scene(app, session))
            scene = ResultsScene(app, session)
            app.push(scene)
            scene.moment.active = False  # the cards (the ending on the board comes first:
            # results_moment, tests/scenes/test_results_moment.py)

        def replay(app: App, game: str = game) -> None:
            from scenes.replay import open_replay

            path = _record(game)
            scene = open_replay(app, path, at=MID_GAME[game])
            app.push(scene)
            if getattr(scene, "full", False):  # with its controls, on any window
                scene.toggle_full()  # type: ignore[attr-defined]

        def replay_full(app: App, game: str = game) -> None:
            """The replay's table alone (F), the controls stepped aside."""
            replay(app, game)
            app.stack[-1].toggle_full()  # type: ignore[attr-defined]

        def review(app: App, game: str = game) -> None:
            from scenes.review import open_review

            path = _record(game)
            if GIVEN_REVIEW is not None:
                _give_review(app, path, 0, GIVEN_REVIEW)
            scene = open_review(app, path, 0)
            app.push(scene)
            job = getattr(scene, "job", None)  # the review worked out, not its progress bar
            deadline = time.monotonic() + REVIEW_WAIT
            while job is not None and not job.done and time.monotonic() < deadline:
                scene.update(0.05)
                time.sleep(0.05)

        for kind, build in (
            ("setup", setup),
            ("table", table),
            ("tutorial", tutorial),
            ("rules", rules),
            ("results", results),
            ("replay", replay),
            ("replay_full", replay_full),
            ("review", review),
        ):
            screens[f"{game}_{kind}"] = build
    return screens


def shoot(out: Path, name: str, build: Build, size: tuple[int, int], lang: str) -> Path:
    pygame.init()
    theme.set_scale(1.0)
    app = App(Settings(language=lang), headless=True, size=size)
    build(app)
    for _ in range(SETTLE_FRAMES):
        if app.stack:
            app.stack[-1].update(1.0 / 60.0)
        app.draw()
    path = out / f"{name}-{size[0]}x{size[1]}-{lang}.png"
    pygame.image.save(app.window, os.fsencode(path))
    while app.stack:
        app.pop()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.screens", description=__doc__)
    parser.add_argument("out", type=path_argument("folder_to_write"))
    parser.add_argument("--size", type=window_size, action="append")
    parser.add_argument("--lang", choices=LANGUAGES, action="append")
    parser.add_argument("--only", action="append", help="screen names (see --list)")
    parser.add_argument("--list", action="store_true", help="print the screens' names")
    args = parser.parse_args(argv)
    screens = _screens()
    if args.list:
        print("\n".join(screens))
        return 0
    unknown = sorted(set(args.only or ()) - set(screens))
    if unknown:
        parser.error(f"no screen named {', '.join(unknown)} (see --list)")
    make_folder(args.out)
    for size in args.size or SIZES:
        for lang in args.lang or LANGUAGES:
            for name in args.only or screens:
                print(shoot(args.out, name, screens[name], size, lang), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
