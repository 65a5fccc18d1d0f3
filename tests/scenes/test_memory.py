"""Issue 15, memory: what the interface keeps between frames and between games is
bounded. Each test failed before its fix: a fading panel filled the panel cache with
big pictures (64 of up to several MB), the text cache counted texts but not their
size, a game's art stayed loaded for the rest of the run once played, and the app kept
one frame time per frame for ever."""

from __future__ import annotations

import pygame
import pytest

from scenes import memory, theme, widgets
from scenes.app import FRAME_TIMES_KEPT
from scenes.memory import SurfaceCache, surface_bytes
from scenes.scene import Scene


def picture(width: int, height: int = 100) -> pygame.Surface:
    return pygame.Surface((width, height), pygame.SRCALPHA)


def test_a_surface_cache_holds_at_most_its_pixels_and_its_count(app):
    cache: SurfaceCache[int] = SurfaceCache(max_bytes=1_000_000, maxsize=50)
    for key in range(200):
        cache.put(key, picture(400))  # 160 kB each
    assert cache.bytes <= 1_000_000 and len(cache) == 6
    assert cache.bytes == sum(surface_bytes(cache.get(k)) for k in cache)  # type: ignore[arg-type]
    assert 199 in cache and 0 not in cache  # the newest stay, the oldest went
    for key in range(100):
        cache.put(1000 + key, picture(2, 2))
    assert len(cache) == 50
    cache.put(-1, picture(4000, 400))  # bigger than the whole budget: kept alone
    assert list(cache) == [-1]
    cache.clear()
    assert len(cache) == 0 and cache.bytes == 0


def test_a_recently_used_picture_stays(app):
    cache: SurfaceCache[str] = SurfaceCache(max_bytes=3 * 40_000, maxsize=10)
    for key in "abc":
        cache.put(key, picture(100))
    assert cache.get("a") is not None  # a is used again: b is the oldest now
    cache.put("d", picture(100))
    assert "a" in cache and "b" not in cache


def test_a_fading_panel_does_not_fill_memory(sized_app):
    sized_app((2560, 1440))
    theme.set_scale(theme.scale_for((2560, 1440)))
    widgets._panel_surface.cache_clear()
    canvas = pygame.Surface((2560, 1440))
    rect = pygame.Rect(0, 0, 1600, 600)
    for alpha in range(0, 256, 4):  # one picture per step of its alpha
        widgets.draw_panel(canvas, rect, alpha=alpha)
    cache = widgets._panel_surface.cache  # type: ignore[attr-defined]
    assert cache.bytes <= cache.max_bytes == round(2.0 * 1280 * 720 * 4 * theme.scale() ** 2)
    assert 2 <= len(cache) < 64


def test_the_text_cache_is_bounded_by_its_pixels_too(app):
    theme.set_scale(1.0)
    theme._text_cache.clear()
    line = "A line of the log, rendered big"
    for size in range(20, 200):
        theme.text(line, size)
    assert theme._text_cache.bytes <= theme._text_cache.max_bytes
    assert len(theme._text_cache) < theme.TEXT_CACHE_SIZE


class GameScreen(Scene):
    def __init__(self, app, game: str) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.game = game


@pytest.fixture
def dojo_art() -> dict[str, int]:
    """A Dojo picture loaded and a Dojo cache filled, as a Dojo table does."""
    cache: dict[str, int] = {"drawn": 1}
    memory.game_cache("dojo", cache)
    yield cache
    memory._game_caches["dojo"].remove(cache)


def test_a_games_art_is_let_go_once_its_last_screen_left(app, dojo_art):
    theme._images["dojo/test.png"] = picture(10)
    theme._images["shinobi/test.png"] = picture(10)
    app.reset(GameScreen(app, "shinobi"))
    app.push(GameScreen(app, "dojo"))
    app.draw()
    assert "dojo/test.png" in theme._images and dojo_art
    app.pop()  # back to the Shinobi screen: the Dojo art goes at the next frame
    assert "dojo/test.png" in theme._images
    app.draw()
    assert "dojo/test.png" not in theme._images and not dojo_art
    assert "shinobi/test.png" in theme._images  # a screen of that game is still open
    theme._images.pop("shinobi/test.png")


def test_a_rematch_keeps_its_games_art(app, dojo_art):
    """A rematch puts the table on a fresh stack (reset to the title, then push): its art
    must not be let go between the two."""
    app.reset(GameScreen(app, "dojo"))
    theme._images["dojo/test.png"] = picture(10)
    app.reset(GameScreen(app, "title"))
    app.push(GameScreen(app, "dojo"))
    app.draw()
    assert "dojo/test.png" in theme._images and dojo_art
    app.reset(GameScreen(app, "title"))
    app.draw()
    assert "dojo/test.png" not in theme._images and not dojo_art


def test_the_games_in_use_are_read_from_tables_and_their_screens():
    class Session:
        game = "night"

    class Table:
        session = Session()

    class Rules:
        game = "dojo"

    assert memory.games_in_use([object(), Table(), Rules()]) == {"night", "dojo"}


def test_the_app_keeps_a_bounded_number_of_frame_times(app):
    app.frame_ms.extend([1.0] * (FRAME_TIMES_KEPT + 500))
    assert len(app.frame_ms) == FRAME_TIMES_KEPT


def test_memory_is_handed_back_without_error():
    memory.return_memory()
    memory.return_memory()


def test_leaving_a_game_empties_its_drawn_pictures_and_the_shared_caches(app):
    from scenes.taisen import card_art

    app.reset(GameScreen(app, "taisen"))
    card_art.card_surface(3)
    theme.text("kept while a game is open", 20)
    widgets.draw_panel(pygame.Surface((400, 300)), pygame.Rect(10, 10, 200, 100))
    app.draw()
    assert card_art.card_surface.cache_info().currsize and len(theme._text_cache)
    app.reset(GameScreen(app, "title"))
    app.draw()
    assert card_art.card_surface.cache_info().currsize == 0
    assert len(widgets._panel_surface.cache) == 0  # type: ignore[attr-defined]
    assert ("kept while a game is open", 20, theme.MOONLIGHT, "body") not in theme._text_cache


def test_the_title_looks_its_version_up_once(app, monkeypatch):
    """A title is made after every game; each look-up of the version through
    importlib.metadata kept another listing of the folders on sys.path (about 40
    objects a game, for ever)."""
    import importlib.metadata

    from scenes import title

    calls: list[str] = []

    def version(name: str) -> str:
        calls.append(name)
        return "1.2.3"

    monkeypatch.setattr(importlib.metadata, "version", version)
    title.game_version.cache_clear()
    try:
        for _ in range(5):
            assert title.TitleScene(app).version == "1.2.3"
        assert calls == ["ninjas"]
    finally:
        title.game_version.cache_clear()
