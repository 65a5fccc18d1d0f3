"""The Dojo hint as a whole plan (issue 33, newcomer B: the hint gave one step per
press, 3-4 s of search each, so a roll of 6 took about 25 s and six presses). One
search (scenes.ai_turn.think_plan) gives the hard computer's whole move for the roll,
or all the summoning's dice: the walk is drawn on the board at once, and as the person
plays its actions the next one is the hint (its hex ringed, its row lit), with no new
search. Playing anything else, or an undo past its start, drops the plan.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from .. import theme
from .art import HINT
from .map_layers import arrow
from .per_state import kept, state_key
from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    from .protocol import Table


LATER = tuple(round(h * 0.6 + m * 0.4) for h, m in zip(HINT, theme.MIDNIGHT, strict=False))
"""The arrows of the walks after the first: the hint's colour, dimmed towards the night,
so the walk to play now stands out of the tangle (newcomer M, s8 g26.png: four walks
of seven steps read as one knot)."""


class HintPlan:
    """The plan of the table `table`'s last hint: its actions, from the position where
    `start` actions had been played."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.start = -1
        self.actions: list[str] = []

    def keep(self, actions: list[object]) -> None:
        """The search's answer, for the position now."""
        self.start = len(self.table.session.actions)
        self.actions = [str(a) for a in actions]

    def clear(self) -> None:
        self.start, self.actions = -1, []

    def done(self) -> int | None:
        """How many of the plan's actions have been played since it was found (None: the
        game went another way, or back before it)."""
        played = self.table.session.actions
        if self.start < 0 or len(played) < self.start:
            return None
        since = [str(a) for a in played[self.start :]]
        if since != self.actions[: len(since)]:
            return None
        return len(since)

    def next(self) -> str | None:
        """The plan's next action, if the game still follows it (else the plan goes)."""
        done = self.done()
        if done is None or done >= len(self.actions):
            self.clear()
            return None
        return self.actions[done]

    def rest(self) -> list[str]:
        """The actions still to play, the next first (none if the plan is gone)."""
        done = self.done()
        return [] if done is None else self.actions[done:]

    def walk_to(self, src: Hex, dst: Hex) -> tuple[str, ...]:
        """The plan's next steps when they walk the ninja at `src` to `dst` (up to their
        first arrival there), else none: a click on a hex of the drawn walk plays the
        plan's own steps (the cheapest walk there, routes.py, may go another way or pay
        the forest otherwise, and the plan was dropped after its first step, newcomer F)."""
        here, steps = src, []
        for text in self.rest():
            kind, *args = text.split()
            if kind != "step" or action_hex(args[0]) != here:
                break
            steps.append(text)
            here = action_hex(args[1])
            if here == dst:
                return tuple(steps)
        return ()

    def steps_left(self) -> int:
        return sum(a.startswith("step ") for a in self.rest())

    def draw(self, canvas: pygame.Surface) -> None:
        """The walks still to go, step by step, as dimmed arrows (the next step, the hint's
        own, stands out: map_layers draws it), and the hexes of the dice still to set
        ringed. Each ninja's walk is an arrow set of its own: beside the
        first, a later walk's arrows run a little aside, and with two walks or more each
        is numbered where it ends (issue 33, newcomer J, shot-225: two ninjas' walks met
        on a hex and read as one chain; J walked to its end, past the enemy)."""
        if self.table.hint is None or not self.table.can_act:
            return
        view = self.table.view
        rest = self.rest()
        width = max(2, theme.px(3))
        paths = walks(rest)
        own = bool(rest) and rest[0].startswith("step ")
        for n, path in enumerate(paths):
            aside = _aside(n) * view.radius
            for i, (start, end) in enumerate(path):
                if n == 0 and i == 0 and own:
                    continue  # the hint's own step (map_layers)
                a, b = _shifted(view.centre(start), view.centre(end), aside)
                # one step stands out, the hint's own; every later one is dimmed, its own
                # walk's too (newcomer P, s8 shot-45: five walks in the hint's colour)
                arrow(canvas, a, b, LATER, max(2, width - 1), view.radius // 4)
        ringed = [end for path in paths for _, end in path]
        dice = [action_hex(text.split()[1]) for text in rest[1:] if text.startswith("die ")]
        if own:
            ringed = ringed[1:]  # the hint's own hex is ringed by map_layers
        if ringed:  # a walk's hexes dimmed as its arrows
            view.mark(canvas, ringed, LATER, 3)
        if dice:
            view.mark(canvas, dice, HINT, 3)

    def draw_numbers(self, canvas: pygame.Surface) -> None:
        """Each walk's number by its last arrow, off the counts and the other numbers,
        drawn over the rings (map_layers draws them last on the hint)."""
        if self.table.hint is None or not self.table.can_act:
            return
        rest = self.rest()
        paths = walks(rest)
        if len(paths) < 2:
            return
        own = bool(rest) and rest[0].startswith("step ")
        for n, at in enumerate(self.numbers_at(rest, paths)):
            self._number(canvas, at, n + 1, n == 0 and own)

    def numbers_at(
        self, rest: list[str], paths: list[list[tuple[Hex, Hex]]]
    ) -> list[tuple[int, int]]:
        """Where each walk's number stands (number_at), worked out once per position,
        plan and board place (per_state.py), not every frame."""
        view = self.table.view
        key = (state_key(self.table), tuple(rest), view.radius, view.origin, self.radius())

        def place() -> list[tuple[int, int]]:
            taken: list[tuple[int, int]] = []
            for n, path in enumerate(paths):
                taken.append(self.number_at(path, n, taken))
            return taken

        return kept(self.table, "walk_numbers").get(key, place)

    def number_at(
        self, path: list[tuple[Hex, Hex]], n: int, taken: list[tuple[int, int]]
    ) -> tuple[int, int]:
        """Where walk `n`'s number stands: by its last arrow (ahead of its head, halfway
        along it, or to a side of it), wherever it lies furthest from the ninjas' count
        badges and the numbers `taken` already. Always ahead of the head, it sat on the
        counts of the ninjas standing there (newcomer M, s8 g26.png: the "1" and "4" hid
        the blue and orange counts)."""
        view = self.table.view
        r = view.radius
        start, end = path[-1]
        a, b = _shifted(view.centre(start), view.centre(end), _aside(n) * r)
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        spots = [
            (b[0] + ux * 0.45 * r, b[1] + uy * 0.45 * r),  # ahead of the head
            ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2),  # halfway
            ((a[0] + b[0]) / 2 + uy * 0.45 * r, (a[1] + b[1]) / 2 - ux * 0.45 * r),
            ((a[0] + b[0]) / 2 - uy * 0.45 * r, (a[1] + b[1]) / 2 + ux * 0.45 * r),
            (b[0] + uy * 0.5 * r, b[1] - ux * 0.5 * r),  # beside the head
            (b[0] - uy * 0.5 * r, b[1] + ux * 0.5 * r),
        ]
        # then around the walk's end, further out (on a crowded board the six above could
        # all touch a count: newcomer P, s8 shot-45, a number half under a badge)
        spots += [
            (b[0] + math.cos(t) * f * r, b[1] + math.sin(t) * f * r)
            for f in (0.6, 0.8)
            for t in (k * math.pi / 6 for k in range(12))
        ]
        badges = [badge for *_, badge in self.table.map_layers.pieces()]
        badge_r = self.table.map_layers.badge_radius()
        mine = self.radius()

        def room(spot: tuple[float, float]) -> float:
            """How far the number's rim stays off the nearest count's and number's."""
            gaps = [math.dist(spot, o) - badge_r - mine for o in badges]
            gaps += [math.dist(spot, o) - 2 * mine for o in taken]
            return min(gaps, default=math.inf)

        clear = [spot for spot in spots if room(spot) >= 0]
        best = clear[0] if clear else max(spots, key=room)  # the nearest clear, in order
        return round(best[0]), round(best[1])

    def radius(self) -> int:
        """A walk number's radius."""
        return max(theme.px(13), self.table.view.radius // 4)

    def _number(
        self, canvas: pygame.Surface, at: tuple[int, int], number: int, now: bool = True
    ) -> None:
        """Walk `number`'s badge, centred on `at`: filled in the hint's colour for the walk
        under way (`now`), else dark, ringed in the dimmed colour."""
        size = theme.FONT_MIN
        r = self.radius()
        pygame.draw.circle(canvas, theme.SHADOW, (at[0] + 2, at[1] + 2), r)
        if now:
            pygame.draw.circle(canvas, HINT, at, r)
            theme.blit_text(canvas, str(number), size, theme.MIDNIGHT, center=at)
            return
        pygame.draw.circle(canvas, theme.MIDNIGHT, at, r)
        pygame.draw.circle(canvas, LATER, at, r, max(1, theme.px(2)))
        theme.blit_text(canvas, str(number), size, HINT, center=at)


def walks(actions: list[str]) -> list[list[tuple[Hex, Hex]]]:
    """The plan's steps as walks, one a ninja, in the order they start: a step goes on
    with the walk whose ninja stands on its first hex, else a new walk begins (another
    ninja). Walks may cross or meet: each is still its own."""
    out: list[list[tuple[Hex, Hex]]] = []
    for text in actions:
        kind, *args = text.split()
        if kind != "step":
            continue
        start, end = action_hex(args[0]), action_hex(args[1])
        path = next((p for p in reversed(out) if p[-1][1] == start), None)
        if path is None:
            out.append([(start, end)])
        else:
            path.append((start, end))
    return out


def _aside(n: int) -> float:
    """How far walk `n`'s arrows run aside of the hexes' centres, in hex radii: the
    first on them, the next to one side, then the other, and further."""
    if n == 0:
        return 0.0
    return 0.3 * ((n + 1) // 2) * (1 if n % 2 else -1)


def _shifted(
    a: tuple[int, int], b: tuple[int, int], aside: float
) -> tuple[tuple[int, int], tuple[int, int]]:
    """The segment a-b moved `aside` px to its left (square to it)."""
    if not aside:
        return a, b
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ox, oy = dy / length * aside, -dx / length * aside
    return (round(a[0] + ox), round(a[1] + oy)), (round(b[0] + ox), round(b[1] + oy))
