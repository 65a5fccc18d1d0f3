"""With the assets folder gone (a broken install), the game still starts and plays:
drawn fallbacks, silence, and translation keys instead of texts. Never a crash."""

import time
from pathlib import Path

import pytest

from ninjas.core import i18n
from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import Settings
from scenes import audio, theme
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.title import TitleScene


@pytest.fixture
def no_assets(tmp_path, monkeypatch):
    def empty(*parts: str) -> Path:
        return tmp_path.joinpath("assets", *parts)

    for module in (theme, audio, i18n):
        monkeypatch.setattr(module, "asset_path", empty)
    i18n.load_catalogue.cache_clear()
    theme.clear_caches()
    theme._images.clear()
    yield
    i18n.load_catalogue.cache_clear()
    theme.clear_caches()
    theme._images.clear()


def test_title_and_a_game_run_without_any_asset(no_assets):
    import pygame

    pygame.init()
    app = App(Settings(), headless=True)
    app.push(TitleScene(app))
    for _ in range(10):
        app.top.update(1 / 60)
        app.draw()
    session = GameSession.new(
        "taisen", [Seat("ai", "random"), Seat("ai", "random")], seed=4, autosave=False
    )
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    deadline = time.monotonic() + 120  # the AI thinks in a worker process: real time
    while len(session.actions) < 3 and time.monotonic() < deadline:
        scene.update(1 / 60)
        time.sleep(0.002)
    app.draw()
    assert len(session.actions) >= 3
