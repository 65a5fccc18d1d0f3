"""A seat's empty Name box (issue 33, newcomer I, Night FR at 1280x720, n1.png: "the name
placeholder '(aucun) — cliquez ici' is cut at the pencil"). Drawn, it was whole, 22 px
short of the pencil, but 'cliquez ici' before a pencil reads as a sentence cut short
('click here to...'): it says '(aucun) — à saisir' now, as English says 'click to
type'. Wherever the box is drawn, the words stand whole, clear of the pencil."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes import theme
from scenes.setup import SetupScene
from scenes.setup_parts import name_row

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_the_empty_name_box_says_its_words_whole_clear_of_the_pencil(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, game: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    setup = SetupScene(app, game)
    app.push(setup)
    setup.seats[0] = Seat("human", "normal")
    texts: list[tuple[str, pygame.Rect]] = []
    pencils: list[tuple[tuple[int, int], int]] = []
    blit, pencil = theme.blit_text, name_row.draw_pencil

    def text_spy(canvas: Any, text: str, *a: Any, **k: Any) -> Any:
        rect = blit(canvas, text, *a, **k)
        texts.append((text, pygame.Rect(rect)))
        return rect

    def pencil_spy(canvas: Any, centre: tuple[int, int], height: int, colour: Any) -> None:
        pencils.append((centre, height))
        pencil(canvas, centre, height, colour)

    monkeypatch.setattr(theme, "blit_text", text_spy)
    monkeypatch.setattr(name_row, "draw_pencil", pencil_spy)
    app.draw()
    words = app.tr("setup.name.none")
    drawn = [rect for text, rect in texts if text == words]
    assert drawn, [t for t, _ in texts]  # the whole words, not '(aucun)' nor cut with '…'
    (centre, height), rect = pencils[0], drawn[0]
    assert centre[0] - height // 2 - rect.right >= theme.px(12)
    assert not words.endswith("ici")
