"""A person whose action turn holds nothing to do (its action Skip, or one that cannot
be carried out, and no bonus to play) is not handed the laptop: the table passes the
turn for them, `end idle`, and the log and the next hand-off's story say so, 'Bo had
nothing to do: turn passed.' (issue 33, newcomer R, s8 n47/n48: Ada then Bo each got a
'Pass the laptop' cover only to press 'nothing to do, end my turn'; newcomer N, s8
n99.png, before it: the cover, the whole table, then E).

Nothing of the passed seat's shows: the table is shown to nobody (only the tokens'
backs) while it passes, and the laptop stays with whoever held it. That the seat had
nothing to do is all the others learn, as they did from the cover's button."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.night import secrecy
from ninjas.night.rules import IDLE

from . import laptop_kept, open_turn
from .discard_places import room_to_make

if TYPE_CHECKING:
    from typing import Any

    NightTable = Any  # the scene itself: its state, its seats shown, its play

PASS = f"end {IDLE}"
"""The action that passes such a turn (ninjas/night/rules.py, NightState._do_end)."""


def pass_if_nothing_to_do(table: NightTable) -> bool:
    """Pass the turn of the person to move if it holds nothing to do (True), without
    showing anything of theirs; else nothing is done (False)."""
    state = table.state
    seat = state.current_player
    if not nothing_to_do(table, seat) or room_to_make(state, seat):
        return False
    table.shown_seat = None  # nobody's tokens show meanwhile
    if not after_drop(state) and seat != table.holder and not table.phone_seat(seat):
        # her turn had come, and the laptop may have gone to her with it: whoever
        # holds it now, the next private screen has its cover (newcomer E, s15,
        # 053-055: Ines ended her turn, Bruno's was passed, and after the round's card
        # Ines's planner opened with no cover, she still 'the holder', Bruno holding it)
        table.holder = None
    # back to its owner after another seat's drop for a hit, with nothing left but End
    # the turn: ended by itself, no cover (newcomer V, s13, 098-102: Ines hits Bruno,
    # cover, Bruno drops, cover, Ines only presses 'End the turn', cover, Bruno's turn:
    # three hand-offs for one punch). A plain End: no turn begins, none is 'passed'.
    table.play("end" if after_drop(state) else PASS)
    return True


def nothing_to_do(table: NightTable, seat: int) -> bool:
    """`seat`'s turn is passed for it: it holds nothing to do (NightState.nothing_to_do:
    End the turn and discards only) and, where another person may look at the table
    (two people at the laptop, or one on a phone), it holds no face only it knows.
    Else the turn comes to it, in the open if nothing it must choose needs its faces
    (act_in_the_open): End the turn, and 'Look at my tokens', where a bonus it alone
    has seen is played if it holds one. Whether it is passed so tells nobody whether
    it holds a bonus it could play: a turn passed ('had nothing to do') said it held
    none, and one not passed that it did (newcomer C, s14, 129 and 151: covers only to
    press End the turn; with faces in the open, no cover)."""
    state = table.state
    if not state.nothing_to_do(seat):
        return False
    if state.face_up or len(table.humans) < 2:
        return True  # nobody else to tell: as the rules say
    return not any(secrecy.private_to(state, seat, t) for t in state.backpacks[seat])


def after_drop(state: Any) -> bool:
    """The turn comes back to its owner after another seat's drop for a hit: no turn
    begins, so it is never said passed (newcomer I, s10, nc-99/154.png: 'Aiko had
    nothing to do: turn passed' after Kenji's drop in her turn); with nothing left to
    do it simply ends."""
    return bool(state.history) and state.history[-1].startswith("drop ")


def place_in_the_open(table: NightTable) -> bool:
    """A placement with nothing private on the screen (no face seen by one seat alone:
    ninjas.night.secrecy) is made with no cover: the table opens on the placer's turn at
    once, its prompt naming whose turn it is (True); else nothing is done (False). Its
    cover asked a click for nothing secret at every placement (issue 33, s10); a plan
    or a backpack's tokens keep theirs."""
    state = table.state
    seat = state.current_player
    if state.phase != "place" or secrecy.shows_secret(state, seat):
        return False
    table.shown_seat = seat
    # everyone looked on: nobody took the laptop through a cover, so the placer's next
    # secret step gets its own (a stale holder showed it at once: handoff_flow.due)
    table.holder = None
    open_turn.opened(table, seat)
    table._refresh()
    return True


def act_in_the_open(table: NightTable) -> bool:
    """An action turn with nothing private on the screen (ninjas.night.secrecy: no face
    the person alone has seen, none her turn may show her; the plans are public by
    now) is played with no cover, as a placement is: once the computer's last move has
    been read (its hold, tableflow/handoff_flow.read), the table opens on her turn, the
    prompt naming her, and what the cover would have told since her last turn is told
    in the panel over the village (True; while the hold lasts nothing more is done).
    Else nothing is done (False). Its cover said 'This turn shows nothing secret:
    everyone may look' and still asked a pass and a press (newcomer Y, s13, 068 and
    075: 'if nothing is secret, why hide the screen?'; two people and a computer met
    ~6 covers a round)."""
    state = table.state
    seat = state.current_player
    if state.phase != "act" or secrecy.needs_private(state, seat):
        return False  # (her private faces, if any, drawn as backs: open_turn.py)
    if not table.handoff_flow.read():
        return True  # the computer's move stays on show first (its cue: Space goes on)
    table.shown_seat = seat
    table.holder = None  # everyone looked on: her next secret step has its own cover
    open_turn.opened(table, seat)  # her private faces, if any, drawn as backs
    table._refresh()
    laptop_kept.tell_since(table, seat)
    return True


def no_cover(table: NightTable) -> bool:
    """No cover for the person to move (True): a placement or an action turn with
    nothing secret, or the laptop still hers, nobody else having played since her last
    step (laptop_kept.py)."""
    return place_in_the_open(table) or laptop_kept.kept_by_her(table) or act_in_the_open(table)
