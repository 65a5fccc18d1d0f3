"""Grand Master's last round: the Missions peek earned by a person's last pawn is made
for them, with no cover and no Decoy shown, the log saying why (newcomer F, s15, 352:
Léa asked to choose a Decoy after her last pawn, which could change nothing). With
pawns left to place, or before the last round, the peek is theirs to choose."""

from __future__ import annotations

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.shinobi import ShinobiScene

from .conftest import Driver

SAID = {
    "en": "Missions: Akane has no pawn left to place in this last round, so a Decoy seen "
    "would change nothing: the table picks it for Akane and does not show it.",
    "fr": "Missions\u00a0: Akane n\u2019a plus de pion à placer dans cette dernière manche, "
    "un Leurre vu ne changerait donc plus rien\u00a0: la table le choisit pour Akane et ne "
    "le montre pas.",
}


def last_pawns(app: App, seats: list[Seat], to_place: int, round_: int = 3) -> ShinobiScene:
    """Grand Master's pawns after round `round_`: Akane (seat 0) has `to_place` pawns
    and one already on Missions, so one more there earns a peek; Sora places after."""
    session = GameSession.new(
        "shinobi", seats, 3, {"players": len(seats), "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    state.round = round_
    state.phase = "pawns"
    state.place_order = [0, 1]
    state.to_place = [to_place, 2]
    state.pawns[0]["missions"] = 1
    state.round_results = [
        {"round": r, "scores": [20, 9], "ranks": [0, 1], "pawns": [3, 3], "temple": []}
        for r in range(1, round_ + 1)
    ]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene._refresh()
    return scene


def settle(app: App, ui: Driver, scene: ShinobiScene) -> None:
    for _ in range(10):
        ui.step()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_last_pawns_peek_is_made_with_no_cover_at_a_hot_seat(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = last_pawns(app, [Seat("human"), Seat("human")], to_place=1)
    state = scene.state
    settle(app, ui, scene)
    assert app.top is scene and scene.open_seat == 0  # placed in the open
    scene.play("pawns missions 1")  # her last pawn: Missions even, a peek earned
    settle(app, ui, scene)
    assert len(state.known_decoys[0]) == 1  # the peek was made
    assert state.phase == "pawns" and state.current_player == 1  # fails before: 'peek'
    assert scene.reveal is None
    assert not any(isinstance(s, HandoffScene) and s.seat == 0 for s in app.stack)
    assert (None, SAID[lang]) in scene.log.lines


def test_the_last_pawns_peek_is_made_for_one_person_against_the_computer(
    app: App, ui: Driver
) -> None:
    app.set_language("en")
    scene = last_pawns(app, [Seat("human"), Seat("ai", "easy")], to_place=1)
    state = scene.state
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    scene.play("pawns missions 1")
    ui.step()
    assert len(state.known_decoys[0]) == 1 and state.current_player == 1
    assert scene.reveal is None  # no Decoy to dismiss


@pytest.mark.parametrize(("to_place", "round_"), [(2, 3), (1, 2)])
def test_a_peek_that_may_count_is_asked(app: App, ui: Driver, to_place: int, round_: int) -> None:
    scene = last_pawns(app, [Seat("human"), Seat("ai", "easy")], to_place, round_)
    state = scene.state
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    scene.play("pawns missions 1")
    ui.step()
    assert state.phase == "peek" and state.current_player == 0
