"""The computers' pace switched at the Night table, where it hurts (newcomers I and J,
s16; Taisen's, Dojo's and Shinobi's tables have it: taisen/follow.py,
dojo/follow_pace.py, shinobi/follow_pace.py). While a computer plays in front of a
person, 'Follow each move (F)' / 'Play on briskly (F)' stands where Hint and Undo
stand (unusable then), as on Shinobi's table; F or a click switches Settings'
"Computer's turns" (settings.computer_pace, tableflow/computer_pace.py), saved, and
says so over the village. One move at a time, each computer's action then waits for
Space, Enter or a click (step_wait.py): turned brisk, a wait standing ends at once;
turned step, the action being said waits.

F is the switch's alone while a computer plays: it keys no row (roof_keys.LETTERS),
and Night's table reads no text, so its TEXTINPUT and KEYUP do nothing; a press held
on into the person's turn is dropped there (tableflow/keys.CarriedKeys)."""

from __future__ import annotations

from typing import Any

import pygame

from ..tableflow import computer_pace
from ..widgets import Button
from . import step_wait
from .staging import RESULT_SECONDS

KEY = pygame.K_f
"""F, while a computer plays: the pace switched (brisk / one move at a time)."""
HIDDEN = ("hint", "undo")
"""The top bar's buttons the switch stands over while a computer plays."""
SIZE = 22
"""Its words' size, as the top bar's."""


def computer_shown(table: Any) -> bool:
    """A computer's action is being told (its rope, its animations, its words)."""
    stage = table.stage
    actor = stage.actor
    return bool(actor is not None and actor not in table.humans and stage.busy)


def offered(table: Any) -> bool:
    """A computer plays in front of a person, the table on top: the pace may switch."""
    app = table.app
    return bool(
        computer_pace.switchable(table)
        and any(seat.is_ai for seat in table.session.seats)
        and not table.can_act
        and not table.turn_end.waiting
        and (table.session.ai_to_move or computer_shown(table))
        and app.top is table
        and table.again is None
    )


def pressed(table: Any, event: pygame.event.Event) -> bool:
    """A left press on the switch shown: the switch's, not the round card's behind it
    (key_wait.py; the card let only Hint's and Undo's own rects through, and the
    switch's middle lies on the gap between them: a click there went to the card)."""
    if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 1) != 1:
        return False
    shown = getattr(table, "follow_shown", None)
    if shown is None or not shown():
        return False
    return bool(table.place_follow().rect.collidepoint(getattr(event, "pos", (-1, -1))))


def toggle(table: Any) -> None:
    """Brisk <-> one move at a time, saved and said; a wait standing goes when brisk,
    the action being said waits when one move at a time."""
    stage = table.stage
    step = computer_pace.switched(table.app)
    table.tell(table.app.tr("taisen.follow.on" if step else "taisen.follow.off"))
    if not step and stage.say_hold >= computer_pace.UNTIL_PRESSED:
        stage.say_hold = max(0.0, table.time - stage.result_told)  # on at once
        step_wait.ended(stage, RESULT_SECONDS)  # its banner a while more
    elif step and stage.saying():
        step_wait.hold(stage)


class NightFollowPace:
    """Mixed into NightScene first: the switch over Hint and Undo while a computer
    plays, and F."""

    app: Any
    buttons: dict[str, Any]

    @property
    def follow_button(self) -> Button:
        found = self.__dict__.get("_follow_button")
        if found is None:
            app = self.app

            def label() -> str:
                step = app.settings.computer_pace == computer_pace.STEP
                return str(app.tr("taisen.follow.brisk" if step else "taisen.follow.button"))

            found = self.__dict__["_follow_button"] = Button(
                app, (0, 0, 1, 1), label, lambda: toggle(self), size=SIZE
            )
        return found

    def place_follow(self) -> Button:
        """The switch, over the Hint and Undo buttons (unused while a computer plays)."""
        button = self.follow_button
        button.rect = pygame.Rect(self.buttons[HIDDEN[0]].rect).union(self.buttons[HIDDEN[1]].rect)
        return button

    def follow_shown(self) -> bool:
        names: list[str] = super().shown_buttons()  # type: ignore[misc]
        return "menu" in names and offered(self)

    def shown_buttons(self) -> list[str]:
        names: list[str] = super().shown_buttons()  # type: ignore[misc]
        if "menu" in names and offered(self):
            return [name for name in names if name not in HIDDEN]
        return names

    def draw_top_buttons(self, canvas: pygame.Surface) -> None:
        super().draw_top_buttons(canvas)  # type: ignore[misc]
        if self.follow_shown():
            button = self.place_follow()
            button.hovered = button.rect.collidepoint(getattr(self, "mouse", (-1, -1)))
            button.draw(canvas)

    def buttons_take(self, event: pygame.event.Event) -> bool:
        if self.follow_shown() and self.place_follow().handle_event(event):
            return True
        return bool(super().buttons_take(event))  # type: ignore[misc]

    def table_key(self, key: int) -> bool:
        if key == KEY and offered(self):
            toggle(self)
            return True
        return bool(super().table_key(key))  # type: ignore[misc]
