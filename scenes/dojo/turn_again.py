"""The computer's walks seen again on the board, one at a time (newcomer A, s14: 'a
"replay Blue's turn" button'; newcomer C, s14, of Taisen: 'offer this step through the
computer's last turn from the table itself'). While the recap of its turn stands and
the person has not rolled, 'Replay its turn (T)' stands on the recap's title row: the
board goes back to where its turn began and its walks play again, its trail drawn as it
goes (walk_trail.py), each landing ringed; after each walk but the last, 'Next walk (2
of 4)' waits (Enter, Space, T or a click), as the replay's Action+ does; Esc ends it.
Then the board is as it stands now (its battles and summoning with it, as the recap and
the '+2' say). The log says nothing again: the events played again are staged, never
told (DojoScene._announce). Walks are public: nothing hidden is shown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.games import get_game

from .. import theme
from ..widgets import Button
from .layout import LOG_LINE, LOG_SIZE
from .reveal_hold import GO_KEYS, GoOn, read_place
from .stage import walk_step_seconds
from .turn_pace import STEP_SECONDS

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex

    DojoTable = Any  # the scene itself

KEYS = (pygame.K_t,)
"""T (its turn)."""
WAIT = "again_wait"
"""The event a walk played again waits at (held until read)."""


class TurnAgain(GoOn):
    """`TurnAgain(table)`: `start()` (T, or its button) plays the kept walks again;
    `shown` while one waits for the next; `go_on()` plays the next; `stop()` ends it."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.turn_again.next")
        app = table.app
        self.button.label = self.next_label
        self.start_button = Button(
            app,
            (0, 0, 1, 1),
            lambda: app.tr("dojo.turn_again.button"),
            self.start,
            size=LOG_SIZE,
        )
        self.events: list[Event] = []
        """The events played again, queued (DojoScene._announce stages them untold)."""
        self.total = 0

    # ------------------------------------------------------------------ starting
    def available(self) -> bool:
        """The recap of the other clan's turn stands, with its walks, and the person
        may roll (nothing plays)."""
        table = self.table
        told = table.their_turn
        return bool(
            not self.events
            and table.state.phase == "roll"
            and table.can_act
            and told.told() is not None
            and told.walks
        )

    def start(self) -> bool:
        """Its walks again, from the board where its turn began (False: none to play)."""
        if not self.available():
            return False
        table = self.table
        seat = table.their_turn.seat()
        walks = [list(w.hexes) for w in table.their_turn.walks]
        board = board_before(table, 1 - seat) if seat is not None else None
        if board is None or not walks:
            return False
        events: list[Event] = []
        for number, walk in enumerate(walks, 1):
            for i, (src, dst) in enumerate(zip(walk, walk[1:], strict=False)):
                data = {"seat": 1 - seat, "src": list(src), "dst": list(dst), "cost": 0}
                events.append(Event("stepped", {**data, "left": len(walk) - 2 - i}))
            events.append(Event("landed", {"seat": 1 - seat, "hex": list(walk[-1])}))
            # after the last walk too, 'Back to my turn': the key that would have asked
            # for one more walk never rolls the die (newcomer F, s15, m023)
            events.append(Event(WAIT, {"done": number, "total": len(walks)}))
        table.stage.live.clear()
        table.stage.board_ninjas = board
        table.stage.event_seconds["landed"] = LANDED
        table.queue.extend(events)
        table.event_clock = 0.0
        self.events, self.total = events, len(walks)
        return True

    # ------------------------------------------------------------------ playing
    @property
    def active(self) -> bool:
        return bool(self.events)

    def takes(self, event: Event) -> bool:
        """`event` is one played again: staged at a walk's pace, never told to the log
        (True); or not one of them (False)."""
        if not any(event is e for e in self.events):
            return False
        table = self.table
        table.stage.move_board(event)
        table.stage.stage(event)
        if event.kind == "stepped":  # a computer's step's pace (turn_pace.STEP_SECONDS)
            held = walk_step_seconds(table.stage.walked + int(event.data.get("left", 0)))
            table.pace = held / STEP_SECONDS
        return True

    def holds(self, event: Event) -> bool:
        return self.active and event.kind == WAIT and any(event is e for e in self.events)

    @property
    def shown(self) -> bool:
        """'Next walk' is offered: a walk played again has landed and the next waits."""
        table = self.table
        queue = table.queue
        return bool(
            queue and self.holds(queue[0]) and not table.stage.blocking and table.app.top is table
        )

    def go_on(self) -> None:
        """The next walk plays."""
        queue = self.table.queue
        if queue and self.holds(queue[0]):
            queue.pop(0)

    def take_key(self, key: int) -> bool:
        """T starts it; Enter, Space, E or T plays the next walk once one waits."""
        if key in KEYS and self.start():
            return True
        if not self.shown or key not in (*GO_KEYS, *KEYS):
            return False
        self.button.click()
        self.go_on()
        return True

    def take_press(self, pos: tuple[int, int]) -> bool:
        if self.available() and self.start_button.rect.collidepoint(pos):
            self.start_button.click()
            return self.start()
        return super().take_press(pos)

    def stop(self) -> bool:
        """Esc: the walks played again go; the board is as it stands (True: it was on)."""
        if not self.active:
            return False
        table = self.table
        table.queue[:] = [e for e in table.queue if not any(e is m for m in self.events)]
        table.stage.finish()
        self.events = []
        return True

    def frame(self) -> None:
        """Each frame: over once none of its events is left to tell or showing."""
        if self.active and not self.table.queue and not self.table.stage.blocking:
            self.events = []

    # ------------------------------------------------------------------ drawing
    def next_label(self) -> str:
        """'Next walk (2 of 4)'."""
        queue = self.table.queue
        d = queue[0].data if queue and queue[0].kind == WAIT else {"done": 0, "total": 0}
        tr = self.table.app.tr
        if int(d["done"]) >= int(d["total"]) > 0:
            return str(tr("dojo.turn_again.back"))
        return str(tr("dojo.turn_again.next", next=int(d["done"]) + 1, total=int(d["total"])))

    def draw(self, canvas: pygame.Surface) -> None:
        """Its start button on the recap's title row, right; 'Next walk' where the
        turned cards' Go on stands (read_place)."""
        table = self.table
        if self.available():
            room = table.their_turn.place()
            if room is not None:
                label = theme.text(str(self.start_button.label()), LOG_SIZE)
                # within the title's row: the walks' line under it stays whole (s16:
                # that row holds the roll too, and the walks come next)
                rect = pygame.Rect(0, 0, label.get_width() + theme.px(24), theme.px(LOG_LINE))
                rect.topright = (room.right, room.top - theme.px(2))
                self.start_button.rect = rect
                self.start_button.hovered = rect.collidepoint(table.mouse)
                self.start_button.draw(canvas)
        if self.shown:
            self.button.rect = read_place(table)
            self.button.hovered = self.button.rect.collidepoint(table.mouse)
            self.button.draw(canvas)


LANDED = 0.6
"""A walk played again: its landing ringed this long before 'Next walk' is offered."""


def board_before(table: DojoTable, seat: int) -> dict[Hex, list[int]] | None:
    """The ninjas on the board when `seat`'s last turn began, the game replayed from its
    seed and actions (None: no such turn)."""
    session = table.session
    state = get_game(session.game).new_game(seed=session.seed, options=session.options)
    board: dict[Hex, list[int]] | None = None
    mover = None
    for action in session.actions:
        if state.mover == seat and mover != seat:
            board = {h: list(c) for h, c in state.ninjas.items()}
        mover = state.mover
        state.apply(action)
    return board
