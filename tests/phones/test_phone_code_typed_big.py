"""Newcomer V, s13 (nc-V/206): under a seat's QR code, the address and the code to type
stood in one small gold line, to be read from a sofa. They are drawn large, the address
then the code in its groups (on one line, or one under the other where the window is too
narrow), the words saying what to do with them between; the QR code keeps its size. Seen at
1280x720 and 1920x1080, EN and FR."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.phones import PhonesScene

from .conftest import PhoneTable


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_address_and_code_are_big(
    phone_table: Any, lang: str, size: tuple[int, int], tmp_path: Path
) -> None:
    table: PhoneTable = phone_table([Seat("human"), Seat("human"), Seat("ai", "easy")], lang=lang)
    table.frames(1)
    real = table.link.typed
    # a home network's longest address, not the tests' 127.0.0.1
    lan = lambda seat: ("http://192.168.100.200:37071", real(seat)[1])  # noqa: E731
    table.link.typed = lan  # type: ignore[method-assign]
    codes = PhonesScene(table.app, table.scene)
    table.app.push(codes)
    codes.show(1)
    canvas = pygame.Surface(size)
    theme.set_scale(size[1] / 720)
    try:
        codes.layout(size)
        codes.draw(canvas)
        pygame.image.save(canvas, str(tmp_path / f"code_{lang}_{size[0]}.png"))
        address, typed = table.link.typed(1)
        lines = codes.typed_lines  # fails before: one line of body-size words
        shown = ["".join(words for words, _, _ in line) for line in lines]
        assert address in "".join(shown) and typed in "".join(shown), shown
        sizes = {size for line in lines for words, size, _ in line if words in (address, typed)}
        assert sizes == {theme.FONT_HEADING}, sizes  # larger than the body's words
        assert len(lines) == 1, shown  # side by side at these sizes
        # the words and the big line stand under the QR code, over Hide the code
        assert codes.code_rect.bottom <= codes.words_rect.top
        assert codes.words_rect.bottom <= codes.hide_button.rect.top
        assert codes.code_rect.height >= 0.55 * size[1], codes.code_rect  # still as big
    finally:
        theme.set_scale(1.0)
