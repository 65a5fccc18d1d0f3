"""What the Dojo table draws over the board's picture (board_view.py): where a click
does something now, the walk previewed, the ninjas with their counts, the summoning
dice, the hint, the hexes a log line names, and the animations (stage.py's effects).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.hexgrid import Hex

from .. import theme
from . import art, figure_clear, hint_hover, walk_marks
from .art import HINT
from .dice_place import clear_of, count_boxes
from .gain_place import RISE, gain_rect
from .layout import LAYOUTS_KEPT
from .per_state import kept, state_key
from .ribbon_place import draw_ribbon
from .route_label import draw_label
from .routes import Route, action_hex
from .stage import Effect
from .summon_roll import Roll
from .won_summon import decided

if TYPE_CHECKING:
    from .protocol import Table

px = theme.px

BADGE_FACE = "body"
"""A stack's count in Lato Bold, dark on the clan's colour (7:1 on orange, where the
moonlight digits stood at 2.6:1)."""
BADGE_TEXT = 0.53
"""A count's text size, a share of the hex's radius: 23 at 1280x720, digits 12 px tall."""
DICE_COUNT_SIZE = 24
"""The size of a hex's count of summoning dice: its figures 13 px tall at 1280x720."""

DIE_LEAST = 30
"""A summoning die's side at the least (design px): its pips span 16 px (11 is the
least a player reads, tools/cap_heights.py; at 21, 12 px were 'unreadable from a sofa',
newcomer H, s16, nc-H/075)."""
DIE_SHARE = 0.72
"""A summoning die's side, in the hex's radius: 35 px at 1280x720 (30 before, 'tiny',
newcomer Q, s19; 24 before s16); two side by side span the hex's middle."""
ROLLING = 1.45
"""The die rolling now, in a die's side: 50 px at 1280x720, its face read as it stops."""
DICE_IN_ROW = 2
"""The most dice drawn under a hex once rolled (the matches first): two of DIE_SHARE
stay inside the hex's width, three spilled onto the next hex's dice."""
DIM_DIE = 170
"""A rolled die with no card of its number: dimmed so the matches stand out, its pips
still read (at 120 they sank into the grass, newcomer T, s9 d16)."""

GAIN = (150, 240, 140)
"""A summoning's '+N' (gain_place.py)."""
HEX_ACTIONS = ("dojo", "step", "fight", "throw", "die", "joker")
"""The actions a hint shows on the map (the others: a card, or a button of the panel)."""


