"""Issue 33, Taisen: the keyboard's focus and the "can move" glow looked alike (both
gold). The focus is now white with corner brackets (scenes/taisen/focus_ring.py): its
colour is found at the corners of the focused card group or die, and nowhere round a
card that can only move."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.taisen import layout as L
from scenes.taisen.focus_ring import FOCUS_COLOUR

from .test_taisen_scene import key, settle


def table(app: App) -> TaisenScene:
    """A Taisen table, a person (the Monkey, to move) against the computer."""
    seats = [Seat("human"), Seat("ai", "random")]
    session = GameSession.new("taisen", seats, seed=7, options={"first": "monkey"}, autosave=False)
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    return scene


def band(rect: pygame.Rect) -> pygame.Rect:
    """Where the ring and its brackets round `rect` are drawn."""
    return rect.inflate(L.px(34), L.px(34))


def focus_pixels(
    canvas: pygame.Surface, rect: pygame.Rect, besides: pygame.Rect | None = None
) -> int:
    """Pixels of the focus's white in the band just outside `rect`, the rect itself
    left out (and the band round `besides`, the focus's own)."""
    area = band(rect).clip(canvas.get_rect())
    inner = rect.inflate(L.px(4), L.px(4))
    count = 0
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            if inner.collidepoint(x, y) or (besides and band(besides).collidepoint(x, y)):
                continue
            count += tuple(canvas.get_at((x, y)))[:3] == FOCUS_COLOUR
    return count


def drawn(scene) -> pygame.Surface:  # type: ignore[no-untyped-def]
    canvas = pygame.Surface(scene.app.canvas.get_size())
    scene.draw(canvas)
    return canvas


def test_the_focused_die_has_the_white_ring_the_others_only_their_glow(app: App) -> None:
    scene = table(app)
    settle(scene)
    key(scene, pygame.K_TAB)  # the first die with a legal move
    hl = scene.highlights()
    assert hl.focus_die is not None and len(hl.selectable_dice) > 1
    canvas = drawn(scene)
    focused = L.die_rect(hl.focus_die)
    assert focus_pixels(canvas, focused) > 40
    for die in hl.selectable_dice - {hl.focus_die}:
        assert focus_pixels(canvas, L.die_rect(die), besides=focused) == 0


def test_the_focused_card_has_the_white_ring_the_cards_that_can_move_do_not(app: App) -> None:
    scene = table(app)
    settle(scene)
    die = next(d for d in scene.selection.dice_for(None) if len(scene.selection.cards_for(d)) > 1)
    key(scene, pygame.K_TAB)
    while scene.highlights().focus_die != die:
        key(scene, pygame.K_TAB)
    key(scene, pygame.K_RETURN)  # the die chosen: the keys' focus on its first card
    hl = scene.highlights()
    assert hl.focus_card is not None and len(hl.selectable_cards) > 1
    canvas = drawn(scene)
    focused = scene.view.group_rect(hl.focus_card)
    assert focused is not None and focus_pixels(canvas, focused) > 40
    for card in hl.selectable_cards - {hl.focus_card}:
        rect = scene.view.group_rect(card)
        if rect is not None:
            assert focus_pixels(canvas, rect, besides=focused) == 0
