"""Ninjas: start the game.

    python main.py [--game taisen] [--lang fr] [--seed N] [--demo]
                   [--headless --frames N --screenshot out.png]

Imports stay inside main() so that `import main` is cheap: the AI worker process is
started with "spawn" and imports this module again.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

LOG_NAME = "ninjas.log"
HEADLESS_DEFAULT_FRAMES = 60


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="ninjas", description="Four ninja board games.")
    parser.add_argument(
        "--game", help="skip the title screen: open this game's setup (or, with --demo, play it)"
    )
    parser.add_argument("--lang", choices=("en", "fr"), help="language for this run")
    parser.add_argument("--seed", type=int, help="seed of the game (dice and shuffles)")
    parser.add_argument(
        "--demo", action="store_true", help="attract mode: the computer plays itself"
    )
    parser.add_argument(
        "--headless", action="store_true", help="no window, no sound (tests, screenshots)"
    )
    parser.add_argument("--frames", type=int, help="stop after this many frames")
    parser.add_argument("--screenshot", type=Path, help="save the last frame to this PNG file")
    return parser.parse_args(argv)


def setup_logging() -> Path | None:
    """Log to <user data>/logs/ninjas.log (rotated); None if that is not writable."""
    import logging
    import logging.handlers

    from ninjas.core.paths import logs_dir

    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "ninjas_log", False):
            root.removeHandler(handler)
            handler.close()
    root.setLevel(logging.INFO)
    try:
        path = logs_dir() / LOG_NAME
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=1_000_000, backupCount=2, encoding="utf-8"
        )
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.ninjas_log = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    return path


def build_first_scene(app: Any, args: argparse.Namespace) -> Any:
    """The title screen, or with --game the setup screen (or, with --demo, the game)."""
    from ninjas.games import ALL_GAMES
    from scenes.registry import is_playable
    from scenes.setup import SetupScene
    from scenes.title import TitleScene, start_demo_game

    title = TitleScene(app)
    if not args.game:
        return [title]
    if args.game not in ALL_GAMES or not is_playable(args.game):
        raise SystemExit(f"ninjas: unknown or unavailable game {args.game!r} (try: taisen)")
    if args.demo:
        start_demo_game(app, args.game, args.seed)
        return []
    return [title, SetupScene(app, args.game, seed=args.seed)]


def show_crash(app: Any, log_path: Path | None) -> bool:
    """Tell the player something went wrong, in the window; False if it cannot."""
    if app is None or app.headless:
        return False
    try:
        from scenes.message import MessageScene

        text = app.tr("crash.text", path=str(log_path or "?"))
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
    app = None
    try:
        import pygame

        from ninjas.core.settings import load_settings
        from scenes.app import App

        pygame.init()
        settings = load_settings()
        if args.lang:
            settings.language = args.lang
        app = App(settings, headless=args.headless)
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
            print(
                f"ninjas: an unexpected error stopped the game; details in {log_path}",
                file=sys.stderr,
            )
        return 1
    finally:
        _shut_down()


def _shut_down() -> None:
    thinking = sys.modules.get("ninjas.ai.thinking")
    if thinking is not None:
        thinking.shutdown()
    if "pygame" in sys.modules:
        from scenes import theme

        theme.clear_caches()
        sys.modules["pygame"].quit()


if __name__ == "__main__":
    sys.exit(main())
