"""The summoning's 'Clan orange invoque avec :' never lies under the list's last row
(newcomer C, s22, FR 1280x720, g41: with 16 cards on two rows of tiles and a long hint,
the label stood squashed under 'Autres choix (Tab)'). Where the list reaches it, the
label is left out; the tiles keep their place."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import summoning

from .test_dojo_hint_plan import _searches
from .test_dojo_hint_pull_back import c_table
from .test_dojo_scene import key


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summonings_label_keeps_off_the_list(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = c_table(app, 82)  # her 16 cards drawn: the dice to set
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    drawn: list[pygame.Rect] = []
    real = summoning.theme.blit_text

    def blit(canvas: Any, text: str, *a: Any, **k: Any) -> pygame.Rect:
        rect = real(canvas, text, *a, **k)
        drawn.append(pygame.Rect(rect))
        return rect

    monkeypatch.setattr(summoning.theme, "blit_text", blit)
    with theme.scaled_for(app.view_size):
        scene.draw(app.canvas)
    rows = [o.rect for o in scene.choices.options]
    assert rows and scene.choices.pager.paged  # the list turns pages: its last row there
    # fails before: the label's line under 'More choices (Tab)'
    assert all(rect.collidelist(rows) < 0 for rect in drawn), (drawn, rows)
    app.set_language("en")
