"""The string in the hands: a throw being aimed. The player sets its length by eye,
dragging its end (or Left/Right, the wheel, a gamepad's triggers); no ruler, no number.
It lies in the throw's direction at the village's own scale (VillageView.throw_vector,
the map's own projection), so a length looks the same in the hands as on the map, and
its mark matches the mark at the thrower's feet on the map."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from ninjas.night import data
from ninjas.night.rules import NightAction

from .. import theme
from . import art, open_throw
from .layout import GAP, HANDS_TITLE, LOG_LINE, LOG_MIN
from .palette import HAND_SKIN, TARGET_GOLD
from .rope_view import MARK_RADIUS, draw_grapnel, draw_mark, draw_rope_line

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

START_CM = (2.0, 5.0)
"""Each throw's string comes to the hands coiled short, at a length drawn in this
range (cm), and is paid out from there: shorter than any throw that lands (the least
that lands anywhere is 6.5 cm, a fist's 9.5: test_night_string_paid_out), the same for
every roof it may aim at, another for the next throw. Before, drawn in 30-70% of the
string (12-28 cm for a move): far longer than the usual throw (the nearest roofs lie
12-15 cm off), 26 cm for a 13 cm roof, and newcomer Z (s21, EN 1280x720, 90-92) pressed
Left 26 times; a start in reach of a roof also let Enter alone land (newcomer R, n26),
which a start short of every roof never does: judging the distance stays the game."""
STEP_CM = 1.0
"""What Left/Right (and a wheel's notch) add to the string or take from it, every press
alike; with Shift, FINE_CM."""
FINE_CM = 0.1
START_SALT = 5
"""The start's own draw from the game's seed, apart from the computer's and the hint's."""
HAND_PINCH = 20 / 64
"""Where the hand picture pinches the string: this share of its size above its centre."""
HAND_SIZE = 44
"""The hand picture's side, in design px."""
FIXED_LOG = 4 * LOG_LINE + 12
"""The log's room under the string (four lines, design px), the same for every throw
(panels): at the column's foot, where the backpacks stand, as the string is set
(newcomer K, s17, 126: she could not re-read where the computers had just gone; the
backpacks come back with the throw)."""
TIGHT = 8
"""The least room round the string and the hand in its panel (design px)."""
SIDE_LOG = 190
"""The least width (design px) of the log shown beside a steep string (side_log)."""
HAND_GRAB = 1.0
"""A press on the hand less than this (cm) ahead of the string's near end takes the hand."""
THROW_KINDS = ("move", "attack", "shuriken", "kunai")


def string_limit(kind: str) -> float:
    """The string a throw of `kind` is made with: the moving string, or the fighting one."""
    return data.MOVE_STRING_MAX if kind == "move" else data.FIGHT_STRING_MAX


def start_length(seed: int, kind: str) -> float:
    """The length a string of `kind` comes to the hands at: drawn in START_CM from
    `seed` (the game's seed and its count of actions: the same on a replay, another for
    the next throw), from its own generator, never the game's (no draw of the rules moves)."""
    low, high = START_CM
    return round(min(random.Random(seed).uniform(low, high), string_limit(kind)), 1)


class StringAim:
    """The throw being aimed (`throw`: its action, the length still to set) and the
    string's `length` in the hands."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.throw: NightAction | None = None
        self.length = 0.0
        self.held: tuple[tuple[int, int], float, int] | None = None
        """The string taken by a press (where, the length then, and which end: 1 the
        far end, -1 the hand's), till it is let go; or None."""
        self.aimed_at = -1
        """How many actions the game held when the string was taken up."""
        self.touched, self.started = False, 0.0
        """The string dragged or nudged since it came to the hands; its length then."""

    # ------------------------------------------------------------------ the length
    def start(self, action: NightAction) -> None:
        """The string taken up for `action`, at its start length for this action; a
        throw at a person is aimed in the open (open_throw.py)."""
        self.throw = action
        self.held = None
        self.length = start_length(self.table._seed(START_SALT), action.kind)
        self.aimed_at = len(self.table.session.actions)
        self.touched, self.started = False, self.length
        open_throw.aimed(self.table, action)

    def set(self, action: NightAction | None) -> None:
        """The throw being aimed set (NightScene.throw): put down unthrown, the rows
        come back as the view now is (open_throw.put_down)."""
        dropped = action is None and self.throw is not None
        self.throw = action
        if dropped and self.aimed_at == len(self.table.session.actions):
            open_throw.put_down(self.table)

    @property
    def adjusted(self) -> bool:
        """The string was set since it came to the hands (dragged, nudged, its length
        changed): the guided game's Throw waits for it (tutorial.py)."""
        return self.touched or self.length != self.started

    def limit(self) -> float:
        return data.MOVE_STRING_MAX if self.throw is None else string_limit(self.throw.kind)

    def nudge(self, delta: float) -> None:
        self.length = round(min(max(self.length + delta, 0.0), self.limit()), 1)
        self.touched = True

    def press_at(self, pos: tuple[int, int] | None) -> None:
        """A press in the hands takes the string: on the hand's end it keeps its length
        (it set the far end at the hand: a string of 0, newcomer R, n22); anywhere else,
        the grapnel or fist among them, the far end goes there; either end then follows
        the drag. None (a press off the string, on the map) lets go of it."""
        if pos is None:
            self.held = None
            return
        near, _ = self.string_ends()
        aim = self.aim()
        ahead = (pos[0] - near[0], pos[1] - near[1])
        on_hand = math.dist(pos, near) <= self.table.layout().px(HAND_SIZE)
        # on the hand, or on its mark: never under HAND_GRAB cm ahead, a string no roof
        # is near enough for (a press further out sets a short string, as before)
        if aim is not None and on_hand and self.table.view.length_along(*aim, ahead) < HAND_GRAB:
            self.held = (pos, self.length, -1)
            return
        self.set_length_from(pos)
        self.held = (pos, self.length, 1)

    def drag_to(self, pos: tuple[int, int]) -> None:
        """The pointer dragged, the press still held (input.py): the end taken moves with
        it along the throw, the hand's end pulled back lengthening the string as much as
        the far end pulled out (test_night_hand_end_drag); nothing when no press took the string (a drag begun on
        the map set it: newcomer X, s21, 154-155, a string of 40 cm thrown)."""
        aim = self.aim()
        if self.held is None or aim is None:
            return
        (x, y), length, end = self.held
        if end > 0:  # the far end: where the pointer is
            self.set_length_from(pos)
            return
        moved = (pos[0] - x, pos[1] - y)
        view = self.table.view
        out = view.length_along(*aim, moved) - view.length_along(*aim, (-moved[0], -moved[1]))
        self.length = round(min(max(length + end * out, 0.0), self.limit()), 1)
        self.touched = True

    def set_length_from(self, pos: tuple[int, int]) -> None:
        """The far end of the string dragged to `pos`: the length that puts it there,
        along the throw's direction."""
        aim = self.aim()
        if aim is None:
            return
        near, _ = self.string_ends()
        length = self.table.view.length_along(*aim, (pos[0] - near[0], pos[1] - near[1]))
        self.length = round(min(length, self.limit()), 1)
        self.touched = True

    def action(self) -> NightAction | None:
        """The throw as played: its action with the string's length."""
        a = self.throw
        if a is None:
            return None
        text = f"{self.length:.1f}"
        if a.kind in ("move", "attack"):
            return NightAction(a.kind, (a.args[0], text))
        if a.kind == "shuriken":
            return NightAction("shuriken", (a.args[0], a.args[1], text))
        return NightAction("kunai", (a.args[0], a.args[1], text, a.args[3]))

    # ------------------------------------------------------------------ where it lies
    def target(self) -> int | None:
        """The roof the throw being aimed at is meant for (highlighted on the village)."""
        return self.table.target_roof(self.throw) if self.throw is not None else None

    def aim(self) -> tuple[int, int] | None:
        """(start roof, target roof) of the throw being set."""
        state = self.table.state
        here = state.positions[state.current_player]
        target = self.target()
        return None if here is None or target is None else (here, target)

    def panels(self, layout: Layout) -> tuple[pygame.Rect, pygame.Rect | None]:
        """The hands' panel and, under it, the log's panel (None where not a line fits):
        one layout for every throw (newcomer O, s18, 220/226: the log beside one
        string, word by word, and under the next; the layout jumped between two
        throws). The log keeps the column's foot, full width, FIXED_LOG high (the
        backpacks give it their room while the string is set, newcomer K, s17, 126),
        the panel takes the rest; only a string too steep for that room at the
        village's scale takes more of the column, the log fewer lines under it."""
        hands, px = layout.hands, layout.px
        aim = self.aim()
        if aim is None:
            return pygame.Rect(hands), None
        fx, fy = self.table.view.throw_vector(*aim, self.limit())
        span = math.hypot(fx, fy)
        u = (fx / span, fy / span) if span > 0.5 else self.throw_direction()
        hand = hand_box((0.0, 0.0), u, px(HAND_SIZE))
        tall = max(hand.bottom, 0.0, fy) - min(hand.top, 0.0, fy)
        least = round(px(HANDS_TITLE + 2 * TIGHT) + tall)  # string and hand, tight
        fixed = hands.height - px(GAP // 2) - px(FIXED_LOG)
        height = fixed if least <= fixed else min(hands.height, least)
        panel = pygame.Rect(hands.left, hands.top, hands.width, height)
        top = panel.bottom + px(GAP // 2)
        log = pygame.Rect(hands.left, top, hands.width, hands.bottom - top)
        return panel, (log if log.height >= px(LOG_LINE + 12) else None)

    def packs_shown(self, layout: Layout) -> bool:
        """The backpacks are seen while the string is set: under the village, or in the
        column when the hands' panel and the log (panels) end above them."""
        if layout.packs_below:
            return True
        panel, log = self.panels(layout)
        lowest = panel.bottom + layout.px(GAP // 2) if log is None else log.bottom
        return lowest <= layout.packs.top

    def side_log(self, layout: Layout) -> pygame.Rect | None:
        """Where the log shows while the string is set when no room is left under the
        panel (panels: a steep throw, a long prompt at 1280x720): inside the panel,
        beside the string at its full length and the hand, on the wider side, where
        that is SIDE_LOG wide; else None. Newcomer K, s17, 126."""
        panel, log = self.panels(layout)
        aim = self.aim()
        if log is not None or aim is None:
            return None
        area, px = layout.string_area(panel), layout.px
        (x, _), _ = self.string_ends()
        fx, _ = self.table.view.throw_vector(*aim, self.limit())
        reach = px(HAND_SIZE) + px(8)  # the hand's side either way, and a margin
        left, right = x + min(0.0, fx) - reach, x + max(0.0, fx) + reach
        sides = [
            pygame.Rect(area.left, area.top, round(left) - area.left, area.height),
            pygame.Rect(round(right), area.top, area.right - round(right), area.height),
        ]
        side = max(sides, key=lambda r: r.width)
        return side if side.width >= px(SIDE_LOG) and side.height >= px(LOG_MIN) else None

    def string_ends(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The string in the hands, on screen: the near end (held at the ninja's end)
        and the grapnel's or fist's centre. It lies in the throw's direction, laid out
        by the village's own projection (VillageView.throw_vector), so that it looks as
        long as the same length on the map; at its full length it is centred in the
        hands' panel."""
        layout = self.table.layout()
        area = layout.string_area(self.panels(layout)[0])
        aim = self.aim()
        if aim is None:
            return (area.left, area.centery), (area.left, area.centery)
        view = self.table.view
        fx, fy = view.throw_vector(*aim, self.limit())
        # the string at its full length and the hand behind its near end, centred
        # together: the string alone centred left the hand cut by the panel's edge
        # when the throw went right (issue 33, newcomer J, shot-106)
        span = math.hypot(fx, fy)
        u = (fx / span, fy / span) if span > 0.5 else self.throw_direction()
        hand = hand_box((0.0, 0.0), u, self.table.layout().px(HAND_SIZE))
        left, right = min(hand.left, 0.0, fx), max(hand.right, 0.0, fx)
        top, bottom = min(hand.top, 0.0, fy), max(hand.bottom, 0.0, fy)
        near = (
            clamp(
                area.centerx - (left + right) / 2,
                area.left + 1 - min(0.0, fx),
                area.right - 2 - max(0.0, fx),
            ),
            clamp(
                area.centery - (top + bottom) / 2,
                area.top + 1 - min(0.0, fy),
                area.bottom - 2 - max(0.0, fy),
            ),
        )  # the string's own ends first: where both do not fit, the hand gives way
        vx, vy = view.throw_vector(*aim, self.length)
        return near, (near[0] + vx, near[1] + vy)

    def string_mark(self) -> tuple[int, int] | None:
        """Where the string of the throw being set is held on the map: its mark, at
        the thrower's feet, the centre of its roof, where the rules measure from (the
        rope starts there too)."""
        aim = self.aim()
        return None if aim is None else self.table.view.roof_point(aim[0])

    def throw_direction(self) -> tuple[float, float]:
        aim = self.aim()
        vx, vy = self.table.view.throw_vector(*aim, 1.0) if aim is not None else (1.0, 0.0)
        size = math.hypot(vx, vy) or 1.0
        return vx / size, vy / size

    # ------------------------------------------------------------------ drawing
    def draw_aim(self, canvas: pygame.Surface, layout: Layout) -> None:
        """On the village: the roof the throw is meant for (no line, no number) and the
        string's mark at the thrower's feet."""
        target = self.target()
        if target is not None:
            view = self.table.view
            view.ring_roof(canvas, target, TARGET_GOLD, view.px(3))
        mark = self.string_mark()
        if mark is not None:
            draw_mark(canvas, mark, layout.px(MARK_RADIUS))

    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The string held in the player's hands: it lies in the throw's direction, at
        the village's own scale (`string_ends`), from the hand at the ninja's end to the
        grapnel or fist. Drag its end, or Left/Right, to set its length. No number is
        shown: the estimate is the skill."""
        px = layout.px
        tr = self.table.app.tr
        view = self.table.view
        hands = layout.hands
        button = layout.throw_button()
        full = self.length >= self.limit()  # dragged as far as it goes: it says so
        words = tr("night.string.full" if full else "night.string")
        hint = theme.text(words, theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midleft=(hands.left + px(14), button.centery)))
        near, far = self.string_ends()
        dx, dy = far[0] - near[0], far[1] - near[1]
        span = math.hypot(dx, dy)
        ux, uy = (dx / span, dy / span) if span > 0.5 else self.throw_direction()
        a = (round(near[0]), round(near[1]))
        b = (round(far[0]), round(far[1]))
        draw_rope_line(canvas, view, [a, b], px(2))
        draw_hand(canvas, near, (ux, uy), px(HAND_SIZE))
        draw_mark(canvas, a, layout.px(MARK_RADIUS))  # the mark the hand pinches, as on the map
        fist = self.throw is not None and self.throw.kind != "move"
        blade = self.throw.kind if self.throw is not None else ""
        draw_grapnel(canvas, view, b, (ux, uy), fist=fist, blade=blade)
        pygame.draw.rect(canvas, theme.VERMILION, button, border_radius=px(8))
        text = theme.text(tr("night.throw"), theme.FONT_BODY, theme.MOONLIGHT)
        canvas.blit(text, text.get_rect(center=button.center))


def draw_hand(
    canvas: pygame.Surface,
    pinch: tuple[float, float],
    direction: tuple[float, float],
    size: int,
) -> None:
    """The hand holding the string, its fingers pinching it at `pinch` and pointing
    along it (the picture turned), the sleeve behind; a drawn hand if it is missing."""
    centre, angle = hand_place(pinch, direction, size)
    picture = art.turned("hand", (size, size), angle)
    if picture is not None:
        canvas.blit(picture, picture.get_rect(center=centre))
        return
    r = size // 3
    pygame.draw.circle(canvas, HAND_SKIN, centre, r)
    pygame.draw.circle(canvas, (120, 90, 70), centre, r, max(1, size // 22))


def hand_place(
    pinch: tuple[float, float], direction: tuple[float, float], size: int
) -> tuple[tuple[int, int], float]:
    """The hand picture's centre and turn (degrees) for fingers pinching at `pinch`."""
    ux, uy = direction
    reach = size * HAND_PINCH  # from the picture's centre to the pinching fingers
    centre = (round(pinch[0] - ux * reach), round(pinch[1] - uy * reach))
    return centre, math.degrees(math.atan2(-uy, ux)) - 90


def hand_box(pinch: tuple[float, float], direction: tuple[float, float], size: int) -> pygame.Rect:
    """Where the hand picture drawn by draw_hand covers (its turned square's bounds)."""
    centre, angle = hand_place(pinch, direction, size)
    turn = math.radians(angle)
    side = math.ceil(size * (abs(math.cos(turn)) + abs(math.sin(turn))))
    box = pygame.Rect(0, 0, side, side)
    box.center = centre
    return box


def clamp(value: float, low: float, high: float) -> float:
    """`value` within low..high (their middle where they cross)."""
    return (low + high) / 2 if low > high else min(max(value, low), high)
