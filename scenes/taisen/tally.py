"""A combat's tally: each fight of it, on the board in its column, kept with the
computer's trail until the person acts (scene._remember_trail clears it).

A computer's whole turn takes at most 4 s (issue 33), so in a turn of several combats
its fights follow each other quickly (animations.FIGHT_FLOOR); each fight's result stays
here, its two cards as chips, the loser crossed out and the winner ringed in gold, so
that no fight is readable only in the log (newcomer F, s5, t2-19-2). Chips, not words:
they fit a column in both languages, and their numbers are 13 px capitals at 1280x720."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ninjas.taisen.cards import CARD_OF_TOKEN, COLOUR, JOKER

from .. import memory, theme
from . import card_art as art
from . import layout as L

CHIP_W, CHIP_H = 42, 30
"""A card's chip, in design px: its kind's colour, symbol and strength (40x24 with 13 px
numbers was 'tiny at 1280x720', newcomer J, s11, nc-J/127b, 131_m)."""
SIGN_W = 10
ROW_GAP, PAD = 3, 3
DIGITS = theme.FONT_BODY + 9
"""The chip's number: capitals 18 px at 1280x720, read from a sofa (15 px and a loser's
struck through and greyed were 'tiny at 1280x720', newcomer E, s15, 168)."""
ICON = 18
"""The chip's kind symbol, in design px."""
LOSER_DIGITS = (200, 196, 210)
"""A struck chip's number: greyed, yet whole over the line (its dark edge)."""
CLEAR = 6
"""Kept between a tally and the stacks beside it, in design px."""
WIDTH = 2 * CHIP_W + SIGN_W + 2 * PAD
"""A tally's width: 100, inside its tile's 104 (two tallies side by side stay apart)."""


@dataclass(frozen=True)
class Fight:
    """One duel's outcome: the cards (board ids), their strengths and who won."""

    monkey: int
    wolf: int
    monkey_strength: int
    wolf_strength: int
    result: str
    """Who won: "monkey", "wolf" or "tie"."""
    reason: str = "strength"
    """What decided it (the rules' duel event): "colour" (rock, paper, scissors: the
    strengths do not count), "strength", "village" (equal strengths in a village: its
    owner loses) or "tie"."""

    @classmethod
    def of(cls, data: dict[str, object]) -> Fight:
        monkey, wolf = CARD_OF_TOKEN[str(data["monkey"])], CARD_OF_TOKEN[str(data["wolf"])]
        reason = data.get("reason")
        if reason is None:  # a record from before the event said it
            colours = {COLOUR[monkey], COLOUR[wolf]}
            reason = "colour" if len(colours) == 2 and JOKER not in colours else "strength"
        return cls(
            monkey,
            wolf,
            int(data["monkey_strength"]),  # type: ignore[call-overload]
            int(data["wolf_strength"]),  # type: ignore[call-overload]
            str(data["result"]),
            str(reason),
        )

    def sign(self) -> str:
        """The sign between the chips: ">" the Monkey card (left) won, "<" the Wolf one,
        "=" for equal strengths (a tie, or a village whose owner loses on a tie: the
        loser's chip is crossed)."""
        if self.reason in ("tie", "village") or self.result == "tie":
            return "="
        return ">" if self.result == "monkey" else "<"

    def numbers(self) -> bool:
        """Whether the chips show their strengths: not when colour decided (paper beats
        rock whatever their strengths; '3 < 3' read as a contradiction, newcomer B, s22,
        20t11)."""
        return self.reason != "colour"

    def mark(self, side: int) -> str:
        """The mark of `side` (0 Monkey, 1 Wolf): "win", "lose" or "tie"."""
        if self.result == "tie":
            return "tie"
        return "win" if self.result == ("monkey", "wolf")[side] else "lose"


