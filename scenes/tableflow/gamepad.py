"""A gamepad at a table: the seat a pad's press acts for, its focus moved among the
choices the table offers (`pad_targets`), confirmed with A, and its ring drawn round the
choice focused; a seat whose pad was unplugged makes the game wait for it.

The focus itself (`pad_focus`, `pad_focus_at`) stays on the table, whose own code moves
it too (a die chosen moves it to the die's first card)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import Any, Protocol

import pygame

from ..pads import DIRECTIONS, PadLostScene, PadPress, PadTarget, draw_pad_ring, step_focus
from ..scene import key_event
from ..table_protocol import TableParts
from ..widgets import draw_hint


class PadTable(TableParts[Any], Protocol):
    """What the pad's driver needs of a table (TableScene has it)."""

    app: Any
    session: Any
    humans: list[int]
    pad_focus: Hashable
    pad_focus_at: tuple[int, int] | None
    turn_end: Any

    @property
    def busy(self) -> bool: ...

    @property
    def held(self) -> bool: ...

    def handle_event(self, event: pygame.event.Event) -> None: ...
    def open_pause(self) -> None: ...
    def open_rules(self) -> None: ...
    def hurry(self) -> None: ...
    def show_results(self) -> None: ...
    def request_hint(self) -> None: ...
    def undo(self) -> None: ...
    def let_go(self) -> bool: ...
    def pad_back(self) -> None: ...
    def pad_targets(self) -> list[PadTarget]: ...
    def pad_adjusting(self) -> bool: ...
    def pad_adjust(self, step: int, fine: bool) -> None: ...
    def legal_move(self, result: Any) -> Any: ...
    def play(self, action: Any) -> None: ...
    def seat_name(self, seat: int) -> str: ...


