"""The Dojo hint as a whole plan (issue 33, newcomer B: the hint gave one step per
press, 3-4 s of search each, so a roll of 6 took about 25 s and six presses). One
search (scenes.ai_turn.think_plan) gives the hard computer's whole move for the roll,
or all the summoning's dice: the walk is drawn on the board at once, and as the person
plays its actions the next one is the hint (its hex ringed, its row lit), with no new
search. Playing anything else, or an undo past its start, drops the plan.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ninjas.dojo.forest_mode import fit_forest

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
DOTTED = 0.45
"""The dots of another ninja's walk of the plan, drawn after the walk under way: this
share of the way a hex's radius between two."""
DOT_SIZE = 6
"""A later walk's dot's radius (design px; the last one's half as much again)."""


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

    def refit(self, mode: int) -> None:
        """The forest's mode is now `mode`: the steps still to play take it where the same
        walk allows (ninjas.dojo.forest_mode), and the hint shown is the next of them."""
        done = self.done()
        if done is None or done >= len(self.actions):
            return
        rest = fit_forest(self.table.state, self.actions[done:], mode)
        self.actions = self.actions[:done] + rest
        table = self.table
        if table.hint is None or str(table.hint) == rest[0]:
            return
        action = table.legal_move(rest[0])
        if action is not None:
            table.hint = action
            if table.hint_job.action is not None:  # the search's answer, kept: now this
                table.hint_job.action = action

    def rest(self) -> list[str]:
        """The actions still to play, the next first (none if the plan is gone)."""
        done = self.done()
        return [] if done is None else self.actions[done:]

    def walk_to(self, src: Hex, dst: Hex) -> tuple[str, ...]:
        """The plan's next steps when they walk the ninja at `src` to `dst` (up to their
        first arrival there), else none: a click on a hex of the drawn walk plays the
        plan's own steps (the cheapest walk there, routes.py, may go another way or pay
        the forest otherwise, and the plan was dropped after its first step, newcomer F).
        None to `src` itself: a click there chooses the stack, it never plays a walk
        round to it (newcomer Q, s19, 069-070: the hint's walk out of her Dojo into the
        forest and back, her click on the Dojo to choose it played both steps)."""
        if dst == src:
            return ()
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
        """The walk under way, step by step, as dimmed arrows (the next step, the hint's
        own, stands out: map_layers draws it), and the hexes of the dice still to set
        ringed. Only that walk has arrows, numbers and rings, so the board shows no more
        arrows than the walk's steps (newcomer A, s10, nc-91/051.png, 067.png: up to 8
        numbered arrows of several walks at once, a tangle she could not read); the
        plan's walks by other ninjas after it are dotted under it, the turn's plan
        whole (newcomer Q, s19: 'one step only', a walk of one step shown and said
        alone where two ninjas walked)."""
        if self.table.hint is None or not self.table.can_act:
            return
        view = self.table.view
        rest = self.rest()
        width = max(2, theme.px(3))
        walk = self.walk_shown(rest)
        own = bool(rest) and rest[0].startswith("step ")
        layers = self.table.map_layers
        badges = [(centre, layers.badge_radius()) for *_, centre in layers.pieces()]
        for later in walks(rest)[1:] if walk else []:
            for start, end in later:
                dotted(canvas, view.centre(start), view.centre(end), view.radius, badges)
        for i, (start, end) in enumerate(walk):
            if i == 0 and own:
                continue  # the hint's own step (map_layers)
            # one step stands out, the hint's own; every later one is dimmed (newcomer
            # P, s8 shot-45: five walks in the hint's colour)
            a, b = view.centre(start), view.centre(end)
            arrow(canvas, a, b, LATER, max(2, width - 1), view.radius // 4)
        ringed = [end for _, end in walk]
        dice = [action_hex(text.split()[1]) for text in rest[1:] if text.startswith("die ")]
        if own:
            ringed = ringed[1:]  # the hint's own hex is ringed by map_layers
        if ringed:  # a walk's hexes dimmed as its arrows
            view.mark(canvas, ringed, LATER, 3)
        if dice:
            view.mark(canvas, dice, HINT, 3)

    @staticmethod
    def walk_shown(rest: list[str]) -> list[tuple[Hex, Hex]]:
        """The steps drawn: the plan's first walk (one ninja's), none if it has none."""
        paths = walks(rest)
        return paths[0] if paths else []

    def draw_numbers(self, canvas: pygame.Surface) -> None:
        """Each step of a walk of two steps or more numbered where it starts, off the
        counts and the other numbers, drawn over the rings (map_layers draws them last
        on the hint): 1, the step to play now, in the hint's colour, the later ones
        dark. A walk's number by its last arrow read as where to start (newcomer A, s10,
        nc-91/159.png: the '1' on her Dojo, the hint's first step plains to mountain)."""
        if self.table.hint is None or not self.table.can_act:
            return
        rest = self.rest()
        walk = self.walk_shown(rest)
        if len(walk) < 2:
            return
        own = bool(rest) and rest[0].startswith("step ")
        for n, at in enumerate(self.numbers_at(rest, walk)):
            self._number(canvas, at, n + 1, n == 0 and own)

    def numbers_at(self, rest: list[str], walk: list[tuple[Hex, Hex]]) -> list[tuple[int, int]]:
        """Where each step's number stands (number_at), worked out once per position,
        plan and board place (per_state.py), not every frame."""
        view = self.table.view
        key = (state_key(self.table), tuple(rest), view.radius, view.origin, self.radius())

        def place() -> list[tuple[int, int]]:
            taken: list[tuple[int, int]] = []
            for step in walk:
                taken.append(self.number_at(step, taken))
            return taken

        return kept(self.table, "walk_numbers").get(key, place)

    def number_at(
        self,
        step: tuple[Hex, Hex],
        taken: list[tuple[int, int]],
        avoid: Sequence[tuple[int, int]] = (),
    ) -> tuple[int, int]:
        """Where a step's number stands: at its start, on its arrow's first part, else
        beside it or around its start hex, wherever it lies off the ninjas' count badges
        and the numbers `taken` already (newcomer M, s8 g26.png: numbers on the counts
        hid them), and off the labels centred on `avoid` (a computer's walks kept:
        its summoning's '+2', walk_trail.py)."""
        view = self.table.view
        r = view.radius
        start, end = step
        a, b = view.centre(start), view.centre(end)
        dx, dy = b[0] - a[0], b[1] - a[1]
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        spots = [
            (a[0] + ux * f * r, a[1] + uy * f * r) for f in (0.4, 0.3, 0.55)
        ]  # on the arrow, from its start
        spots += [
            (a[0] + ux * 0.35 * r + uy * 0.4 * r, a[1] + uy * 0.35 * r - ux * 0.4 * r),
            (a[0] + ux * 0.35 * r - uy * 0.4 * r, a[1] + uy * 0.35 * r + ux * 0.4 * r),
        ]  # beside it
        # then around the start, further out (on a crowded board the spots above could
        # all touch a count: newcomer P, s8 shot-45, a number half under a badge)
        spots += [
            (a[0] + math.cos(t) * f * r, a[1] + math.sin(t) * f * r)
            for f in (0.5, 0.7)
            for t in (k * math.pi / 6 for k in range(12))
        ]
        badges = [badge for *_, badge in self.table.map_layers.pieces()]
        badge_r = self.table.map_layers.badge_radius()
        mine = self.radius()

        def room(spot: tuple[float, float]) -> float:
            """How far the number's rim stays off the nearest count's and number's."""
            gaps = [math.dist(spot, o) - badge_r - mine for o in badges]
            gaps += [math.dist(spot, o) - 2 * mine for o in (*taken, *avoid)]
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


def dotted(
    canvas: pygame.Surface,
    a: tuple[int, int],
    b: tuple[int, int],
    radius: int,
    avoid: Sequence[tuple[tuple[int, int], int]] = (),
) -> None:
    """A step of a later walk: dots from `a` towards `b` in the hint's colour, ringed
    dark to read on every ground, the last larger (where it goes); none on a count's
    badge (`avoid`: centres and radii). Each dot DOT_SIZE across, a ring of the hint's
    own colour round its dimmed core: 8 px dots of the dimmed colour alone were missed
    on a mountain (newcomer W, s21, 12_dojo_hint_move: 'tiny dots, easy to miss')."""
    gap = max(4.0, radius * DOTTED)
    dots = max(2, round(math.dist(a, b) / gap))
    size = max(3, theme.px(DOT_SIZE))
    ring = max(1, theme.px(2))
    for k in range(1, dots + 1):
        t = 0.2 + 0.65 * k / dots  # off both hexes' middles
        at = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
        r = size + (size // 2 if k == dots else 0)
        if any(math.dist(at, centre) < room + r for centre, room in avoid):
            continue
        pygame.draw.circle(canvas, theme.SHADOW, (at[0] + 1, at[1] + 1), r + 1)
        pygame.draw.circle(canvas, theme.MIDNIGHT, at, r)
        pygame.draw.circle(canvas, HINT, at, r - max(1, theme.px(1)))
        pygame.draw.circle(canvas, LATER, at, r - max(1, theme.px(1)) - ring)


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
