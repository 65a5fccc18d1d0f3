"""Newcomer T, s20, 002: hovering Dojo drew a gold frame (and the gold focus ring) on
Dojo while the 'Choisi' tag stayed on Taisen: two cards looked selected at once. Gold
is now the chosen game's alone (frame, ring, name, tag); a card the pointer passes
over is lifted and lit, its border light, not gold. Driven through events."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes import theme
from scenes import title as title_module
from scenes.title import GameCard, TitleScene

from .conftest import Driver


def goldish(colour: tuple[int, ...]) -> bool:
    """Warm and bright like the gold (236, 190, 92): red well above blue."""
    r, _, b = colour[:3]
    return r - b > 60


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hovered_card_is_lit_not_framed_in_gold(
    app: Any, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    app.last_game = "taisen"
    title = TitleScene(app)
    app.push(title)
    cards = {w.game: w for w in title.menu.widgets if isinstance(w, GameCard)}
    frames: dict[str, tuple[int, ...]] = {}
    rings: list[str] = []
    real_panel, real_ring = title_module.draw_panel, title_module.draw_focus_ring

    def nearest(rect: pygame.Rect) -> str:
        return min(
            cards,
            key=lambda g: (
                abs(cards[g].rect.centerx - rect.centerx)
                + abs(cards[g].rect.centery - rect.centery)
            ),
        )

    def panel(canvas: pygame.Surface, rect: pygame.Rect, **kw: Any) -> Any:
        if any(rect.colliderect(c.rect) and rect.width == c.rect.width for c in cards.values()):
            frames[nearest(rect)] = tuple(kw["border"])
        return real_panel(canvas, rect, **kw)

    def ring(canvas: pygame.Surface, rect: pygame.Rect, **kw: Any) -> None:
        rings.append(nearest(rect))
        real_ring(canvas, rect, **kw)

    monkeypatch.setattr(title_module, "draw_panel", panel)
    monkeypatch.setattr(title_module, "draw_focus_ring", ring)
    dojo = cards["dojo"]
    ui.event(pygame.MOUSEMOTION, pos=dojo.rect.center, rel=(4, 3), buttons=(0, 0, 0))
    ui.step(30)
    assert dojo.hovered and dojo.shown_glow > 0.9  # lit: lifted, lighter
    frames.clear()
    rings.clear()
    title._layer_key = None  # the title draws its cards again
    ui.step()
    assert title.selected_game() == "taisen"
    assert frames["taisen"] == theme.GOLD  # the chosen card keeps its gold frame
    assert not goldish(frames["dojo"]), frames  # fails before: Dojo framed in gold
    assert frames["dojo"] != frames["shinobi"]  # but lit: lighter than a card at rest
    assert "dojo" not in rings  # fails before: the gold focus ring around Dojo
    app.set_language("en")
