"""The Dojo is never left empty by the hint, nor without asking, when an enemy can walk in
next turn (issue 33, newcomer U, s9 seed 1414, u-30/u-31/u-35: H then Enter for the
whole walk of turn 3 took the last ninja off the Dojo, "Dojo -> forest", E ended the walk
with nothing said, and a blue ninja walked in and won on the next turn)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.ai.hint import hint_plan, hint_seed
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.guard import enemy_reach, guarded, left_open
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.message import ConfirmScene

from .test_dojo_scene import key

SEED = 1414
OPTIONS = {
    "board": "random",
    "jokers": False,
    "dojo_defense": False,
    "defense_advantage": False,
    "fists_of_fury": False,
    "ace_in_the_face": False,
    "blitz": False,
}
PLAYED = (
    "dojo -1,-3; dojo 3,1; roll; step 3,1 2,1 1; step 3,1 2,1 1; step 2,1 1,2 0; end; "
    "summon 5; die 2,1; die 1,2; die 3,1; die 2,1; die 1,2; roll; step -1,-3 -1,-2 0; "
    "step -1,-2 -1,-1 1; step -1,-3 -1,-2 0; step -1,-3 -1,-2 0; step -1,-2 -2,-1 0; "
    "end; summon 5; die -2,-1; die -1,-3; die -1,-2; die -1,-1; die -2,-1; roll; "
    "step 2,1 2,0 1; step 1,2 0,3 1; step 2,0 2,-1 0; end; summon 9; die 2,-1; die 3,1; "
    "die 2,-1; die 0,3; die 3,1; die 2,-1; die 1,2; die 3,1; die 2,-1; roll; "
    "step -1,-1 -1,0 2; step -2,-1 -1,-1 1; step -1,-2 0,-3 2; step -1,-3 -1,-2 0; end; "
    "summon 7; die -1,0; die -1,0; die -1,0; die -1,0; die -1,-1; die -1,-1; die -1,-1; "
    "roll; step 3,1 3,0 2; step 2,-1 2,0 1; step 2,-1 2,-2 0; step 2,-1 2,-2 0; end; "
    "summon 16; die 2,0; die 0,3; die 2,-2; die 3,0; die 3,1; die 2,0; die 1,2; die 2,1; "
    "die 0,3; die 2,-1; die 2,-2; die 2,0; die 3,1; die 1,2; die 3,0; die 2,1; roll; "
)
"""U's game (its history record) to the roll of U's third turn: 4 moves, two ninjas
on the Orange Dojo (-1,-3), the blue stacks 4 moves from it."""
U_WALK = [
    "step -1,-2 0,-2 1",
    "step -1,-3 -1,-2 0",
    "step -1,-1 0,-1 2",
    "step -1,-2 -1,-1 1",
    "step -1,-3 -1,-2 0",
    "end",
]
"""The hint's walk U followed (the record's next six actions): its fifth step empties
the Dojo."""
HOME = (-1, -3)


def u_session(walked: int = 0) -> GameSession:
    """U's game at the roll of the third turn, `walked` steps of U's walk played."""
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "hard")], SEED, dict(OPTIONS), autosave=False
    )
    for action in "".join(PLAYED).split("; "):
        if action:
            session.apply(action)
    for action in U_WALK[:walked]:
        session.apply(action)
    return session


def test_u_s_walk_left_the_dojo_open_and_the_guard_keeps_it() -> None:
    state = u_session().state
    assert state.phase == "move" and state.mover == 0 and state.dojos[0] == HOME
    assert left_open(state, U_WALK)  # as U found it: the last one walked off
    plan, bare = guarded(state, U_WALK)
    assert not bare and not left_open(state, plan)
    assert [str(a) for a in plan] == U_WALK[:4] + ["end"]  # only the step off the Dojo left out


def test_the_hint_at_u_s_position_keeps_a_ninja_on_the_dojo() -> None:
    """The hint's plan, as the table asks it (fails before: U's walk, the Dojo emptied)."""
    state = u_session().state
    plan = hint_plan(state, hint_seed(SEED, len(state.history)))
    assert plan[-1] == "end" and not left_open(state, plan)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_e_with_the_dojo_left_open_asks_first(app: App, lang: str) -> None:
    """E after U's walk asks, saying why; Cancel keeps the walk; confirming ends it
    (fails before: E ended it at once)."""
    app.set_language(lang)
    scene = DojoScene(app, u_session(5), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    assert scene.state.count(HOME, 0) == 0 and enemy_reach(scene.state, 0) is not None
    key(scene, pygame.K_e)
    box = app.top
    assert isinstance(box, ConfirmScene)
    assert box.title == app.tr("dojo.open_end.title")
    assert scene.seat_name(1) in box.text and str(enemy_reach(scene.state, 0)) in box.text
    key(box, pygame.K_ESCAPE)  # Cancel: the walk goes on
    assert app.top is scene and scene.state.phase == "move"
    key(scene, pygame.K_e)
    app.top.confirm()
    assert app.top is scene and scene.state.phase != "move"


def test_e_with_the_dojo_kept_ends_the_walk_at_once(app: App) -> None:
    scene = DojoScene(app, u_session(4), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    key(scene, pygame.K_e)
    assert app.top is scene and scene.state.phase != "move"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_says_so_when_no_walk_keeps_the_dojo(app: App, lang: str) -> None:
    """With every move spent and the Dojo empty, ending is all there is: the hint says
    that no walk keeps the Dojo."""
    app.set_language(lang)
    scene = DojoScene(app, u_session(5), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    state = scene.state
    assert guarded(state, ["end"]) == (["end"], True)
    end = next(a for a in state.legal_actions() if str(a) == "end")
    assert app.tr("dojo.hint.open") in scene.narrator.hint_text(end)
    keeps = u_session(4).state
    assert not guarded(keeps, ["end"])[1]


def test_a_dojo_already_empty_gets_a_ninja_walked_back() -> None:
    """Both ninjas walked off into the forest (free), 4 moves left: the guarded plan walks
    one back home rather than say that nothing keeps the Dojo."""
    session = u_session()
    for _ in range(2):
        session.apply("step -1,-3 -1,-2 0")
    state = session.state
    assert state.count(HOME, 0) == 0 and state.remaining == 4
    plan, bare = guarded(state, ["end"])
    assert not bare and not left_open(state, plan)
    # (the other 3 moves must still be spent: the hint asked then is guarded again)
    assert [str(a) for a in plan] == ["step -1,-2 -1,-3 1"]
