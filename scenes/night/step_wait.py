"""Settings' 'Computer's turns: One move at a time' on the Night table (newcomer G,
s16: it 'moves on by itself'; Night only stopped squeezing throws): each action of a
computer that another of its actions follows waits, once told (its rope landed, its
words said), until Space, Enter or a click, never by itself
(tableflow/computer_pace.UNTIL_PRESSED), as Taisen's, Dojo's and Shinobi's tables
wait. Its banner stays up while it waits, and the prompt says how to go on. The action
that hands the turn to a person waits on the hand-off's own hold, not twice. Space is
the table's hurry (Stage.hurry); Enter and a click are taken here (input.py) and do
nothing else; a key held on never acts twice (tableflow/keys.CarriedKeys)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from ..tableflow import computer_pace

GO_ON = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys (with Space, the table's hurry, and a left click) that end a wait."""


def on(table: Any) -> bool:
    """One move at a time, a person watching the computers play."""
    return computer_pace.following(table)


def hold(stage: Any) -> None:
    """The computer's action just told (Stage.told) holds until a press, its banner up
    while it does (not for ever: math.inf marks Replay its turn's words, turn_again.py), if one move at a time and a computer (itself) is still to move."""
    table = stage.table
    state = table.state
    if not on(table) or state.is_terminal or stage.actor in list(table.humans):
        return
    if state.current_player != stage.actor or stage.result_text is None:
        return
    stage.say_hold = computer_pace.UNTIL_PRESSED
    stage.result_text = (stage.result_text[0], table.time + computer_pace.UNTIL_PRESSED)


def ends_turn(stage: Any, seconds: float, banner: float) -> None:
    """Each frame: a wait whose next action, found, only ends the computer's turn
    (End the turn) and hands the turn to a person holds no longer than `seconds` more,
    its banner `banner` seconds: her turn waits on the hand-off's own hold, not on a
    second press (as Shinobi's turn handed to a person). Another computer's turn next:
    the wait stands until a press, as Shinobi's (itself or another)."""
    table = stage.table
    if stage.say_hold < computer_pace.UNTIL_PRESSED or not ending(table):
        return
    after = next_seat(table)
    if after is not None and after not in list(table.humans):  # a computer's turn next:
        return  # a press still (live, s17: Blue's throw went by, Green's turn after it)
    stage.say_hold = max(0.0, table.time - stage.result_told) + seconds
    ended(stage, banner)


def ending(table: Any) -> bool:
    """The computer to move has found its next action: End the turn."""
    choice = getattr(getattr(table, "computer", None), "choice", None)
    return bool(choice) and str(choice[0]) == "end"


def next_seat(table: Any) -> int | None:
    """Who moves once the computer to move ends its turn (None: the game is over)."""
    after = table.state.clone()
    after.apply("end")
    return None if after.is_terminal else int(after.current_player)


def help_key(table: Any) -> str:
    """The footer's keys while a computer's action waits: its next move, or the next
    computer's turn (as the prompt says: words)."""
    return "night.help.step_turn" if computer_next(table) is not None else "night.help.step"


def words(table: Any) -> str:
    """The prompt while a computer's action waits: its next action, or, its turn ending
    with another computer's next, that one's turn (a person's next: no wait)."""
    tr, name = table.app.tr, table.seat_name(table.state.current_player)
    after = computer_next(table)
    if after is not None:
        return str(tr("night.steps.wait_turn", name=name, next=table.seat_name(after)))
    return str(tr("night.steps.wait", name=name))


def computer_next(table: Any) -> int | None:
    """Another computer, whose turn comes once the computer to move ends its turn (its
    End the turn found), else None."""
    if not ending(table):
        return None
    seat, after = table.state.current_player, next_seat(table)
    return after if after not in (None, seat, *table.humans) else None


def waiting(table: Any) -> bool:
    """A computer's action told waits now for a press (a table with no stage: no)."""
    stage = getattr(table, "stage", None)
    return bool(
        stage is not None
        and on(table)
        and stage.say_hold >= computer_pace.UNTIL_PRESSED
        and stage.rope is None
        and stage.saying()
    )


def go_on(table: Any) -> bool:
    """Enter or a click while a computer's action waits: it waits no more (True: the
    press is spent on that alone)."""
    if not waiting(table):
        return False
    table.hurry()
    return True


def ended(stage: Any, seconds: float) -> None:
    """Its wait ended (Stage.hurry): its banner stays `seconds` more, no longer."""
    result, now = stage.result_text, stage.table.time
    if result is not None and math.inf > result[1] > now + computer_pace.UNTIL_PRESSED / 2:
        stage.result_text = (result[0], now + seconds)
