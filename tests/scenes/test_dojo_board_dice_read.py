"""The summoning's dice under the hexes read from a sofa (newcomer J, s11, nc-J/023_2,
029_4: the small wooden dice, brown faces with dark pips, sank into the grass and the
mountains): an ivory face with dark pips, drawn by art.board_die, at 1280x720's size."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.dojo import art
from scenes.dojo.stage import SummonShow

from .test_dojo_ends import _many
from .test_dojo_scene import _placed_table


def _luma(colour: pygame.Color) -> float:
    return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b


def test_a_board_die_is_light_with_dark_pips(app: App) -> None:
    table = _placed_table(app)
    size = table.map_layers.die_size() if hasattr(table, "map_layers") else 21
    for face in range(1, 7):
        die = art.board_die(face, size)
        face_px = die.get_at((size // 2, size // 8 + 2)) if face != 1 else die.get_at((3, 3))
        assert _luma(face_px) > 200, (face, face_px)  # the picture's face: about 150
        pips = [  # dark pixels: the pips, then the rim
            (x, y)
            for x in range(2, size - 2)
            for y in range(2, size - 2)
            if _luma(die.get_at((x, y))) < 60
        ]
        assert len(pips) >= face * 8, (face, len(pips))  # each pip some 9 px or more
    # the wooden picture's face was darker: the board's die is the lighter
    wooden = art.die(5, size)
    assert _luma(wooden.get_at((size // 2, size // 8 + 2))) < 200


def test_the_board_draws_its_summoning_dice_as_board_dice(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    table = _placed_table(app)
    me = table.state.mover
    a, b, c = _many(table, per_hex=1, hexes=3, deck=40)
    table.stage.summon_show = SummonShow(
        me, [4, 7, 8, 12, 5], [a, b, b, c, c], [1, 3, 2, 5, 1], age=9.0, gained=1
    )
    drawn: list[int] = []
    real = art.board_die
    monkeypatch.setattr(art, "board_die", lambda face, size: drawn.append(face) or real(face, size))
    table.draw(pygame.Surface((1280, 720)))
    assert sorted(drawn) == [1, 1, 2, 3, 5]  # before: the wooden pictures
