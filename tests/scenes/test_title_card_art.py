"""Each title card shows a picture made of its game's own art, a small box cover
(newcomer F, s15, 002: 'the game cards are small text blocks; a bit more art per game'):
the picture is more than its ground (the game's images drawn in it), framed at the
card's left; the game's name and its whole pitch stand right of it, inside the card,
at 1280x720 and 1920x1080, in English and French."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme, title_art
from scenes.app import App
from scenes.title import ART_WIDTH, GameCard, TitleScene

from .conftest import record_blits


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_a_picture_holds_the_games_art(game: str) -> None:
    size = (128, 138)
    picture = title_art.card_art(game, size, 12)
    assert picture.get_size() == size
    top, bottom = title_art.GROUNDS[game]
    ground = title_art._ground(size, top, bottom)
    differs = sum(
        1
        for x in range(0, size[0], 4)
        for y in range(0, size[1], 4)
        if picture.get_at((x, y))[:3] != ground.get_at((x, y))[:3]
    )
    assert differs > 0.25 * (size[0] // 4) * (size[1] // 4)  # images drawn, not a ground
    assert picture.get_at((0, 0))[3] == 0  # the corners rounded


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_name_and_whole_pitch_stand_right_of_the_picture(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.push(TitleScene(app))
    blits = record_blits(monkeypatch)
    app.draw()
    cards = [w for w in app.top.menu.widgets if isinstance(w, GameCard)]  # type: ignore[attr-defined]
    assert len(cards) == 4
    with theme.scaled_for(size):
        art_right = {card.game: card.rect.left + theme.px(10 + ART_WIDTH) for card in cards}
    for card in cards:
        pitch = app.tr(f"game.{card.game}.tagline").split()
        inside = [(text, rect) for text, rect in blits if card.rect.inflate(0, 20).contains(rect)]
        words = " ".join(text for text, _ in inside).split()
        assert app.tr(f"game.{card.game}.name") in [text for text, _ in inside]
        assert " ".join(pitch) in " ".join(words)  # whole, not cut after three lines
        assert all(rect.left >= art_right[card.game] for _, rect in inside)
