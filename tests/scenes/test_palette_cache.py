"""A table that opens keeps the card pictures drawn ahead (by the setup screen) unless
the palette really changed."""

from __future__ import annotations

import pygame

from scenes.taisen import card_art as art


def test_asking_for_the_palette_in_use_keeps_the_pictures_drawn():
    pygame.init()
    try:
        art.set_palette("standard")
        art.card_surface(0)
        drawn = art.card_surface.cache_info().currsize
        assert drawn >= 1
        art.set_palette("standard")  # every table asks when it opens
        assert art.card_surface.cache_info().currsize == drawn
        standard = art.DIE_FACE[0]
        art.set_palette("colour_blind")  # a real change: drawn again, in the new colours
        assert art.card_surface.cache_info().currsize == 0
        assert art.DIE_FACE[0] != standard
    finally:
        art.set_palette("standard")
    assert art.DIE_FACE[0] == standard
