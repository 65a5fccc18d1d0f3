"""E, like the End the turn row, skipping a planned action that could be carried out
waits for the End turn confirm (issue 33, newcomer I, s6: 'E' ended Bo's turn at once,
'Bo ne fait rien ce tour-ci', his Collect lost with no way back, where the table's End
turn button confirms a move that passes the turn). Undo takes the skip back; Enter, E
or the button pass the turn. Once the action is done, End the turn is its own confirm."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.core.session import Seat
from scenes.app import App
from scenes.night import NightScene

CANVAS = (1280, 720)


def collect_turn(app: App, done: bool = False) -> NightScene:
    app.settings.confirm_turn_end = True  # the default (the scene tests switch it off)
    s = line_state([("collect", "skip")] * 3, (0, 2, 1))
    give(s, "v1", building=0)
    # Bo's Collect has a token too: a turn with nothing to do is passed by the table
    # (9b69bee, 'end idle'), and these tests follow Ada's End turn alone
    give(s, "v1", building=2)
    s.main_done = done
    scene: NightScene = person_table(app, s, [Seat("human"), Seat("human"), Seat("ai", "easy")])
    return scene


def press(scene: NightScene, key: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))
    scene.update(1 / 60)
    scene.draw(pygame.Surface(CANVAS))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_e_skipping_the_planned_action_waits_for_the_confirm_and_undo_takes_it_back(
    app: App, lang: str
) -> None:
    app.set_language(lang)
    scene = collect_turn(app)
    session = scene.session
    press(scene, pygame.K_e)
    assert session.actions == ["end"] and scene.turn_end.waiting  # it ended at once before
    tr = app.tr
    said = tr("night.prompt.skipped", action=tr("night.action.collect"))
    assert scene.prompt().startswith(said) and tr("turn_end.prompt") in scene.prompt()
    assert {"en": "You skip your Collect", "fr": "Vous renoncez à votre action Ramasser"}[
        lang
    ] in said
    press(scene, pygame.K_u)  # taken back: the Collect still waits
    assert session.actions == [] and not session.state.main_done
    assert session.state.current_player == 0 and not scene.turn_end.waiting
    press(scene, pygame.K_e)
    press(scene, pygame.K_e)  # E again: the button's confirm
    assert session.actions == ["end"] and not scene.turn_end.waiting
    assert session.state.current_player == 1


def test_the_end_row_does_what_e_does(app: App) -> None:
    scene = collect_turn(app)
    ends = [i for i, (a, _) in enumerate(scene.options) if a.kind == "end"]
    scene.option_list.pick(ends[0])
    assert scene.session.actions == ["end"] and scene.turn_end.waiting


def test_once_the_action_is_done_end_the_turn_is_its_own_confirm(app: App) -> None:
    scene = collect_turn(app, done=True)
    press(scene, pygame.K_e)
    assert scene.session.actions == ["end"] and not scene.turn_end.waiting


def test_a_planned_action_that_cannot_be_done_is_no_skip_to_confirm(app: App) -> None:
    scene = collect_turn(app)
    scene.state.roofs[0].clear()  # nothing left to collect
    scene._refresh()
    press(scene, pygame.K_e)
    assert scene.session.actions == ["end"] and not scene.turn_end.waiting


def test_the_shared_confirm_asks_night_s_table_whether_end_ends_its_own_turn(app: App) -> None:
    """The skip's wait is Night's answer to the shared hook (ends_own_turn), not a Night
    path of its own round the shared code: turn_end.holds('end') says it waits while the
    End skips the planned action (it said it never did, 'end' being in says_end_turn, and
    Night played the skip through an apply_action of its own)."""
    from ninjas.night.rules import NightAction

    # the shared one, through ComputerSeen's KeptMarksTable (which notes the computer's marks) and
    # NightTurnAgain's (which keeps the computers' actions for 'Replay its turn'): both
    # call it; no other apply_action stands before the shared one
    from scenes.night.turn_again import NightTurnAgain
    from scenes.table import TableScene
    from scenes.tableflow.kept_marks import KeptMarksTable

    mro = NightScene.__mro__
    own = [k for k in mro[: mro.index(TableScene)] if "apply_action" in vars(k)]
    assert own == [NightTurnAgain, KeptMarksTable], own
    scene = collect_turn(app)
    end = NightAction("end")
    assert not scene.ends_own_turn(end) and scene.turn_end.holds(end)
    assert scene.turn_end.holds("end")  # an action in its text form
    scene.state.main_done = True  # the Collect made: End the turn is its own confirm
    assert scene.ends_own_turn(end) and not scene.turn_end.holds(end)
    scene.state.main_done = False
    app.settings.confirm_turn_end = False  # the setting off: nothing waits
    assert not scene.turn_end.holds(end)
