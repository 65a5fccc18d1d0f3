"""Issue 33, newcomer L (Shinobi Grand Master, s197): at a Missions peek, Enter with no
row lit lit 'Decoy 1' though the seat had seen it; the row lit by default is now a Decoy
the seat has not seen (its own peeks only), in both languages."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.handoff import HandoffScene

from .conftest import pass_handoff
from .test_shinobi_open_pawns import pawns_phase


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_at_a_peek_lights_a_decoy_not_seen(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = pawns_phase(app)
    state = scene.session.state
    state.known_decoys[1] = {0: state.bosses[2], 1: state.bosses[3]}
    scene._refresh()
    scene.play("pawns missions 1")
    for _ in range(50):
        if isinstance(app.top, HandoffScene):
            pass_handoff(app)
        scene.update(1 / 60)
        if scene.can_act and scene.state.current_player == 1:
            break
    scene.play("pawns missions 2")  # an even total: seat 1 peeks (behind its cover)
    for _ in range(50):
        if isinstance(app.top, HandoffScene):
            pass_handoff(app)
        scene.update(1 / 60)
        if scene.can_act:
            break
    assert scene.state.phase == "peek" and scene.state.current_player == 1
    scene.draw(pygame.Surface((1280, 720)))
    scene.mouse = (2, 2)  # the pointer on no row
    scene.do(("light_first",))
    choices = scene.option_panel.choices
    assert choices.focus is not None
    assert str(scene.option_panel.options[choices.focus][0]) == "peek 2"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_decoys_seen_come_last_so_row_1_looks_at_a_new_one(app: App, lang: str) -> None:
    """Newcomer A (s23, FR GM, 195/196): after two Decoys seen, 'Leurre 1 (vu :
    Grugazor)' was still row 1, and a habitual 1 wasted the whole look on it."""
    app.set_language(lang)
    scene = pawns_phase(app)
    state = scene.session.state
    state.known_decoys[0] = {0: state.bosses[2], 1: state.bosses[3]}
    state.phase, state.peek_seat = "peek", 0
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    rows = [str(action) for action, _ in scene.option_panel.options]
    assert rows == ["peek 2", "peek 0", "peek 1"]  # fails before: peek 0 first
    app.set_language("en")
