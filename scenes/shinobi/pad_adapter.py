"""The gamepads' view of the Shinobi table: what a pad may point at (the rows of choices
shown, the cards offered, the hand's playable piles, the places a power may aim at, the
Jigoku and the Scores), as last drawn, and the choices scrolled past their rows shown."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.shinobi.data import card_name

from ..pads import PadPress, PadTarget

if TYPE_CHECKING:
    from .protocol import Table


def targets(table: Table) -> list[PadTarget]:
    """The choices listed on the right (the rows shown), the cards offered to pick
    among, the hand's piles that can be played, and the places on the table a power
    may aim at (as they were last drawn)."""
    if not table.can_act or table.covered:
        return []
    found = table.option_panel.choices.pad_targets(table.choose_option)
    for n, (rect, action) in enumerate(table.picks.rects):
        found.append(PadTarget(rect, lambda a=action: table.play(a), ("pick", n, str(action))))
    for rect, place in table.picks.arrange_rects:  # Baku's cards: two pressed swap places
        found.append(
            PadTarget(rect, lambda p=place: table.picks.arrange_click(p), ("arrange", place))
        )
    playable = table.selection.playable_cards()
    groups = table.hand.groups()
    for rect, card in table.hand.shown():
        group = next((cards for _, cards in groups if card in cards), [card])
        if playable & set(group):
            action = lambda g=group: table.selection.click_group(g)  # noqa: E731
            found.append(PadTarget(rect, action, ("hand", card_name(card))))
    if not table.picks.rects and not table.picks.arrange_rects:
        for n, (rect, action) in enumerate(table.board.table_targets):
            target = PadTarget(rect, lambda a=action: table.play(a), ("table", n, str(action)))
            found.append(target)
    found.append(PadTarget(table.board.jigoku_rect(), table.covers.open_jigoku, "jigoku"))
    found.append(PadTarget(table.board.scores_rect(), table.covers.open_scores, "scores"))
    return found


def scroll_rows(table: Table, press: PadPress) -> bool:
    """Up and down past the rows shown scroll the list of choices (True: done so, the
    press goes no further)."""
    command = press.command
    if command not in ("up", "down") or not table.pad_may_act(press) or table.covered:
        return False
    focus = table.pad_focus
    if isinstance(focus, tuple) and focus[0] == "row":
        step = 1 if command == "down" else -1
        came = table.option_panel.choices.pad_past_edge(focus[1], step)
        if came is not None:
            table.pad_focus = ("row", came)
            return True
    return False