class PadDriver:
    """`PadDriver(table)`: a pad's presses turned into what the table does."""

    def __init__(self, table: PadTable) -> None:
        self.table = table

    def seat(self, press: PadPress) -> int | None:
        """The seat a pad's press acts for: the seat holding the pad; a pad no seat holds
        acts for the person to move only when no seat of this game holds one (one pad
        shared like the keyboard)."""
        table = self.table
        if press.seat is not None:
            return press.seat if press.seat in table.humans else None
        if any(table.app.pads.pad_of(seat) is not None for seat in table.humans):
            return None
        state = table.state
        if state.is_terminal or state.current_player not in table.humans:
            return None
        return int(state.current_player)

    def seat_may_act(self, seat: int | None) -> bool:
        """`seat` may make a choice now from an input of its own (its pad; a phone
        would ask the same): it is a person's seat, its turn, and nothing is waited
        for (the computer, animations, a screen of the table's own)."""
        table = self.table
        state = table.state
        return (
            seat is not None
            and seat in table.humans
            and not state.is_terminal
            and state.current_player == seat
            and not table.session.ai_to_move
            and not table.held
        )

    def act_for(self, seat: int, action: Any) -> bool:
        """Play `action` for `seat` from an input of its own, if that seat may act now
        and the action is legal here (the text of one of the legal actions); False
        otherwise, and nothing happens."""
        if not self.seat_may_act(seat):
            return False
        move = self.table.legal_move(action)
        if move is None:
            return False
        self.table.play(move)
        return True

    def may_act(self, press: PadPress) -> bool:
        """This pad's seat may act now, and the screen shows what it chooses among
        (its hand, after a hand-off)."""
        return self.table.can_act and self.seat_may_act(self.seat(press))

    def index(self, targets: Sequence[PadTarget]) -> int:
        """The target the focus is on (kept by its ident; else the nearest to where it
        was; else the first)."""
        if not targets:
            return -1
        table = self.table
        for index, target in enumerate(targets):
            if target.ident == table.pad_focus:
                return index
        index = 0
        if table.pad_focus_at is not None:
            x, y = table.pad_focus_at
            index = min(
                range(len(targets)),
                key=lambda i: (
                    (targets[i].rect.centerx - x) ** 2 + (targets[i].rect.centery - y) ** 2
                ),
            )
        table.pad_focus = targets[index].ident
        table.pad_focus_at = targets[index].rect.center
        return index

    def focus_on(self, target: PadTarget) -> None:
        """The focus moves to `target`; the pointer goes there too (what it would do
        shows, as under the mouse)."""
        table = self.table
        table.pad_focus = target.ident
        table.pad_focus_at = target.rect.center
        motion = {"pos": target.rect.center, "rel": (0, 0), "buttons": (0, 0, 0)}
        table.handle_event(pygame.event.Event(pygame.MOUSEMOTION, motion))

    def click(self, pos: tuple[int, int]) -> None:
        """A left click at `pos`, as the mouse gives it."""
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.table.handle_event(pygame.event.Event(kind, {"pos": pos, "button": 1}))

    def handle(self, press: PadPress) -> None:
        """Start is the menu and Back the rules (any pad); A and B close a screen of the
        table's own and hurry the animations; everything else only from the pad of the
        seat to act, when it may act: the D-pad or stick moves among its choices, A
        confirms, B lets go, X is the hint, Y undo, LB/RB turn a list's page, the
        triggers set a value."""
        table = self.table
        command = press.command
        if command == "start":
            table.open_pause()
            return
        if command == "back":
            table.open_rules()
            return
        if table.covered:
            key = {"a": pygame.K_RETURN, "b": pygame.K_ESCAPE}.get(command)
            if key is not None:
                table.handle_event(key_event(key))
            return
        if table.busy:
            if command in ("a", "b"):
                table.hurry()
            return
        if table.state.is_terminal:
            if command == "a":
                table.show_results()
            return
        if table.turn_end.take_pad(press):  # a turn waits for its "End turn"
            return
        if not self.may_act(press):
            return
        if command == "x":
            table.request_hint()
        elif command == "y":
            table.undo()
        elif command == "b":
            if not table.let_go():
                table.pad_back()
        elif command in ("lb", "rb"):
            page = pygame.K_PAGEUP if command == "lb" else pygame.K_PAGEDOWN
            table.handle_event(key_event(page))
        elif command in ("lt", "rt"):
            table.pad_adjust(-1 if command == "lt" else 1, True)
        elif command in ("left", "right") and table.pad_adjusting():
            table.pad_adjust(-1 if command == "left" else 1, False)
        elif command in DIRECTIONS:
            targets = table.pad_targets()
            index = step_focus(targets, self.index(targets), DIRECTIONS[command])
            if index >= 0:
                self.focus_on(targets[index])
        elif command == "a":
            targets = table.pad_targets()
            index = self.index(targets)
            if index >= 0:
                target = targets[index]
                if target.action is not None:
                    target.action()
                else:
                    self.click(target.rect.center)

    def shows_focus(self) -> bool:
        """The ring is drawn: a pad was used last, the table is on top and uncovered,
        and the person to act holds a pad (or no seat does: the one shared pad)."""
        table = self.table
        pads = table.app.pads
        if not pads.in_use or table.app.top is not table or table.covered:
            return False
        if not table.can_act:
            return False
        seat = table.state.current_player
        held = [pads.pad_of(s) is not None for s in table.humans]
        return pads.pad_of(seat) is not None or not any(held)

    def hint(self) -> str:
        """The pad's buttons, for the strip at the bottom while a pad is in use."""
        table = self.table
        return table.app.tr("pads.hint.adjust" if table.pad_adjusting() else "pads.hint")

    def draw(self, canvas: pygame.Surface) -> None:
        """The pad's buttons over the keys' line at the bottom while a pad is in use,
        and its ring round the choice focused when the person to act holds it."""
        table = self.table
        if table.app.pads.in_use and table.app.top is table and not table.covered:
            draw_hint(canvas, self.hint())
        if table.app.pads.in_use and table.app.top is table and table.turn_end.shown:
            for rect in table.turn_end.targets():  # the turn waits: A ends it
                draw_pad_ring(canvas, rect, table.time, "")
            return
        if not self.shows_focus():
            return
        targets = table.pad_targets()
        index = self.index(targets)
        if index >= 0:
            seat = table.state.current_player
            name = table.seat_name(seat) if len(table.humans) > 1 else ""
            draw_pad_ring(canvas, targets[index].rect, table.time, name)

    def check_lost(self) -> None:
        """A seat of this game whose pad was unplugged: the game waits for it, over
        everything (PadLostScene names the seat, and goes when a pad comes back)."""
        table = self.table
        app = table.app
        lost = [seat for seat in table.humans if seat in app.pads.lost]
        if not lost:
            return
        open_scene = next((s for s in app.stack if isinstance(s, PadLostScene)), None)
        if open_scene is None:
            app.push(PadLostScene(app, table.seat_name, lost))
        else:
            open_scene.seats = sorted(set(open_scene.seats) | set(lost))
