"""A scripted Dojo opponent for the arena: the newcomers' plan that beat hard (s17, K and
M): gather ninjas on safe hexes near the own Dojo, summon the most allowed each turn (a
summon grows with the square of its cards), fight only with big odds, and spread out
for land once a deck runs short. Battles are played as normal plays them."""

from __future__ import annotations

import random

from ninjas.ai import Agent

from .ai import DojoPolicy, battle_odds, parse
from .hexgrid import Hex, distance
from .movement import Step
from .rules import DojoAction, DojoState

ODDS = 2
"""Attack only with more than this many times the defenders."""


class SnowballPolicy(DojoPolicy):
    def __init__(self, rng: random.Random) -> None:
        super().__init__("normal", rng)

    def _summon(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        return legal[-1]

    def _late(self, state: DojoState) -> bool:
        seat = state.mover
        return min(len(state.decks[0]), len(state.decks[1])) < 3 * state.on_board(seat) + 10

    def _worth(self, state: DojoState, ninjas: dict[Hex, list[int]]) -> float:
        me, them = state.mover, 1 - state.mover
        terrain = state.terrain
        home = state.enemy_dojo(them)
        late = self._late(state)
        count = 0.0
        land = 0.0
        risk = 0.0
        enemies = [(h, c[them]) for h, c in ninjas.items() if c[them] and not c[me]]
        for h, c in ninjas.items():
            mine = float(c[me])
            if c[me] and c[them]:
                if c[me] <= ODDS * c[them]:
                    return -1e6  # no fight without big odds
                ties = terrain.get(h) == "mountain"
                _, mine, _ = battle_odds(c[me], c[them], ties)
            count += mine
            if mine >= 0.5 and terrain.get(h) not in ("water", "dojo", None):
                land += 1
            if mine >= 0.5 and h != home:
                near = sum(n for e, n in enemies if distance(e, h) <= 2)
                if near >= mine:
                    risk += mine
                if not late:
                    risk += 0.05 * distance(h, home) * mine
        return 1.0 * count + (3.0 if late else 0.3) * land - 0.8 * risk

    def _move(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        m = self._movement(state, state.remaining)
        seen = self._visited(state)
        best, best_value = legal[0], -1e9
        for action in legal:
            if action.kind == "step":
                step = Step(parse(action.args[0]), parse(action.args[1]), int(action.args[2]))
                if self._circles(state, step, seen) or (
                    step.cost == 0 and self._free_taken(state) >= 4
                ):
                    continue
                src, dst = m.ninjas[step.src], m.ninjas.setdefault(step.dst, [0, 0])
                src[state.mover] -= 1
                dst[state.mover] += 1
                value = self._worth(state, m.ninjas) - 0.01 * step.cost - 0.02
                src[state.mover] += 1
                dst[state.mover] -= 1
            else:
                value = self._worth(state, m.ninjas)
            value += self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        return best

    def _assign(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        """Dice on the hexes with the fewest ninjas of its own (spread, like K)."""
        seat = state.mover

        def key(action: DojoAction) -> tuple[int, float]:
            h = parse(action.args[0])
            return (state.count(h, seat) + state.summon_hexes.count(h), self.rng.random())

        return min(legal, key=key)


def snowball_agent(seed: int) -> Agent:
    """An agent that plays Dojo as SnowballPolicy (the arena's "snowball")."""
    agent = Agent("normal", seed)
    agent._policies["dojo"] = SnowballPolicy(agent.rng)
    return agent
