"""The hint's move, worked out the same way wherever it is asked for: at a table (H,
scenes.ai_turn.HintJob, in the AI worker) and in the review (ninjas.review: "the
computer's move" at a decision is the move the hint would have shown there; issue 33,
a newcomer played the Dojo step the hint gave and the review called it the costliest
move of the game, its own search having chosen another).

The same level, the same seed (the table's, from the game's seed and the number of
actions played) and the same view of the position (dealt again from what the seat to
act knows, with a generator seeded from that seed) give the same move.
"""

from __future__ import annotations

import random
from typing import Any

from ..dojo.guard import guarded
from ..dojo.spare_steps import spare_steps_cut
from ..shinobi.hint_guard import guarded as shinobi_guarded
from .agents import make_agent, plan_from

HINT_LEVEL = "hard"
"""The level whose move a hint shows."""
HINT_SALT = 2
"""Added to the seed of a hint's search (scenes.table.TableScene.hint_salt)."""
PLAN_GAMES = ("dojo",)
"""The games whose table asks for a hint as a whole plan (scenes/dojo: a move's steps,
a summoning's dice, from one search; then each next action of the plan is the hint
while the person follows it)."""


def table_seed(seed: int, actions: int, salt: int) -> int:
    """The seed of a table's search after `actions` actions of a game of seed `seed`
    (scenes.table.TableScene._seed)."""
    return (seed * 1_000_003 + actions * 7919 + salt) % 2**31


def hint_seed(seed: int, actions: int) -> int:
    """The seed of the hint asked after `actions` actions of a game of seed `seed`."""
    return table_seed(seed, actions, HINT_SALT)


def seat_view(state: Any, seed: int) -> Any:
    """The state as the seat to act may know it: when the game hides something (cards
    face down, a deck's order: the state has `determinize`), a state dealt again from
    that seat's view with a generator seeded by `seed`, so two positions that the seat
    cannot tell apart give the same state; else the state itself."""
    determinize = getattr(state, "determinize", None)
    if determinize is None or state.is_terminal:
        return state
    return determinize(state.current_player, random.Random(f"{seed}:seat view"))


def view_plan(view: Any, seed: int, level: str = HINT_LEVEL) -> list[Any]:
    """The hint searched with `seed` on `view` (the seat's view: seat_view), as actions:
    the action now and, in a game of PLAN_GAMES, the rest of its plan
    (ninjas.ai.agents.plan_from). Always a new agent: the AI worker keeps one agent per
    level, whose Taisen turn planned at an earlier position of the turn would be played
    out, and the review, searching afresh, named another move (issue 33: a newcomer's
    review called the hint's 'Rock 3 with the blue die' costly, its own search at that
    position giving 'Rock 1')."""
    agent = make_agent(level, seed)
    first = agent.choose(view)
    if view.game == "shinobi":  # no corruption that cannot pay (newcomer O, s12)
        first = shinobi_guarded(view, first)
    if view.game not in PLAN_GAMES:
        return [first]
    plan = plan_from(agent, view, first)
    if view.game == "dojo":  # no forest walked for nothing once the moves are spent
        plan = spare_steps_cut(view, plan)
        # never a walk that leaves the Dojo empty with an enemy in reach, where one
        # keeps it (issue 33, newcomer U: following the hint lost the game)
        plan = list(guarded(view, plan)[0])
    return plan


def hint_plan(state: Any, seed: int, level: str = HINT_LEVEL) -> list[str]:
    """The hint at `state` searched with `seed`, as the texts of its actions: the action
    now and, in a game of PLAN_GAMES, the rest of its plan. What the table shows (its
    search runs hint_in_worker on seat_view(state, seed))."""
    return [str(action) for action in view_plan(seat_view(state, seed), seed, level)]


def hint_in_worker(level: str, seed: int, view: Any) -> Any:
    """Runs in the AI worker for a table's hint: the action now (view_plan)."""
    return view_plan(view, seed, level)[0]


def hint_plan_in_worker(level: str, seed: int, view: Any) -> list[Any]:
    """Runs in the AI worker for a table's hint asked as a plan (a Dojo move's steps)."""
    return view_plan(view, seed, level)
