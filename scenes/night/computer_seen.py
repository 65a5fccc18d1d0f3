"""What the Night table keeps of a computer's turn until a person acts (newcomer T, s12,
nc-T.md 'the computer's turn', 6/10: 'keep the computer's landed position ringed (as
Taisen does) until the next person acts'; its throw came and went, and after the cover
nothing on the village said where it went or what it took).

Marks, all public (what every seat saw happen on the village): a dotted trail from the
roof a computer's ninja left to the roof it landed on (a Move's throw, a Hook), that roof
ringed in the ninja's colour; '-2' on a roof it collected from; a ring round a ninja it
hit, or stole from (until the next action: the steal done). A person's action (any: a plan, a throw, a drop; not a turn the table
passes for them with nothing to do, `end idle`) clears them, as
Taisen's trails (scenes/taisen/trail.py) and Dojo's walk arrows go at the person's
first action. An undo clears them too, and so does the round's end: a '2×' of the last
collect stayed on its roof under the next round's banner and through its plans
(newcomer T, s20, 156, 209).

Also whether a computer's move shows anything on the table for the hand-off's hold
(tableflow/handoff_flow.shows_something): its secret plan does not; and where the
banner of its result lies, which the hold's cue keeps clear of (hold_cue.CueHooks)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event

from .. import theme
from ..tableflow.computer import CHAINED_PAUSE
from ..tableflow.kept_marks import KeptMarksTable
from . import token_spots
from .palette import token_colour

if TYPE_CHECKING:
    from .village_view import VillageView

Colour = tuple[int, int, int]
Point = tuple[int, int]

DASH = 10
"""Design px of a dash of a landing ring, and of a gap between a trail's dots."""
BEAT = 0.6
"""Seconds (at speed 1) the table stays still after a step of a computer's turn that
is read in words (a Collect, a Steal, a token put down or kept, a heal) before its
next step: its Shuriken came while a person still read its Collect (newcomer C, s14).
A throw's rope and banner are their own beat. The computer's pause at the start of
its turn caps it (tableflow/computer.Computer.pause, Night's AI_PAUSE: 0.6 s)."""
READ_FIRST = frozenset({"collect", "steal", "discard", "drop", "keep", "swap", "heal"})
"""The computer's actions whose next step waits the BEAT."""


