"""What a Dojo undo took back, as what the player sees: the ninja goes back where it
stood ('Undone: the ninja goes back to the plains next to your Dojo.' / 'Annulé : le
ninja revient sur la plaine près de votre Dojo.'), never the step's order in the
imperative ('Annulé : Avancez depuis la plaine (sud-ouest, 5e depuis le centre) vers
...': newcomer X, s13, nc-X/018)."""

from __future__ import annotations

from typing import Any

from .routes import action_hex


def undone_walk(table: Any, action: str, steps: int) -> str | None:
    """`what` of the undo line for a step `action` (the first of the `steps` taken back
    together); None for any other action (the review's words say it)."""
    parts = action.split()
    if len(parts) != 4 or parts[0] != "step":
        return None
    tr = table.app.tr
    state = table.session.state  # after the undo: the ninja stands where it started
    source = action_hex(parts[1])
    seat = state.current_player
    kind = "dojo" if source in state.dojos else state.terrain.get(source, "plains")
    place = table.narrator.walk_end(source, seat, seat)  # (its own Dojo: 'your Dojo')
    what = str(tr(f"undo.dojo.back.{kind}", place=place))
    if steps > 1:
        what = str(tr.plural("undo.dojo.steps", steps, what=what))
    return what
