"""The Dojo hint once every move is spent (issue 33, newcomer G, z6.png and x5.png: at
'Moves left: 0' it still said 'step ... to the forest, a free forest step. Then 1 more
step'): free forest steps that change neither side's land nor any battle are no longer
hinted; the hint is to end the move (ninjas/dojo/spare_steps.py). Two positions: seed 3's,
whose searched walk now joins a battle (kept), and seed 13's, whose searched walk of two
free forest steps changes nothing (cut to 'end', asserted strictly)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.ai.agents import make_agent, plan_from
from ninjas.ai.hint import HINT_LEVEL, hint_plan, hint_seed, seat_view
from ninjas.dojo.rules import DojoState, new_game
from ninjas.dojo.spare_steps import free_land, spare_steps_cut
from scenes.app import App
from scenes.setup import Seat

from .test_dojo_hint_plan import _searches
from .test_dojo_scene import key, table

SEED = 3
PLAYED = [
    "dojo 4,-1",
    "dojo -1,-3",
    "roll",
    "summon 4",
    "die -1,-3",
    "die -1,-3",
    "die -1,-3",
    "die -1,-3",
    "roll",
    "step 4,-1 3,-1 0",
    "step 3,-1 2,0 1",
    "step 4,-1 3,-1 0",
    "step 3,-1 2,-1 1",
    "step 4,-1 3,-1 0",
    "end",
    "summon 5",
    "die 4,-1",
    "die 2,0",
    "die 4,-1",
    "die 2,-1",
    "die 2,-1",
    "roll",
    "step -1,-3 0,-3 2",
    "step 0,-3 0,-2 0",
    "step 0,-2 0,-1 0",
    "step 0,-1 0,-2 1",
    "end",
    "summon 5",
    "die 0,-2",
    "die -1,-3",
    "die -1,-3",
    "die -1,-3",
    "die 0,-2",
    "roll",
    "step 3,-1 3,0 2",
    "step 2,-1 1,-1 2",
    "step 1,-1 0,-1 0",
    "step 0,-1 0,-2 1",
    "step 4,-1 3,-1 0",
    "step 3,-1 2,-1 1",
    "end",
    "fight 0,-2",
    "lay 10",
    "play 10 0",
    "lay 6",
    "play 8 0",
    "summon 2",
    "die 0,-2",
    "die 0,-2",
    "roll",
    "step -1,-3 -1,-2 2",
    "step -1,-3 0,-3 2",
    "step 0,-3 0,-2 0",
    "step -1,-2 0,-2 1",
    "step 0,-2 1,-2 0",
    "end",
    "fight 0,-2",
    "lay 2",
    "play 9 0",
    "summon 4",
    "die 0,-2",
    "die -1,-3",
    "die 0,-2",
    "die 0,-2",
    "roll",
    "step 2,0 3,-1 0",
    "step 3,-1 4,-1 1",
    "step 2,-1 1,-1 2",
]
"""Seed 3's game to a move whose last paying step is played (the first seat following
the hard hint, the other seat the easy computer): no move is left, free forests are."""


def _spent() -> DojoState:
    state = new_game(SEED)
    for action in PLAYED:
        state.apply(action)
    assert state.phase == "move" and state.mover == 0 and state.remaining == 0
    return state


def test_with_no_move_left_the_hint_ends_the_move_rather_than_walk_forests() -> None:
    state = _spent()
    seed = hint_seed(SEED, len(PLAYED))
    view = seat_view(state, seed)
    agent = make_agent(HINT_LEVEL, seed)
    searched = [str(a) for a in plan_from(agent, view, agent.choose(view))]
    assert searched[0].startswith("step ") and searched[0].endswith(" 0")  # a free step
    plan = hint_plan(state, seed)
    assert plan == [str(a) for a in spare_steps_cut(view, searched)]
    # Since the hard Dojo's guard (01002254, 830957f8, s20) its plan here walks two free
    # forest steps into a battle at (0,-2), which the hint keeps; a walk that changes
    # nothing is cut to 'end' (each free step of this position: the test below).
    assert _changes_something(state, plan)


FOR_NOTHING_SEED = 13
FOR_NOTHING = [
    "dojo -4,2",
    "dojo -2,-2",
    "roll",
    "step -2,-2 -2,-1 2",
    "step -2,-1 -2,0 1",
]
"""Seed 13's first move, its roll of 3 spent by the hard hint's own steps: the ninja that
came into the forest at (-2,0) could walk on, free, through the forests (-3,1) and
(-3,2), and the hard search's plan does, for its small pull forward (ai.FREE_STEP_GAIN):
one hex of land before and after, no battle."""


def _spent_for_nothing() -> DojoState:
    state = new_game(FOR_NOTHING_SEED)
    for action in FOR_NOTHING:
        state.apply(action)
    assert state.phase == "move" and state.mover == 0 and state.remaining == 0
    return state


def test_a_walk_of_free_steps_that_changes_nothing_is_cut_to_end() -> None:
    """The strict form of the test above (its position's plan changed, 7f48d722): the
    search walks two free forest steps that change neither land nor battles, and the
    hint is to end the move."""
    state = _spent_for_nothing()
    seed = hint_seed(FOR_NOTHING_SEED, len(FOR_NOTHING))
    view = seat_view(state, seed)
    agent = make_agent(HINT_LEVEL, seed)
    searched = [str(a) for a in plan_from(agent, view, agent.choose(view))]
    walk = searched[:-1]
    assert searched[-1] == "end" and len(walk) == 2
    assert all(text.startswith("step ") and text.endswith(" 0") for text in walk)  # free
    assert not _changes_something(state, searched)  # the walk changes nothing counted
    assert hint_plan(state, seed) == ["end"]  # fails if the walk were hinted


def test_the_table_hint_ends_a_move_whose_free_walk_changes_nothing(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    given = _searches(monkeypatch)
    scene = table(app, [Seat("human"), Seat("human")], FOR_NOTHING_SEED, {})
    assert scene.state.terrain == new_game(FOR_NOTHING_SEED).terrain
    for action in FOR_NOTHING:
        scene.play(action)
    scene.shown_seat = 0
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert given and given[-1].remaining == 0
    assert scene.hint is not None and str(scene.hint) == "end"
    assert scene.narrator.hint_text(scene.hint) == app.tr("dojo.hint", what=app.tr("dojo.act.end"))
    app.draw()


def _changes_something(state: DojoState, plan: list[str]) -> bool:
    """The plan is 'end' alone, or its steps change the land or the battles."""
    if plan == ["end"]:
        return True
    before = (state.land(0), state.land(1), state.shared_hexes())
    walked = state.clone()
    for action in plan[:-1]:
        walked.apply(action)
    return (walked.land(0), walked.land(1), walked.shared_hexes()) != before


def test_a_free_step_that_takes_land_or_joins_a_battle_stays_hinted() -> None:
    state = _spent()
    forests = [(a, state.clone()) for a in state.legal_actions() if str(a).startswith("step ")]
    kept = cut = 0
    for action, world in forests:
        world.apply(action)
        counts = (world.land(0), world.land(1), world.shared_hexes())
        changes = counts != (state.land(0), state.land(1), state.shared_hexes())
        plan = [str(a) for a in spare_steps_cut(state, [action, "end"])]
        assert plan == ([str(action), "end"] if changes else ["end"]), str(action)
        assert free_land(state, [action]) == world.land(0) - state.land(0)
        kept += changes
        cut += not changes
    assert kept and cut  # both kinds are met here


def test_the_table_hint_says_end_the_move(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    given = _searches(monkeypatch)
    scene = table(app, [Seat("human"), Seat("human")], SEED, {})
    assert scene.state.terrain == new_game(SEED).terrain
    for action in PLAYED:
        scene.play(action)
    scene.reveal.go_on()  # its battle's turned cards read (reveal_hold.py)
    scene.shown_seat = 0
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert scene.hint is not None and given
    view = given[-1]  # the position the hint searched, in its seat's view
    # the hinted action is the first of a plan that ends the move or changes something
    # (since s20's hard Dojo guard: two free forest steps into a battle, see above)
    hinted = str(scene.hint)
    assert hinted == "end" or (hinted.startswith("step ") and hinted.endswith(" 0"))
    assert scene.state.remaining == 0 and view.remaining == 0
    app.draw()


def test_a_free_step_hinted_for_its_land_says_so(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], SEED, {})
    for action in PLAYED:
        scene.play(action)
    state = scene.state
    taking = []
    for action in scene.legal():
        world = state.clone()
        if str(action).startswith("step "):
            world.apply(action)
            if world.land(0) > state.land(0):
                taking.append(action)
    assert taking
    words = scene.narrator.hint_text(taking[0])
    free = app.tr.plural("dojo.hint.free_land", 1)
    assert free in words, words
    # after it only the Dojo's risk, when its walk leaves it outnumbered (newcomer W, s21)
    careful = app.tr("dojo.rush.hint", name="", count=2, roll="").split(":")[0]
    tail = words.split(free, 1)[1]
    assert tail == "" or tail.startswith(f" {careful}"), words
    assert "free_land" not in words
