"""Texts wrapped or cut, shadowed words and panels' sheens are worked out once and kept
(scenes/text_measure.py, theme.shadowed_text, scenes/panel_sheen.py: CI time, s23):
what is drawn is what the row-by-row, word-by-word work gave before."""

from __future__ import annotations

import pygame

from scenes import theme, widgets
from scenes.app import App

WORDS = "Walk three ninjas onto the Blue clan's hex ringed in gold, and one onto the plains."


def wrapped_word_by_word(string: str, size: int, width: int) -> list[str]:
    """widgets.wrap_text as it was, measuring every candidate line."""
    measure = theme.font(size).size
    lines: list[str] = []
    for paragraph in string.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if current and measure(candidate)[0] > width:
                lines.append(current)
                current = word
            else:
                current = candidate
        lines.append(current)
    return lines


def test_a_wrapped_text_is_the_same_each_time_and_the_callers_own(app: App) -> None:
    for width in (120, 260, 900):
        for text in (WORDS, f"{WORDS}\n\n{WORDS}", "", "one"):
            first = widgets.wrap_text(text, theme.FONT_SMALL, width)
            assert first == wrapped_word_by_word(text, theme.FONT_SMALL, width)
            first.append("changed by its caller")
            assert widgets.wrap_text(text, theme.FONT_SMALL, width) == wrapped_word_by_word(
                text, theme.FONT_SMALL, width
            )


def test_a_cut_text_fits_and_follows_the_scale(app: App) -> None:
    cut = widgets.shortened(WORDS, theme.FONT_BODY, 200)
    assert cut.endswith("…") and theme.font(theme.FONT_BODY).size(cut)[0] <= 200
    assert widgets.shortened(WORDS, theme.FONT_BODY, 200) == cut
    assert widgets.shortened("short", theme.FONT_BODY, 200) == "short"
    with theme.scaled_for((2560, 1440)):  # a bigger font: less of the text in 200 px
        bigger = widgets.shortened(WORDS, theme.FONT_BODY, 200)
        assert theme.font(theme.FONT_BODY).size(bigger)[0] <= 200
    assert len(bigger) < len(cut)


def test_shadowed_words_are_kept_and_drawn_as_before(app: App) -> None:
    kept = theme.shadowed_text("Round 2 of 3", theme.FONT_BODY, theme.GOLD)
    assert theme.shadowed_text("Round 2 of 3", theme.FONT_BODY, theme.GOLD) is kept
    front = theme.text("Round 2 of 3", theme.FONT_BODY, theme.GOLD)
    back = theme.text("Round 2 of 3", theme.FONT_BODY, theme.SHADOW).copy()
    back.set_alpha(170)
    offset = theme.px(2)
    before = pygame.Surface(
        (front.get_width() + offset, front.get_height() + offset), pygame.SRCALPHA
    )
    before.blit(back, (offset, offset))
    before.blit(front, (0, 0))
    assert pygame.image.tobytes(kept, "RGBA") == pygame.image.tobytes(before, "RGBA")
    theme.clear_caches()  # new fonts: drawn again with them
    assert theme.shadowed_text("Round 2 of 3", theme.FONT_BODY, theme.GOLD) is not kept


def panel_row_by_row(size: tuple[int, int], alpha: int, radius: int, line: int) -> pygame.Surface:
    """widgets._panel_surface as it was: its sheen drawn a row at a time."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (*theme.PANEL, alpha), rect, border_radius=radius)
    sheen = pygame.Surface(size, pygame.SRCALPHA)
    fade = max(1, min(size[1] // 2, 90))
    for row in range(fade):
        pygame.draw.line(
            sheen, (255, 255, 255, int(16 * (1 - row / fade) ** 2)), (0, row), (size[0], row)
        )
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), rect, border_radius=radius)
    sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surface.blit(sheen, (0, 0))
    if line:
        pygame.draw.rect(surface, (*theme.BORDER, 255), rect, line, border_radius=radius)
    return surface


def test_a_panel_is_drawn_as_row_by_row(app: App) -> None:
    for size in ((1, 1), (40, 3), (300, 120), (640, 400)):
        for alpha, radius, line in ((236, 12, 2), (110, 0, 0), (17, 30, 1)):
            panel = widgets._panel_surface(size, theme.PANEL, theme.BORDER, alpha, radius, line, 90)
            before = panel_row_by_row(size, alpha, radius, line)
            assert pygame.image.tobytes(panel, "RGBA") == pygame.image.tobytes(before, "RGBA")
