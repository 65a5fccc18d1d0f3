"""A cover takes no key, pad or click pressed before it was seen or within GRACE_SECONDS
of its first drawing, in every game that has one (newcomer A, s14, 088, 155: 'Enter:
ready' is the key that just closed 'Go on' after a battle; two quick Enters showed the
next person's cards to the one who had just played). The grace is counted from the
first drawing: a press queued with the one that brought the cover, or a slow first
frame's updates, never reveal."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.pad_hub import PadPress

ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)


def _cover(app: App, game: str, shown: list[int]) -> HandoffScene:
    people = 2 if game == "dojo" else 3
    seats = [Seat("human", name=n) for n in ("Ana", "Ben", "Cy")[:people]]
    session = GameSession.new(game, seats, 5, {"players": people}, autosave=False)
    cover = HandoffScene(
        app, "Ben", (200, 80, 40), lambda: shown.append(1), session=session, seat=1
    )
    app.push(cover)
    return cover


@pytest.mark.parametrize("game", ["dojo", "shinobi", "night"])
def test_a_cover_ignores_the_presses_of_its_first_moments(app: App, game: str) -> None:
    shown: list[int] = []
    cover = _cover(app, game, shown)
    cover.handle_event(ENTER)  # queued with the Enter that closed 'Go on'
    cover.update(0.5)  # a slow first frame: its updates run before anything is drawn
    cover.handle_event(ENTER)
    assert not shown and app.top is cover
    cover.draw(pygame.Surface((1280, 720)))
    cover.update(GRACE_SECONDS - 0.1)  # seen, but not for long: a double tap
    cover.handle_event(ENTER)
    cover.handle_pad(PadPress(pad=0, command="a", seat=None))
    click = cover.button.rect.center
    cover.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=click, button=1))
    cover.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click, button=1))
    assert not shown and app.top is cover
    assert GRACE_SECONDS >= 0.6
    cover.update(0.2)
    cover.handle_event(ENTER)  # a deliberate press, the cover read
    assert shown == [1] and app.top is not cover
