"""The computers' Shinobi turns seen again from the person's own turn (newcomer F, s15,
'the computer's turn', 8/10: 'it goes by in 2-4 s with no way to replay it (Dojo has
"Replay its turn"; Shinobi doesn't)'). Once the computers have played and until the
person's first action past her draw (as their marks stay), 'Replay its turn (T)'
stands in the top bar left of Hint: T or a click tells again, one action at a time and
in order, every action of the others since her own last turn: the computers' and, at
a hot-seat table, the other people's (newcomer S, s20, 156: Léa, Sora, Marc, Kiku: at
Léa's turn it offered Kiku's turn alone, as Marc had acted since Sora played); a reply
asked of her in another's turn is not hers to see again, nor does it end the count. Each action's public log lines in the prompt, '(2 of 6)', its cards
flying again (face down where they were hidden), and the +N/-N badges, the ghosts and
the victims' frames (changed_marks.py) built up to that action. T, Enter, Space or a
click: the next; after the last, back to her turn; Esc: back at once. The table is
rewound (newcomer J, s16: 'the board is NOT rewound ... a narrated highlight, not a
replay', 6/10): each action is shown on the table as it stood right after it, the game
played again from its seed (past_table.py): a clan laid then destroyed stands until its
step, then its ghost; the counts and scores are those of then. Every key is the replay's
while it lasts: none falls through to her choices, and the key that ends it ends only
it. Nothing private: lines a seat alone may read are left out, and no hand but hers
ever shows (another person's draw flies face down, as a computer's).

At a hot-seat table the hold on a computer's last move, before the next person's cover,
offers it too (tableflow/again_hold.py; newcomer P, s18, at Night): its cue says 'T:
replay.', and T or the button tells again what was played since the person still at the
screen played her turn: the others' turns that followed it (newcomer A, s24: it began
with her own), nobody's hand shown; the next person's own turn, past her cover, tells
every turn since hers, the other people's too (newcomer V, s21). The hold waits for it,
then stands again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ninjas.core.events import Event

from ..tableflow import again_hold
from ..tableflow.again_turn import Again, AgainTurn, Played
from .changed_marks import KEPT_THROUGH, ChangedMarks
from .past_table import PastTable

KEY = pygame.K_t
"""T: its turn again (and the next action of it)."""
NEXT_KEYS = (pygame.K_t, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
STOP_KEYS = (pygame.K_ESCAPE,)
TURN_PHASES = frozenset({"court", "draw", "place", "power", "discard"})
"""The phases of a seat's own turn (a round's end, its Temple, pawns, Shosho: none)."""


@dataclass
class Acted(Played):
    """An action played at the table, a person's or a computer's: `own`, its seat played
    it in its own turn; `draw`, it was that turn's draw (KEPT_THROUGH)."""

    own: bool = False
    draw: bool = False


def since_own_turn(run: list[Any], seat: int) -> tuple[int, int, bool]:
    """`(first, end, open_)`: `run[first:end]` holds the actions played since `seat` last
    acted in its own turn (its own replies in others' turns among them); `run[end:]`
    are its own since; `open_`: none of those but its turn's draw, or a reply."""
    end = len(run)
    while end and run[end - 1].seat == seat:
        end -= 1
    open_ = all(not played.own or played.draw for played in run[end:])
    first = end
    while first and not (run[first - 1].seat == seat and run[first - 1].own):
        first -= 1
    return first, end, open_


