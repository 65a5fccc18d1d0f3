"""Newcomer U (s20, Taisen FR 1280x720, guided game 009 and 021): bubble 2 said 'jusqu'au
leur' before the Wolves were named ('jusqu'au village des Loups'), and the tip after
the computer's turn 'Trop rapide ? F : ses coups un à un désormais ; T rejoue ce tour.'
read twice to be understood: a plain sentence now, on the prompt's two lines at a
readable size beside the replay button at 1280x720."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme
from scenes.taisen import again_button
from scenes.taisen.guidance import READABLE
from tools.cap_heights import cap_height

from .test_taisen_again_button import person_turn
from .test_taisen_turn_again import wolf_played

BOARD = {"en": ("to the Wolves' village", "theirs"), "fr": ("jusqu'au village des Loups", "leur")}
TIP = {"en": ("Press F to", "F:"), "fr": ("F pour voir", "F\u00a0:")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_bubble_names_the_wolves_village(app: Any, lang: str) -> None:
    app.set_language(lang)
    said = app.tr("taisen.tutorial.board")
    named, unnamed = BOARD[lang]
    assert named in said and f"{unnamed}." not in said, said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_tip_is_a_plain_sentence_that_fits(sized_app: Any, lang: str) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    scene = wolf_played(app)
    person_turn(scene)
    tip = app.tr("taisen.again.tip")
    assert scene.prompt(None)[0] == tip
    plain, terse = TIP[lang]
    assert plain in tip and terse not in tip, tip
    size, lines = scene.prompt_panel.fit(tip, again_button.prompt_rect(scene))
    assert len(lines) <= 2 and size >= READABLE, (size, lines)
    pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
    assert cap_height(tip, "body", pixels) >= 11, (size, pixels)
