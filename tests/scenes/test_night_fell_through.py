"""Every planned action that comes to nothing is logged with its reason (issue 33, s10:
'Green ninja does nothing this turn.' with no reason; 9369f06 gave the rules' reasons
where the action could not be made). Each path: a planned Skip, an action left by
choice, no roof to aim at, nobody in reach, beyond the string, no token, yellow tokens
too early, nobody to steal from, nothing to steal, a full backpack, no injury; and a
turn the table passes says why it had nothing to do. English and French."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from support.night_line import LINE, give, line_state, person_table

from ninjas.core.session import Seat
from ninjas.night.rules import NightState
from ninjas.night.village import Village
from scenes.app import App

Prep = Callable[[NightState], object]


def _lone(s: NightState) -> None:
    """One roof in the whole village: nowhere to move to."""
    s.village = Village("one", 100, [LINE[0]], [])
    s.positions, s.roofs = [0, 0, 0], [[]]


def _full(s: NightState) -> None:
    """Seat 0's backpack full; seat 2, beside it, carries a token."""
    while s.free_slots(0):
        give(s, s.kinds[s.roofs[4][0]], seat=0)
    give(s, "v1", seat=2)


PATHS: list[tuple[str, str, tuple[int, int, int], Prep | None]] = [
    ("skip", "planned_skip", (0, 2, 1), None),
    ("move", "chose_not", (0, 2, 1), None),
    ("move", "no_roof", (0, 0, 0), _lone),
    ("attack", "nobody_in_reach", (0, 0, 0), None),
    ("attack", "beyond_string", (0, 4, 4), None),
    ("collect", "no_token", (0, 2, 1), None),
    ("collect", "yellow_later", (0, 2, 1), lambda s: give(s, "y4", building=0)),
    ("steal", "nobody_here", (0, 2, 1), None),
    ("steal", "nothing_to_steal", (0, 2, 0), None),
    ("steal", "pack_full", (0, 2, 0), _full),
    ("heal", "no_injury", (0, 2, 1), None),
]


def _state(plan: str, positions: tuple[int, int, int], prep: Prep | None) -> NightState:
    s = line_state([(plan, "skip"), ("skip", "skip"), ("skip", "skip")], positions)
    if prep is not None:
        prep(s)
    return s


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("plan", "code", "positions", "prep"), PATHS)
def test_each_fall_through_is_logged_with_its_reason(
    app: App,
    lang: str,
    plan: str,
    code: str,
    positions: tuple[int, int, int],
    prep: Prep | None,
) -> None:
    app.set_language(lang)
    app.settings.confirm_turn_end = False
    s = _state(plan, positions, prep)
    assert s.why_not(0, plan) == (None if code in ("planned_skip", "chose_not") else code)
    ended = next(e for e in s.clone().apply("end") if e.kind == "turn_ended")
    assert ended.data["why"] == code and ended.data["action"] == plan  # fails before
    scene = person_table(app, s, [Seat("human")] * 3)
    scene.play("end")  # the person ends the turn, the planned action not made
    tr = app.tr
    why = tr(f"night.log.why.{code}", action=tr(f"night.action.{plan}"))
    line = tr("night.log.skipped.why", name=scene.seat_name(0), why=why)
    if code == "chose_not":  # s11: 'Ada skips the planned Move.'
        line = tr(
            "night.log.skipped.chose", name=scene.seat_name(0), action=tr(f"night.action.{plan}")
        )
    assert line in scene.log_lines  # fails before: a plain 'does nothing this turn.'
    assert tr("night.log.skipped", name=scene.seat_name(0)) not in scene.log_lines
    assert "{" not in line
    app.pop()
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_the_table_passes_says_why_it_had_nothing_to_do(app: App, lang: str) -> None:
    app.set_language(lang)
    s = _state("collect", (0, 2, 1), None)  # a Collect on a bare roof
    scene = person_table(app, s, [Seat("human")] * 2 + [Seat("ai", "easy")], draw=False)
    scene.shown_seat = scene.holder = 1
    scene.update(1 / 60)
    assert s.history[-1] == "end idle"
    tr = app.tr
    why = tr("night.log.why.no_token")
    line = tr("night.log.passed.why", name=scene.seat_name(0), why=why)
    assert line in scene.log_lines  # fails before: 'had nothing to do: turn passed.'
    app.pop()
    app.set_language("en")


def test_a_thief_with_a_full_backpack_is_not_passed(app: App) -> None:
    """A discard makes room for the Steal: the turn holds something to do, and is not
    passed by the table (it was: 'nothing to do' counted a discard as no move)."""
    s = _state("steal", (0, 2, 0), _full)
    scene = person_table(app, s, [Seat("human")] * 2 + [Seat("ai", "easy")], draw=False)
    scene.shown_seat = scene.holder = 1
    scene.update(1 / 60)
    assert s.history == [] and s.current_player == 0  # fails before: 'end idle'
    app.pop()
