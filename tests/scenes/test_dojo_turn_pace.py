"""Dojo: a computer's whole turn at most 4 s (issue 33 section 1), measured as the bench
does (`python -m scenes.bench_turns --game dojo --games 4 --at-once`: 1.92 / 6.0 s
median / longest before, in simulated time, the computers answering at once). The
longest was a walk of 11 steps, a throw whose lone defender's card the table laid for
the person, and a summoning of 23 dice: that card began the computer's budget again, and
the budget kept one action's room for a walk, its battles and its summoning
(scenes/dojo/turn_pace.py)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas.core.events import Event
from scenes.app import App
from scenes.bench_turns import play_table
from scenes.dojo import turn_pace
from scenes.dojo.stage import EVENT_SECONDS, QUICKEST_STEP
from scenes.tableflow.computer import ComputerTurn
from scenes.tableflow.turn_budget import RESERVE

from .dojo_marches import less_marches, marches_told
from .undrawn import undrawn


def over_its_marches(app: App, seed: int, monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The bench's game of `seed`: each computer turn's own seconds less its marches'
    floors, which no budget squeezes (test_dojo_march_floor)."""
    told = marches_told(monkeypatch)
    figures = play_table("dojo", {"board": "random"}, "hard", seed, app=undrawn(app), at_once=True)
    assert len(figures.turns) >= 3
    return less_marches(figures.turns, told)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])  # the bench's --games 4
