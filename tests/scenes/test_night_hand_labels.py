"""Each token held up in the hand is named under it, its value or its kind, readable
from the sofa (newcomer J, s11, nc-J/106: a gear, a flask and a hook floated over the
ninja as unnamed discs; only hovering named them). The words stand 11 px tall at
1280x720 at least (issue 33), inside the tray, apart, and the tray inside the village."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.night import hand_labels, table_view
from tools.cap_heights import cap_height

from .test_night_option_rows import four_players

WORDS = {
    "en": ["3 pts", "Kunai", "Gears", "Hook"],
    "fr": ["3 pts", "Kunai", "Engrenages", "Grappin"],
}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hand_s_tokens_are_named_under_them(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene, s = four_players(app)
    held = []
    for kind in ("v3", "kunai", "gears", "hook"):
        token = next(t for t, k in enumerate(s.kinds) if k == kind and t not in held)
        held.append(token)
        s.known[token].add(0)
    for roof in s.roofs:
        roof[:] = [t for t in roof if t not in held]
    s.held = list(held)
    named: list[tuple[list[str], list[pygame.Rect]]] = []
    trays: list[pygame.Rect] = []
    real_labels, real_tray = hand_labels.draw_labels, table_view.hand_tray

    def labels(canvas: Any, table: Any, spots: Any, token_size: int) -> list[pygame.Rect]:
        boxes = real_labels(canvas, table, spots, token_size)
        named.append(([hand_labels.label_of(table, t) for t, _ in spots], boxes))
        return boxes

    monkeypatch.setattr(hand_labels, "draw_labels", labels)
    monkeypatch.setattr(
        table_view, "hand_tray", lambda *a: trays.append(real_tray(*a)) or trays[-1]
    )
    scene.draw(app.window)
    assert len(named) == 1, named  # fails before: no word under the hand's tokens
    words, boxes = named[0]
    assert words == WORDS[lang]
    tray = trays[0]
    assert scene.view.rect.contains(tray)
    for k, box in enumerate(boxes):
        assert tray.contains(box), (words[k], box, tray)
        assert box.collidelist(boxes[:k]) < 0, words[k]  # two words never run together
    pixels = round(round(hand_labels.LABEL_SIZE * theme.scale()) * theme.FONT_SCALE["body"])
    shrink = 1280 / size[0]  # as tall as at 1280x720
    assert min(cap_height(w, "body", pixels) * shrink for w in words) >= 11
    app.set_language("en")
