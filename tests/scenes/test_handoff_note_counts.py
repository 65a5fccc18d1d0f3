"""Newcomer T, s20, 159: a Night hand-off cover's box showed 5 lines (one a player)
over 'The whole story, 6 lines: Tab or a click on this box.', read as a count of the
box. The note now says both: 'The whole story: 6 lines instead of these 5.' Built
covers, EN and FR, at 1280x720 and 1920x1080, the note drawn whole."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.since_turn import SinceLine

from .conftest import record_blits

NOTES = {
    ("en", 5): "The whole story: 6 lines instead of these 5. Tab or a click on this box.",
    ("en", 1): "The whole story: 6 lines instead of this one. Tab or a click on this box.",
    ("fr", 5): "Toute l'histoire\u00a0: 6 lignes au lieu de ces 5. Tab ou un clic sur ce cadre.",
    ("fr", 1): "Toute l'histoire\u00a0: 6 lignes au lieu de celle-ci. Tab ou un clic sur ce cadre.",
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("shown", [5, 1])
def test_the_note_counts_the_lines_shown_and_the_whole_story(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    shown: int,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    theme.set_scale(theme.scale_for(size))
    full = [SinceLine(f"Ida: move {n + 1}", False, n) for n in range(6)]
    short = [SinceLine(f"Ida: moves {n + 1}", False, n) for n in range(shown)]
    cover = HandoffScene(
        app, "Sam", (200, 60, 60), lambda: None, story=lambda: full, digest=lambda: short
    )
    app.push(cover)
    drawn = record_blits(monkeypatch)
    cover.draw(pygame.Surface(size))
    assert cover.shown is cover.digest
    note = NOTES[lang, shown]
    assert cover.all_lines_note() == note  # fails before: 'The whole story, 6 lines: ...'
    assert note in [text for text, _ in drawn]  # drawn whole, not cut with '…'
    app.pop()
    app.set_language("en")
