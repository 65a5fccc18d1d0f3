"""The battle tray never lies over the fought hex nor the thrower's: where the tall tray
(two lines of cards, 302 px at 1280x720 for a throw at 3) has no place clear of them,
in the board's middle rows with about 213 px free above or below, it is drawn in one
row (scenes/dojo/tray_compact.py) (newcomer F, s15, nc-F/046: the panel over her own
left flank; 057: over the computer's trail; E3's measure, s16: 8 of 39 target hexes of
a throw at 3 at 1280x720). Every target hex of the board, every thrower beside it, at
1280x720 and 1920x1080; the tray placed, not painted (a direct call)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.dojo.hexgrid import neighbours
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.tray import CARD_W, Tray, set_hand
from scenes.dojo.tray_compact import draw_compact

from .test_dojo_scene import table


def _placed(app: App) -> DojoScene:
    app.apply_scale()
    scene = table(app, [Seat("human", name="Ada"), Seat("human", name="Zoe")])
    state = scene.state
    while state.phase == "dojo":
        scene.play(str(state.legal_actions()[0]))
    scene.draw(pygame.Surface(app.view_size))  # the map laid out
    return scene


def _tray(scene: DojoScene, h: tuple[int, int], source: tuple[int, int] | None) -> Tray:
    me = scene.state.mover
    tray = Tray(h, me, source, defenders=3, deck=25 if source else None)
    tray.pool, tray.dealt = [3, 7, 11], [3, 7, 11]
    set_hand(tray, [5] if source else [4, 9, 12], dealt=True)
    scene.stage.tray = tray
    return tray


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_tray_lies_over_a_fought_hex(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    scene = _placed(sized_app(size))
    view, terrain = scene.tray_view, scene.state.terrain
    fights = [(h, None) for h in terrain]
    fights += [(h, s) for h in terrain for s in neighbours(h) if s in terrain]
    rows = set()
    for h, source in fights:
        tray = _tray(scene, h, source)
        view.settle(tray)
        assert view.rect.width and view.area().contains(view.rect)
        assert view.covered(tray) == [], (h, source, view.rect)  # before: 8 of 39 throws
        if view.compact:
            rows.add(h)
    assert 0 < len(rows) < len(terrain) // 2  # the tall tray wherever it is clear


def test_the_one_row_keeps_the_cards_size_and_their_keys(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1280, 720))
    scene = _placed(app)
    view = scene.tray_view
    tray = _tray(scene, (0, 0), None)
    tray.pool, tray.row = [], []
    from scenes.dojo.tray import Slot

    tray.row = [Slot(3), Slot(7, attack=9, flip_age=9.0, loser=1 - tray.attacker), Slot(11)]
    set_hand(tray, [4, 12], dealt=False)
    canvas = pygame.Surface(app.view_size)
    rect = pygame.Rect(18, 54, 814, 182)
    layout = draw_compact(
        view.painter,
        canvas,
        rect,
        tray,
        title="Battle",
        picked=None,
        dragging=None,
        act_seat=tray.attacker,
        phase="attack",
        mouse=(0, 0),
    )
    cards = [r for r, _ in layout.hand + layout.slots] + [r for pair in layout.turned for r in pair]
    assert [i for _, i in layout.slots] == [0, 2]  # the face-down cards keep their numbers
    assert sorted(rank for _, rank in layout.hand) == [4, 12]
    assert all(r.width == CARD_W and rect.contains(r) for r in cards)
    hand_right = max(r.right for r, _ in layout.hand)
    assert all(r.left > hand_right for r, _ in layout.slots)  # the hand, then the row
    struck, played = layout.turned[0]
    assert played.left - struck.left == CARD_W // 2  # half over the card it struck
