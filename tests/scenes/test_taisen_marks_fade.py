"""The computer's last turn kept on the board (trails, order badges, dice chips, dashed
landings, swords, the fights' tallies, the unused dice) goes faint once the person
picks a die or a ninja or previews a move, so her preview and its 'Combat!' read alone
(newcomer O, s18, 051, 081); nothing chosen, it shows whole again. Real clicks through
app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.taisen import layout as L
from scenes.taisen import marks_fade, trail

from .test_taisen_scene import settle, table  # noqa: F401

BOARD = "J/-/-/-/R2S2/jr1p3/-/-/-/-/s1 m r1g1b1 -"
KEPT = [(1, 7, 5, 0, 2), (1, 10, 9, 2, 1)]
"""The wolves' last turn as the table keeps it: red 2 from tile 7 to 5, blue 1 from
their village to 9 (side, from, to, die, value)."""


def badge_pixels(app: Any, scene: Any) -> list[tuple[int, ...]]:
    label = trail.order_label(app.tr)
    tallies = scene.view.tallies.rects(scene.view.stacks)
    centres = [c for _n, _d, c in trail.order_badges(scene.trail, None, tallies, label)]
    app.draw()
    return [tuple(app.canvas.get_at((int(x), int(y)))) for x, y in centres]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_kept_turn_fades_while_she_chooses(table: Any, app: Any, ui: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    scene.trail, scene.trail_side, scene.trail_combats = list(KEPT), 1, {5}
    assert scene.can_act and scene.state.side == 0
    ui.move((5, 5))
    whole = badge_pixels(app, scene)
    assert not marks_fade.faded(scene)
    die = scene.selection.dice_for(None)[0]
    ui.click(L.die_rect(die).center)
    assert scene.selection.die == die and marks_fade.faded(scene)
    faint = badge_pixels(app, scene)
    assert faint != whole
    ui.event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=3)  # let go: whole again
    ui.event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=3)
    ui.step()
    assert scene.selection.die is None and not marks_fade.faded(scene)
    assert badge_pixels(app, scene) == whole
