"""Where nobody plays, Night's footer names only what a watcher may press (issue 33,
the small things, item 5): the demo and a game of computers alone said 'Click a roof or
1-9, ... E ends the turn, H hint, U undo', keys that did nothing there. A table with a
person keeps its keys in a person's turn. English and French."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from scenes.app import App
from scenes.night import NightScene, table_view


def footer(app: App, seats: list[Seat], monkeypatch: pytest.MonkeyPatch) -> str:
    """The footer a Night table of `seats` draws on its first frame."""
    session = GameSession.new("night", seats, 7, {"players": len(seats)}, autosave=False)
    scene = NightScene(app, session, ai_pause=0)
    app.push(scene)
    said: list[str] = []
    monkeypatch.setattr(table_view, "draw_hint", lambda _canvas, text: said.append(text))
    scene.draw(pygame.Surface((1280, 720)))
    app.pop()
    assert len(said) == 1
    return said[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_computers_alone_show_a_watcher_s_keys(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    watch = app.tr("night.help.watch")
    said = footer(app, [Seat("ai", "easy")] * 3, monkeypatch)
    assert said == watch, said  # before: night.help.place's 'Click a roof...'
    assert "U" not in said.split() and "H" not in said.split()
    app.demo = True  # the title's attract mode plays computers alone too
    try:
        assert footer(app, [Seat("ai", "easy")] * 3, monkeypatch) == watch
    finally:
        app.demo = False
    first = new_game(7, {"players": 3}).current_player  # the person places first
    seats = [Seat("human") if seat == first else Seat("ai", "easy") for seat in range(3)]
    person = footer(app, seats, monkeypatch)
    assert person != watch and "F1" in person
    # in a computer's turn a table with a person names a watcher's keys too (s11: 'Click a
    # roof... E ends the turn' while Green played)
    others = [Seat("ai", "easy") if seat == first else Seat("human") for seat in range(3)]
    assert footer(app, others, monkeypatch) == watch
    app.set_language("en")
