"""Settings' "Computer's turns: Brisk / One move at a time" (settings.computer_pace) as
every table reads and switches it: Taisen's moves (taisen/follow.py), Dojo's walks
(dojo/follow_pace.py), Shinobi's actions (shinobi/follow_pace.py) wait once shown only
where a person watches the computer play, each until Space, Enter or a click: never
by itself (newcomers G and J, s16: 'it advanced by itself every ~2 s'); F (or
the table's button) switches it in place, saved."""

from __future__ import annotations

from typing import Any

STEP, BRISK = "step", "brisk"
UNTIL_PRESSED = 1e9
"""Seconds a computer's move waits, one move at a time: until a press ends it (as long
as nobody presses, it stands)."""


def following(table: Any) -> bool:
    """One move at a time, at a table where a person watches the computer play (not the
    demo, nor computers alone)."""
    return bool(
        table.app.settings.computer_pace == STEP
        and table.humans
        and not table.app.demo
        and not getattr(table, "watching", False)
    )


def switchable(table: Any) -> bool:
    """What every table asks before offering the switch (its F and button) while a
    computer plays: a person watches (not the demo, nor computers alone) a game still
    going on. Each table adds when its computer is the one playing, and what covers it."""
    return bool(
        table.humans
        and not table.app.demo
        and not getattr(table, "watching", False)
        and not table.state.is_terminal
    )


def switched(app: Any) -> bool:
    """Brisk <-> one move at a time, saved in the settings; True: one at a time now."""
    settings = app.settings
    settings.computer_pace = BRISK if settings.computer_pace == STEP else STEP
    app.save_settings()
    return bool(settings.computer_pace == STEP)
