"""The Ninja Night table: scene.py (the game), village_view.py (the village drawn 3D-ish)."""

from .scene import NightScene

__all__ = ["NightScene"]
