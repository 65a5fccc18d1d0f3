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

from scenes.app import App
from scenes.bench_turns import play_table
from scenes.dojo import turn_pace
from scenes.dojo.stage import EVENT_SECONDS, QUICKEST_STEP
from scenes.tableflow.computer import ComputerTurn


@pytest.mark.parametrize("seed", [1, 2, 3, 4])  # the bench's --games 4
def test_every_computer_turn_of_the_bench_s_games_takes_at_most_4_s(app: App, seed: int) -> None:
    """Before: 6.0 s in seed 4, 5.15 s in seed 2."""
    figures = play_table("dojo", {"board": "random"}, "hard", seed, app=app, at_once=True)
    assert len(figures.turns) >= 3
    assert max(turn.own for turn in figures.turns) <= 4.0


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
    # a step of a computer's walk at most STEP_SECONDS, at least a long walk's quickest
    assert turn_pace.room(walk, 1.0) == turn_pace.STEP_SECONDS < EVENT_SECONDS["stepped"]
    assert turn_pace.floor(walk, EVENT_SECONDS["stepped"]) == QUICKEST_STEP
    # a die set on its hex stays there: a short hold, a frame at the least
    assert turn_pace.room(dice, 1.0) == turn_pace.DIE_SECONDS
    assert turn_pace.floor(dice, EVENT_SECONDS["die_assigned"]) == pytest.approx(1 / 60)
    # anything else keeps its room and a moving step's floor
    assert turn_pace.room({"battle"}, 1.0) == 1.0
