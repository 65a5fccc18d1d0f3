"""The Dojo table: scene.py (the game), board_view.py (the hex map), tray.py (the
battle cards), routes.py (walks of several steps), art.py (the pictures)."""

from .scene import DojoScene

__all__ = ["DojoScene"]
