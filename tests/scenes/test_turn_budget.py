"""A computer's turn within its time budget (issue 33 section 1: at most 4 s at the default
speed, every step still shown): the longest steps shortened first, none below its floor.
Measured in simulated time (frames of 1/60 s, the computers answering at once), never
in wall time; `python -m scenes.bench_turns` measures the thinking."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.bench_turns import TABLES, follow_search, play_table
from scenes.dojo import turn_pace
from scenes.dojo.scene import DojoScene
from scenes.night import throw_pace
from scenes.night.staging import Stage as NightStage
from scenes.registry import make_game_scene
from scenes.shinobi.staging import COMPUTER_SLOWER, FLIGHT_SECONDS, Staging
from scenes.tableflow.turn_budget import (
    KEEP_SHARE,
    MOVE_FLOOR,
    RESERVE,
    STEP_FLOOR,
    THINK_CHARGED,
    TURN_BUDGET,
    TurnClock,
    floor_of,
    squeeze,
)
from scenes.taisen.animations import (
    CAPTION_LAYER,
    FIGHT_FLOOR,
    HOLD_FLOOR,
    MOVING_STEPS,
    Animator,
    DuelStep,
)

from .conftest import Driver
from .dojo_marches import Told, less_marches, marches_told
from .undrawn import undrawn


def test_squeeze_cuts_the_longest_steps_first_and_keeps_each_floor() -> None:
    durations = [0.2, 1.5, 0.4, 0.1, 0.9]
    floors = [floor_of(d, moves=False) for d in durations]
    fitted = squeeze(durations, 2.0, floors)
    assert sum(fitted) == pytest.approx(2.0, abs=1e-6)
    assert fitted[0] == 0.2 and fitted[3] == 0.1  # the short ones untouched
    assert fitted[1] == pytest.approx(fitted[4])  # the long ones cut to one cap
    assert fitted[1] < 0.9 and fitted[2] == 0.4
    assert all(f >= low - 1e-9 for f, low in zip(fitted, floors, strict=True))
    # what fits keeps its durations; nothing is ever lengthened
    assert squeeze(durations, 10.0, floors) == durations
    # too little room: every step at its floor, none dropped
    assert squeeze(durations, 0.1, floors) == floors


def test_a_steps_floor_still_shows_it() -> None:
    assert floor_of(0.3, moves=True) == MOVE_FLOOR  # a card still travels, 9 frames
    assert floor_of(0.1, moves=True) == 0.1  # never longer than it was
    assert floor_of(0.1, moves=False) == STEP_FLOOR
    assert floor_of(2.0, moves=False) > 0.5  # a long step stays the longer


def test_the_turn_clock_leaves_room_for_the_actions_to_come() -> None:
    clock = TurnClock()
    clock.tick(1.0)  # nothing counted before the turn begins
    clock.begin((1, 4))
    clock.tick(0.5)
    clock.begin((1, 4))  # the same turn goes on: not counted again from 0
    clock.tick(0.5)
    assert clock.room(0.0) == pytest.approx(TURN_BUDGET - 1.0)
    assert clock.room(2 * RESERVE) == pytest.approx(TURN_BUDGET - 1.0 - 2 * RESERVE)
    clock.begin((0, 9))
    assert clock.room(0.0) == pytest.approx(TURN_BUDGET)


def long_turn_events() -> list[Event]:
    """A die's move into two combats, then the next side's dice: 13 steps, 2.9 s."""
    duel = Event("duel", {"pos": 2, "monkey": "S", "wolf": "J", "result": "monkey"})
    gone = Event("eliminated", {"card": "J", "pos": 2})
    combat = [Event("combat_started", {"pos": 2}), duel, gone, duel, gone]
    return [
        Event("moved", {"side": "monkey", "src": 0, "dst": 2, "die": "r", "value": 2, "cards": []}),
        *combat,
        Event("combat_ended", {"pos": 2}),
        *combat,
        Event("combat_ended", {"pos": 2}),
        Event("dice_rolled", {"side": "wolf", "dice": {"r": 1, "g": 2, "b": 3}}),
    ]


def test_a_taisen_action_of_many_steps_fits_its_room_and_each_step_keeps_its_floor() -> None:
    animator = Animator(stage=None)  # type: ignore[arg-type]  # fit touches no stage
    animator.push(long_turn_events())
    steps = list(animator.queue)
    before = [step.duration for step in steps]
    assert sum(before) > 4.0
    animator.fit(2.4)
    after = [step.duration for step in animator.queue]
    assert len(after) == len(before)  # no step dropped
    assert sum(after) <= 2.4 + 1e-6
    for step, old, new in zip(steps, before, after, strict=True):
        assert new <= old
        if isinstance(step, DuelStep):  # each clash still seen (its result in the tally)
            assert new >= min(old, FIGHT_FLOOR) - 1e-9
        elif isinstance(step, MOVING_STEPS):
            assert new >= floor_of(old, True) - 1e-9
            assert new >= min(old, MOVE_FLOOR) - 1e-9
        else:  # a hold: what it shows goes on as an effect
            assert new >= HOLD_FLOOR - 1e-9
    longest = before.index(max(before))
    assert after[longest] < before[longest]  # the longest step was cut


def three_fights() -> list[Event]:
    """A computer's move into a combat of three fights (newcomer F, s5, t2-19-2)."""
    duel = Event("duel", {"pos": 6, "monkey": "S", "wolf": "J", "result": "monkey"})
    gone = Event("eliminated", {"card": "J", "pos": 6})
    return [
        Event("moved", {"side": "wolf", "src": 9, "dst": 6, "die": "r", "value": 3, "cards": []}),
        Event("combat_started", {"pos": 6}),
        *[duel, gone] * 3,
        Event("combat_ended", {"pos": 6}),
    ]


