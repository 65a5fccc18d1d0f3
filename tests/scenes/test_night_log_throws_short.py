"""Newcomer K, s17 (n3_8): after collecting, the log showed only its last entry: each
computer's throw took 3 rows ('... 36,8 cm jusqu'au centre du toit, la ficelle faisait
39,2 cm. Tombé sur le toit, ...') in a 5-row box, and the log shows whole entries. A
throw's line now says 'ficelle 39,2 cm, distance réelle 36,8 cm' (the results' words):
two rows, so her log shows both computers' throws, at 1280x720 FR and 1920x1080 EN."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import first_action_turn

from ninjas.core.session import Seat


@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "fr"), ((1920, 1080), "en")])
def test_two_computers_throws_show_in_the_log(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    tr = app.tr
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = first_action_turn(app, 3, "plan move collect", seats)
    throws = []
    for name, roof, distance, length in (
        ("Ninja vert", 10, 36.8, 39.2),
        ("Ninja bleu", 11, 32.5, 30.5),
    ):
        said = tr(
            "night.log.throw",
            name=name,
            action=tr("night.log.aim.move", roof=roof),
            result=tr("night.log.hit"),
            distance=tr.decimal(distance),
            length=tr.decimal(length),
            landed=tr("night.log.landed.on.far", cm=tr.decimal(2.8)),
        )
        throws.append(said)
    scene.log_lines = [*scene.log_lines, *throws]
    scene.draw(pygame.Surface(size))
    panel = scene.log_panel
    assert panel.visible_rows >= 4  # two entries of two rows: K's collect box had 5
    shown = {line.text for line, *_ in panel.shown()}
    for text in throws:  # fails before: 3 rows each, the first thrown not shown
        assert (
            len(panel._rows_of(next(line for _, line in panel.visible() if line.text == text))) <= 2
        )
        assert text in shown
    app.set_language("en")
