"""A scripted Dojo opponent for the arena: the raider, a newcomer who goes for the Dojo
(issue 33, newcomer Q, s19: three of her ninjas walked onto hard's Dojo, left empty). It
plays as normal, but judges its steps by hard's whole evaluation (the pull toward the
enemy Dojo, its capture, the danger to either Dojo) where normal judges land and ninjas
only; an unguarded enemy Dojo in reach is walked onto at once, and a Blitz is spent when
its six moves reach one a roll may not. Normal never walks onto a Dojo on purpose, so
against it a Dojo left open costs nothing: this is the yardstick for hard's guard
(ninjas.dojo.ai_guard).

    python -m ninjas.arena --game dojo --agents hard,raider --games 200 --seed 5000 --jobs 2
"""

from __future__ import annotations

import random

from ninjas.ai import Agent

from . import data
from .ai import DojoPolicy, Judge
from .rules import DojoAction, DojoState


class RaiderPolicy(DojoPolicy):
    def __init__(self, rng: random.Random) -> None:
        super().__init__("normal", rng)

    def _roll(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        blitz = [a for a in legal if a.kind == "blitz"]
        if blitz and self._raid_path(state, data.MOVE_ROLL_MAX) is not None:
            return blitz[0]
        return legal[0]

    def _move(self, state: DojoState, legal: list[DojoAction]) -> DojoAction:
        texts = {str(a): a for a in legal}
        raid = self._raid_path(state)
        if raid:
            s = raid[0]
            text = f"step {s.src[0]},{s.src[1]} {s.dst[0]},{s.dst[1]} {s.cost}"
            if text in texts:
                return texts[text]
        return self._greedy_step(state, Judge(state, state.mover), legal)


def raider_agent(seed: int) -> Agent:
    """An agent that plays Dojo as RaiderPolicy (the arena's "raider")."""
    agent = Agent("normal", seed)
    agent._policies["dojo"] = RaiderPolicy(agent.rng)
    return agent
