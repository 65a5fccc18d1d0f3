"""Play on from here (issue 34 §2): a new game from a moment of a replay. It starts at
that position (the record's seed and its actions up to there), so the cards, tokens and
dice still to come are the ones the seed deals; the seats are chosen again here. It is
a game like any other: autosaved, and kept in the history when it ends.
"""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.ai.agents import LEVELS
from ninjas.core.saves import SaveError, SaveGame
from ninjas.core.session import GameSession, Seat

from .. import theme
from ..menu_scene import MenuScene
from ..widgets import Button, Choice, Menu, draw_backdrop, draw_panel, panel_title_height, wrap_text

if TYPE_CHECKING:
    from ..scene import Scene

log = logging.getLogger(__name__)

PANEL_WIDTH = 760
ROW_HEIGHT = 56
ROW_GAP = 10


def seat_value(seat: Seat) -> str:
    """A seat as the picker's value: "human", "person:<name>" or "ai:<level>"."""
    if seat.is_ai:
        return f"ai:{seat.level}"
    return f"person:{seat.name}" if seat.name else "human"


def value_seat(value: str) -> Seat:
    if value.startswith("ai:"):
        return Seat("ai", value[3:])
    if value.startswith("person:"):
        return Seat(name=value[len("person:") :])
    return Seat()


def play_on_session(
    save: SaveGame, index: int, seats: list[Seat], autosave: bool = True
) -> GameSession:
    """The game of `save` after its first `index` actions, with `seats` sitting: a
    new session that goes on from there (the same seed: the same cards to come).
    SaveError if those actions do not replay."""
    if len(seats) != len(save.seats) and save.seats:
        raise ValueError(f"{len(save.seats)} seats, not {len(seats)}")
    start = SaveGame(
        game=save.game,
        seed=save.seed,
        options=dict(save.options),
        actions=list(save.actions[:index]),
        seats=[seat.to_json() for seat in seats],
    )
    return GameSession.from_save(start, autosave=autosave)


def start_play_on(app: Any, save: SaveGame, index: int, seats: list[Seat]) -> None:
    """Start the game on a fresh stack over the title (where quitting it leads); an
    unfinished game in the autosave is given up for it only if the player agrees (it
    is then kept in the history), as a new game from the setup does."""
    from ninjas.core.autosave import game_at_risk

    from ..tableflow.history_keeper import ask_to_give_up

    waiting = game_at_risk()
    if waiting is None:
        _start_now(app, save, index, seats)
        return
    ask_to_give_up(app, waiting, lambda: _start_now(app, save, index, seats))


def _start_now(app: Any, save: SaveGame, index: int, seats: list[Seat]) -> None:
    from ..message import MessageScene
    from ..registry import make_game_scene, play_over_title
    from ..save_notice import tell_moved_aside

    try:
        session = play_on_session(save, index, seats)
        scene: Scene = make_game_scene(app, session)
    except (SaveError, ImportError, KeyError, ValueError) as exc:
        log.warning("play on: the game could not start: %r", exc)
        app.push(MessageScene(app, app.tr("replay.refused.title"), app.tr("save.error.unknown")))
        return
    app.pads.lost.clear()
    play_over_title(app, scene)
    tell_moved_aside(app, session)


class PlayOnScene(MenuScene):
    """Over the replay: who sits at each seat, then Start (or Back to the replay)."""

    overlay = True

    def __init__(
        self, app: Any, save: SaveGame, index: int, names: list[str | None] | None = None
    ) -> None:
        super().__init__(app)
        self.save = save
        self.index = index
        from ..registry import seat_name

        tr = app.tr
        kept = [Seat.from_json(seat) for seat in save.seats]
        # a record's names are its own (ninjas.core.history keeps them out of its save):
        # each person keeps theirs in the game played on (newcomer B, s10, nc-92/112.png:
        # Ben's seat came back as 'Akane', in the game, its log and its results)
        for seat, name in enumerate((names or [])[: len(kept)]):
            if name and not kept[seat].is_ai:
                kept[seat] = dataclasses.replace(kept[seat], name=name)
        options: list[tuple[Any, Any]] = [("human", lambda: tr("setup.human"))]
        # the record's people by name, so the game played on is kept in their records
        for name in dict.fromkeys(sat.name for sat in kept if sat.name and not sat.is_ai):
            options.append((f"person:{name}", lambda name=name: name))
        for level in LEVELS:
            options.append(
                (
                    f"ai:{level}",
                    lambda level=level: tr(
                        "replay.play_on.computer", level=tr(f"setup.level.{level}")
                    ),
                )
            )
        self.choices: list[Choice] = []

        def label(seat: int) -> Callable[[], str]:
            return lambda: seat_name(app, save.game, seat)

        for seat, sat in enumerate(kept):
            value = seat_value(sat) if seat_value(sat) in dict(options) else "ai:normal"
            self.choices.append(
                Choice(
                    app,
                    (0, 0, 1, 1),
                    label(seat),
                    options,
                    value,
                    lambda _value: None,
                )
            )
        self.start_button = Button(
            app, (0, 0, 1, 1), lambda: tr("replay.play_on.start"), self.start, style="primary"
        )
        self.cancel = Button(app, (0, 0, 1, 1), lambda: tr("button.back"), self.back, style="quiet")
        self.menu = Menu([*self.choices, self.start_button, self.cancel], len(self.choices))
        self.lines: list[str] = []
        self.panel = pygame.Rect(0, 0, 1, 1)
        self.ensure_layout(app.view_size)

    @property
    def seats(self) -> list[Seat]:
        return [value_seat(choice.value) for choice in self.choices]

    def layout(self, size: tuple[int, int]) -> None:
        px = theme.px
        width = min(px(PANEL_WIDTH), size[0] - px(40))
        own = f"replay.play_on.text.{self.save.game}"  # its chance in its own words
        # (newcomer G, s10, nc-97/089.png: 'dice' said in Shinobi, a game of cards)
        key = own if self.app.tr.has(own) else "replay.play_on.text"
        text = self.app.tr(key, index=self.index, total=len(self.save.actions))
        self.lines = wrap_text(text, theme.FONT_BODY, width - px(60))
        rows = len(self.choices)
        height = (
            panel_title_height()
            + len(self.lines) * px(32)
            + px(16)
            + rows * (px(ROW_HEIGHT) + px(ROW_GAP))
            + px(100)
        )
        self.panel = pygame.Rect(0, 0, width, min(height, size[1] - px(20)))
        self.panel.center = (size[0] // 2, size[1] // 2)
        y = self.panel.top + panel_title_height() + len(self.lines) * px(32) + px(16)
        for choice in self.choices:
            choice.rect = pygame.Rect(self.panel.left + px(30), y, width - px(60), px(ROW_HEIGHT))
            y += px(ROW_HEIGHT) + px(ROW_GAP)
        gap = px(20)
        start = theme.design_rect(0, 0, 240, 54)
        start.bottomleft = (self.panel.centerx + gap // 2, self.panel.bottom - px(24))
        cancel = theme.design_rect(0, 0, 200, 54)
        cancel.bottomright = (self.panel.centerx - gap // 2, self.panel.bottom - px(24))
        self.start_button.rect, self.cancel.rect = start, cancel

    def start(self) -> None:
        start_play_on(self.app, self.save, self.index, self.seats)

    def back(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        draw_panel(canvas, self.panel, title=self.app.tr("replay.play_on"), border=theme.GOLD_DARK)
        y = self.panel.top + panel_title_height()
        for line in self.lines:
            theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(self.panel.centerx, y)
            )
            y += theme.px(32)
        self.menu.draw(canvas)
