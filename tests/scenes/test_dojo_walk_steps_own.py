"""The move hint counts the steps of the walk it draws, its ninja's own, not another
ninja's step from the same hex to the same hex (newcomer W, s21, Dojo EN 1280x720,
12_dojo_hint_move: 'Then 1 more step, drawn on the board. Then 2 other ninjas walk 3
steps, dotted on the board. 4 steps for 2 moves: entering the forest costs nothing,
entering the mountain takes 2.' over a walk of two steps for two moves, the others'
Dojo-to-forest steps counted; and said after the other ninjas' walks, it read as theirs).
Now the drawn walk's own steps, said before the others': 'This ninja's 3 steps take 2
moves: ...'. scenes/dojo/walk_words.spend_words, narrator.hint_text. EN, FR."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.hexgrid import neighbours
from ninjas.dojo.rules import DojoAction, new_game
from scenes.dojo.walk_words import spend_words


def _hexes(state):  # type: ignore[no-untyped-def]
    """A forest with two plains and a mountain beside it (a board that has them)."""
    terrain = state.terrain
    for forest in sorted(h for h, kind in terrain.items() if kind == "forest"):
        around = [n for n in neighbours(forest) if n in terrain]
        plains = [n for n in around if terrain[n] == "plains"]
        mountains = [n for n in around if terrain[n] == "mountain"]
        if len(plains) >= 2 and mountains:
            return plains[0], forest, mountains[0], plains[1]
    return None


def _step(a, b, cost: int) -> str:  # type: ignore[no-untyped-def]
    return f"step {a[0]},{a[1]} {b[0]},{b[1]} {cost}"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_only_the_drawn_walk_s_own_steps_are_counted(lang: str) -> None:
    tr = Translator(lang)
    state = next(s for s in (new_game(seed) for seed in range(1, 60)) if _hexes(s))
    home, forest, mountain, plains = _hexes(state)
    table = SimpleNamespace(app=SimpleNamespace(tr=tr), state=state)
    first = DojoAction("step", tuple(_step(home, forest, 0).split()[1:]))
    # W's: its walk into the forest free, then the mountain (2): two steps, two moves;
    # two other ninjas take the same first step
    others = [_step(home, forest, 0), _step(home, forest, 0)]
    assert spend_words(table, first, [_step(forest, mountain, 2), *others]) == ""
    # (before: '4 steps for 2 moves')
    said = spend_words(table, first, [_step(forest, plains, 1), *others])
    why = tr("dojo.hint.why.forest")
    assert said == tr.plural("dojo.hint.this_walk", 1, steps=2, why=why), said
    # (before: '4 steps for 1 move', the other ninjas' free steps counted)
