"""The rules reference: a scrollable page built from the catalogue keys rules.<game>.*.

Each section has a `.title` and a `.body`; in a body, a line starting with "- " is a
bullet point. Mouse wheel, arrows, Page Up/Down, Home/End scroll; the contents on the
left jump to a section.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from . import theme
from .scene import Scene
from .widgets import (
    Button,
    Menu,
    Widget,
    draw_backdrop,
    draw_brush_line,
    draw_hint,
    draw_panel,
    ease,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

RULES_SECTIONS: dict[str, tuple[str, ...]] = {
    "taisen": (
        "goal",
        "components",
        "setup",
        "turn",
        "dice",
        "moving",
        "combat",
        "shogun",
        "ties",
        "chains",
        "end_turn",
        "winning",
        "edition",
        "controls",
    ),
    "night": (
        "goal",
        "setup",
        "round",
        "actions",
        "throws",
        "bonuses",
        "backpack",
        "scoring",
        "edition",
        "controls",
    ),
    "shinobi": (
        "goal",
        "components",
        "setup",
        "turn",
        "placing",
        "powers",
        "yokai",
        "end",
        "grandmaster",
        "board",
        "bosses",
        "temple",
        "edition",
        "controls",
    ),
    "dojo": (
        "goal",
        "setup",
        "turn",
        "moving",
        "water",
        "battles",
        "projectiles",
        "summoning",
        "winning",
        "options",
        "edition",
        "controls",
    ),
}
"""Sections of each game's rules, in reading order (keys rules.<game>.<section>.title/body)."""

RULES_DIAGRAMS: dict[str, str] = {
    "taisen": "scenes.taisen.rules_diagrams",
    "night": "scenes.night.rules_diagrams",
    "shinobi": "scenes.shinobi.rules_diagrams",
}
"""Module of each game's pictures: a body line "[diagram:<name>]" draws DIAGRAMS[name]."""
DIAGRAM_PREFIX = "[diagram:"


def diagram(game: str, name: str, tr: object) -> pygame.Surface | None:
    """The picture `name` of `game`'s rules, or None if there is none (never raises)."""
    import importlib

    try:
        module = importlib.import_module(RULES_DIAGRAMS[game])
        return module.DIAGRAMS[name](tr)  # type: ignore[no-any-return]
    except Exception:  # a missing picture must not keep the rules from showing
        return None


PANEL = pygame.Rect(40, 24, 1200, 640)
VIEW = pygame.Rect(370, 110, 830, 530)
"""Where the text scrolls (clipped)."""
CONTENTS_LEFT = 64
CONTENTS_WIDTH = 272
BODY_SIZE = 24
BODY_LINE = 31
HEADING_SIZE = 36
BULLET_INDENT = 28
ARROW_STEP = 48
WHEEL_STEP = 64


@dataclass
class Piece:
    """One drawn thing on the long page, at page coordinates."""

    y: int
    x: int
    surface: pygame.Surface | None = None
    bullet: bool = False
    brush: int = 0
    """Width of a brush line under a heading (0 = none)."""


