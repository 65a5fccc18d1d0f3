"""The README's picture of the phones' QR codes: a Shinobi game for two people and the
computer started with "Phones" on, its codes' screen saved as a PNG.

    python -m tools.phones_screenshot [--size 1920x1080] [--lang en] [--out PATH]
"""

from __future__ import annotations

import argparse
import os
import sys

from ninjas.core.pathcheck import bounded_int, path_argument, window_size


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=window_size, default="1920x1080")
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    parser.add_argument(
        "--out", type=path_argument("new_file", suffix=".png"), default="docs/phones-qr.png"
    )
    parser.add_argument(
        "--linked", type=bounded_int(0, 2), default=0, help="seats shown as linked (0 to 2)"
    )
    args = parser.parse_args(argv)
    width, height = args.size
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ninjas.core.session import Seat
    from ninjas.core.settings import Settings
    from scenes.app import App
    from scenes.phones import PhonesScene
    from scenes.setup import SetupScene

    pygame.init()
    app = App(Settings(language=args.lang), headless=True, size=(width, height))
    setup = SetupScene(app, "shinobi", seats=[Seat("human"), Seat("human"), Seat("ai")])
    app.push(setup)
    setup.set_players(3)
    setup.set_phones(True)
    setup.start_now()
    codes = app.top
    if not isinstance(codes, PhonesScene):
        print("phones: the codes' screen did not open", file=sys.stderr)
        return 1
    linked = codes.link.seats[: args.linked]
    codes.link.linked = lambda: set(linked)  # type: ignore[method-assign]
    app.draw()
    pygame.image.save(app.window, os.fsencode(args.out))
    while app.stack:
        app.pop()
    print(args.out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
