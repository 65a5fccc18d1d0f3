"""The discards' list never stays open with no row after an undo (newcomer D, s22, Night
EN 1280x720, 84.png: a collect, the discards opened, a discard, then U twice; after
'Undone: Collect 1 token' the panel held only its header 'Which token goes to the roof?
(Esc: all)' and no row, and only Esc brought the list back). Once its tokens are no
longer those it lists, the list closes: every option again, the Collect among them."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from scenes.app import App
from scenes.night import NightScene
from scenes.night.options_panel import BACK

from .test_night_discard_keys_stay import SIZES, draw, key


def opened(app: App, size: tuple[int, int]) -> NightScene:
    """Seat 0, a person, on roof 0 with a full backpack, a yellow 5 and a pink 3 she has
    seen on her roof (an undo may take her collect back: nothing new turned up), her
    collect made, the discards opened by key 1."""
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    s.options[KEEPS_HELD] = True
    for kind in ("v3", "v1", "y4", "v2"):
        give(s, kind, seat=0)
    for kind in ("y5", "v3"):
        s.known[give(s, kind, building=0)].add(0)
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    draw(scene, size)
    scene.play("collect 0 1")  # the 5 and the 3 to her hand: no slot
    draw(scene, size)
    key(scene, pygame.K_1)  # 'Discard a token to the roof…'
    draw(scene, size)
    assert scene.option_list.opened == "discard"
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_undo_back_past_the_collect_lists_every_option(app: App, size: tuple[int, int]) -> None:
    scene = opened(app, size)
    key(scene, pygame.K_1)  # the pink 1 to the roof
    draw(scene, size)
    assert scene.session.actions[-2:] == ["collect 0 1", "discard 1"]
    key(scene, pygame.K_u)  # the discard taken back
    draw(scene, size)
    key(scene, pygame.K_u)  # the collect taken back
    draw(scene, size)
    assert scene.session.actions[-1:] != ["collect 0 1"]
    panel = scene.option_list
    rows = [i for i in panel.listed() if i != BACK]
    assert rows, panel.opened  # fails before: the discards' header, no row
    assert panel.opened is None
    assert "collect" in {scene.options[i][0].kind for i in rows}
