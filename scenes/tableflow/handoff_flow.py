"""Between turns at a table: the hand-off when two people share the laptop (the table
covered until the next one says it is them, the cover telling the public story of what
the others did since that person's own last move: scenes/handoff_story.py), and, to the
lone person, what the computer did to them, told inside the table (Night's panel)."""

from __future__ import annotations

import logging
from typing import Any, Protocol

import pygame

from .. import story_digest
from ..handoff import hand_over, needs_handoff
from ..since_turn import SinceLine, since_last_turn
from ..table_protocol import TableParts
from .computer import played_count

log = logging.getLogger(__name__)

READ_SECONDS = 3.0
"""How long (at animation speed 1) a computer's last move stays on the open table, once
still, before the next person's cover rises, hot-seat and phone tables alike (newcomer K,
s11: Midori's and the Green ninja's turns came and went in a moment, then the cover;
newcomer L, s11: 'in hot-seat the computer's turn happens behind the cover', 6/10).
3 s, not 2: with the cue and its bar (hold_cue.py) newcomers still read it as too short
to read the log's line (T, s12: 'the 2 s auto-advance bar is a bit short'; S, O, Q: too
fast to follow); any key ends it sooner.
It counts from when the table has settled (the hand-off flow first asks it once nothing
moves: Night's rope down and put away, the ninja standing, its tokens landed), never from
when the move's words were said: newcomer T (s12, nc-T/100_sheet) saw the computer's rope
still in the air, then the cover; a hold counted from the landing had mostly run out
while the ninja crossed and its words were read. A move that shows nothing on the table
(Night's secret plan: `shows_something`) has no hold.
Space, Enter, a click or the pad's A end it at once (`skip`).

Before a cover for a person other than the laptop's holder, it never ends by itself: it
waits for that key, click or A, its cue saying so with no bar (`awaiting`). Ended by
time, the cover rose while the person at the laptop was still reading, told 'Space,
Enter or a click to go on': the Space they then pressed to go on was the cover's 'I am
Ines', and Ines's private screen showed to Bruno, who held the laptop (newcomer C, s14,
nc-C/024->025, 030->031, 111->112, 436->437: each Space came 3.9-6 s after the strip's
picture, past the hold's end and the cover's 0.6 s grace; Enter at 443 came in time)."""
SKIP_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that end the hold on the computer's last move (`skip`)."""
AWAIT_AHEAD = 1.0
"""While the hold waits for a key (`awaiting`), its end is kept this many table seconds
ahead of now: never reached, and what lasts as long as the hold (Night's banner of the
computer's throw) stays up till the key."""


class Story(TableParts[Any], Protocol):
    """What the hand-off's flow needs of a table (TableScene has it)."""

    app: Any
    session: Any
    humans: list[int]
    phones: Any
    hands_off: bool
    handoff_open: bool
    shown_seat: int | None
    holder: int | None
    computer: Any

    @property
    def held(self) -> bool: ...

    @property
    def settled(self) -> bool: ...

    def _refresh(self) -> None: ...
    def open_handoff(self) -> None: ...
    def phone_seat(self, seat: int) -> bool: ...
    def seat_name(self, seat: int) -> str: ...
    def seat_colour(self, seat: int) -> tuple[int, int, int]: ...
    def handoff_ready_key(self, seat: int) -> str | None: ...
    def handoff_story(self, seat: int) -> list[SinceLine]: ...
    def show_since_last_turn(self, seat: int, only_if_touched: bool = False) -> None: ...
    def tells_touches_now(self) -> bool: ...


def laptop_alone(table: Any, seat: int) -> bool:
    """`seat` is the laptop's only person, every other person of the game on a phone
    (nobody ever passes them the laptop: its words say their turn, never a pass)."""
    others = [s for s in table.humans if s != seat]
    return seat in table.humans and bool(others) and all(table.phone_seat(s) for s in others)


def everyone_looked(table: Any) -> None:
    """A public moment that every person at the laptop looks at (Shinobi's round
    results): after it nobody holds the laptop, so the next person's hand shows only
    once they have taken it through their cover (newcomer Q, s12, nc-Q/087 -> 088 and
    116b -> 117: one Enter on round 2's results went straight to Marc's hand face up
    for his Temple choice, as Marc had held the laptop before the results). Alone at
    the laptop with computers, nothing changes: there is nobody to hide from."""
    if len(table.humans) < 2:
        return
    table.holder = None
    if table.shown_seat is not None:
        table.shown_seat = None
        table._refresh()


