"""Ending the walk as the hint planned is not asked about (issue 33, newcomer Z, s21, Dojo
FR 1920x1080, 38-39: turn 3, a roll of 1, she played the hint's one step, plains to her
Dojo, and pressed E; 'Votre Dojo peut être débordé' stopped her, which read as a
scolding for doing as advised). The hint had said the risk itself ('Attention : Clan bleu
pourra alors en amener 3 sur votre Dojo avec un 6...'). A walk of her own that leaves the
Dojo outnumbered is still asked about (test_dojo_rush_warned.py). Her game, kept
(tests/support/recorded/dojo_hint_deckout_z.json), at 59 actions; EN and FR."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.rush import outnumbered
from scenes.app import App
from scenes.dojo.side_question import SideQuestion

from .test_dojo_hint_plan import _searches
from .test_dojo_scene import key
from .test_dojo_throw_row_smaller import z_game


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_e_after_the_hints_walk_ends_it_without_a_question(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    _searches(monkeypatch)
    scene = z_game(app, 59)
    assert scene.state.phase == "move" and scene.state.remaining == 1
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    assert str(scene.hint) == "step 3,-3 3,-4 1"
    assert scene.hint_plan.rest() == ["step 3,-3 3,-4 1", "end"]
    key(scene, pygame.K_RETURN)  # the hint's step
    scene.update(1 / 60)
    assert str(scene.session.actions[-1]) == "step 3,-3 3,-4 1"
    assert outnumbered(scene.state, scene.state.mover) is not None  # the hint said so
    key(scene, pygame.K_e)
    assert not isinstance(app.top, SideQuestion), app.top.text  # type: ignore[attr-defined]
    assert str(scene.session.actions[-1]) == "end"
    app.pop()


def test_e_after_another_walk_than_the_hints_still_asks(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hint asked, then another step played (the hint's plan dropped): E asks."""
    _searches(monkeypatch)
    scene = z_game(app, 59)
    scene.mouse = (5, 5)
    key(scene, pygame.K_h)
    scene.update(1 / 60)
    other = [  # a step that spends the roll and keeps the Dojo outnumbered
        str(a)
        for a in scene.state.legal_actions()
        if a.kind == "step" and a.args[-1] == "1" and "3,-4" not in str(a)
    ]
    assert other and str(scene.hint) not in other
    scene.play(other[0])
    scene.update(1 / 60)
    assert scene.state.remaining == 0 and scene.hint is None
    assert outnumbered(scene.state, scene.state.mover) is not None
    key(scene, pygame.K_e)
    assert isinstance(app.top, SideQuestion)
    app.pop()
    app.pop()
