"""The costly moves' rows page (the lead's s13 closing note, 'Left' 3: at 1280x720 in
French the rows took the summary's room; the summary now keeps it, summary.py): Up/Down
past the last row shown, or before the first, moves the rows on by one so that the next
costly move shows, its button focused. `scene` is the ReviewScene, typed loosely."""

from __future__ import annotations

from typing import Any


def shown(scene: Any) -> range:
    """The costly moves whose rows show, by their place in `scene.worst`."""
    return range(scene.first_row, scene.first_row + len(scene.rows))


def page_to(scene: Any, target: int) -> bool:
    """The rows moved on until the costly move `target` shows, its button focused;
    False where there is none such."""
    if not 0 <= target < len(scene.worst):
        return False
    if target not in shown(scene):
        scene.first_row = target if target < scene.first_row else scene.first_row
        while True:
            scene.relayout()
            scene.ensure_layout(scene.app.view_size)
            if target in shown(scene) or scene.first_row >= target:
                break
            scene.first_row += 1
    button = scene.worst_buttons[target]
    if button in scene.menu.widgets:
        scene.menu.focus(button)
    return True
