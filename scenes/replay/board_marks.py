"""The marks of a move on a replay's table, in the table's own coordinates: the
computer's better move (scenes/review/computer_move.py) and the move made
(scenes/replay/made_marks.py) are drawn from them. Its own module, so that neither of
those two imports the other."""

from __future__ import annotations

from typing import Any

from ninjas.review import JOINED

Shape = tuple[str, Any]
"""A mark in the table's own coordinates: ("ring", corner points), ("arrow", (start,
end, head)) or ("rect", rect)."""


def board_marks(table: Any, game: str, move: str) -> list[Shape]:
    """The marks of `move` (the record's text; a summoning's dice JOINED) on `table`."""
    state = table.state
    if game == "dojo":
        from ..dojo import art
        from ..dojo.routes import action_hex

        view = table.view
        shapes: list[Shape] = []
        for part in move.split(JOINED):
            action = state.parse_action(part)
            hexes = [action_hex(arg) for arg in action.args if "," in str(arg)]
            for h in hexes:
                shapes.append(("ring", art.hex_corners(view.centre(h), view.radius * 0.92)))
            if len(hexes) == 2 and action.kind in ("step", "throw"):
                start, end = view.centre(hexes[0]), view.centre(hexes[1])
                shapes.append(("arrow", (start, end, view.radius // 3)))
        return shapes
    if game == "taisen":
        action = state.parse_action(move)
        if action.is_end:
            return []
        rect = table.view.visible_rect(state.side * 10 + action.local_card)
        return [] if rect is None else [("rect", rect)]
    if game == "shinobi":  # the cards of the hand the move plays (the mover's, shown)
        cards = {int(arg) for arg in state.parse_action(move).args if str(arg).isdigit()}
        return [("rect", rect) for rect, card in table.hand.shown() if card in cards]
    if game == "night":  # the roof the move acts on (a throw's, a collect's), as the hint
        roof = table.target_roof(state.parse_action(move))
        if roof is None:
            return []
        # the roof's number over the ring, as the table has it (newcomer W, s9 nrp1)
        return [
            ("ring", list(table.view.roof_outline(roof))),
            ("label", table.table_view.roof_label(roof)),
        ]
    return []
