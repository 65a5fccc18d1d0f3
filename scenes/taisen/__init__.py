"""The Ninja Taisen table (board, dice, input, AI turns, animations, game log)."""

from .scene import TaisenScene

__all__ = ["TaisenScene"]
