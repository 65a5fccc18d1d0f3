"""The board as shown: a display model that animations change step by step, and its
drawing (static board pre-rendered once, cached card surfaces, eased card positions).

The display model lags behind the rules state while events play out; once every event
has been animated it equals the state again (the scene checks, and resyncs if not).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from ninjas.core.i18n import Translator
from ninjas.taisen.cards import COLOUR, JOKER, POSITIONS
from ninjas.taisen.rules import TaisenState

from .. import memory, theme
from ..widgets import hints_shown
from . import card_art as art
from . import layout as L
from . import stuck_die
from .focus_ring import focus_ring
from .tally import Tallies

Colour = tuple[int, int, int]

EASE_RATE = 14.0
"""How fast stacked cards glide to new slots (1/s, exponential)."""
MONKEY_ACCENT: Colour = theme.SIDE_COLOURS["monkey"]
WOLF_ACCENT: Colour = theme.SIDE_COLOURS["wolf"]
SIDE_ACCENTS = (MONKEY_ACCENT, WOLF_ACCENT)
HIGHLIGHT: Colour = theme.GOLD
HINT = theme.HINT
COMBAT: Colour = theme.VERMILION
STONE_W = 50
"""A path tile's number stone on the road, its width in design px (the number at its
middle; trail.py's combat swords sit on its left end)."""


@dataclass
class Preview:
    """What a candidate move would do (read from a cloned state's events)."""

    side: int
    cards: list[int]
    src: int
    dst: int
    combat: bool
    village: bool


@dataclass
class Highlights:
    """What the input wants emphasised this frame (built by the scene)."""

    selectable_cards: frozenset[int] = frozenset()
    dim_side: int | None = None
    """Dim this side's cards that are not selectable (a human is choosing)."""
    selected_card: int | None = None
    focus_card: int | None = None
    selectable_dice: frozenset[int] = frozenset()
    selected_die: int | None = None
    focus_die: int | None = None
    hint_card: int | None = None
    hint_die: int | None = None
    preview: Preview | None = None
    stuck_dice: frozenset[int] = frozenset()
    """Dice not used that no move can use: dimmed, their value kept (stuck_die.py)."""


@dataclass
class Effect:
    """A short-lived drawing (sparks, shards, pop-up text); `draw` gets the age 0..1."""

    duration: float
    draw_fn: Callable[[pygame.Surface, float], None]
    age: float = 0.0
    layer: int = 0
    """Higher layers are drawn over lower ones: words (a duel's caption) over pictures
    (the swords of a new combat, a turn's sash), so that no emblem hides a letter."""
    words: pygame.Rect | None = None
    """Where the effect writes words (a turn's sash): a duel's caption keeps off them."""
    over_bar: bool = False
    """Drawn over the top bar, not the board (a turn's sash: BoardView.draw_over_bar)."""

    def update(self, dt: float) -> bool:
        self.age += dt
        return self.age < self.duration

    def draw(self, canvas: pygame.Surface) -> None:
        self.draw_fn(canvas, min(1.0, self.age / self.duration))


@dataclass
class DiceShow:
    values: list[int] = field(default_factory=lambda: [0, 0, 0])
    used: list[bool] = field(default_factory=lambda: [False, False, False])
    rolling: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    """Tumble time left per die (0 = resting)."""
    faces: list[int] = field(default_factory=lambda: [1, 1, 1])
    angles: list[float] = field(default_factory=lambda: [0.0, 0.0, 0.0])
    lit: int | None = None
    """The die whose move (and its combat) is playing: shown lit, face up, in the mover's
    colour, so a computer's turn is followed die by die (newcomer F, s10: 'too quick to
    follow'); it greys as the next die lights or the turn ends (animations.MoveStep)."""


# ---------------------------------------------------------------------------
# the static board (drawn once per language)
# ---------------------------------------------------------------------------
def _alpha_rect(
    size: tuple[int, int], colour: tuple[int, int, int, int], radius: int = 0
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=radius)
    return surface


def _vertical_veil(
    size: tuple[int, int], top: int, bottom: int, colour: Colour = (4, 5, 18)
) -> pygame.Surface:
    w, h = size
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        alpha = int(top + (bottom - top) * y / max(1, h - 1))
        pygame.draw.line(veil, (*colour, alpha), (0, y), (w, y))
    return veil


