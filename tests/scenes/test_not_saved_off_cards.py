"""'Not saved' never covers cards in play (newcomer Q, s19, Dojo EN 1280x720: the
autosave's notice lay over the battle's card; the same pass on the other tables found
it over the top cards of Taisen's stacks, under the top bar, and over a clan of
Shinobi's own row). Where its own place would cover a card, it goes along its row, or
wrapped narrower, or a row higher or lower, to the nearest place over none
(scenes/notice_clear.py); Dojo's keeps off the battle's tray (test_dojo_notice_off_tray).
The notice is found as the pixels that change when saving goes off."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.core.autosave import OFF_FOLDER, OFF_IN_USE
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.registry import make_game_scene

from .test_save_notice_clear import changed_area, table_picture

PLAYED = {"taisen": (2, 14), "shinobi": (3, 22)}
"""game -> seats, random actions played (seed 7) before the picture: mid-game, with
cards under the notice's own place (tools/screens.py's tables)."""


def _mid_game(game: str) -> GameSession:
    seats, steps = PLAYED[game]
    session = GameSession.new(
        game, [Seat()] + [Seat("ai", "easy")] * (seats - 1), seed=7, autosave=False
    )
    chooser = random.Random(7)
    count = 0
    while not session.state.is_terminal:
        seat = session.current_seat
        if count >= steps and seat is not None and not seat.is_ai:
            break
        session.apply(chooser.choice(list(session.state.legal_actions())))
        count += 1
    return session


def _cards(game: str, table: Any) -> list[pygame.Rect]:
    if game == "taisen":
        return list(table.view.card_rects())
    return [r for r, _, _ in table.board.tiles] + [r for r, _ in table.hand.rects]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", sorted(PLAYED))
def test_not_saved_covers_no_card(
    sized_app: Callable[[tuple[int, int]], App], game: str, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    session = _mid_game(game)
    table = make_game_scene(app, session)
    app.push(table)
    for _ in range(90):
        table.update(1 / 60)
    for code, reason in ((OFF_FOLDER, "Permission denied"), (OFF_IN_USE, "")):
        session.save_off, session.save_problem = None, None
        saved = table_picture(app)
        cards = _cards(game, table)
        assert cards
        session.save_off, session.save_problem = code, reason
        unsaved = table_picture(app)
        notice = changed_area(saved, unsaved)
        assert notice is not None, "'Not saved' is shown"
        assert app.canvas.get_rect().contains(notice)
        under = [card for card in cards if card.colliderect(notice)]
        assert not under, f"{game}: 'Not saved' {notice} over the cards {under}"
        buttons = [table.buttons[name].rect for name in table.shown_buttons()]
        assert notice.collidelist(buttons) < 0
    app.set_language("en")
