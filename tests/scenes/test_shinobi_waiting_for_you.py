"""Grand Master's pawn placements pass the turn alike, and a turn waiting for End turn
lights the person it waits for (issue 33, newcomer H, gm-49: the End turn confirm came
after one placement of round 2 and not after the others, and he waited 3 minutes for
the computers before noticing the table waited for him)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver
from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed, pawn_placing


@pytest.mark.parametrize(
    "placing",
    [
        "pawns court 1",
        "pawns missions 1",
        "pawns missions 2",
        "pawns showdown 2",
        "pawns showdown 4",
    ],
)
def test_every_pawn_placement_passes_the_turn_alike(app: App, ui: Driver, placing: str) -> None:
    """With End turn on (the default), no placement waits for it: one on the Court draws
    a Court card and one making Missions even peeks at a Decoy, which no Undo takes
    back, so those could not wait, and the others now pass as they do."""
    app.settings.confirm_turn_end = True
    scene = pawn_placing(app)
    state = scene.state
    state.to_place = [4, 2]  # Sora places after Akane
    scene._refresh()
    ui.step()
    scene.play(placing)
    if state.phase == "peek":  # Missions made even: Akane peeks at a Decoy first
        assert state.current_player == 0 and scene.session.ending is None
        scene.play("peek 0")
    assert scene.session.ending is None, placing
    assert not scene.turn_end.shown
    assert state.current_player == 1  # Sora places next, at once


def lit_seats(scene: ShinobiScene, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose panel is drawn lit in one frame."""
    lit: list[int] = []
    board = scene.board
    panel = board.seat_panel

    def recording(surface: pygame.Surface, seat: int, rect: pygame.Rect, *, active: bool) -> None:
        if active:
            lit.append(seat)
        panel(surface, seat, rect, active=active)

    monkeypatch.setattr(board, "seat_panel", recording)
    scene.draw(scene.app.canvas)
    monkeypatch.setattr(board, "seat_panel", panel)
    return lit


def test_a_turn_waiting_for_end_turn_lights_the_person_not_the_next_seat(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Akane's discard waits for End turn: her panel stays lit (the computer's lit
    panel read as its turn going on); End turn lights the computer's."""
    app.settings.confirm_turn_end = True
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=first_seed(2))
    state = scene.state
    assert state.current_player == 0
    scene.play("recruit")
    scene.play("pass")
    ui.step()
    card = state.hands[0][0]
    scene.play(f"discard {card}")
    ui.step()
    assert scene.turn_end.shown and state.current_player == 1
    assert lit_seats(scene, monkeypatch) == [0]
    ui.key(pygame.K_RETURN)
    assert not scene.turn_end.waiting
    assert lit_seats(scene, monkeypatch) == [1]


def test_a_turn_waiting_a_while_rings_its_end_turn_button(app: App, ui: Driver) -> None:
    """Four seconds into the wait a gold ring pulses round End turn (H waited three
    minutes before seeing the table waited for him); none before, none once ended."""
    app.settings.confirm_turn_end = True
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=first_seed(2))
    scene.play("recruit")
    scene.play("pass")
    ui.step()
    scene.play(f"discard {scene.state.hands[0][0]}")
    ui.step()
    assert scene.turn_end.shown

    def ring_drawn() -> bool:
        ring = scene.turn_end.button.rect.inflate(theme.px(16), theme.px(16))
        colour = app.canvas.get_at((ring.centerx, ring.top + 1))[:3]
        return all(
            low - 2 <= c <= high + 2
            for c, low, high in zip(colour, theme.GOLD_DARK, theme.GOLD, strict=True)
        )

    ui.step(60)
    assert not ring_drawn()
    ui.step(4 * 60)
    assert scene.turn_end.shown and ring_drawn()
    ui.key(pygame.K_RETURN)
    assert not scene.turn_end.waiting and not ring_drawn()
