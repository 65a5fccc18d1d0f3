"""Every stack's count is drawn after every figure, and again after a guide's rings:
no ninja of the hex below and no gold ring covers a count (newcomer H, s16, 015_2, 060,
070: on a shared hex the orange count half hidden)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import map_layers

from .test_dojo_click_chooses import _two_stacks


def _order(scene: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    order: list[str] = []
    figure, badge = map_layers.art.figure, map_layers.MapLayers._badge
    view = type(scene.view)
    mark = view.mark
    monkeypatch.setattr(
        map_layers.art, "figure", lambda *a: (order.append("figure"), figure(*a))[1]
    )
    monkeypatch.setattr(
        map_layers.MapLayers,
        "_badge",
        lambda self, *a: (order.append("count"), badge(self, *a))[1],
    )

    def marking(self: Any, canvas: Any, hexes: Any, colour: Any, *a: Any, **k: Any) -> None:
        order.append("gold ring" if tuple(colour) == tuple(theme.GOLD) else "ring")
        mark(self, canvas, hexes, colour, *a, **k)

    monkeypatch.setattr(view, "mark", marking)
    pieces = map_layers.MapLayers.draw_pieces

    def drawing(self: Any, canvas: Any) -> None:
        order.append("pieces")
        pieces(self, canvas)
        order.append("pieces done")

    monkeypatch.setattr(map_layers.MapLayers, "draw_pieces", drawing)
    with theme.scaled_for(scene.app.view_size):
        scene.draw(pygame.Surface(scene.app.view_size))
    return order


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_counts_over_every_figure_and_the_guides_rings(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, home, out = _two_stacks(app, lang)
    state = scene.state
    state.ninjas[out][1 - state.mover] = 2  # a shared hex, as after a battle
    scene.version += 1
    monkeypatch.setattr(scene, "lesson_hexes", lambda: [out])  # a guide rings it
    order = _order(scene, monkeypatch)
    order = order[order.index("pieces") :]
    board = order[: order.index("pieces done")]
    figures = [i for i, o in enumerate(board) if o == "figure"]
    assert len(figures) >= 3  # (the shared hex's two figures)
    # before: each count with its own figure
    assert [i for i, o in enumerate(board) if o == "count"][0] > figures[-1]
    counts = [i for i, o in enumerate(order) if o == "count"]
    last_ring = max(i for i, o in enumerate(order) if o == "gold ring")
    assert [i for i in counts if i > last_ring]  # before: the guide's ring over the counts
