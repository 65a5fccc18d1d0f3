"""A computer's battle against a person's ninjas: its last card turned stays in view at
least READ_SECONDS in real time, though the computer's quick turn goes on (newcomer A,
s10, nc-91/049.png and 033.png: the reveal of her face-down card was on screen under a
second, the computer's next step taking the tray away). Space hurries it; a person's
own attack and the computers' battles between them go as before (the next action ends
the tray), and the computer's turn keeps its time budget (test_dojo_turn_pace)."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.stage import READ_SECONDS


def _battle_told(app: App, seats: list[Seat], attacker: int) -> DojoScene:
    session = GameSession.new("dojo", seats, 5, {}, autosave=False)
    scene = DojoScene(app, session, animate=True, ai_pause=0)
    stage = scene.stage
    stage.stage(Event("battle", {"seat": attacker, "hex": [0, 0], "source": None}))
    stage.stage(
        Event(
            "flip",
            {
                "seat": attacker,
                "slot": 0,
                "attack": 8,
                "defence": 4,
                "attacker_loses": False,
                "defender_loses": True,
            },
        )
    )
    stage.stage(Event("battle_over", {"seat": attacker, "attacker": attacker}))
    assert stage.tray is not None and stage.tray.closing is not None
    return scene


def _next_action(scene: DojoScene, seat: int) -> None:
    scene.stage.stage(Event("rolled", {"seat": seat, "value": 3}))


def test_the_reveal_stays_past_the_computer_s_next_action_till_read(app: App) -> None:
    scene = _battle_told(app, [Seat(), Seat("ai", "hard")], attacker=1)
    stage = scene.stage
    # the computer's quick pace: three times the shows' time, 0.6 s of real time
    stage.age(3 * 0.6, 0.6)
    _next_action(scene, 1)
    assert stage.tray is not None  # before: gone with the computer's next action
    stage.age(3 * (READ_SECONDS - 0.5), READ_SECONDS - 0.5)
    _next_action(scene, 1)
    assert stage.tray is None  # read: the next action takes it away


def test_space_hurries_the_reveal(app: App) -> None:
    scene = _battle_told(app, [Seat(), Seat("ai", "hard")], attacker=1)
    scene.hurry()
    _next_action(scene, 1)
    assert scene.stage.tray is None


@pytest.mark.parametrize(
    ("seats", "attacker"),
    (
        ([Seat(), Seat("ai", "hard")], 0),  # the person's own attack
        ([Seat("ai", "easy"), Seat("ai", "hard")], 1),  # two computers
        ([Seat(), Seat()], 1),  # two people
    ),
)
def test_other_battles_end_with_the_next_action_as_before(
    app: App, seats: list[Seat], attacker: int
) -> None:
    scene = _battle_told(app, seats, attacker)
    scene.stage.age(0.2, 0.2)
    _next_action(scene, 1 - attacker)
    assert scene.stage.tray is None
