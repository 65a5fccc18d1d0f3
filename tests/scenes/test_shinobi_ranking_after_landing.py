"""Grand Master: a round's ranking waits for the move that ended the round to land. Newcomer
A (s22, FR GM 1920x1080, fr_g25; the s23 brief): the round-end summary popped up straight
after Sora's last move, and her fourth clan was never seen landing. Now the ranking shows
a beat (LANDED_BEAT) after the last cards are down; Space (hurry) still shows it at once."""

from __future__ import annotations

from ninjas.core.events import Event
from scenes.app import App
from scenes.shinobi.staging import LANDED_BEAT, Flight

from ..shinobi.test_grandmaster import end_round
from .test_shinobi_court_turn import court_turn


def ended(app: App):  # type: ignore[no-untyped-def]
    scene = court_turn(app)  # seat 0 to play, a Court card held (rounds 2-3)
    state = scene.state
    state.apply("court skip")
    end_round(state, {0: 1, 1: 0})
    scene.animate = True
    return scene, state.round_results[-1]


def test_the_ranking_shows_once_the_last_move_has_landed(app: App) -> None:
    scene, result = ended(app)
    staging = scene.staging
    staging.flights = [Flight(None, (0, 0), (10, 10), 0.3)]  # the 4th clan's cards fly
    staging.announce(Event("round_end", dict(result)))
    assert scene.ranking is None, staging.ranking_due  # fails before: shown over the flight
    assert scene.busy  # the table waits (no hand-off, no computer over it)
    staging.tick(0.31)  # landed
    assert scene.ranking is None
    staging.tick(LANDED_BEAT / 2)
    assert scene.ranking is None
    staging.tick(LANDED_BEAT / 2 + 0.01)
    assert scene.ranking is not None and scene.ranking["round"] == result["round"]
    assert staging.ranking_due is None


def test_hurried_it_shows_at_once(app: App) -> None:
    scene, result = ended(app)
    staging = scene.staging
    staging.flights = [Flight(None, (0, 0), (10, 10), 0.3)]
    staging.announce(Event("round_end", dict(result)))
    staging.hurry()
    assert scene.ranking is not None and not scene.busy
