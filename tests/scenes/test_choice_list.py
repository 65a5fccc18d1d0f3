"""The shared choice list (scenes/choice_list.py), the one rule of every table's list
(issue 32, section 2): the row lit is the keyboard or pad focus when the last input was
a key or a pad, else the row under the pointer; only that row is lit, and Enter acts on
it."""

from __future__ import annotations

import time

import pygame

from scenes import theme
from scenes.app import App
from scenes.choice_list import ChoiceList, ChoiceRow, LitRow
from scenes.paging import fill_pages

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


# ---------------------------------------------------------------- rows the table places
# (what Dojo's action panel had and the shared list lacked, issue 32 section 2)

ROLL, BLITZ, MINUS, PLUS = (
    pygame.Rect(900, 200, 300, 36),
    pygame.Rect(900, 242, 300, 36),
    pygame.Rect(900, 300, 60, 36),
    pygame.Rect(1060, 300, 60, 36),
)


def placed(labels: list[str], rects: list[pygame.Rect], **facets: object) -> ChoiceList:
    choices = ChoiceList()
    choices.guard.grace = 0.0
    choices.set_rows(labels, **facets)  # type: ignore[arg-type]
    choices.set_pages(max(1, len(labels)))
    choices.place(rects, numbered=False)
    return choices


def test_enter_with_no_row_lit_chooses_the_main_button_if_shown() -> None:
    """A table's main button (Dojo's Roll): Enter chooses it when no row is lit; a row
    under the pointer or the keys' focus is lit, and Enter takes that one instead."""
    rows = [ChoiceRow("blitz"), ChoiceRow("roll", primary=True)]
    choices = placed(["Blitz", "Roll"], [BLITZ, ROLL], rows=rows, main=1)
    assert choices.entered(AWAY) == 1  # nothing lit: the main button
    assert choices.entered(BLITZ.center) == 0  # the row under the pointer is lit
    assert choices.entered(ROLL.center) == 1
    choices.handle_key(pygame.K_DOWN)  # the keys light the first row, over the pointer's
    assert choices.entered(ROLL.center) == 0
    assert choices.entered(AWAY) == 1  # the pointer moved: no row lit, the main button
    choices.place([BLITZ], numbered=False)  # the main row is not shown: Enter does nothing
    assert choices.entered(AWAY) is None
    assert placed(["Blitz", "Roll"], [BLITZ, ROLL]).entered(AWAY) is None  # no main row


def test_rows_side_by_side_are_placed_where_the_table_says() -> None:
    choices = placed(["-", "+", "Roll"], [MINUS, PLUS, ROLL])
    assert [r.rect for r in choices.rows_drawn] == [MINUS, PLUS, ROLL]
    assert choices.row_at(PLUS.center) == 1 and choices.row_at(MINUS.center) == 0
    assert [r.number for r in choices.rows_drawn] == [0, 0, 0]  # no keys 1-9: buttons
    assert choices.shown_index(1) is None and choices.row_text(2) == "Roll"
    choices.place([MINUS, PLUS, ROLL], numbered=True)
    assert choices.shown_index(2) == 1 and choices.row_text(1) == "2. +"
    assert choices.shown_index(4) is None  # a number past the rows shown names none
    targets = choices.pad_targets(lambda i: None, kind="option")
    assert [t.key for t in targets] == [("option", 0), ("option", 1), ("option", 2)]


def test_a_row_keeps_its_focus_and_its_place_while_only_its_words_change() -> None:
    """The summoning's "Summon 2" becomes "Summon 3" when + is clicked: the same button
    (its name), so the keys' focus stays, and a press that follows at once counts."""
    rows = [ChoiceRow("-"), ChoiceRow("+"), ChoiceRow("summon", primary=True)]
    choices = placed(["-", "+", "Summon 2"], [MINUS, PLUS, ROLL], rows=rows, main=2)
    choices.guard.grace = 1.0
    later = time.monotonic() + 2.0  # the buttons have stayed a while
    choices.handle_key(pygame.K_DOWN)
    choices.handle_key(pygame.K_DOWN)
    assert choices.focus == 1
    choices.set_rows(["-", "+", "Summon 3"], rows=rows, main=2)
    assert choices.focus == 1 and choices.labels[2] == "Summon 3"
    assert choices.row_pressed(PLUS.center, later) == 1  # no row took another's place
    choices.set_rows(["Roll"], rows=[ChoiceRow("roll")])  # another row: the grace starts
    choices.place([PLUS], numbered=False)  # where + was
    assert choices.focus is None and choices.row_pressed(PLUS.center) is None
    assert choices.row_pressed(PLUS.center, later) == 0


