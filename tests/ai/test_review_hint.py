"""Issue 33, a review a player can believe: a newcomer played the Dojo step the hint (H)
gave, and the review called it the costliest move of the game (its own search, seeded
otherwise, had chosen another). The review's "computer's move" is now the hint's: the
same level, seed and view of the position as the table's (scenes.ai_turn.HintJob), and
in a Dojo move the next step of the plan the hint found while the seat follows it
(scenes/dojo/hint_plan.py). The review numbers turns as the table and the replay do."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from ninjas import review as rv
from ninjas.ai import hint
from ninjas.ai.agents import plan_in_worker
from ninjas.arena import run_arena
from ninjas.core.history import read_record, walk
from ninjas.core.saves import start_state
from scenes import ai_turn
from scenes.dojo.hint_plan import HintPlan
from scenes.replay.strip import table_turn
from scenes.table import TableScene

pytestmark = pytest.mark.usefixtures("own_data_dir")

HINTED = 14
"""The decisions checked against the table's hint (each a hard search)."""


def dojo_record(folder: Path) -> Path:
    run_arena("dojo", ["easy", "greedy"], 1, seed=5, options={}, record=folder)
    (path,) = sorted(folder.glob("record-*.json"))
    return path


def table_hints(save: object, seat: int, count: int) -> dict[int, list[str]]:
    """What the table's hint showed at each of the seat's first `count` decisions, asked
    as a Dojo table asks it: the seed of TableScene._seed, the view of ai_turn.seat_view,
    the search of plan_in_worker, its plan followed as HintPlan follows it."""
    state = start_state(save)  # type: ignore[arg-type]
    actions = save.actions  # type: ignore[attr-defined]
    session = SimpleNamespace(seed=save.seed, actions=[])  # type: ignore[attr-defined]
    table = SimpleNamespace(session=session)
    plan = HintPlan(table)  # type: ignore[arg-type]
    shown: dict[int, list[str]] = {}
    for index, text in enumerate(actions):
        session.actions = list(actions[:index])
        if state.current_player == seat and len(state.legal_actions()) > 1:
            planned = plan.next()
            if planned is None:
                seed = TableScene._seed(table, TableScene.hint_salt)  # type: ignore[arg-type]
                found = plan_in_worker(TableScene.hint_level, seed, ai_turn.seat_view(state, seed))
                plan.keep(found)
            shown[index] = [plan.actions[plan.done() or 0], *plan.rest()[1:]]
            if len(shown) == count:
                break
        state.apply(text)
    return shown


def test_the_computers_move_is_the_tables_hint(tmp_path: Path) -> None:
    """At every decision the review's computer's move is what the table's hint showed
    there: in a Dojo move, the plan's next step while the seat followed it."""
    record = read_record(dojo_record(tmp_path))
    shown = table_hints(record.save, 0, HINTED)
    found = [d for d in rv.decisions(record, 0) if d.index in shown]
    assert len(found) >= HINTED // 2  # (a summoning's dice are one decision)
    followed = 0
    for decision in found:
        computer = rv.computer_move(decision)
        hinted = shown[decision.index]
        if rv.JOINED in decision.move:  # a summoning's dice: the plan's run of dice
            dice = [text for text in hinted if text.startswith("die ")]
            assert computer == rv.JOINED.join(dice)
        else:
            assert computer == hinted[0], decision.index
        if decision.run is not None and decision.run.start != decision.index:
            followed += 1
    assert followed  # some decisions read a plan found earlier in the move


def test_a_move_equal_to_the_hints_is_never_costly(tmp_path: Path) -> None:
    """The seat that plays the hint's move plays the computer's: as good, no loss, never
    among the worst, whatever the playouts say."""
    record = read_record(dojo_record(tmp_path))
    budget = rv.Budget(samples=3, playout="random", chooser="hard", spice=0.2)
    found = list(rv.decisions(record, 0))[:6]
    for decision in found:
        hinted = rv.computer_move(decision)
        played = rv.Decision(**{**decision.__dict__, "move": hinted})
        item = rv.review_decision(played, budget)
        assert item.computer == item.move == hinted
        assert item.as_good and item.loss == 0.0
        assert item.after_move == item.after_computer
        assert item not in rv.Review("dojo", 0, budget.key(), [item]).worst()


def test_the_hints_seed_and_view_are_the_tables() -> None:
    """ninjas.ai.hint works out the table's seed and view (scenes/table.py, ai_turn)."""
    session = SimpleNamespace(seed=77, actions=["a"] * 23)
    table = SimpleNamespace(session=session)
    assert TableScene.hint_salt == hint.HINT_SALT and TableScene.hint_level == hint.HINT_LEVEL
    seed = TableScene._seed(table, TableScene.hint_salt)  # type: ignore[arg-type]
    assert seed == hint.hint_seed(77, 23)
    assert ai_turn.seat_view is hint.seat_view


def test_items_carry_the_tables_turn_as_the_replay_counts_it(tmp_path: Path) -> None:
    """'Turn 6' in the review was 'Ivy, turn 3' in the replay it opened: each decision
    and each turn's end now carries the turn the table (and the replay's strip) says."""
    record = read_record(dojo_record(tmp_path))
    save = record.save
    replayed = walk(save)
    state = start_state(save)
    expected: list[int] = []
    for index, text in enumerate(save.actions):
        timeline = sum(1 for s in replayed.turn_starts if s <= index)
        expected.append(table_turn(save.game, state, timeline))
        state.apply(text)
    assert rv.table_turns(save) == expected
    decisions = list(rv.decisions(record, 0))
    assert [d.turn for d in decisions] == [expected[d.index] for d in decisions]
    assert max(d.turn for d in decisions) < len(replayed.turn_starts)  # the clan's own turns
    ends = rv.turn_ends(record, 0)
    assert [end.turn for end in ends] == [expected[end.first] for end in ends]


def test_a_review_kept_by_the_old_code_is_worked_out_again(tmp_path: Path) -> None:
    """A review kept before the computer's move was the hint's (version 4, Dojo's 8
    playouts of normal against normal) is not shown: its figures are worked out again."""
    path = dojo_record(tmp_path)
    old = rv.Review("dojo", 0, "v4-hard-normal-8", [rv.Item(1, "a", "b", 1.0, 1.0, 0.5)])
    assert rv.keep(path, old) is not None
    budget = rv.budget_for("dojo")
    assert budget.key() != old.budget and budget.key().startswith(f"v{rv.REVIEW_VERSION}-")
    assert rv.kept(path, 0, budget) is None
    assert rv.kept(path, 0, rv.Budget(8)) is None  # the old budget under the new version