def fights_of(animator: Animator) -> list[float]:
    """Each fight's planned seconds: its duel and the result after it."""
    steps = list(animator.queue)
    return [
        step.duration + steps[i + 1].duration
        for i, step in enumerate(steps)
        if isinstance(step, DuelStep)
    ]


@pytest.mark.parametrize("room", [3.0, 1.5, 0.4])
def test_each_fight_of_a_squeezed_combat_keeps_its_clash(room: float) -> None:
    """Once, the three fights took 0.5, 0.4 and 0.4 s unsqueezed and about 0.2 s each
    squeezed: the combat flashed by (newcomer F, s5). 656a01e then kept each at 0.75 s,
    and a turn of five fights took 5.2 s. Now each duel keeps FIGHT_FLOOR however short
    the room, and its result stays in the column's tally (test_taisen_fight_tally.py)."""
    animator = Animator(stage=None)  # type: ignore[arg-type]  # fit touches no stage
    animator.push(three_fights())
    assert all(fight >= 0.7 - 1e-9 for fight in fights_of(animator))  # unsqueezed
    animator.fit(room)
    duels = [step.duration for step in animator.queue if isinstance(step, DuelStep)]
    assert len(duels) == 3
    assert all(duel >= FIGHT_FLOOR - 1e-9 for duel in duels)
    assert len(fights_of(animator)) == 3


def test_the_rest_of_the_turn_is_shortened_before_the_fights() -> None:
    animator = Animator(stage=None)  # type: ignore[arg-type]  # fit touches no stage
    animator.push(three_fights())
    before = [step.duration for step in animator.queue]
    duels = [s.duration for s in animator.queue if isinstance(s, DuelStep)]
    room = sum(before) - 0.2  # the move and the results can give 0.2 s
    animator.fit(room)
    assert [s.duration for s in animator.queue if isinstance(s, DuelStep)] == duels
    assert sum(step.duration for step in animator.queue) == pytest.approx(room)


def longest_turn(app: App, table: str, seed: int, turns: int, told: Told | None = None) -> float:
    """The longest of a game's first computer turns, from the table still after the
    move before it (the bench's `own`), the computer answering at once; `told`: a Dojo
    computer's marches (dojo_marches.marches_told), their floors taken off."""
    game, options = TABLES[table]
    figures = play_table(game, options, "normal", seed, app=undrawn(app), turns=turns, at_once=True)
    assert len(figures.turns) >= min(turns, 3)
    if told is not None:
        return max(less_marches(figures.turns, told))
    return max(turn.own for turn in figures.turns)


