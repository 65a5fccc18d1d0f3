"""Agents: one interface for every game. `choose(state)` blocks; `think(state)` doesn't."""

from __future__ import annotations

import random
from typing import Any, Protocol

from ninjas.core.protocol import GameState

from .thinking import Thinking, set_chooser

AGENT_NAMES = ("random", "greedy", "easy", "normal", "hard")
LEVELS = ("easy", "normal", "hard")
"""The difficulties offered to players."""


class GamePolicy(Protocol):
    def choose_code(self, state: Any) -> int: ...


def _game_policy(game: str, name: str, rng: random.Random) -> GamePolicy:
    if game == "taisen":
        from ninjas.taisen.ai import TaisenPolicy

        return TaisenPolicy(name, rng)
    if game == "night":
        from ninjas.night.ai import NightPolicy

        return NightPolicy(name, rng)
    if game == "shinobi":
        from ninjas.shinobi.ai import ShinobiPolicy

        return ShinobiPolicy(name, rng)
    if game == "dojo":
        from ninjas.dojo.ai import DojoPolicy

        return DojoPolicy(name, rng)
    raise ValueError(f"no AI for game {game!r} yet")


class Agent:
    """An AI player. The same agents play in the arena, in the game and in tests."""

    def __init__(self, name: str, seed: int = 0) -> None:
        if name not in AGENT_NAMES:
            raise ValueError(f"unknown agent {name!r}; choose one of {', '.join(AGENT_NAMES)}")
        self.name = name
        self.seed = seed
        self.rng = random.Random(seed)
        self._policies: dict[str, GamePolicy] = {}

    def reseed(self, seed: int) -> None:
        """New randomness from `seed`; a turn plan already made for the current
        position is kept (it is only used while the position matches it)."""
        self.seed = seed
        self.rng.seed(seed)

    def choose(self, state: GameState) -> Any:
        """A legal action for the player to move (blocking)."""
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no legal action: the game is over")
        if self.name == "random" or len(legal) == 1:
            return legal[self.rng.randrange(len(legal))] if len(legal) > 1 else legal[0]
        policy = self._policies.get(state.game)
        if policy is None:
            policy = self._policies[state.game] = _game_policy(state.game, self.name, self.rng)
        if hasattr(policy, "choose"):  # actions with free values (Night's lengths)
            return policy.choose(state)
        code = policy.choose_code(state)
        for action in legal:
            if getattr(action, "code", None) == code:
                return action
        raise AssertionError(f"{self.name} chose an illegal action {code}")

    def think(self, state: GameState) -> Thinking:
        """Start choosing in the background; poll `.result()` each frame."""
        return Thinking.start(self.name, self.seed, state)


def make_agent(name: str, seed: int = 0) -> Agent:
    """`random`, `greedy`, `easy`, `normal` or `hard`, seeded."""
    return Agent(name, seed)


_worker_agents: dict[str, Agent] = {}


def choose_in_worker(agent_name: str, seed: int, state: GameState) -> Any:
    """Runs in the AI worker for one decision. One agent per level is kept, so a turn
    planned at its first decision is played out without planning again; it is reseeded
    for each decision."""
    agent = _worker_agents.get(agent_name)
    if agent is None:
        agent = _worker_agents[agent_name] = make_agent(agent_name, seed)
    agent.reseed(seed)
    return agent.choose(state)


PLAN_PHASES = ("move", "assign")
"""The phases whose hint is a plan of several actions: a Dojo move's steps (and its
end), a summoning's dice."""
PLAN_MOST = 60
"""A plan's actions at most (a move of free forest steps could otherwise go on)."""


def plan_in_worker(agent_name: str, seed: int, state: GameState) -> list[Any]:
    """Runs in the AI worker for a hint: the agent's action now and, in a phase of
    PLAN_PHASES, the actions it plays after it while the same seat stays in that phase
    (a Dojo move planned as a whole, its steps read back from that one search; issue 33:
    the hint gave a step per press, 3-4 s each). `state` is already the seat's own view
    (scenes.ai_turn.seat_view); the plan is played on a copy of it."""
    first = choose_in_worker(agent_name, seed, state)
    return plan_from(_worker_agents[agent_name], state, first)


def plan_from(agent: Agent, state: GameState, first: Any) -> list[Any]:
    """`first`, the action `agent` chose in `state`, and in a phase of PLAN_PHASES the
    actions it plays after it while the same seat stays in that phase, played on a copy
    of `state` (the table's hint and the review's computer's move, ninjas.ai.hint)."""
    plan = [first]
    phase = getattr(state, "phase", None)
    if phase not in PLAN_PHASES:
        return plan
    seat = state.current_player
    world = state.clone()
    world.apply(first)
    while (
        len(plan) < PLAN_MOST
        and not world.is_terminal
        and getattr(world, "phase", None) == phase
        and world.current_player == seat
    ):
        action = agent.choose(world)
        plan.append(action)
        world.apply(action)
    return plan


set_chooser(choose_in_worker)