class RulesScene(Scene):
    overlay = True

    def __init__(self, app: App, game: str = "taisen", *, choose: bool = False) -> None:
        super().__init__(app)
        self.game = game if game in RULES_SECTIONS else "taisen"
        self.choose = choose
        """Opened from the title: a button leads to the next game's rules."""
        self.sections = RULES_SECTIONS[self.game]
        self.scroll = 0.0
        self.target = 0.0
        self.pieces: list[Piece] = []
        self.section_tops: list[int] = []
        self.page_height = 0
        self.built_for = ""
        self.dragging_bar = False
        widgets: list[Widget] = []
        top = VIEW.top
        step = min(38, (VIEW.height - 10) // len(self.sections))
        for index, section in enumerate(self.sections):
            rect = (CONTENTS_LEFT, top + index * step, CONTENTS_WIDTH, step - 4)
            widgets.append(
                Button(
                    app,
                    rect,
                    lambda s=section: app.tr(f"rules.{self.game}.{s}.title"),
                    lambda i=index: self.jump(i),
                    style="link",
                    size=theme.FONT_SMALL + 2,
                )
            )
        self.back = Button(
            app,
            (PANEL.right - 200, PANEL.top + 24, 170, 50),
            lambda: app.tr("button.back"),
            self.close,
            style="quiet",
        )
        widgets.append(self.back)
        if choose and len(RULES_SECTIONS) > 1:
            games = list(RULES_SECTIONS)
            following = games[(games.index(self.game) + 1) % len(games)]
            widgets.append(
                Button(
                    app,
                    (PANEL.right - 520, PANEL.top + 24, 300, 50),
                    lambda: app.tr(f"game.{following}.name") + "  >",
                    lambda: self.app.replace(RulesScene(self.app, following, choose=True)),
                    style="link",
                )
            )
        self.menu = Menu(widgets)
        self.menu.focus(widgets.index(self.back))
        self.back.focused = False  # the keyboard scrolls here: no focus ring
        self.build()

    # ------------------------------------------------------------------ page
    def build(self) -> None:
        tr = self.app.tr
        width = VIEW.width - 40
        pieces: list[Piece] = []
        tops: list[int] = []
        y = 0
        for section in self.sections:
            tops.append(y)
            heading = theme.shadowed_text(
                tr(f"rules.{self.game}.{section}.title"), HEADING_SIZE, theme.GOLD, "display"
            )
            pieces.append(Piece(y, 0, heading, brush=heading.get_width() + 30))
            y += heading.get_height() + 20
            for paragraph in tr(f"rules.{self.game}.{section}.body").split("\n"):
                if paragraph.startswith(DIAGRAM_PREFIX) and paragraph.endswith("]"):
                    picture = diagram(self.game, paragraph[len(DIAGRAM_PREFIX) : -1], tr)
                    if picture is not None:
                        y += 10
                        pieces.append(Piece(y, max(0, (width - picture.get_width()) // 2), picture))
                        y += picture.get_height() + 18
                    continue
                bullet = paragraph.startswith("- ")
                body = paragraph[2:] if bullet else paragraph
                indent = BULLET_INDENT if bullet else 0
                for number, line in enumerate(wrap_text(body, BODY_SIZE, width - indent)):
                    surface = theme.text(line, BODY_SIZE, theme.MOONLIGHT) if line else None
                    pieces.append(Piece(y, indent, surface, bullet=bullet and number == 0))
                    y += BODY_LINE if line else BODY_LINE // 2
                if bullet:
                    y += 4
            y += 30
        self.pieces = pieces
        self.section_tops = tops
        self.page_height = y
        self.built_for = tr.lang

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.page_height - VIEW.height))

    def scroll_by(self, amount: float) -> None:
        self.target = min(self.max_scroll, max(0.0, self.target + amount))

    def jump(self, index: int) -> None:
        self.target = min(self.max_scroll, float(self.section_tops[index]))

    @property
    def current_section(self) -> int:
        position = self.scroll + 8
        current = 0
        for index, top in enumerate(self.section_tops):
            if top <= position:
                current = index
        return current

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * WHEEL_STEP)
            return
        if event.type == pygame.KEYDOWN:
            key = event.key
            page = VIEW.height - 60
            moves = {
                pygame.K_UP: -ARROW_STEP,
                pygame.K_DOWN: ARROW_STEP,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
            }
            if key in moves:
                self.scroll_by(moves[key])
            elif key == pygame.K_HOME:
                self.target = 0.0
            elif key == pygame.K_END:
                self.target = self.max_scroll
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                delta = -1 if key == pygame.K_LEFT else 1
                self.jump(min(len(self.sections) - 1, max(0, self.current_section + delta)))
            elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.audio.play("click")
                self.close()
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self._bar_track().collidepoint(event.pos)
        ):
            self.dragging_bar = True
            self._drag_to(event.pos[1])
            return
        if event.type == pygame.MOUSEMOTION and self.dragging_bar:
            self._drag_to(event.pos[1])
            return
        if event.type == pygame.MOUSEBUTTONUP and self.dragging_bar:
            self.dragging_bar = False
            return
        self.menu.handle_event(event)

    def _bar_track(self) -> pygame.Rect:
        return pygame.Rect(VIEW.right + 8, VIEW.top, 10, VIEW.height)

    def _drag_to(self, y: int) -> None:
        track = self._bar_track()
        fraction = (y - track.top) / max(1, track.height)
        self.target = self.scroll = min(self.max_scroll, max(0.0, fraction * self.max_scroll))

    def update(self, dt: float) -> None:
        self.scroll = ease(self.scroll, self.target, dt, 16.0)
        if abs(self.scroll - self.target) < 0.5:
            self.scroll = self.target
        self.menu.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.built_for != self.app.tr.lang:
            self.build()
        draw_backdrop(self, canvas)
        draw_panel(canvas, PANEL, alpha=246)
        tr = self.app.tr
        theme.blit_text(
            canvas,
            tr(f"rules.{self.game}.title"),
            theme.FONT_HEADING + 4,
            theme.GOLD,
            "display",
            shadow=True,
            midleft=(CONTENTS_LEFT, PANEL.top + 48),
        )
        draw_brush_line(canvas, CONTENTS_LEFT + 150, PANEL.top + 76, 300)
        # the contents column, the current section marked
        self.menu.draw(canvas)
        mark = self.menu.widgets[self.current_section].rect
        pygame.draw.rect(
            canvas,
            theme.VERMILION,
            (mark.left + 2, mark.top + 6, 4, mark.height - 12),
            border_radius=2,
        )
        pygame.draw.line(
            canvas, theme.BORDER, (VIEW.left - 22, VIEW.top), (VIEW.left - 22, VIEW.bottom), 1
        )
        # the page
        clip = canvas.get_clip()
        canvas.set_clip(VIEW)
        offset = VIEW.top - int(self.scroll)
        for piece in self.pieces:
            y = piece.y + offset
            if y > VIEW.bottom or y + 60 < VIEW.top:
                continue
            if piece.bullet:
                pygame.draw.circle(
                    canvas, theme.VERMILION, (VIEW.left + piece.x - 14, y + BODY_LINE // 2 - 2), 4
                )
            if piece.surface is not None:
                canvas.blit(piece.surface, (VIEW.left + piece.x, y))
            if piece.brush:
                draw_brush_line(
                    canvas, VIEW.left + piece.brush // 2 - 15, y + HEADING_SIZE - 2, piece.brush
                )
        canvas.set_clip(clip)
        # a fade at the bottom edge says "there is more"
        if self.scroll < self.max_scroll - 1:
            fade = pygame.Surface((VIEW.width, 36), pygame.SRCALPHA)
            for row in range(36):
                pygame.draw.line(fade, (*theme.PANEL, int(row * 6.5)), (0, row), (VIEW.width, row))
            canvas.blit(fade, (VIEW.left, VIEW.bottom - 36))
        # scrollbar
        if self.max_scroll > 0:
            track = self._bar_track()
            pygame.draw.rect(canvas, theme.MIDNIGHT, track, border_radius=5)
            size = max(40, int(track.height * VIEW.height / self.page_height))
            top = track.top + int((track.height - size) * self.scroll / self.max_scroll)
            pygame.draw.rect(
                canvas,
                theme.GOLD_DARK if not self.dragging_bar else theme.GOLD,
                (track.left, top, track.width, size),
                border_radius=5,
            )
        draw_hint(canvas, tr("hint.rules"))
