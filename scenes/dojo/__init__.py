"""The Dojo table, a package of rooms joined by scene.py (DojoScene, the conductor):
layout.py (rects), board_view.py (the hex map's picture), map_layers.py (what is drawn
over it), hud.py (backdrop, top bar, status), prompt_panel.py, options_panel.py,
summoning.py and hex_note.py (the action panel), tray.py and tray_view.py (the battle
cards), log_panel.py and narrator.py (the log and the table's words), stage.py (the
events as they are told), controls.py (keys and pointer), pad_adapter.py and
phone_adapter.py, routes.py (walks of several steps), art.py (the pictures)."""

from .scene import DojoScene

__all__ = ["DojoScene"]
