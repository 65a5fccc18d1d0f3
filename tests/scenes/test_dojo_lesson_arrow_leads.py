"""The guided game's gold arrow leads the board (s25, E4 brief point 3; newcomer A,
s24, EN 1280x720, z05): Blue's last walks, kept on the board after its turn, were drawn
in full over the lesson's arrow, their numbers by its head. While the arrow shows, the
other clan's lines fade and their numbers go, as under a hint (their_turn.hint_over)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo import their_turn
from scenes.dojo.tutorial import STEP_KEYS

from .conftest import Driver
from .test_dojo_tutorial import to_the_walk, tutorial


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_their_walks_step_back_under_the_lesson_s_arrow(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    assert scene.lesson_step() is not None  # the gold arrow shows
    assert scene.hint is None
    assert scene.their_turn.told() is not None  # Blue's turn kept on the board
    assert their_turn.hint_over(scene)  # fails before: only a hint made them step back
    app.set_language("en")


@pytest.mark.parametrize("key", ["battle", "after"])
def test_a_step_of_what_comes_next_waits_for_the_round_s_read(
    app: App, ui: Driver, key: str
) -> None:
    """Newcomer A (s24, EN 1280x720, z14): 'Now the battle: ... Click it' stood over the
    throw's turned cards while the panel still said 'Go on'. The steps that speak of
    what comes after a round (the battle, the battle over) wait unseen while a round's
    cards are held for the read, and show once it is read."""
    scene = tutorial(app)
    to_the_walk(scene, ui)
    guide = scene.guide
    guide.step = STEP_KEYS.index(key)
    guide.telling = False
    scene.reveal.waiting = True  # a round's cards turned, held for the read
    scene.queue.clear()
    assert scene.reveal.shown
    guide.advance(scene)
    assert guide.current.key == key and guide.waiting  # fails before: shown at once
    scene.reveal.waiting = False  # read: 'Go on'
    guide.advance(scene)
    assert guide.current.key == key and not guide.waiting
