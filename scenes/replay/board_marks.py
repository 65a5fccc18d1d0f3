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
        action = state.parse_action(move)
        aimed = night_aimed(state, action)
        if aimed is not None:  # the ninja aimed at, never its roof (newcomer B, s22)
            return [("rect", ninja_frame(table.view, *aimed))]
        roof = table.target_roof(action)
        if roof is None:
            return []
        # the roof's number over the ring, as the table has it (newcomer W, s9 nrp1)
        return [
            ("ring", list(table.view.roof_outline(roof))),
            ("label", table.table_view.roof_label(roof)),
        ]
    return []


NIGHT_AIMED = {"attack": 0, "shuriken": 1, "kunai": 1}
"""Night's throws at a ninja: the argument naming the seat aimed at."""


def night_aimed(state: Any, action: Any) -> tuple[int, int] | None:
    """(roof, seat) of the ninja a Night throw aims at; None for any other move. Two
    ninjas on one roof, the 'You played' and 'Better' frames of an Attack on each
    stood on that one roof, and nobody could tell which ninja each meant (newcomer B,
    s22, Night EN 1920x1080, 57rev5): a throw's mark frames the ninja."""
    at = NIGHT_AIMED.get(action.kind)
    if at is None or len(action.args) <= at:
        return None
    seat = int(action.args[at])
    roof = state.positions[seat] if 0 <= seat < len(state.positions) else None
    return None if roof is None else (int(roof), seat)


def ninja_frame(view: Any, roof: int, seat: int) -> Any:
    """The rect a Night ninja standing on `roof` takes, down to its base's foot, FRAME
    of its body's width: its base is wider, and two ninjas' frames side by side crossed."""
    feet = view.ninja_spot(roof, seat)
    body, cover = view.ninja_body(feet), view.ninja_cover(feet)
    return body.union(cover).inflate(round(body.width * FRAME) - cover.width, 0)


FRAME = 0.75
"""A ninja's frame's width, of its body's (ninja_body: the figure's shoulders)."""
