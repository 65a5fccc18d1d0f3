"""Newcomer Y, s13: the computer's turn was 'too quick for me to follow LIVE'; its log
lines are small, at the side. While a computer's move plays (and while it is held its
beat), the prompt under the board says it in the log's words: 'Wolf moves Scissors 3
(carrying Paper 2) to tile 7 (the red die, 1)'. A person's own move says nothing new."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.taisen.animations import BeatStep, MoveStep
from scenes.taisen.game_log import describe
from scenes.taisen.scene import TaisenScene

from .conftest import STEP
from .test_taisen_scene import settle

NBSP = "\u00a0"


def table(app: App, seats: list[Seat]) -> TaisenScene:
    from ninjas.ai import make_agent
    from scenes.ai_turn import Ready

    session = GameSession.new("taisen", seats, seed=3, options={"first": "wolf"}, autosave=False)
    scene = TaisenScene(app, session, animate=True)
    agent = make_agent("random", 3)
    scene._think = lambda _level: Ready(agent.choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def said(scene: TaisenScene) -> str:
    return scene.guidance.prompt(None)[0].replace(NBSP, " ")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_says_the_computers_move_as_it_plays(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = table(app, [Seat("human"), Seat("ai", "random")])
    kinds = set()
    for _ in range(3000):  # the Wolf's whole turn, frame by frame
        scene.update(STEP)
        step = scene.animator.current
        if isinstance(step, (MoveStep, BeatStep)):
            line = describe(Event("moved", step.event.data), app.tr, scene.actor_name)
            assert line is not None and said(scene) == line.text
            kinds.add(type(step))
        if not scene.busy and scene.can_act:
            break
    assert kinds == {MoveStep, BeatStep}  # said as it slid, and while held


def test_a_persons_own_move_says_nothing_new(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "random")])
    settle(scene)
    scene._play(next(a for a in scene.state.legal_actions() if not a.is_end))
    assert isinstance(scene.animator.current or scene.animator.queue[0], MoveStep)
    scene.update(STEP)
    assert said(scene) == app.tr("taisen.prompt.watch")
