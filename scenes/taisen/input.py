"""The Taisen table's input: a key, the pointer or a click turned into what it asks. The
keys and clicks that choose (a die, a card, the focus cycled) work on the table's
Selection and return the action they complete, which the table plays; the others call
the table's commands (the shared keys, its buttons, the animations skipped, the
results)."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ninjas.taisen.rules import TaisenAction, TaisenState

from ..table_protocol import TableParts
from ..tableflow.keys import HURRY_KEYS
from . import again_button, follow, hint_enter, stack_fan, turn_again
from . import layout as L
from .guidance import drop_stale_hint
from .refusals import end_refusal, refusal_text
from .selection import Selection

DIE_OF_KEY = {
    pygame.K_1: 0,
    pygame.K_2: 1,
    pygame.K_3: 2,
    pygame.K_KP1: 0,
    pygame.K_KP2: 1,
    pygame.K_KP3: 2,
    pygame.K_r: 0,
    pygame.K_g: 1,
    pygame.K_b: 2,
}
NEXT_KEYS = (pygame.K_RIGHT, pygame.K_DOWN)
PREVIOUS_KEYS = (pygame.K_LEFT, pygame.K_UP)
CONFIRM_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class Played(TableParts[TaisenState], Protocol):
    """What the input needs of the table (TaisenScene has it): the skeleton's
    (TableParts: the state, who may act) and Taisen's."""

    app: Any
    hint: Any
    mouse: tuple[int, int]
    keyboard: bool
    selection: Selection
    buttons: dict[str, Any]
    view: Any
    animator: Any
    log: Any
    turn_end: Any

    def table_key(self, key: int) -> bool: ...
    def shown_buttons(self) -> list[str]: ...
    def skip_animations(self) -> None: ...
    def show_results(self) -> None: ...
    def end_turn(self) -> None: ...
    def _press(self, name: str) -> None: ...
    def _explain_die(self, die: int) -> None: ...
    def _explain_card(self, local: int) -> None: ...
    def _update_hover(self) -> None: ...


class TaisenInput:
    """`TaisenInput(table)`: `event(event)` gives the action an event completes, or
    None (what else it asked is done)."""

    def __init__(self, table: Played) -> None:
        self.table = table

    def event(self, event: pygame.event.Event) -> TaisenAction | None:
        action = self._event(event)
        drop_stale_hint(self.table)  # a choice not the hint's: the hint goes
        return action

    def _event(self, event: pygame.event.Event) -> TaisenAction | None:
        table = self.table
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self.key(event.key, getattr(event, "mod", 0))
        if kind == pygame.MOUSEMOTION:
            self.motion(getattr(event, "pos", table.mouse))
        elif kind == pygame.MOUSEBUTTONDOWN:
            pos = getattr(event, "pos", table.mouse)
            self.motion(pos)
            button = getattr(event, "button", 1)
            if button == 1:
                return self.click(pos)
            if button == 3 and table.can_act:
                table.selection.clear()
        elif kind == pygame.MOUSEWHEEL:
            if L.LOG_PANEL.collidepoint(table.mouse):
                table.log.scroll_by(int(getattr(event, "y", 0)))
        return None

    def key(self, key: int, mod: int) -> TaisenAction | None:
        table = self.table
        if key == pygame.K_h:  # a turn played again ends first: then the hint (O, s18)
            turn_again.leave(table)
        if table.table_key(key):  # Esc/P, F1, U, H, Space (shared by every table)
            return None
        if key in follow.KEYS and follow.toggle(table):
            return None  # the computer's pace: brisk, or one move at a time
        if table.animator.busy:
            if key in turn_again.KEYS and turn_again.next_move(table):
                return None  # a turn played again: its next move
            if key in turn_again.KEYS and follow.replay(table):
                return None  # the computer's last move waiting: its turn played again
            if key in (*HURRY_KEYS, *CONFIRM_KEYS):
                table.skip_animations()
            return None
        if table.state.is_terminal:
            if key in (pygame.K_SPACE, *CONFIRM_KEYS):
                table.show_results()
            return None
        if not table.can_act:
            return None
        selection = table.selection
        if key in turn_again.KEYS and turn_again.play_again(table):
            return None  # the last turn played again on the board
        if key == pygame.K_e:
            if not self.refuse_end():  # whatever is picked or focused
                table.end_turn()
        elif key == pygame.K_TAB:
            selection.cycle(-1 if mod & pygame.KMOD_SHIFT else 1)
            table.keyboard = True
        elif key in NEXT_KEYS:
            selection.cycle(1)
            table.keyboard = True
        elif key in PREVIOUS_KEYS:
            selection.cycle(-1)
            table.keyboard = True
        elif key in CONFIRM_KEYS and not selection.only_end and hint_enter.wait(table):
            pass  # the hint still searches: its move plays once found (hint_enter)
        elif key in CONFIRM_KEYS and (
            selection.only_end or self.hinted_end() or selection.enter_ends
        ):  # no die can move, the hint says end, or nothing is picked or focused
            table.end_turn()
        elif key in CONFIRM_KEYS:
            table.keyboard = True
            return selection.confirm()
        elif key in DIE_OF_KEY:
            table.keyboard = True
            table._explain_die(DIE_OF_KEY[key])
            return selection.choose_die(DIE_OF_KEY[key])
        elif key in (pygame.K_BACKSPACE, pygame.K_DELETE):
            selection.clear()
        return None

    def refuse_end(self) -> bool:
        """End turn asked (E, its greyed button) when the turn may not end yet: the
        prompt says why (end_refusal). True if refused."""
        table = self.table
        if not table.can_act or table.turn_end.shown:
            return False
        reason = end_refusal(table.state, table.selection)
        if reason is None:
            return False
        table.refuse(refusal_text(table.app.tr, *reason))
        return True

    def hinted_end(self) -> bool:
        """The hint shown is to end the turn, and the keys have focused nothing else."""
        hint = self.table.hint
        return hint is not None and hint.is_end and self.table.selection.focused() is None

    def motion(self, pos: tuple[int, int]) -> None:
        """The pointer moved: the preview follows it again, not the keyboard's focus."""
        table = self.table
        if pos != table.mouse:
            table.keyboard = False
        table.mouse = (int(pos[0]), int(pos[1]))
        table._update_hover()

    def click(self, pos: tuple[int, int]) -> TaisenAction | None:
        table = self.table
        if again_button.click(table, pos) or follow.click(table, pos):
            return None  # the kept turn replayed, or its next move; the computer's pace
        for name in table.shown_buttons():
            button = table.buttons[name]
            if not button.rect.collidepoint(pos):
                continue
            if name == "end" and not button.enabled and self.refuse_end():
                return None  # greyed: the prompt says why (a die must be used first)
            if button.enabled or name == "undo":
                table._press(name)  # the greyed Undo too: the table says why it is grey
                return None
        if table.animator.busy:
            table.skip_animations()
            return None
        if table.state.is_terminal:
            table.show_results()
            return None
        if not table.can_act:
            return None
        view, selection = table.view, table.selection
        die = view.die_at(pos)
        if die is not None:
            table._explain_die(die)
            return selection.choose_die(die)
        card = stack_fan.card_under(table, pos)  # a fanned stack's card as seen
        if card is not None and card // 10 == table.state.side:
            table._explain_card(card % 10)
            return selection.choose_card(card % 10)
        if not L.CONTROL_PANEL.collidepoint(pos):
            selection.clear()
        return None
