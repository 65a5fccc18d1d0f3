"""The shared prompt panel (scenes/prompt_panel.py), used by the Night and Shinobi
tables' prompts (issue 32 section 2): the largest size at which the whole text fits,
the lines a layout makes room for, the preview and the hint on their own lines."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.app import App
from scenes.prompt_panel import REFUSED, PromptPanel, compose
from scenes.text_cache import TextCache
from scenes.widgets import shortened

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


def drawn(canvas: pygame.Surface) -> pygame.Rect:
    """Where anything but the black ground was drawn."""
    mask = pygame.mask.from_threshold(canvas, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def test_taisens_prompt_centred_with_a_shadow_on_at_most_two_lines(app: App) -> None:
    """Taisen's prompt under the board, now the shared panel's options: the largest size
    at which the words take two lines at most, each line centred, the lines in the
    middle of the box, with a drop shadow."""
    with theme.scaled_for((1280, 720)):
        sizes = range(theme.FONT_BODY - 3, theme.FONT_MIN - 1, -1)
        panel = PromptPanel(
            TextCache(), sizes, max_lines=3, fit_lines=2, centred=True, shadow=True, inset=(0, 0)
        )
        box = pygame.Rect(100, 100, 400, 200)
        assert panel.fit("Choose a die.", box) == (theme.FONT_BODY - 3, ["Choose a die."])
        long = "Move the cards of a die"
        while len(panel.lines(long, box.width)) <= 2:  # three lines at the largest size
            long += " onward"
        size, lines = panel.fit(long, box)
        assert size < theme.FONT_BODY - 3 and len(lines) <= 2
        assert len(panel.lines(long, box.width, size + 1)) > 2  # the next size up needs three
        canvas = pygame.Surface((600, 400))
        panel.draw(canvas, box, "Choose a die.", colour=theme.GOLD)
        line = theme.shadowed_text("Choose a die.", theme.FONT_BODY - 3, theme.GOLD)
        assert panel.line_height(theme.FONT_BODY - 3) == line.get_height()
        expected = pygame.Surface((600, 400))  # the line's box centred in the box
        expected.blit(line, line.get_rect(center=box.center))
        assert canvas.get_view("2").raw == expected.get_view("2").raw


def test_dojos_prompt_ends_its_last_line_with_the_rest_and_a_refusal_takes_its_place(
    app: App,
) -> None:
    """Dojo's prompt: its insets, at most `most` lines, the last one carrying the rest of
    the words cut with an ellipsis; a refusal is written instead, in REFUSED."""
    with theme.scaled_for((1280, 720)):
        panel = PromptPanel(TextCache(), line=22, shorten=True, inset=(14, 10))
        box = pygame.Rect(0, 0, 300, 300)
        assert panel.width(box) == 300 - 28
        text = " ".join(["Walk a ninja to a hex next to it or further"] * 4)
        canvas = pygame.Surface((400, 400))
        panel.draw(canvas, box, text, most=2)
        words = drawn(canvas)
        assert words.left >= theme.px(14) and words.top >= theme.px(10)
        assert words.bottom <= theme.px(10 + 2 * 22)  # two lines
        last = panel.lines(text, panel.width(box))
        assert len(last) > 2
        cut = shortened(" ".join(last[1:]), theme.FONT_SMALL, panel.width(box))
        assert cut.endswith("…")
        second = pygame.Surface((400, 400))
        second.blit(theme.text(cut, theme.FONT_SMALL), (theme.px(14), theme.px(10 + 22)))
        row = pygame.Rect(0, theme.px(10 + 22), 400, theme.px(22))
        assert canvas.subsurface(row).get_view("2").raw == second.subsurface(row).get_view("2").raw
        canvas.fill((0, 0, 0))
        panel.draw(canvas, box, text, refused="No ninja of yours stands there.", most=2)
        assert drawn(canvas).bottom <= theme.px(10 + 22)  # the refusal alone, on one line
        colours = {tuple(canvas.get_at((x, y)))[:3] for x in range(0, 300) for y in range(30)}
        assert REFUSED in colours