def _panel_glass(
    size: tuple[int, int], colour: Colour, alpha: int, radius: int, grain_seed: int | None = None
) -> pygame.Surface:
    """A panel lit from above by the moon (lighter at the top); with `grain_seed`, a
    lacquered-wood tile: fine grain lines running its length, seeded (the same every run)."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, (*colour, alpha), surface.get_rect(), border_radius=radius)
    if grain_seed is not None:
        import random

        rng = random.Random(grain_seed)
        grain = pygame.Surface(size, pygame.SRCALPHA)
        x = 0.0
        while x < w:
            x += rng.uniform(1.5, 5.0) * L.SCALE
            light = rng.random() < 0.5
            tone = (255, 240, 210) if light else (0, 0, 0)
            wobble = rng.uniform(-3, 3) * L.SCALE
            pygame.draw.line(
                grain,
                (*tone, rng.randint(4, 11)),
                (x, 0),
                (x + wobble, h),
                L.px(rng.choice((1, 1, 2))),
            )
        mask = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
        grain.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(grain, (0, 0))
    sheen = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(h // 3):
        a = int(26 * (1 - y / (h / 3)) ** 2)
        pygame.draw.line(sheen, (200, 210, 255, a), (0, y), (w, y))
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    sheen.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(sheen, (0, 0))
    return surface


def static_board(lang: str, size: tuple[int, int] | None = None) -> pygame.Surface:
    """Background, columns, road, villages and panel backdrops, pre-rendered once per
    language and size (the size the layout is configured for)."""
    return _static_board(lang, size or L.SIZE)


@lru_cache(maxsize=4)
def _translator(lang: str) -> Translator:
    return Translator(lang)


@lru_cache(maxsize=2)
def _static_board(lang: str, size: tuple[int, int]) -> pygame.Surface:
    px = L.px
    from ..widgets import draw_panel

    tr = _translator(lang)
    surface = pygame.Surface((L.CANVAS_W, L.CANVAS_H))
    theme.draw_background(surface)
    surface.blit(_vertical_veil((L.CANVAS_W, L.CANVAS_H), 30, 120), (0, 0))
    # the top bar
    surface.blit(_vertical_veil((L.CANVAS_W, L.HUD_H), 235, 190, theme.MIDNIGHT), (0, 0))
    pygame.draw.line(surface, theme.GOLD_DARK, (0, L.HUD_H - 1), (L.CANVAS_W, L.HUD_H - 1), px(1))
    # columns: moonlit glass panels, the villages tinted with their side's colour
    for pos, rect in enumerate(L.COLUMNS):
        inner = rect.inflate(-px(6), 0)
        if pos in (0, POSITIONS - 1):
            side = 0 if pos == 0 else 1
            accent = SIDE_ACCENTS[side]
            surface.blit(
                _panel_glass(
                    inner.size,
                    theme.lerp(theme.INDIGO, accent, 0.25),
                    238,
                    px(12),
                    grain_seed=pos,
                ),
                inner,
            )
            pygame.draw.rect(
                surface,
                theme.lerp(theme.BORDER, accent, 0.55),
                inner,
                px(2),
                border_radius=px(12),
            )
            # the village as a place (houses, gate, banners), where its own cards do not stand
            half = L.ROAD_Y - L.ROAD_H // 2 - L.BOARD_TOP - px(8)
            scene = art.village_scene(side, inner.w - px(8), half - px(8), accent)
            if side == 0:
                surface.blit(scene, scene.get_rect(midtop=(inner.centerx, L.BOARD_TOP + px(8))))
            else:
                surface.blit(
                    scene, scene.get_rect(midbottom=(inner.centerx, L.BOARD_BOTTOM - px(8)))
                )
        else:
            shade = 0.0 if pos % 2 else 0.12
            # dark lacquered wooden tiles, opaque (nothing of the sky shows through the
            # path), each casting a shadow on the table and bevelled by the moon's light
            surface.blit(_alpha_rect(inner.size, (0, 0, 0, 120), px(10)), inner.move(px(3), px(5)))
            wood = theme.lerp((34, 26, 34), (70, 48, 42), 0.55 + shade)
            surface.blit(_panel_glass(inner.size, wood, 255, px(10), grain_seed=pos), inner)
            pygame.draw.rect(surface, (14, 10, 16), inner, px(1), border_radius=px(10))
            bevel = theme.lerp(wood, (230, 210, 190), 0.35)
            pygame.draw.line(
                surface,
                bevel,
                (inner.left + px(8), inner.top + px(1)),
                (inner.right - px(9), inner.top + px(1)),
                px(1),
            )
            pygame.draw.line(
                surface,
                bevel,
                (inner.left + px(1), inner.top + px(8)),
                (inner.left + px(1), inner.bottom - px(9)),
                px(1),
            )
    # the road across the middle
    road = pygame.Rect(
        L.MARGIN_X, L.ROAD_Y - L.ROAD_H // 2, L.COLUMNS[-1].right - L.MARGIN_X, L.ROAD_H
    )
    surface.blit(_alpha_rect(road.size, (10, 10, 28, 200), px(8)), road)
    pygame.draw.line(
        surface, (70, 72, 120), (road.left + px(8), road.top), (road.right - px(8), road.top), px(1)
    )
    pygame.draw.line(
        surface,
        (6, 6, 16),
        (road.left + px(8), road.bottom - 1),
        (road.right - px(8), road.bottom - 1),
        px(1),
    )
    for pos in range(1, POSITIONS - 1):
        centre = L.COLUMNS[pos].centerx
        stone = pygame.Rect(0, 0, px(STONE_W), px(26))
        stone.center = (centre, L.ROAD_Y)
        pygame.draw.rect(surface, (58, 60, 96), stone.move(0, px(2)), border_radius=px(9))
        pygame.draw.rect(surface, (92, 96, 140), stone, border_radius=px(9))
        pygame.draw.rect(surface, (120, 126, 178), stone, px(1), border_radius=px(9))
        theme.blit_text(surface, str(pos), 22, theme.MOONLIGHT, center=(centre, L.ROAD_Y + px(1)))
    # which way each side marches: Monkey to the right (below), Wolf to the left (above)
    for pos in range(1, POSITIONS):
        edge = L.COLUMNS[pos].left
        art.draw_chevron(
            surface,
            (edge, L.ROAD_Y + px(7)),
            px(4),
            1,
            theme.lerp(theme.MIDNIGHT, MONKEY_ACCENT, 0.75),
        )
        art.draw_chevron(
            surface,
            (edge, L.ROAD_Y - px(7)),
            px(4),
            -1,
            theme.lerp(theme.MIDNIGHT, WOLF_ACCENT, 0.75),
        )
    for side, pos in ((0, 0), (1, POSITIONS - 1)):
        centre = L.COLUMNS[pos].centerx
        accent = SIDE_ACCENTS[side]
        label = tr(f"taisen.village.{'monkey' if side == 0 else 'wolf'}")
        theme.blit_text(
            surface,
            label,  # not upper case: Lato kerns "Y V" so tight the space vanishes
            theme.FONT_SMALL,  # 18 drew capitals 9.4 px tall (issue 33: 11 at least)
            theme.lerp(theme.MOONLIGHT, accent, 0.35),
            center=(centre, L.ROAD_Y + px(1)),
        )
    # panel backdrops
    draw_panel(surface, L.DICE_PANEL, alpha=225, radius=12)
    draw_panel(surface, L.CONTROL_PANEL, alpha=225, radius=12)
    draw_panel(surface, L.LOG_PANEL, alpha=225, radius=12)
    for die in range(3):
        rect = L.die_rect(die)
        kind = art.DIE_KIND[die]
        icon = art.symbol_icon(kind, px(22), theme.MOONLIGHT)
        name = tr(f"taisen.kind.{('rock', 'paper', 'scissors', 'shogun')[kind]}")
        caption = theme.text(name, theme.FONT_SMALL, theme.MOONLIGHT)  # 11 px capitals
        total = icon.get_width() + px(4) + caption.get_width()
        x = rect.centerx - total // 2
        y = rect.bottom + px(6)
        surface.blit(icon, (x, y))
        surface.blit(
            caption,
            caption.get_rect(midleft=(x + icon.get_width() + px(4), y + icon.get_height() // 2)),
        )
    return surface.convert() if pygame.display.get_surface() is not None else surface


def column_inner(pos: int) -> pygame.Rect:
    """A column's tile, inside its gaps."""
    return L.COLUMNS[pos].inflate(-L.px(6), 0)


