"""The Shinobi WAT-AAH! table (scene.py) and its card drawings (cards.py)."""

from .scene import ShinobiScene

__all__ = ["ShinobiScene"]
