"""Shinobi: after the person's Rat made a foe discard at random, Undo greys and the
prompt says why at once, 'Undo stops here: the cards discarded at random can't be
taken back.' (issue 33, s10 newcomer point 2: Undo was greyed and nothing said why;
pressed, it said 'a card drawn or shown'). The session's undo rule names the stop
"discards" (GameSession.undo_stop); U says the same. EN and FR."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver
from .hotseat import table


def before_a_random_discard(seed: int = 3) -> tuple[GameSession, str]:
    """Seeded random moves until seat 0 has an action that makes a foe discard at
    random: the session there, and that action."""
    session = GameSession.new(
        "shinobi", [Seat(), Seat("ai", "easy")], seed, {"players": 2}, autosave=False
    )
    rng = random.Random(seed)
    while not session.state.is_terminal:
        legal = [str(a) for a in session.state.legal_actions()]
        if session.state.current_player == 0:
            for text in legal:
                trial = session.state.clone()
                if any(e.kind == "random_discard" for e in trial.apply(text)):
                    return session, text
        session.apply(rng.choice(legal))
    raise AssertionError("no random discard reached")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_rats_discards_say_why_undo_stops(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    session, action = before_a_random_discard()
    scene = table(app, ShinobiScene, session)
    ui.step(2)
    if session.actions[-1:] != [action]:  # an only target is chosen by the table itself
        scene.play(action)
    why = app.tr("undo.stop.discards")
    assert session.undo_stop() == "discards"  # fails before: "card"
    assert not scene.can_undo() and scene.refusal() == why  # said at once
    scene.refused = None
    ui.key(pygame.K_u)
    assert scene.refusal() == why
