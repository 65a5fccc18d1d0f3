"""The shared prompt panel (scenes/prompt_panel.py), used by the Night and Shinobi
tables' prompts (issue 32 section 2): the largest size at which the whole text fits,
the lines a layout makes room for, the preview and the hint on their own lines."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.app import App
from scenes.prompt_panel import PromptPanel, compose
from scenes.text_cache import TextCache

SIZES = (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_MIN)


def test_the_prompt_is_written_at_the_largest_size_that_fits_its_box(app: App) -> None:
    with theme.scaled_for((1280, 720)):
        panel = PromptPanel(TextCache(), SIZES)
        box = pygame.Rect(0, 0, 300, 80)
        assert panel.fit("Choose a card.", box)[0] == theme.FONT_BODY
        long = " ".join(["Place cards of one clan on your table"] * 3)
        size, lines = panel.fit(long, box)
        assert size < theme.FONT_BODY
        assert len(lines) * theme.font(size).get_linesize() <= box.height - theme.px(12)


def test_a_layout_that_makes_room_gets_every_line_and_the_drawing_stops_at_its_most(
    app: App,
) -> None:
    with theme.scaled_for((1280, 720)):
        panel = PromptPanel(TextCache(), line=22, max_lines=2)
        text = " ".join(["The rope flies over the roofs of the village"] * 4)
        assert len(panel.lines(text, 200)) > 2  # the layout is told them all
        canvas = pygame.Surface((400, 400))
        canvas.fill((0, 0, 0))
        box = pygame.Rect(0, 0, 220, 400)
        panel.draw(canvas, box, text)
        below = pygame.Rect(0, theme.px(8 + 2 * 22), 220, 200)
        assert not any(
            canvas.get_at((x, y))[:3] != (0, 0, 0)
            for x in range(below.left, below.right, 2)
            for y in range(below.top, below.bottom, 2)
        )


def test_the_preview_and_the_hint_follow_the_prompt_on_their_own_lines() -> None:
    assert compose("Choose.", "", "Hint: End the turn") == "Choose.\nHint: End the turn"
    assert compose("Choose.") == "Choose."
