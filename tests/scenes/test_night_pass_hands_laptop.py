"""Night hot-seat, Ines and Bruno at the laptop and the hard computer (newcomer E, s15,
053 -> 054-1 -> 055): Ines ended her turn; Bruno's, next, was passed by the table
('Bruno had nothing to do: turn passed'); then the round's card 'Round 3 of 6: Ines
plays first' and Enter, and Ines's planner opened with no cover, her tokens face up,
the table taking her for the laptop's holder. Her End the turn had sent the laptop to
Bruno, whose turn had come: a turn the table passes for another person leaves nobody
sure of holding the laptop, and the next private screen has its cover. E's own game
(seed and moves from her History), replayed to Ines's End the turn."""

from __future__ import annotations

import time

import pygame

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene

from .conftest import Driver

SEED = 6130665446799233788
OPTIONS = {"collect_value_first": True, "discard_keeps_held": True, "players": 3}
MOVES = (
    "place 6|place 1|place 3|plan collect move|plan move collect|plan collect attack|"
    "collect 0|end|move 9 15.3|end|collect 0|end|move 5 40.0|end|collect 0 1 2|"
    "kunai 2 0 14.8 0|end|attack 1 13.4|end|plan move attack|plan steal collect|"
    "plan heal collect|move 8 19.4|end|steal 1 0|end|heal|end|attack 0 15.1|end|collect 0 1"
)


def test_a_turn_passed_for_the_next_person_brings_a_cover_after_it(app: App, ui: Driver) -> None:
    app.set_language("fr")
    seats = [Seat("human", name="Inès"), Seat("human", name="Bruno"), Seat("ai", "hard")]
    options = dict(OPTIONS, village="random", experienced=False)
    session = GameSession.new("night", seats, SEED, options, autosave=False)
    for text in MOVES.split("|"):
        session.apply(session.state.parse_action(text))
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0  # Ines, after her Collect's cover
    scene._refresh()
    scene.play(scene.state.parse_action("end"))
    deadline = time.monotonic() + 120
    while not isinstance(app.top, HandoffScene) and time.monotonic() < deadline:
        ui.step()
        # fails before: her planner, her faces, with no cover
        assert not (app.top is scene and scene.shown_seat == 0), "Ines's planner uncovered"
        if scene.stage.round_card.waits:
            ui.key(pygame.K_RETURN)  # the round's card read, by whoever holds the laptop
    assert [str(a) for a in session.actions[-2:]] == ["end", "end idle"]  # Bruno's: passed
    assert scene.state.phase == "plan" and scene.state.current_player == 0
    cover = app.top
    assert isinstance(cover, HandoffScene) and cover.seat == 0
