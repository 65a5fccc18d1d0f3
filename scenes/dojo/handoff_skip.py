"""Dojo's hot-seat covers: only where a seat's cards would show (issue 33, newcomer E,
s10, nc-95).

- A defender with a single card to lay has nothing to choose: the table lays it face
  down for them with nobody's cards shown meanwhile, and the laptop stays where it is
  (152->153, 164->166: it was passed to the defender, and at once passed back). The
  card is turned over when it is struck.
- Nothing secret on the screen (no battle's cards: a roll, a walk, the battles chosen,
  a summoning) needs no cover: the table opens on that person's turn at once, its
  prompt naming whose turn it is, as Night's placements do (131, 134, 146: 'This turn
  shows nothing secret' on a cover, a click for nothing). A seat's own log lines (the
  cards it drew, laid or kept) then wait for its next cover: they show only while a
  battle is on, behind one.
- A battle's cards come with a cover whose button says so, 'I am Ada: show my battle
  cards' (158, 173: 'show my cards', with no hand ever shown); when they are the cards
  of the person already at the laptop, in the open, the cover asks nobody to pass it:
  'Ada: your battle cards', the others told to look away."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from typing import Any

    DojoTable = Any  # the scene itself: its state, its seat shown, its play

OWN_TITLE = "dojo.handoff.own"
"""The cover's title for the cards of the person already at the laptop."""


def lone_card(state: Any) -> int | None:
    """The defender's only card when laying it is no choice (one card, none laid yet),
    else None."""
    battle = state.battle
    if state.phase != "lay" or battle is None or battle.row or len(battle.pool) != 1:
        return None
    return int(battle.pool[0])


def lay_unseen(table: DojoTable) -> bool:
    """Lay the defender's only card for them without handing them the laptop (True),
    showing nobody's cards meanwhile; else nothing is done (False)."""
    card = lone_card(table.state)
    if card is None:
        return False
    table.shown_seat = None  # nobody's cards show while it is laid
    table.play(f"lay {card}")
    return True


def shared_screen(table: DojoTable) -> bool:
    """Two people or more look at the laptop's screen (no phones)."""
    return len(table.humans) >= 2 and table.phones is None


def own_lines_shown(table: DojoTable) -> bool:
    """May the seat shown read its own lines (its cards drawn, laid or kept)? Alone at
    the laptop, always; with others, only while a battle is on, behind its cover."""
    return not shared_screen(table) or table.state.battle is not None


def in_the_open(table: DojoTable) -> bool:
    """Nothing of the person to move is secret on the screen now: no battle is on."""
    return shared_screen(table) and table.state.battle is None and not table.state.is_terminal


def open_in_the_open(table: DojoTable) -> bool:
    """Open the table on the turn of the person to move with no cover when nothing
    secret would show (True); else nothing is done (False)."""
    if not in_the_open(table):
        return False
    seat = table.state.current_player
    table.shown_seat = seat
    note_open(table)
    table._refresh()
    return True


def note_open(table: DojoTable) -> None:
    """Each frame: while the table stands in the open, nobody said it is them, so the
    next battle's cards want a cover even for the person at the laptop (the others may
    be looking): nobody holds it; it is noted who is at it (`open_seat`)."""
    if in_the_open(table) and table.shown_seat is not None:
        table.holder = None
        table.open_seat = table.shown_seat


def title_key(table: DojoTable, seat: int) -> str:
    """The cover's title: 'Pass the laptop to Ada', or, for the cards of the person
    at it in the open, 'Ada: your battle cards'."""
    return OWN_TITLE if table.open_seat == seat else "handoff.pass_to"
