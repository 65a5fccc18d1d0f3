"""Issue 34: the History forgot the person chosen in its filter when the player came
back from a review or a replay (the newcomer chose herself again each time): the game
and the person chosen stay, on the screen left and on a History opened again in the run
(from the title after a replay, a review or a game played on)."""

from __future__ import annotations

import pygame
import pytest

from scenes.history import HistoryScene
from scenes.history.scene import ALL
from scenes.replay.scene import ReplayScene
from scenes.review.scene import ReviewScene

from .test_history_screen import keyed, sealed  # noqa: F401  (the sealed history's fixtures)


def chosen(ui) -> HistoryScene:  # type: ignore[no-untyped-def]
    """Ninja Taisen and Ann chosen in the History's filters, with the keys."""
    scene = ui.top
    scene.menu.focus(scene.game_choice)
    ui.key(pygame.K_RIGHT)  # All games -> Ninja Taisen
    ui.key(pygame.K_DOWN)
    ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RIGHT)  # Everyone -> Cy -> Ann
    assert (scene.game, scene.person) == ("taisen", "Ann")
    return scene


@pytest.mark.parametrize("room", ["replay", "review"])
def test_the_person_and_the_game_chosen_stay_after_a_replay_or_a_review(app, ui, room):
    app.push(HistoryScene(app))
    scene = chosen(ui)
    shown = list(scene.shown)
    scene.menu.focus(scene.list)
    if room == "replay":
        ui.key(pygame.K_RETURN)
    else:
        scene.list.review()
    assert isinstance(ui.top, ReplayScene if room == "replay" else ReviewScene)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is scene
    assert (scene.game, scene.person) == ("taisen", "Ann")
    assert scene.shown == shown
    app.pop()  # to the title, and the History opened again
    app.push(HistoryScene(app))
    again = ui.top
    assert (again.game, again.person) == ("taisen", "Ann")
    assert again.person_choice.value == "Ann" and again.game_choice.value == "taisen"
    assert again.shown == shown


def test_everyone_chosen_again_is_kept_too_and_another_app_starts_afresh(app, ui):
    from .conftest import _app

    app.push(HistoryScene(app))
    scene = chosen(ui)
    scene.menu.focus(scene.person_choice)
    ui.key(pygame.K_RIGHT)  # Ann -> Bob
    ui.key(pygame.K_RIGHT)  # Bob -> Everyone
    assert scene.person == ALL
    app.push(HistoryScene(app))
    assert (ui.top.game, ui.top.person) == ("taisen", ALL)
    other = _app()
    fresh = HistoryScene(other)
    assert (fresh.game, fresh.person) == (ALL, ALL)
