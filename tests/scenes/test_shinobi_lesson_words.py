"""Shinobi's guided game never draws a step's words unfilled (issue 33, newcomer L,
s52.png: once the three Spiders were laid and Sora's clan was to be chosen, step 12
read 'lay your three {clan} cards ... choose {row}. {effect} ... here {sora}': its
words named the cards of a plan that had no cards left to plan with, the format
failed, and the raw text was drawn). The lesson is walked through with every text
drawn on the way noted, that moment included."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App

from .conftest import Driver
from .test_shinobi_tutorial import follow, guided_table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_text_drawn_in_the_lesson_holds_a_placeholder(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    drawn: set[str] = set()
    render = theme.text

    def noted(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.add(string)
        return render(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noted)
    scene = guided_table(app)
    choosing: list[str] = []  # the power step's words while Sora's clan is chosen
    for _ in range(3000):
        ui.step()
        if not scene.guiding or scene.state.is_terminal:
            break
        step = scene.guide.current
        state = scene.state
        if state.phase == "power" and state.current_player == 0 and state.pending[0].step == "clan":
            assert step.key == "power"
            choosing.append(scene.guide.words())
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert not scene.guiding
    assert choosing  # the lesson went through that moment
    spider = "Spider" if lang == "en" else "Araignée"
    assert all(spider in words and scene.seat_name(1) in words for words in choosing)
    unfilled = sorted(text for text in drawn if "{" in text or "}" in text)
    assert not unfilled, unfilled
