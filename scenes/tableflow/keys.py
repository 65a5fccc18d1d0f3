"""A table's input before its own: key presses dropped when held on from a moment the
person could not act, the "End turn" confirm's keys and clicks (tableflow/turn_end.py),
and each event handed to the table's hooks (on_key, on_pointer, on_press,
on_right_press, on_wheel, on_release) the same way on every table."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

PAUSE_KEYS = (pygame.K_ESCAPE, pygame.K_p)
HURRY_KEYS = (pygame.K_SPACE,)
"""Space while events are told: every animation to its end (TableScene.hurry)."""


class KeyGrace(Protocol):
    """A table's own grace on the keys that choose (scenes/shinobi/auto_pick.py: after a
    choice made for the person, a key meant for it does not act in the next one)."""

    def eats(self, key: int) -> bool: ...


class CarriedKeys:
    """Keys pressed while the person could not act (the computer playing, events being
    told) and not released since: held on, they never act on the next turn.

    Kept for that guard alone (issue 32 asked whether it earns its place): holding Enter
    through the computer's battles rolled the person's die once their turn came. It no
    longer looks at key repeats: pygame sends none unless pygame.key.set_repeat is
    called, which this game never does."""

    def __init__(self) -> None:
        self.keys: set[int] = set()
        self.grace: KeyGrace | None = None
        """Asked of each key pressed (after the keys held on): True drops it."""

    def drops(self, event: pygame.event.Event, can_act: bool, over: bool) -> bool:
        """Is this a key press to drop: one of a key held down since the person could
        not act (holding Enter through the computer's battles rolled the person's die
        once their turn came)? `can_act`:
        the person may act now; `over`: the game is over. A key let go, or the window
        left, forgets it."""
        kind = event.type
        if kind == pygame.KEYUP:
            self.keys.discard(getattr(event, "key", None))  # type: ignore[arg-type]
            return False
        if kind in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self.keys.clear()
            return False
        if kind != pygame.KEYDOWN:
            return False
        key = event.key
        if key in self.keys or (self.grace is not None and self.grace.eats(key)):
            return True
        if not can_act and not over:
            self.keys.add(key)  # this press itself goes on (Esc, F1, Space...)
        return False


class Routed(Protocol):
    """What route_event needs of a table (TableScene has it)."""

    mouse: tuple[int, int]
    turn_end: Any
    """The "End turn" confirm (tableflow/turn_end.py): it answers first while a turn
    waits."""

    def key_carried(self, event: pygame.event.Event) -> bool: ...
    def left_press(self, event: pygame.event.Event) -> bool: ...
    def buttons_take(self, event: pygame.event.Event) -> bool: ...
    def on_key(self, key: int) -> None: ...
    def on_pointer(self, event: pygame.event.Event) -> None: ...
    def on_press(self, pos: tuple[int, int]) -> None: ...
    def on_right_press(self) -> None: ...
    def on_wheel(self, y: int) -> None: ...
    def on_release(self, pos: tuple[int, int]) -> None: ...


def route_event(table: Routed, event: pygame.event.Event) -> None:
    """One event, handed to the table's hooks: a key to on_key; a move of the pointer
    (table.mouse follows it) to on_pointer; a left press the top bar did not take to
    on_press; a right press to on_right_press; the wheel to on_wheel; a release to the
    top bar and (the left button) to on_release."""
    if table.key_carried(event) or table.turn_end.take(event):
        return
    kind = event.type
    if kind == pygame.KEYDOWN:
        table.on_key(event.key)
    elif kind == pygame.MOUSEMOTION:
        table.mouse = getattr(event, "pos", table.mouse)
        table.on_pointer(event)
    elif table.left_press(event):
        table.on_press(table.mouse)
    elif kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3:
        table.on_right_press()
    elif kind == pygame.MOUSEWHEEL:
        table.on_wheel(int(getattr(event, "y", 0)))
    elif kind == pygame.MOUSEBUTTONUP:
        table.mouse = getattr(event, "pos", table.mouse)
        table.buttons_take(event)
        if getattr(event, "button", 1) == 1:
            table.on_release(table.mouse)  # a drag ends wherever it is let go


def left_press(table: Any, event: pygame.event.Event) -> bool:
    """A left-button press the table is to answer: the pointer moves to it; False for
    any other event, or when a top-bar button took it."""
    if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
        return False
    table.mouse = getattr(event, "pos", table.mouse)
    return not table.buttons_take(event)
