"""Newcomer S, s20 (116, EN 1920x1080, Grand Master): 'Discard' for 6 kinds of card
showed 5 rows and a scrollbar, the Bear's row hidden under them, 30 px short. A list that
would scroll now first draws its rows closer together (ChoiceList.snug), so the six show
whole, at the same text size, at 1280x720 and 1920x1080, EN and FR; one too long for
that still scrolls. S's own game at her discard (tests/shinobi/test_hint_discard_least)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.choice_list import SCROLL_FONT, ChoiceList
from scenes.shinobi import ShinobiScene

from ..shinobi.test_hint_discard_least import S_MOVES, S_OPTIONS, S_SEED


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_six_discards_show_whole_without_a_scrollbar(
    sized_app: Callable[[tuple[int, int]], App], lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, S_SEED, dict(S_OPTIONS), autosave=False)
    for move in S_MOVES:
        session.apply(session.state.parse_action(move))
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    for _ in range(3):
        scene.update(1 / 60)
    app.draw()
    assert scene.state.phase == "discard" and scene.can_act
    discards = [a for a, _ in scene.options if a.kind == "discard"]
    assert len(discards) == 6
    drawn = scene.choices.rows_drawn
    assert len(drawn) == len(scene.options)  # fails before: 5 of 6
    box = scene.layout.options
    assert all(box.contains(row.rect) for row in drawn)
    assert scene.choices.row_font == SCROLL_FONT  # the same words' size as before
    # the rows stay apart, each its own frame
    assert all(a.rect.bottom < b.rect.top for a, b in zip(drawn, drawn[1:], strict=False))
    app.set_language("en")


def test_a_list_too_long_even_snug_still_scrolls(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    sized_app((1280, 720))
    rect = pygame.Rect(0, 0, 301, 195)
    snug, loose = ChoiceList(snug=True), ChoiceList()
    for rows, whole in ((6, True), (7, True), (9, False)):
        for choices in (snug, loose):
            choices.set_rows([f"Discard Tanuki ({n})" for n in range(rows)], key=rows)
        assert snug.fit(rect).whole is whole
        assert not loose.fit(rect).whole  # a list not snug scrolls as before
