"""How tall the smallest text of each screen stands, at 1280x720 (issue 33: "No text a
player must read is under 11 px cap height at 1280x720: measure it on every table").

`python -m tools.cap_heights [--lang en ...] [--only NAME ...] [--least 11]` draws each
screen of tools/screens.py (the title, settings, each game's setup, table, guided game,
rules and results, the pause menu, a hand-off, the computer's wait) headless at
1280x720, records every text rendered meanwhile (the face and pixel size of each
`render`; the replay's table, drawn whole and scaled down into its room, at the
size it reaches the window, whether rendered as it draws or ahead, as it updates), and prints per screen the least cap height and its text, then every text
under `--least` px. It exits 1 when there is one.

A text's cap height is that of its capitals in the face and pixel size it is drawn at
(for a text holding digits, of its digits, if they stand shorter): measured on a
400 px rendering, so the hinting of a small size does not flatter it. The font size
asked for is not the measure: Lato's capitals are 0.72 of its pixel size, Yanone's
0.74, and a size of 20 gives 10.8 px."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from ninjas.core.paths import throwaway_data_dir  # noqa: E402

throwaway_data_dir("ninjas-caps-")

import pygame  # noqa: E402

from ninjas.core.settings import Settings  # noqa: E402
from scenes import theme  # noqa: E402
from scenes.app import App  # noqa: E402

SIZE = (1280, 720)
LEAST = 11.0
"""The least cap height (px at 1280x720) of a text a player reads."""
FRAMES = 90
"""Frames played and drawn before a screen is measured (tools.screens.SETTLE_FRAMES)."""


@dataclass(frozen=True)
class Drawn:
    text: str
    kind: str
    pixels: int
    shrink: float = 1.0
    """How much smaller than rendered it reaches the window (the replay draws its table
    at the window's size and scales the picture down into its room)."""

    @property
    def cap(self) -> float:
        return cap_height(self.text, self.kind, self.pixels) * self.shrink


@lru_cache(maxsize=16)
def _ratio(kind: str, glyphs: str) -> float:
    """How tall `glyphs` stand in the face `kind`, over its pixel size."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = theme.asset_path("fonts", theme.FONT_FILES.get(kind, theme.FONT_FILES["body"]))
    face = pygame.font.Font(str(path), 400) if path.is_file() else pygame.font.Font(None, 400)
    shown = face.render(glyphs, True, (255, 255, 255))
    return shown.get_bounding_rect(min_alpha=128).height / 400


def cap_height(text: str, kind: str, pixels: int) -> float:
    """The height of `text`'s capitals (of its digits, if it holds any and they are
    shorter) drawn in face `kind` at `pixels` px; a text of neither (a word in small
    letters) is measured by the capitals of its size all the same."""
    ratios = [_ratio(kind, "H")]
    if any(ch.isdigit() for ch in text):
        ratios.append(_ratio(kind, "0123456789"))
    return min(ratios) * pixels


class _Recorder:
    def __init__(self) -> None:
        self.drawn: list[Drawn] | None = None
        self.shrink = 1.0


_recorder = _Recorder()


def _spy_font_class() -> type[pygame.font.Font]:
    class SpyFont(pygame.font.Font):
        """A font that tells the recorder what it renders."""

        kind = "body"
        pixels = 0

        def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # type: ignore[no-untyped-def,override]
            drawn = _recorder.drawn
            if drawn is not None and isinstance(text, str) and text.strip():
                drawn.append(Drawn(text, self.kind, self.pixels, _recorder.shrink))
            return super().render(text, antialias, color, bgcolor, wraplength)

    return SpyFont


@contextmanager
def recording() -> Iterator[list[Drawn]]:
    """Every text rendered within the block (theme's fonts are made by a spy meanwhile;
    every cached font and text is let go first, so each text is rendered again)."""
    spy = _spy_font_class()
    original = theme._font

    @lru_cache(maxsize=96)
    def spying(size: int, kind: str) -> pygame.font.Font:
        path = theme.asset_path("fonts", theme.FONT_FILES.get(kind, theme.FONT_FILES["body"]))
        pixels = max(1, round(size * theme.FONT_SCALE.get(kind, 0.74)))
        font = spy(str(path), pixels) if path.is_file() else spy(None, size)
        font.kind, font.pixels = kind, (pixels if path.is_file() else size)
        return font

    from scenes.replay.scene import ReplayScene

    draw_table, update = ReplayScene.draw_table, ReplayScene.update

    def shrunk_table(scene: ReplayScene, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        _recorder.shrink = rect.width / canvas.get_width()
        try:
            draw_table(scene, canvas, rect)
        finally:
            _recorder.shrink = 1.0

    def shrunk_update(scene: ReplayScene, dt: float) -> None:
        """The table's texts rendered ahead, as it is built or updated, are drawn as
        scaled as those rendered while it draws (the table with the controls)."""
        from scenes.replay.controls import lay_out

        size = scene.app.view_size
        _recorder.shrink = 1.0 if scene.full else lay_out(size, scene.game)[0].width / size[0]
        try:
            update(scene, dt)
        finally:
            _recorder.shrink = 1.0

    _forget_texts()
    theme._font = spying  # type: ignore[assignment]
    ReplayScene.draw_table = shrunk_table  # type: ignore[method-assign]
    ReplayScene.update = shrunk_update  # type: ignore[method-assign]
    drawn: list[Drawn] = []
    _recorder.drawn = drawn
    try:
        yield drawn
    finally:
        _recorder.drawn = None
        theme._font = original
        ReplayScene.draw_table = draw_table  # type: ignore[method-assign]
        ReplayScene.update = update  # type: ignore[method-assign]
        _forget_texts()


def _forget_texts() -> None:
    from scenes import memory

    for cache in list(memory._shared_caches):
        cache.clear()
    for caches in memory._game_caches.values():
        for cache in caches:
            cache.clear()


def measure(build: object, lang: str, frames: int = FRAMES) -> list[Drawn]:
    """The texts rendered while the screen `build` (a tools.screens builder) opens and
    plays `frames` frames at 1280x720 in `lang`."""
    pygame.init()
    theme.set_scale(1.0)
    with recording() as drawn:
        app = App(Settings(language=lang), headless=True, size=SIZE)
        build(app)  # type: ignore[operator]
        for _ in range(frames):
            if app.stack:
                app.stack[-1].update(1.0 / 60.0)
            app.draw()
        while app.stack:
            app.pop()
    return drawn


def small(drawn: list[Drawn], least: float = LEAST) -> list[Drawn]:
    """The texts under `least` px, each once, the smallest first."""
    return sorted({d for d in drawn if d.cap < least}, key=lambda d: (d.cap, d.text))


def main(argv: list[str] | None = None) -> int:
    from tools.screens import LANGUAGES, _screens

    parser = argparse.ArgumentParser(prog="python -m tools.cap_heights", description=__doc__)
    parser.add_argument("--lang", choices=LANGUAGES, action="append")
    parser.add_argument("--only", action="append", help="screen names (tools.screens --list)")
    parser.add_argument("--least", type=float, default=LEAST)
    args = parser.parse_args(argv)
    screens = _screens()
    unknown = sorted(set(args.only or ()) - set(screens))
    if unknown:
        parser.error(f"no screen named {', '.join(unknown)} (see python -m tools.screens --list)")
    failed = False
    for lang in args.lang or LANGUAGES:
        for name in args.only or screens:
            drawn = measure(screens[name], lang)
            if not drawn:
                print(f"{name} [{lang}]: no text", flush=True)
                continue
            least = min(drawn, key=lambda d: d.cap)
            print(f"{name} [{lang}]: {least.cap:.1f} px ({least.text[:50]!r})", flush=True)
            for d in small(drawn, args.least):
                failed = True
                print(f"    {d.cap:4.1f} px  {d.kind} {d.pixels} px  {d.text[:70]!r}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
