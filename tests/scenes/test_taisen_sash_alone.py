"""The turn's sash is drawn in the top bar over its title, which says the same a little
aside (e1e7860e): as the sash faded in and out both read at once, blurred ('Monkey's
turn' twice, the lead's demo shot at 1280x720, s13). While a sash is shown the bar's
title is not drawn; once it is gone the title is back."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from scenes import theme
from scenes.taisen import TaisenScene, top_bar
from scenes.taisen.board_view import Effect

CALM = "J/S1/-/-/-/-/-/-/-/-/j m r1g1b1 -"


def bar_title(scene: Any) -> bytes:
    """The pixels where the top bar writes its title, as drawn now."""
    canvas = pygame.Surface((1280, 720))
    with theme.scaled_for((1280, 720)):
        top_bar.draw(canvas, scene)
        title = top_bar.hud.cached_text(top_bar.header_text(scene), 26, theme.GOLD, "display")
        rect = title.get_rect(center=(top_bar.L.CANVAS_W // 2, top_bar.L.px(22)))
    return pygame.image.tobytes(canvas.subsurface(rect), "RGB")


def test_the_bar_s_title_waits_while_the_turn_s_sash_says_it(app: Any) -> None:
    session = GameSession("taisen", 7, {}, [Seat("human"), Seat("human")], from_notation(CALM, 7))
    scene = TaisenScene(app, session, animate=True)
    app.push(scene)
    scene.view.effects.clear()
    written = bar_title(scene)
    scene.view.effects.append(Effect(1.3, lambda canvas, age: None, over_bar=True))
    bare = bar_title(scene)
    assert bare != written  # the title not drawn under the sash
    assert len(set(bare)) < len(set(written))  # the bar's plain band there, no letters
    scene.view.effects.clear()
    assert bar_title(scene) == written
