"""Which words a screen draws too small to read: every text drawn is recorded
(`record_sized_texts`), and those whose capitals or digits stand under LEAST px at 1280x720
are listed (`too_small`), the shared footer of keys aside. Shared by the screens'
"every word reads at 1280x720" tests."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme

from .test_shinobi_legible import LEAST, height


def record_sized_texts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, int, str]]:
    """Every text drawn (theme.text) from now on, as (string, size, kind); the text
    caches are emptied so that nothing drawn before hides from the record."""
    drawn: list[tuple[str, int, str]] = []
    text = theme.text

    def spy(string: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        kind = str(kwargs.get("kind", args[1] if len(args) > 1 else "body"))
        drawn.append((string, size, kind))
        return text(string, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", spy)
    theme.clear_caches()
    return drawn


def too_small(drawn: list[tuple[str, int, str]], footer: str = "") -> list[tuple[str, float]]:
    """The texts of `drawn` (but for `footer`'s) read too small at 1280x720, with the
    height of their capitals."""
    with theme.scaled_for((1280, 720)):
        return [
            (s, round(height(s, size, kind), 1))
            for s, size, kind in drawn
            if s.strip() and s not in footer and height(s, size, kind) < LEAST
        ]
