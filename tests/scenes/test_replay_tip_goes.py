"""A replay button's tip goes once read: after TIP_SECONDS of the pointer's rest on one
button the row above the strip is the table's again (newcomer X, s13, 078: 'Pause  Play
or pause (Space)' lay over the Dojo at the board's foot for as long as the pointer
rested on the bar). On another button its own tip shows again. EN and FR."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from scenes.replay.strip import TIP_SECONDS

from .conftest import Driver
from .test_replay import opened
from .test_replay_icon_labels import words_drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_tip_shows_then_goes_and_comes_again_on_another_button(
    sized_app: Any, tmp_path: Path, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    ui = Driver(app)
    scene = opened(app, tmp_path, "dojo", at=3)
    ui.step()
    play, forward = scene.transport[3], scene.transport[4]
    ui.move(play.rect.center)
    ui.step()
    assert app.tr("replay.tip.play") in words_drawn(app)  # shown at first
    scene.strip.age_tip(TIP_SECONDS + 0.1)  # the pointer rested on it
    assert app.tr("replay.tip.play") not in words_drawn(app)  # before: as long as it rests
    ui.move(forward.rect.center)
    ui.step()
    drawn = words_drawn(app)
    assert app.tr("replay.tip.play") not in drawn
    assert scene.strip.tip(forward) in drawn  # its own tip, shown again
    assert scene.strip.tip_age[1] < TIP_SECONDS
    app.set_language("en")
