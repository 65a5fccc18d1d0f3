"""A computer's walks are drawn on the board as they go, each one line with one head, a
dot where it set off and its number on its first step; the recap numbers them alike
(newcomers A and D, s14: 'one group at a time, with its trail drawn as it goes'; nc-D
055_6, 067_8: the kept arrows zig-zagged, a head at every step, no start marked)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.live_walks import LiveWalks
from scenes.dojo.walk_trail import numbers_label

from .conftest import STEP, Driver, record_texts
from .test_dojo_march_floor import _computer_walks
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def step(src: tuple[int, int], dst: tuple[int, int], seat: int = 1) -> Event:
    return Event("stepped", {"seat": seat, "src": list(src), "dst": list(dst), "cost": 1})


def test_the_live_walks_are_the_marches_as_told() -> None:
    live = LiveWalks()
    live.told(Event("turn", {"seat": 1, "turn": 2}), computer=True)
    live.told(step((0, 0), (1, 0)), computer=True)
    live.told(step((1, 0), (2, 0)), computer=True)  # the walk goes on
    live.told(Event("landed", {"seat": 1, "hex": [2, 0]}), computer=True)
    live.told(step((0, 0), (0, 1)), computer=True)  # a new march
    assert live.walks == [[(0, 0), (1, 0), (2, 0)], [(0, 0), (0, 1)]]
    live.told(Event("turn", {"seat": 0, "turn": 3}), computer=False)  # kept for the recap
    assert len(live.walks) == 2
    live.told(step((5, 5), (5, 6), seat=0), computer=False)  # the person's first step
    assert live.walks == []


def test_numbers_on_one_plate() -> None:
    assert numbers_label([1]) == "1"
    assert numbers_label([1, 3]) == "1, 3"
    assert numbers_label([2, 3, 4, 5, 7]) == "2-5, 7"


def test_the_computer_s_walk_is_drawn_as_it_goes(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = _computer_walks(app)
    greedy = make_agent("greedy", 1)
    scene._think = lambda _level: Ready(greedy.choose(scene.state))  # type: ignore[method-assign]
    for _ in range(int(30 / STEP)):  # its first march told, landed, the next begun
        scene.update(STEP)
        if len(scene.stage.live.walks) >= 2 or scene.state.phase != "move":
            break
    assert scene.stage.live.walks and scene.state.mover == 1
    heads: list[Any] = []
    monkeypatch.setattr(
        "scenes.dojo.map_layers.arrow",
        lambda canvas, start, end, colour, width, head: heads.append((end, tuple(colour))),
    )
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(app.view_size))
    blue = tuple(scene.seat_colour(1))
    walks = scene.stage.live.walks
    # before: nothing on the board while it walked, its trail came with the person's roll
    assert len([c for _, c in heads if c == blue]) == len({tuple(w[-2:]) for w in walks}) > 0
    assert {"1", "1, 2"} & set(texts)  # its first walk's number (two may set off alike)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_recap_numbers_the_walks_as_the_board(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn.told()
    assert told is not None
    walks = [text for kind, text in told[1] if kind == "walk"]
    assert walks and len(walks) == len(scene.their_turn.walks)
    assert [w.split(".")[0] for w in walks] == [str(n) for n in range(1, len(walks) + 1)]