class TurnAgainTable(AgainTurn):
    """Mixed into ShinobiScene (before ChangedSeen and TableScene): the actions kept
    since each person's own last turn (`computers_run`: every seat's, in order), and
    their replay."""

    app: Any
    session: Any
    humans: list[int]
    shown_seat: int | None
    layout: Any
    staging: Any
    reveal: Any
    ranking: Any
    turn_end: Any
    animate: bool

    # ------------------------------------------------------------------ the past drawn
    @property
    def state(self) -> Any:
        """The game's state now; while a frame of the replay is drawn, the state of the
        action it shows (past_table.py)."""
        past = self.__dict__.get("_past_drawn")
        return past if past is not None else self.session.state

    def draw(self, canvas: pygame.Surface) -> None:
        """The table (ShinobiScene.draw_table); while the replay plays, as it stood."""
        table: Any = self
        going, past = self.again, self.__dict__.get("_past")
        if going is None or past is None:
            self.__dict__["_past"] = None  # (ended by an undo, or an action played)
            table.draw_table(canvas)
            return
        table.follow_language()  # (a language changed: said again of the present)
        with past.shown(going.at):
            table.draw_table(canvas)

    # ------------------------------------------------------------------ kept
    def apply_action(self, action: Any) -> list[Event]:
        state = self.state
        seat = int(state.current_player)
        own = state.phase in TURN_PHASES and int(state.turn) == seat
        draw = str(action).split()[0] in KEPT_THROUGH
        run = self.computers_run
        events: list[Event] = super().apply_action(action)  # type: ignore[misc]
        run.append(Acted(seat, len(self.session.actions), list(events), own=own, draw=draw))
        self.forget_told(run)
        return events

    def forget_told(self, run: list[Any]) -> None:
        """Keeps the actions some person may still see again (an undo of hers brings
        back her window: kept from her last turn before it)."""
        humans = list(self.humans)
        if not humans:
            run.clear()
            return
        del run[: min(max(since_own_turn(run, seat)[0] - 1, 0) for seat in humans)]

    def again_run(self) -> tuple[list[Acted], bool]:
        """The others' actions the person shown would see again, and whether it is still
        open (she has done nothing of her turn since but her draw); nobody shown, in the
        hold on a computer's last move: the computers' since a person last played a turn
        of theirs (again_hold.py)."""
        seat = self.shown_seat
        if seat is None:
            return (self.hold_run(), True) if again_hold.open_(self) else ([], False)
        run = self.computers_run
        first, end, open_ = since_own_turn(run, seat)
        return [played for played in run[first:end] if played.seat != seat], open_

    def hold_run(self) -> list[Acted]:
        """In the hold before a person's cover: the others' actions since the person who
        last played a turn of hers (the one still at the screen, her turn just played)
        played it, the other people's replies among them; public lines only (steps_of),
        nobody's hand shown. Newcomer A, s24 (rp1, Ana and Ben hot-seat with two
        computers): from the hold after Ben's turn it began with Ben's own turn, '1 of
        13', where he wanted the computers' that followed, as Taisen's replay tells
        (it told every turn since the next person's last, newcomer V's wish, s21: the
        next person's own turn, past her cover, still does)."""
        run, humans = self.computers_run, set(self.humans)
        last = len(run)
        while last and not (run[last - 1].seat in humans and run[last - 1].own):
            last -= 1
        if not last:  # no person has played a turn of hers yet: all of it
            return list(run)
        seat = run[last - 1].seat
        first, end, _ = since_own_turn(run, seat)
        return [played for played in run[first:end] if played.seat != seat]

    def again_available(self) -> bool:
        """The person shown is to act, and has not yet since the others played; or the
        hold on a computer's last move stands (again_hold.py)."""
        run, open_ = self.again_run()
        state = self.state
        table: Any = self
        own_turn = table.can_act and self.shown_seat == state.current_player
        return bool(
            run
            and open_
            and self.again is None
            and (own_turn or again_hold.open_(self))
            and not table.busy
            and self.humans
            and not self.app.demo
            and self.reveal is None
            and self.ranking is None
            and not self.turn_end.waiting
            and not table.covered
            and self.app.top is self
            and self.steps_of(run)
        )

    def again_seats(self) -> list[int]:
        """Whose actions it would tell again, each once, in order."""
        return list(dict.fromkeys(played.seat for played, _ in self.steps_of(self.again_run()[0])))

    def steps_of(self, run: list[Played]) -> list[tuple[Played, list[str]]]:
        """Each action with its public lines (an action saying nothing is left out)."""
        table: Any = self
        steps = []
        for played in run:
            lines = [
                line for e in played.events for owner, line in table.describe(e) if owner is None
            ]
            if lines:
                steps.append((played, lines))
        return steps

    # ------------------------------------------------------------------ playing
    def again_start(self) -> bool:
        if not self.again_available():
            return False
        again_hold.asked(self)  # asked from the hold, or not
        steps = self.steps_of(self.again_run()[0])
        self.__dict__["_past"] = PastTable(self, [played.count for played, _ in steps])
        self.__dict__["_again"] = Again(steps, 0, len(self.session.actions))
        self.again_fly()
        return True

    def again_next(self) -> None:
        going = self.again
        if going is None:
            return
        going.at += 1
        if going.at >= len(going.steps):
            self.again_stop()
        else:
            self.again_fly()

    def again_stop(self) -> None:
        self.__dict__["_again"] = None
        self.__dict__["_past"] = None
        self.staging.flights.clear()
        self.staging.wrecks.clear()
        again_hold.done(self)  # the hold, if asked from it, stands again

    def hold_paused(self) -> bool:
        """The hold on the computer's last move waits for the replay asked from it
        (tableflow/handoff_flow.paused)."""
        return again_hold.paused(self)

    def back_words(self) -> str:
        """Asked from the hold, the last step goes back to the table, between turns."""
        return "shinobi.again.back_hold" if self.hold_paused() else super().back_words()

    def hold_cue_more(self) -> str | None:
        """The hold's cue adds 'T: replay.' where T may replay (again_hold.py)."""
        return again_hold.cue_more(self, "shinobi.hold.again")

    def again_fly(self) -> None:
        """The action shown: its cards fly again on the table as it stood (faces only
        where public then), a clan it destroyed struck where it stood (wrecks.py)."""
        going, past = self.again, self.__dict__.get("_past")
        if going is None or past is None or not self.animate:
            return
        self.staging.flights.clear()
        self.staging.wrecks.clear()
        with past.shown(going.at):
            for event in going.steps[going.at][0].events:
                self.staging.wrecks.start(event)
                self.staging.fly(event)

    def again_words(self) -> str:
        """The prompt while it plays: the action's lines, which of how many, the keys."""
        going = self.again
        if going is None:
            return ""
        tr = self.app.tr
        _, lines = going.steps[going.at]
        done, total = going.at + 1, len(going.steps)
        key = "shinobi.again.last" if done == total else "shinobi.again.step"
        if self.hold_paused():  # back to the table, between turns, not to her turn
            key = f"{key}_hold"
        return str(tr(key, what=" ".join(lines), done=done, total=total))

    def marks_now(self) -> Any:
        """While it plays: the marks of the actions shown so far; else the table's."""
        going = self.again
        if going is None:
            return super().marks_now()  # type: ignore[misc]
        marks = ChangedMarks()
        for played, _ in going.steps[: going.at + 1]:
            marks.note(True, played.events, played.count)
        return marks if marks.any() else None

    # ------------------------------------------------------------------ the button
    def again_hint(self) -> pygame.Rect:
        return pygame.Rect(self.layout.buttons["hint"])

    def again_veil(self, canvas: pygame.Surface) -> pygame.Rect:
        return pygame.Rect(self.layout.options)

    def again_left(self) -> int:
        """The title (and Grand Master's round), as last drawn (BoardView.draw_top)."""
        table: Any = self
        return int(table.board.heading_rect.right)

    def again_in_bar(self) -> bool:
        table: Any = self
        return "menu" in table.shown_buttons() and self.again_shown()

    def table_key(self, key: int) -> bool:
        if self.again is not None:  # every key is the replay's while it plays
            if key in STOP_KEYS:
                self.again_stop()
            elif key in NEXT_KEYS:
                self.again_next()
            return True
        if key == KEY and self.again_start():
            return True
        return bool(super().table_key(key))  # type: ignore[misc]

    def left_press(self, event: pygame.event.Event) -> bool:
        pressed = bool(super().left_press(event))  # type: ignore[misc]
        if pressed and self.again is not None:
            self.again_next()  # a click on the table: the next action
            return False
        return pressed
