"""Issue 34: on the Records screen, the message 'Léa is now Léa Martin' was drawn over
the footnote (r-33.png). It stands on the footnote's line, the footnote giving way while
it shows, and it covers none of the figures' boxes, at every window size."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes import theme
from scenes.records import RecordsScene

from .conftest import SIZES, Driver, _app
from .test_records_screen import history  # noqa: F401  (five games of Ann, Bob and Cy)

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize("size", SIZES)
def test_the_renamed_message_covers_neither_the_footnote_nor_the_figures(history, size):  # noqa: F811
    app = _app(size)
    scene = RecordsScene(app, history)
    app.push(scene)
    ui = Driver(app)
    ui.step()
    scene.renamed("Bobby")
    assert scene.toast.visible and scene.selected == "Bobby"
    scene.toast.update(0.5)  # faded in
    canvas = pygame.Surface(size)
    notes: list[str] = []
    real = theme.blit_text

    def spied(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        notes.append(text)
        return real(surface, text, *args, **kwargs)

    note_words = app.tr("records.note")[:20]
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", spied)
        scene.draw(canvas)
    if os.environ.get("NINJAS_SHOT"):
        pygame.image.save(canvas, os.environ["NINJAS_SHOT"] + f"-{size[0]}.png")
    assert not any(text.startswith(note_words) for text in notes)
    with theme.scaled_for(size):
        label = theme.text(scene.toast.message, theme.FONT_BODY, theme.MOONLIGHT)
        where = scene.toast.place(label.get_size(), size)
        boxes = [scene.rects[name] for name in ("tiles", "games", "night", "versus", "levels")]
        assert not any(where.colliderect(box) for box in boxes), (where, boxes)
        assert where.center == scene.rects["note"].center  # on the footnote's line
        assert where.bottom < scene.panel.bottom
    scene.toast.update(10.0)  # the message gone, the footnote is back
    notes.clear()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", spied)
        scene.draw(canvas)
    assert any(text.startswith(note_words) for text in notes)
