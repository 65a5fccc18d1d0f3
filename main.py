"""Ninjas: start the game.

    python main.py [--game taisen] [--lang fr] [--seed N] [--demo] [--size 1920x1080]
                   [--replay RECORD [--at N]] [--headless --frames N --screenshot out.png]

Imports stay inside main() so that `import main` is cheap: the AI worker process is
started with "spawn" and imports this module again.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

LOG_NAME = "ninjas.log"
HEADLESS_DEFAULT_FRAMES = 60
MAX_FRAMES = 100_000_000
"""About 19 days at 60 frames a second."""


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line; a bad value is a usage message and exit status 2, checked
    before any frame runs (paths by ninjas.core.pathcheck, as every tool's)."""
    from ninjas.core.pathcheck import bounded_int, path_argument, window_size
    from ninjas.core.rng import MAX_SEED, SEED_RULE
    from ninjas.games import ALL_GAMES

    parser = argparse.ArgumentParser(prog="ninjas", description="Four ninja board games.")
    parser.add_argument(
        "--game",
        choices=ALL_GAMES,
        help="skip the title screen: open this game's setup (or, with --demo, play it)",
    )
    parser.add_argument("--lang", choices=("en", "fr"), help="language for this run")
    parser.add_argument(
        "--seed",
        type=bounded_int(0, MAX_SEED, SEED_RULE),
        help=f"seed of the game (dice and shuffles), {SEED_RULE}; the setup shows it in "
        "its Seed field, where it may be changed",
    )
    parser.add_argument(
        "--demo", action="store_true", help="attract mode: the computer plays itself"
    )
    parser.add_argument(
        "--replay",
        type=path_argument("existing_file", suffix=".json"),
        metavar="RECORD",
        help="open a game kept in the history (a record file) in its replay",
    )
    parser.add_argument(
        "--at",
        type=bounded_int(0, MAX_FRAMES),
        metavar="N",
        help="with --replay: open it after the game's first N actions (the end if more)",
    )
    parser.add_argument(
        "--headless", action="store_true", help="no window, no sound (tests, screenshots)"
    )
    parser.add_argument(
        "--size",
        type=window_size,
        metavar="WxH",
        help="window size in pixels, e.g. 1920x1080 (headless: the size of the picture); "
        "without it the window opens at 1280x720, or fullscreen if chosen in the settings",
    )
    parser.add_argument(
        "--frames",
        type=bounded_int(1, MAX_FRAMES),
        help="stop after this many frames (headless: each is 1/60 s of the game, and the "
        "computer's moves are waited for, so N frames always play the same stretch)",
    )
    parser.add_argument(
        "--screenshot",
        type=path_argument("new_file", suffix=".png"),
        help="save the last frame to this PNG file",
    )
    args = parser.parse_args(argv)
    if args.at is not None and args.replay is None:
        parser.error("--at needs --replay RECORD")
    if args.replay is not None and (args.game or args.demo):
        parser.error("--replay opens a record: not with --game or --demo")
    return args


def setup_logging() -> Path | None:
    """Log to <user data>/logs/ninjas.log (rotated); None if that is not writable."""
    import logging
    import logging.handlers

    from ninjas.core.pathcheck import path_problem
    from ninjas.core.paths import logs_dir

    class QuietFileHandler(logging.handlers.RotatingFileHandler):
        """Stops at its first failed write (a full disk) with one line on the console,
        instead of a '--- Logging error ---' traceback for every later line."""

        broken = False

        def emit(self, record: logging.LogRecord) -> None:
            if not self.broken:
                super().emit(record)

        def handleError(self, record: logging.LogRecord) -> None:
            if self.broken:
                return
            self.broken = True
            error = sys.exc_info()[1]
            print(
                f"ninjas: the log {self.baseFilename} cannot be written ({error})", file=sys.stderr
            )

    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "ninjas_log", False):
            root.removeHandler(handler)
            handler.close()
    root.setLevel(logging.INFO)
    path = logs_dir() / LOG_NAME
    if os.path.lexists(path) and path_problem(path, "new_file") is not None:
        # a named pipe there would make opening it wait for a reader for ever; a
        # folder or a device is no log either: play on, logging to nothing
        return None
    try:
        handler = QuietFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.ninjas_log = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    return path


