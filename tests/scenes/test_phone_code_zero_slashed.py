"""Newcomer H, s16 (109crop): the code to type under a seat's QR code, in the body's
letters, showed 0 and O alike ('9H0W'): he typed O for 0 to see. Each 0 of the code
is slashed; an O, and the address's zeros, are as the font draws them."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.phone_codes import TYPED_SIZE, PhonesScene


def hole_filled(words: str, colour: tuple[int, int, int]) -> bool:
    """Whether the middle of the last letter of `words`, drawn as the code line draws
    it, holds ink (an O's or a plain 0's middle is empty)."""
    pygame.init()
    line = PhonesScene._typed_surface(None, [(words, TYPED_SIZE, colour)])  # type: ignore[arg-type]
    font = theme.font(TYPED_SIZE)
    left, right, low, high, _ = font.metrics(words[-1])[0]
    start = font.size(words[:-1])[0]
    middle = (start + (left + right) // 2, font.get_ascent() - (low + high) // 2)
    return line.get_at(middle).a > 0


def test_the_code_s_zeros_are_slashed_not_its_os() -> None:
    assert hole_filled("XK80-AJ08-9H0", theme.GOLD)  # fails before: an empty hole
    assert not hole_filled("XK80-AJ08-9HO", theme.GOLD)
    assert not hole_filled("http://192.0", theme.MOONLIGHT)  # the address as it is
