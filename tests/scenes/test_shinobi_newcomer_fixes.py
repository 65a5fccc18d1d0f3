"""What a newcomer's Grand Master game showed: a Missions peek that showed nothing, a
hand that moved under the pointer mid-turn, choices that were not choices, the log."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.rules import ShinobiState
from scenes import theme
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi import ShinobiScene

from .conftest import Driver


def missions_placing(app: App, seats: list[Seat], missions: int = 3) -> ShinobiScene:
    """Grand Master, round 2's pawns: Akane (seat 0) to place 3, with `missions`
    already on Missions; Midori (seat 1) places 3 after her."""
    session = GameSession.new(
        "shinobi", seats, 3, {"players": len(seats), "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    state.phase = "pawns"
    state.place_order = [0, 1]
    state.to_place = [3, 3] + [0] * (len(seats) - 2)
    state.pawns[0]["missions"] = missions
    state.round_results = [
        {"round": 1, "scores": [20, 9], "ranks": [0, 1], "pawns": [3, 3], "temple": []}
    ]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene


def drawn_texts(monkeypatch: object) -> list[str]:
    texts: list[str] = []
    original = theme.text

    def recording(string: str, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(string)
        return original(string, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)  # type: ignore[attr-defined]
    return texts


def test_a_missions_peek_is_shown_to_the_peeker_before_the_hand_off(
    app: App, ui: Driver, monkeypatch: object
) -> None:
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state: ShinobiState = scene.state
    scene.play("pawns missions 3")
    assert state.phase == "peek" and state.current_player == 0
    scene.play("peek 0")
    boss = state.bosses[2]
    assert state.current_player == 1 and scene.reveal == (0, 0, boss)
    texts = drawn_texts(monkeypatch)
    for _ in range(5):
        ui.step()
    assert app.top is scene  # no hand-off while Akane looks at her Decoy
    assert scene.shown_seat == 0
    assert any(boss in t for t in texts)
    assert any(boss in line for line in scene.visible_log())
    ui.key(pygame.K_RETURN)  # seen: now the laptop passes on
    texts.clear()
    ui.step()
    assert scene.reveal is None and isinstance(app.top, HandoffScene)
    app.top.time = 1.0
    app.top.ready()
    ui.step()
    assert scene.shown_seat == 1
    assert not any(boss in t for t in texts if t != scene.seat_name(1))  # never Midori's
    assert 0 not in state.known_decoys[1]
    # back to Akane: her board still names the Decoy she saw
    scene.shown_seat = 0
    texts.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert any(boss in t for t in texts)


def test_one_person_against_computers_sees_the_peek_too(app: App, ui: Driver) -> None:
    scene = missions_placing(app, [Seat("human"), Seat("ai", "easy")])
    scene.play("pawns missions 3")
    scene.play("peek 1")
    assert scene.reveal is not None and scene.reveal[1] == 1
    ui.step()
    assert len(scene.session.actions) == 2  # the computer waits for the panel to go
    ui.click((5, 300))
    assert scene.reveal is None


def test_missions_peek_only_when_the_total_there_becomes_even(app: App) -> None:
    """Rulebook p.8: "as soon as your total number of Ninja pawns on this location
    reaches an even number": 3 -> 7 -> 11 never is even, 3 -> 6 is."""
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state = scene.state
    state.to_place = [8, 3]
    scene.play("pawns missions 4")  # 3 -> 7
    assert state.phase == "pawns" and state.current_player == 1
    scene.play("pawns court 1")
    scene.play("pawns missions 4")  # 7 -> 11
    assert state.phase == "pawns" and state.current_player == 1 and scene.reveal is None
    assert not state.known_decoys[0]
