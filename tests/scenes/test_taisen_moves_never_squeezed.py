"""A computer's Taisen move keeps its whole length whatever its thinking took (newcomer
C, s14, mont1: at load ~20 'all three moves and a combat were over between my shots at
0.35 s and 1.05 s'). The turn's budget had squeezed each slide to 0.3 s and each beat to
0.02 s, on a quiet machine too; now a move's slide (0.5 s a tile at least), its beat
(0.3 s) and the pause before the next die take about a second, a slow search or a quick
one. Simulated frames and a stand-in search that answers late: no wall time."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.registry import make_game_scene
from scenes.taisen.animations import AI_MOVE_BASE, BEAT, BeatStep, MoveStep

from .conftest import STEP
from .undrawn import undrawn


class LateSearch:
    """The AI worker's search as a loaded laptop runs it: its answer (greedy's move)
    comes `seconds` of simulated frames after it started."""

    def __init__(self, state: Any, seconds: float) -> None:
        self.state = state.clone()
        self.left = seconds
        self.answer: Any = None

    def frame(self) -> None:
        self.left -= STEP
        if self.answer is None and self.left <= 0:
            self.answer = make_agent("greedy", 1).choose(self.state)

    def done(self) -> bool:
        return self.answer is not None

    def result(self) -> Any:
        return self.answer

    def cancel(self) -> None:
        self.left = float("inf")


@pytest.mark.parametrize("thinking", [0.0, 1.5])
def test_each_move_of_a_computers_turn_keeps_its_second(app: App, thinking: float) -> None:
    seats = [Seat("ai", "hard"), Seat("ai", "hard")]
    session = GameSession.new("taisen", seats, seed=3, options={}, autosave=False)
    table: Any = make_game_scene(undrawn(app), session)
    searches: list[LateSearch] = []

    def search(_level: str) -> LateSearch:
        searches.append(LateSearch(table.state, thinking))
        return searches[-1]

    table._think = search
    app.push(table)
    first = table.state.side
    starts: list[float] = []  # when each move of the first turn began (simulated s)
    slides: list[float] = []
    beats: list[float] = []
    seen: list[Any] = []  # (kept: a step's id may be a new step's once it is gone)
    clock = 0.0
    while clock < 30.0 and (table.state.side == first or table.animator.busy):
        for late in searches:
            late.frame()
        table.update(STEP)
        clock += STEP
        step = table.animator.current
        if step is not None and all(step is not s for s in seen) and step.event.data.get("side"):
            if step.event.data["side"] != ("monkey", "wolf")[first]:
                continue
            seen.append(step)
            if isinstance(step, MoveStep):
                starts.append(clock)
                slides.append(step.duration)
            elif isinstance(step, BeatStep):
                beats.append(step.duration)
    assert len(starts) == 3  # the three dice played, none into a combat
    assert min(slides) >= AI_MOVE_BASE + 0.05 - 1e-9  # (0.3 before: squeezed)
    assert beats == [BEAT] * 3  # (0.02 before)
    gaps = [b - a for a, b in zip(starts, starts[1:], strict=False)]
    assert min(gaps) >= 0.9  # a move, its beat and the pause: about a second (0.42 before)
