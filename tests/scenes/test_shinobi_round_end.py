"""Grand Master: the end of a round is a moment on the table (newcomer E, s5, f57/f58).
The round ended while the table was under the hand-off screen, so its ranking never
showed: the round's end was only lines in "since your last turn", and the header said
"Round 1 of 3" through the Temple and the pawns."""

from __future__ import annotations

import random

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import record_texts


def session_to(phase: str, rounds_done: int) -> GameSession:
    """A 3-player Grand Master game played at random until `rounds_done` rounds have
    ended and the game is at `phase`."""
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new(
        "shinobi", seats, 5, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    rng = random.Random(5)
    while True:
        state = session.state
        if len(state.round_results) == rounds_done and state.phase == phase:
            return session
        assert not state.is_terminal, phase
        session.apply(rng.choice(list(state.legal_actions())))


def test_a_round_ended_out_of_the_tables_sight_shows_its_ranking_when_it_looks(
    app: App,
) -> None:
    session = session_to("place", 0)
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.update(0.0)
    assert scene.ranking is None
    # played under the hand-off screen: no event goes through the table's stage
    rng = random.Random(6)
    while not session.state.round_results:
        session.apply(rng.choice(list(session.state.legal_actions())))
    for _ in range(3):
        scene.update(0.0)
    assert scene.ranking is not None
    assert scene.ranking["round"] == 1
    scene.do(("close_ranking",))
    scene.update(0.0)
    assert scene.ranking is None  # shown once


def test_a_game_loaded_after_a_rounds_end_does_not_show_it_again(app: App) -> None:
    scene = ShinobiScene(app, session_to("temple", 1), animate=True, ai_pause=0)
    app.push(scene)
    scene.update(0.0)
    assert scene.ranking is None


def test_the_ranking_says_what_comes_next(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    session = session_to("temple", 1)
    scene = ShinobiScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.ranking = dict(session.state.round_results[0])
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert "End of round 1" in texts
    assert "Next: the Temple of the Shadow and the pawns, then round 2 of 3" in texts
    app.set_language("fr")
    texts.clear()
    scene.draw(app.window)
    assert "Ensuite\u00a0: le Temple de l'Ombre et les pions, puis la manche 2 sur 3" in texts
    app.set_language("en")


def test_the_header_names_the_phase_between_two_rounds(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for phase, words in (("temple", "Round 1 of 3 · Temple"), ("pawns", "Round 1 of 3 · Pawns")):
        scene = ShinobiScene(app, session_to(phase, 1), animate=False, ai_pause=0)
        app.push(scene)
        texts = record_texts(monkeypatch)
        scene.draw(app.window)
        assert words in texts, phase
        app.pop()
    scene = ShinobiScene(app, session_to("place", 1), animate=False, ai_pause=0)
    app.push(scene)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    assert "Round 2 of 3" in texts
