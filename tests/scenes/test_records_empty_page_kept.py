"""The empty Records page keeps its faint figures drawn (empty_page._ghost): drawn
anew at every frame, its charts' eight panels pushed the page's own out of the panel
cache, and all of them were drawn again each frame (8 panels a frame at 1280x720 and
1920x1080, 09e2fb45). Its words follow a change of language, the same pixels as a page
opened in that language."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes import widgets
from scenes.app import App
from scenes.records import RecordsScene

pytestmark = pytest.mark.usefixtures("own_data_dir")


def _page(app: App, tmp_path: Path) -> RecordsScene:
    scene = RecordsScene(app, tmp_path / "history")
    app.push(scene)
    assert scene.person() is None  # (the empty page)
    for _ in range(2):
        app.draw()
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_empty_page_draws_no_panel_again_at_each_frame(
    sized_app, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:  # type: ignore[no-untyped-def]
    app = sized_app(size)
    _page(app, tmp_path)
    cache = widgets._panel_surface.cache
    drawn: list[object] = []
    put = cache.put
    monkeypatch.setattr(cache, "put", lambda key, value: drawn.append(key) or put(key, value))
    for _ in range(3):
        app.draw()
    assert drawn == []  # fails before: 8 a frame


def test_the_faint_page_follows_the_language(app: App, tmp_path: Path) -> None:
    _page(app, tmp_path)
    app.set_language("fr")
    app.draw()
    switched = pygame.image.tobytes(pygame.display.get_surface(), "RGB")
    app.pop()
    _page(app, tmp_path)
    assert pygame.image.tobytes(pygame.display.get_surface(), "RGB") == switched
