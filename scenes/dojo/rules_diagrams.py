"""Pictures for Dojo's rules reference, drawn with the table's own hex art (scenes/dojo/
art.py: the terrain tiles, the two Dojos, each clan's ninja, the dice, the cards, the
shuriken and the Blitz): the board and its two Dojos, each terrain with its cost, a move
worked through, a battle against face-down cards, a projectile, a summoning, both ways
to win, and the optional rules. The rules text asks for one with a line
"[diagram:<name>]" (see scenes/rules_scene.py).

Each picture is drawn at theme's current scale (lengths through theme.px) and at most
`width` real pixels wide."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable

import pygame

from ninjas.dojo import data
from ninjas.dojo.cards import rank_name
from ninjas.dojo.hexgrid import Hex, dojo_second_sites, dojo_sites, random_board

from .. import theme
from ..diagram_parts import caption, captioned, pictures_of
from . import art

Tr = Callable[..., str]
SQRT3 = math.sqrt(3)
LABEL_SIZE = theme.FONT_SMALL
ORANGE, BLUE = 0, 1
GOOD = (120, 210, 120)
px = theme.px


# ---------------------------------------------------------------------- helpers
def _side_by_side(
    items: list[pygame.Surface], gap: int, width: int, top: bool = False
) -> pygame.Surface:
    """Items in a row, bottoms aligned (tops with `top`); two rows if one is too wide."""
    gap = px(gap)
    total = sum(i.get_width() for i in items) + gap * (len(items) - 1)
    if total > width and len(items) > 1:
        half = (len(items) + 1) // 2
        first = _side_by_side(items[:half], 0, width, top)
        second = _side_by_side(items[half:], 0, width, top)
        return _stacked([first, second], px(14))
    height = max(i.get_height() for i in items)
    surface = pygame.Surface((total, height), pygame.SRCALPHA)
    x = 0
    for item in items:
        surface.blit(item, (x, 0 if top else height - item.get_height()))
        x += item.get_width() + gap
    return surface


def _stacked(items: list[pygame.Surface], gap: int) -> pygame.Surface:
    width = max(i.get_width() for i in items)
    surface = pygame.Surface(
        (width, sum(i.get_height() for i in items) + gap * (len(items) - 1)), pygame.SRCALPHA
    )
    y = 0
    for item in items:
        surface.blit(item, ((width - item.get_width()) // 2, y))
        y += item.get_height() + gap
    return surface


def _badge(
    surface: pygame.Surface,
    centre: tuple[int, int],
    text: str,
    fill: theme.Colour,
    ink: theme.Colour = theme.MIDNIGHT,
) -> None:
    """A round badge with a number or a word (a cost, a count)."""
    words = theme.text(text, LABEL_SIZE, ink)
    r = max(px(12), words.get_width() // 2 + px(5))
    pygame.draw.circle(surface, theme.SHADOW, (centre[0], centre[1] + px(2)), r)
    pygame.draw.circle(surface, fill, centre, r)
    pygame.draw.circle(surface, theme.MIDNIGHT, centre, r, max(1, px(2)))
    surface.blit(words, words.get_rect(center=centre))


def _arrow(
    surface: pygame.Surface,
    a: tuple[float, float],
    b: tuple[float, float],
    colour: theme.Colour = theme.GOLD,
    shorten: float = 0.0,
) -> None:
    """An arrow from a to b, both ends pulled in by `shorten` px."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    start = (a[0] + ux * shorten, a[1] + uy * shorten)
    end = (b[0] - ux * shorten, b[1] - uy * shorten)
    head = px(11)
    base = (end[0] - ux * head, end[1] - uy * head)
    pygame.draw.line(surface, theme.SHADOW, start, base, max(3, px(6)))
    pygame.draw.line(surface, colour, start, base, max(2, px(4)))
    left = (base[0] - uy * head * 0.7, base[1] + ux * head * 0.7)
    right = (base[0] + uy * head * 0.7, base[1] - ux * head * 0.7)
    pygame.draw.polygon(surface, colour, [end, left, right])


def _cross(surface: pygame.Surface, centre: tuple[int, int], r: int) -> None:
    w = max(3, px(5))
    x, y = centre
    pygame.draw.line(surface, theme.VERMILION, (x - r, y - r), (x + r, y + r), w)
    pygame.draw.line(surface, theme.VERMILION, (x + r, y - r), (x - r, y + r), w)


READABLE_RANK = 17
"""The least display size of a card's rank: Yanone at 15 px, capitals 11.3 px."""


