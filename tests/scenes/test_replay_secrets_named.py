"""Newcomer E, s10 (nc-95/121.png): in a French replay of a Grand Master game, the list
of what is hidden (D) named the Temple and Imperial Court cards in English ('Deep
Pockets, Iron Wall...'). Each is now said by its name in the language shown."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes.replay.secrets import secrets


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_temple_and_court_cards_are_named_in_the_language_shown(lang: str) -> None:
    tr = Translator(lang)
    seats = [Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 3, {"players": 2, "mode": "grandmaster"})
    state = session.state
    assert state.temple_deck and state.court_deck
    sections = dict(secrets(tr, "shinobi", state, lambda seat: f"S{seat}"))
    temple = sections[tr("replay.shinobi.temple_deck", count=len(state.temple_deck))][0]
    court = sections[tr("replay.shinobi.court_deck", count=len(state.court_deck))][0]
    for name in state.temple_deck:
        assert str(tr(f"shinobi.temple.{name}")) in temple
    for name in state.court_deck:
        assert str(tr(f"shinobi.court.{name}")) in court
    english = [n for n in state.temple_deck if str(tr(f"shinobi.temple.{n}")) not in n]
    assert all(name not in temple for name in english)  # fails before in French
    assert lang == "en" or english
