"""Issue 33, newcomer T, s20 (099, Dojo FR 1920x1080): in 'Replay the game', at the
step where a summoning's last die was set and the dice rolled, the board showed no die,
only the step's words ('The dice show 5, 1, 4, 6, 6'). The replay's board now draws
that roll's dice on their hexes, each with its face, as the live table holds them
after a roll (scenes/replay/dojo_dice.py); at a step that sets a die before the last,
the dice set so far stand on their hexes, as they did."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.replay import open_replay
from scenes.replay.night_fit import picture_size
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


def kinds(scene: ReplayScene, index: int) -> set[str]:
    return {event.kind for event in scene.positions.last_step(index)[0]}


def drawn_dice(app: Any, scene: ReplayScene, index: int) -> tuple[Any, Any]:
    """The table at `index` drawn once: its map layers, and its summoning shown."""
    scene.go(index)
    table = scene.table
    canvas = pygame.Surface(picture_size("dojo", app.view_size))
    table.update(1 / 60)
    table.draw(canvas)
    return table.map_layers, table.stage.summon_show


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_summonings_dice_stand_on_their_hexes_in_the_replay(
    app: Any, tmp_path: Path, language: str
) -> None:
    app.set_language(language)
    scene = open_replay(app, make_record("dojo", tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    rolls = [i for i in range(1, scene.total + 1) if "summoned" in kinds(scene, i)]
    sets = [
        i
        for i in range(1, scene.total + 1)
        if "die_assigned" in kinds(scene, i) and "summoned" not in kinds(scene, i)
    ]
    assert rolls and sets
    for index in rolls[:3]:
        (event,) = [e for e in scene.positions.last_step(index)[0] if e.kind == "summoned"]
        layers, show = drawn_dice(app, scene, index)
        hexes = {(h[0], h[1]) for h, _ in event.data["dice"]}
        assert show is not None and show.faces == [face for _, face in event.data["dice"]]
        assert layers.dice_rows, f"no die drawn at the roll of step {index}"
        # a row of dice under each hex the roll set a die on
        assert len(layers.dice_rows) == len(hexes)
    for index in sets[:3]:
        layers, show = drawn_dice(app, scene, index)
        assert layers.dice_rows, f"no die drawn at the die set at step {index}"
