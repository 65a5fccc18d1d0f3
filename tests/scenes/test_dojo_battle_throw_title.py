"""A throw's tray keeps the defenders it was thrown at in its title: 'Blue clan throws
from the plains at the Dojo (1 defending)' stays so once the shuriken has felled the
only one (newcomer M, s11, nc-M/150_07: the header said '(0 defending)' after the
result, read from the board as it was then). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from scenes.app import App

from .conftest import Driver
from .test_dojo_reveal_read import _battle

WORDS = {"en": "(1 defending)", "fr": "(1 en défense)"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_throw_s_title_keeps_its_defenders(app: App, ui: Driver, lang: str) -> None:
    scene = _battle(app, ui, lang, attackers=1, defenders=1)
    state = scene.state
    target = next(h for h, n in state.ninjas.items() if n[0] and n[1])  # the battle's
    source = next(h for h in state.terrain if h != target)
    thrower = state.current_player
    scene.stage.stage(
        Event(
            "battle",
            {
                "seat": thrower,
                "hex": list(target),
                "source": list(source),
                "attackers": 1,
                "defenders": 1,
            },
        )
    )
    tray = scene.stage.tray
    assert tray is not None and tray.source == source
    assert WORDS[lang] in scene.tray_view.title(tray)
    state.ninjas[target][1 - thrower] = 0  # the shuriken felled it: the board says 0
    assert WORDS[lang] in scene.tray_view.title(tray)  # before: '(0 defending)'
