"""One click, one undo, after a load too (issue 33): a walk of several hexes made with
one click, the game saved and loaded as the slots screen loads it, then U on the new
table: the whole walk comes back (it came back a step a press: the gesture was not in
the save). English and French."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.saves import SaveGame
from ninjas.core.session import GameSession
from scenes.app import App
from scenes.dojo import DojoScene

from .test_dojo_scene import key
from .test_dojo_walk_undo import _walking


@pytest.mark.parametrize("lang", ("en", "fr"))
def test_a_loaded_walk_is_undone_whole(app: App, lang: str) -> None:
    scene, walk = _walking(app, lang)
    count = len(scene.session.actions)
    scene.controls.click_hex(walk.hexes[-1])
    assert len(scene.session.actions) == count + len(walk.steps)
    saved = SaveGame.from_json(scene.session.to_save().to_json())
    app.pop()
    loaded = DojoScene(app, GameSession.from_save(saved, autosave=False), ai_pause=0)
    app.push(loaded)
    loaded.shown_seat = loaded.state.current_player
    loaded._refresh()
    key(loaded, pygame.K_u)
    assert len(loaded.session.actions) == count  # before: count + steps - 1
    assert str(len(walk.steps)) in str(loaded.refusal())  # 'and the rest of that walk'
