"""Scene tests: dummy SDL drivers (set before pygame is imported), a throwaway user
data directory per test, a headless App, and a driver that clicks and types."""

from __future__ import annotations

import os
import sys
import types
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402
import pytest  # noqa: E402

from ninjas.core.settings import Settings  # noqa: E402
from scenes import theme  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.scene import Scene  # noqa: E402

STEP = 1.0 / 60.0


class FakeGameScene(Scene):
    """Stands in for a game's board scene: Escape opens the pause menu."""

    def __init__(self, app: App, session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self.session))

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill((40, 30, 20))
        pygame.draw.rect(canvas, (200, 100, 50), (100, 100, 300, 200))


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    return path


@pytest.fixture
def app() -> App:
    return _app()


SIZES = ((1280, 720), (1920, 1080), (2560, 1600), (1440, 960))
"""Window sizes a native screen is checked at: 16:9 small and large, 16:10, 3:2."""


@pytest.fixture
def sized_app() -> Callable[[tuple[int, int]], App]:
    """A headless app whose window has the size given (for native screens)."""
    return _app


def _app(size: tuple[int, int] | None = None) -> App:
    pygame.init()
    theme.set_scale(1.0)
    # the flows these tests follow pass the turn at once: the "End turn" confirm (on
    # by default) is switched on by its own tests (test_turn_end_confirm.py)
    application = App(Settings(confirm_turn_end=False), headless=True, size=size)
    application.played = []  # type: ignore[attr-defined]
    play = application.audio.play

    def recording_play(name: str) -> None:
        application.played.append(name)  # type: ignore[attr-defined]
        play(name)

    application.audio.play = recording_play  # type: ignore[method-assign]
    return application


@pytest.fixture
def fake_game(monkeypatch: pytest.MonkeyPatch) -> type[FakeGameScene]:
    """Route Ninja Taisen to FakeGameScene (the real board scene is tested elsewhere)."""
    from scenes import registry

    module = types.ModuleType("fake_game_scene")
    module.FakeGameScene = FakeGameScene  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_game_scene", module)
    monkeypatch.setitem(registry.GAME_SCENES, "taisen", ("fake_game_scene", "FakeGameScene"))
    return FakeGameScene


class Driver:
    """Scripted input through app.dispatch, then update + draw like the real loop."""

    def __init__(self, app: App) -> None:
        self.app = app

    def event(self, kind: int, **data: object) -> None:
        self.app.dispatch(pygame.event.Event(kind, data))

    def move(self, pos: tuple[int, int]) -> None:
        self.event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))

    def click(self, target: object) -> None:
        pos = target.rect.center if hasattr(target, "rect") else target  # type: ignore[attr-defined]
        self.move(pos)  # type: ignore[arg-type]
        self.event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.event(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.step()

    def key(self, key: int, mod: int = 0) -> None:
        self.event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        self.event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
        self.step()

    def wheel(self, y: int) -> None:
        self.event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))
        self.step()

    def step(self, frames: int = 1) -> None:
        for _ in range(frames):
            if self.app.stack:
                self.app.stack[-1].update(STEP)
            if self.app.stack:
                self.app.draw()

    @property
    def top(self) -> Scene | None:
        return self.app.top


@pytest.fixture
def ui(app: App) -> Driver:
    return Driver(app)


def assert_not_blank(surface: pygame.Surface) -> None:
    """Drawn: many distinct colours on a downscaled copy, not one flat fill."""
    small = pygame.transform.scale(surface, (64, 36))
    colours = {tuple(small.get_at((x, y))) for x in range(64) for y in range(36)}
    assert len(colours) > 20, f"canvas looks blank ({len(colours)} colours)"


@pytest.fixture
def drawn(app: App):  # type: ignore[no-untyped-def]
    """Call it to draw the app once and check the canvas is not blank."""

    def check() -> None:
        app.draw()
        assert_not_blank(app.canvas)

    return check


def pass_handoff(app: App, waited: float = 1.2) -> None:
    """The hand-off on top passed: its person waited `waited` s and said they are ready
    (the table is then theirs: the cover told what happened since; the cover takes no
    key before scenes/handoff.GRACE_SECONDS, 1.2 s)."""
    top = app.top
    top.time = waited  # type: ignore[union-attr]
    top.ready()  # type: ignore[union-attr]


def record_texts(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string drawn from now on, in order (theme.text is the one way text is
    drawn; what was rendered before and kept is not drawn again)."""
    texts: list[str] = []
    original = theme.text

    def recording(string: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(string)
        return original(string, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    return texts


def record_blits(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """Every string drawn by theme.blit_text from now on, with the rect it took."""
    texts: list[tuple[str, pygame.Rect]] = []
    blit = theme.blit_text

    def noting(canvas: pygame.Surface, string: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(canvas, string, *args, **kwargs)
        texts.append((string, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", noting)
    return texts


def hide_images(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every picture missing from now on (the fonts stay: they are cached), and the
    pictures already loaded forgotten."""
    empty = tmp_path / "assets"
    real = theme.asset_path
    monkeypatch.setattr(
        theme,
        "asset_path",
        lambda *parts: empty.joinpath(*parts) if parts[:1] == ("images",) else real(*parts),
    )
    theme._images.clear()


@pytest.fixture
def in_game(app: App, ui: Driver, fake_game: type[FakeGameScene]) -> object:
    """A Taisen game of three moves over the title, paused (the save screens' tests)."""
    from ninjas.core.session import GameSession, Seat
    from scenes.pause import PauseScene
    from scenes.title import TitleScene

    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=11, autosave=False)
    for _ in range(3):
        session.apply(session.state.legal_actions()[0])
    app.push(TitleScene(app))
    app.push(fake_game(app, session))
    ui.key(pygame.K_ESCAPE)
    assert isinstance(ui.top, PauseScene)
    return session
