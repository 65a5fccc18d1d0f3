"""The computer's Dojo turn followed one walk at a time (newcomer F, s15: 'the turn is
fast, 2-3 s for 5-7 walks with free forest steps; I could not follow it live, only
afterwards'). The default stays brisk (a whole turn near issue 33's 4 s); with Settings'
"Computer's turns: One move at a time" (settings.computer_pace "step", as Taisen's
table follows, scenes/taisen/follow.py), each of its walks, once landed and ringed
(march_beat.py), waits: 'Its next move (Enter)' where the turned cards' Go on stands,
until Enter, Space, E or a click, never by itself (newcomers G and J,
s16: 'it advanced by itself every ~2 s'). Its battles against a person
wait for her read already (reveal_hold.py), its summoning's dice are held in view
(stage.py). A key that ends a wait ends only the wait: the computer's next move comes
after it, never the person's turn, and a key held on is dropped there
(tableflow/keys.CarriedKeys). The wait is the table's own event, never recorded.

The pace is offered where it hurts (newcomer F, s15, of Settings: 'the animation speed
should be offered right where it hurts (Dojo's computer turn)'): while the computer
plays, 'Follow each move (F)' / 'Play on briskly (F)' stands in the action panel under
where the wait's button comes, and F or a click switches it, saved in the settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event

from .. import theme
from ..tableflow import computer_pace
from ..widgets import Button
from . import step_said
from .layout import LOG_LINE, LOG_SIZE
from .reveal_hold import GoOn, read_place

if TYPE_CHECKING:
    DojoTable = Any  # the scene itself

FOLLOW = "follow_wait"
"""The event a computer's walk waits at, one move at a time (held until read)."""
KEYS = (pygame.K_f,)
"""F, while the computer plays: the pace switched (brisk / one move at a time)."""
STEP, BRISK = computer_pace.STEP, computer_pace.BRISK


on = computer_pace.following
"""One move at a time, at a table where a person watches the computer play."""


def offered(table: DojoTable) -> bool:
    """The computer plays its turn in front of a person (not its summoning's dice in the
    panel, nor a battle where she lays her cards): the pace may be switched."""
    state = table.state
    shown = table.last_actor if table.busy else state.current_player  # (events told)
    return bool(
        computer_pace.switchable(table)
        and shown is not None
        and table.stage.computer(shown)
        and table.stage.summon_show is None
        and not table.turn_again.active
        and table.app.top is table
    )


def wait(seat: int) -> Event:
    """The wait after a computer's walk (seat `seat`)."""
    return Event(FOLLOW, {"seat": seat})


class FollowHold(GoOn):
    """`FollowHold(table)`: `shown` while a computer's walk waits; `go_on()` lets it
    play on; `frame()` each update ends a wait only when the pace turned brisk (as long
    as nobody presses, it stands)."""

    def __init__(self, table: DojoTable) -> None:
        super().__init__(table, "dojo.follow.button")
        app = table.app
        self.pace_button = Button(app, (0, 0, 1, 1), self.pace_label, self.switch, size=LOG_SIZE)

    def pace_label(self) -> str:
        on_now = self.table.app.settings.computer_pace == STEP
        return str(self.table.app.tr("dojo.follow.brisk" if on_now else "dojo.follow.switch"))

    def switch(self) -> None:
        """Brisk <-> one move at a time, saved; a wait shown goes when it turns brisk."""
        computer_pace.switched(self.table.app)

    def take_key(self, key: int) -> bool:
        """F while the computer plays switches the pace; Enter, Space or E end a wait."""
        if key in KEYS and offered(self.table):
            self.switch()
            return True
        return super().take_key(key)

    def take_press(self, pos: tuple[int, int]) -> bool:
        if offered(self.table) and self.pace_button.rect.collidepoint(pos):
            self.pace_button.click()  # (its look and sound)
            self.switch()
            return True
        return super().take_press(pos)

    def holds(self, event: Event) -> bool:
        return event.kind == FOLLOW

    @property
    def shown(self) -> bool:
        table = self.table
        queue = table.queue
        return bool(
            queue
            and queue[0].kind == FOLLOW
            and not table.stage.blocking
            and table.app.top is table
        )

    def go_on(self) -> None:
        queue = self.table.queue
        if queue and queue[0].kind == FOLLOW:
            queue.pop(0)

    def frame(self) -> None:
        """A wait shown stands until a press; one left when the pace turned brisk goes
        at once."""
        if self.shown and not on(self.table):
            self.go_on()

    def draw(self, canvas: pygame.Surface) -> None:
        """'Its next move (Enter)' where the turned cards' Go on stands (read_place);
        under it, while the computer plays, the pace's switch."""
        table = self.table
        place = read_place(table)
        if self.shown:
            self.button.rect = place
            self.button.hovered = self.button.rect.collidepoint(table.mouse)
            self.button.draw(canvas)
        if not offered(table):
            self.pace_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        label = theme.text(self.pace_label(), LOG_SIZE)
        rect = pygame.Rect(0, 0, label.get_width() + theme.px(24), theme.px(LOG_LINE + 6))
        rect.midtop = (place.centerx, place.bottom + theme.px(12))
        if step_said.room_needed(table):  # the step in words under the wait's button:
            # the switch beside the prompt's line, where it has room (else Settings)
            action = table.layout.action
            said = theme.text(table.prompt_panel.text(), LOG_SIZE).get_width()
            rect.topright = (action.right - theme.px(12), action.top + theme.px(6))
            if said + rect.width + theme.px(40) > action.width:
                rect.top = action.bottom  # (no room: left out below)
        rows = [o.rect for o in table.choices.options] + table.turn_end.targets()
        rows = [r.inflate(theme.px(16), theme.px(16)) for r in rows]  # with their rings
        if rect.bottom > table.layout.action.bottom - theme.px(6) or rect.collidelist(rows) >= 0:
            # no room, or a button of the panel there with its ring (newcomer H, s16,
            # 032: on End turn's gold ring): Settings has it
            self.pace_button.rect = pygame.Rect(0, 0, 0, 0)
            return
        self.pace_button.rect = rect
        self.pace_button.hovered = rect.collidepoint(table.mouse)
        self.pace_button.draw(canvas)
