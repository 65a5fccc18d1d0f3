"""Newcomer N (s12): at 1280x720 the replay's caption 'Action 6 sur 27 · Tour 3 sur 9'
was small for a sofa (12.3 px capitals, the strip's size); and the tip of 'Play on from
here' said 'with the same cards to come' in Taisen, which has dice.

The caption where the replay stands is drawn at body size (its capitals at least those
of theme.FONT_BODY, measured as tools/cap_heights.py does), whole inside its place, the
timeline beside it still long; the tip says each game's own things: Taisen's dice,
Shinobi's cards, Night's tokens. EN and FR, at 1280x720 and 1920x1080."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.replay import open_replay
from scenes.replay.strip import STATUS_TEXT
from tools.cap_heights import cap_height, recording

from .conftest import Driver
from .replay_records import make_record

BODY_CAPS = 12.9
"""FONT_BODY's digits (Lato, shorter than its capitals) at 1280x720 are 13.0 px; the
strip's size (FONT_SMALL + 1), the caption's before, 11.6."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["taisen", "night"])
def test_where_the_replay_stands_is_said_at_body_size(
    sized_app: Any, tmp_path: Path, game: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = open_replay(app, make_record(game, tmp_path / "records"), at=6)
    app.push(scene)
    Driver(app).step()
    status = scene.strip.status_text()
    assert status.startswith(app.tr("replay.action", index=6, total=scene.total))
    with recording() as drawn:
        scene.draw(pygame.Surface(size))
    said = [d for d in drawn if d.text == status]
    assert said, status
    scale = size[1] / 720
    assert min(cap_height(d.text, d.kind, d.pixels) for d in said) >= BODY_CAPS * scale
    with theme.scaled_for(size):
        wide = theme.font(STATUS_TEXT).size(status)[0]
    place = scene.strip.status
    assert place.left + theme.px(4) + wide <= place.right, "whole in its place"
    assert scene.timeline.rect.left >= place.right
    assert scene.timeline.rect.width >= 0.3 * size[0], "the timeline still long"


WORDS = {
    "taisen": {"en": ("dice", "cards"), "fr": ("dés", "cartes")},
    "shinobi": {"en": ("cards", "dice"), "fr": ("cartes", "dés")},
    "night": {"en": ("tokens", "cards"), "fr": ("jetons", "cartes")},
}
"""game -> lang -> (a word the tip says, a word it must not say)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["taisen", "shinobi", "night"])
def test_play_on_says_the_games_own_things_to_come(
    app: Any, tmp_path: Path, game: str, lang: str
) -> None:
    app.set_language(lang)
    scene = open_replay(app, make_record(game, tmp_path / "records"), at=3)
    app.push(scene)
    tip = scene.strip.tip(scene.play_on_button)
    said, wrong = WORDS[game][lang]
    assert said in tip, tip
    assert wrong not in tip, tip
    assert "(P)" in tip
