"""What Shinobi's and Night's 'Replay its turn (T)' share (scenes/shinobi/turn_again.py,
scenes/night/turn_again.py): the computers' actions kept since a person last acted (an
undo drops those after), the replay going on (an action played since ends it), its
button left of Hint in the top bar ('Replay its turn (T)', then the next, then 'Back to
my turn'), said of whom where it fits (again_offer: 'Replay their turns (T)' after two
computers, 'Replay Kiku's turn (T)' after one; newcomer J, s16), her choices veiled while it plays, and a pad's A (the next) and B (back).
Each table tells an action again its own way: again_start, again_next, again_stop,
again_available are its own; so are where Hint stands (again_hint) and what the veil
covers (again_veil)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

import pygame

from ninjas.core.events import Event

from .. import theme
from ..widgets import Button

BUTTON_SIZE = 22
"""The button's words' size, as the top bar's."""
SPARE = 12
"""Design px the button keeps clear of what the top bar shows at its left (again_left)."""
VEIL = 170
"""The alpha of the shade over her choices while it plays (they wait, unchosen)."""


@dataclass
class Played:
    """A computer's action played at the table: its seat, the number of actions played
    once it was, its events; `before`: what the table drew before it (Night's)."""

    seat: int
    count: int
    events: list[Event]
    before: Any = None


@dataclass
class Again:
    """A replay going on: its steps, the one shown, the actions played when it began."""

    steps: list[Any]
    at: int
    count: int


class AgainTurn:
    """Mixed into a table before its TableScene."""

    app: Any
    session: Any
    next_words = "taisen.again.next"
    """The button's words while a step is shown and more follow."""

    # ------------------------------------------------------------------ kept
    @property
    def computers_run(self) -> list[Played]:
        """The computers' actions since a person last acted (an undo drops those after)."""
        run: list[Played] | None = self.__dict__.get("_computers_run")
        if run is None:
            run = self.__dict__["_computers_run"] = []
        count = len(self.session.actions)
        run[:] = [played for played in run if played.count <= count]
        return run

    @property
    def again(self) -> Again | None:
        """The replay going on (None: none; an action played since ends it)."""
        going: Again | None = self.__dict__.get("_again")
        if going is not None and going.count != len(self.session.actions):
            going = self.__dict__["_again"] = None
        return going

    def back_words(self) -> str:
        """The button's words at the last step: back to her turn."""
        return "dojo.turn_again.back"

    # ------------------------------------------------------------------ the table's own
    def again_available(self) -> bool:
        raise NotImplementedError

    def again_start(self) -> bool:
        raise NotImplementedError

    def again_next(self) -> None:
        raise NotImplementedError

    def again_stop(self) -> None:
        raise NotImplementedError

    def again_hint(self) -> pygame.Rect:
        """Where the top bar's Hint stands (the button goes left of it)."""
        raise NotImplementedError

    def again_veil(self, canvas: pygame.Surface) -> pygame.Rect:
        """Her choices, veiled while it plays."""
        raise NotImplementedError

    def again_in_bar(self) -> bool:
        """The top bar shows the button now (it is offered, or plays)."""
        return self.again_shown()

    def again_left(self) -> int:
        """How far left the button may reach: the right of what the top bar shows at
        its left (a title, the rounds); 0: the window's edge."""
        return 0

    def again_seats(self) -> list[int]:
        """The computers whose actions it would tell again, each once, in order."""
        return list(dict.fromkeys(played.seat for played in self.computers_run))

    # ------------------------------------------------------------------ its words
    def again_offer(self) -> str:
        """The button's words before it plays: 'Replay their turns (T)' after two
        computers or more, 'Replay Kiku's turn (T)' after one (newcomer J, s16), where
        that fits between again_left() and Hint; else 'Replay its turn (T)'."""
        tr, table = self.app.tr, cast(Any, self)
        its = str(tr("taisen.again.button"))
        seats = self.again_seats()
        if not seats:
            return its
        if len(seats) > 1:
            said = str(tr("taisen.again.many"))
        else:
            said = str(tr("taisen.again.named", name=table.seat_name(seats[0])))
        return said if self.again_fits(said) else its

    def again_fits(self, label: str) -> bool:
        """A button saying `label`, left of Hint, stays clear of again_left()."""
        hint = pygame.Rect(self.again_hint())
        width = max(hint.width, theme.font(BUTTON_SIZE).size(label)[0] + theme.px(32))
        return hint.left - theme.px(6) - width >= self.again_left() + theme.px(SPARE)

    # ------------------------------------------------------------------ the button
    @property
    def again_button(self) -> Button:
        found = self.__dict__.get("_again_button")
        if found is None:
            app = self.app

            def label() -> str:
                going = self.again
                if going is None:
                    return self.again_offer()
                last = going.at + 1 >= len(going.steps)
                return str(app.tr(self.back_words() if last else self.next_words))

            def pressed() -> None:
                self.again_next() if self.again is not None else self.again_start()

            found = self.__dict__["_again_button"] = Button(
                app, (0, 0, 1, 1), label, pressed, size=BUTTON_SIZE
            )
        return found

    def again_shown(self) -> bool:
        return bool(self.again is not None or self.again_available())

    def place_again(self) -> Button:
        """Left of Hint in the top bar, as wide as its words."""
        button = self.again_button
        hint = pygame.Rect(self.again_hint())
        label = button.label() if callable(button.label) else str(button.label)
        width = max(hint.width, theme.font(BUTTON_SIZE).size(label)[0] + theme.px(32))
        button.rect = pygame.Rect(0, hint.top, width, hint.height)
        button.rect.right = hint.left - theme.px(6)
        return button

    def draw_top_buttons(self, canvas: pygame.Surface) -> None:
        super().draw_top_buttons(canvas)  # type: ignore[misc]
        table: Any = self
        if self.again is not None:  # her choices veiled: a click on them is the next
            area = self.again_veil(canvas)
            veil = pygame.Surface(area.size, pygame.SRCALPHA)
            veil.fill((*theme.MIDNIGHT, VEIL))
            canvas.blit(veil, area)
        if self.again_in_bar():
            button = self.place_again()
            button.hovered = button.rect.collidepoint(table.mouse)
            button.draw(canvas)

    def buttons_take(self, event: pygame.event.Event) -> bool:
        if self.again_in_bar() and self.place_again().handle_event(event):
            return True
        return bool(super().buttons_take(event))  # type: ignore[misc]

    def handle_pad(self, press: Any) -> None:
        """A pad while it plays: A the next, B back to her turn, Start the menu; no
        other press reaches her choices."""
        if self.again is None or press.command == "start":
            super().handle_pad(press)  # type: ignore[misc]
        elif press.command == "a":
            self.again_next()
        elif press.command == "b":
            self.again_stop()