def _card(rank: int, width: int) -> pygame.Surface:
    """A card's face, `width` design px wide: the table's blank face (or Joker) with its
    rank written as the table writes it, the text at the current scale."""
    w = px(width)
    h = round(w * 126 / 90)
    if rank == data.JOKER:
        return art.scaled("joker", (w, h))
    surface = art.scaled("card_face", (w, h)).copy()
    name = rank_name(rank)
    ink = (150, 30, 26) if rank in (1, 11, 12, 13) else theme.MIDNIGHT
    # the rank's capitals 11 px tall at least at 1280x720 (issue 33), on the small cards
    # too; the corners repeat it only where they can be read as well
    big = theme.text(name, max(READABLE_RANK, round(width * 0.62)), ink, kind="display")
    surface.blit(big, big.get_rect(center=(w // 2, h // 2 + px(2))))
    if round(width * 0.26) >= READABLE_RANK:
        small = theme.text(name, round(width * 0.26), ink, kind="display")
        surface.blit(small, (round(w * 0.1), round(h * 0.04)))
        surface.blit(small, small.get_rect(bottomright=(w - round(w * 0.1), h - px(3))))
    return surface


def _back(seat: int, width: int) -> pygame.Surface:
    return art.card_back(seat, px(width))


class Sketch:
    """A few hexes drawn with the table's tiles, in axial coordinates, on a surface just
    big enough (plus `pad` design px around)."""

    def __init__(self, cells: dict[Hex, str], radius: int, pad: int = 6, top: int = 0) -> None:
        self.cells = cells
        self.radius = px(radius)
        tile_w = round(art.TILE_SIZE[0] * self.radius / art.TILE_RADIUS)
        tile_h = round(art.TILE_SIZE[1] * self.radius / art.TILE_RADIUS)
        xs = [self._raw(h)[0] for h in cells]
        ys = [self._raw(h)[1] for h in cells]
        margin = px(pad)
        self.origin = (
            -min(xs) + tile_w / 2 + margin,
            -min(ys) + tile_h / 2 + margin + px(top),
        )
        size = (
            round(max(xs) - min(xs) + tile_w + 2 * margin),
            round(max(ys) - min(ys) + tile_h + 2 * margin + px(top)),
        )
        self.surface = pygame.Surface(size, pygame.SRCALPHA)
        for h in sorted(cells, key=lambda c: (c[1], c[0])):
            kind, _, variant = cells[h].partition("_")
            image = art.tile(kind, int(variant or 0), self.radius)
            self.surface.blit(image, image.get_rect(center=self.centre(h)))

    def _raw(self, h: Hex) -> tuple[float, float]:
        q, r = h
        return self.radius * SQRT3 * (q + r / 2), self.radius * 1.5 * r

    def centre(self, h: Hex) -> tuple[int, int]:
        x, y = self._raw(h)
        return round(self.origin[0] + x), round(self.origin[1] + y)

    def ninjas(
        self, h: Hex, seat: int, count: int = 1, dx: int = 0, badge_left: bool = False
    ) -> None:
        """`count` ninjas of `seat` on `h` (one figure, and the count if more, at its
        top right, or top left with `badge_left`)."""
        cx, cy = self.centre(h)
        height = round(self.radius * 1.05)
        figure = art.figure(seat, height)
        feet = cy + round(self.radius * 0.45)
        x = cx + px(dx)
        self.surface.blit(figure, (x - height // 2, feet - round(height * art.FIGURE_FEET)))
        if count > 1:
            _badge(
                self.surface,
                (
                    x + round(self.radius * (-0.42 if badge_left else 0.42)),
                    cy - round(self.radius * 0.45),
                ),
                str(count),
                art.CLAN_COLOURS[seat],
            )


def _tile_name(kind: str, h: Hex) -> str:
    return f"{kind}_{(h[0] * 7 + h[1] * 3) % 3}"


# ---------------------------------------------------------------------- pictures
def board_diagram(tr: Tr, width: int) -> pygame.Surface:
    """A whole board of 37 hexes (a random one, always the same), the two Dojos off its
    edge with their five ninjas."""
    board = random_board(random.Random(7))
    cells = {h: _tile_name(t, h) for h, t in board.terrain}
    sites = dojo_sites(board)
    first = sites[0]
    second = max(
        dojo_second_sites(board, first), key=lambda s: abs(s[0] - first[0]) + abs(s[1] - first[1])
    )
    cells[first] = "dojo_0"
    cells[second] = "dojo_1"
    radius = 21
    sketch = Sketch(cells, radius)
    while sketch.surface.get_width() > width and radius > 10:
        radius -= 2
        sketch = Sketch(cells, radius)
    sketch.ninjas(first, ORANGE, data.START_NINJAS, badge_left=True)
    sketch.ninjas(second, BLUE, data.START_NINJAS)
    return captioned(sketch.surface, tr("rules.dojo.diagram.board"), px(300))


TERRAIN_COSTS = (
    ("plains", "1"),
    ("forest", "0"),
    ("mountain", "2"),
    ("water", "1"),
    ("dojo", "1"),
)


def terrain_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Each terrain with what entering it costs."""
    items = []
    for kind, cost in TERRAIN_COSTS:
        name = "dojo_1" if kind == "dojo" else f"{kind}_0"
        sketch = Sketch({(0, 0): name}, 36, pad=4)
        centre = sketch.centre((0, 0))
        _badge(sketch.surface, (centre[0], centre[1] + px(22)), cost, theme.GOLD)
        items.append(captioned(sketch.surface, tr(f"rules.dojo.diagram.terrain.{kind}"), px(128)))
    return _side_by_side(items, 8, width, top=True)


def move_diagram(tr: Tr, width: int) -> pygame.Surface:
    """A roll of 3 spent by one ninja: two forest steps free, a mountain for 2, and the
    third move on the plains beyond."""
    path: list[Hex] = [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]
    kinds = ("plains", "forest", "forest", "mountain", "plains")
    cells = {h: _tile_name(k, h) for h, k in zip(path, kinds, strict=True)}
    sketch = Sketch(cells, 38, top=12)
    surface = sketch.surface
    costs = ("0", "0", "2", "1")
    for a, b, cost in zip(path[:-1], path[1:], costs, strict=True):
        _arrow(surface, sketch.centre(a), sketch.centre(b), theme.GOLD, shorten=px(20))
        mid = sketch.centre(b)
        _badge(surface, (mid[0], mid[1] - round(sketch.radius * 0.78)), cost, theme.GOLD)
    sketch.ninjas(path[0], ORANGE)
    ghost = art.figure(ORANGE, round(sketch.radius * 1.05)).copy()
    ghost.set_alpha(150)
    end = sketch.centre(path[-1])
    height = ghost.get_height()
    surface.blit(
        ghost,
        (
            end[0] - height // 2,
            end[1] + round(sketch.radius * 0.45) - round(height * art.FIGURE_FEET),
        ),
    )
    die = art.die(3, px(46))
    row = _side_by_side([die, surface], 14, width)
    return captioned(row, tr("rules.dojo.diagram.move"), min(width, px(560)))


def water_diagram(tr: Tr, width: int) -> pygame.Surface:
    """One ninja on a water hex; a friend runs across it to the plains beyond; an
    enemy cannot come in."""
    cells = {(0, 0): "plains_0", (1, 0): "water_1", (2, 0): "plains_2", (1, -1): "forest_0"}
    sketch = Sketch(cells, 46, top=6)
    sketch.ninjas((1, 0), ORANGE)
    sketch.ninjas((0, 0), ORANGE)
    sketch.ninjas((1, -1), BLUE)
    a, b, c = sketch.centre((0, 0)), sketch.centre((1, 0)), sketch.centre((2, 0))
    low = round(sketch.radius * 0.62)
    _arrow(sketch.surface, (a[0] + px(10), a[1] + low), (c[0] - px(4), c[1] + low), GOOD)
    top = sketch.centre((1, -1))
    middle = ((top[0] + b[0]) // 2, (top[1] + b[1]) // 2)
    _cross(sketch.surface, middle, px(10))
    return captioned(sketch.surface, tr("rules.dojo.diagram.water"), px(300))


def battle_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Three defenders lay three cards face down; the attacker plays a 9 on the middle
    one, which turns over: a 7, and a defender falls."""
    card_w = 62
    w, h = px(card_w), round(px(card_w) * 126 / 90)
    gap = px(14)
    label_w = px(160)
    x0 = label_w + px(12)
    row_w = 3 * w + 2 * gap
    fx = x0 + row_w + px(24)
    surface = pygame.Surface((fx + px(110), 2 * h + px(56)), pygame.SRCALPHA)
    rows = ((0, BLUE, "defender", "3"), (h + px(56), ORANGE, "attacker", "2"))
    for y, seat, who, count in rows:
        label = caption(tr(f"rules.dojo.diagram.battle.{who}"), label_w, theme.MOONLIGHT)
        surface.blit(label, (0, y + (h - label.get_height()) // 2))
        figure = art.figure(seat, px(54))
        surface.blit(figure, (fx, y + (h - figure.get_height()) // 2))
        _badge(surface, (fx + px(60), y + h // 2 - px(16)), count, art.CLAN_COLOURS[seat])
    for k in range(3):  # the defender's row, face down, the middle one turned over
        card = _card(7, card_w) if k == 1 else _back(BLUE, card_w)
        surface.blit(card, (x0 + k * (w + gap), 0))
    _badge(surface, (fx + px(88), h // 2 - px(16)), "-1", theme.VERMILION, theme.MOONLIGHT)
    bottom = h + px(56)
    surface.blit(_card(9, card_w), (x0 + w + gap, bottom))  # played
    surface.blit(_card(4, card_w), (x0 + 2 * (w + gap), bottom))  # still in hand
    centre_x = x0 + w + gap + w / 2
    _arrow(surface, (centre_x, bottom - px(2)), (centre_x, h + px(4)))
    result = caption(tr("rules.dojo.diagram.battle.result"), surface.get_width(), theme.GOLD)
    picture = _stacked([surface, result], px(8))
    return picture if picture.get_width() <= width else _shrunk(picture, width)


def _shrunk(surface: pygame.Surface, width: int) -> pygame.Surface:
    return pygame.transform.smoothscale_by(surface, width / surface.get_width())


def _throw(sketch: Sketch, a: Hex, b: Hex) -> None:
    """A shuriken flying from hex a to hex b, its path dotted."""
    start, end = sketch.centre(a), sketch.centre(b)
    steps = 7
    for k in range(1, steps):
        t = k / steps
        x = start[0] + (end[0] - start[0]) * t
        y = start[1] + (end[1] - start[1]) * t - math.sin(t * math.pi) * sketch.radius * 0.6
        pygame.draw.circle(sketch.surface, theme.MOONLIGHT, (round(x), round(y)), max(1, px(2)))
    star = art.icon("shuriken", px(28))
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2 - round(sketch.radius * 0.6))
    sketch.surface.blit(star, star.get_rect(center=mid))


def projectile_diagram(tr: Tr, width: int) -> pygame.Surface:
    """From the plains, a ninja throws at the forest next to it: one card against the
    defenders' face-down row; the thrower is never hurt."""
    cells = {(0, 0): "plains_1", (1, 0): "forest_0"}
    sketch = Sketch(cells, 50, top=14)
    sketch.ninjas((0, 0), ORANGE)
    sketch.ninjas((1, 0), BLUE, 2)
    _throw(sketch, (0, 0), (1, 0))
    return captioned(sketch.surface, tr("rules.dojo.diagram.projectile"), px(300))


def summon_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Two cards drawn (3 and 5), a die set under each of two held hexes, rolled: the 3
    matches the card 3, and a new ninja stands in that hex."""
    cards = _side_by_side([_card(3, 56), _card(5, 56)], 8, width)
    cards = captioned(cards, tr("rules.dojo.diagram.summon.cards"), px(170))
    cells = {(0, 0): "plains_2", (1, 0): "forest_1"}
    sketch = Sketch(cells, 54, top=8)
    sketch.ninjas((0, 0), ORANGE, 2, dx=-16)
    sketch.ninjas((1, 0), ORANGE, 1)
    for h, face in (((0, 0), 3), ((1, 0), 2)):
        c = sketch.centre(h)
        die = art.die(face, px(34))
        sketch.surface.blit(die, die.get_rect(center=(c[0], c[1] + round(sketch.radius * 0.78))))
    c = sketch.centre((0, 0))
    new = art.figure(ORANGE, round(sketch.radius * 0.8))
    sketch.surface.blit(new, (c[0] + px(6), c[1] - round(sketch.radius * 0.2)))
    _badge(sketch.surface, (c[0] + px(30), c[1] - round(sketch.radius * 0.1)), "+1", GOOD)
    board = captioned(sketch.surface, tr("rules.dojo.diagram.summon.dice"), px(240))
    arrow = pygame.Surface((px(56), px(40)), pygame.SRCALPHA)
    _arrow(arrow, (px(4), px(20)), (px(52), px(20)))
    return _side_by_side([cards, arrow, board], 12, width)


def winning_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Both ways to win: the enemy Dojo taken, and the land counted when a deck runs out."""
    # the Dojo taken
    cells = {(0, 0): "plains_0", (1, 0): "dojo_1"}
    taken = Sketch(cells, 40, top=6)
    taken.ninjas((1, 0), ORANGE)
    first = captioned(taken.surface, tr("rules.dojo.diagram.win.dojo"), px(260))
    # the clock: a deck empty, the land counted
    land: dict[Hex, tuple[str, int | None]] = {
        (0, 0): ("plains", ORANGE),
        (1, 0): ("forest", ORANGE),
        (0, 1): ("mountain", ORANGE),
        (-1, 1): ("water", ORANGE),
        (2, -1): ("plains", BLUE),
        (1, -1): ("plains", None),
        (2, 0): ("mountain", BLUE),
    }
    sketch = Sketch({h: _tile_name(k, h) for h, (k, _) in land.items()}, 26)
    for h, (kind, seat) in land.items():
        if seat is None:
            continue
        sketch.ninjas(h, seat)
        if kind != "water":
            c = sketch.centre(h)
            corners = art.hex_corners(c, sketch.radius - px(3))
            pygame.draw.polygon(sketch.surface, art.CLAN_COLOURS[seat], corners, max(2, px(3)))
    deck = _back(BLUE, 40).copy()
    words = theme.text("0", 30, theme.MOONLIGHT, "display")
    pygame.draw.circle(deck, theme.SHADOW, deck.get_rect().center, px(16))
    deck.blit(words, words.get_rect(center=deck.get_rect().center))
    clock = _side_by_side([deck, sketch.surface], 12, width)
    second = captioned(
        clock,
        tr(
            "rules.dojo.diagram.win.land",
            orange=tr("seat.dojo.0"),
            blue=tr("seat.dojo.1"),
            orange_land=3,
            blue_land=2,
        ),
        px(300),
    )
    return _side_by_side([first, second], 40, width)


def _small(items: Iterable[pygame.Surface], text: str, width: int) -> pygame.Surface:
    """A small picture for an optional rule (beside its line), captioned `text`."""
    row = _side_by_side(list(items), 8, width)
    return captioned(row, text, min(width, max(row.get_width(), px(200))))


def joker_diagram(tr: Tr, width: int) -> pygame.Surface:
    cells = {(0, 0): "plains_1", (1, 0): "forest_2"}
    sketch = Sketch(cells, 34)
    sketch.ninjas((0, 0), ORANGE)
    sketch.ninjas((1, 0), ORANGE)
    c = sketch.centre((1, 0))
    _badge(sketch.surface, (c[0] + px(14), c[1] - px(16)), "+1", GOOD)
    return _small([_card(data.JOKER, 52), sketch.surface], tr("rules.dojo.diagram.joker"), width)


def defense_diagram(tr: Tr, width: int) -> pygame.Surface:
    """Two ninjas on a Dojo: each may throw into one of the two hexes it touches."""
    cells = {(0, 0): "dojo_0", (1, -1): "plains_0", (1, 0): "forest_1"}
    sketch = Sketch(cells, 38, top=10)
    sketch.ninjas((0, 0), ORANGE, 2, dx=-6, badge_left=True)
    sketch.ninjas((1, -1), BLUE)
    sketch.ninjas((1, 0), BLUE, 2)
    _throw(sketch, (0, 0), (1, -1))
    _throw(sketch, (0, 0), (1, 0))
    return _small([sketch.surface], tr("rules.dojo.diagram.defense"), width)


def fury_diagram(tr: Tr, width: int) -> pygame.Surface:
    """A lone ninja against five: two cards drawn, the higher kept."""
    sketch = Sketch({(0, 0): "plains_2"}, 38)
    sketch.ninjas((0, 0), ORANGE, dx=-10)
    sketch.ninjas((0, 0), BLUE, 5, dx=12)
    low = _card(4, 44).copy()
    _cross(low, (low.get_width() // 2, low.get_height() // 2), px(12))
    return _small([sketch.surface, low, _card(10, 44)], tr("rules.dojo.diagram.fury"), width)


def ace_diagram(tr: Tr, width: int) -> pygame.Surface:
    """An Ace laid against a projectile sends it back: the thrower falls."""
    cells = {(0, 0): "plains_0", (1, 0): "mountain_1"}
    sketch = Sketch(cells, 34, top=12)
    sketch.ninjas((0, 0), ORANGE)
    sketch.ninjas((1, 0), BLUE)
    _throw(sketch, (1, 0), (0, 0))
    c = sketch.centre((0, 0))
    _cross(sketch.surface, (c[0], c[1] - px(4)), px(12))
    return _small([_card(data.ACE, 44), sketch.surface], tr("rules.dojo.diagram.ace"), width)


def blitz_diagram(tr: Tr, width: int) -> pygame.Surface:
    return _small(
        [art.icon("blitz", px(52)), art.die(6, px(44))], tr("rules.dojo.diagram.blitz"), width
    )


DIAGRAMS = pictures_of(globals())
"""Each picture by its name (the functions `<name>_diagram` above)."""
