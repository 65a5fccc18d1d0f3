"""The hand-off's story box is as tall as the window allows, whole where the window
holds it (newcomer K, s11, nc-K/219, FR Shinobi at 1920x1080: Léa's first cover cut
15 lines to its last 9 under a glance of 10 rows, '… 5 lignes plus anciennes non
montrées', with room for more: 'I missed who did what to whom earlier')."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.since_turn import SinceLine

FIFTEEN = [
    "Théo a retourné du paquet la carte la plus forte, Ours (6), et commence.",
    "Théo pioche 1 carte.",
    "Théo pose 2 cartes Crapaud.",
    "Crapaud : Midori renvoie 1 carte en main.",
    "Midori reprend Carpe (1) en main.",
    "Midori se corrompt : Carpe (1) passe sous son jeton de corruption.",
    "Midori pioche 3 cartes.",
    "Midori pose 3 cartes Rat + 1 Rônin.",
    "Rat : un rival défausse 3.",
    "Théo perd Crapaud (3) au hasard.",
    "Théo perd Ours (6) au hasard.",
    "Théo perd Corbeau (3) au hasard.",
    "Midori défausse Renard (3).",
    "Midori pioche 1 carte.",
    "Midori finit son tour.",
]


def cover_of(app: App, size: tuple[int, int], lines: list[SinceLine]) -> HandoffScene:
    theme.set_scale(theme.scale_for(size))
    cover = HandoffScene(
        app, "Léa", (90, 160, 220), lambda: None, story=lambda: lines, first_turn=True
    )
    app.push(cover)
    cover.draw(pygame.Surface(size))
    return cover


def lines_of(texts: list[str]) -> list[SinceLine]:
    return [SinceLine(text, False, i // 5) for i, text in enumerate(texts)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_story_the_window_holds_is_shown_whole(
    sized_app: Callable[[tuple[int, int]], App], lang: str
) -> None:
    size = (1920, 1080)
    app = sized_app(size)
    app.set_language(lang)
    cover = cover_of(app, size, lines_of(FIFTEEN[:12]))
    shown = [row.text for row in cover.story.rows]
    assert shown == FIFTEEN[:12] and cover.story.left_out == 0  # fails before: 7 shown
    assert cover.story.note() == ""
    box, button = cover.story_rect, cover.button.rect
    assert pygame.Rect((0, 0), size).contains(box) and box.bottom < button.top
    assert box.top > cover.title_y  # under the title


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1061)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_longer_story_fills_the_room_the_window_has(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    cover = cover_of(app, size, lines_of(FIFTEEN * 3))
    story, box, button = cover.story, cover.story_rect, cover.button.rect
    assert pygame.Rect((0, 0), size).contains(box) and box.bottom < button.top
    assert box.top > cover.title_y
    # one row more would not fit above the button: the box is as tall as it can be
    assert box.bottom + story.row_height() > button.top - theme.px(24)  # fails before
    shown = list(story.rows)
    assert story.left_out == 45 - len(shown) and story.note()
    if size == (1920, 1080):
        assert len(shown) >= 10  # before: 9 at most, under a '…'


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_story_opens_at_its_first_line_and_reads_down(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    lines = lines_of([f"{text} ({i})" for i, text in enumerate(FIFTEEN * 3)])
    cover = cover_of(app, size, lines)
    story = cover.story
    # newcomer Q, s12 (nc-Q/049-050): it opened at the newest lines, the computer's
    # turn hidden above; now at the first line, what is below counted under the box
    assert story.rows[0].text == lines[0].text  # fails before: the newest lines
    shown = len(story.rows)
    assert story.below == len(lines) - shown
    assert story.note() == app.tr.plural("handoff.since.below", len(lines) - shown)
    for _ in range(len(lines)):
        cover.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    cover.draw(pygame.Surface(size))
    assert story.rows[-1].text == lines[-1].text
    assert story.note() == app.tr.plural("handoff.since.more", len(lines) - shown)
    box, button = cover.story_rect, cover.button.rect
    assert pygame.Rect((0, 0), size).contains(box) and box.bottom < button.top
    cover.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    cover.draw(pygame.Surface(size))
    assert story.rows[-1].text == lines[-2].text  # one row earlier
    for _ in range(len(lines)):
        cover.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0))
    cover.draw(pygame.Surface(size))
    assert story.rows[0].text == lines[0].text and story.top == 0
    assert cover.app.top is cover  # still the cover: nothing shown by scrolling


def test_a_story_shown_whole_does_not_scroll(sized_app: Callable[[tuple[int, int]], App]) -> None:
    size = (1920, 1080)
    cover = cover_of(sized_app(size), size, lines_of(FIFTEEN[:12]))
    cover.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0))
    cover.draw(pygame.Surface(size))
    assert cover.story.top == 0 and [r.text for r in cover.story.rows] == FIFTEEN[:12]
