"""A stray Enter never throws the turn's action away (issue 33, newcomer G: one Enter
for the hand-off and one more by habit ended Ada's turn, 'Ada does nothing this
turn', her planned action lost and Undo greyed). While the planned action waits, a
fresh list lights no row for the keys: Enter lights the first row, and only a second
Enter chooses it. Once the action is done, Enter still ends the turn (newcomer A)."""

from __future__ import annotations

import pygame
from support.night_line import give, line_state, scene_of

from scenes.app import App


def press_enter(scene) -> None:  # type: ignore[no-untyped-def]
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    scene.draw(pygame.Surface((1280, 720)))


def test_enter_on_a_fresh_list_never_ends_a_turn_whose_action_waits(app: App) -> None:
    s = line_state([("collect", "skip")] * 3, (0, 2, 3))
    give(s, "v1", building=0)
    give(s, "v2", building=0)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    press_enter(scene)
    assert s.current_player == 0 and not s.main_done
    assert "end" not in s.history  # the old list had End lit: the turn was skipped
    first = scene.option_list.visible()[0]
    assert str(scene.options[first][0]) == "pick 0"  # the roof's first token (ticked)
    press_enter(scene)  # the row lit is chosen: that token is let go, nothing played
    assert s.current_player == 0 and not s.main_done and s.history == []
    assert [str(a) for a, _ in scene.options if a.kind == "collect"] == ["collect 1"]


def test_once_the_action_is_done_enter_ends_the_turn(app: App) -> None:
    s = line_state([("heal", "skip")] * 3, (0, 2, 3))
    s.main_done = True
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    press_enter(scene)
    assert "end" in s.history or scene.turn_end.waiting
