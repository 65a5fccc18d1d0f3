"""The Night table's input room alone (scenes/night/input.py): an event becomes the
Intent the table carries out, read from a table that only says what is shown; no scene
runs. What each key and press does is the table's, as before the split."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pygame

from ninjas.night.rules import ACTIONS, NightAction
from scenes.night.input import Intent, click_intent, event_intent, key_intent
from scenes.night.layout import table_layout

LAYOUT = table_layout((1280, 720), 60.0, 3)


class Rows:
    """The option list as input sees it: rows at rects, a guard that may refuse."""

    def __init__(self, rects: list[tuple[pygame.Rect, int]], accepts: bool = True) -> None:
        self.option_rects = rects
        self.page_rects: list[tuple[pygame.Rect, int]] = []
        self.roof_filter: int | None = None
        self._accepts = accepts

    def row_at(self, pos: tuple[int, int]) -> int | None:
        return next((i for rect, i in self.option_rects if rect.collidepoint(pos)), None)

    def accepts(self) -> bool:
        return self._accepts

    def keyed_row(self, mouse: tuple[int, int]) -> int | None:
        return None  # no key or pad lit a row: the pointer lights its own

    def pointer_awake(self) -> bool:
        return True  # the pointer has moved since the list came


def table(phase: str = "act", throw: NightAction | None = None, **more: Any) -> Any:
    return SimpleNamespace(
        state=SimpleNamespace(phase=phase),
        throw=throw,
        mouse=(-1, -1),
        can_act=True,
        plan=["move", "collect"],
        layout=lambda: LAYOUT,
        option_list=more.get("rows", Rows([])),
        view=SimpleNamespace(roof_at=lambda pos: more.get("roof")),
        collect_pick=SimpleNamespace(token_at=lambda pos: more.get("token")),
        aiming=SimpleNamespace(throw_direction=lambda: more.get("way", (1.0, 0.0))),
    )


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod)


def test_with_the_string_in_the_hands_the_arrows_set_it_and_enter_throws() -> None:
    aiming = table(throw=NightAction("move", ("4", "0.0")))
    assert key_intent(aiming, pygame.K_LEFT, 0) == Intent("nudge", -1.0)  # (was 0.5: s22)
    assert key_intent(aiming, pygame.K_RIGHT, pygame.KMOD_SHIFT) == Intent("nudge", 0.1)
    assert key_intent(aiming, pygame.K_RETURN, 0) == Intent("throw")
    assert key_intent(aiming, pygame.K_SPACE, 0) == Intent("throw")
    assert key_intent(aiming, pygame.K_1, 0) is None  # no option is chosen while aiming
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, y=2)
    assert event_intent(aiming, wheel) == Intent("nudge", 2.0)
    assert event_intent(table(), wheel) == Intent("page", -2)


def test_the_arrow_pointing_the_string_s_way_lengthens_it() -> None:
    """Newcomer D, s22, 57.png: with the string lying to the left, Right lengthened it,
    'pressing Right to make it reach further left feels backwards'."""
    throw = NightAction("move", ("4", "0.0"))
    left = table(throw=throw, way=(-0.8, -0.6))  # to the left and up the screen
    assert key_intent(left, pygame.K_LEFT, 0) == Intent("nudge", 1.0)  # fails before: -1
    assert key_intent(left, pygame.K_RIGHT, 0) == Intent("nudge", -1.0)
    assert key_intent(left, pygame.K_UP, pygame.KMOD_SHIFT) == Intent("nudge", 0.1)
    assert key_intent(left, pygame.K_DOWN, 0) == Intent("nudge", -1.0)
    down = table(throw=throw, way=(0.1, 0.99))  # down the screen: Left and Right across it
    assert key_intent(down, pygame.K_DOWN, 0) == Intent("nudge", 1.0)
    assert key_intent(down, pygame.K_UP, 0) == Intent("nudge", -1.0)
    assert key_intent(down, pygame.K_RIGHT, 0) == Intent("nudge", 1.0)
    assert key_intent(down, pygame.K_LEFT, 0) == Intent("nudge", -1.0)


def test_planning_q_and_w_cycle_the_two_actions_and_enter_confirms() -> None:
    planning = table("plan")
    assert event_intent(planning, key(pygame.K_q)) == Intent("cycle", 0)
    assert event_intent(planning, key(pygame.K_w)) == Intent("cycle", 1)
    assert event_intent(planning, key(pygame.K_RETURN)) == Intent("confirm")


def test_a_card_clicked_takes_the_next_free_number_and_a_chip_its_own() -> None:
    planning = table("plan")
    heal = ACTIONS.index("heal")
    assert click_intent(planning, LAYOUT.chip_rect(heal, 1).center) == Intent("plan", (1, "heal"))
    card = LAYOUT.card_rect(heal)
    assert click_intent(planning, (card.left + 4, card.bottom - 4)) == Intent("plan", (0, "heal"))
    move = LAYOUT.card_rect(ACTIONS.index("move"))  # move is action 1: the card makes it 2
    assert click_intent(planning, (move.left + 4, move.bottom - 4)) == Intent("plan", (1, "move"))
    assert click_intent(planning, LAYOUT.confirm_rect().center) == Intent("confirm")


def test_keys_and_presses_reach_the_options_shown_and_the_roofs() -> None:
    row = LAYOUT.option_rect(0)
    acting = table(rows=Rows([(row, 5)]), roof=3)
    assert key_intent(acting, pygame.K_3, 0) == Intent("choose_shown", 2)
    assert key_intent(acting, pygame.K_KP1, 0) == Intent("choose_shown", 0)
    assert key_intent(acting, pygame.K_PAGEDOWN, 0) == Intent("page", 1)
    assert click_intent(acting, row.center) == Intent("choose", 5)
    acting.mouse = row.center  # Enter: the row lit under the pointer
    assert key_intent(acting, pygame.K_RETURN, 0) == Intent("choose", 5)
    assert click_intent(acting, LAYOUT.map.center) == Intent("roof", 3)


def test_a_press_on_a_row_that_just_took_another_s_place_does_nothing() -> None:
    row = LAYOUT.option_rect(0)
    changed = table(rows=Rows([(row, 0)], accepts=False), roof=3)
    assert click_intent(changed, row.center) == Intent("nothing")


def test_a_click_beside_the_roofs_shows_every_option_again() -> None:
    narrowed = table(rows=Rows([]), roof=None)
    narrowed.option_list.roof_filter = 4
    assert click_intent(narrowed, LAYOUT.map.center) == Intent("show_all")
    assert click_intent(table(roof=None), LAYOUT.map.center) is None
