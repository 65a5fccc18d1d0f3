"""Issue 33, the review's speed: a Dojo review's playouts searched the board's cheapest
paths again and again, the same answers each time: every evaluation (Judge) walked the
board from both Dojos, and the raid's walk (ninjas.review_sure, at every step of every
playout) from every hex the mover holds. The board's paths are now worked out once
(ninjas/dojo/paths.py: all_costs, paths_from) and read after. The same answers, so the same moves: checked
at every position of seeded games, and the searches counted."""

from __future__ import annotations

import random

import pytest

from ninjas.ai import make_agent
from ninjas.dojo import paths as dojo_paths
from ninjas.dojo.ai import Judge
from ninjas.dojo.paths import cheapest_paths, path_costs, paths_from
from ninjas.dojo.rules import new_game
from ninjas.review_playout import _play_out


def positions(seed: int) -> list[object]:
    """Every position of a seeded game of normal against easy, once the Dojos are down."""
    state = new_game(seed, {})
    agents = [make_agent("normal", seed), make_agent("easy", seed + 1)]
    out = []
    for _ in range(400):
        if state.is_terminal:
            break
        if all(d is not None for d in state.dojos):
            out.append(state.clone())
        state.apply(agents[state.current_player].choose(state))
    return out


@pytest.mark.parametrize("seed", [3, 8])
def test_the_paths_read_once_are_the_searched_ones(seed: int) -> None:
    seen = positions(seed)
    assert len(seen) > 20
    for state in seen:
        board, dojos = state.board.terrain, tuple(state.dojos)
        for seat in (0, 1):
            judge = Judge(state, seat)
            searched = path_costs(state.terrain, state.enemy_dojo(seat))
            assert list(judge.to_enemy.items()) == list(searched.items())  # order too
        for h in state.occupied(state.mover):
            assert paths_from(board, dojos, h) == cheapest_paths(state.terrain, h)


def test_a_review_playout_searches_each_hex_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A playout of a Dojo position, as the review plays it (half its moves random),
    searches the paths from a hex at most once (fails before: 140 searches of a board
    of 39 hexes in this one, each Judge's two and the raid's one per held hex at every
    step)."""
    state = positions(3)[10]
    searched: list[object] = []
    real = dojo_paths.cheapest_paths

    def counting(terrain: dict[object, str], start: object) -> object:
        searched.append(start)
        return real(terrain, start)  # type: ignore[arg-type]

    monkeypatch.setattr(dojo_paths, "cheapest_paths", counting)
    paths_from.cache_clear()
    dojo_paths.all_costs.cache_clear()
    world = state.determinize(0, random.Random(1))
    _play_out(world, 0, "normal", 5, 0.5)
    assert searched, "the board's paths are searched"
    assert len(searched) <= 2 * len(state.terrain)  # each hex once for all_costs, once here