def arrow(
    canvas: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    colour: theme.Colour,
    width: int,
    head: int,
) -> None:
    """A straight arrow from `start` to `end` (a hint's walk or throw)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    tip = (end[0] - ux * head * 0.6, end[1] - uy * head * 0.6)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(canvas, theme.SHADOW, (start[0] + 2, start[1] + 2), base, width + 2)
    pygame.draw.line(canvas, colour, start, base, width)
    wing = head * 0.6
    pygame.draw.polygon(
        canvas,
        colour,
        [
            tip,
            (base[0] - uy * wing, base[1] + ux * wing),
            (base[0] + uy * wing, base[1] - ux * wing),
        ],
    )


class MapLayers:
    """The map's layers of the table `table` (its view, layout, state, what is chosen, its
    stage and log)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self._ghosts: dict[tuple[int, int], pygame.Surface] = {}
        self.dice_counts_drawn: dict[Hex, int] = {}
        """The count written beside each hex's summoning dice at the last frame (tests)."""
        self.dice_plates: dict[Hex, pygame.Rect] = {}
        """Each '×N' plate drawn, where (dice_place.plate_clear keeps it off the rest)."""
        self.dice_rows: list[pygame.Rect] = []
        """Each hex's row of dice drawn (gain_place keeps the '+N' off them)."""
        self.rolling_drawn: tuple[Hex, pygame.Rect] | None = None
        """The die rolling at the last frame, big on its hex, and where (tests)."""
        self.gains_drawn: list[pygame.Rect] = []
        """Where each '+N' was drawn at the last frame (gain_place.py; tests)."""
        self.route_label: pygame.Rect | None = None
        """Where the last walk previewed wrote its cost (tests)."""
        self._label: tuple[Hex, str, theme.Colour, list[tuple[int, int]]] | None = None
        """The walk previewed this frame, its cost to write once the board is drawn."""
        self.path_shown = False
        """This frame previews a walk off the hint's (its line drawn): the hint's arrows
        wait, its rings stay (one path at a time, newcomer H, s16, 038)."""

    def die_size(self) -> int:
        """A summoning die under its hex: its pips 11 px tall at the least at 1280x720
        (DIE_LEAST; a die of 18 px had pips over 10, half of them under the next die,
        newcomer T, s9 d16); bigger where the hexes are (DIE_SHARE)."""
        return max(theme.px(DIE_LEAST), round(self.table.view.radius * DIE_SHARE))

    def die_step(self) -> int:
        """From a die under a hex to the next of its row: side by side, every face whole."""
        return self.die_size() + px(4)

    def pulse(self) -> int:
        return 160 + 32 * int(3 * (1 + math.sin(self.table.time * 4)) / 2)

    def draw_marks(self, canvas: pygame.Surface) -> None:
        """Where a click does something now: legal targets glow (a few alpha steps)."""
        hover = self.table.controls.pointed()
        self.path_shown = False
        if self.table.cursor is not None:
            self.table.view.mark(canvas, [self.table.cursor], theme.MOONLIGHT, 4)
        lit = self.table.choices.lit_mark()  # the hex of the panel's lit row
        if lit is not None:
            self.table.view.mark(canvas, [lit], theme.MOONLIGHT, 5)
        if self.table.stage.tray is not None:
            self.table.view.mark(canvas, [self.table.stage.tray.hex], theme.VERMILION, 4)
            if self.table.stage.tray.source is not None:
                self.table.view.mark(canvas, [self.table.stage.tray.source], theme.GOLD, 4)
        if not self.table.can_act:
            return
        state = self.table.state
        phase = state.phase
        pulse = self.pulse()
        if phase == "dojo":
            sites = [action_hex(a.args[0]) for a in self.table.legal()]
            self.table.view.mark(canvas, sites, theme.GOLD, 3, pulse)
            if hover in sites:
                assert hover is not None
                ghost = self._ghost(state.current_player)
                canvas.blit(ghost, ghost.get_rect(center=self.table.view.centre(hover)))
        elif phase == "move":
            steps = [a for a in self.table.legal() if a.kind == "step"]
            movers = sorted({action_hex(a.args[0]) for a in steps})
            if self.table.selected is None:
                self.table.view.mark(canvas, movers, theme.GOLD, 3, pulse)
                return
            self.table.view.mark(canvas, [self.table.selected], theme.VERMILION, 5)
            routes = self.table.controls.routes()
            chooses = self.table.controls.chooses  # another stack: a click chooses it
            stacks = [h for h in movers if chooses(h)]
            ends = [h for h, r in routes.items() if r.ends and h not in stacks]
            quiet = bool(self.table.lesson_hexes())  # the guide's ring stands out
            walk_marks.draw(canvas, self.table.view, ends, hover, pulse, stacks, quiet)
            route = routes.get(hover) if hover is not None else None
            if route is not None:
                self._draw_route(canvas, route)
        elif phase == "battle":
            legal = self.table.legal()
            fights = [action_hex(a.args[0]) for a in legal if a.kind == "fight"]
            self.table.view.mark(canvas, fights, theme.VERMILION, 4, pulse)
            sources = sorted({action_hex(a.args[0]) for a in legal if a.kind == "throw"})
            if self.table.selected is not None:
                self.table.view.mark(canvas, [self.table.selected], theme.GOLD, 5)
                targets = [
                    action_hex(a.args[1])
                    for a in legal
                    if a.kind == "throw" and action_hex(a.args[0]) == self.table.selected
                ]
                self.table.view.mark(canvas, targets, theme.VERMILION, 3, pulse)
            else:
                self.table.view.mark(canvas, sources, theme.GOLD, 2, pulse)
        elif phase == "assign":
            sites = [action_hex(a.args[0]) for a in self.table.legal()]
            self.table.view.mark(canvas, sites, theme.GOLD, 3, pulse)

    def hint_hexes(self) -> list[Hex]:
        """The hexes the hint shown names (where from, where to), none if it names none."""
        action = self.table.hint
        if action is None or action.kind not in HEX_ACTIONS:
            return []
        return [action_hex(arg) for arg in action.args if "," in arg]

    def draw_hint(self, canvas: pygame.Surface) -> None:
        """The hint on the board (the rest of its plan too), and the hexes a guide rings
        (the table's lesson_hexes). A walk previewed off the hint's path (path_shown)
        keeps the hint's rings, not its arrows: one path at a time."""
        if not self.path_shown:
            self.table.hint_plan.draw(canvas)
        self._draw_hint(canvas)
        hinted = self.table.hint is not None and self.table.can_act and not self.path_shown
        hexes = self.table.lesson_hexes()
        if hexes:  # over a dark halo: apart from the walks' thin ends (walk_marks.py)
            self.table.view.mark(canvas, hexes, theme.MIDNIGHT, max(4, px(9)))
            self.table.view.mark(canvas, hexes, theme.GOLD, max(2, px(5)))
        step = self.table.lesson_step()
        if step is not None:
            start, end = self.table.view.centre(step[0]), self.table.view.centre(step[1])
            arrow(canvas, start, end, theme.GOLD, max(2, px(5)), self.table.view.radius // 3)
        if hinted or hexes or step is not None:
            # the counts over the hint's and the guide's arrows and rings: no arrow
            # crosses a number (newcomer P, s8 shot-45; H, s16, 015_2: the guide's gold
            # ring over a shared hex's counts)
            self._badges(canvas)
        if hinted:
            self.table.hint_plan.draw_numbers(canvas)  # over the rings, off the counts

    def _draw_hint(self, canvas: pygame.Surface) -> None:
        """The hint on the board: its hexes ringed, a walk or a throw as an arrow."""
        if self.table.hint is None or not self.table.can_act:
            return
        hexes = self.hint_hexes()
        if not hexes:
            return
        self.table.view.mark(canvas, hexes, HINT, 5)
        if len(hexes) == 2 and not self.path_shown:
            start, end = self.table.view.centre(hexes[0]), self.table.view.centre(hexes[1])
            arrow(canvas, start, end, HINT, max(2, px(5)), self.table.view.radius // 3)

    def _ghost(self, seat: int) -> pygame.Surface:
        key = (seat, self.table.view.radius)
        ghost = self._ghosts.get(key)
        if ghost is None:
            ghost = art.tile("dojo", seat, self.table.view.radius).copy()
            ghost.set_alpha(150)
            if len(self._ghosts) >= 4 * LAYOUTS_KEPT:
                self._ghosts.clear()
            self._ghosts[key] = ghost
        return ghost

    def _draw_route(self, canvas: pygame.Surface, route: Route) -> None:
        """The walk previewed: a dotted line through the hexes and its cost; faint, and
        its label saying so, to a stack of the person's a click chooses (controls.chooses:
        a drag walks there); to one a click walks to, 'Click: walk here and join'."""
        points = [self.table.view.centre(h) for h in route.hexes]
        chooses = self.table.controls.chooses(route.hexes[-1])
        colour = theme.GOLD if route.ends and not chooses else theme.TEXT_FAINT
        shade = px(2)
        hinted = self.table.hint is not None and self.table.hint_plan.walk_to(
            route.hexes[0], route.hexes[-1]
        )  # the hint's arrows draw this walk already: its label alone
        self.path_shown = not hinted
        if not hinted:
            shadow = [(x + shade, y + shade) for x, y in points]
            pygame.draw.lines(canvas, theme.SHADOW, False, shadow, px(5))
            pygame.draw.lines(canvas, colour, False, points, max(1, px(3)))
            for p in points[1:]:
                pygame.draw.circle(canvas, colour, p, px(5))
        left = self.table.state.remaining - route.cost
        key = "dojo.route.choose" if chooses and route.ends else "dojo.route"
        state = self.table.state
        if route.ends and not chooses and state.count(route.hexes[-1], state.mover) > 0:
            key = "dojo.route.join"  # her stack there: the click walks and joins it
        label = self.table.app.tr.plural(key, route.cost, left=left)
        if key == "dojo.route" and route.cost == 0 and self.table.forest_cost and not left:
            # F says 'cost 1', no move left to pay it: the step is free, said so where
            # '0 moves, 0 left' read as the mode ignored (newcomer T, s20, 032)
            label = self.table.app.tr("dojo.route.free_spent")
        self._label = (route.hexes[-1], label, colour, points)

    def draw_route_label(self, canvas: pygame.Surface) -> None:
        """The walk previewed's cost, drawn last on the board: over the ninjas, dice and
        effects (a newcomer found "1 move, 0 left" under the sprites), beside the hex
        pointed at, off its middle and every stack's count (route_label)."""
        pending, self._label = self._label, None
        if pending is None:
            return
        hover, words, colour, path = pending
        room = self.table.layout.map.inflate(-px(8), -px(8))
        side = 2 * self.badge_radius() + px(4)
        badges = [pygame.Rect(0, 0, side, side) for _ in self.pieces()]
        for rect, (*_, centre) in zip(badges, self.pieces(), strict=True):
            rect.center = centre
        view = self.table.view
        self.route_label = draw_label(canvas, view, hover, words, colour, room, badges, path)

    def pieces(self) -> list[tuple[int, int, tuple[int, int], int, tuple[int, int]]]:
        """Each hex's ninjas as drawn: (seat, count, the figure's foot, its height, the
        count's badge centre); seat 0 on the left, seat 1 on the right when both stand
        there. The hint's walk numbers keep off the badges (hint_plan.number_at). Worked
        out once per position and board place (per_state.py), not per frame and walk."""
        view = self.table.view
        key = (state_key(self.table), view.radius, view.origin)
        return kept(self.table, "pieces").get(key, self._pieces)

    def _pieces(self) -> list[tuple[int, int, tuple[int, int], int, tuple[int, int]]]:
        r = self.table.view.radius
        out = []
        for h, counts in self.table.stage.shown_ninjas().items():
            cx, cy = self.table.view.centre(h)
            both = counts[0] > 0 and counts[1] > 0
            for seat in (0, 1):
                if counts[seat] <= 0:
                    continue
                if both:
                    x, tall = cx + int((seat - 0.5) * r * 0.9), int(r * 0.86)
                    badge = (x, cy + int(r * 0.55))
                else:
                    x, tall = cx - int(r * 0.12), int(r * 1.05)
                    badge = (cx + int(r * 0.46), cy + int(r * 0.3))
                out.append((seat, counts[seat], (x, cy + int(r * 0.42)), tall, badge))
        return out

    def draw_pieces(self, canvas: pygame.Surface) -> None:
        """Each hex's ninjas: the clan's figure with the count beside it; every count
        after every figure, so no figure of the hex below covers one (newcomer H, s16,
        015_2: the orange count of a shared hex half under the next hex's ninja)."""
        pieces = figure_clear.standing(self, self.aside())  # aside for dice (s25)
        for seat, _, foot, tall, _ in pieces:
            figure = art.figure(seat, tall)
            canvas.blit(figure, figure.get_rect(midbottom=foot))
        self._badges(canvas)

    def _badges(self, canvas: pygame.Surface) -> None:
        """Every stack's count, drawn over what the board drew before."""
        for seat, count, _, _, badge in self.pieces():
            self._badge(canvas, badge, count, seat)

    def badge_size(self) -> int:
        """The count's text size (never under the smallest): Lato Bold, its digits 12 px
        tall at 1280x720 (newcomer C, s22, gd17: Yanone's thin condensed '3' at 14 px
        read as a 1 from the sofa)."""
        return max(theme.FONT_MIN, round(self.table.view.radius * BADGE_TEXT / theme.scale()))

    def badge_radius(self) -> int:
        """A count's badge radius, as _badge draws it."""
        size = self.badge_size()
        one = theme.text("8", size, theme.SHADOW, BADGE_FACE).get_bounding_rect()
        wide = math.ceil(math.hypot(one.width, one.height) / 2) + px(2)  # inside the rim
        return max(
            theme.font(size, BADGE_FACE).get_height() // 2, wide, self.table.view.radius // 4
        )

    def _badge(
        self, canvas: pygame.Surface, centre: tuple[int, int], count: int, seat: int
    ) -> None:
        """A clan's count on a hex: its colour, the number in the middle (never under the
        smallest text size)."""
        label = theme.text(str(count), self.badge_size(), theme.SHADOW, kind=BADGE_FACE)
        radius = self.badge_radius()
        ink = label.get_bounding_rect()  # the digits' ink centred, not the line's box
        half = max(radius, ink.width // 2 + px(2) + radius // 2)  # two digits: a pill
        body = pygame.Rect(centre[0] - half, centre[1] - radius, 2 * half, 2 * radius)
        pygame.draw.rect(canvas, theme.SHADOW, body.move(px(1), px(2)).inflate(2, 2), 0, radius + 1)
        pygame.draw.rect(canvas, art.CLAN_COLOURS[seat], body, 0, radius)
        pygame.draw.rect(canvas, theme.MOONLIGHT, body, max(1, px(2)), radius)
        canvas.blit(label, (centre[0] - ink.centerx, centre[1] - ink.centery))

    def aside(self) -> frozenset[Hex]:
        """The hexes whose summoning dice are drawn now (as draw_dice finds them),
        where the ninja steps aside for them (figure_clear.py)."""
        show, state = self.table.stage.summon_show, self.table.state
        if show is not None:
            return frozenset() if decided(self.table, show.seat) else frozenset(show.hexes)
        if state.phase == "assign" and not decided(self.table, state.mover):
            return frozenset(state.summon_hexes)
        return frozenset()

    def draw_dice(self, canvas: pygame.Surface) -> None:
        """Summoning dice on their hexes: set, then rolled one after another, each
        tumbling big on its hex ringed in gold, then its face (summon_roll.py)."""
        state = self.table.state
        show = self.table.stage.summon_show
        hexes: list[Hex] = []
        faces: list[int] | None = None
        self.dice_counts_drawn = {}
        self.dice_plates = {}
        self.dice_rows = []
        self.rolling_drawn = None
        if show is not None:
            if decided(self.table, show.seat):  # a won game's: never shown (won_summon)
                return
            hexes, faces = show.hexes, show.faces
        elif state.phase == "assign" and not decided(self.table, state.mover):
            hexes = list(state.summon_hexes)
        size = self.die_size()
        total = {h: hexes.count(h) for h in set(hexes)}
        roll = Roll(self.table, show) if show is not None and faces is not None else None
        landed = {i for i in range(len(hexes)) if roll is not None and roll.landed(i)}
        cards = show.cards if show is not None else []
        shown = self.dice_shown(hexes, faces, cards, landed)
        origins = {h: self.dice_origin(h, len(drawn)) for h, drawn in shown.items()}
        step = self.die_step()
        rows = [
            pygame.Rect(origins[h], (size + (len(d) - 1) * step, size)) for h, d in shown.items()
        ]
        self.dice_rows = rows
        rolling = roll.rolling() if roll is not None else None
        for i, h in enumerate(hexes):
            if i not in shown[h] or i == rolling:
                continue  # the pile's count is written beside the dice shown
            k = shown[h].index(i)
            x = origins[h][0] + k * self.die_step()
            y = origins[h][1]
            if faces is None or i not in landed:  # set, its roll to come
                canvas.blit(art.blank_die(size), (x, y))
                continue
            face = faces[i]
            picture = art.board_die(face, size)  # ivory, big pips (newcomer J, s11)
            if face not in cards:  # no card of its number: dimmed, the matches stand out
                picture = picture.copy()
                picture.set_alpha(DIM_DIE)
            canvas.blit(picture, (x, y))
            if face in cards:
                ring = pygame.Rect(x, y, size, size).inflate(px(4), px(4))
                pygame.draw.rect(canvas, theme.GOLD, ring, max(1, px(2)), px(4))
        for h, count in total.items():
            # the number of dice set there, never a pile to count; once rolled, only
            # where some are not drawn: each die shows its face (newcomer D, s14, 066:
            # black 'x2' badges over the counts of nine hexes after a summoning)
            done = all(i in landed for i, d in enumerate(hexes) if d == h)
            if count > 1 and not (done and count <= len(shown[h])):
                self._dice_count(canvas, h, count, rows)
        if roll is not None and rolling is not None and faces is not None:
            self._rolling_die(canvas, hexes[rolling], faces, rolling, roll.age(rolling))

    def _rolling_die(
        self, canvas: pygame.Surface, h: Hex, faces: list[int], i: int, age: float
    ) -> None:
        """The die rolling now, big on its hex, the hex ringed in gold: which die goes
        where, one at a time (newcomer Q, s19: 'all rolled at once', 'tiny'). Beside
        the hex's ninja, right of it (left where the board's frame is near), not over
        it (newcomer W, s21, 20_summon_spread: the big die hid the Dojo's ninja)."""
        self.table.view.mark(canvas, [h], theme.GOLD, max(2, px(4)))
        big = round(self.die_size() * ROLLING)
        face = 1 + int(age * 20 + i * 2) % 6
        jump = int(abs(math.sin(age * 14 + i)) * px(10))
        cx, cy = self.table.view.centre(h)
        r = self.table.view.radius
        room = self.table.layout.map.inflate(-px(8), -px(8))
        rect = pygame.Rect(0, 0, big, big)
        rect.midleft = (cx + int(r * 0.3), cy - int(r * 0.45) - jump)  # the figure's right
        if not room.contains(rect):
            rect.midright = (cx - int(r * 0.55), cy - int(r * 0.45) - jump)
        rect.clamp_ip(room)
        canvas.blit(art.board_die(face, big), rect)
        self.rolling_drawn = (h, rect)

    @staticmethod
    def dice_shown(
        hexes: list[Hex], faces: list[int] | None, cards: list[int], landed: set[int] | None = None
    ) -> dict[Hex, list[int]]:
        """Which of the dice (by index) stand on each hex: one for a pile set or still
        to roll, its '×N' saying the rest; once rolled (`landed`: those that show their
        face, all of them if None), DICE_IN_ROW at most in one row, those that match a
        card first (the panel's rows say every face). Seven dice under a hex stood in
        three rows over the hexes below and the water (newcomer X, s13, 025, 054, 141)."""
        shown: dict[Hex, list[int]] = {}
        for i, h in enumerate(hexes):
            shown.setdefault(h, []).append(i)
        for h, dice in shown.items():
            faced = [i for i in dice if faces is not None and (landed is None or i in landed)]
            if not faced:
                shown[h] = dice[:1]
            else:
                assert faces is not None
                shown[h] = sorted(faced, key=lambda i: faces[i] not in cards)[:DICE_IN_ROW]
                shown[h].sort()
        return shown

    def dice_origin(self, h: Hex, drawn: int) -> tuple[int, int]:
        """Where the first of `drawn` dice on hex `h` stands (a row of them, side by
        side): on the hex, across its middle, just above its own counts (newcomer Q,
        s19: under the hex, moved off the counts, they lay on its corners and were
        read as the next hex's); kept inside the board's frame (newcomer P, s8
        shot-44) and off every count (H, s16, 075)."""
        size = self.die_size()
        cx, cy = self.table.view.centre(h)
        r = self.table.view.radius
        cols, rows = min(drawn, 3), (drawn + 2) // 3
        width = size + (cols - 1) * self.die_step()
        height = rows * size + (rows - 1) * px(2)
        room = self.table.layout.map.inflate(-px(8), -px(8))
        places = figure_clear.memo(self, "dice")
        if (h, drawn) not in places:  # over its figure's head, off every ninja (s25)
            places[h, drawn] = figure_clear.above_figures(self, h, (width, height), room)
        above = places[h, drawn]
        if above is not None:
            return above.x, above.y
        counts = count_boxes([piece[-1] for piece in self.pieces()], self.badge_radius())
        own = [box for box in counts if abs(box.centerx - cx) < r and abs(box.centery - cy) < r]
        bottom = min([box.top - px(2) for box in own], default=cy + r // 5)
        x, y = cx - width // 2, min(bottom, cy + r // 5) - height
        x = max(room.left, min(x, room.right - width))
        y = max(room.top, min(y, room.bottom - height))
        place = clear_of(pygame.Rect(x, y, width, height), counts, room)
        return place.x, place.y

    def _dice_count(
        self, canvas: pygame.Surface, h: Hex, count: int, rows: list[pygame.Rect]
    ) -> None:
        """The count "×N" on a dark plate inside the hex's own middle band, right of its
        figure and above the clan's count: beside the dice it stood on the hex below,
        its figures 8 px tall at 1280x720 (newcomer 62); moved off every count, die row
        (`rows`) and other plate (dice_place.clear_spot)."""
        cx, cy = self.table.view.centre(h)
        r = self.table.view.radius
        label = theme.text(f"×{count}", DICE_COUNT_SIZE, theme.GOLD, kind="display")
        ink = label.get_bounding_rect()
        plate = ink.inflate(px(10), px(6))
        plate.bottomright = (cx + int(r * 0.84), cy)
        counts = count_boxes([piece[-1] for piece in self.pieces()], self.badge_radius())
        figures = figure_clear.figure_boxes(self)  # off every ninja too (s25)
        others = [*counts, *rows, *self.dice_plates.values()]
        room = self.table.layout.map.inflate(-px(4), -px(4))
        plate = figure_clear.clear_place(plate, others, figures, room, r)
        pygame.draw.rect(canvas, theme.SHADOW, plate, border_radius=px(5))
        canvas.blit(
            label,
            (plate.x + (plate.w - ink.w) // 2 - ink.x, plate.y + (plate.h - ink.h) // 2 - ink.y),
        )
        self.dice_counts_drawn[h] = count
        self.dice_plates[h] = plate

    def _at(self, h: Hex | None) -> tuple[int, int]:
        """Where an effect's hex is now (None: the middle of the map)."""
        return self.table.layout.map.center if h is None else self.table.view.centre(h)

    def draw_effects(self, canvas: pygame.Surface) -> None:
        r = self.table.view.radius
        self.gains_drawn = []
        for e in self.table.stage.effects:
            if e.age < 0:
                continue
            t = e.t
            start = self._at(e.start)
            if e.kind == "walk":
                end = self._at(e.end)
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * px(14)
                figure = art.figure(e.seat, int(r * 1.05))
                canvas.blit(figure, figure.get_rect(midbottom=(int(x), int(y) + r // 3)))
            elif e.kind == "shuriken":
                end = self._at(e.end)
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * px(30)
                star = pygame.transform.rotate(art.icon("shuriken", px(30)), -t * 900)
                canvas.blit(star, star.get_rect(center=(int(x), int(y))))
            elif e.kind == "lost":
                figure = art.figure(e.seat, int(r * 0.9)).copy()
                figure.set_alpha(int(255 * (1 - t)))
                rise = int(t * px(30))
                canvas.blit(figure, figure.get_rect(midbottom=(start[0], start[1] - rise)))
                theme.blit_text(
                    canvas,
                    "-1",
                    theme.FONT_HEADING,
                    (255, 90, 70),
                    "display",
                    shadow=True,
                    center=(start[0], start[1] - px(30) - rise),
                )
            elif e.kind == "gain":  # risen to a place off the badges and dice (gain_place)
                label = theme.shadowed_text(e.text, theme.FONT_HEADING, GAIN, kind="display")
                spot = gain_rect(self, label.get_size(), start, self.gains_drawn)
                canvas.blit(label, spot.move(0, int((1 - t) * px(RISE))))
            elif e.kind == "blitz":
                icon = art.icon("blitz", px(120 + 80 * t)).copy()
                icon.set_alpha(int(255 * (1 - t)))
                canvas.blit(icon, icon.get_rect(center=start))
            elif e.kind == "banner":
                self._draw_banner(canvas, e)
            elif e.kind == "landed" and e.start is not None:  # march_beat.py
                self.table.view.mark(canvas, [e.start], art.CLAN_COLOURS[e.seat], 5)

    def _draw_banner(self, canvas: pygame.Surface, e: Effect) -> None:
        fade = min(1.0, e.t * 6, (1 - e.t) * 4)
        if fade <= 0:
            return
        area = tuple(self.table.layout.map)
        at = e.place[1] if e.place is not None and e.place[0] == area else None
        # never over a Dojo nor the battle's tray (ribbon_place), and kept where it
        # first lay while the tray under it goes
        colour = art.CLAN_COLOURS[e.seat]
        rect = draw_ribbon(self.table, canvas, e.text, colour, 170, fade=fade, at=at, clear=e.clear)
        e.place = (area, rect)

    def draw_log_hexes(self, canvas: pygame.Surface) -> None:
        """The hexes a log line names, found on the board: ringed in gold (pulsing), an
        arrow from the first to the second when the line names two (a walk, a throw);
        else the hint's places while its words are pointed at (hint_hover.py)."""
        hexes = [h for h in self.table.log_panel.hexes() if h in self.table.state.terrain]
        if not hexes:  # the hint's words under the pointer: its places (hint_hover.py)
            hexes = hint_hover.hovered(self.table)
            if hexes:
                self.table.view.mark(canvas, hexes, theme.GOLD, 5, self.pulse())
            return
        self.table.view.mark(canvas, hexes, theme.GOLD, 5, self.pulse())
        if len(hexes) == 2:
            start, end = self.table.view.centre(hexes[0]), self.table.view.centre(hexes[1])
            arrow(canvas, start, end, theme.GOLD, max(2, px(4)), self.table.view.radius // 3)
