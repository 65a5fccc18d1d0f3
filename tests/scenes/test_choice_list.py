"""The shared choice list (scenes/choice_list.py), the one rule of every table's list
(issue 32, section 2): the row lit is the keyboard or pad focus when the last input was
a key or a pad, else the row under the pointer; only that row is lit, and Enter acts on
it."""

from __future__ import annotations

import pygame

from scenes import theme
from scenes.app import App
from scenes.choice_list import ChoiceList, LitRow

BOX = pygame.Rect(900, 200, 300, 400)
AWAY = (10, 10)


def drawn(labels: list[str], mouse: tuple[int, int] = AWAY) -> tuple[ChoiceList, pygame.Surface]:
    surface = pygame.Surface((1280, 720))
    choices = ChoiceList()
    choices.guard.grace = 0.0
    choices.set_rows(labels)
    with theme.scaled_for((1280, 720)):
        choices.draw(surface, BOX, mouse)
    return choices, surface


def lit_rows(choices: ChoiceList, surface: pygame.Surface, mouse: tuple[int, int]) -> list[int]:
    """The rows drawn in the lit colour (read from the pixels at each row's edge)."""
    with theme.scaled_for((1280, 720)):
        choices.draw(surface, BOX, mouse)
        lit = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6)
        found = []
        for row in choices.rows_drawn:
            x, y = row.rect.left + theme.px(6), row.rect.bottom - theme.px(4)
            if tuple(surface.get_at((x, y)))[:3] == tuple(lit)[:3]:
                found.append(row.index)
        return found


def test_the_pointer_lights_its_row_until_a_key_moves_the_focus(app: App) -> None:
    choices, surface = drawn(["Collect", "Move", "Attack", "End the turn"])
    over_2 = choices.rows_drawn[2].rect.center
    assert lit_rows(choices, surface, over_2) == [2]
    assert choices.lit_row(over_2) == 2 and choices.entered(over_2) == 2
    # a key: its focus is lit, alone (not also the row under the still pointer)
    assert choices.handle_key(pygame.K_DOWN)
    assert choices.focus == 0
    assert lit_rows(choices, surface, over_2) == [0]
    assert choices.entered(over_2) == 0  # Enter acts on the lit row, not the pointer's
    # the pointer moves: its row is lit again, and Enter takes it
    over_3 = choices.rows_drawn[3].rect.center
    assert lit_rows(choices, surface, over_3) == [3]
    assert choices.entered(over_3) == 3
    # the pointer on no row after it moved: nothing is lit, Enter chooses nothing
    assert lit_rows(choices, surface, AWAY) == []
    assert choices.entered(AWAY) is None


def test_a_pad_focus_on_a_row_lights_it_as_a_key_would(app: App) -> None:
    choices, surface = drawn(["Collect", "Move", "Attack"])
    over_0 = choices.rows_drawn[0].rect.center
    assert lit_rows(choices, surface, over_0) == [0]
    choices.lit.pad(2)  # the pad's focus went to the third row
    assert lit_rows(choices, surface, over_0) == [2]
    assert choices.entered(over_0) == 2
    choices.lit.pad(2)  # still there: the pointer, moved, takes the light back
    assert lit_rows(choices, surface, choices.rows_drawn[1].rect.center) == [1]


def test_enter_spends_nothing_on_a_row_that_just_took_another_s_place(app: App) -> None:
    choices, _ = drawn(["Collect", "End the turn"])
    over = choices.rows_drawn[0].rect.center
    choices.guard.grace = 10.0
    choices.set_rows(["End the turn"])  # the rows changed under the pointer
    assert choices.entered(over) is None
    choices.handle_key(pygame.K_DOWN)  # a key's focus is a deliberate choice: it counts
    assert choices.entered(over) == 0


def test_new_rows_hand_the_light_back_to_the_pointer() -> None:
    lit = LitRow()
    lit.pointer((5, 5))
    lit.keyed(3)
    assert lit.row((5, 5), under=1) == 3
    lit.forget()
    assert lit.row((5, 5), under=1) == 1


def test_a_pad_past_the_rows_shown_scrolls_the_list(app: App) -> None:
    choices, surface = drawn([f"Choice number {n}, with words enough to wrap" for n in range(14)])
    last = choices.rows_drawn[-1].index
    assert last < 13
    assert choices.pad_past_edge(last, 1) == last + 1 and choices.first == 1
    assert choices.pad_past_edge(0, 1) is None  # not at the edge: the pad's own move
    targets = choices.pad_targets(lambda i: None)
    assert [t.key for t in targets] == [("row", r.index) for r in choices.rows_drawn]
