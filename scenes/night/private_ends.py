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
choice the rest of her turn stayed face up (nc-G/088-090). A step that waits for its
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
    if mark is None or mark[0] != holder or count < mark[1]:
        table.private_mark = (holder, count)  # she took it now (or an undo went back)
        return False
    state = table.state
    if count == mark[1] or secrecy.needs_private(state, holder):
        return False  # her private step goes on (a token in her hand, a drop)
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
