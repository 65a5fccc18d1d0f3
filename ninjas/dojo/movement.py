"""The movement phase of Dojo (RULINGS section 4): a rolled number of moves, all spent.

Entering a hex costs its terrain's cost (forest 0 or 1 at the mover's choice, mountain 2,
plains, water and Dojo 1). Water holds at most one ninja at the end of the move; a friendly
ninja may pass through an occupied water hex but never one holding an enemy.

Decided here (the rules leave it open):
- Passing through is one unbroken walk: while a water hex holds two ninjas, the next step
  must take the passer out of it, and a step into occupied water is offered only if the
  passer can get out again with the moves left.
- The move ends when every move is spent, or when no step costing 1 or more is left to
  take (moves that cannot be spent are lost).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from . import data
from .hexgrid import Hex, neighbours


class MoveError(ValueError):
    """A step the rules forbid; the message says why."""


@dataclass(frozen=True)
class Step:
    """One ninja of the mover from `src` into the adjacent `dst`, paying `cost`."""

    src: Hex
    dst: Hex
    cost: int

    def __str__(self) -> str:
        return f"move {self.src[0]},{self.src[1]} -> {self.dst[0]},{self.dst[1]} cost {self.cost}"


@dataclass
class Movement:
    """The mover's remaining moves over `terrain` (board hexes plus Dojo hexes) and the
    ninjas: `ninjas[hex][seat]` counts."""

    terrain: dict[Hex, str]
    ninjas: dict[Hex, list[int]]
    seat: int
    remaining: int
    transit: Hex | None = None
    history: list[Step] = field(default_factory=list)

    def _count(self, h: Hex, seat: int | None = None) -> int:
        c = self.ninjas.get(h, [0, 0])
        return sum(c) if seat is None else c[seat]

    def _enterable(self, dst: Hex) -> bool:
        """May a mover's ninja step into `dst` (on the map, and no enemy in water)?"""
        if dst not in self.terrain:
            return False
        if self.terrain[dst] == "water" and self._count(dst, 1 - self.seat) > 0:
            return False
        return True

    def _can_leave(self, h: Hex, moves: int, depth: int = 0) -> bool:
        """Can a ninja standing in occupied water `h` with `moves` left walk out of it to a
        hex where the water rule holds? With no moves left it still may, into forest for
        free (forest costs 0 or 1, as the mover chooses: RULINGS)."""
        if moves < 0 or depth > data.MOVE_ROLL_MAX:
            return False
        for n in neighbours(h):
            if not self._enterable(n):
                continue
            for cost in data.MOVE_COST[self.terrain[n]]:
                if cost > moves:
                    continue
                if self.terrain[n] != "water" or self._count(n) < data.WATER_CAPACITY:
                    return True
                if self._can_leave(n, moves - cost, depth + 1):
                    return True
        return False

    def legal_steps(self) -> list[Step]:
        """Every step the mover may take now, source by source (sorted), clockwise
        from east, cheapest first. (_enterable and _count written out: the rules, the
        search and the soak ask for these steps millions of times.)"""
        sources = [self.transit] if self.transit is not None else sorted(self.ninjas)
        terrain = self.terrain
        ninjas = self.ninjas
        seat = self.seat
        enemy = 1 - seat
        remaining = self.remaining
        out: list[Step] = []
        for src in sources:
            here = ninjas.get(src)
            if here is None or here[seat] == 0:
                continue
            for dst in neighbours(src):
                kind = terrain.get(dst)
                if kind is None:
                    continue
                there = ninjas.get(dst)
                water = kind == "water"
                if water and there is not None and there[enemy] > 0:
                    continue  # never into water an enemy holds
                full = water and there is not None and sum(there) >= data.WATER_CAPACITY
                for cost in data.MOVE_COST[kind]:
                    if cost > remaining:
                        continue
                    if full and not self._can_leave(dst, remaining - cost):
                        continue
                    out.append(Step(src, dst, cost))
        return out

    def can_end(self, steps: list[Step] | None = None) -> bool:
        """May the move end now? `steps`: legal_steps() if the caller has them."""
        if self.transit is not None:
            return False
        if self.remaining == 0:
            return True
        return not any(s.cost >= 1 for s in (self.legal_steps() if steps is None else steps))

    def step(self, s: Step, checked: bool = False) -> None:
        """Take the step `s` (MoveError if it is not legal; `checked`: the caller has
        just found it among legal_steps())."""
        if not checked and s not in self.legal_steps():
            raise MoveError(f"illegal step: {s} ({self.remaining} moves left)")
        self.ninjas[s.src][self.seat] -= 1
        if sum(self.ninjas[s.src]) == 0:
            del self.ninjas[s.src]
        self.ninjas.setdefault(s.dst, [0, 0])[self.seat] += 1
        self.remaining -= s.cost
        over = self.terrain[s.dst] == "water" and self._count(s.dst) > data.WATER_CAPACITY
        self.transit = s.dst if over else None
        self.history.append(s)

    def water_ok(self) -> bool:
        return all(
            self._count(h) <= data.WATER_CAPACITY for h, t in self.terrain.items() if t == "water"
        )
