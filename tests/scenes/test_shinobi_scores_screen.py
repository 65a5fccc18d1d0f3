"""The Scores screen (S) of a Grand Master game tells every round (issue 16 §3): it
showed only the round being played, so after 'View board' at the end of a game only
round 3 could be read."""

from __future__ import annotations

import random

import pygame

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene


def grand_master(app: App, stop_round: int | None) -> ShinobiScene:
    """A 3-player Grand Master game played at random to round `stop_round` (None: to
    its end)."""
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new(
        "shinobi", seats, 5, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    rng = random.Random(5)
    while not session.state.is_terminal:
        state = session.state
        if stop_round is not None and state.round == stop_round and state.phase == "place":
            break
        session.apply(rng.choice(list(state.legal_actions())))
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


def drawn_texts(app: App, scene: ShinobiScene, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    texts: list[str] = []
    original = theme.text

    def recording(string: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        texts.append(string)
        return original(string, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    scene.scores_open = True
    scene.draw(app.window)
    return texts


def test_the_scores_of_a_grand_master_game_tell_every_round_played(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene = grand_master(app, 3)
    texts = drawn_texts(app, scene, monkeypatch)
    state = scene.state
    for seat in range(3):
        for result in state.round_results:
            line = app.tr(
                "shinobi.results.round",
                round=result["round"],
                strength=result["strength"][seat],
                corruption=result["corruption"][seat],
                score=result["scores"][seat],
            )
            assert any(line in t for t in texts), line
    assert [r["round"] for r in state.round_results] == [1, 2]
    assert texts.count(app.tr("shinobi.scores.so_far", round=3)) == 3
    assert any(t.startswith("  " + "1 pawn") or "pawns:" in t for t in texts)


def test_the_scores_of_a_finished_grand_master_game_are_its_results(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene = grand_master(app, None)
    texts = drawn_texts(app, scene, monkeypatch)
    assert sum(t.startswith("Round 3:") for t in texts) == 3
    assert sum(t.startswith("Final Boss") for t in texts) == 3
    assert sum(t.startswith("Imperial Court (") for t in texts) == 3