@dataclass
class KeptMarks:
    """The marks of the computers' moves since a person last acted."""

    trails: dict[int, tuple[int, int]] = field(default_factory=dict)
    """By seat: (the roof its ninja left, the roof it landed on)."""
    taken: dict[int, tuple[int, int]] = field(default_factory=dict)
    """By roof: (the seat that collected there, how many tokens)."""
    hit: dict[int, int] = field(default_factory=dict)
    """By seat hit: the seat that did it."""
    stolen: dict[int, int] = field(default_factory=dict)
    """By seat stolen from: the thief, ringed until the next action is played (the
    steal done): its ring stayed over the two ninjas of that roof after it, a leftover
    (newcomer R, s19)."""
    count = 0
    """The number of actions played when the marks were last noted."""
    seat: int | None = None
    """The seat whose action was noted last."""

    def clear(self) -> None:
        self.trails.clear()
        self.taken.clear()
        self.hit.clear()
        self.stolen.clear()

    def any(self) -> bool:
        return bool(self.trails or self.taken or self.hit or self.stolen)

    def note(self, seat: int, by_computer: bool, events: list[Event], count: int) -> None:
        """`seat`'s action just played (`count` actions now), its `events`."""
        self.count = count
        self.stolen.clear()  # a steal's ring lasts until the next action
        if not by_computer:
            self.clear()
            return
        for event in events:
            d = event.data
            kind = event.kind
            if kind == "throw" and d.get("success") and int(d.get("seat", -1)) == seat:
                if d.get("action") == "move":
                    self.trails[seat] = (int(d["from"]), int(d["to"]))
                elif d.get("victim") is not None:
                    self.hit[int(d["victim"])] = seat
            elif kind == "hooked":
                self.trails[seat] = (int(d["from"]), int(d["to"]))
            elif kind == "collected":
                many = len(d.get("tokens", [])) + len(d.get("held", []))
                if many:
                    before = self.taken.get(int(d["building"]), (seat, 0))[1]
                    self.taken[int(d["building"])] = (seat, before + many)
            elif kind == "stolen":
                self.stolen[int(d["victim"])] = seat
            elif kind == "round_ended":  # its marks end with the round (newcomer T, s20)
                self.clear()

    # ------------------------------------------------------------------ drawing
    def draw_roof(
        self, canvas: pygame.Surface, view: VillageView, building: int, colours: list[Colour]
    ) -> pygame.Rect | None:
        """The roof a computer's ninja landed on, ringed in dashes of its colour: drawn
        in the village's painter order, under the ninjas standing there and under the
        buildings nearer (the area drawn, for them)."""
        landed = [seat for seat, (_, to) in self.trails.items() if to == building]
        if not landed:
            return None
        colour = bright(colours[landed[0] % len(colours)])
        outline = view.roof_outline(building)
        width = max(2, view.px(3))
        drawn: pygame.Rect | None = None
        for a, b in zip(outline, [*outline[1:], outline[0]], strict=True):
            for rect in dashes(canvas, colour, a, b, width, view.px(DASH)):
                drawn = rect if drawn is None else drawn.union(rect)
        return drawn

    def draw_over(
        self,
        canvas: pygame.Surface,
        view: VillageView,
        positions: list[int | None],
        colours: list[Colour],
    ) -> None:
        """Over the village: each trail (dots, an arrowhead at the roof landed on), a
        ring round each ninja hit, '2 taken' and a token on each roof collected from."""
        px = view.px
        for seat, (left, to) in self.trails.items():
            if left == to:
                continue
            colour = bright(colours[seat % len(colours)])
            trail(canvas, colour, view.roof_point(left), view.roof_point(to), px)
        for victim, seat in [*self.hit.items(), *self.stolen.items()]:
            where = positions[victim] if victim < len(positions) else None
            if where is None:
                continue
            body = view.ninja_body(view.ninja_spot(where, victim)).inflate(px(14), px(10))
            colour = bright(colours[seat % len(colours)])
            pygame.draw.ellipse(canvas, theme.SHADOW, body, max(2, px(5)))
            pygame.draw.ellipse(canvas, colour, body, max(2, px(3)))
        bodies = [
            view.ninja_body(view.ninja_spot(where, who)).inflate(px(4), px(4))
            for who, where in enumerate(positions)
            if where is not None
        ]
        tr = getattr(getattr(view.kept, "app", None), "tr", None)  # (the table's words)
        for building, (seat, many) in self.taken.items():
            colour = bright(colours[seat % len(colours)])
            words = str(tr("night.taken.badge", n=many)) if tr is not None else None
            taken_badge(canvas, view, building, many, colour, bodies, words)


