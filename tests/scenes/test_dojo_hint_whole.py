"""The Dojo hint is said whole (issue 33, newcomer J, Dojo in French at 1920x1080,
shot-241: 'Conseil : Le Dojo du Clan orange : 2 sur place. Puis 2 autres dés : 1 sur le
Dojo du Clan orange, 1 sur la plain…'). A hint longer than the prompt's lines takes
more, and the choices under it go down as far: nothing cut, nothing overlapping."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import theme
from scenes.app import App

from .conftest import record_texts
from .test_dojo_ends import _many
from .test_dojo_hint_plan import _searches
from .test_dojo_scene import _placed_table, key


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)))
def test_a_summonings_long_hint_is_whole_above_its_choices(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    _searches(monkeypatch)
    scene = _placed_table(app)
    _many(scene, per_hex=2, hexes=6, deck=40)
    scene.play("summon 5")
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint is not None and scene.hint.kind == "die"
    words = str(scene.narrator.hint_text(scene.hint))
    with theme.scaled_for(app.view_size):
        drawn = record_texts(monkeypatch)
        scene.draw(pygame.Surface(app.view_size))
        line = scene.prompt_panel.panel.line_height(0)
        action = scene.layout.action
        top = action.top + theme.px(10)
        panel = scene.prompt_panel.panel
        lines = panel.lines(words, panel.width(action))
        assert len(lines) >= 3  # longer than the 2 lines a list of choices leaves it
        assert all(text in drawn for text in lines)  # whole: before, cut with '…' on its 2nd
        assert not any("…" in text for text in drawn)
        bottom = top + len(lines) * line
        assert scene.choices.options
        assert min(o.rect.top for o in scene.choices.options) >= bottom  # under it
