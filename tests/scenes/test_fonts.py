"""The game's two faces are shipped, loaded, and draw every character it writes."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from ninjas.core.paths import asset_path
from scenes import theme

ROOT = Path(__file__).resolve().parents[2]


def every_character() -> set[str]:
    chars: set[str] = set()
    for path in (ROOT / "assets" / "i18n").rglob("*.json"):
        for text in json.loads(path.read_text(encoding="utf-8")).values():
            chars |= set(str(text))
    return {c for c in chars if c.isprintable() and not c.isspace()}


@pytest.mark.parametrize("kind", sorted(theme.FONT_FILES))
def test_each_face_is_shipped_with_its_licence_and_used(kind):
    path = asset_path("fonts", theme.FONT_FILES[kind])
    assert path.is_file()
    licences = (ROOT / "assets" / "LICENSES.md").read_text(encoding="utf-8")
    assert f"fonts/{theme.FONT_FILES[kind]}" in licences
    pygame.font.init()
    default = pygame.font.Font(None, 40)
    assert theme.font(40, kind).size("Ninja Taisen") != default.size("Ninja Taisen")


@pytest.mark.parametrize("kind", sorted(theme.FONT_FILES))
def test_each_face_draws_every_character_of_both_languages(kind):
    pygame.font.init()
    face = pygame.font.Font(str(asset_path("fonts", theme.FONT_FILES[kind])), 24)

    def picture(char: str) -> bytes:
        surface = face.render(char, True, (255, 255, 255), (0, 0, 0))
        return bytes(str(surface.get_size()), "ascii") + pygame.image.tobytes(surface, "RGB")

    notdef = picture("\U0010fffd")  # a private-use code point: the font's "missing" box
    assert picture("忍") == notdef  # the check can see a missing glyph
    missing = sorted(c for c in every_character() if picture(c) == notdef)
    assert missing == [], f"{kind} lacks {missing}"
