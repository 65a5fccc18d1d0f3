"""Shinobi, one move at a time: every wait names the action it shows (newcomer J, s16,
078_6: a step said only 'Space, Enter or a click: go on.'). A computer's power aimed
at a seat (the rules' 'target', whose blow is its next action) writes no log line: the
prompt says it in its own words. A built table (three easy computers, then a person),
played by the table up to that action; the prompt's words asked directly."""

from __future__ import annotations

import pytest
from support.updates import Updates

from ninjas.core.session import Seat
from scenes.app import App
from scenes.shinobi import follow_pace

from .test_shinobi_scene import table

SEED = 58
"""Midori's Toad aims at Akane (its 11th action), the card to send back chosen next."""
SAID = {
    "en": "Midori aims at Akane (power: Toad). Space, Enter or a click: go on.",
    "fr": "Midori vise Akane (pouvoir\u00a0: Crapaud). Espace, Entrée ou un clic\u00a0: la suite.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_power_aimed_is_named_while_it_waits(app: App, lang: str) -> None:
    app.set_language(lang)
    app.settings.computer_pace = "step"
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("ai", "easy"), Seat("human")]
    scene = table(app, seats, seed=SEED)
    updates = Updates()  # its computers think in this process
    while not str(scene.session.actions[-1:] or [""]).startswith("['target"):
        assert updates.left() and scene.session.ai_to_move
        scene.update(0.05)
    assert not [line for line, lit in scene.log.entries() if lit]  # the log says nothing
    assert follow_pace.words(scene) == SAID[lang]  # fails before: only the keys
