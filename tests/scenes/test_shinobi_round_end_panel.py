"""Grand Master's round results stand on an opaque panel (newcomer U, s13, nc-U/186:
drawn straight on the dimmed table, the table's words showed between the lines), and say
how to go on once, in the help line at the foot (it said it twice). EN and FR, 1280x720
and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme

from .conftest import record_texts
from .test_shinobi_round_story import round_played


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("fr", (1920, 1080))])
def test_the_round_results_hide_the_table_behind_them(
    sized_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = round_played(app)
    scene.draw(app.window)
    texts = record_texts(monkeypatch)
    pictures = []
    for colour in ((0, 0, 0), (255, 255, 255)):  # two tables behind: the same panel
        canvas = pygame.Surface(size)
        canvas.fill(colour)
        scene.round_end.draw(canvas)
        panel = scene.round_end.panel_drawn
        assert panel is not None  # fails before: no panel
        inner = panel.inflate(-2 * theme.px(theme.RADIUS), -2 * theme.px(theme.RADIUS))
        pictures.append(pygame.image.tobytes(canvas.subsurface(inner), "RGB"))
    assert pictures[0] == pictures[1]
    assert app.tr("shinobi.ranking.continue") not in texts  # the foot's help line says it
    title = app.tr("shinobi.ranking.title", round=1)
    assert title in texts
