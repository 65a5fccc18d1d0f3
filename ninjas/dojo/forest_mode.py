"""The hint's walk in the forest mode the person chose (issue 33, newcomer Q, s19, Dojo
EN 1280x720 vs Hard: asking the hint silently switched her forest mode). A step into a
forest costs 0 or 1, the mover's choice (RULINGS); the table's mode says which a click
plays, and the hint's plan says which for each of its steps. Where two forest steps of
the plan pay one 0 and the other 1, their costs may trade places: the walk spends the
same moves and ends on the same hexes. So the plan's forest steps take the mode's cost
first, wherever the rules allow it; a step the mode cannot give (a free step once the
moves are spent, say) keeps its cost, and the table says so and changes nothing until
the person takes it (scenes/dojo/walk_words.mode_words).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .hexgrid import Hex
from .rules import DojoState


def _hex(text: str) -> Hex:
    q, r = text.split(",")
    return int(q), int(r)


def forest_cost(state: DojoState, text: str) -> int | None:
    """The cost a step into a forest pays (`text` as 'step 1,2 1,3 0'); None for any
    other action or step."""
    parts = text.split()
    if len(parts) != 4 or parts[0] != "step":
        return None
    if state.terrain.get(_hex(parts[2])) != "forest":
        return None
    return int(parts[3])


def _priced(text: str, cost: int) -> str:
    return f"{text.rsplit(' ', 1)[0]} {cost}"


def _plays(state: DojoState, steps: Sequence[str]) -> bool:
    """Are `steps` legal one after another from `state`?"""
    world = state.clone()
    for text in steps:
        if text not in {str(a) for a in world.legal_actions()}:
            return False
        world.apply(text)
    return True


def fit_forest(state: DojoState, plan: Sequence[Any], mode: int) -> list[str]:
    """`plan` (the hint's actions from `state`) with its forest steps at the cost `mode`
    first: each one at the other cost trades costs with a later forest step of the walk
    that pays `mode`, where the walk so changed is still legal. Only the steps the plan
    starts with are changed (what follows them, an end or a summoning, is kept)."""
    texts = [str(a) for a in plan]
    if state.phase != "move":
        return texts
    walk = next((i for i, t in enumerate(texts) if not t.startswith("step ")), len(texts))
    forest = [i for i in range(walk) if forest_cost(state, texts[i]) is not None]
    for n, i in enumerate(forest):
        cost = int(texts[i].split()[3])
        if cost == mode:
            continue
        for j in forest[n + 1 :]:
            if int(texts[j].split()[3]) != mode:
                continue
            trial = list(texts)
            trial[i], trial[j] = _priced(texts[i], mode), _priced(texts[j], cost)
            if _plays(state, trial[:walk]):
                texts = trial
                break
    return texts
