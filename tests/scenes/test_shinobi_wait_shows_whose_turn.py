"""Hot seat: while the table waits for the next person (their cover not yet passed), its
foot is theirs: their panel and their hand face down under 'Marc's hand', not the
previous person's as if it were still theirs (newcomer S, s20, 167: 'Main de Léa' and
Léa's big panel under 'C'est à Marc de jouer'). Nothing of any hand shows face up."""

from __future__ import annotations

import os

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App

from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_table_waiting_for_marc_shows_his_side_face_down(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    seats = [Seat("human", name="Léa"), Seat("human", name="Marc")]
    scene = table(app, seats, seed=5)
    first = int(scene.state.current_player)
    assert first == 0  # Léa (the screen's first person) plays first, then Marc's turn
    scene.shown_seat = scene.holder = first  # the first cover passed: their turn
    for _ in range(20):  # they play their turn: the first legal move each time
        if scene.state.current_player != first:
            break
        scene.play(scene.state.legal_actions()[0])
    nxt = int(scene.state.current_player)
    assert nxt != first and scene.shown_seat is None  # waiting: nobody's hand shown
    drawn: list[str] = []
    original = theme.text
    monkeypatch.setattr(
        theme, "text", lambda string, *a, **k: drawn.append(string) or original(string, *a, **k)
    )
    canvas = pygame.Surface(scene.size)
    scene.draw(canvas)
    assert app.tr("shinobi.waiting.person", name=scene.seat_name(nxt)) == scene.prompt.text()
    assert scene.bottom_seat() == nxt  # fails before: the first person's (seat 0)
    assert app.tr("shinobi.hand_of", name=scene.seat_name(nxt)) in drawn  # fails before
    assert app.tr("shinobi.hand_of", name=scene.seat_name(first)) not in drawn
    hands = {c for hand in scene.state.hands for c in hand}
    assert not scene.faces_drawn & hands  # no card of any hand face up
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:
        pygame.image.save(canvas, f"{shot}_{lang}.png")
