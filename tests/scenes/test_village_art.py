"""Each village is drawn as a place, not a tinted column: lit windows, a lacquered gate
and banners in its side's colour, the two villages told apart by their emblems."""

from __future__ import annotations

import numpy as np
import pygame

from scenes.taisen import board_view
from scenes.taisen import card_art as art
from scenes.taisen import layout as L


def _rgba(surface: pygame.Surface) -> np.ndarray:
    rgb = pygame.surfarray.array3d(surface).astype(int)
    alpha = pygame.surfarray.array_alpha(surface).astype(int)
    return np.dstack([rgb, alpha])


def test_a_village_has_windows_a_gate_and_banners() -> None:
    accent = board_view.SIDE_ACCENTS[0]
    px = _rgba(art.village_scene(0, 130, 210, accent))
    opaque = px[..., 3] > 200
    assert 0.25 < opaque.mean() < 0.9  # a scene, neither empty nor a filled block
    r, g, b = px[..., 0], px[..., 1], px[..., 2]
    lit = opaque & (r > 230) & (g > 170) & (b < 150)  # warm lit windows
    assert lit.sum() > 150
    banner = opaque & (np.abs(px[..., :3] - np.array(accent)).sum(axis=2) < 30)
    assert banner.sum() > 300  # the banners carry the side's colour


def test_the_two_villages_differ_beyond_their_colour() -> None:
    same = (200, 120, 80)
    monkey = _rgba(art.village_scene(0, 130, 210, same))
    wolf = _rgba(art.village_scene(1, 130, 210, same))
    assert (np.abs(monkey - wolf).sum(axis=2) > 60).sum() > 100  # the emblems differ


def test_the_static_board_shows_the_villages(app: object) -> None:  # app: pygame is up
    board = board_view.static_board("en")
    for side, pos in ((0, 0), (1, len(L.COLUMNS) - 1)):
        column = L.COLUMNS[pos]
        top = L.BOARD_TOP if side == 0 else L.ROAD_Y + L.ROAD_H // 2
        area = board.subsurface(
            pygame.Rect(column.left, top, column.w, L.ROAD_Y - L.BOARD_TOP - 20)
        )
        px = pygame.surfarray.array3d(area).astype(int)
        lit = (px[..., 0] > 230) & (px[..., 1] > 170) & (px[..., 2] < 150)
        assert lit.sum() > 100, f"no lit windows in side {side}'s village"


def test_the_path_is_wooden_tiles_with_shadows(app: object) -> None:
    board = board_view.static_board("en")
    for pos in range(1, len(L.COLUMNS) - 1):
        inner = L.COLUMNS[pos].inflate(-6, 0)
        tile = pygame.surfarray.array3d(
            board.subsurface(pygame.Rect(inner.left + 10, inner.top + 60, inner.w - 20, 150))
        ).astype(int)
        r, b = tile[..., 0].mean(), tile[..., 2].mean()
        assert r > b + 8, f"tile {pos} is not warm wood"
        assert tile.std() > 1.0, f"tile {pos} has no grain"
        # the shadow it casts to its lower right is darker than the tile itself
        below = board.get_at((inner.right + 1, inner.bottom + 2))
        assert sum(below[:3]) < r + tile[..., 1].mean() + b
