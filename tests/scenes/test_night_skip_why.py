"""A planned action that falls through is logged with why, for the computer as for a
person (issue 33, newcomer T, s9: the hard computer planned an Attack, then 'does
nothing this turn' with no reason in the log). The reason is the rules' own (why_not,
the words the prompt says to a person), told in the third person; a person's skip of
an action they could make says it was left by choice. English and French."""

from __future__ import annotations

import os
import random

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.core.session import Seat
from ninjas.night.ai import NightPolicy
from ninjas.night.rules import NightState
from scenes.app import App


def yellow_and_empty() -> NightState:
    """Round 1: Ada (seat 0) on roof 0 plans Collect, where only round 5's tokens lie;
    Bo (seat 1) on roof 2 plans Collect too, on a bare roof."""
    s = line_state([("collect", "skip"), ("collect", "skip"), ("skip", "skip")], (0, 2, 3))
    for kind in ("y4", "y5"):
        give(s, kind, building=0)
    return s


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_says_why_a_planned_action_fell_through(app: App, lang: str) -> None:
    app.set_language(lang)
    app.settings.confirm_turn_end = False
    s = yellow_and_empty()
    scene = person_table(app, s, [Seat("human")] * 3)
    tr = app.tr

    def why(seat: int, code: str) -> str:
        return str(
            tr("night.log.skipped.why", name=scene.seat_name(seat), why=tr(f"night.log.why.{code}"))
        )

    scene.play("end")  # Ada's Collect cannot be made: nothing she may take yet
    assert why(0, "yellow_later") in scene.log_lines  # fails before: no reason
    # the hard computer's own choice for seat 1, played as the table plays it (its seat
    # a person here: the table's computer turn waits on a worker's wall time)
    choice = NightPolicy("hard", random.Random(1)).choose(s)
    assert str(choice) == "end"
    scene.play(choice)
    assert s.current_player == 2
    assert why(1, "no_token") in scene.log_lines  # fails before: no reason
    assert tr("night.log.skipped", name=scene.seat_name(1)) not in scene.log_lines
    shot = os.environ.get("NINJAS_TEST_SHOT")
    if shot:  # to look at: the two lines in the log panel
        canvas = pygame.Surface((1280, 720))
        scene.draw(canvas)
        pygame.image.save(canvas, f"{shot}_{lang}.png")
    app.pop()
    app.set_language("en")


def test_a_skip_the_person_chose_says_so(app: App) -> None:
    """A Collect Ada could make, left: said as her choice (s10: every fall-through gives
    its reason; it was the plain 'Ada does nothing this turn.')."""
    app.settings.confirm_turn_end = False
    s = yellow_and_empty()
    give(s, "v1", building=0)  # now Ada could collect: she ends her turn all the same
    scene = person_table(app, s, [Seat("human")] * 3)
    scene.play("end")
    tr = app.tr
    said = tr("night.log.skipped.chose", name=scene.seat_name(0), action=tr("night.action.collect"))
    assert said in scene.log_lines  # s11: 'Ada skips the planned Collect.'
    app.pop()
