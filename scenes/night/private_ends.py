"""A private step ends, and the table is public again: two or more people at the laptop,
a person holds it through her cover only for the step that needs her faces (a plan, a
token in her hand to keep, swap or let go, a drop for a hit, a peek at her tokens). Once
she has played since she took it and what comes next needs nothing private (a Move, an
Attack, a throw, End the turn, another seat's step, the next round's card), nobody
holds the laptop any more:

- her turn going on, it is played in the open (open_turn.py): her tokens as backs, her
  score '?', the row 'Look at my tokens' to see them again;
- another seat to move (a computer, the next person, a new round), the table shows
  nobody's faces, and her next private screen comes behind her cover ('Ana: your
  turn, in private', laptop_kept.private_title), even though she held the laptop last.

Newcomer G, s16: after her drop for the computer's fist, Ana's Move was aimed with her
backpack face up, the '1' and the Hook shown on the roofs, while everyone watched the
throw (nc-G/118 -> 121 -> 125_1); after her own Collect ended round 3, the round's card
(a moment everyone watches) went straight to her planner face up, and the Enter meant
for a cover confirmed her suggested plan (nc-G/113 -> 114); after her private Collect
choice the rest of her turn stayed face up (nc-G/088-090). Taken in her own action
turn, the laptop stays hers for the rest of that turn (one cover a turn: newcomer B,
s22), unless she takes up a string (open_throw.aimed). A step that waits for its
End turn (the setting 'Confirm end of turn') is still hers: Undo takes it back in
private, with no second cover. Alone at the laptop (with computers, or the others on
phones: laptop_kept.py), nothing changes."""

from __future__ import annotations

from typing import Any

from ninjas.night import secrecy

from . import discard_places

NightTable = Any  # the scene itself: its state, its seats shown, its holder


def people_here(table: NightTable) -> int:
    """How many people play at the laptop itself (not on a phone)."""
    return sum(1 for s in table.humans if not table.phone_seat(s))


def own_turn(state: Any, seat: int) -> tuple[int, int, int] | None:
    """The action turn of `seat` under way (its round, first or second action, place in
    the order), or None: not her action turn (a plan, a drop in another's turn). Newcomer
    B, s22, 53r4q -> 53r4s: Theo looked at his tokens to drink a Potion, the view closed
    after it, and his Collect then asked 'Theo: your turn, in private' again; while she
    plays on in the turn she took the laptop in, it stays hers."""
    if state.phase != "act" or state.drop_seat is not None or state.current_player != seat:
        return None
    return (int(state.round), int(state.step), int(state.index))


def ended(table: NightTable) -> bool:
    """The holder's private step is over (True): she has played since she took the
    laptop and nothing now needs her faces. The laptop is then nobody's: her turn goes
    on in the open (open_turn.opened), or, another seat to move, nobody's faces show.
    The caller refreshes the table. Else nothing changes (False)."""
    holder = table.holder
    count = len(table.session.actions)
    mark = getattr(table, "private_mark", None)
    if holder is None or people_here(table) < 2 or table.state.face_up:
        table.private_mark = None
        return False
    state = table.state
    if mark is None or mark[0] != holder or count < mark[1]:
        # she took it now (or an undo went back), in this turn
        table.private_mark = (holder, count, own_turn(state, holder))
        return False
    if count == mark[1] or secrecy.needs_private(state, holder):
        return False  # her private step goes on (a token in her hand, a drop)
    turn = own_turn(state, holder)
    if turn is not None and turn == mark[2] and table.shown_seat == holder:
        return False  # her own turn goes on: one cover a turn (a throw opens it: open_throw)
    if discard_places.open_now(table):  # her discards' list, opened in private, still
        return False  # open: her view until she closes it (newcomer T, s20, 142)
    if table.handoff_open or state.is_terminal or table.turn_end.waiting:
        return False  # (her step waits for its End turn: Undo takes it back, in private)
    table.holder = None
    table.private_mark = None
    if state.phase == "act" and state.current_player == holder == table.shown_seat:
        table.open_seat = holder  # her turn goes on in the open (open_turn.py)
    else:
        table.shown_seat = None  # another seat's step: nobody's faces
    return True