def taken_badge(
    canvas: pygame.Surface,
    view: VillageView,
    building: int,
    many: int,
    colour: Colour,
    bodies: list[pygame.Rect] | None = None,
    words: str | None = None,
) -> pygame.Rect:
    """'2 taken' and a token's back in a pill edged in the taker's colour, on the roof
    the tokens were taken from (badge_spot), `words` the count's ('{many}×' if None).
    A bare '-2' beside the ninja read as its own loss, a stale score (newcomer Y, s13,
    089); '-3' and a token still read as a token's points (newcomer I, s16, 033, 059): a
    count of tokens has no minus; '1×' and a token's back read as 'one more token hidden
    on this roof' (newcomer D, s22, 137): it says 'taken'."""
    px = view.px
    label = theme.text(words or f"{many}×", theme.FONT_SMALL, theme.MOONLIGHT)
    size = max(8, round(label.get_height() * 0.7))
    pill = pygame.Rect(0, 0, label.get_width() + px(4) + size, label.get_height())
    pill = pill.inflate(px(12), px(4))
    pill = badge_spot(pill, view, building, bodies or [], px(4))
    pygame.draw.rect(canvas, theme.MIDNIGHT, pill, border_radius=pill.height // 2)
    pygame.draw.rect(canvas, colour, pill, max(2, px(2)), border_radius=pill.height // 2)
    left = pill.left + px(6)
    canvas.blit(label, label.get_rect(midleft=(left, pill.centery)))
    spot = (left + label.get_width() + px(4) + size // 2, pill.centery)
    view.draw_token(canvas, "pink", spot, token_colour("pink"), size, squash=1.0)
    return pill


def badge_spot(
    pill: pygame.Rect, view: VillageView, building: int, bodies: list[pygame.Rect], gap: int
) -> pygame.Rect:
    """Where the badge of tokens taken from `building` stands: on that roof's top, the
    place nearest its back right corner clear of the ninjas' `bodies`, the tokens lying
    on the roofs and the roofs' numbers; else, a roof too small or too crowded, on
    its front wall where no nearer building stands before it; else over its
    ninjas' heads, straight above the roof, as high as it must to clear the tokens
    and numbers of the roofs behind. Before, it moved right of the ninjas it would
    cover, off its roof and onto the next one (newcomer X, s21, FR 1920x1080, 119; the
    N× bubble 'drifts', newcomer D, s22)."""
    from .hand_place import roof_number_boxes, roof_token_boxes  # (they read the view)

    outline = view.roof_outline(building)
    xs, ys = [x for x, _ in outline], [y for _, y in outline]
    top = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    inner = top.inflate(-2 * gap, -2 * gap)
    lying = [[0] * view.lying.get(i, 0) for i in range(len(view.village.buildings))]
    others = [*roof_token_boxes(view, lying), *roof_number_boxes(view)]
    keep_off = [*bodies, *others]
    step = max(2, gap)
    xs = columns(top, inner, pill.width, step)
    for y in range(inner.top, inner.bottom - pill.height + 1, step):  # from its back
        for x in xs:
            there = pill.move(x - pill.x, y - pill.y)
            if there.collidelist(keep_off) < 0:
                return there
    b = view.village.buildings[building]  # its front wall, where no nearer building
    ground = view.project(b.x, b.y + b.h, 0.0)[1]  # stands before it
    front = token_spots.in_front(view, building)
    for y in range(top.bottom + view.px(2), ground - pill.height + 1, step):
        for x in xs:
            there = pill.move(x - pill.x, y - pill.y)
            seen = front is None or not token_spots.covered(front, view, there)
            if seen and there.collidelist(keep_off) < 0:
                return there
    above = pill.copy()
    above.centerx = top.centerx
    heads = [body.top for body in bodies if top.left <= body.centerx <= top.right]
    above.bottom = min([top.top, *heads]) - gap
    for _ in range(40):  # up, clear of the roofs behind it
        if above.collidelist(others) < 0 or above.top <= view.rect.top:
            break
        above.move_ip(0, -step)
    return above


def columns(top: pygame.Rect, inner: pygame.Rect, width: int, step: int) -> list[int]:
    """The lefts tried for a badge `width` wide over a roof `top`: inside its `inner`
    part from the right, then a little over its sides (its middle still over the roof,
    a roof narrower than the badge), the least over first."""
    inside = list(range(inner.right - width, inner.left - 1, -step))
    over = [
        x
        for x in range(top.left - width // 4, top.right + width // 4 - width + 1, step)
        if x not in inside and top.left <= x + width // 2 <= top.right
    ]
    outside = sorted(over, key=lambda x: max(top.left - x, x + width - top.right))
    return inside + outside


def bright(colour: Colour) -> Colour:
    """A seat's colour lifted toward white, as its ninja's rim (village_view._bright)."""
    r, g, b = colour
    return (r + (255 - r) // 3, g + (255 - g) // 3, b + (255 - b) // 3)


def dashes(
    canvas: pygame.Surface, colour: Colour, a: Point, b: Point, width: int, dash: int
) -> list[pygame.Rect]:
    """A dashed line from `a` to `b` (dashes and gaps `dash` px long)."""
    length = math.dist(a, b)
    steps = max(1, int(length // dash))
    drawn = []
    for k in range(0, steps, 2):
        t0, t1 = k / steps, min(1.0, (k + 1) / steps)
        p = (round(a[0] + (b[0] - a[0]) * t0), round(a[1] + (b[1] - a[1]) * t0))
        q = (round(a[0] + (b[0] - a[0]) * t1), round(a[1] + (b[1] - a[1]) * t1))
        drawn.append(pygame.draw.line(canvas, colour, p, q, width))
    return drawn


def trail(canvas: pygame.Surface, colour: Colour, a: Point, b: Point, px: Any) -> None:
    """Dots along an arc from roof `a` to roof `b`, the way a rope flies, and an
    arrowhead at `b`: where the ninja came from, and where it went."""
    lift = max(px(30), round(math.dist(a, b) * 0.25))
    mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2 - lift)

    def at(t: float) -> tuple[float, float]:
        u = 1 - t
        return (
            u * u * a[0] + 2 * u * t * mid[0] + t * t * b[0],
            u * u * a[1] + 2 * u * t * mid[1] + t * t * b[1],
        )

    dots = max(4, int(math.dist(a, b) // px(DASH)))
    radius = max(2, px(3))
    for k in range(1, dots):
        x, y = at(k / dots)
        pygame.draw.circle(canvas, theme.SHADOW, (round(x), round(y)), radius + 1)
        pygame.draw.circle(canvas, colour, (round(x), round(y)), radius)
    tip, back = at(1.0), at(1 - 1 / dots)
    angle = math.atan2(tip[1] - back[1], tip[0] - back[0])
    size = px(14)
    head = [
        tip,
        (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45)),
        (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45)),
    ]
    pygame.draw.polygon(canvas, colour, [(round(x), round(y)) for x, y in head])


class ComputerSeen(KeptMarksTable):
    """Mixed into NightScene (before TableScene): every action played through the table
    notes the computer's marks (tableflow/kept_marks.py); `move_shows` answers the
    hand-off's hold, `cue_keeps_clear` its cue."""

    table_view: Any

    def new_marks(self) -> KeptMarks:
        return KeptMarks()

    def note_marks(
        self, marks: Any, seat: int, by_computer: bool, action: Any, events: list[Event]
    ) -> None:
        if str(action) == "end idle":  # a turn the table passed for a person: not theirs
            marks.count = len(self.session.actions)
            marks.stolen.clear()  # (an action all the same: a steal before it done)
            return
        marks.note(seat, by_computer, events, len(self.session.actions))

    @property
    def chained_pause(self) -> float:
        """The pause before a computer's next step of the same turn
        (tableflow/computer.Computer.pause): the BEAT after one read in words, else the
        short pause of every table."""
        history = self.state.history
        last = history[-1].split(" ", 1)[0] if history else ""
        return BEAT if last in READ_FIRST else CHAINED_PAUSE

    def cue_keeps_clear(self) -> list[pygame.Rect]:
        """The hold's cue stands above the banner of a throw's result, or of a
        computer's words, where it was drawn last (tableflow/hold_cue.CueHooks)."""
        banner = self.table_view.banner_rect
        return [banner] if banner is not None else []

    def move_shows(self, count: int) -> bool:
        """The `count`-th action, a computer's, left something on the table to read:
        not its secret plan (others still to plan: nothing of it is shown; its cover's
        story says it was made). A plan that revealed them all shows them."""
        actions = self.session.actions
        if not 0 < count <= len(actions):
            return True
        planned = str(actions[count - 1]).split(" ", 1)[0] == "plan"
        return not (planned and self.state.phase == "plan")
