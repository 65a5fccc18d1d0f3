"""The Shinobi WAT-AAH! table: scene.py conducts the rooms beside it (see its docstring)."""

from .scene import ShinobiScene

__all__ = ["ShinobiScene"]
