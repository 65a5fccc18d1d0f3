"""'Replay its turn (T)' from the computer's held summoning (newcomer P's point at
Night's hold, s18: after a computer's turn its last move's cue said 'Space, Enter or a
click to go on', and T did nothing there). Dojo has no hold between people (two seats);
its cue after a computer's turn is its summoning held, one move at a time (Settings:
summon_hold.py): 'The dice show 2, 1: Blue clan gains 3 ninjas. Enter or a click:
Orange clan's turn.' It now adds 'T: replay.' ('T : revoir.') where its turn walked
(the replay plays the walks with the rest: turn_again.py), and T there ends the hold
as Enter does, the turn's end told, then plays its turn again from the board where it
began, as T does once her turn has opened (`ask`, then `frame` starts it as soon as
the recap of its turn stands). Everything in it is public (turn_again.py)."""

from __future__ import annotations

from typing import Any

import pygame

KEY = pygame.K_t
"""T (turn_again.KEYS)."""

ASKED = "_again_after_summon"
"""The table's attribute: the number of actions played when T asked it from the hold."""


def offered(table: Any) -> bool:
    """The computer's summoning is held at the end of its turn, and its turn walked:
    T replays it (once the turn's end is told)."""
    state = table.state
    if not table.summon_hold.shown or not table.humans or table.app.demo or state.is_terminal:
        return False
    seat = 1 - int(state.mover)  # the clan whose summoning is held: its turn just over
    seats = table.session.seats
    if not (0 <= seat < len(seats)) or not seats[seat].is_ai:
        return False
    count = len(table.session.actions)
    kept = table.__dict__.get("_again_walked")
    if kept is None or kept[0] != count:
        kept = table.__dict__["_again_walked"] = (count, walked(table, seat))
    return bool(kept[1])


def walked(table: Any, seat: int) -> bool:
    """`seat`'s last turn walked (as turn_again.turn_events reads it: from the game
    replayed, its events after the last turn that began as its own)."""
    mine = did = False
    for event in table.replayed_events():
        if event.kind == "turn":
            mine = event.data.get("seat") == seat
            did = False if mine else did
        elif mine and event.kind == "stepped" and event.data.get("seat") == seat:
            did = True
    return did


def cue(table: Any, said: str) -> str:
    """The held summoning's words, 'T: replay.' added where T replays."""
    return f"{said} {table.app.tr('dojo.turn_again.hold')}" if offered(table) else said


def ask(table: Any, key: int) -> bool:
    """T while its summoning is held: the hold ends (the turn's end told), its replay
    asked (`frame`). True if taken."""
    if key != KEY or not offered(table):
        return False
    table.summon_hold.button.click()
    table.summon_hold.go_on()
    table.__dict__[ASKED] = len(table.session.actions)
    return True


def frame(table: Any) -> None:
    """Each frame: a replay asked from the hold starts once its turn's recap stands and
    the person may act; forgotten once anything is played."""
    asked = table.__dict__.get(ASKED)
    if asked is None:
        return
    if asked != len(table.session.actions):
        table.__dict__[ASKED] = None
    elif table.turn_again.available():
        table.__dict__[ASKED] = None
        table.turn_again.start()
