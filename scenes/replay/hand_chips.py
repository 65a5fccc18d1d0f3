"""The others' hands in the replay's view of everything as chips, where a small face
would squeeze its name (issue 33, newcomers N and O, s8 rp3/rp-2: 'tiny chips' whose
names, 'Yuki-onna', 'Daidarabotchi', 'Araignée', were squeezed to half their width on
48 px faces and read as 9 px). A chip is a band in the card's colour: its strength in
a seal, its name whole at the faces' size, its count (×2); chips flow in rows through
the room beside the clans, or under them, or through both (lay_rooms). Where they do
not fit there, the faces stay (open_hands.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ninjas.shinobi.data import card_name, card_value

from .. import theme
from ..shinobi.cards import FACE_WORDS, INK, PAPER, _label, colour_of

GAP = 3
"""Design px between two chips, and between their rows."""


def _parts(cards: list[int], tr: Callable[..., str]) -> tuple[str, str]:
    """A chip's name and count words."""
    return _label(card_name(cards[0]), tr), (f"×{len(cards)}" if len(cards) > 1 else "")


def sizes(kinds: list[list[int]], tr: Callable[..., str]) -> list[tuple[int, int]]:
    """Each kind's chip, width and height (real px at the current scale)."""
    px = theme.px
    font = theme.font(FACE_WORDS, "display")
    small = theme.font(FACE_WORDS)
    height = font.get_linesize() + px(4)
    out = []
    for cards in kinds:
        name, count = _parts(cards, tr)
        width = px(4) + height + px(4) + font.size(name)[0] + px(6)
        if count:
            width += small.size(count)[0] + px(4)
        out.append((width, height))
    return out


def height(width: int, kinds: list[list[int]], tr: Callable[..., str]) -> int | None:
    """How tall the chips stand flowed in rows `width` wide (None: one is wider)."""
    room = pygame.Rect(0, 0, width, 10_000)
    chips = lay(room, kinds, tr)
    return None if chips is None else room.bottom - min(chip.top for chip in chips)


def lay(
    room: pygame.Rect, kinds: list[list[int]], tr: Callable[..., str]
) -> list[pygame.Rect] | None:
    """The chips flowed left to right in rows from the foot of `room` up (None: they do
    not fit it)."""
    gap = theme.px(GAP)
    chips = sizes(kinds, tr)
    rows: list[list[tuple[int, int]]] = [[]]
    used = 0
    for width, height in chips:
        if width > room.width:
            return None
        if rows[-1] and used + gap + width > room.width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + width
        rows[-1].append((width, height))
    height = chips[0][1] if chips else 0
    if len(rows) * height + (len(rows) - 1) * gap > room.height:
        return None
    rects = []
    top = room.bottom - len(rows) * height - (len(rows) - 1) * gap
    for row in rows:
        x = room.left
        for width, h in row:
            rects.append(pygame.Rect(x, top, width, h))
            x += width + gap
        top += height + gap
    return rects


def lay_rooms(
    rooms: list[pygame.Rect | None], kinds: list[list[int]], tr: Callable[..., str]
) -> list[pygame.Rect] | None:
    """The chips flowed through `rooms` in turn, as many of them in each as it holds,
    in the hand's order (None: they do not all fit). A 4-player panel's hand of nine
    kinds fits neither beside two clans nor under them, but does in both (issue 33,
    newcomer S, s9 rp1: Midori's 16 cards as 20 px faces, their names ~6 px)."""
    chips: list[pygame.Rect] = []
    left = list(kinds)
    for room in rooms:
        if room is None or not left:
            continue
        for count in range(len(left), 0, -1):
            laid = lay(room, left[:count], tr)
            if laid is not None:
                chips += laid
                left = left[count:]
                break
    return chips if not left else None


def draw(
    canvas: pygame.Surface, rect: pygame.Rect, cards: list[int], tr: Callable[..., str]
) -> pygame.Rect:
    """One chip in `rect`; returns where its strength and name are written."""
    px = theme.px
    colour = colour_of(cards[0])
    pygame.draw.rect(canvas, theme.lerp(PAPER, colour, 0.25), rect, border_radius=px(6))
    pygame.draw.rect(canvas, colour, rect, px(2), border_radius=px(6))
    r = rect.height // 2 - px(2)
    seal = (rect.left + px(3) + r, rect.centery)
    pygame.draw.circle(canvas, theme.VERMILION_DARK, seal, r)
    number = theme.text(str(card_value(cards[0])), FACE_WORDS, PAPER, kind="display")
    canvas.blit(number, number.get_rect(center=seal))
    name, count = _parts(cards, tr)
    words = theme.text(name, FACE_WORDS, INK, kind="display")
    at = words.get_rect(midleft=(seal[0] + r + px(6), rect.centery))
    canvas.blit(words, at)
    if count:
        tag = theme.text(count, FACE_WORDS, INK)
        canvas.blit(tag, tag.get_rect(midleft=(at.right + px(4), rect.centery)))
    return at.union(pygame.Rect(seal[0] - r, seal[1] - r, 2 * r, 2 * r))
