"""The setup's pads, the SetupScene's part that gives each person's seat its own pad
(issue 19): a person's seat shows its pad button once a pad is plugged in; A on a pad
gives it to the seat awaiting one."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ninjas.core.session import Seat

    from ..pads import PadPress
    from ..widgets import Button, Menu


class SeatPads:
    """Mixed into SetupScene (before MenuScene, whose handle_pad it extends), whose
    seats, pad buttons and menu it reads."""

    app: Any
    seats: list[Seat]
    players: int
    pad_buttons: list[Button]
    listening: int | None
    pads_known: bool
    menu: Menu
    relayout: Callable[[], None]

    def update_pads(self) -> None:
        """A person's seat shows its pad, once a pad is plugged in (with none, nothing
        speaks of pads; the seats are laid out again); a seat that is no longer a
        person's (or rests) gives its pad back."""
        known = bool(self.app.pads.pads) or bool(self.app.pads.seats)
        if known != self.pads_known:
            self.pads_known = known
            self.relayout()
        for index, button in enumerate(self.pad_buttons):
            human = index < self.players and not self.seats[index].is_ai
            button.enabled = human and self.pads_known
            if not human:
                self.app.pads.release(index)
                if self.listening == index:
                    self.listening = None

    def pad_label(self, seat: int) -> str:
        """The pad button's words: none yet (on a button of one line: what to do),
        awaited, or held."""
        if self.listening == seat:
            return self.app.tr("pads.setup.press")
        if self.app.pads.pad_of(seat) is not None:
            return self.app.tr("pads.setup.held")
        one_line = self.pad_buttons[seat].sublabel is None
        return self.app.tr("pads.setup.take" if one_line else "pads.setup.none")

    def pad_sublabel(self, seat: int) -> str:
        """Under it: what to do (press A), or the pad's name."""
        if self.listening == seat:
            return self.app.tr("pads.setup.press_more")
        pad = self.app.pads.pad_of(seat)
        if pad is None:
            return self.app.tr("pads.setup.take")
        return self.app.tr("pads.setup.name", pad=self.app.pads.name(pad))

    def pad_pressed(self, seat: int) -> None:
        """The seat's pad button: wait for a pad's A (again: stop waiting); a seat
        holding a pad gives it back."""
        if self.app.pads.pad_of(seat) is not None:
            self.app.pads.release(seat)
            self.listening = None
        else:
            self.listening = None if self.listening == seat else seat

    def handle_pad(self, press: PadPress) -> None:
        """Any pad works the menus; A on a pad gives it to the seat awaiting one, or to
        the seat whose "Take a pad" the focus is on ("press A on the pad for this
        seat")."""
        self.update_pads()  # a pad heard from for the first time is known now
        if press.command == "b" and self.listening is not None:
            self.listening = None  # B while a pad is awaited: no longer awaited
            return
        if press.command == "a":
            seat = self.listening
            focused = self.menu.focused
            if seat is None and focused in self.pad_buttons:
                index = self.pad_buttons.index(focused)  # type: ignore[arg-type]
                if self.app.pads.pad_of(index) is None:
                    seat = index
            if seat is not None and self.pad_buttons[seat].enabled:
                self.app.pads.give(seat, press.pad)
                self.listening = None
                self.app.audio.play("click")
                return
        super().handle_pad(press)  # type: ignore[misc]
