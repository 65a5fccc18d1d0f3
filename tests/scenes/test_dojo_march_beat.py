"""A computer's march is held a beat once it has landed, its hex ringed in its colour,
before its next walk or whatever follows its walking (newcomer X, s13: 'the computer's
turn 6/10: over in under 3 s, I saw nothing move live'); a step on from where the walk
ended is no new march, and a person's marches have no beat. The turn keeps within 4 s
(test_turn_budget, test_dojo_turn_pace)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.art import CLAN_COLOURS
from scenes.dojo.march_beat import MarchBeat


def fake(seat: int, computer: bool) -> Any:
    return SimpleNamespace(
        state=SimpleNamespace(current_player=seat),
        session=SimpleNamespace(ai_to_move=computer),
        animate=True,
        stage=SimpleNamespace(event_seconds={}),
        app=SimpleNamespace(settings=SimpleNamespace(computer_pace="brisk")),  # (follow_pace)
    )


def test_a_beat_comes_when_a_march_has_landed() -> None:
    beat, blue = MarchBeat(), fake(1, True)
    assert beat.before(blue, "roll") == []
    assert beat.before(blue, "step 2,-4 2,-3 0") == []
    assert beat.before(blue, "step 2,-3 2,-2 2") == []  # the walk goes on
    said = beat.before(blue, "step 2,-4 2,-3 0")  # another march: the last one landed
    assert [(e.kind, e.data["hex"]) for e in said] == [("landed", [2, -2])]
    said = beat.before(blue, "end")  # the walking over: the last march landed
    assert [(e.kind, e.data["hex"]) for e in said] == [("landed", [2, -3])]
    assert beat.before(blue, "summon 5") == []
    person = fake(0, False)
    assert beat.before(person, "step 1,1 1,2 0") == []
    assert beat.before(person, "step 0,0 0,1 0") == []  # a person's: never


def test_the_table_rings_the_landed_march_in_its_colour(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    seats = [Seat("human", name="Ada"), Seat("ai", "easy")]
    session = GameSession.new("dojo", seats, 4, {}, autosave=False)
    rng = random.Random(4)
    while not (session.state.current_player == 1 and session.state.phase == "move"):
        session.apply(make_agent("random", rng.randrange(99)).choose(session.state))
    scene = DojoScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    state = scene.state
    first = next(str(a) for a in state.legal_actions() if a.kind == "step")
    scene.play(first)
    landed = first.split()[2]
    way = first.split()[1:3]  # (another ninja the same way follows with no beat)
    other = next(
        (
            str(a)
            for a in state.legal_actions()
            if a.kind == "step" and a.args[0] != landed and str(a).split()[1:3] != way
        ),
        "end",
    )
    scene.play(other)
    kinds = [e.kind for e in scene.queue]
    assert "landed" in kinds and kinds.index("landed") > kinds.index("stepped")
    marked: list[Any] = []
    mark = scene.view.mark

    def noting(canvas: Any, hexes: Any, colour: Any, *args: Any, **kw: Any) -> None:
        marked.append((list(hexes), tuple(colour)))
        mark(canvas, hexes, colour, *args, **kw)

    monkeypatch.setattr(scene.view, "mark", noting)
    canvas = pygame.Surface(app.view_size)
    for _ in range(120):
        scene.update(1 / 60)
        if any(e.kind == "landed" for e in scene.stage.effects):
            break
    scene.draw(canvas)
    hx = tuple(int(v) for v in landed.split(","))
    assert ([hx], tuple(CLAN_COLOURS[1])) in marked  # before: no beat, no ring
