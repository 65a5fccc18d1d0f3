"""The summoning's scale marks the safe count, a tick and the words 'a card per ninja' /
'une carte par ninja' (issue 33, s10 brief point 3: 1 to 27, all legal, with no
guidance): the most cards the mover may draw now and still keep a card for every ninja
it will have, lucky dice counted (ninjas/dojo/reserve.py card_each). No mark when every
count is safe."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.race import MATCH
from ninjas.dojo.reserve import RISK, any_gains, over
from scenes import theme
from scenes.app import App
from scenes.dojo.summon_mark import safe_next

from .conftest import record_blits
from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table

SizedApp = Callable[[tuple[int, int]], App]


def test_the_safe_count_keeps_a_card_for_every_ninja_even_with_lucky_dice(app: App) -> None:
    """The tick keeps in the deck a card for each ninja the clan will have, those the
    dice bring counted but for a chance of RISK: any one hex defended, wherever the dice
    go (a defence draws a card per ninja), and a whole summoning next turn. Before, the
    dice's average gain only: 5 here, and newcomer Z (s21) past it lost by a stack of 19
    for 15 cards."""
    scene = _placed_table(app)
    _many(scene, per_hex=2, hexes=5, deck=23)
    state = scene.state
    most, deck = state.on_board(state.mover), len(state.decks[state.mover])
    safe = safe_next(state)
    assert safe is not None and 1 <= safe < most
    assert deck - safe >= most + round(safe * safe * MATCH)  # next turn's whole summoning
    assert over(most, any_gains(safe), safe, deck - safe) <= RISK  # lucky dice too
    nxt = safe + 1
    assert over(most, any_gains(nxt), nxt, deck - nxt) > RISK  # one more, and it may not be
    assert safe == 4  # fails before: 5, whose lucky dice (1 in 9) outrun the deck
    del state.decks[state.mover][most:]  # a deck no bigger than the clan: nothing safe
    assert safe_next(state) is None


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_scale_marks_the_safe_count(
    sized_app: SizedApp, lang: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = _placed_table(app)
    _many(scene, per_hex=2, hexes=5, deck=23)
    scene.summoning.refresh()
    scene.choices.build()
    drawn = record_blits(monkeypatch)
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
        track = scene.summoning.track()
        assert track is not None
        safe = safe_next(scene.state)
        assert safe is not None
        x = scene.summoning.tick_x(track, safe)
    word = app.tr("dojo.summon.safe_mark")
    marks = [rect for text, rect in drawn if text == word]
    assert len(marks) == 1  # fails before: no mark
    mark = marks[0]
    assert mark.left <= x <= mark.right and track.left <= mark.left and mark.right <= track.right
    assert mark.top > track.centery  # under the scale, over nothing of the buttons
    for option in scene.choices.options:
        assert not mark.colliderect(option.rect), option
    # a deck far bigger than the clan: every count is safe, nothing marked
    scene.state.decks[scene.state.mover].extend([1] * 60)
    drawn.clear()
    with theme.scaled_for(app.view_size):
        scene.draw(pygame.Surface(app.view_size))
    assert word not in [text for text, _ in drawn]
