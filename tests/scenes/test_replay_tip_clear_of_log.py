"""The replay's tips never over the table's log, nor over Night's seats' panel (issue 33,
newcomer O, s19, at 1280x720: 'the tooltip over the log'): the tip of every button and
the timeline's legend, in every game, 1280x720 and 1920x1080, English and French. The
right-hand buttons' tips (View, the list, Full table, Play on from here) lay over the
log's foot (Taisen, Dojo) or the backpacks (Night)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme

from .conftest import Driver
from .test_replay import opened


def shown(scene: Any, rect: pygame.Rect) -> pygame.Rect:
    """A rect of the table's picture where the window shows it."""
    room = scene.rects[0]
    scale = room.width / scene._full.get_width()
    return pygame.Rect(
        round(room.left + rect.left * scale),
        round(room.top + rect.top * scale),
        round(rect.width * scale),
        round(rect.height * scale),
    )


def columns(scene: Any) -> dict[str, pygame.Rect]:
    """The table's log (its lines' box) and Night's backpacks, in the window."""
    table = scene.table
    log = getattr(table, "log_panel", None) or table.log
    found = {"log": shown(scene, log.rect)}
    if scene.game == "night":
        found["backpacks"] = shown(scene, table.layout().packs)
    return found


def tip_texts(app: Any, strip: pygame.Rect) -> dict[str, pygame.Rect]:
    """The words drawn on the window above the strip in a frame (the tip's)."""
    out: dict[str, pygame.Rect] = {}
    original = theme.blit_text

    def recording(canvas: Any, text: str, size: Any, colour: Any = None, *a: Any, **k: Any) -> Any:
        rect = original(canvas, text, size, colour, *a, **k)
        if canvas is app.canvas and rect.bottom <= strip.top:
            out[text] = rect
        return rect

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", recording)
        app.draw()
    return out


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_no_tip_lies_over_the_log_or_the_seats(
    sized_app: Any, tmp_path: Path, game: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    ui = Driver(app)
    scene = opened(app, tmp_path, game, at=6)
    ui.step()
    strip = scene.rects[1]
    kept = columns(scene)
    seen = 0
    for button in scene.all_buttons():
        if not button.enabled:
            continue
        ui.move(button.rect.center)
        texts = tip_texts(app, strip)
        assert texts, (game, scene.strip.label(button) or button.text)
        seen += 1
        for text, rect in texts.items():
            for name, panel in kept.items():
                assert not rect.colliderect(panel), (text, rect, name, panel)
    ui.move((scene.timeline.rect.centerx, scene.timeline.rect.centery))
    texts = tip_texts(app, strip)
    assert any(scene.seat_label(0) in text for text in texts), texts  # the legend
    for text, rect in texts.items():
        for name, panel in kept.items():
            assert not rect.colliderect(panel), (text, rect, name, panel)
    assert seen >= 12
    app.set_language("en")