class HandoffFlow:
    """`HandoffFlow(table)`: `due()` each frame while a person is to move; `open()` covers
    the table; `story(seat)` is what its cover tells of the others' moves since `seat`'s."""

    def __init__(self, table: Story) -> None:
        self.table = table
        self.read_from: tuple[int, float] | None = None
        """(actions played, table time) from when a computer's last move has been on show
        with a cover due (`read`: the hold counts from it)."""
        self.skipped = -1
        """The number of actions played when the hold was ended by a key or a click."""
        self.passed: tuple[int, int] | None = None
        """(actions after the computer's last one, actions after the turns the table then
        passed for people with nothing to do, Night's `end idle`): the computer's move is
        still the last one to read (`last_read`)."""
        self.touches_told = -1
        """The number of actions played when the lone person was last told what was done
        to them (touches_if_due)."""
        self.awaiting = -1
        """The number of actions played when a cover for a person other than the
        laptop's holder was due: the hold on the computer's move before it, if any, waits
        for a key (`open`)."""

    def due(self) -> None:
        """Two people at the laptop: the table covered until the next one says it is
        them (nothing of the last one's hand shows meanwhile). The computer's last move
        is read first (`read`: in `open` for a cover) when the person who kept the laptop
        is shown their turn too, a secret plan as much as an open turn (newcomer Y, s13,
        nc-Y/094-096: Bruno kept it; the computer's hit, the round's change and his
        planner within 2 s)."""
        table = self.table
        if (
            table.hands_off
            and not table.held
            and table.settled
            and not table.handoff_open
            and needs_handoff(table.session, table.shown_seat)
            and not table.phone_seat(table.state.current_player)
            and table.app.top is table
        ):
            seat = table.state.current_player
            if seat == table.holder and not self.others_at_the_table(seat):
                if not self.read():
                    return  # the computer's move stays on the open table (hold_cue.py)
                table.shown_seat = table.holder  # they still hold the laptop
                table._refresh()
                return
            before = played_count(table)
            table.open_handoff()
            count = played_count(table)
            if count > before and self.last_read() == before:  # a turn passed for them
                self.passed = (table.computer.played[1], count)

    def read(self) -> bool:
        """The computer's last move has been seen: at once unless the computer played
        last; then its move stays on the open table (nobody's hand shown) READ_SECONDS
        (by the animation speed) from when the table settled, before the cover
        rises, hot-seat and phones alike (newcomers K and L, s11: read only in the
        cover's recap). Space, Enter, a click or A end it (`skip`)."""
        until = self.hold_until()
        return until is None or float(self.table.time) >= until

    def hold_until(self) -> float | None:
        """The table time the hold on the computer's last move ends (None: no hold): its
        start is taken the first time it is asked, the table settled with a cover due
        (`due` asks it only then)."""
        table = self.table
        computer = getattr(table, "computer", None)
        played = getattr(computer, "played", None)
        if not getattr(table, "animate", False) or played is None:
            return None
        count = played_count(table)
        if self.last_read() != count or self.skipped == count:
            return None
        if not self.shows_something(count):
            return None
        if self.read_from is None or self.read_from[0] != count:
            self.read_from = (count, float(table.time))  # asked first once settled (due)
        speed = float(table.app.settings.animation_speed) or 1.0
        until = self.read_from[1] + READ_SECONDS / speed
        if self.awaiting == count or self.paused():  # only a key ends it, or it waits
            return max(until, float(table.time) + AWAIT_AHEAD)
        return until

    def paused(self) -> bool:
        """The table shows something else over the hold, which waits for it (a replay of
        the computers' turns, asked by T from the hold: `hold_paused`, again_hold.py)."""
        paused = getattr(self.table, "hold_paused", None)
        return callable(paused) and bool(paused())

    def last_read(self) -> int | None:
        """The number of actions played after the computer's last move (None: none),
        with the turns the table passed since for people with nothing to do (`passed`):
        nothing of theirs to read."""
        played = getattr(getattr(self.table, "computer", None), "played", None)
        if played is None:
            return None
        if self.passed is not None and self.passed[0] == played[1]:
            return self.passed[1]
        return int(played[1])

    def shows_something(self, count: int) -> bool:
        """The computer's move, the `count`-th action, left something on the table to
        read: a table may say it did not (`move_shows`: Night's secret plan, 'Green
        ninja has chosen its plan', shows nothing; its cover's story says it was made)."""
        shows = getattr(self.table, "move_shows", None)
        return not callable(shows) or bool(shows(count))

    def holding(self) -> bool:
        """The table shows the computer's last move, still, and a cover waits for the
        hold's end (`skip` answers then)."""
        read_from = self.read_from
        table = self.table
        if read_from is None or read_from[0] != played_count(table):
            return False
        if table.handoff_open or table.app.top is not table:
            return False
        until = self.hold_until()
        return until is not None and float(table.time) < until

    def awaits_key(self) -> bool:
        """The hold is on and only a key, a click or A ends it (a cover for a person
        other than the laptop's holder comes next): its cue has no bar."""
        return self.awaiting == played_count(self.table) and self.holding()

    def skip(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a left click (not on a top-bar button) while the hold is on:
        the cover comes now. True when the event was taken. Not while it waits for a
        replay asked from it (`paused`: the replay's keys and clicks are its own), nor a
        click on the replay's button in the top bar (tableflow/again_hold.py)."""
        if not self.holding() or self.paused():
            return False
        kind = event.type
        if kind == pygame.KEYDOWN and event.key in SKIP_KEYS:
            return self.end_hold()
        if kind == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = getattr(event, "pos", (-1, -1))
            table: Any = self.table
            buttons = getattr(table, "buttons", {})
            shown = table.shown_buttons() if hasattr(table, "shown_buttons") else []
            if any(buttons[name].rect.collidepoint(pos) for name in shown if name in buttons):
                return False  # Menu, Undo, Hint answer as ever
            again = getattr(table, "again_in_bar", None)  # 'Replay its turn (T)': it plays
            if callable(again) and again() and table.place_again().rect.collidepoint(pos):
                return False
            return self.end_hold()
        return False

    def skip_pad(self, command: str) -> bool:
        """A pad's A while the hold is on (not waiting for a replay): the cover comes now."""
        return command == "a" and self.holding() and not self.paused() and self.end_hold()

    def end_hold(self) -> bool:
        self.skipped = played_count(self.table)
        return True

    def others_at_the_table(self, seat: int) -> bool:
        """Another person plays on a phone beside the laptop: the laptop's person's hand
        shows only once they say it is them, every turn (issue 33, newcomer F: with Tom
        on his phone, Ann's whole hand came up on the laptop 0.8 s after Tom's turn, as
        she "still held the laptop"; Tom sat beside it)."""
        table = self.table
        return any(table.phone_seat(other) for other in table.humans if other != seat)

    def open(self) -> None:
        """Cover the table until the person to move says it is them, once the computer's
        last move has been read (`read`: each frame until then, the table open; for a
        person other than the laptop's holder, until a key ends the hold: `awaiting`)."""
        table = self.table
        seat = table.state.current_player
        # the laptop's only person, a phone beside it: nothing is passed, the others
        # look away (newcomer I, s10: 'Pass the laptop to Aiko' 3-4 times a round, Aiko
        # alone at the laptop, Kenji on his phone); her first cover too, before anyone
        # held it (newcomer K, s11, nc-K/219: 'Passez l'ordinateur à Léa', Léa alone)
        alone = not self.passes_laptop(seat)
        if not alone:  # the laptop passed to her: the hold waits for a key
            self.awaiting = played_count(table)
        if not self.read():
            return
        key = "handoff.private" if alone else "handoff.pass_to"
        hand_over(table, seat, table.seat_colour(seat), message_key=key)

    def passes_laptop(self, seat: int) -> bool:
        """`seat`'s cover passes the laptop to her ('Pass the laptop to ...'): she is not
        its only person with the others on phones beside it, nor its holder with a
        phone's person beside her (then her cover is 'your turn, in private')."""
        table = self.table
        first = table.holder is None and laptop_alone(table, seat)
        return not ((seat == table.holder or first) and self.others_at_the_table(seat))

    def touches_if_due(self) -> None:
        """The lone person's turn has come, at a moment the table's tells_touches_now
        likes: what the computer did to them since their own last move, told inside the
        table (show_since_last_turn: Night's panel over the village; with two people
        the hand-off's cover tells it), once per position; nothing when nothing touched
        them."""
        table = self.table
        count = len(table.session.actions)
        if (
            len(table.humans) != 1
            or self.touches_told == count
            or not table.tells_touches_now()
            or table.phones is not None
            or not table.can_act
            or not table.settled
            or table.app.top is not table
        ):
            return
        self.touches_told = count
        table.show_since_last_turn(table.humans[0], only_if_touched=True)

    def story(self, seat: int, digest: bool = False) -> list[SinceLine]:
        """What the hand-off's cover tells of what happened since `seat`'s own last move:
        the public lines only, as everyone at the table sees the cover (the seat's own
        lines are in the table's log once they have said it is them); `digest`: one line
        a player (scenes/story_digest.py)."""
        table = self.table
        if table.state.is_terminal:
            return []
        try:
            if digest:
                return story_digest.digest(table, seat)
            return since_last_turn(table, seat, public=True)
        except Exception as exc:  # a summary is never worth a crash
            log.warning("The story since the last turn could not be told: %s", exc)
            return []
