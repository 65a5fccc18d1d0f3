"""Newcomers O and Q, s12 (nc-O 215/216, nc-Q 025, 035, 054): the Grand Master table's
deck and Jigoku pictures vanished, leaving 'Pioche 56 / Jigoku 11' in words, as soon as
both counts had two digits (their labels, centred over the piles, would have met). Each
label now keeps to its half of the panel and the pictures stay."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art
from scenes.shinobi import layout as places


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_two_digit_piles_keep_their_pictures(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 3, {"players": 3, "mode": "grandmaster"})
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    state = scene.state
    while len(state.jigoku) < 18:  # 'Pioche 4x / Jigoku 18': two digits each
        state.jigoku.append(state.deck.pop())
    app.draw()
    layout = scene.layout
    assert scene.hand.rows == 1  # (a hand in two rows leaves the piles too short)
    board = scene.board
    assert not board.piles_in_words()  # fails before: words from two digits on
    deck, jigoku = board.deck_rect(), board.jigoku_rect()
    assert deck.height >= theme.px(36) and not deck.colliderect(jigoku)
    font = theme.font(art.FONT_READ)
    labels = [
        places.pile_label(layout, rect, pygame.Rect((0, 0), font.size(text)))
        for rect, text in (
            (deck, app.tr("shinobi.deck", count=len(state.deck))),
            (jigoku, app.tr("shinobi.jigoku", count=len(state.jigoku))),
        )
    ]
    assert not labels[0].colliderect(labels[1])
    assert all(layout.piles.contains(label) for label in labels)
    assert all(label.bottom <= rect.top for label, rect in zip(labels, (deck, jigoku), strict=True))
    app.set_language("en")
