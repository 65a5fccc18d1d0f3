"""The results' foot and stats block at a glance (s21). The seed no longer in the corner
of the keys' line (s22): nineteen digits mostly ('Graine 5793045862839102745'), jargon
on a couch's results. The stats block under
the cards: each note ran the window's width (up to 150 characters a line), centred, its
lines touching."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.rng import MAX_SEED
from scenes import results_notes, theme
from scenes.results import NOTE_SIZE

from .test_results_native import finished, show


def texts_drawn(app: Any) -> list[tuple[str, pygame.Rect]]:
    out: list[tuple[str, pygame.Rect]] = []
    original = theme.blit_text

    def recording(canvas: Any, text: str, *a: Any, **k: Any) -> Any:
        rect = original(canvas, text, *a, **k)
        out.append((text, pygame.Rect(rect)))
        return rect

    with pytest.MonkeyPatch.context() as patch:  # undoes its own patch only
        patch.setattr(theme, "blit_text", recording)
        app.draw()
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_keys_line_is_centred_and_no_seed_is_said(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    """s22: the seed in the corner, 'Graine 6911609665797632414', was jargon on a couch's
    results (newcomer B, 25results): the History says it; the keys' line stands centred."""
    app = sized_app(size)
    app.set_language(lang)
    results = show(app, finished("taisen", {}, 2, seed=MAX_SEED - 1))
    drawn = dict(texts_drawn(app))
    assert not any(str(MAX_SEED - 1) in text for text in drawn)  # fails before
    keys = drawn[results.hint_words()]
    assert abs(keys.centerx - size[0] // 2) <= 1
    assert keys.left >= 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_stats_block_is_short_paragraphs(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    long_note = " ".join(["Duels fought: 20, ninjas eliminated: 18;"] * 4)
    results = show(app, finished("taisen", {}, 2), [long_note, "Turns played: 18"])
    layout = results.layout_now
    assert layout is not None and layout.notes_rect is not None
    drawn = [(text, rect) for text, rect in texts_drawn(app) if text in layout.notes]
    assert len(drawn) == len(layout.notes) >= 3
    with theme.scaled_for(size):
        px = theme.px
        font = theme.font(NOTE_SIZE)
        assert all(rect.width <= px(results_notes.NOTE_MEASURE) for _, rect in drawn)
        assert len({rect.left for _, rect in drawn}) == 1  # left-aligned, one edge
        steps = [b.top - a.top for (_, a), (_, b) in zip(drawn[:-1], drawn[1:], strict=True)]
        assert min(steps) >= font.get_linesize() + px(results_notes.LEADING)
        turns = next(n for n, (text, _) in enumerate(drawn) if text == "Turns played: 18")
        paragraph = font.get_linesize() + px(results_notes.LEADING + results_notes.PARAGRAPH)
        assert steps[turns - 1] >= paragraph  # the long note's last line, then the next
        assert all(layout.notes_rect.contains(rect) for _, rect in drawn)
