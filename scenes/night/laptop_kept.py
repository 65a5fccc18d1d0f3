"""Back-to-back steps of one person at the laptop share one cover (newcomer V, s13,
269: Aiko alone at the laptop, Kenji on his phone, got a whole 'Aiko: your turn, in
private' cover to come back to her own turn, though only the computer had played since
her last step; newcomer Y, s13: 'merge a player's consecutive private steps').

- `kept_by_her`: the person to move took the laptop through her cover and no other
  person has played since her own last action (computers only, or nobody): her next
  step shows with no second cover, once the computer's move has been read. (Without a
  phone beside the laptop the hand-off flow already does so: handoff_flow.due; with
  one, it covered every step, as a phone's person sits by the screen: a turn of theirs
  in between still brings the cover, newcomer F.)
- `private_title`: a cover that does come for the person who just played in the open
  (a placement or a turn with nothing secret: everyone looked on, so her secret step
  next asks the others to look away) is titled '{name}: your turn, in private', not
  'Pass the laptop to {name}': she has it."""

from __future__ import annotations

import logging
from typing import Any

from .. import since_turn

log = logging.getLogger(__name__)

NightTable = Any  # the scene itself: its state, its seats shown, its hand-off flow


def others_played_since(table: NightTable, seat: int) -> bool:
    """A person other than `seat` has played since `seat`'s own last action (or `seat`
    has not played yet)."""
    people = set(table.humans) - {seat}
    try:
        if not since_turn.has_played(table, seat):
            return True
        return any(actor in people for actor, _ in since_turn.played_since(table, seat))
    except Exception as exc:  # a game that cannot be replayed: the cover, to be safe
        log.warning("Who played since could not be told: %s", exc)
        return True


def kept_by_her(table: NightTable) -> bool:
    """The person to move still holds the laptop, a phone's person beside it, and no
    other person played since her last step: her table shows with no cover (True; while
    the computer's move is held, nothing more is done). Else False."""
    state = table.state
    seat = state.current_player
    flow = table.handoff_flow
    if seat != table.holder or not flow.others_at_the_table(seat):
        return False
    if others_played_since(table, seat):
        return False
    if not flow.read():
        return True  # the computer's move stays on show first (its cue: Space goes on)
    table.shown_seat = seat
    table._refresh()
    tell_since(table, seat)
    return True


def tell_since(table: NightTable, seat: int) -> None:
    """What a cover would have told `seat` (the story since her last turn, one line a
    player, what touched her in gold: public words only, as on the cover), in the panel
    over the village that goes with her first action (since_toast.py); nothing when
    nothing happened since. A step with no cover loses none of it (newcomer Y, s13)."""
    lines = table.handoff_digest(seat) or table.handoff_story(seat)
    if not lines:
        return
    panel = table.table_view.since
    try:
        first = not since_turn.has_played(table, seat)
    except Exception as exc:  # a summary is never worth a crash
        log.warning("The story since the last turn could not be told: %s", exc)
        return
    key = "since.title.start" if first else "since.title"
    panel.title = table.app.tr(key, name=table.seat_name(seat))
    panel.lines = [(line.text, line.touched) for line in lines]
    panel.until = len(table.session.actions)


def private_title(table: NightTable) -> None:
    """The cover just pushed for the person who played last in the open, nobody else
    since (the laptop is before her): 'your turn, in private', not 'Pass the laptop'."""
    cover = table.app.top
    if getattr(cover, "message_key", None) != "handoff.pass_to" or table.holder is not None:
        return
    seat = table.state.current_player
    if not others_played_since(table, seat):
        cover.message_key = "handoff.private"
