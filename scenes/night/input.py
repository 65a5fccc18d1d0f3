"""The Night table's keyboard, pointer and wheel: each event turned into what it asks
of the table (choose an option, turn a page, narrow the list to a roof, set the string,
throw, set the plan), carried out through the table's own methods."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .table_protocol import NightTable


class NightInput:
    def __init__(self, table: NightTable) -> None:
        self.table = table

    def handle_event(self, event: pygame.event.Event) -> None:
        table = self.table
        if table.key_carried(event):
            return
        table.layout()  # positions are on the surface drawn on now
        aiming = table.aiming
        if event.type == pygame.MOUSEMOTION:
            table.mouse = getattr(event, "pos", table.mouse)
            if aiming.throw is not None and getattr(event, "buttons", (0,))[0]:
                aiming.set_length_from(table.mouse)
        elif table.left_press(event):
            self.click(table.mouse)
        elif event.type == pygame.MOUSEBUTTONUP:
            table.buttons_take(event)
        elif event.type == pygame.MOUSEWHEEL and aiming.throw is not None:
            aiming.nudge(0.5 * int(getattr(event, "y", 0)))
        elif event.type == pygame.MOUSEWHEEL:
            table.option_list.turn_page(-int(getattr(event, "y", 0)))
        elif event.type == pygame.KEYDOWN:
            self.key(event.key, getattr(event, "mod", 0))

    def key(self, key: int, mod: int) -> None:
        table = self.table
        aiming = table.aiming
        options = table.option_list
        if table.table_key(key):  # Esc/P, F1, U, H, Space (shared by every table)
            return
        aiming_now = aiming.throw is not None
        planning = table.state.phase == "plan"
        if aiming_now and key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 0.1 if mod & pygame.KMOD_SHIFT else 0.5
            aiming.nudge(step if key == pygame.K_RIGHT else -step)
        elif aiming_now and key in (pygame.K_RETURN, pygame.K_SPACE):
            table.throw_now()
        elif planning and key in (pygame.K_q, pygame.K_w):
            if table.can_act:
                table.plan_panel.cycle(0 if key == pygame.K_q else 1)
        elif planning and key == pygame.K_RETURN:
            table.confirm_plan()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not aiming_now:
            options.option_at(table.mouse)  # the row lit under the pointer
        elif key in (pygame.K_PAGEDOWN, pygame.K_DOWN) and not aiming_now:
            options.turn_page(1)
        elif key in (pygame.K_PAGEUP, pygame.K_UP) and not aiming_now:
            options.turn_page(-1)
        elif pygame.K_1 <= key <= pygame.K_9 and not aiming_now:
            options.choose_visible(key - pygame.K_1)
        elif pygame.K_KP1 <= key <= pygame.K_KP9 and not aiming_now:
            options.choose_visible(key - pygame.K_KP1)

    def click(self, pos: tuple[int, int]) -> None:
        table = self.table
        layout = table.layout()
        options = table.option_list
        aiming = table.aiming
        if options.option_at(pos) or options.page_arrow_at(pos):
            return
        if aiming.throw is None and layout.map.collidepoint(pos):
            building = table.view.roof_at(pos)
            if building is not None and table.click_roof(building):
                return
            if building is None and options.roof_filter is not None:
                options.show_all()  # a click beside the roofs shows every option again
                return
        if aiming.throw is not None:
            if layout.throw_button().collidepoint(pos):
                table.throw_now()
            elif layout.hands.collidepoint(pos):
                aiming.set_length_from(pos)
            return
        if table.state.phase == "plan" and table.can_act:
            table.plan_panel.click(pos, layout)
