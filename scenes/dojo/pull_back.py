"""A hinted walk that pulls a ninja back, said so and why (newcomer C, s22, FR
1280x720, g19/g20): at turn 2 with a 1, the hint said 'avancez depuis la montagne vers
le Dojo du Clan orange' (step from the mountain to her own Dojo): land 4 to 3 with no
word of why, and 'avancez' for a step home. The computer's reason (ninjas/dojo/ai.py
Judge.danger) is the enemy ninja two moves from her Dojo, one guard against two; the
hint now says 'pull back', the roll that would walk an enemy in, and what it costs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.hexgrid import distance
from ninjas.dojo.scoring import land

from .hint_plan import walks
from .walk_words import back_words

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex
    from ninjas.dojo.rules import DojoAction, DojoState

    from .protocol import Table


def walk_ends(action: DojoAction, more: list[str]) -> tuple[Hex, Hex] | None:
    """Where the ninja of the hinted step starts its walk and where the walk ends (the
    plan's steps of that ninja, hint_plan.walks); None for no step."""
    if action.kind != "step":
        return None
    walk = walks([str(action), *more])[0]
    return walk[0][0], walk[-1][1]


def pulls_back(state: DojoState, action: DojoAction, more: list[str]) -> bool:
    """Does the hinted walk end in the mover's own Dojo (from outside it), or farther
    from the enemy Dojo than it starts?"""
    ends = walk_ends(action, more)
    if ends is None:
        return False
    start, end = ends
    seat = state.mover
    if state.phase != "move" or state.count(start, seat) <= 0:
        return False  # a hint kept past its step (the table's state moved on)
    home = state.dojos[seat]
    if end == home:
        return start != home
    aim = state.enemy_dojo(seat)
    if distance(end, aim) <= distance(start, aim):
        return False
    return not takes_land(state, start, end)  # a walk away that takes land is no retreat


def takes_land(state: DojoState, start: Hex, end: Hex) -> bool:
    """Does one ninja walked from `start` to `end` leave the mover more land? Newcomer
    A (s24, FR, k23): 'reculez depuis la forêt vers la plaine' for a step onto an empty
    plain, farther from Blue's Dojo but a land more: she read no retreat there."""
    seat = state.mover
    ninjas = {h: list(c) for h, c in state.ninjas.items()}
    before = land(state.terrain, ninjas, seat)
    ninjas[start][seat] -= 1
    ninjas.setdefault(end, [0, 0])[seat] += 1
    return land(state.terrain, ninjas, seat) > before


def step_key(state: DojoState, action: DojoAction, more: list[str], forest: bool) -> str:
    """The hint's words for a step: 'step from' ('avancez depuis'), or 'pull back from'
    ('reculez depuis') when its walk pulls back; a forest step says its cost."""
    base = "dojo.hint.pull" if pulls_back(state, action, more) else "dojo.hint.step"
    return f"{base}_forest_{action.args[2]}" if forest else base


def pull_why(table: Table, action: DojoAction, more: list[str]) -> str:
    """Why the walk pulls back, when it does: one ninja more guards a Dojo an enemy can
    walk onto with the roll said (the computer's reason, ai.py Judge.danger), and the
    land it costs: 'That costs 1 land, 4 to 3: a Dojo taken loses the game.'; nothing
    for a walk forward, nor for another walk back (its reason is the computer's weighing
    of the whole board, more than a line can say: its verb says it pulls back)."""
    state = table.state
    if not pulls_back(state, action, more) or back_words(table, action, more):
        return ""  # (a walk back to where it came from says its own why: walk_words)
    ends = walk_ends(action, more)
    assert ends is not None
    start, end = ends
    seat = state.mover
    tr = table.app.tr
    reach = enemy_reach(state, seat) if end == state.dojos[seat] else None
    if reach is None:  # no reason the table can tell in a line: the verb alone
        return ""
    said = [str(tr.plural("dojo.hint.why_die.dojo_in", reach))]
    ninjas = {h: list(c) for h, c in state.ninjas.items()}
    before = land(state.terrain, ninjas, seat)
    ninjas[start][seat] -= 1
    ninjas.setdefault(end, [0, 0])[seat] += 1
    after = land(state.terrain, ninjas, seat)
    if after < before:
        key = "dojo.hint.pull_cost"
        said.append(str(tr.plural(key, before - after, before=before, after=after)))
    return " ".join(said)
