"""The rooms of the table skeleton (scenes/tableflow/), of the Taisen table and of the
setup screen, each tried alone, without a scene (issue 32: a room can be tested
without the others)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.taisen.rules import from_notation
from scenes import theme
from scenes.setup_parts.layout import setup_layout
from scenes.tableflow.computer import ComputerTurn
from scenes.tableflow.keys import CarriedKeys
from scenes.taisen.refusals import card_refusal, die_refusal
from scenes.taisen.selection import Selection


def key_down(key: int, repeat: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, {"key": key, "repeat": repeat})


def test_a_key_held_from_the_computers_turn_never_acts_on_the_persons() -> None:
    carried = CarriedKeys()
    # pressed while the person could not act: this press goes on (Esc, F1, Space...)
    assert not carried.drops(key_down(pygame.K_RETURN), can_act=False, over=False)
    # the same key, still down once the turn has come: dropped until it is let go
    assert carried.drops(key_down(pygame.K_RETURN), can_act=True, over=False)
    assert not carried.drops(key_down(pygame.K_SPACE), can_act=True, over=False)
    carried.drops(pygame.event.Event(pygame.KEYUP, {"key": pygame.K_RETURN}), True, False)
    assert not carried.drops(key_down(pygame.K_RETURN), can_act=True, over=False)


def test_leaving_the_window_forgets_the_keys_held() -> None:
    carried = CarriedKeys()
    carried.drops(key_down(pygame.K_u), can_act=False, over=False)
    carried.drops(pygame.event.Event(pygame.WINDOWFOCUSLOST, {}), True, False)
    assert not carried.drops(key_down(pygame.K_u), can_act=True, over=False)
    # once the game is over, nothing is carried: every key works on the final board
    carried.drops(key_down(pygame.K_r), can_act=False, over=True)
    assert not carried.drops(key_down(pygame.K_r), can_act=True, over=True)


class Search:
    def __init__(self, result: Any = None, error: Exception | None = None) -> None:
        self.answer, self.error, self.cancelled = result, error, False

    def result(self) -> Any:
        if self.error is not None:
            raise self.error
        return self.answer

    def cancel(self) -> None:
        self.cancelled = True


class State:
    is_terminal = False
    current_player = 1

    def legal_actions(self) -> list[str]:
        return ["a", "b"]


class Session:
    current_seat = None
    ai_to_move = True


class Table:
    """The little a ComputerTurn asks of a table."""

    def __init__(self, search: Search, *, animate: bool = False) -> None:
        self.search, self.animate = search, animate
        self.thinking: Any = None
        self.version = 0
        self.session = Session()
        self.state = State()
        self.ai_pause = 0.5
        self.held = False
        self.app: Any = None
        self.played: list[str] = []
        self.levels: list[str] = []

    def play(self, action: str) -> None:
        self.played.append(action)

    def legal_move(self, result: Any) -> Any:
        return result if result in self.state.legal_actions() else None

    def _think(self, level: str) -> Search:
        self.levels.append(level)
        return self.search


@pytest.mark.parametrize(
    "search, played",
    [
        (Search("b"), ["b"]),
        (Search("z"), ["a"]),  # not legal here: the first legal move, the game goes on
        (Search(error=RuntimeError("worker died")), ["a"]),  # a crashed search: the same
    ],
)
def test_the_computer_plays_its_answer_or_else_the_first_legal_move(
    search: Search, played: list[str]
) -> None:
    table = Table(search)
    ComputerTurn(table).drive(1 / 60)
    assert table.levels == ["normal"] and table.played == played
    assert table.thinking is None


def test_the_computer_waits_for_the_table_and_its_pause_then_searches_again_when_the_state_changed() -> (
    None
):
    table = Table(Search("b"), animate=True)
    turn = ComputerTurn(table)
    table.held = True  # animations play: no waiting counted
    turn.drive(1.0)
    assert table.played == [] and turn.wait == 0.0
    table.held = False
    turn.drive(0.3)
    assert table.played == []  # found, but the pause is not over
    table.version += 1  # an undo under it: the search is started again
    old = table.thinking
    table.search = Search("a")
    turn.drive(0.3)
    assert old.cancelled and table.played == []
    turn.drive(0.3)
    assert table.played == ["a"]


def overlaps(rects: list[pygame.Rect]) -> list[tuple[int, int]]:
    return [
        (i, j)
        for i, a in enumerate(rects)
        for j, b in enumerate(rects)
        if i < j and a.colliderect(b)
    ]


@pytest.mark.parametrize("size", [(640, 360), (1280, 720), (1280, 800), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("seats, options, refused", [(2, 1, False), (2, 5, True), (4, 5, False)])
def test_the_setup_layout_keeps_every_row_inside_its_panel_and_apart(
    size: tuple[int, int], seats: int, options: int, refused: bool
) -> None:
    screen = pygame.Rect((0, 0), size)
    with theme.scaled_for(size):
        laid = setup_layout(size, seats, options, refused)
    assert len(laid.seat_panels) == len(laid.kind_rows) == len(laid.level_rows) == seats
    assert len(laid.cells) == len(laid.explanations) == options + 1  # the seed's cell last
    for panel, kind, level in zip(laid.seat_panels, laid.kind_rows, laid.level_rows, strict=True):
        assert panel.contains(kind) and panel.contains(level) and kind.bottom <= level.top
    for cell, line in zip(laid.cells, laid.explanations, strict=True):
        assert laid.options_panel.contains(cell) and cell.bottom <= line.top
    assert not overlaps([*laid.seat_panels, laid.options_panel])
    assert not overlaps([*laid.cells])
    buttons = [laid.back, laid.tutorial, laid.start]
    assert not overlaps(buttons) and all(screen.contains(b) for b in buttons)
    assert all(b.top >= laid.options_panel.bottom for b in buttons)


def test_a_die_or_a_card_refused_says_why_without_a_scene() -> None:
    state = from_notation("R1P1/-/-/-/-/j/-/-/-/-/- m g1 -")
    selection = Selection()
    selection.reset(state.legal_actions())
    assert die_refusal(state, selection, 0) == ("die_used", {"die": "r"})
    assert card_refusal(state, selection, 0) == ("no_die", {"card": "R1"})
    movable = selection.cards_for(None)
    assert movable and card_refusal(state, selection, movable[0]) is None
    assert die_refusal(state, selection, selection.dice_for(None)[0]) is None