def check_storage() -> None:
    """Clean what a killed save left behind; say once on the console if saving is off
    (the title screen says it too)."""
    from ninjas.core.atomic import remove_stale_temp_files
    from ninjas.core.paths import saves_dir, storage_problem, user_data_dir

    problem = storage_problem()
    if problem is not None:
        folder, reason = problem
        from ninjas.core.pathcheck import shown

        print(
            f"ninjas: saving is off: cannot write in {shown(folder, 120)} ({reason})",
            file=sys.stderr,
        )
        return
    remove_stale_temp_files(user_data_dir())
    remove_stale_temp_files(saves_dir())


def build_first_scene(app: Any, args: argparse.Namespace) -> Any:
    """The title screen, or with --game the setup screen (or, with --demo, the game), or
    with --replay the record's replay over it (Esc goes back to the title)."""
    from scenes.registry import is_playable
    from scenes.title import TitleScene, start_demo_game

    app.seed_given = getattr(args, "seed", None)  # the title's setups show it (scenes/app.py)
    title = TitleScene(app)
    if getattr(args, "replay", None) is not None:
        from scenes.replay import open_replay

        return [title, open_replay(app, args.replay, args.at)]
    if not args.game:
        return [title]  # the setup screens (and the AI they name) are imported when opened
    from scenes.setup import SetupScene

    if not is_playable(args.game):  # argparse took only a name from ALL_GAMES
        print(f"ninjas: the game {args.game!r} is not available in this build", file=sys.stderr)
        raise SystemExit(2)
    if args.demo:
        start_demo_game(app, args.game, args.seed)
        return []
    return [title, SetupScene(app, args.game, seed=args.seed)]


def crash_text(app: Any, log_path: Path | None) -> str:
    """What the crash screen says: the game stopped; whether the game in play was
    autosaved (only when it was), or why not; where the details are."""
    from scenes.save_notice import crash_save_line

    parts = (app.tr("crash.text"), crash_save_line(app))
    details = app.tr("crash.details", path=str(log_path or "?"))
    return " ".join(part for part in (*parts, details) if part)


def show_crash(app: Any, log_path: Path | None) -> bool:
    """Tell the player something went wrong, in the window; False if it cannot."""
    if app is None or app.headless:
        return False
    try:
        from scenes.message import MessageScene

        text = crash_text(app, log_path)
        app.running = True
        app.reset(MessageScene(app, app.tr("crash.title"), text))
        app.run()
        return True
    except Exception:  # the crash screen itself failed: fall back to one line
        import logging

        logging.getLogger("main").exception("the crash message could not be shown")
        return False


def main(argv: Sequence[str] | None = None) -> int:
    import multiprocessing

    from ninjas.core.console import guard_console

    guard_console()  # a closed or full console never stops the game (issue 31)
    multiprocessing.freeze_support()
    args = parse_args(argv)
    if args.headless:
        # before pygame is imported anywhere
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    log_path = setup_logging()
    import logging

    log = logging.getLogger("main")
    check_storage()
    app = None
    try:
        import pygame

        from ninjas.core.settings import load_settings
        from scenes.app import App
        from scenes.audio import stderr_captured

        with stderr_captured() as noise:  # a machine without sound prints pages here
            pygame.init()
        # Ctrl+C ends the game the same way whatever SDL or the parent process did with
        # the signal (SDL may turn it into a quit event; a parent may have ignored it)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        if noise:
            log.info("while starting, the libraries said: %s", " | ".join(noise[:20]))
        settings = load_settings()
        app = App(settings, headless=args.headless, size=args.size)
        if args.lang:
            app.language_for_run(args.lang)  # the settings file keeps its own
        app.demo = args.demo
        for scene in build_first_scene(app, args):
            app.push(scene)
        frames = args.frames
        if frames is None and args.headless:
            frames = HEADLESS_DEFAULT_FRAMES
        log.info("started (args %s)", vars(args))
        return app.run(max_frames=frames, screenshot=args.screenshot)
    except SystemExit:
        raise
    except KeyboardInterrupt:
        return 130
    except Exception:
        log.exception("unexpected error")
        if not show_crash(app, log_path):
            where = f"details in {log_path}" if log_path else "the log could not be written"
            print(f"ninjas: an unexpected error stopped the game; {where}", file=sys.stderr)
        return 1
    finally:
        _shut_down()


def _shut_down() -> None:
    thinking = sys.modules.get("ninjas.ai.thinking")
    if thinking is not None:
        thinking.shutdown()
    audio = sys.modules.get("scenes.audio")
    if audio is not None:
        audio.shutdown()  # a piece of music being decoded: let it finish first
    if "pygame" in sys.modules:
        from scenes import theme

        theme.clear_caches()
        sys.modules["pygame"].quit()


if __name__ == "__main__":
    sys.exit(main())
