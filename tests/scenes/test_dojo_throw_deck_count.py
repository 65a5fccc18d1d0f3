"""During a throw the side panel counts a deck as the top bar's warning does: with the
cards the battle drew that go back unplayed (cards_back.deck_after). Newcomer A (s24,
FR 1920x1080, k34): the bar said 'il lui reste 27 cartes' while the panel said 24,
Blue's 4 drawn cards out, 3 of them to come back."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.dojo.cards_back import deck_after
from ninjas.dojo.deck_end import deck_end
from scenes.app import App
from scenes.dojo.past_counts import shown_piles
from scenes.dojo.scene import DojoScene

from .conftest import record_texts

RECORDED = Path(__file__).resolve().parents[1] / "support" / "recorded" / "dojo_hint_c.json"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_panel_and_the_bar_count_one_deck_during_a_throw(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    kept = json.loads(RECORDED.read_text(encoding="utf-8"))
    session = GameSession.new(
        "dojo", [Seat(), Seat()], kept["seed"], kept["options"], autosave=False
    )
    for action in kept["actions"][:106]:  # Blue's shuriken at her forest of 14
        session.apply(session.state.parse_action(action))
    state = session.state
    assert state.battle is not None and len(state.decks[0]) == 4
    scene = DojoScene(app, session, ai_pause=0)
    app.push(scene)
    end = deck_end(state)
    assert end is not None and end.left == deck_after(state, 0) == 17
    assert shown_piles(scene, 0)[0] == 17  # fails before: 4, the bar's 17 beside it
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    assert "17" in texts and "4" not in texts
