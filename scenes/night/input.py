"""The Night table's keyboard, pointer and wheel: each event turned into what it asks
of the table, an Intent (choose an option, turn a page, narrow the list to a roof, set
the string, throw, set the plan), which the table carries out (NightScene.do). Input
only reads the table: what is shown, where, and what may be done now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.night.rules import ACTIONS

from .options_panel import enter_row
from .roof_keys import LETTER_KEYS, ROOF_KEYS
from .step_wait import GO_ON, go_on
from .string_aim import FINE_CM, STEP_CM

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable


@dataclass(frozen=True)
class Intent:
    """What an event asks of the table: `kind` (see NightScene.do) and its argument."""

    kind: str
    arg: Any = None


ROW_KEYS = {**ROOF_KEYS, **LETTER_KEYS}
"""The keys 1-9, 0 and - (and the keypad's) and the letters keying rows (roof_keys.py):
each the row shown that it keys."""
ARROWS = {
    pygame.K_RIGHT: (1, 0),
    pygame.K_LEFT: (-1, 0),
    pygame.K_DOWN: (0, 1),
    pygame.K_UP: (0, -1),
}
"""The arrow keys and the way each points on the screen (x right, y down)."""
ACROSS = 0.3
"""An arrow this little along the string (the cosine) points across it: it keeps its
plain sense, Right and Up longer, Left and Down shorter."""
LIST_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END)
"""The keys that move the option list's focus (the shared list's, which turns the page
when the focus leaves it)."""


def event_intent(table: NightTable, event: pygame.event.Event) -> Intent | None:
    """What `event` asks (the pointer already moved to it, the table's shared keys
    already answered): None for nothing."""
    aiming = table.throw is not None
    if event.type == pygame.MOUSEMOTION:
        # a drag sets the string only from a press that took it (string_aim.press_at)
        if aiming and getattr(event, "buttons", (0,))[0] and table.aiming.held is not None:
            return Intent("length_at", table.mouse)
    elif event.type == pygame.MOUSEWHEEL:
        y = int(getattr(event, "y", 0))
        return Intent("nudge", STEP_CM * y) if aiming else Intent("page", -y)
    elif event.type == pygame.KEYDOWN:
        if event.key in GO_ON and go_on(table):  # a computer's move waited (step_wait.py)
            return Intent("nothing")
        return key_intent(table, event.key, getattr(event, "mod", 0))
    return None


def arrow_sense(table: NightTable, key: int) -> int:
    """1 where the arrow `key` lengthens the string in the hands, -1 where it shortens
    it: the arrow pointing the way the string lies (the throw's way on the screen) pays
    it out, the opposite one takes it in. Right always lengthened, and with a string
    lying to the left, 'pressing Right to make it reach further left feels backwards'
    (newcomer D, s22, 57.png)."""
    ax, ay = ARROWS[key]
    dx, dy = table.aiming.throw_direction()
    along = ax * dx + ay * dy
    if abs(along) < ACROSS:
        return 1 if key in (pygame.K_RIGHT, pygame.K_UP) else -1
    return 1 if along > 0 else -1


def key_intent(table: NightTable, key: int, mod: int) -> Intent | None:
    if table.throw is not None:  # the string in the hands
        if key in ARROWS:  # every press alike (string_aim.STEP_CM)
            step = FINE_CM if mod & pygame.KMOD_SHIFT else STEP_CM
            return Intent("nudge", step * arrow_sense(table, key))
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return Intent("throw")  # every Enter, as the footer's 'Enter throws'
        return None
    if table.state.phase == "plan" and key in (pygame.K_q, pygame.K_w):
        return Intent("cycle", 0 if key == pygame.K_q else 1)
    if table.state.phase == "plan" and key == pygame.K_RETURN:
        return Intent("confirm")
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):  # the row lit (scenes/choice_list.py)
        options = table.option_list
        keyed = options.keyed_row(table.mouse)
        if keyed is not None:
            return Intent("choose", keyed)
        if options.pointer_awake():  # the row lit under the pointer moved onto it
            on_row = option_intent(table, table.mouse)
            if on_row is not None:
                return on_row
        # nothing lit (a list just shown lights End the turn, else nothing: the pointer
        # resting where the last row was chosen lights nothing): the one row, or End
        # the turn once the action is done, is chosen (enter_row); else the first row
        # is lit
        if not (table.can_act and table.options):
            return None
        row = enter_row(options)
        return Intent("choose", row) if row is not None else Intent("light_first")
    if key == pygame.K_e and table.can_act:  # End the turn, one key wherever its row is
        # (issue 33: the rows' numbers shift after a collect, and a newcomer's "End the
        # turn" number threw a token back; E confirms a waiting turn at every table)
        ends = [i for i, (action, _) in enumerate(table.option_list.rows) if action.kind == "end"]
        if ends:
            return Intent("choose", ends[0])
    if key == pygame.K_PAGEDOWN:
        return Intent("page", 1)
    if key == pygame.K_PAGEUP:
        return Intent("page", -1)
    if key in LIST_KEYS:
        return Intent("list_key", key)
    if key in ROW_KEYS:  # the row keyed so (OptionsPanel.choose_visible: its key - 1)
        return Intent("choose_shown", ROW_KEYS[key] - 1)
    return None


def option_intent(table: NightTable, pos: tuple[int, int]) -> Intent | None:
    """The option row at `pos`, unless it has just taken another's place (then the
    press is spent on nothing)."""
    options = table.option_list
    index = options.row_at(pos)
    if index is None:
        return None
    return Intent("choose", index) if options.accepts() else Intent("nothing")


def click_intent(table: NightTable, pos: tuple[int, int]) -> Intent | None:
    """A left press at `pos` (not on a top-bar button)."""
    if go_on(table):  # a computer's move waited for it (step_wait.py): nothing else
        return Intent("nothing")
    layout = table.layout()
    options = table.option_list
    on_row = option_intent(table, pos)
    if on_row is not None:
        return on_row
    for rect, delta in options.page_rects:
        if rect.collidepoint(pos):
            return Intent("page", delta)
    if table.throw is not None:
        if layout.throw_button().collidepoint(pos):
            return Intent("throw")
        if table.aiming.panels(layout)[0].collidepoint(pos):
            return Intent("length_press", pos)
        building = table.view.roof_at(pos) if layout.map.collidepoint(pos) else None
        if building is None or building == table.aiming.target():
            return Intent("length_press", None)  # off the string: it is let go of
        return Intent("roof", building)  # aim there instead
    if layout.map.collidepoint(pos):
        token = table.collect_pick.token_at(pos)  # a roof token, while collecting
        if token is not None:
            return Intent("pick", token)
        building = table.view.roof_at(pos)
        if building is not None:
            return Intent("roof", building)
        if options.roof_filter is not None:
            return Intent("show_all")  # a click beside the roofs shows every option again
    if table.state.phase == "plan" and table.can_act:
        return plan_intent(layout, pos, table.plan)
    return None


def plan_intent(layout: Layout, pos: tuple[int, int], plan: list[str]) -> Intent | None:
    """A chip (action 1 or 2), a card (its next free number) or Confirm at `pos`."""
    for k, action in enumerate(ACTIONS):
        for which in range(2):
            if layout.chip_rect(k, which).collidepoint(pos):
                return Intent("plan", (which, action))
        if layout.card_rect(k).collidepoint(pos):  # the card itself: the next free one
            return Intent("plan", (0 if plan[0] != action else 1, action))
    if layout.confirm_rect().collidepoint(pos):
        return Intent("confirm")
    return None
