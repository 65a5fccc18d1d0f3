"""A computer sending a group out of one stack one ninja at a time, each the same one step,
is shown as one march (issue 33 §1: a computer's whole turn in 4 s): the ninjas after the
first follow with no landing beat between, the beat once after the last, and each
follower's step walks march_beat.FOLLOW_STEP_FLOOR, the way just shown. A turn of ten
one-step marches, three of them alike, took 9.35 s (python -m scenes.bench_turns --game
dojo --at-once, seed 4). The planned durations are tested, never the watch."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from ninjas.core.events import Event
from scenes.dojo import turn_pace
from scenes.dojo.march_beat import FOLLOW_STEP_FLOOR, MarchBeat


def fake(pace: str = "brisk") -> Any:
    return SimpleNamespace(
        state=SimpleNamespace(current_player=1),
        session=SimpleNamespace(ai_to_move=True, seats=[]),
        animate=True,
        stage=SimpleNamespace(event_seconds={}),
        app=SimpleNamespace(settings=SimpleNamespace(computer_pace=pace), demo=False),
        humans=[0],
    )


def beats(march: MarchBeat, table: Any, actions: list[str]) -> list[tuple[str, bool]]:
    """Each action's beats told before it, and whether its step follows."""
    out = []
    for action in actions:
        said = march.before(table, action)
        out.append(
            (",".join(str(e.data["hex"]) for e in said if e.kind == "landed"), march.follows)
        )
    return out


def test_the_same_stacks_ninjas_walking_the_same_step_share_one_beat() -> None:
    march, blue = MarchBeat(), fake()
    said = beats(march, blue, ["step 2,2 1,2 0", "step 2,2 1,2 0", "step 2,2 1,2 0", "end"])
    # before: a beat at [1, 2] before the second and the third ninja too (0.3 s each)
    assert said == [("", False), ("", True), ("", True), ("[1, 2]", False)]


def test_a_march_of_more_steps_or_another_way_still_lands_with_its_beat() -> None:
    march, blue = MarchBeat(), fake()
    said = beats(
        march,
        blue,
        [
            "step 2,2 1,2 0",
            "step 1,2 1,1 0",  # the walk goes on: a march of two steps
            "step 2,2 1,2 0",  # its first step again, but not its way: a new march
            "step 2,2 2,1 1",  # another way from the same stack
            "step 1,0 2,-1 1",
        ],
    )
    assert said == [
        ("", False),
        ("", False),
        ("[1, 1]", False),
        ("[1, 2]", False),
        ("[2, 1]", False),
    ]


def test_one_move_at_a_time_each_ninja_still_waits_for_the_person() -> None:
    march, blue = MarchBeat(), fake("step")
    march.before(blue, "step 2,2 1,2 0")
    said = march.before(blue, "step 2,2 1,2 0")
    assert [e.kind for e in said] == ["landed", "follow_wait"]
    assert not march.follows


def fitted_step(follows: bool, seconds: float) -> float:
    """The seconds a computer's one step is planned to walk, its turn's budget leaving
    `seconds` (the events' pace as the stage holds them)."""
    step = Event("stepped", {"seat": 1, "src": [2, 2], "dst": [1, 2], "cost": 0, "left": 0})
    table = SimpleNamespace(
        queue=[step],
        event_clock=0.0,
        stage=SimpleNamespace(
            event_seconds={"stepped": 0.18},
            walked=0,
            tray=None,
            march=SimpleNamespace(follows=follows),
        ),
    )
    pace = turn_pace.fit(table, seconds)
    assert pace is not None
    return turn_pace.steps_held(0, [step]) / pace


@pytest.mark.parametrize("seconds", [0.0, 0.2, 3.0])  # the budget spent, some left, plenty
def test_a_follower_s_step_walks_its_own_floor_a_march_s_first_step_its_own(
    seconds: float,
) -> None:
    assert fitted_step(True, seconds) == pytest.approx(FOLLOW_STEP_FLOOR)
    assert fitted_step(False, seconds) >= turn_pace.MARCH_STEP_FLOOR - 1e-6
    # a person's own step walks 0.18 s: the follower is seen walking, the march's first
    # step slower (its way new)
    assert 0.18 <= FOLLOW_STEP_FLOOR < turn_pace.MARCH_STEP_FLOOR


def test_three_ninjas_the_same_way_plan_a_second_less() -> None:
    """Three one-step marches the same way, at their floors: before, three steps and
    three beats (1.8 s); now the first step, two followers and one beat."""
    before = 3 * (turn_pace.MARCH_STEP_FLOOR + turn_pace.MARCH_LANDED_FLOOR)
    now = fitted_step(False, 0.0) + 2 * fitted_step(True, 0.0) + turn_pace.MARCH_LANDED_FLOOR
    assert now <= before - 0.6 - 1e-6
