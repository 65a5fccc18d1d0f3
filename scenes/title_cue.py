"""The title's line under the game cards (newcomers L and M, s17, both giving the title
8: 'a clearer "click a card to play" cue'; '"Learn to play" says "Ninja Taisen" only
because that card is highlighted by default: a newcomer may not realise the button
follows the card chosen'): 'Click a game to play it. Learn to play teaches the game
chosen above: Ninja Taisen.' In the room the layout keeps between the cards and the
buttons (at least 42 design px), from the cards' left edge. And the card of that game
wears a 'Chosen' tag (draw_chosen_tag): the tag, the line, Learn to play and the Rules
are about one game, which a card under the pointer does not change."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from . import theme


def cue_text(app: Any, game: str) -> str:
    """The line's words for the game Learn to play teaches now; a name that ends with
    its own '!' or '?' ends the line with it ('Shinobi WAT-AAH!', not 'WAT-AAH!.':
    newcomer S, s20, 100)."""
    text = str(app.tr("title.cue", game=app.tr(f"game.{game}.name")))
    return text[:-1] if text.endswith(("!.", "?.")) else text


def draw_cue(canvas: pygame.Surface, app: Any, widgets: Sequence[Any], game: str) -> pygame.Rect:
    """The line, between the cards' bottom and the buttons' top (`widgets` the title's:
    the cards, which have a `game`, and the buttons); its rect."""
    cards = [w.rect for w in widgets if hasattr(w, "game")]
    buttons = [w.rect.top for w in widgets if not hasattr(w, "game")]
    left = min(r.left for r in cards)
    middle = (max(r.bottom for r in cards) + min(buttons)) // 2
    return theme.blit_text(
        canvas,
        cue_text(app, game),
        theme.FONT_SMALL,
        theme.MOONLIGHT,
        shadow=True,
        midleft=(left + theme.px(6), middle),
    )


def draw_chosen_tag(canvas: pygame.Surface, app: Any, rect: pygame.Rect) -> pygame.Rect:
    """'Chosen' in a gold pill astride the chosen game's card's top edge, on the left:
    the game the line names, Learn to play teaches and the Rules open. Only a click, a
    key or F1 moves it; a card the pointer lights does not (newcomer R, s19: the 'Play'
    tag of s18 followed the pointer to Night while Learn to play and the Rules still
    named and opened Taisen). Clear of 'Played last' (top edge, right) and of the line
    under the cards. Its rect."""
    px = theme.px
    label = theme.text(app.tr("title.chosen_tag"), theme.FONT_SMALL, theme.MIDNIGHT)
    tag = label.get_rect().inflate(px(26), px(8))
    tag.center = (rect.left + px(24) + tag.width // 2, rect.top)
    pygame.draw.rect(canvas, theme.GOLD, tag, border_radius=tag.height // 2)
    canvas.blit(label, label.get_rect(center=tag.center))
    return tag
