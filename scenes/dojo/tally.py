"""A Dojo battle's tally: each clash of the battle so far, round by round, in a column at
the tray's right, and the last one in words under it ("K against 9: Blue clan loses a
ninja.").

A round's turned cards made way for the next round's deal within about a second, so a
person never saw which card they had hit (issue 33, newcomer I, s6, d12.png: only the
log said it, three lines up). The tally keeps every clash of the battle in view until
the tray goes: so the computer's later rounds may go quicker (turn_pace.py) and each
result still reads. Only cards turned face up by the rules are in it. Chips, not
words, for the rows (they fit the column in both languages): the attacker's card, then
the defender's, each edged in its clan's colour, the loser's struck through, the
winner's ringed in gold."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ninjas.dojo.cards import rank_name

from .. import theme
from . import art
from .layout import LOG_LINE, LOG_SIZE

CHIP_W, CHIP_H = 44, 30
"""A card's chip, in design px: its rank on the card's paper, edged in its clan's colour."""
SIGN_W = 22
ROUND_W = 30
"""The round's number at the head of its first row."""
ROW_GAP = 4
TALLY_W = 250
"""The tally's column, in design px (the tray's cards spread over the rest)."""
MOST_ROWS = 5
"""Rows shown at most: the latest clashes (a battle of many rounds keeps its newest)."""
DIGITS = theme.FONT_BODY
"""The chip's rank: capitals about 13 px at 1280x720 (issue 33: at least 11)."""
PAPER = (244, 236, 214)
INK = (30, 26, 40)


@dataclass(frozen=True)
class Clash:
    """One card played on one face-down card: both turned face up by the rules."""

    round: int
    attack: int
    defence: int
    loser: int | None
    """The seat that lost a ninja (None: nobody did)."""


def sign(clash: Clash, attacker: int) -> str:
    """The sign between the chips: '>' the attacker's card (left) won, '<' it lost. A
    clash nobody lost is told by its ranks: a shuriken lower than its target misses
    without harm to its thrower, '3 < 7', never '3 = 7' beside '3 against 7: the
    shuriken misses' (issue 33, newcomer J, shot-238); '=' is a tie."""
    if clash.loser is None:
        return "<" if clash.attack < clash.defence else ">" if clash.attack > clash.defence else "="
    return "<" if clash.loser == attacker else ">"


def draw_tally(
    canvas: pygame.Surface,
    area: pygame.Rect,
    clashes: list[Clash],
    attacker: int,
    words: str,
    wrap: Callable[[str, int, int], list[str]],
    ahead: str = "",
    round_label: Callable[[int], str] = "{}.".format,
) -> None:
    """The tally in `area`: its latest rows of chips, then `words` (the last clash's);
    and, before the round's cards are played, `ahead` under them: the round's first
    line, in gold, whole, as many rows kept above as leave it room (round_ahead.py).
    Each round's first row is headed by `round_label(round)`: 'Round 1' / 'Manche 1'
    at the table (a bare '1.' read as a list's number once round 2 began: newcomer M,
    s17, nc-M 101, s17-231)."""
    if not clashes and not ahead:
        return
    px = theme.px
    y = area.top
    said = wrap(ahead, LOG_SIZE, area.width) if ahead else []
    told = wrap(words, LOG_SIZE, area.width) if clashes else []
    room = area.height - px(8) - (len(said) + len(told)) * px(LOG_LINE)
    most = min(MOST_ROWS, max(0, room // px(CHIP_H + ROW_GAP))) if said else MOST_ROWS
    shown = clashes[-most:] if most else []
    labels = {clash.round: round_label(clash.round) for clash in shown}
    widest = max((theme.font(LOG_SIZE).size(label)[0] for label in labels.values()), default=0)
    chips_left = area.left + max(px(ROUND_W), widest + px(8))
    for i, clash in enumerate(shown):
        first = i == 0 or shown[i - 1].round != clash.round
        if first:
            theme.blit_text(
                canvas,
                labels[clash.round],
                LOG_SIZE,
                theme.TEXT_DIM,
                midleft=(area.left, y + px(CHIP_H) // 2),
            )
        x = chips_left
        mark = "lose" if clash.loser == attacker else "win" if clash.loser is not None else ""
        canvas.blit(_chip(clash.attack, attacker, mark), (x, y))
        theme.blit_text(
            canvas,
            sign(clash, attacker),
            DIGITS,
            theme.MOONLIGHT,
            center=(x + px(CHIP_W + SIGN_W / 2), y + px(CHIP_H) // 2),
        )
        mark = {"lose": "win", "win": "lose"}.get(mark, "")
        canvas.blit(_chip(clash.defence, 1 - attacker, mark), (x + px(CHIP_W + SIGN_W), y))
        y += px(CHIP_H + ROW_GAP)
    y += px(4)
    for line in told:
        if y + px(LOG_LINE) * (1 + len(said)) > area.bottom:
            break
        theme.blit_text(canvas, line, LOG_SIZE, theme.MOONLIGHT, topleft=(area.left, y))
        y += px(LOG_LINE)
    y += px(4) if told and said else 0
    for line in said:
        theme.blit_text(canvas, line, LOG_SIZE, theme.GOLD, topleft=(area.left, y))
        y += px(LOG_LINE)


def _chip(rank: int, seat: int, mark: str) -> pygame.Surface:
    """A card as a chip: its rank on the card's paper, edged in `seat`'s colour; the
    winner's ringed in gold, the loser's darkened and struck through (still read)."""
    px = theme.px
    w, h = px(CHIP_W), px(CHIP_H)
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = px(5)
    pygame.draw.rect(surface, PAPER, rect, border_radius=radius)
    digits = theme.text(rank_name(rank), DIGITS, INK)
    ink = digits.get_bounding_rect()  # the glyphs centred, not their line's box
    surface.blit(digits, (rect.centerx - ink.centerx, rect.centery - ink.centery))
    pygame.draw.rect(surface, art.CLAN_COLOURS[seat], rect, max(2, px(3)), border_radius=radius)
    if mark == "win":
        ring = rect.inflate(-px(6), -px(6))  # inside its clan's edge
        pygame.draw.rect(surface, theme.GOLD, ring, max(2, px(2)), border_radius=radius)
    elif mark == "lose":
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(veil, (10, 0, 0, 90), rect, border_radius=radius)
        surface.blit(veil, (0, 0))
        thick = max(2, px(3))
        start, end = (px(4), h - px(4)), (w - px(4), px(4))
        pygame.draw.line(surface, theme.MIDNIGHT, start, end, thick + 2)
        pygame.draw.line(surface, theme.VERMILION, start, end, thick)
    return surface
