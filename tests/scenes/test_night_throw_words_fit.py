"""The string's words while a throw is set are read whole (newcomer C, s23, FR
1920x1080, 22-throw: the long words ran past the prompt's five lines and stopped at 'Pas
de règle : jugez à'): where they do not fit, the short words are said instead."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from support.night_line import line_state, scene_of

from scenes import theme
from scenes.app import App
from scenes.night.layout import PROMPT_MAX_LINES


@pytest.mark.parametrize(
    ("size", "lang"), [((1920, 1080), "fr"), ((1280, 720), "fr"), ((1920, 1080), "en")]
)
def test_the_throw_words_fit_the_prompt(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    with theme.scaled_for(app.view_size):
        scene = scene_of(app, line_state())
        panel = scene.prompt_panel
        long = app.tr("night.prompt.throw")
        monkeypatch.setattr(panel, "text", lambda: long)
        width = panel.panel.width(scene.layout().prompt)
        said = panel.fitted(width)
        assert len(panel.panel.lines(said, width)) <= PROMPT_MAX_LINES  # fails before (FR)
        whole = len(panel.panel.lines(long, width)) <= PROMPT_MAX_LINES
        assert said == (long if whole else app.tr("night.prompt.throw_short"))
    app.set_language("en")
