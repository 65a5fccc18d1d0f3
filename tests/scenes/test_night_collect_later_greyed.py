"""Newcomer O, s12 (nc-O/034): the Collect listed the yellow tokens before round 5 as
rows like the others, '1. Token 1: a yellow token, waits for round 5' with a tick box,
which a click only answered with 'Yellow tokens wait for round 5'. They are now drawn
greyed, with no key and no tick box, and the pointer does not light them; the tokens
that may be taken keep their number. EN and FR."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from scenes.app import App
from scenes.night import palette


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_yellow_token_row_is_greyed_without_key(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("collect", "skip")] * 3, (0, 2, 1))
    for kind in ("y4", "y5", "v2"):
        give(s, kind, building=0)
    scene = person_table(app, s)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    panel = scene.option_list
    yellow = str(tr("night.named.yellow"))
    later = [str(tr("night.pick.token.later", n=n, token=yellow)) for n in (2, 3)]
    drawn = panel.words_drawn
    assert drawn[0].startswith("1. "), drawn  # the pink token keeps its number
    assert drawn[1:3] == later, drawn  # fails before: '2. Token 2: ...'
    numbers = [row.number for row in panel.choices.rows_drawn]
    assert numbers[:3] == [1, 0, 0], numbers
    first = panel.choices.rows_drawn[1].rect
    scene.mouse = first.center  # the pointer on a greyed row does not light it
    panel.still_at = None
    scene.draw(canvas)
    fill = tuple(canvas.get_at((first.left + 4, first.centery)))[:3]
    assert fill != palette.HOVER_FILL, fill
    app.pop()
    app.set_language("en")
