"""A computer's power aimed at a seat is seen before it strikes (newcomers B and D, s14:
the computer's turn 8/10, 'one beat per step ... the target flashing before it's
destroyed'; 'I read it from the log, not by watching'). When a computer's power picks
its target (the rules' 'target' event: a Spider's destroy, a Toad's return, a Fox's or
a Rat's hand attack, a Court card's Decree or Banishment), the target's panel is framed
in red with 'Targeted by Midori' and the table holds a beat (AIM_SECONDS) before the
blow lands: its cards fly, its clan is struck (wrecks.py). The frame stays until the
blow's cards have landed.

The beat is given beside the shared budget of a computer's turn (tableflow/turn_budget,
3.2 s): a turn that aims gets AIM_SECONDS more, so its other steps are not quickened for
it (as Taisen's beats, taisen/turn_pace.py; issue 33's 4 s still holds). A person's own
power is not held: they chose it. Space ends it, as every animation. Public: whom a
power hits is told in the log to all."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event

from .. import theme
from ..tableflow.turn_budget import THINK_CHARGED
from . import cards as art
from .public_table import panel_of

if TYPE_CHECKING:
    from .protocol import Table

AIM_SECONDS = 0.35
"""The beat (at speed 1) the table holds between a computer's power picking its target
and the blow: as long as a Taisen computer's move is held once landed (BeatStep)."""
KEEP_SECONDS = 1.6
"""The longest the frame stays (the blow's cards landed sooner)."""
BLOWS = frozenset(
    {"destroy", "clan_destroyed", "return_to_hand", "swap", "swap_hand", "random_discard"}
)
"""The events of a blow landing on the target."""


@dataclass
class Aim:
    seat: int
    """The seat aimed at."""
    by: int
    """The computer's seat."""
    age: float = 0.0
    struck: bool = False
    """The blow's event told: the frame goes once its cards have landed."""


class AimBeat:
    """`AimBeat(table)`: the seat a computer's power aims at, framed, and the beat held."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.aim: Aim | None = None
        self.left = 0.0
        """Seconds (at speed 1) the beat still holds the table."""
        self.turn: Any = None
        """The computer's turn (its clock's mark) that aimed: it keeps the extra room."""
        self.drawn: pygame.Rect | None = None
        """The frame as last drawn (tests)."""

    def told(self, event: Event, computer: bool) -> None:
        """An event took the stage (Staging.announce)."""
        if event.kind == "target" and computer and self.table.animate:
            self.aim = Aim(int(event.data["target"]), int(event.data["seat"]))
            self.left = AIM_SECONDS
        elif event.kind in BLOWS and self.aim is not None:
            self.aim.struck = True

    def extra(self, computer_turn: Any, queued: list[Event]) -> float:
        """Seconds more than the shared budget the computer's action just played may
        take: AIM_SECONDS once its turn has aimed (this action or one before it), less
        the thinking beyond what the budget takes in (as Taisen's extra)."""
        clock = computer_turn.clock
        if clock.turn is None:
            return 0.0
        if any(e.kind == "target" for e in queued):
            self.turn = clock.turn
        if self.turn != clock.turn:
            return 0.0
        return max(0.0, AIM_SECONDS - max(0.0, clock.thought - THINK_CHARGED))

    def room(self, table: Any, seconds: float) -> float:
        """The room of the computer's action just played (`seconds`: the shared
        budget's, ComputerTurn.drive), with the beat more once its turn has aimed."""
        computer = table.computer
        clock = computer.clock
        extra = self.extra(computer, list(table.queue))
        if extra <= 0 or clock.turn is None:
            return seconds
        return float(clock.room(table.turn_reserve(clock.turn[0]), extra))

    def tick(self, dt: float, flying: bool) -> None:
        """`dt` seconds (at speed 1) pass; `flying`: cards still in flight."""
        self.left = max(0.0, self.left - dt)
        aim = self.aim
        if aim is None:
            return
        aim.age += dt
        if (aim.struck and not flying and self.left <= 0) or aim.age > KEEP_SECONDS:
            self.aim = None

    def clear(self) -> None:
        self.aim = None
        self.left = 0.0

    def draw(self, canvas: pygame.Surface) -> None:
        """The aimed seat's panel framed in red, 'Targeted by Midori' on its lower edge."""
        table = self.table
        aim = self.aim
        self.drawn = None
        if aim is None:
            return
        panel = panel_of(table, aim.seat)
        if panel is None:
            return
        px = theme.px
        pygame.draw.rect(canvas, theme.VERMILION, panel, px(4), border_radius=px(theme.RADIUS))
        words = table.app.tr("shinobi.aim", name=table.seat_name(aim.by))
        text = art.fitting_text(str(words), panel.width - px(24), theme.FONT_BODY, theme.MOONLIGHT)
        plate = text.get_rect().inflate(px(16), px(4))
        # on its lower edge, at the right: never over the seat's name, score and hand
        plate.midright = (panel.right - px(16), panel.bottom)
        pygame.draw.rect(canvas, theme.VERMILION_DARK, plate, border_radius=px(8))
        pygame.draw.rect(canvas, theme.VERMILION, plate, px(2), border_radius=px(8))
        canvas.blit(text, text.get_rect(center=plate.center))
        self.drawn = panel
