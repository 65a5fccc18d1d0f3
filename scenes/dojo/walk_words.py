"""What the Dojo walk hint says of the moves its steps spend (issue 33, newcomer T, s9
d28, n7, d9/d10): 'Then 4 more steps' with 4 moves read like five steps, and 'Then 7
more steps' with 4 moves like a mistake, where free forest steps (and a mountain's 2)
made the count; the hint said 'a free forest step' while the forest's mode, changed
since, said 'cost 1'; and a walk into the forest and straight back looked silly, with
no word that every move of the roll must be spent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.guard import left_open

from .hint_plan import walks
from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table


def _step(text: str) -> tuple[Hex, Hex, int] | None:
    """A step's source, target and cost, from its text ('step 1,2 1,3 0')."""
    parts = text.split()
    if len(parts) != 4 or parts[0] != "step":
        return None
    return action_hex(parts[1]), action_hex(parts[2]), int(parts[3])


def spend_words(table: Table, action: DojoAction, more: list[str]) -> str:
    """'5 steps for 4 moves: entering the forest costs nothing.' when the steps of the
    walk drawn (this ninja's: hint_plan.walk_shown) and the moves they spend differ in
    number; 'Entering the mountain takes 2 moves.' for a lone step that spends 2; else
    nothing. Other ninjas' steps of the plan are not counted: '3 pas pour 2
    déplacements' was said over one arrow, a step into the mountain (newcomer X, s13,
    nc-X/029)."""
    first = _step(str(action))
    if first is None:
        return ""
    walk = walks([str(action), *more])[0]  # this ninja's walk, the one drawn
    # its steps in turn: another ninja's step off the same hex to the same hex counted
    # too ('4 steps for 2 moves' over a walk of two, newcomer W, s21, 12_dojo_hint_move)
    wanted, steps = list(walk), []
    for s in (first, *map(_step, more)):
        if s is not None and wanted and s[:2] == wanted[0]:
            steps.append(s)
            wanted.pop(0)
    moves = sum(cost for _, _, cost in steps)
    tr = table.app.tr
    terrain = table.state.terrain
    if len(steps) == 1 and moves == 2 and terrain.get(first[1]) == "mountain":
        return str(tr("dojo.hint.mountain_two"))
    if len(steps) < 2 or len(steps) == moves:
        return ""
    why = []
    if any(cost == 0 for _, _, cost in steps):
        why.append(tr("dojo.hint.why.forest"))
    if any(terrain.get(target) == "mountain" and cost == 2 for _, target, cost in steps):
        why.append(tr("dojo.hint.why.mountain"))
    return tr.plural("dojo.hint.this_walk", moves, steps=len(steps), why=", ".join(why))


def back_words(table: Table, action: DojoAction, more: list[str]) -> str:
    """When the walk comes back to the hex it left (into the forest and out again): why,
    every move of the roll must be spent; else nothing."""
    step = _step(str(action))
    if step is None:
        return ""
    source, target, _ = step
    back: Hex | None = None
    played = table.session.actions
    last = _step(str(played[-1])) if played else None
    if last is not None and last[0] == target and last[1] == source:
        back = target  # this step is the way back
    else:
        here = target
        for text in more:
            later = _step(text)
            if later is None or later[0] != here:
                continue
            here = later[1]
            if here == source:
                back = source
                break
    if back is None:
        return ""
    tr = table.app.tr
    place = table.state.terrain.get(back, "dojo")
    return tr("dojo.hint.back", place=tr(f"dojo.terrain.{place}"))


def mode_words(table: Table, action: DojoAction) -> str:
    """A forest step the hint plays at another cost than the forest's mode now (the
    person changed it since): which, and how to set it; else nothing."""
    step = _step(str(action))
    if step is None or table.state.terrain.get(step[1]) != "forest":
        return ""
    if step[2] == table.forest_cost:
        return ""
    return table.app.tr(f"dojo.hint.mode.{step[2]}")


def open_words(table: Table, action: DojoAction, more: list[str]) -> str:
    """When the walk hinted leaves the Dojo empty with an enemy in reach: that no walk of
    the roll keeps it (the hint's plan keeps a ninja there whenever one can,
    ninjas.dojo.guard.guarded; newcomer U, s9); else nothing."""
    if action.kind not in ("step", "end"):
        return ""
    if not left_open(table.state, [str(action), *more]):
        return ""
    return str(table.app.tr("dojo.hint.open"))


def risk_words(table: Table, action: DojoAction, more: list[str]) -> str:
    """The Dojo's risk after the walk hinted: left empty (open_words), else held by fewer
    ninjas than the enemy can walk in next turn (rush_words.rush_hint: newcomer W, s21);
    else nothing."""
    from .rush_words import rush_hint

    return open_words(table, action, more) or rush_hint(table, action, more)
