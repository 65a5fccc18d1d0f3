"""A phone's "End turn" and Undo (issue 33 section 3): the move that ends a seat's turn
can be taken back on its phone as at the laptop.

With the setting "Confirm end of turn" on, a move sent from a phone that passes the turn
waits for its "End turn" (tableflow/turn_end.py; the session keeps the turn's undo), and
nothing of the next turn happens meanwhile. The seat's phone then offers one choice,
End turn, and Undo. Undo is on the phone through the seat's whole turn, greyed with the
table's reason when the session's rule says no (undo_stop_text: a card drawn, another
person's turn...), so it never takes back past anything revealed.

Both are sent as the phone's plays are (the server checks and rate-limits them alike),
as two actions no game has: END_TURN and UNDO. The laptop takes them only from the seat
whose turn it is (or waits to end), in the position the phone was told."""

from __future__ import annotations

from typing import Any

from .tableflow.undo_words import undo_stop_text

END_TURN = "#end-turn"
UNDO = "#undo"
"""The phone's two plays that are no game's action (every game's action text starts
with a letter)."""


def ending_seat(table: Any) -> int | None:
    """The seat whose move waits for its "End turn", if any."""
    seat = table.session.ending if table.turn_end.waiting else None
    return None if seat is None else int(seat)


def phone_ending(table: Any) -> int | None:
    """The seat whose move waits for its "End turn" on its own phone: not one whose
    move, made at the screen, ends there (turn_end.on_phone: Night's placing)."""
    return ending_seat(table) if table.turn_end.on_phone else None


def undo_seat(table: Any) -> int | None:
    """The seat Undo would now take a step back for: the seat whose turn waits to end,
    else the person to move (None on the computer's turn or at the end). From a phone
    never when that turn ends at the screen: its Undo is the laptop's then."""
    ending = ending_seat(table)
    if ending is not None:
        return ending if phone_ending(table) is not None or not table.phone_seat(ending) else None
    state = table.state
    if state.is_terminal or table.session.ai_to_move:
        return None
    return int(state.current_player)


def phone_undoes(table: Any) -> int | None:
    """The seat whose Undo is on its own phone now, never on the laptop (newcomer S, s9
    g5: Undo was live on the laptop while Ben played on his phone, so anyone at the
    laptop could take back his move): the seat Undo would step back for, when it plays
    on a phone, unless the laptop takes its public choice now (Night's throw, Dojo's
    walk, made at the screen by that person) and no move of it waits for End turn."""
    seat = undo_seat(table)
    if seat is None or not table.phone_seat(seat):
        return None
    if ending_seat(table) is None and table.acting_seat == seat:
        return None
    return seat


def phone_undo_words(table: Any) -> str | None:
    """Why the laptop's Undo does nothing now, if a phone owns it: 'Only Ben's phone
    can undo Ben's moves.'"""
    seat = phone_undoes(table)
    if seat is None:
        return None
    return str(table.app.tr("undo.stop.phone", name=table.seat_name(seat)))


def undo_control(table: Any) -> dict[str, Any] | None:
    """The Undo the phone of `undo_seat(table)` shows: its words and, when greyed, why
    (the table's own reason). Computed once per publish from the real position (the
    session's rule looks at its history, never at a seat's hidden cards)."""
    if undo_seat(table) is None:
        return None
    tr = table.app.tr
    why = None if table.can_undo(by_phone=True) else undo_stop_text(table)
    return {"label": str(tr("phone.undo")), "why": why}


def undone_words(table: Any) -> str | None:
    """What the phone's Undo took back, said to that phone alone (newcomer K, phB12:
    the discard came back with no word): 'Undone: Discard Crow (3).', as the laptop says
    it for a person at the screen. Its words are the seat's own, of the position the
    undo went back to as that seat knew it (UndoWords): the laptop says only 'the last
    move', its screen being anyone's."""
    from .tableflow.undo_words import UndoWords

    session = table.session
    undone = list(session.undone)
    if not undone:
        return None
    tr = table.app.tr
    what = UndoWords(table)(len(session.actions), undone[0])
    if len(undone) > 1:
        return str(tr.plural("undo.step_and_replies", len(undone) - 1, what=what))
    return str(tr("undo.step", what=what))


def end_turn_choice(table: Any) -> dict[str, Any]:
    """The one choice of a seat whose turn waits: End turn, big and gold."""
    return {
        "action": END_TURN,
        "label": str(table.app.tr("turn_end.button")),
        "cards": [],
        "confirm": True,
    }


def take_turn_play(table: Any, seat: int, action: str) -> str | None:
    """`seat`'s phone sent End turn or Undo (in the position it was told): done, or the
    error code the phone is told."""
    if table.app.top is not table:  # a screen over the table (a menu, the codes)
        return "not_your_turn"
    if action == END_TURN:
        if phone_ending(table) != seat:
            return "not_your_turn"
        table.turn_end.confirm()
        return None
    if undo_seat(table) != seat:
        return "not_your_turn"
    if not table.can_undo(by_phone=True):
        return "illegal"
    table.undo(by_phone=True)
    return None
