"""Where nobody plays, Shinobi's footer names only what a watcher may press (issue 33,
the Shinobi demo: it said 'Click cards (Left/Right, Space), then a choice ... H hint, U
undo', a person's keys, as Night's did before 7b2b5e5). A table with a person keeps its
keys. English and French."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi import scene as shinobi_scene


def footer(app: App, seats: list[Seat], monkeypatch: pytest.MonkeyPatch) -> str:
    """The footer a Shinobi table of `seats` draws on its first frame."""
    options = {"players": len(seats), "mode": "grasshopper"}
    session = GameSession.new("shinobi", seats, 7, options, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    said: list[str] = []
    monkeypatch.setattr(shinobi_scene, "draw_hint", lambda _canvas, text: said.append(text))
    scene.draw(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    app.pop()
    assert len(said) == 1
    return said[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_computers_alone_show_a_watcher_s_keys(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    watch = app.tr("shinobi.help_watch")
    said = footer(app, [Seat("ai", "easy")] * 3, monkeypatch)
    assert said == watch, said  # before: shinobi.help's 'Click cards...'
    assert "U" not in said.split() and "H" not in said.split()
    app.demo = True  # the title's attract mode plays computers alone too
    try:
        assert footer(app, [Seat("ai", "easy")] * 2, monkeypatch) == watch
    finally:
        app.demo = False
    person = footer(app, [Seat("human")] + [Seat("ai", "easy")] * 2, monkeypatch)
    assert person == app.tr("shinobi.help") and "F1" in person
    app.set_language("en")
