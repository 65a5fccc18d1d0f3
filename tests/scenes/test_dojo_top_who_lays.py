"""Hot-seat: while the defender lays their battle cards in the other's turn, the top bar
names who acts now, 'Tom lays battle cards' / 'Tom pose ses cartes de combat' (newcomer
P, s12, 131_s: it still said 'Hélène, turn 2' while Tom laid his cards)."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene

SAID = {"en": "Tom lays battle cards", "fr": "Tom pose ses cartes de combat"}


def at_a_lay() -> GameSession:
    seats = [Seat(name="Hélène"), Seat(name="Tom")]
    for game in range(1, 60):
        session = GameSession.new("dojo", seats, game, {}, autosave=False)
        rng = random.Random(game)
        for _ in range(3000):
            state = session.state
            if state.is_terminal:
                break
            if state.phase == "lay" and state.current_player == 1 and state.mover == 0:
                return session
            session.apply(str(rng.choice(state.legal_actions())))
    raise AssertionError("no lay reached")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_top_bar_names_the_defender_laying(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, at_a_lay(), animate=False, ai_pause=0)
    texts: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        texts.append(str(string))
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    scene.hud.draw_top(pygame.Surface(app.window.get_size()))
    monkeypatch.setattr(theme, "blit_text", original)
    assert SAID[lang] in texts, texts  # before: 'Hélène, turn 2'
    assert not any(text.startswith("Hélène,") for text in texts), texts
