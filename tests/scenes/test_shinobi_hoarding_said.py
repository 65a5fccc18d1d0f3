"""A computer keeping a big hand while corrupt says why it may, from what everyone sees:
its hand's size and its corruption. Newcomer A (s23, EN 1280x720, 100): Hard Midori,
corrupt four turns running, held 24 cards at -15 and 'looked broken from the sofa' until
four Bears came down. Never for a person's seat; nothing of what the hand holds."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat

from ..shinobi.test_rules import arrange, ids
from .conftest import record_texts
from .test_shinobi_scene import table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hoarding_computer_s_panel_says_why(
    app, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human", name="Ana"), Seat("ai", "hard")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    state = scene.state
    hand = [*ids("Bear", 4), *ids("Fox", 4), *ids("Rat", 4), *ids("Toad", 2)]
    arrange(state, hands={1: hand}, corruption={1: ids("Carp", 3)})
    scene._refresh()
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.window.get_size()))
    said = app.tr("shinobi.hoarding", count=14)
    assert said in texts  # fails before: nothing said
    for card in ("Bear", "Fox", "Rat"):  # its hand's kinds stay hidden
        assert app.tr(f"shinobi.name.{card}") not in said
    texts.clear()
    arrange(state, hands={0: hand}, corruption={0: ids("Carp", 3), 1: []})
    scene._refresh()
    scene.draw(pygame.Surface(app.window.get_size()))
    assert not any(text.startswith(said.split(",")[0]) for text in texts)  # a person: never
    app.set_language("en")
