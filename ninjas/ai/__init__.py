"""AI agents behind one factory: make_agent(name, seed)."""

from .agents import AGENT_NAMES, LEVELS, Agent, make_agent
from .thinking import Thinking, warm_up

__all__ = ["AGENT_NAMES", "LEVELS", "Agent", "Thinking", "make_agent", "warm_up"]
