"""The longest parts of a computer's turn shortened, no step dropped (issue 33 §1: a
whole computer turn in 4 s): a long Dojo walk, Taisen's long combats. Simulated time."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo.stage import LONG_WALK_SECONDS, QUICKEST_STEP, WALK_SECONDS
from scenes.registry import make_game_scene
from scenes.taisen.animations import CHAINED_DUEL, DURATIONS, build_steps

from .conftest import STEP


def dojo_table(app: App) -> Any:
    seats = [Seat("human"), Seat("ai", "hard")]
    session = GameSession.new("dojo", seats, seed=3, options={"board": "random"}, autosave=False)
    table: Any = make_game_scene(app, session)
    app.push(table)
    return table


def walk(roll: int, free: int) -> list[Event]:
    """A roll and the steps of its walk: `free` steps through forests first (they cost
    nothing), then one a point."""
    events = [Event("rolled", {"seat": 1, "value": roll})]
    left = roll
    for index in range(free + roll):
        cost = 0 if index < free else 1
        left -= cost
        data = {"seat": 1, "src": [index, 0], "dst": [index + 1, 0], "cost": cost}
        events.append(Event("stepped", {**data, "left": left}))
    return events


def walk_durations(table: Any, events: list[Event]) -> tuple[list[float], float]:
    """Each step's walk, and the simulated seconds from the first step told to the last
    step's walk over, as the table tells its queue."""
    stage = table.stage
    walks: list[float] = []

    def tell(event: Event) -> None:
        stage.stage(event)
        if event.kind == "stepped":
            walks.append(stage.effects[-1].duration)

    table.queue[:] = events
    table.event_clock = 0.0
    seconds = 0.0
    while table.queue or stage.blocking:
        table.tell_queued(STEP, stage.event_seconds, 0.1, tell)
        stage.age_effects(STEP)
        seconds += STEP if walks else 0.0
    return walks, seconds


def test_a_long_dojo_walk_steps_faster_and_every_step_still_walks(app: App) -> None:
    table = dojo_table(app)
    walks, seconds = walk_durations(table, walk(6, 6))
    assert len(walks) == 12  # no step dropped
    assert min(walks) >= QUICKEST_STEP >= 0.1  # each step still walks in view
    assert walks[0] > walks[-1]  # the walk quickens as it proves long
    # 12 x 0.18 = 2.16 s before, the computer's pauses between steps apart; about
    # LONG_WALK_SECONDS (the first steps do not know yet that the walk is long)
    assert sum(walks) <= LONG_WALK_SECONDS + 0.2
    assert seconds <= sum(walks) + 4 * STEP


def test_a_short_dojo_walk_keeps_its_pace(app: App) -> None:
    table = dojo_table(app)
    walks, _ = walk_durations(table, walk(6, 0))
    assert walks == [WALK_SECONDS] * 6  # a whole roll without forests


def test_a_taisen_combat_with_the_shogun_keeps_every_step_and_takes_less_time() -> None:
    """The combat of the longest computer turn the bench met (three duels, two of them
    with the Shogun's strength, three cards eliminated)."""
    data = {"pos": 5}
    move = {"side": "wolf", "src": 2, "dst": 5, "die": "g", "value": 3, "cards": []}
    duel = Event("duel", {"pos": 5, "monkey": "S", "wolf": "J", "result": "wolf"})
    shogun = Event("shogun_strength", {"side": "monkey", "strength": 4})
    gone = Event("eliminated", {"card": "S", "pos": 5})
    events = [
        Event("moved", move),
        Event("combat_started", data),
        *[duel, shogun, gone] * 2,
        duel,
        gone,
        Event("combat_ended", data),
    ]
    steps = build_steps(events)
    assert [step.event.kind for step in steps] == [event.kind for event in events]
    # 2.5 s once: the card's shattering and the badge show on as the next step plays;
    # then 2.2 s, but its three fights flashed by (newcomer F, s5): each now takes
    # about 0.8-0.9 s, the rest of the combat as brisk as before (the move itself a little
    # slower since d507e1dd, 0.32 s + 0.05 s a tile, to be followed: newcomer F, s10)
    assert sum(step.duration for step in steps) <= 3.5
    assert sum(s.duration for s in steps if s.event.kind != "duel") <= 1.25
    duels = [step.duration for step in steps if step.event.kind == "duel"]
    assert duels == [DURATIONS["duel"], CHAINED_DUEL, CHAINED_DUEL]  # each clash as long
