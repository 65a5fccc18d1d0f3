"""Issue 33, newcomer L (Shinobi Grand Master, s170): during a Missions peek the header
said 'Round 1 of 3 · Temple'; it now names the Missions peek, in both languages, and the
headless table at 1280x720 draws it whole."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.app import App

from ..shinobi.test_grandmaster import end_round
from .conftest import record_texts
from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_header_names_the_missions_peek(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    seed = 1
    scene = table(app, [Seat("human"), Seat("ai", "easy")], "grandmaster", seed=seed)
    while scene.state.current_player != 0:
        app.pop()
        seed += 1
        scene = table(app, [Seat("human"), Seat("ai", "easy")], "grandmaster", seed=seed)
    state = scene.session.state
    end_round(state, {0: 3, 1: 0})
    while state.phase == "temple":
        state.apply("temple decoy 0")
    state.apply("pawns missions 2")  # an even total: seat 0 peeks
    assert state.phase == "peek" and state.current_player == 0
    scene._refresh()
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface((1280, 720)))
    round_words = app.tr("shinobi.round", round=1, rounds=3)
    header = f"{round_words} · {app.tr('shinobi.phase.peek')}"
    assert header in texts
    assert f"{round_words} · {app.tr('shinobi.phase.temple')}" not in texts
