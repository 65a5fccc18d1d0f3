"""Issue 34, what a newcomer met on the review screen: "Action 22" meant nothing; each
moment is said in its game's own words ("Turn 8, 2nd die": Taisen's die of the turn,
Shinobi's and Dojo's turn and step, Night's round and action). And the screen stood on
plain black where the other screens show the night sky."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas import review as rv
from ninjas.core.history import read_record, replay_record
from scenes import theme
from scenes.app import App
from scenes.message import MessageScene
from scenes.review.moments import moments
from scenes.review.scene import ReviewScene

from .conftest import Driver
from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


def at_once(task: Any, *args: Any) -> Future[Any]:
    future: Future[Any] = Future()
    future.set_result(task(*args))
    return future


def test_taisen_moments_say_the_turn_and_the_die_of_the_turn(app: App, tmp_path: Path) -> None:
    record = read_record(make_record("taisen", tmp_path))
    said = moments(app.tr, record.save)
    starts = replay_record(record).turn_starts
    assert len(said) == len(record.save.actions)
    assert said[0] == "Turn 1, 1st die"
    for turn, start in enumerate(starts, 1):
        end = starts[turn] if turn < len(starts) else len(said)
        for die, index in enumerate(range(start, end), 1):
            if record.save.actions[index] == "end":
                assert said[index] == f"Turn {turn}, end of turn"
            else:
                ordinal = {1: "1st", 2: "2nd", 3: "3rd"}.get(die, f"{die}th")
                assert said[index] == f"Turn {turn}, {ordinal} die"


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo"])
def test_the_other_games_say_turn_and_step_or_round_and_action(
    app: App, tmp_path: Path, game: str
) -> None:
    record = read_record(make_record(game, tmp_path))
    said = moments(app.tr, record.save)
    assert len(said) == len(record.save.actions)
    if game == "night":  # the round and the mover's own planned action (newcomer J)
        assert said[0] == "Round 1, placement"
        assert "Round 2, plan" in said
        assert any(moment.startswith("Round 2, 1st action: ") for moment in said)
    else:
        assert said[0] == "Turn 1, step 1" and "Turn 2, step 1" in said
    app.language_for_run("fr")
    first = moments(app.tr, record.save)[0]
    assert first == ("Manche 1, placement" if game == "night" else "Tour 1, étape 1")


def test_the_worst_moves_are_named_by_their_moment_on_the_night_sky(
    app: App, ui: Driver, tmp_path: Path
) -> None:
    path = make_record("taisen", tmp_path)
    app.push(MessageScene(app, "History", ""))  # the review opens over another screen
    scene = ReviewScene(app, read_record(path), path, 0, SMALL, at_once)
    app.push(scene)
    ui.step(100)
    assert scene.worst
    said = moments(app.tr, scene.record.save, 0)  # the person's own turns said too
    for item, button in zip(scene.worst, scene.worst_buttons, strict=True):
        label = button.label()
        moment = label.split(" · ")[0]  # (cut where 'under 5%' leaves it no room)
        assert said[item.index].startswith(moment.rstrip("…")) and "Action" not in label
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    sky = pygame.Surface((1280, 720))
    theme.draw_background(sky)
    for corner in ((4, 4), (1275, 4), (4, 660), (1275, 660)):
        assert canvas.get_at(corner) == sky.get_at(corner), corner
