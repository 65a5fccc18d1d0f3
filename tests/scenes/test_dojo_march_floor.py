"""A computer's Dojo march keeps a readable length at speed 1 whatever its search took:
each step of its walk MARCH_STEP_FLOOR at the least (turn_tight.STEP_TIGHT, 0.2 s, in a
long turn), each landing ringed MARCH_LANDED_FLOOR
(newcomers A and D, s14: 'a whole turn in 1-2 s even at speed 0.5', 'each ninja slid
once and it was over'). The turn's budget walked most steps at 0.1 s and held a landing
0 s in a long turn, and a slow search, charged to the budget, left less. Simulated
frames and a stand-in search that answers late: no wall time."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene, turn_pace, turn_tight

from .conftest import STEP
from .undrawn import undrawn


class LateSearch:
    """The AI worker's search on a loaded laptop: greedy's move, answered `seconds` of
    simulated frames after it started."""

    def __init__(self, state: Any, seconds: float) -> None:
        self.answer = make_agent("greedy", 1).choose(state.clone())
        self.left = seconds

    def frame(self) -> None:
        self.left -= STEP

    def result(self) -> Any:
        return self.answer if self.left <= 0 else None

    def cancel(self) -> None:
        pass


def _computer_walks(app: App) -> DojoScene:
    """A table where the computer (seat 1) is to walk, the game played to there."""
    session = GameSession.new("dojo", [Seat("human"), Seat("ai", "hard")], 4, {}, autosave=False)
    rng = random.Random(4)
    while not (session.state.current_player == 1 and session.state.phase == "move"):
        session.apply(make_agent("random", rng.randrange(99)).choose(session.state))
    scene = DojoScene(undrawn(app), session)
    app.push(scene)
    return scene


@pytest.mark.parametrize("think", [0.0, 1.5])  # at once; a search of 1.5 s each decision
def test_each_step_and_landing_of_the_computer_s_walk_keeps_its_floor(
    app: App, think: float
) -> None:
    scene = _computer_walks(app)
    searches: list[LateSearch] = []

    def late(_level: str) -> LateSearch:
        searches.append(LateSearch(scene.state, think))
        return searches[-1]

    scene._think = late  # type: ignore[method-assign]
    shown: list[tuple[str, float]] = []
    told = scene._announce

    def noting(event: Event) -> None:
        told(event)
        if event.kind in ("stepped", "landed"):
            shown.append((event.kind, scene.stage.event_seconds[event.kind] / scene.pace))

    scene._announce = noting  # type: ignore[method-assign]
    for _ in range(int(60 / STEP)):  # simulated seconds, the frames alone
        if scene.state.phase != "move" and not scene.queue:
            break
        for search in searches:
            search.frame()
        scene.update(STEP)
    steps = [s for kind, s in shown if kind == "stepped"]
    landings = [s for kind, s in shown if kind == "landed"]
    assert len(steps) >= 2 and landings  # roll 4 at seed 4: a walk or more
    # before: steps at 0.1 s (QUICKEST_STEP) and landings 0 s, a long search or none;
    # a long turn's steps walk turn_tight.STEP_TIGHT at the least (issue 33 §1's 4 s), each
    # landing still ringed MARCH_LANDED_FLOOR by the watch (the next march may set off)
    assert min(steps) >= min(turn_pace.MARCH_STEP_FLOOR, turn_tight.STEP_TIGHT) - 1e-6
    assert turn_tight.STEP_TIGHT >= 0.2  # a person's own step walks 0.18 s
    assert min(landings) >= turn_pace.MARCH_LANDED_FLOOR - 1e-6


def test_a_step_fitted_with_no_budget_left_still_walks_its_floor() -> None:
    """The budget spent (a long search charged to it): the step is slowed to its floor,
    whatever the last event told still holds, as the stage will time it once told."""
    step = Event("stepped", {"seat": 1, "src": [0, 0], "dst": [0, 1], "cost": 1, "left": 0})
    table = SimpleNamespace(
        queue=[step],
        event_clock=0.2,
        stage=SimpleNamespace(event_seconds={"stepped": 0.18}, walked=0, tray=None),
    )
    pace = turn_pace.fit(table, 0.0)
    assert pace is not None
    held_once_told = turn_pace.steps_held(0, [step])
    assert held_once_told / pace == pytest.approx(turn_pace.MARCH_STEP_FLOOR)
    beat = Event("landed", {"seat": 1, "hex": [0, 0]})
    table.queue = [beat, Event("summon_cards", {"seat": 1, "cards": [5]})]
    pace = turn_pace.fit(table, 0.0)
    assert pace is not None
    assert table.stage.event_seconds["landed"] / pace >= turn_pace.MARCH_LANDED_FLOOR


def test_its_summoning_dice_are_seen_rolling_with_no_budget_left() -> None:
    """Newcomer A, s14: 'then the summon dice rolling'. The budget spent, its dice still
    tumble and show their faces DICE_FLOOR in all (before: 0.37 s, the tumble 0.16 s),
    timed as the computer's hold, whatever the stage held last (a person's 2.95 s)."""
    events = [
        Event("die_assigned", {"seat": 1, "hex": [0, 0]}),
        Event("summoned", {"seat": 1, "dice": [], "gained": [], "total": 0, "cards": []}),
    ]
    said = {"die_assigned": 0.15, "summoned": 2.95}
    table = SimpleNamespace(
        queue=events,
        event_clock=0.0,
        stage=SimpleNamespace(event_seconds=said, walked=0, tray=None),
    )
    pace = turn_pace.fit(table, 0.0)
    assert pace is not None
    assert turn_pace.COMPUTER_DICE / pace >= turn_pace.DICE_FLOOR - 1e-6
