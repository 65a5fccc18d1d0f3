"""Is a player's Dojo in danger? The enemy wins by ending a turn alone on it (RULINGS
section 4), so a Dojo left empty with an enemy ninja one roll away can be lost on the
enemy's next turn. The table warns before a step empties it (scenes/dojo/prompt_panel.py)
and asks before a walk ends so (scenes/dojo/end_guard.py); the hint's walk keeps a ninja
there whenever one can (guarded, ninjas.ai.hint.view_plan), and the guided game plans its
walks so that it never does (scenes/dojo/lesson.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from . import data
from .ai import path_costs
from .paths import paths_from

if TYPE_CHECKING:
    from .hexgrid import Hex
    from .rules import DojoAction, DojoState

T = TypeVar("T")


def enemy_reach(state: DojoState, seat: int) -> int | None:
    """The fewest moves an enemy ninja needs to walk onto `seat`'s Dojo, when one roll
    (or a Blitz: six) could give them; None when no enemy is that close."""
    home = state.dojos[seat]
    if home is None:
        return None
    terrain = state.terrain
    best: int | None = None
    for h in state.occupied(1 - seat):
        cost = path_costs(terrain, h).get(home)
        if cost is not None and cost <= data.MOVE_ROLL_MAX and (best is None or cost < best):
            best = cost
    return best


def empties_dojo(state: DojoState, src: Hex) -> bool:
    """Would a step of the mover's from `src` leave their Dojo with none of theirs on it
    while an enemy is near enough to walk in?"""
    seat = state.mover
    return (
        src == state.dojos[seat]
        and state.count(src, seat) == 1
        and enemy_reach(state, seat) is not None
    )


def left_open(state: DojoState, plan: Sequence[object]) -> bool:
    """Does the mover's walk `plan` (played from `state`, up to the move's end) leave
    their Dojo with none of theirs on it while an enemy is near enough to walk in?"""
    seat, home = state.mover, state.dojos[state.mover]
    if state.phase != "move" or home is None:
        return False
    after = _played(state, plan)[1]
    return after.count(home, seat) == 0 and enemy_reach(after, seat) is not None


def _played(state: DojoState, plan: Sequence[object]) -> tuple[list[DojoAction], DojoState]:
    """`plan` (actions or their texts) played on a copy of `state` while the move lasts,
    any action the rules refuse there left out: the actions kept and the position they
    reach."""
    world, kept = state.clone(), []
    for text in map(str, plan):
        if world.phase != "move" or world.is_terminal:
            break
        legal = {str(a): a for a in world.legal_actions()}
        if text in legal:
            world.apply(legal[text])
            kept.append(legal[text])
    return kept, world


def guarded(state: DojoState, plan: list[T]) -> tuple[list[T] | list[DojoAction], bool]:
    """The walk `plan` of the mover's, changed so that it keeps a ninja on their Dojo
    when an enemy could walk in next turn (issue 33, newcomer U, s9 seed 1414: the
    hint's walk took the last ninja off and a blue one walked in): each step off the
    Dojo, the last first, is left out in turn, the rest of the walk kept where the rules
    allow it; the first such walk that keeps the Dojo is the answer. And True when no
    walk found keeps it (the hint then says so): the plan is then unchanged."""
    if not left_open(state, plan):
        return plan, False
    home = state.dojos[state.mover]
    texts = [str(a) for a in plan]
    off = [i for i, text in enumerate(texts) if text.startswith("step ") and _src(text) == home]
    for i in reversed(off):
        kept = _played(state, plan[:i] + plan[i + 1 :])[0]
        if not left_open(state, kept):
            return kept, False
    for walk in _walks_home(state):  # a Dojo already empty: a ninja walked back first
        for rest in (texts, ["end"]):
            kept = _played(state, walk + rest)[0]
            if not left_open(state, kept):
                return kept, False
    return plan, True


def _walks_home(state: DojoState) -> list[list[str]]:
    """The cheapest walks of the mover's ninjas onto their own Dojo that the moves left
    pay for, cheapest first (then shortest)."""
    seat, home = state.mover, state.dojos[state.mover]
    if home is None or state.transit is not None:
        return []
    found = []
    for h in state.occupied(seat):
        if h == home:
            continue
        costs, prev = paths_from(state.board.terrain, tuple(state.dojos), h)
        if costs.get(home, 99) > state.remaining:
            continue
        path = [home]
        while path[-1] != h:
            path.append(prev[path[-1]])
        path.reverse()
        steps = [
            f"step {a[0]},{a[1]} {b[0]},{b[1]} {min(data.MOVE_COST[state.terrain[b]])}"
            for a, b in zip(path, path[1:], strict=False)
        ]
        found.append((costs[home], len(steps), steps))
    return [steps for *_, steps in sorted(found)]


def _src(text: str) -> Hex:
    q, r = text.split()[1].split(",")
    return int(q), int(r)