def test_every_computer_turn_of_the_bench_s_games_takes_at_most_4_s_and_its_marches(
    app: App, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: 6.0 s in seed 4, 5.15 s in seed 2. The computer's own time: a round of
    its held for the person's read (reveal_hold) is read at once by the bench, and its
    turn clock stands still while the Go on is offered (test_dojo_computer_holds). Its
    marches at their floors go over (s15: seed 4, 8 marches of 10 steps, 7.6 s)."""
    assert max(over_its_marches(app, seed, monkeypatch)) <= 4.0


def test_a_card_laid_for_the_person_does_not_begin_the_computer_s_turn_again() -> None:
    """Its clock counts on and its next action follows after the short pause: the
    person chose nothing."""
    session = SimpleNamespace(actions=[1, 2, 3])
    table = SimpleNamespace(session=session, state=SimpleNamespace(current_player=1))
    computer = ComputerTurn(table)  # type: ignore[arg-type]
    computer.played = (1, 3)  # the computer's throw was the last action
    session.actions.append(4)  # the lone defender's card, laid by the table
    assert not computer.chained()
    computer.goes_on_through(3)
    assert computer.chained()
    session.actions.append(5)  # a person's own choice: the computer's turn begins again
    assert not computer.chained()
    session.actions.append(6)  # a card laid for them after it: nothing of the computer's
    computer.goes_on_through(5)
    assert not computer.chained()


def test_the_computer_s_walk_and_dice_quicken_and_still_show() -> None:
    walk = {"stepped"}
    dice = {"die_assigned"}
    # a step of a computer's walk at most STEP_SECONDS (slower than a person's where
    # the budget has room: newcomer J, s11), at least a long walk's quickest
    assert turn_pace.room(walk, 1.0) == turn_pace.STEP_SECONDS > EVENT_SECONDS["stepped"]
    assert turn_pace.floor(walk, EVENT_SECONDS["stepped"]) == QUICKEST_STEP
    # a die set on its hex stays there: a short hold, a frame at the least
    assert turn_pace.room(dice, 1.0) == turn_pace.DIE_SECONDS
    assert turn_pace.floor(dice, EVENT_SECONDS["die_assigned"]) == pytest.approx(1 / 60)
    # anything else keeps its room and a moving step's floor
    assert turn_pace.room({"battle"}, 1.0) == 1.0


@pytest.mark.parametrize("seed", [6, 8])  # the bench's --games 8, whose turns went over
def test_a_turn_of_several_battle_rounds_and_a_throw_takes_at_most_4_s(
    app: App, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seed 8: a walk of 7 steps, a battle of three rounds against a lone defender whose
    card the table laid each round, then a throw: 5.35 s (the first round took the
    room the budget kept for the summoning alone, each card laid for the person held
    its 0.3 s and the deal's 0.4 s, fitted before it was queued). Seed 6: a battle, then
    a throw and a summoning, 4.23 s once the battles were counted (throws were not).
    Its marches at their floors besides."""
    assert max(over_its_marches(app, seed, monkeypatch)) <= 4.0


def test_a_battle_keeps_room_for_its_clashes_battles_and_throws_to_come() -> None:
    """The reserve in a battle: LATER_CLASH for each clash still to come (three at most),
    RESERVE for each battle or throw left, and RESERVE for the summoning."""
    battle = SimpleNamespace(hex=(0, 0), attacker=1, source=None)
    counts = {(0, 0): [4, 2], (1, 0): [1, 1]}
    state = SimpleNamespace(
        is_terminal=False,
        mover=1,
        phase="attack",
        battle=battle,
        count=lambda h, seat: counts[h][seat],
        shared_hexes=lambda: [(0, 0), (1, 0)],
        throw_sources=lambda seat: [(2, 0), (3, 0)],
        throw_targets=lambda seat, src: [(0, 0)] if src == (2, 0) else [],
    )
    clashes, left = 2, 2  # two attackers against four; one more shared hex and one throw
    expected = clashes * turn_pace.LATER_CLASH + left * RESERVE + RESERVE
    assert turn_pace.reserve(state, 1, 0.04) == pytest.approx(expected)
    state.battle = SimpleNamespace(hex=(0, 0), attacker=1, source=(2, 0))  # a throw: one
    assert turn_pace.clashes_to_come(state) == 1


def test_a_clash_after_the_first_of_its_battle_may_go_quicker() -> None:
    """Its result stays in the tray's tally: a round dealt again after it goes at the
    least LATER_CLASH, the first FIRST_CLASH, never under a short group's own floor."""
    kinds = {"flip", "ninja_lost", "cards_back", "redraw", "battle_cards"}
    held = sum(EVENT_SECONDS[k] for k in ("flip", "ninja_lost", "redraw", "battle_cards")) + 0.1
    assert turn_pace.floor(kinds, held, tallied=True) == turn_pace.LATER_CLASH
    assert turn_pace.floor(kinds, held) == turn_pace.FIRST_CLASH
    assert turn_pace.floor({"flip"}, 0.3) == pytest.approx(0.15)  # (a moving step's floor)


def test_a_card_laid_for_the_person_in_the_computer_s_turn_is_fitted_once_queued(
    app: App,
) -> None:
    """It was fitted before it was queued, on an empty queue: it held its own 0.3 s and
    the deal's 0.4 s still running, whatever the turn's budget had left."""
    from ninjas.core.session import GameSession, Seat
    from scenes.dojo import DojoScene

    session = GameSession.new("dojo", [Seat(), Seat("ai", "hard")], 1, {}, autosave=False)
    scene = DojoScene(app, session)
    rooms: list[tuple[float, list[str]]] = []
    scene.fit_turn = lambda seconds: rooms.append((seconds, [e.kind for e in scene.queue]))  # type: ignore[method-assign]
    scene.computer.goes_on_through = lambda before: None  # type: ignore[method-assign]
    scene.computer.chained = lambda: True  # type: ignore[method-assign]
    scene.state.legal_actions = lambda: ["roll"]  # type: ignore[method-assign]
    scene.apply_action = lambda action: [Event("laid", {"seat": 0, "slot": 0})]  # type: ignore[method-assign]
    scene.play("lay 5")
    assert rooms and rooms[0][1] == ["laid"]


def test_a_computer_s_lone_step_walks_slower_where_its_budget_has_room(app: App) -> None:
    """Newcomer J, s11: its steps at 0.12 s were over before he saw them walk. With
    room in its budget a step is lengthened to STEP_SECONDS; with little, it is squeezed
    to MARCH_STEP_FLOOR, never under (newcomers A and D, s14)."""
    from .test_dojo_scene import _placed_table

    scene = _placed_table(app)
    scene.animate = True
    scene.queue[:] = [Event("stepped", {"seat": 1, "src": [0, 0], "dst": [0, 1], "cost": 1})]
    scene.event_clock = 0.0
    held = turn_pace.steps_held(scene.stage.walked, scene.queue)  # (as once told)
    scene.fit_turn(1.0)
    assert held / scene.pace == pytest.approx(turn_pace.STEP_SECONDS)  # before: 0.18 kept
    scene.fit_turn(0.0)
    assert held / scene.pace == pytest.approx(turn_pace.MARCH_STEP_FLOOR)