def column_glow(pos: int, colour: Colour) -> pygame.Surface:
    return _column_glow(column_inner(pos).size, colour)


@lru_cache(maxsize=16)
def _column_glow(size: tuple[int, int], colour: Colour) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    radius = L.px(10)
    pygame.draw.rect(surface, (*colour, 48), surface.get_rect(), border_radius=radius)
    pygame.draw.rect(surface, (*colour, 220), surface.get_rect(), L.px(3), border_radius=radius)
    return surface


# ---------------------------------------------------------------------------
# the view
# ---------------------------------------------------------------------------
class BoardView:
    """Display model + drawing of the board, cards, dice and effects."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.help_key = "taisen.help"
        """The keys line under the board: the playing keys, or (the final board seen
        again from the results) the way back to them."""
        self.stacks: list[list[list[int]]] = [[[] for _ in range(POSITIONS)] for _ in range(2)]
        self.side = 0
        self.dice = DiceShow()
        self.badges: list[int | None] = [None, None]
        """The Shogun's current strength per side during a combat (None otherwise)."""
        self.combat_pos: int | None = None
        self.floating: dict[int, tuple[float, float]] = {}
        """Cards in flight, drawn at these positions above the stacks."""
        self.offsets: dict[int, tuple[float, float]] = {}
        """Extra displacement of stacked cards (duel lunges)."""
        self.marks: dict[int, str] = {}
        """Duel outcome marks on cards: "win", "lose", "tie"; "moved": a computer's
        stack just landed, held a beat."""
        self.effects: list[Effect] = []
        self.tallies = Tallies()
        """Each fight of the combats shown, left in its column (tally.py)."""
        self.positions: dict[int, list[float]] = {}
        """Eased top-left corner of each card on the board."""
        self.targets: dict[int, tuple[int, int]] = {}
        self.order: list[int] = []
        """Cards in drawing order (bottom of stacks first)."""
        self.time = 0.0
        self._dirty = True

    def prewarm(self) -> None:
        """Render the static board and the cached pictures before the first frame."""
        art.prewarm()
        static_board(self.lang, L.SIZE)
        for colour in (HIGHLIGHT, HINT, COMBAT, theme.GOLD):
            for spread in (6, 10, 12):
                art.glow(L.CARD_W, L.CARD_H, colour, L.px(spread))
            art.glow(L.DIE_SIZE, L.DIE_SIZE, colour, L.px(6))
            art.glow(L.DIE_SIZE, L.DIE_SIZE, colour, L.px(10))
        for pos in range(POSITIONS):
            column_glow(pos, COMBAT)
            column_glow(pos, HIGHLIGHT)
        _mark_surface("lose")
        _mark_surface("tie")

    # ------------------------------------------------------------------ model
    def rebuild(self, state: TaisenState) -> None:
        """Show `state` exactly, with no animation in flight."""
        stacks = state.stacks
        self.stacks = [[list(s) for s in stacks[0]], [list(s) for s in stacks[1]]]
        self.side = state.side
        dice = state.dice or [0, 0, 0]
        self.dice = DiceShow(values=list(dice), used=[v == 0 for v in dice])
        self.badges = [None, None]
        self.combat_pos = None
        self.floating.clear()
        self.offsets.clear()
        self.marks.clear()
        self.effects.clear()
        self.tallies.clear()
        self.relayout(snap=True)

    def matches(self, state: TaisenState) -> bool:
        stacks = state.stacks
        return (
            self.stacks == [[list(s) for s in stacks[0]], [list(s) for s in stacks[1]]]
            and not self.floating
        )

    def where(self, card: int) -> tuple[int, int] | None:
        """(side, position) of a card on the display board."""
        side = card // 10
        for pos, stack in enumerate(self.stacks[side]):
            if card in stack:
                return side, pos
        return None

    def slot_of_new(self, side: int, pos: int, count: int) -> list[tuple[int, int]]:
        """Where `count` cards put on top of `side`'s stack on `pos` would land."""
        n = [len(self.stacks[0][pos]), len(self.stacks[1][pos])]
        n[side] += count
        slots = L.stack_slots(pos, n[0], n[1])[side]
        return slots[-count:] if count else []

    def relayout(self, snap: bool = False) -> None:
        self.targets.clear()
        self.order.clear()
        for pos in range(POSITIONS):
            monkey = self.stacks[0][pos]
            wolf = self.stacks[1][pos]
            if not monkey and not wolf:
                continue
            slots_m, slots_w = L.stack_slots(pos, len(monkey), len(wolf))
            for cards, slots in ((wolf, slots_w), (monkey, slots_m)):
                for card, slot in zip(cards, slots, strict=True):
                    self.targets[card] = slot
                    self.order.append(card)
                    if snap or card not in self.positions:
                        self.positions[card] = [float(slot[0]), float(slot[1])]
        for card in list(self.positions):
            if card not in self.targets and card not in self.floating:
                del self.positions[card]
        self._dirty = False

    def mark_dirty(self) -> None:
        self._dirty = True

    def land(self, side: int, pos: int, cards: list[int]) -> None:
        """Cards in flight arrive on top of `side`'s stack on `pos`."""
        self.stacks[side][pos].extend(cards)
        for card in cards:
            xy = self.floating.pop(card, None)
            if xy is not None:
                self.positions[card] = [xy[0], xy[1]]
        self._dirty = True

    def lift(self, side: int, pos: int, count: int) -> list[int]:
        """Take the top `count` cards of a stack into flight (at their current place)."""
        stack = self.stacks[side][pos]
        cards = stack[len(stack) - count :] if count else []
        del stack[len(stack) - count :]
        for card in cards:
            xy = self.positions.get(card) or list(self.targets.get(card, (0, 0)))
            self.floating[card] = (xy[0], xy[1])
        self._dirty = True
        return cards

    def card_rects(self) -> list[pygame.Rect]:
        """Every card on the road where it is drawn now (table coordinates): what a
        review's caption or a replay's tag must not cover."""
        rects = []
        for side in self.stacks:
            for stack in side:
                for card in stack:
                    x, y = self.card_xy(card)
                    rects.append(pygame.Rect(round(x), round(y), L.CARD_W, L.CARD_H))
        return rects

    def card_xy(self, card: int) -> tuple[float, float]:
        if card in self.floating:
            return self.floating[card]
        xy = self.positions.get(card)
        if xy is None:
            slot = self.targets.get(card, (0, 0))
            return float(slot[0]), float(slot[1])
        dx, dy = self.offsets.get(card, (0.0, 0.0))
        return xy[0] + dx, xy[1] + dy

    # ------------------------------------------------------------------ update
    def update(self, dt: float) -> None:
        self.time += dt
        if self._dirty:
            self.relayout()
        rate = min(1.0, dt * EASE_RATE)
        for card, (tx, ty) in self.targets.items():
            xy = self.positions[card]
            if xy[0] != tx or xy[1] != ty:
                xy[0] += (tx - xy[0]) * rate
                xy[1] += (ty - xy[1]) * rate
                if abs(xy[0] - tx) < 0.5 and abs(xy[1] - ty) < 0.5:
                    xy[0], xy[1] = float(tx), float(ty)
        if self.effects:
            self.effects = [e for e in self.effects if e.update(dt)]

    @property
    def moving(self) -> bool:
        """Cards still sliding to their slots, effects playing, or dice tumbling."""
        if self.effects or self.offsets or any(self.dice.rolling):
            return True
        return any(
            self.positions[card][0] != tx or self.positions[card][1] != ty
            for card, (tx, ty) in self.targets.items()
        )

    def settle(self) -> None:
        """Jump every card to its slot and drop running effects (skipping animations)."""
        if self._dirty:
            self.relayout()
        for card, (tx, ty) in self.targets.items():
            self.positions[card] = [float(tx), float(ty)]
        self.effects.clear()
        self.offsets.clear()
        self.dice.rolling = [0.0, 0.0, 0.0]

    # ------------------------------------------------------------------ hit tests
    def card_at(self, point: tuple[int, int]) -> int | None:
        """The card drawn on top at `point` (cards in flight are not clickable)."""
        x, y = point
        for card in reversed(self.order):
            cx, cy = self.card_xy(card)
            if cx <= x < cx + L.CARD_W and cy <= y < cy + L.CARD_H:
                return card
        return None

    @staticmethod
    def die_at(point: tuple[int, int]) -> int | None:
        for die in range(3):
            if L.die_rect(die).inflate(L.px(10), L.px(10)).collidepoint(point):
                return die
        return None

    # ------------------------------------------------------------------ drawing
    def draw(
        self,
        canvas: pygame.Surface,
        hl: Highlights,
        under_effects: Callable[[pygame.Surface], None] | None = None,
    ) -> None:
        """The board; `under_effects` draws over the cards and under the effects (the
        computer's trail, drawn while its turn plays: a duel's caption stays on top)."""
        canvas.blit(static_board(self.lang, L.SIZE), (0, 0))
        if hints_shown():  # a replay draws the board without it, over its own controls
            theme.blit_text(  # not in the static board: it changes once the game is over
                canvas,
                _translator(self.lang)(self.help_key),
                theme.FONT_SMALL,  # the footer: capitals 11.5 px at 1280x720 (issue 33)
                theme.TEXT_FAINT,
                center=(L.CANVAS_W // 2, L.HELP_Y),
            )
        pulse = 0.5 + 0.5 * math.sin(self.time * 5.0)
        if self.combat_pos is not None:
            canvas.blit(column_glow(self.combat_pos, COMBAT), column_inner(self.combat_pos))
        preview = hl.preview
        if preview is not None:
            canvas.blit(
                column_glow(preview.dst, COMBAT if preview.combat else HIGHLIGHT),
                column_inner(preview.dst),
            )
        if preview is not None:  # ghosts first: a real card always shows over them
            self._draw_ghosts(canvas, preview)
        if not self.tallies.faded:  # (faint while a person chooses: marks_fade)
            self.tallies.draw(canvas, self.stacks)
        self._draw_cards(canvas, hl, pulse)
        if preview is not None:
            self._draw_preview(canvas, preview, pulse)
        if under_effects is not None:
            under_effects(canvas)
        for effect in sorted(self.effects, key=lambda e: e.layer):  # stable: same layer, same order
            if not effect.over_bar:
                effect.draw(canvas)
        self._draw_dice(canvas, hl, pulse)
        # over the dice: a die rolling bounces up to it, and the title stays whole
        theme.blit_text(
            canvas,
            _translator(self.lang)("taisen.dice"),
            theme.FONT_SMALL,
            theme.GOLD,
            topleft=L.DICE_TITLE,
        )

    def sash_shown(self) -> bool:
        """A turn's sash is over the top bar: the bar's title, which says the same a
        little aside, is not drawn under it (it read twice, blurred, as the sash faded)."""
        return any(effect.over_bar for effect in self.effects)

    def draw_over_bar(self, canvas: pygame.Surface) -> None:
        """The effects shown over the top bar (a turn's sash), drawn after it."""
        for effect in self.effects:
            if effect.over_bar:
                effect.draw(canvas)

    def _draw_cards(self, canvas: pygame.Surface, hl: Highlights, pulse: float) -> None:
        px = L.px
        cw, ch = L.CARD_W, L.CARD_H
        shadow = art.card_shadow()
        selectable = hl.selectable_cards
        moving = set(hl.preview.cards) if hl.preview is not None else set()
        badges: list[tuple[int, int, float, float]] = []
        lift, s6, s10, s12 = px(4), px(6), px(10), px(12)
        for card in self.order:
            x, y = self.card_xy(card)
            raised = card == hl.selected_card or card in moving
            if raised:
                y -= lift
            canvas.blit(shadow, (x - s6, y - px(3)))
            mark = self.marks.get(card)
            if mark == "win":
                canvas.blit(art.glow(cw, ch, theme.GOLD, s12), (x - s12, y - s12))
            elif mark == "moved":  # a computer's stack just landed (animations.BeatStep)
                colour = theme.SIDE_COLOURS[("monkey", "wolf")[card // 10]]
                canvas.blit(art.glow(cw, ch, colour, s12), (x - s12, y - s12))
            if card == hl.hint_card:
                halo = art.glow(cw, ch, HINT, s10)
                halo.set_alpha(int(120 + 135 * pulse))
                canvas.blit(halo, (x - s10, y - s10))
            elif card == hl.selected_card:
                canvas.blit(art.glow(cw, ch, HIGHLIGHT, s10), (x - s10, y - s10))
            elif card in selectable:  # the focus glows as any card that can move
                halo = art.glow(cw, ch, HIGHLIGHT, s6)
                halo.set_alpha(int(140 + 115 * pulse))
                canvas.blit(halo, (x - s6, y - s6))
            canvas.blit(art.card_surface(card), (x, y))
            if (
                hl.dim_side is not None
                and card // 10 == hl.dim_side
                and card not in selectable
                and not raised
            ):
                canvas.blit(art.card_dim(), (x, y))
            if mark == "lose" or mark == "tie":
                canvas.blit(_mark_surface(mark), (x, y))
            badge = self.badges[card // 10]
            if badge is not None and COLOUR[card] == JOKER and self.combat_pos is not None:
                if card in self.stacks[card // 10][self.combat_pos]:
                    badges.append((badge, card // 10, x, y))
        for card, (x, y) in self.floating.items():
            canvas.blit(shadow, (x - px(2), y + s6))
            canvas.blit(art.card_surface(card), (x, y))
        # a Shogun's strength sits on his card's edge, by the strip that stays visible
        # even under other cards (top strip for the Wolf, bottom strip for the Monkey)
        strip_mid = px(5 + art.STRIP_H // 2)
        for value, side, x, y in badges:
            strip = y + strip_mid if side == 1 else y + ch - strip_mid
            image = art.strength_badge(value)
            canvas.blit(image, image.get_rect(center=(int(x + cw - px(2)), int(strip))))
        # the hinted card ringed where it shows (a covered one: its strip), and what moves
        # with it dashed around the group, so the card to pick is never in doubt
        if hl.hint_card is not None:
            self._ring_hint(canvas, hl.hint_card, raised=hl.hint_card in moving)
        chosen = hl.selected_card
        if chosen is None and hl.focus_card is None and hl.preview is not None and hl.preview.cards:
            chosen = hl.preview.cards[0]
        if chosen is not None and chosen != hl.hint_card:
            self._outline_group(canvas, chosen, HIGHLIGHT, raised=True)
        # the keys' focus: white and bracketed, never gold as what can move (issue 33)
        if hl.focus_card is not None and hl.focus_card != hl.selected_card:
            rect = self.group_rect(hl.focus_card)
            if rect is not None:
                raised = hl.focus_card in moving
                focus_ring(canvas, rect.move(0, -lift if raised else 0), px(art.CARD_RADIUS + 4))

    def group_rect(self, card: int) -> pygame.Rect | None:
        """The cards from `card` to the top of its stack, as one rectangle."""
        found = self.where(card)
        if found is None:
            return None
        side, pos = found
        stack = self.stacks[side][pos]
        rect: pygame.Rect | None = None
        for other in stack[stack.index(card) :]:
            x, y = self.card_xy(other)
            r = pygame.Rect(int(x), int(y), L.CARD_W, L.CARD_H)
            rect = r if rect is None else rect.union(r)
        return rect

    def visible_rect(self, card: int) -> pygame.Rect | None:
        """The part of `card` that shows: the whole card on top of its stack, else the
        strip the card above it leaves (at the bottom for the Monkey, at the top for the
        Wolf, whose stacks are mirrored)."""
        found = self.where(card)
        if found is None:
            return None
        side, pos = found
        stack = self.stacks[side][pos]
        x, y = self.card_xy(card)
        rect = pygame.Rect(int(x), int(y), L.CARD_W, L.CARD_H)
        index = stack.index(card)
        if index == len(stack) - 1:
            return rect
        ax, ay = self.card_xy(stack[index + 1])
        above = pygame.Rect(int(ax), int(ay), L.CARD_W, L.CARD_H)
        if above.top > rect.top:
            rect.height = max(1, min(rect.height, above.top - rect.top))
        else:
            bottom = rect.bottom
            rect.height = max(1, bottom - max(rect.top, above.bottom))
            rect.bottom = bottom
        return rect

    def _ring_hint(self, canvas: pygame.Surface, card: int, raised: bool) -> None:
        """The hinted card's ring (newcomer B: the hint 'Paper 3 with the green die' rang
        the whole stack, and the card meant was its bottom strip, g20.png): a thick ring
        around the part of the card that shows, and, when cards ride on it, a dashed line
        around all that moves with it."""
        rect = self.visible_rect(card)
        group = self.group_rect(card)
        if rect is None or group is None:
            return
        px = L.px
        if raised:
            rect, group = rect.move(0, -px(4)), group.move(0, -px(4))
        if group != rect:
            dashed_rect(canvas, group.inflate(px(12), px(12)), HINT, int(self.time * 24 * L.SCALE))
        ring = rect.inflate(px(8), px(8))
        radius = px(art.CARD_RADIUS + 3)
        pygame.draw.rect(canvas, (10, 10, 24), ring.move(0, px(2)), px(5), border_radius=radius)
        pygame.draw.rect(canvas, HINT, ring, px(4), border_radius=radius)

    def _outline_group(
        self, canvas: pygame.Surface, card: int, colour: Colour, raised: bool
    ) -> None:
        rect = self.group_rect(card)
        if rect is None:
            return
        px = L.px
        if raised:
            rect = rect.move(0, -px(4))
        radius = px(art.CARD_RADIUS + 4)
        pygame.draw.rect(
            canvas,
            (10, 10, 24),
            rect.inflate(px(10), px(10)).move(0, px(2)),
            px(3),
            border_radius=radius,
        )
        pygame.draw.rect(canvas, colour, rect.inflate(px(10), px(10)), px(3), border_radius=radius)

    def _ghost_rects(self, preview: Preview) -> list[pygame.Rect]:
        slots = self.slot_of_new(preview.side, preview.dst, len(preview.cards))
        return [pygame.Rect(x, y, L.CARD_W, L.CARD_H) for x, y in slots[: len(preview.cards)]]

    def _draw_ghosts(self, canvas: pygame.Surface, preview: Preview) -> None:
        """Where the moving cards would land, see-through, under every real card."""
        for card, rect in zip(preview.cards, self._ghost_rects(preview), strict=False):
            canvas.blit(art.card_ghost(card), rect)

    def _draw_preview(self, canvas: pygame.Surface, preview: Preview, pulse: float) -> None:
        """Ghosts of the moving cards where they would land, boxed, and an arrow there."""
        if not preview.cards:
            return
        colour = COMBAT if preview.combat else HIGHLIGHT
        box: pygame.Rect | None = None
        for rect in self._ghost_rects(preview):
            box = rect if box is None else box.union(rect)
        source = self.group_rect(preview.cards[0])
        if box is None or source is None:
            return
        px = L.px
        dashed_rect(canvas, box.inflate(px(10), px(10)), colour, int(self.time * 24 * L.SCALE))
        up = preview.side == 0
        source = source.move(0, -px(4))
        ax, ay = source.centerx, (source.top if up else source.bottom)
        bx, by = box.centerx, (box.top - px(8) if up else box.bottom + px(8))
        if ax == bx:
            return
        lift = -px(60) if up else px(60)
        points = [
            (ax + (bx - ax) * t, ay + (by - ay) * t + lift * 4 * t * (1 - t))
            for t in (i / 20 for i in range(21))
        ]
        pygame.draw.lines(canvas, (10, 10, 20), False, [(a, b + px(2)) for a, b in points], px(6))
        pygame.draw.lines(canvas, colour, False, points, px(3))
        (ux, uy), (qx, qy) = points[-3], points[-1]
        angle = math.atan2(qy - uy, qx - ux)
        head = px(15)
        left = (qx - head * math.cos(angle - 0.5), qy - head * math.sin(angle - 0.5))
        right = (qx - head * math.cos(angle + 0.5), qy - head * math.sin(angle + 0.5))
        pygame.draw.polygon(canvas, colour, [(qx, qy), left, right])

    def _draw_dice(self, canvas: pygame.Surface, hl: Highlights, pulse: float) -> None:
        dice = self.dice
        for die in range(3):
            rect = L.die_rect(die)
            if dice.rolling[die] > 0:
                frames = art.die_rotations(die, dice.faces[die])
                index = int(dice.angles[die] / 360.0 * len(frames)) % len(frames)
                image = frames[index]
                bounce = abs(math.sin(dice.rolling[die] * 14.0)) * L.px(8)
                canvas.blit(image, image.get_rect(center=(rect.centerx, rect.centery - bounce)))
                continue
            used = dice.used[die]
            size = L.DIE_SIZE
            s6, s10 = L.px(6), L.px(10)
            if die == dice.lit:  # its move is playing: lit in the mover's colour, raised
                colour = theme.SIDE_COLOURS["monkey" if self.side == 0 else "wolf"]
                s14 = L.px(14)
                canvas.blit(art.glow(size, size, colour, s14), (rect.x - s14, rect.y - s14))
                canvas.blit(art.die_surface(die, dice.values[die], False), rect.move(0, -L.px(6)))
                continue
            if die == hl.hint_die:
                halo = art.glow(size, size, HINT, s10)
                halo.set_alpha(int(120 + 135 * pulse))
                canvas.blit(halo, (rect.x - s10, rect.y - s10))
            elif die == hl.selected_die:
                canvas.blit(art.glow(size, size, HIGHLIGHT, s10), (rect.x - s10, rect.y - s10))
            elif die in hl.selectable_dice:
                halo = art.glow(size, size, HIGHLIGHT, s6)
                halo.set_alpha(int(90 + 90 * pulse))
                canvas.blit(halo, (rect.x - s6, rect.y - s6))
            lift = L.px(4) if die == hl.selected_die else 0
            if die in hl.stuck_dice and not used:
                stuck_die.draw(canvas, rect, die, dice.values[die])
                continue
            canvas.blit(art.die_surface(die, dice.values[die], used), rect.move(0, -lift))
            if die == hl.focus_die and die != hl.selected_die:  # the keys' focus (focus_ring)
                focus_ring(canvas, rect, L.px(12))


def dashed_rect(canvas: pygame.Surface, rect: pygame.Rect, colour: Colour, phase: int) -> None:
    """A marching-ants outline (where a move would land, where the computer's moved)."""
    dash, gap = L.px(9), L.px(6)
    width = L.px(3)
    period = dash + gap
    edges = (
        ((rect.left, rect.top), (1, 0), rect.width),
        ((rect.right, rect.top), (0, 1), rect.height),
        ((rect.right, rect.bottom), (-1, 0), rect.width),
        ((rect.left, rect.bottom), (0, -1), rect.height),
    )
    offset = phase % period
    for (x, y), (dx, dy), length in edges:
        d = -offset
        while d < length:
            a, b = max(0, d), min(length, d + dash)
            if b > a:
                pygame.draw.line(
                    canvas, colour, (x + dx * a, y + dy * a), (x + dx * b, y + dy * b), width
                )
            d += period


def _mark_surface(mark: str) -> pygame.Surface:
    return _mark_picture(mark, (L.CARD_W, L.CARD_H))


@lru_cache(maxsize=4)
def _mark_picture(mark: str, size: tuple[int, int]) -> pygame.Surface:
    """A duel's mark over a card of `size` real px: crossed out (lost) or ringed (tie)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = L.px(art.CARD_RADIUS)
    if mark == "lose":
        pygame.draw.rect(surface, (20, 0, 0, 110), rect, border_radius=radius)
        k = 4
        big = pygame.Surface((art.CARD_W * k, art.CARD_H * k), pygame.SRCALPHA)
        c = (art.CARD_W * k / 2, art.CARD_H * k / 2)
        r = 26 * k
        for sx in (-1, 1):
            pygame.draw.line(
                big,
                (20, 0, 0, 200),
                (c[0] - r, c[1] - sx * r + 3 * k),
                (c[0] + r, c[1] + sx * r + 3 * k),
                11 * k,
            )
            pygame.draw.line(
                big,
                (*theme.VERMILION, 255),
                (c[0] - r, c[1] - sx * r),
                (c[0] + r, c[1] + sx * r),
                8 * k,
            )
        surface.blit(pygame.transform.smoothscale(big, rect.size), (0, 0))
    else:
        pygame.draw.rect(surface, (255, 255, 255, 40), rect, border_radius=radius)
        pygame.draw.rect(surface, (*HINT, 255), rect, L.px(3), border_radius=radius)
    return surface


memory.game_module_caches("taisen", globals())  # let go when no Taisen screen is open
