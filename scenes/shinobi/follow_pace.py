"""The computers' Shinobi turns followed one action at a time (newcomer F, s15, 'the
computer's turn', 8/10: 'it goes by in 2-4 s'). The default stays brisk (issue 33's
turn of about 4 s); with Settings' "Computer's turns: One move at a time"
(settings.computer_pace "step", as Taisen's and Dojo's tables follow), each action of a
computer (cards laid, a power, a draw, a pawn placed) waits once told, until Enter,
Space, a click, never by itself (computer_pace.UNTIL_PRESSED; newcomer J,
s16, 047-052: 'it advanced by itself every ~2 s'): its marks on the clans it changed
(changed_marks.py), its log lines lit in the turn panel, the prompt saying what it did and 'Space, Enter or a click: go on.'. The action
that hands the turn to a person waits on the table's own hold before her turn
(tableflow/hold_cue.py), not twice. A key that ends a wait ends only the wait: the next
action is a computer's, and the key held on is dropped (tableflow/keys.CarriedKeys).

While a computer plays in front of a person, 'Follow each move (F)' / 'Play on briskly
(F)' stands where Hint and Undo stand (unusable then), as on Taisen's table; F or a
click switches the pace, saved in the settings. Only public things wait: a computer's
hand is never shown, and a hand-off cover still comes before a person's hand."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.shinobi.actions import ShinobiAction

from ..tableflow import computer_pace
from ..widgets import Button

KEY = pygame.K_f
"""F, while a computer plays: the pace switched (brisk / one move at a time)."""
GO_ON = (pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys (with Space, the table's hurry, and a click) that end a wait."""
STEP = computer_pace.STEP
HIDDEN = ("hint", "undo")
"""The top bar's buttons the switch stands over while a computer plays."""


on = computer_pace.following
"""One move at a time, at a table where a person watches the computers play."""


def hold_of(table: Any, seat: int, brisk: float) -> float:
    """How long the action of computer `seat` just told holds the stage: until a press
    (computer_pace.UNTIL_PRESSED) one move at a time while a computer plays next (itself
    or another), else `brisk` (the turn handed to a person waits on the hand-off's own
    hold)."""
    state = table.state
    if not on(table) or state.is_terminal or state.current_player in table.humans:
        return brisk
    return computer_pace.UNTIL_PRESSED


def waiting(table: Any) -> bool:
    """A computer's action told waits now, one move at a time."""
    staging = table.staging
    return bool(
        on(table)
        and staging.computer_on_stage
        and staging.hold_left > 0
        and not table.queue
        and not staging.flights
        and not table.state.is_terminal
        and table.state.current_player not in table.humans
    )


def offered(table: Any) -> bool:
    """A computer plays in front of a person, the table on top: the pace may switch."""
    app = table.app
    return bool(
        computer_pace.switchable(table)
        and any(seat.is_ai for seat in table.session.seats)
        and not table.can_act
        and not table.turn_end.waiting  # (her move waits for End turn: Undo stands)
        and (table.session.ai_to_move or table.staging.computer_on_stage)
        and not table.covered
        and app.top is table
        and table.reveal is None
        and table.ranking is None
        and getattr(table, "again", None) is None  # (not over its turn replayed)
    )


def toggle(table: Any) -> None:
    """Brisk <-> one move at a time, saved and said; a wait standing goes when brisk."""
    step = computer_pace.switched(table.app)
    table.tell(table.app.tr("taisen.follow.on" if step else "taisen.follow.off"))
    staging = table.staging
    if not step:
        if waiting(table) or (staging.computer_on_stage and staging.turn_goes_on()):
            staging.hold_left = 0.0
    elif staging.computer_on_stage and staging.hold_left > 0:
        seat = staging.stage.seat
        staging.hold_left = max(staging.hold_left, hold_of(table, seat, 0.0))


def words(table: Any) -> str:
    """The prompt while an action waits: its lines lit in the log (or, for an action the
    log tells nothing of, its own words: `unlogged`), then the keys."""
    go_on = str(table.app.tr("taisen.follow.go_on_next"))
    said = [line for line, lit in table.log.entries() if lit] or unlogged(table)
    return " ".join([*said[-2:], go_on])


def unlogged(table: Any) -> list[str]:
    """The words of the action waiting when it wrote no line in the log: a power aimed
    at a seat ('Sora aims at Kiku (power: Spider).', the blow its next action), else
    its choice's label after its name (newcomer J, s16, 078_6: a step said only
    'Space, Enter or a click: go on.')."""
    stage = table.staging.stage
    actions = table.session.actions
    if stage is None or not actions:
        return []
    tr = table.app.tr
    kind, *args = str(actions[-1]).split()
    name = table.seat_name(stage.seat)
    if kind == "target" and args:
        target = table.seat_name(int(args[0]))
        pending = table.state.pending
        if pending and pending[0].seat == stage.seat:
            key = f"shinobi.name.{pending[0].source}"
            source = tr(key) if tr.has(key) else pending[0].source
            return [str(tr("shinobi.follow.aims_with", name=name, target=target, power=source))]
        return [str(tr("shinobi.follow.aims", name=name, target=target))]
    label = table.words.action_label(ShinobiAction(kind, tuple(args)))
    return [str(tr("shinobi.follow.did", name=name, action=label))]


class FollowPaceTable:
    """Mixed into ShinobiScene (before TableScene): the switch over Hint and Undo while
    a computer plays, F, and Enter or a click ending a wait."""

    app: Any
    layout: Any

    @property
    def follow_button(self) -> Button:
        found = self.__dict__.get("_follow_button")
        if found is None:
            app = self.app

            def label() -> str:
                step = app.settings.computer_pace == STEP
                return str(app.tr("taisen.follow.brisk" if step else "taisen.follow.button"))

            found = self.__dict__["_follow_button"] = Button(
                app, (0, 0, 1, 1), label, lambda: toggle(self), size=22
            )
        return found

    def place_follow(self) -> Button:
        """The switch, over the Hint and Undo buttons (unused while a computer plays)."""
        button = self.follow_button
        rects = self.layout.buttons
        button.rect = pygame.Rect(rects[HIDDEN[0]]).union(rects[HIDDEN[1]])
        return button

    def shown_buttons(self) -> list[str]:
        names: list[str] = super().shown_buttons()  # type: ignore[misc]
        if names and offered(self):
            return [name for name in names if name not in HIDDEN]
        return names

    def draw_top_buttons(self, canvas: pygame.Surface) -> None:
        super().draw_top_buttons(canvas)  # type: ignore[misc]
        if "menu" in self.shown_buttons() and offered(self):
            button = self.place_follow()
            button.hovered = button.rect.collidepoint(getattr(self, "mouse", (-1, -1)))
            button.draw(canvas)

    def buttons_take(self, event: pygame.event.Event) -> bool:
        if "menu" in self.shown_buttons() and offered(self):
            if self.place_follow().handle_event(event):
                return True
        return bool(super().buttons_take(event))  # type: ignore[misc]

    def table_key(self, key: int) -> bool:
        if key == KEY and offered(self):
            toggle(self)
            return True
        if key in GO_ON and waiting(self):
            self.hurry()
            return True
        return bool(super().table_key(key))  # type: ignore[misc]

    def left_press(self, event: pygame.event.Event) -> bool:
        pressed = bool(super().left_press(event))  # type: ignore[misc]
        if pressed and waiting(self):
            self.hurry()  # a click ends the wait, and only the wait
            return False
        return pressed

    def hurry(self) -> None:
        """Everything told at once, the wait too (the scene's own, staging.hurry)."""
        super().hurry()  # type: ignore[misc]
