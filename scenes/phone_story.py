"""What a phone is told of the game's story (issue 33 section 3): the lines its seat may
know of the actions played since its last turn, newest last, as the table's "Since
your last turn" tells them (scenes/since_turn.py: public lines and the seat's own,
never another seat's; in gold what touched it), but only as far as the laptop's log
has told them, so a phone never hears of a move before the screen shows it.

The game is replayed from the session's seed and actions, as the table's panel does,
once: each new action is replayed as it comes, and the whole again only after an undo,
a load or a new language."""

from __future__ import annotations

import secrets
from typing import Any, NamedTuple

from .log_panel import as_line

LOOK_BACK = 300
"""How many of the newest lines may still be untold (a turn being shown, at most)."""
CONTEXT = 4
"""How many of the log's newest lines must match the story where it stands."""


class StoryLine(NamedTuple):
    turn: int
    """The action's number from 1 (0: the deal's opening, before the first action)."""
    owner: int | None
    text: str
    event: Any
    at: int = 0
    """Its place among its event's lines."""


class PhoneStory:
    """`PhoneStory(table).since(seat)`: [(text, touched)] since `seat`'s last turn."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self._lang: str | None = None
        self._state: Any = None
        self._done: list[str] = []
        self._actors: list[int | None] = [None]
        """Who played each action (index 0: the opening)."""
        self._lines: list[StoryLine] = []
        self._events: list[tuple[int, Any]] = []
        """Every event of the game so far, with its action's number (0: the opening)."""
        self.token = secrets.token_hex(6)
        """This game's table told apart from another's (a reveal's key), the seed kept."""

    def _replay(self) -> None:
        from ninjas.games import get_rules

        table = self.table
        session = table.session
        actions = [str(a) for a in session.actions]
        lang = table.app.tr.lang
        if lang != self._lang or actions[: len(self._done)] != self._done:
            self._lang = lang
            self._state = get_rules(session.game).new_game(
                seed=session.seed, options=session.options
            )
            self._done, self._actors, self._events = [], [None], []
            self._lines = self._told(0, table.log_opening(self._state))
        state = self._state
        for action in actions[len(self._done) :]:
            self._actors.append(None if state.is_terminal else int(state.current_player))
            self._done.append(action)
            self._lines += self._told(len(self._done), state.apply(action))

    def events(self) -> list[tuple[int, Any]]:
        """(action's number, event) of every event so far, oldest first (private ones
        too: the caller tells a seat only its own)."""
        self._replay()
        return list(self._events)

    def _told(self, turn: int, events: Any) -> list[StoryLine]:
        events = list(events)
        self._events += [(turn, event) for event in events]
        return [
            StoryLine(turn, owner, text, event, at)
            for event in events
            for at, (owner, text) in enumerate(self.table.describe(event))
        ]

    def _yours(self, line: StoryLine, seat: int) -> str:
        """The line as `seat`'s own phone says it: its own moves in the second person
        ('You recruit.', where the log says 'Ben recruits.'), where the table can."""
        yours = getattr(self.table, "describe_yours", None)
        if yours is None or line.owner not in (None, seat):  # its own private lines too
            return line.text
        said = yours(line.event, seat)
        if line.at >= len(said) or said[line.at][0] != line.owner:
            return line.text  # (never another line's words, nor another seat's own)
        return said[line.at][1]

    def said_to(self, seat: int, text: str) -> str:
        """A public line of the log (the phone's 'Last move'), as `seat`'s own phone
        says it: its own move in the second person (the newest line of the story with
        those words), any other as the log does."""
        if not text:
            return text
        self._replay()
        for line in reversed(self._lines[-LOOK_BACK:]):
            if line.text == text and line.owner is None:
                return self._yours(line, seat)
        return text

    def newest_told(self, seat: int, kind: str, since: str) -> str:
        """The newest public line the table's log has told of an event of `kind` after
        its newest of `since` (Dojo: the last clash of the battle under way), as
        `seat`'s phone says it; "" if none."""
        self._replay()
        recent = [line for line in self._lines[-LOOK_BACK:] if line.owner is None]
        wanted = {line.text for line in recent if line.event.kind == kind}
        starts = {line.text for line in recent if line.event.kind == since}
        for entry in reversed(getattr(self.table, "log_lines", None) or []):
            line = as_line(entry)
            if line.owner is not None:
                continue
            if line.text in starts:
                return ""
            if line.text in wanted:
                return self.said_to(seat, line.text)
        return ""

    def _start(self, seat: int) -> int:
        """The first action after `seat`'s last turn: its turn now (its actions so far
        told too), the others' after its turn before; every action if it has not
        played yet."""
        heard = {line.turn for line in self._lines if line.owner in (None, seat)}
        turn = len(self._actors) - 1
        while turn >= 1:
            if self._actors[turn] == seat:
                turn -= 1
                continue
            # others' actions it heard nothing of, right after its own, are within its
            # turn (Dojo's defender laying face down in its battle: newcomer B, s23, 87:
            # the phone's story began there, empty, and showed only 'Last move: Bea draws
            # 1 card', never '5 against Q: you lose a ninja' of the round before)
            back = turn
            while back >= 1 and back not in heard and self._actors[back] != seat:
                back -= 1
            if back == turn or back < 1 or self._actors[back] != seat:
                break
            turn = back
        while turn >= 1 and self._actors[turn] != seat:
            turn -= 1
        return turn + 1

    def _told_count(self, seat: int, story: list[str]) -> tuple[int | None, list[str]]:
        """How many of the story's lines the table's log has told so far: where the
        log's newest lines stand in it (lines the story lacks, an undo's note, set
        aside; None when they stand nowhere near its end); and the lines the story
        lacks that the log told after them (a note, a line told late)."""
        known = set(story)
        seen = [
            line.text
            for line in map(as_line, getattr(self.table, "log_lines", None) or [])
            if line.owner is None or line.owner == seat
        ]
        after: list[str] = []
        while seen and seen[-1] not in known:
            after.insert(0, seen.pop())
        log = [text for text in seen if text in known]
        if not log:
            return 0, after
        tail = log[-CONTEXT:]
        for end in range(len(story), max(0, len(story) - LOOK_BACK), -1):
            size = min(len(tail), end)
            if story[end - size : end] == tail[len(tail) - size :]:
                return end, after
        return None, after

    def since(self, seat: int) -> list[tuple[str, bool]]:
        """The lines `seat` may see of the actions since its last turn that the log has
        told, each with whether it touched `seat` (another seat's action did something
        to it), then the log's own notes told after them; [] when the log cannot be
        followed (the phone shows its last line)."""
        self._replay()
        mine = [line for line in self._lines if line.owner is None or line.owner == seat]
        told, after = self._told_count(seat, [line.text for line in mine])
        if told is None:
            return []
        start = self._start(seat)
        table = self.table
        return [
            (
                self._yours(line, seat),
                self._actors[line.turn] != seat and bool(table.touches(line.event, seat)),
            )
            for line in mine[:told]
            if line.turn >= start
        ] + [(text, False) for text in after]
