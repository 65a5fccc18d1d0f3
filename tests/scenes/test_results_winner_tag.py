"""The results' Winner tag and the cards' titles, as newcomer K read them (issue 33,
Shinobi in French at 1280x720): 'Vainqueur' stood 9 px tall in small condensed letters
(z1.png: a text a player must read under 11 px is a bug), and 'Midori — Ordinateur
(Difficile)' ran to its card's border (res1.png). Every game's results, EN and FR,
two to four seats, at 1280x720 and 1920x1080."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from tools.cap_heights import recording

from .conftest import STEP

GAMES = (
    ("taisen", {}, 2, 8282),
    ("dojo", {}, 2, 8282),
    ("shinobi", {"players": 3, "mode": "grasshopper"}, 3, 8282),
    ("shinobi", {"players": 4, "mode": "grandmaster"}, 4, 8282),
    ("night", {"players": 4}, 4, 8287),  # 8282's night ends with every seat out
    ("night", {"players": 3}, 3, 8280),
)
"""Each game, its seats and a seed whose game has a winner."""
LEAST = 11.0
"""The least height, px at 1280x720, of a letter a player must read."""
MARGIN = 28
"""The least room (design px) between a title's ink and its card's right edge: the
border and more than the 18 px of the lines under it, so it does not read as touching."""


@lru_cache(maxsize=256)
def _letter(kind: str, letter: str) -> float:
    """How tall `letter` stands in the face `kind`, over its pixel size (at 400 px, so
    the hinting of a small size does not flatter it)."""
    path = theme.asset_path("fonts", theme.FONT_FILES.get(kind, theme.FONT_FILES["body"]))
    face = pygame.font.Font(str(path), 400)
    return face.render(letter, True, (255, 255, 255)).get_bounding_rect(min_alpha=128).height / 400


def least_letter(text: str, kind: str, pixels: int) -> float:
    """The height of `text`'s shortest letter (a small letter's x-height: 'Vainqueur'
    reads at its 'a', not its 'V'), px at 1280x720."""
    return min(_letter(kind, ch) for ch in text if ch.isalpha()) * pixels / theme.scale()


def finished(game: str, options: dict[str, Any], players: int, seed: int) -> GameSession:
    """Newcomer K's table: Ana and Ben, the rest hard computers (Midori's 'Computer
    (Hard)' the longest title)."""
    seats = [Seat("human", name="Ana"), Seat("human", name="Ben")]
    seats += [Seat("ai", "hard")] * (players - 2)
    session = GameSession.new(game, seats, seed, {**options, "players": players}, autosave=False)
    rng = random.Random(seed)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("game", "options", "players", "seed"), GAMES)
def test_the_winner_tag_reads_and_each_title_keeps_clear_of_its_card_s_border(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
    game: str,
    options: dict[str, Any],
    players: int,
    seed: int,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    results = ResultsScene(app, finished(game, options, players, seed), [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
    titles: list[tuple[str, pygame.Rect]] = []
    blit = theme.blit_text

    def noting(canvas: Any, string: str, size: int, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = blit(canvas, string, size, *args, **kwargs)
        if "topleft" in kwargs and size in (theme.FONT_BUTTON, theme.FONT_SMALL):
            titles.append((string, rect))
        return rect

    monkeypatch.setattr(theme, "blit_text", noting)
    with recording() as drawn:
        for _ in range(3):
            results.update(STEP)
            app.draw()
    layout = results.layout_now
    assert layout is not None and results.breakdown is not None
    word = str(app.tr("results.winner"))
    tags = [d for d in drawn if d.text.casefold() == word.casefold()]
    assert tags, "the winner's card is tagged"
    for tag in tags:
        assert least_letter(tag.text, tag.kind, tag.pixels) >= LEAST, tag
    px = theme.px
    heads = 0
    for card in layout.tables:
        head = pygame.Rect(card.rect.left, card.rect.top, card.rect.width, px(18) + px(52))
        for string, rect in titles:
            if head.contains(rect):
                heads += 1
                assert rect.right <= card.rect.right - px(MARGIN), (string, rect, card.rect)
                assert not string.endswith("…"), string
    assert heads >= len(layout.tables)
