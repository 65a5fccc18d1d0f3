"""The Taisen table drawn at the window's own size: board, cards, dice, panels and
buttons laid out from the real size, inside it and apart, text at least 14 px at
1280x720, pictures drawn at their shown size, and clicks that land where they are shown."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.taisen import TaisenScene, game_log
from scenes.taisen import card_art as art
from scenes.taisen import layout as L

from .conftest import SIZES, STEP, assert_not_blank


@pytest.fixture(autouse=True)
def back_to_design_size() -> Iterator[None]:
    yield
    L.configure((1280, 720))  # the layout is shared: later tests draw at 1280x720
    theme.set_scale(1.0)


def open_table(app: Any, seed: int = 7) -> TaisenScene:
    session = GameSession.new(
        "taisen",
        [Seat(), Seat("ai", "random")],
        seed=seed,
        options={"first": "monkey"},
        autosave=False,
    )
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    for _ in range(3):
        app.apply_scale()
        scene.update(STEP)
        app.draw()
    return scene


@pytest.mark.parametrize("size", SIZES)
def test_the_table_fills_the_window_with_everything_inside_and_apart(
    sized_app: Any, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    scene = open_table(app)
    assert L.SIZE == size and app.canvas.get_size() == size
    assert_not_blank(app.canvas)
    screen = pygame.Rect((0, 0), size)
    s = theme.scale_for(size)
    panels = [L.DICE_PANEL, L.CONTROL_PANEL, L.LOG_PANEL]
    board = L.COLUMNS[0].unionall(L.COLUMNS[1:])
    for rect in [*panels, board, *L.BUTTONS.values(), *(L.die_rect(d) for d in range(3))]:
        assert screen.contains(rect), (rect, size)
    for i, rect in enumerate([*panels, board]):
        for other in [*panels, board][i + 1 :]:
            assert not rect.colliderect(other), (rect, other)
    buttons = list(L.BUTTONS.values())
    for i, rect in enumerate(buttons):
        assert L.CONTROL_PANEL.contains(rect)
        for other in buttons[i + 1 :]:
            assert not rect.colliderect(other)
    # the board uses the window: nearly its whole width, and every extra row of a
    # taller window (16:10, 3:2) goes to it
    assert board.width >= 0.95 * size[0] or board.width >= 0.95 * 1280 * s
    assert L.PANEL_BOTTOM >= size[1] - 40 * s
    # cards and dice drawn at their shown size, never a small picture scaled up
    assert art.card_surface(0).get_size() == (L.CARD_W, L.CARD_H) == (round(80 * s), round(106 * s))
    assert art.die_surface(0, 1).get_width() == L.DIE_SIZE
    for card in scene.view.order:
        x, y = scene.view.card_xy(card)
        assert board.contains(pygame.Rect(int(x), int(y), L.CARD_W, L.CARD_H))


def test_text_is_never_under_14_px_at_1280x720(sized_app: Any) -> None:
    app = sized_app((1280, 720))
    open_table(app)
    theme.set_scale(1.0)
    assert game_log.LINE_FONT >= theme.FONT_MIN
    assert theme.font(theme.FONT_MIN).get_height() >= 14


def test_a_click_at_1920x1080_lands_on_the_die_and_the_card_shown_there(sized_app: Any) -> None:
    app = sized_app((1920, 1080))
    scene = open_table(app)
    state = scene.state
    die = next(d for d in range(3) if d in scene.selection.dice_for(None))
    centre = L.die_rect(die).center
    assert centre[0] > 1280 * 0 and L.die_rect(die).width == round(58 * 1.5)

    def click(pos: tuple[int, int]) -> None:
        for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            data: dict[str, Any] = {"pos": pos}
            data.update(
                {"rel": (0, 0), "buttons": (0, 0, 0)}
                if kind == pygame.MOUSEMOTION
                else {"button": 1}
            )
            app.dispatch(pygame.event.Event(kind, data))
        app.apply_scale()
        scene.update(STEP)
        app.draw()

    click(centre)
    assert scene.selection.die == die
    local = scene.selection.cards_for(die)[0]
    card = state.side * 10 + local
    x, y = scene.view.card_xy(card)
    points = [(int(x) + L.CARD_W // 2, int(y) + dy) for dy in range(2, L.CARD_H, 3)]
    shown = [p for p in points if scene.view.card_at(p) == card]  # its uncovered part
    assert shown, "the card is drawn nowhere it can be clicked"
    before = len(scene.session.actions)
    click(shown[len(shown) // 2])
    assert len(scene.session.actions) == before + 1  # that card moved with that die


def test_a_new_window_size_lays_the_table_out_again(sized_app: Any) -> None:
    app = sized_app((1280, 720))
    scene = open_table(app)
    small = L.die_rect(0)
    scene.draw(pygame.Surface((2560, 1600)))
    assert L.SIZE == (2560, 1600) and L.die_rect(0).width == 2 * small.width
    assert scene.buttons["end"].rect == L.BUTTONS["end"]
    assert scene.log.rect == L.LOG_PANEL.inflate(-2, -2)
    for card in scene.view.order:  # the cards snapped to their new places
        assert scene.view.positions[card] == list(map(float, scene.view.targets[card]))


def test_a_stacked_cards_strength_reads_from_the_sofa(monkeypatch: Any) -> None:
    """A card under others shows only its index strip: its strength there stands at least
    15 px cap height at 1280x720 (newcomer J, s11: '~12 px on stacked cards')."""
    pygame.font.init()
    asked: list[int] = []
    number = art._number

    def record(text: str, size: int, colour: Any) -> pygame.Surface:
        asked.append(size)
        return number(text, size, colour)

    monkeypatch.setattr(art, "_number", record)
    art._card_drawing(3)
    font = theme._font(max(asked) // art.SS, "body")
    digit = pygame.Rect(font.render("3", True, (0, 0, 0)).get_bounding_rect())
    assert digit.height >= 15, digit
