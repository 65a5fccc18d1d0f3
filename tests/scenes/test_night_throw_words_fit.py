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


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_throw_words_are_two_short_lines(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """Newcomer B (s24, s29-s44): the string's words were five dense lines ('la marque
    rouge aux pieds de votre ninja au centre du toit doré'); they are two now, long and
    short alike, the rest (the scale, which arrow lengthens, Shift) in the rules."""
    app = sized_app(size)
    app.set_language(lang)
    with theme.scaled_for(app.view_size):
        scene = scene_of(app, line_state())
        panel = scene.prompt_panel
        width = panel.panel.width(scene.layout().prompt)
        for key in ("night.prompt.throw", "night.prompt.throw_short"):
            assert len(panel.panel.lines(app.tr(key), width)) <= 2, key  # fails before: 5
    rules = app.tr("rules.night.controls.body")
    assert ("Shift" if lang == "en" else "Maj") in rules  # the rest is in the rules
    app.set_language("en")