@pytest.mark.parametrize(
    ("table", "seed", "turns", "before"),
    [
        # (Taisen's turns: test_taisen_fight_tally.py, its moves never shortened and its
        # combats called and held, a turn of three combats 5.3 s here, 4.82 with none of it)
        ("shinobi2", 2, 3, 4.30),
        ("shinobi4", 1, 3, 3.88),
        ("night", 2, 14, 4.92),  # a turn of two throws
        ("dojo", 1, 5, 3.98),  # a long walk, then a summoning
    ],
)
def test_a_computers_longest_turn_keeps_within_the_budget(
    app: App, table: str, seed: int, turns: int, before: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`before`: that turn without the budget. Steps already at their floor may take a
    little more than the budget, never the old length. Taisen's turn of three combats
    took 5.8 s while each fight kept 0.75 s (656a01e); its duels now keep FIGHT_FLOOR,
    their results staying in a tally (test_taisen_fight_tally.py). A Dojo computer's
    marches keep their floors besides (test_dojo_march_floor, s15): taken off."""
    told = marches_told(monkeypatch) if table == "dojo" else None
    longest = longest_turn(app, table, seed, turns, told)
    assert longest <= TURN_BUDGET + 0.4
    assert longest < before


def test_a_shinobi_computers_cards_still_fly_when_its_turn_is_cut(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    flown: list[float] = []
    fly = Staging.fly

    def recorded(self: Staging, event: Event) -> None:
        count = len(self.flights)
        fly(self, event)
        if self.computer_on_stage:  # a person's cards fly as ever
            flown.extend(flight.duration for flight in self.flights[count:])

    monkeypatch.setattr(Staging, "fly", recorded)
    longest_turn(app, "shinobi2", 2, 3)
    usual = FLIGHT_SECONDS * COMPUTER_SLOWER
    assert min(flown) < usual - 0.01  # some flights were quicker
    assert min(flown) >= MOVE_FLOOR - 1e-9  # each still seen to fly


def test_a_night_computers_second_throw_is_quicker_and_still_flies(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Squeezed to its bare floor a throw was over in about a second, its Kunai never
    seen (newcomer E, s15): each keeps throw_pace.FOLLOW seconds at least, BLADE_FOLLOW
    with a bonus on the string (in a turn past throw_pace.TIGHT_BUDGET, FOLLOW_TIGHT and
    BLADE_TIGHT); the turn still keeps its budget (the test above)."""
    ropes: list[tuple[float, float, str, float, float | None]] = []
    fit = NightStage.fit

    def recorded(self: NightStage, seconds: float, tight: float | None = None) -> None:
        fit(self, seconds, tight)
        if self.rope is not None:
            rope = self.rope
            ropes.append((rope.seconds, rope.pace, rope.blade, seconds, tight))

    monkeypatch.setattr(NightStage, "fit", recorded)
    # (seed 2's two-throw turn comes by its 20th turn since c7791cf placed the opponents'
    # ninjas where they start poorest; it came by the 14th before)
    longest_turn(app, "night", 2, 20)
    assert any(room < seconds for seconds, _, _, room, _ in ropes)  # a rope had to fit
    for seconds, pace, blade, _, tight in ropes:
        least = throw_pace.BLADE_FOLLOW if blade else throw_pace.FOLLOW
        if tight is not None and tight < least + throw_pace.SAY_TIGHT:  # a long turn
            least = throw_pace.BLADE_TIGHT if blade else throw_pace.FOLLOW_TIGHT
        assert seconds / pace >= min(seconds, least) - 1e-6  # fails before: 0.7 s
        assert seconds / pace >= floor_of(seconds, True) - 1e-6


def test_a_dojo_computers_action_plays_quicker_never_under_its_floor(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    paces: list[float] = []
    dice: list[float] = []
    fit = DojoScene.fit_turn

    def recorded(self: DojoScene, seconds: float) -> None:
        fit(self, seconds)
        kinds = {event.kind for event in self.queue}
        # what holds the stage: the events queued, and the last one told still running
        held = sum(self.stage.event_seconds.get(e.kind, 0.1) for e in self.queue)
        held += max(0.0, self.event_clock) if held else 0.0
        shown = held / self.pace
        if kinds == {"die_assigned"}:
            dice.append(shown)
        else:
            paces.append(self.pace)
            tray = self.stage.tray
            tallied = tray is not None and bool(tray.clashes) and tray.closing is None
            assert shown >= turn_pace.floor(kinds, held, tallied) - 1e-6, kinds
            if "flip" not in kinds:  # (a clash of a battle: FIRST_CLASH, LATER_CLASH)
                assert self.pace <= 1 / KEEP_SHARE + 1e-6  # a step keeps 35% of its length

    monkeypatch.setattr(DojoScene, "fit_turn", recorded)
    longest_turn(app, "dojo", 1, 5)
    assert max(paces) > 1.0
    # a die set on its hex stays there: a frame at the least (scenes/dojo/turn_pace.py)
    assert min(dice) >= 1 / 60 - 1e-6


def test_the_bench_counts_a_search_the_table_waited_for_in_the_turns_clock() -> None:
    """In a window the frames go on while the table waits for a search, and the turn's
    clock counts them; the bench waits between two frames, so it tells the clock."""
    now = [10.0]  # real seconds

    class Job:
        started, finished = 9.8, False

        def done(self) -> bool:
            return self.finished

    job = Job()

    def wait_for_computer() -> None:
        now[0] += 0.5
        job.finished = True

    turn_clock = TurnClock()
    turn_clock.begin((1, 7))
    computer = SimpleNamespace(ahead=None, wait=1.0, pause=lambda: 0.2, clock=turn_clock)
    table = SimpleNamespace(held=False, animate=True, computer=computer, thinking=job)
    app = SimpleNamespace(
        top=table,
        settings=SimpleNamespace(animation_speed=1.0),
        wait_for_computer=wait_for_computer,
    )
    search = follow_search(app, table, None, None, 3.0, clock=lambda: now[0], seen={job: 2.9})
    assert search is not None
    # 0.7 s of search, 0.1 s of it hidden by the frames since it started
    assert search.shown == pytest.approx(0.6)
    assert turn_clock.spent == pytest.approx(0.6)


def test_a_duels_caption_takes_the_place_of_the_last_ones(app: App) -> None:
    """The duels of a long combat follow faster than a caption fades (1.6 s): each one
    said alone, where they stacked half hidden under one another."""
    players = [Seat("ai", "normal"), Seat("ai", "normal")]
    session = GameSession.new("taisen", players, seed=3, options={}, autosave=False)
    table: Any = make_game_scene(app, session)
    agents = [make_agent("normal", seat) for seat in range(2)]
    table._think = lambda level: Ready(agents[table.state.current_player].choose(table.state))
    app.push(table)
    ui = Driver(app)
    most = seen = 0
    for _ in range(3000):
        if table.state.is_terminal:
            break
        ui.step()
        captions = [e for e in table.view.effects if e.layer == CAPTION_LAYER]
        most, seen = max(most, len(captions)), seen + bool(captions)
    assert seen > 0 and most == 1


def test_the_bench_at_once_has_the_computers_answer_in_its_own_process(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """--at-once: the animations alone, whatever the machine's load (no search shows)."""
    import scenes.bench_turns as bench

    asked: list[dict[str, Any]] = []

    def played(*args: Any, **kwargs: Any) -> bench.GameFigures:
        asked.append(kwargs)
        return bench.GameFigures()

    monkeypatch.setattr(bench, "play_table", played)
    monkeypatch.setattr("ninjas.ai.warm_up", lambda: None)
    assert bench.main(["--game", "night", "--games", "2", "--at-once", "--json"]) == 0
    assert [kwargs["at_once"] for kwargs in asked] == [True, True]
    bench.main(["--game", "night", "--json"])
    assert asked[-1]["at_once"] is False
    assert '"night"' in capsys.readouterr().out


def test_a_slow_search_lengthens_the_turn_and_never_squeezes_its_moves() -> None:
    """Thinking is charged to the turn's budget up to THINK_CHARGED: on a busy machine
    (newcomer N, s12: load 12-16, a hard Taisen turn's three moves in about 1 s) the
    moves keep the room a quick search leaves them."""
    quick, slow = TurnClock(), TurnClock()
    for clock, thinking in ((quick, 0.5), (slow, 3.0)):
        clock.begin((1, 0))
        clock.tick(thinking, thinking=True)
        clock.tick(0.6)  # the first move shown
    assert quick.room(0.0) == pytest.approx(TURN_BUDGET - 1.1)  # a quick search: all charged
    assert slow.room(0.0) == pytest.approx(TURN_BUDGET - THINK_CHARGED - 0.6)
    assert slow.spent == pytest.approx(3.6)  # the turn's length itself counts it all