@dataclass
class Tallies:
    """The fights shown, by the position they were fought on (in order)."""

    fights: dict[int, list[Fight]] = field(default_factory=dict)
    above: dict[int, bool] = field(default_factory=dict)
    """Whether each tally stands above the road: chosen at its first fight and kept (as
    the stacks shrink in the combat, it would jump across the road)."""
    faded: bool = False
    """Drawn faint over the cards by marks_fade, not under them by the board view."""

    def add(self, pos: int, data: dict[str, object]) -> None:
        self.fights.setdefault(pos, []).append(Fight.of(data))

    def clear(self) -> None:
        self.fights.clear()
        self.above.clear()

    def __bool__(self) -> bool:
        return bool(self.fights)

    def rect(self, pos: int, stacks: list[list[list[int]]]) -> pygame.Rect:
        """Where the tally of `pos` is drawn: in its column, against the road on the side
        with more room between the stacks (off the number stone and the trail's swords),
        on the other side once it no longer fits, across the road only if neither has
        room."""
        px = L.px
        rows = len(self.fights.get(pos, []))
        width = px(WIDTH)
        height = rows * px(CHIP_H) + max(0, rows - 1) * px(ROW_GAP) + 2 * px(PAD)
        slots_m, slots_w = L.stack_slots(pos, len(stacks[0][pos]), len(stacks[1][pos]))
        top = slots_w[-1][1] + L.CARD_H + px(CLEAR) if slots_w else L.BOARD_TOP + L.LANE_PAD
        bottom = slots_m[-1][1] - px(CLEAR) if slots_m else L.BOARD_BOTTOM - L.LANE_PAD
        road_top = L.ROAD_Y - L.ROAD_H // 2 - px(3)
        road_bottom = L.ROAD_Y + L.ROAD_H // 2 + px(3)
        rect = pygame.Rect(0, 0, width, height)
        rect.centerx = L.COLUMNS[pos].centerx
        room_above, room_below = road_top - top, bottom - road_bottom
        above = self.above.setdefault(pos, room_above >= room_below)
        if height > (room_above if above else room_below) and height <= max(room_above, room_below):
            above = self.above[pos] = not above  # it grew out of its side: to the other
        if above:
            rect.bottom = road_top
        else:
            rect.top = road_bottom
        if rect.top < top:
            rect.top = top
        if rect.bottom > bottom:
            rect.bottom = max(bottom, top + height)
        return rect

    def rects(self, stacks: list[list[list[int]]]) -> list[pygame.Rect]:
        """Where the tallies are (a duel's caption keeps off them)."""
        return [self.rect(pos, stacks) for pos in self.fights]

    def draw(self, canvas: pygame.Surface, stacks: list[list[list[int]]]) -> None:
        """Each tally under the cards: a duel's cards lunge over it, its result joins it."""
        px = L.px
        for pos, fights in self.fights.items():
            rect = self.rect(pos, stacks)
            canvas.blit(_box(rect.size, L.SCALE), rect)
            y = rect.top + px(PAD)
            for fight in fights:
                x = rect.left + px(PAD)
                shown = fight.numbers()
                canvas.blit(
                    _chip(fight.monkey, fight.monkey_strength, fight.mark(0), shown), (x, y)
                )
                sign = _sign(fight.sign(), L.SCALE)
                canvas.blit(
                    sign, sign.get_rect(center=(x + px(CHIP_W + SIGN_W / 2), y + px(CHIP_H) // 2))
                )
                x += px(CHIP_W + SIGN_W)
                canvas.blit(_chip(fight.wolf, fight.wolf_strength, fight.mark(1), shown), (x, y))
                y += px(CHIP_H + ROW_GAP)


@lru_cache(maxsize=16)
def _box(size: tuple[int, int], scale: float) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = L.px(8)
    pygame.draw.rect(surface, (*theme.MIDNIGHT, 225), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (*theme.GOLD_DARK, 255), surface.get_rect(), 1, border_radius=radius)
    return surface


@lru_cache(maxsize=8)
def _sign(text: str, scale: float) -> pygame.Surface:
    """The sign between the chips (Fight.sign)."""
    return theme.font(theme.FONT_BODY).render(text, True, theme.MOONLIGHT)


def _chip(card: int, strength: int, mark: str, number: bool = True) -> pygame.Surface:
    colour = art.KIND_COLOURS[COLOUR[card]]
    return _chip_picture(card, strength if number else None, mark, L.SCALE, colour)


@lru_cache(maxsize=128)
def _chip_picture(
    card: int, strength: int | None, mark: str, scale: float, colour: tuple[int, int, int]
) -> pygame.Surface:
    """A card as a chip: its kind's colour, symbol and strength in the duel, edged in
    its side's colour; the winner's ringed in gold, the loser's darkened and crossed.
    With no strength (colour decided) its symbol alone, larger, in the middle."""
    px = L.px
    w, h = px(CHIP_W), px(CHIP_H)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = px(6)
    kind = COLOUR[card]
    side = card // 10
    pygame.draw.rect(surface, colour, rect, border_radius=radius)  # the palette's
    if strength is None:
        icon = art.symbol_icon(kind, px(ICON + 6), art.INK)
        surface.blit(icon, icon.get_rect(center=(w // 2, h // 2)))
        _edges(surface, side, mark)
        return surface
    icon = art.symbol_icon(kind, px(ICON), art.INK)
    surface.blit(icon, icon.get_rect(midleft=(px(3), h // 2)))
    digits = theme.font(DIGITS).render(str(strength), True, art.INK)
    at = digits.get_rect(midright=(w - px(3), h // 2))
    surface.blit(digits, at)
    _edges(surface, side, mark)
    if mark == "lose":  # its number whole over the strike
        shade = theme.font(DIGITS).render(str(strength), True, theme.MIDNIGHT)
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            surface.blit(shade, at.move(dx * max(1, px(2)), dy * max(1, px(2))))
        surface.blit(theme.font(DIGITS).render(str(strength), True, LOSER_DIGITS), at)
    return surface


def _edges(surface: pygame.Surface, side: int, mark: str) -> None:
    """A chip's edge in its side's colour; the winner's ringed in gold, the loser's
    darkened and struck through (its symbol still read)."""
    px = L.px
    rect = surface.get_rect()
    w, h = rect.size
    radius = px(6)
    edge = theme.SIDE_COLOURS[("monkey", "wolf")[side]]
    pygame.draw.rect(surface, edge, rect, max(1, px(2)), border_radius=radius)
    if mark == "win":
        pygame.draw.rect(surface, theme.GOLD, rect, max(2, px(3)), border_radius=radius)
    elif mark == "lose":
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 0, 0, 100), rect, border_radius=radius)
        surface.blit(veil, (0, 0))
        thick = max(2, px(3))
        pygame.draw.line(surface, theme.MIDNIGHT, (px(3), h - px(3)), (w - px(3), px(3)), thick + 2)
        pygame.draw.line(surface, theme.VERMILION, (px(3), h - px(3)), (w - px(3), px(3)), thick)


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
