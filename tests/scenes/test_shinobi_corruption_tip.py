"""A seat's corruption token says what it counts when the pointer is on it (issue 33,
newcomer K, m3_6.png: 'the coloured number in the circle at each seat's top right is
the corruption count, but nothing says so'). It tells the count all may know, never
which cards (they lie face down)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes import theme
from scenes.app import App

from .test_shinobi_scene import table


def drawn_texts(app: App, scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    blit = theme.blit_text

    def noting(canvas: Any, string: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(string)
        return blit(canvas, string, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", noting)
    scene.draw(app.window)
    monkeypatch.setattr(theme, "blit_text", blit)
    return drawn


@pytest.mark.parametrize(
    ("lang", "title", "against"),
    [
        ("en", "Corruption: 1 card", "counts against Ana"),
        ("fr", "Corruption\u00a0: 1 carte", "compte contre Ana"),
    ],
)
def test_the_corruption_token_under_the_pointer_says_what_it_counts(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, title: str, against: str
) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    assert len(scene.state.corruption[0]) == 1
    taken = scene.state.corruption_value(0)
    title = (
        f"{title}, \u2212{taken} "
        + {"en": "at the round's end", "fr": "à la fin de la manche"}[lang]
    )
    scene.draw(app.window)
    tokens = dict((seat, rect) for rect, seat in scene.board.tokens)
    assert set(tokens) == {0, 1}  # every seat's token is known where it is drawn
    away = drawn_texts(app, scene, monkeypatch)
    assert title not in away
    point = tokens[0].center
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(0, 0, 0)))
    on = drawn_texts(app, scene, monkeypatch)
    assert title in on
    assert against in " ".join(on)
    names = {str(app.tr(f"shinobi.name.{data.card_name(c)}")) for c in scene.state.corruption[0]}
    tip = scene.corruption_tip.lines(0)
    assert not any(name in " ".join(tip) for name in names)  # the count, not the cards
    box = scene.corruption_tip.draw(app.window)
    assert box is not None and app.window.get_rect().contains(box)
    # the computer's token, the same words by its name
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=tokens[1].center, rel=(1, 0), buttons=(0, 0, 0))
    )
    assert scene.corruption_tip.under_pointer() == (tokens[1], 1)


@pytest.mark.parametrize(
    ("lang", "circle"),
    [("en", "The number in the circle is how many cards"), ("fr", "Le nombre dans le cercle")],
)
def test_the_points_beside_the_token_say_what_they_are(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, circle: str
) -> None:
    """The '\u22123' beside the token (the points its cards take) was never explained
    (newcomer K, s11 nc-K/235: "I had to guess what the two numbers meant"): the
    pointer on it shows the tip, whose title and words say what each number is."""
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    taken = scene.state.corruption_value(0)
    assert taken > 0
    scene.draw(app.window)
    token = dict((seat, rect) for rect, seat in scene.board.tokens)[0]
    minus = f"\u2212{taken}"
    points = dict((seat, rect) for rect, seat in scene.board.points)[0]
    assert points.right <= token.left  # left of the circle
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=points.center, rel=(1, 0), buttons=(0, 0, 0))
    )
    assert scene.corruption_tip.under_pointer() == (token, 0)
    title, words = scene.corruption_tip.lines(0)
    assert minus in title and "1" in title
    assert circle in words and minus in words and "Ana" in words
    assert title in drawn_texts(app, scene, monkeypatch)
    app.set_language("en")