def test_the_lit_row_s_mark_is_what_the_table_shows_on_its_board() -> None:
    """Each row may name the thing on the table it concerns (Dojo: a battle's hex): the
    lit row's, by the pointer or by the keys, is the one to show."""
    rows = [ChoiceRow(mark=None), ChoiceRow(mark=(2, 3)), ChoiceRow(mark=(4, 1))]
    choices = placed(["No more battles", "Fight", "Throw"], [ROLL, BLITZ, MINUS], rows=rows)
    assert choices.lit_mark(AWAY) is None
    assert choices.lit_mark(BLITZ.center) == (2, 3)
    choices.handle_key(pygame.K_END)  # the keys light the last row
    assert choices.lit_mark(BLITZ.center) == (4, 1)


def test_pages_of_the_table_s_own_sizes() -> None:
    """Rows of several heights: the table fills each page as its room allows (3, then
    2); Down past a page's last row shows the next page, the focus on its first row."""
    choices = ChoiceList()
    choices.set_rows([f"Choice {n}" for n in range(5)])
    choices.set_pages(1, sizes=(3, 2))
    assert choices.pager.paged and choices.pager.pages == 2 and choices.shown() == range(3)
    for _ in range(4):
        choices.handle_key(pygame.K_DOWN)
    assert choices.focus == 3 and choices.pager.page == 1 and choices.shown() == range(3, 5)
    assert choices.pager.page_of(2) == 0 and choices.pager.page_of(4) == 1
    turned: list[int] = []
    choices.page_rects = [(pygame.Rect(900, 400, 300, 36), 1)]
    arrow = choices.pad_targets(lambda i: None, turn=turned.append)[-1]
    assert arrow.key == ("page", 1)
    arrow.action()
    assert turned == [1]  # the table's own turn (it lays the page out again)
    choices.set_pages(1, sizes=(5,))  # all fit now
    assert not choices.pager.paged and choices.shown() == range(5)


def test_a_pad_on_a_row_named_for_the_list_lights_it() -> None:
    choices = placed(["Blitz", "Roll"], [BLITZ, ROLL])
    choices.lit.pointer(AWAY)
    choices.follow_pad(("option", 1), "option")
    assert choices.lit_row(AWAY) == 1
    choices.follow_pad(("hex", (1, 1)), "option")  # the pad went to the map
    choices.lit.pointer(BLITZ.center)
    assert choices.lit_row(BLITZ.center) == 0


def test_rows_drawn_as_buttons_show_the_main_look_the_lit_row_the_ring_and_the_icon(
    app: App,
) -> None:
    surface = pygame.Surface((1280, 720))
    rows = [ChoiceRow("roll", icon="die", primary=True), ChoiceRow("blitz")]
    choices = placed(["Roll", "Blitz"], [ROLL, BLITZ], rows=rows, main=0)
    asked: list[tuple[str, int]] = []

    def icon(name: str, side: int) -> pygame.Surface:
        asked.append((name, side))
        picture = pygame.Surface((side, side))
        picture.fill((0, 255, 0))
        return picture

    def colour(at: tuple[int, int]) -> tuple[int, ...]:
        return tuple(surface.get_at(at))[:3]

    with theme.scaled_for((1280, 720)):
        choices.draw_buttons(surface, BLITZ.center, marked=1, icon=icon)
        inside = (ROLL.left + theme.px(4), ROLL.bottom - theme.px(6))
        assert colour(inside) == tuple(theme.VERMILION_DARK)[:3]  # the main look, not lit
        lit = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6)
        assert colour((BLITZ.left + theme.px(4), BLITZ.bottom - theme.px(6))) == tuple(lit)[:3]
        assert colour((BLITZ.left - theme.px(3), BLITZ.centery)) == tuple(theme.GOLD)[:3]
        assert asked == [("die", theme.px(28))]
        assert colour((ROLL.left + theme.px(12), ROLL.centery)) == (0, 255, 0)
        surface.fill((0, 0, 0))
        choices.draw_buttons(surface, BLITZ.center, active=False)  # no input taken now
        assert (
            colour((BLITZ.left + theme.px(4), BLITZ.bottom - theme.px(6)))
            == tuple(theme.PANEL_LIGHT)[:3]
        )


def test_pages_are_filled_as_far_as_the_room_goes() -> None:
    """Rows of several heights (px): one page when all fit (and no more than 9), else
    as many as fit above the row that turns the page, 9 at most (keys 1-9)."""
    assert fill_pages([36, 44, 36], room=200, gap=4, turn=36) == (3,)
    assert fill_pages([], room=200, gap=4, turn=36) == (0,)
    assert fill_pages([44] * 5, room=200, gap=4, turn=36) == (3, 2)  # 3 x 48 <= 164
    assert fill_pages([100, 30, 30], room=120, gap=0, turn=20) == (1, 2)
    assert fill_pages([10] * 12, room=1000, gap=0, turn=20) == (9, 3)
