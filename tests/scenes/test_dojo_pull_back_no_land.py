"""'Pull back' / 'reculez' is said of a hinted walk that is a retreat, not of one that
takes land (newcomer A, s24, FR 1920x1080, k23: 'Conseil : reculez depuis la forêt vers
la plaine' for a step onto an empty plain, farther from Blue's Dojo but a land more:
'reculez' for a move that is no retreat). A walk home, or away onto ground it already
holds, still pulls back (test_dojo_hint_pull_back)."""

from __future__ import annotations

from ninjas.dojo.hexgrid import distance, neighbours
from ninjas.dojo.position import DojoAction
from scenes.app import App
from scenes.dojo.pull_back import pulls_back

from .test_dojo_scene import _placed_table


def _away(app: App):  # type: ignore[no-untyped-def]
    """A table where the mover's stack of 2 stands on a plain with an empty plain next
    to it, farther from the enemy Dojo."""
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    aim = state.enemy_dojo(me)
    terrain = state.terrain
    for start in terrain:
        if terrain[start] != "plains" or start in state.dojos:
            continue
        for end in neighbours(start):
            if terrain.get(end) == "plains" and distance(end, aim) > distance(start, aim):
                if end not in state.dojos:
                    state.ninjas = {d: [0, 0] for d in state.dojos if d is not None}
                    for d in state.dojos:
                        state.ninjas[d][state.dojos.index(d)] = 3
                    state.ninjas[start] = [0, 0]
                    state.ninjas[start][me] = 2
                    state.ninjas[end] = [0, 0]
                    state.phase, state.remaining = "move", 1
                    return scene, start, end
    raise AssertionError("no such plains")


def _step(start, end) -> DojoAction:  # type: ignore[no-untyped-def]
    return DojoAction("step", (f"{start[0]},{start[1]}", f"{end[0]},{end[1]}", "1"))


def test_a_walk_away_that_takes_land_is_no_retreat(app: App) -> None:
    scene, start, end = _away(app)
    assert not pulls_back(scene.state, _step(start, end), [])  # fails before: True


def test_a_walk_away_onto_its_own_ground_still_pulls_back(app: App) -> None:
    scene, start, end = _away(app)
    scene.state.ninjas[end][scene.state.mover] = 1  # held already: no land more
    assert pulls_back(scene.state, _step(start, end), [])
