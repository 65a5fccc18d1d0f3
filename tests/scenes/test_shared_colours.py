"""The colours every table shares are said once, in scenes/theme.py (issue 32 section
2, `duplicates` listed Night's and Shinobi's palettes as a pair): the seats' colours of
the tables for up to four, and the hint's colour on every table."""

from __future__ import annotations

from scenes import results_tables as results
from scenes import theme
from scenes.dojo import art as dojo_art
from scenes.night import palette as night
from scenes.shinobi import cards as shinobi
from scenes.taisen import board_view as taisen_board
from scenes.taisen import hud as taisen_hud


def test_the_seats_colours_are_the_themes() -> None:
    assert night.SEAT_COLOURS is theme.SEAT_COLOURS
    assert shinobi.SEAT_COLOURS is theme.SEAT_COLOURS
    assert results.SEAT_COLOURS["night"] is results.SEAT_COLOURS["shinobi"] is theme.SEAT_COLOURS
    assert len(theme.SEAT_COLOURS) == 4 and len(set(theme.SEAT_COLOURS)) == 4


def test_the_hint_has_one_colour_on_every_table() -> None:
    hints = (night.HINT_COLOUR, dojo_art.HINT, taisen_board.HINT, taisen_hud.HINT_TEXT)
    assert all(colour is theme.HINT for colour in hints)
