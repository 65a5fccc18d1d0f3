"""The rules reference: a scrollable page built from the catalogue keys rules.<game>.*.

Each section has a `.title` and a `.body`; in a body, a line starting with "- " is a
bullet point (one beginning "- **<name>**" has that name in gold, its card's or its
thing's: a list read by names), a line "## <title>" heads a short part of the section,
and a line
"[diagram:<name>]" is one of the game's pictures, drawn with the game's own art where
the line stands: a narrow picture sits to the right of the text that follows it, a
wide one between paragraphs. Mouse wheel, arrows, Page Up/Down,
Home/End scroll; the contents on the left jump to a section and mark the one shown;
the buttons at the top (and Tab / Shift+Tab) turn to the next or previous game's rules,
in the title's order.

Drawn at the window's own size (`native`): the layout, the text and the pictures are
made again for each size, at that size.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ninjas.games import ALL_GAMES

from . import theme
from .scene import Scene
from .widgets import (
    Button,
    Menu,
    Widget,
    draw_brush_line,
    draw_hint,
    draw_panel,
    ease,
    shortened,
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
        "tips",  # how a game ends, in our words (issue 33, newcomer M, s8)
        "options",
        "edition",
        "controls",
    ),
}
"""Sections of each game's rules, in reading order (keys rules.<game>.<section>.title/body)."""

GAME_ORDER: tuple[str, ...] = tuple(g for g in ALL_GAMES if g in RULES_SECTIONS)
"""The games whose rules the switcher turns through: the title's order."""

RULES_DIAGRAMS: dict[str, str] = {
    "taisen": "scenes.taisen.rules_diagrams",
    "shinobi": "scenes.shinobi.rules_diagrams",
    "night": "scenes.night.rules_diagrams",
    "dojo": "scenes.dojo.rules_diagrams",
}
"""Module of each game's pictures: a body line "[diagram:<name>]" draws DIAGRAMS[name]
(a function of the translator and the width it may take, in real pixels, drawing at
theme's current scale)."""
DIAGRAM_PREFIX = "[diagram:"

PANEL = pygame.Rect(40, 24, 1200, 640)
"""The panel at 1280x720 (design units); at other sizes see RulesScene.layout."""
VIEW = pygame.Rect(370, 110, 830, 530)
"""Where the text scrolls at 1280x720 (design units, clipped)."""
CONTENTS_LEFT = 64
CONTENTS_WIDTH = 272
BODY_SIZE = 24
BODY_LINE = 31
HEADING_SIZE = 36
SUBHEADING_SIZE = 28
SUBHEADING_PREFIX = "## "
"""A body line "## Title" heads a short part of its section, in gold, smaller than the
section's heading (newcomer D, s14: Shinobi's Grand Master mode read as a wall of text)."""
LEAD_MARK = "**"
"""A bullet "- **Name**: what it does" draws Name in gold, where the eye finds it
(newcomer S, s20, 020: Shinobi's Temple and Court cards, 20 names in two run-on
paragraphs, 'names not bold; hard to scan'; the body face is bold already)."""
CAPTION_SIZE = theme.FONT_SMALL
"""The smallest text a picture may carry (14 px at 1280x720)."""
BULLET_INDENT = 28
ARROW_STEP = 48
WHEEL_STEP = 64
FLOAT_SHARE = 0.5
"""A picture at most this share of the text column wide sits beside the text."""
FLOAT_GAP = 28
SWITCH_SIZE = theme.FONT_BODY
LAYER_KEY = (255, 0, 255)
"""The see-through colour of the still layer's corners."""


def column_width(size: tuple[int, int]) -> int:
    """The text column's width (real px) on a surface of `size`, at theme's current
    scale: what a picture may take."""
    return Layout(size).view.width - theme.px(40)


def diagram(game: str, name: str, tr: object, width: int | None = None) -> pygame.Surface | None:
    """The picture `name` of `game`'s rules, drawn at theme's current scale and at most
    `width` real px wide (default: the text column at 1280x720 times the scale), or None
    if there is none (never raises)."""
    if width is None:
        width = theme.px(VIEW.width - 40)
    try:
        module = importlib.import_module(RULES_DIAGRAMS[game])
        draw: Callable[..., pygame.Surface] = module.DIAGRAMS[name]
        if len(inspect.signature(draw).parameters) >= 2:
            return draw(tr, width)
        return draw(tr)
    except Exception:  # a missing picture must not keep the rules from showing
        return None


class Layout:
    """Where everything goes on a surface of `size` (real px)."""

    def __init__(self, size: tuple[int, int]) -> None:
        px = theme.px
        width, height = size
        self.size = size
        self.panel = pygame.Rect(px(40), px(24), width - 2 * px(40), height - px(24) - px(56))
        self.title_left = self.panel.left + px(24)
        self.title_y = self.panel.top + px(48)
        self.view = pygame.Rect(
            self.panel.left + px(330),
            self.panel.top + px(86),
            self.panel.right - px(40) - (self.panel.left + px(330)),
            self.panel.bottom - px(24) - (self.panel.top + px(86)),
        )
        self.contents = pygame.Rect(
            self.panel.left + px(24), self.view.top, px(CONTENTS_WIDTH), self.view.height
        )
        self.back = pygame.Rect(
            self.panel.right - px(200), self.panel.top + px(24), px(170), px(50)
        )
        self.bar = pygame.Rect(self.view.right + px(8), self.view.top, px(10), self.view.height)


@dataclass
class Piece:
    """One drawn thing on the long page, at page coordinates (real px)."""

    y: int
    x: int
    surface: pygame.Surface | None = None
    bullet: bool = False
    brush: int = 0
    """Width of a brush line under a heading (0 = none)."""
    picture: str = ""
    """The diagram's name, if this piece is one."""


@lru_cache(maxsize=4)
def _fade(width: int, height: int) -> pygame.Surface:
    """The fade at the page's bottom edge that says "there is more"."""
    fade = pygame.Surface((width, height), pygame.SRCALPHA)
    for row in range(height):
        alpha = int(234 * row / max(1, height - 1))
        pygame.draw.line(fade, (*theme.PANEL, alpha), (0, row), (width, row))
    return fade


def _flow(
    text: str, size: int, width_at: Callable[[int], int], line_h: int, y: int
) -> list[tuple[int, str]]:
    """Words wrapped greedily into lines whose room depends on where they fall:
    (y, line) pairs from `y` on, `width_at(y)` px wide each."""
    measure = theme.font(size).size
    lines: list[tuple[int, str]] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if current and measure(candidate)[0] > width_at(y):
            lines.append((y, current))
            y += line_h
            current = word
        else:
            current = candidate
    lines.append((y, current))
    return lines


def lead_of(body: str) -> tuple[str, str]:
    """A bullet's body "**Name**: ..." as ("Name", "Name: ..."); else ("", body)."""
    if not body.startswith(LEAD_MARK):
        return "", body
    end = body.find(LEAD_MARK, len(LEAD_MARK))
    if end < 0:
        return "", body
    lead = body[len(LEAD_MARK) : end]
    return lead, lead + body[end + len(LEAD_MARK) :]


def _rendered(font: pygame.font.Font, line: str, lead: str = "") -> pygame.Surface:
    """A line of the page; its first words `lead`, if it begins with them, in gold."""
    if not lead or not line.startswith(lead):
        return font.render(line, True, theme.MOONLIGHT)
    name = font.render(lead, True, theme.GOLD)
    rest = font.render(line[len(lead) :], True, theme.MOONLIGHT) if line != lead else None
    width = name.get_width() + (rest.get_width() if rest is not None else 0)
    surface = pygame.Surface((width, max(name.get_height(), font.get_height())), pygame.SRCALPHA)
    surface.blit(name, (0, 0))
    if rest is not None:
        surface.blit(rest, (name.get_width(), 0))
    return surface


PAGES_KEPT = 8
"""How many built pages a rules screen keeps (RulesScene.pages)."""


class RulesScene(Scene):
    overlay = True

    def __init__(
        self, app: App, game: str = "taisen", *, choose: bool = False, section: str | None = None
    ) -> None:
        super().__init__(app)
        self.choose = choose
        """Opened from the title (the switcher is there from everywhere)."""
        self.opening = section
        """The section to open at (a table's F1: the part of the turn being played,
        scenes.rules_at), shown at once when the page is first built."""
        self.scroll = 0.0
        self.target = 0.0
        self.jumped: int | None = None
        """The section last jumped to, marked until the page is scrolled otherwise."""
        self.pieces: list[Piece] = []
        self.section_tops: list[int] = []
        self.page_height = 0
        self.built_for: tuple[object, ...] = ()
        self.built_scale = theme.scale()
        self.dragging_bar = False
        self.laid_out_for: tuple[object, ...] = ()
        self.geometry = Layout(app.view_size)
        self.menu = Menu([])
        self.contents: list[Button] = []
        self._layer: pygame.Surface | None = None
        self._layer_for: tuple[object, ...] = ()
        self.pages: dict[tuple[object, ...], tuple[list[Piece], list[int], int]] = {}
        """Each game's page as built (build), for the page key it was built for."""
        self.frames_drawn = 0
        self.set_game(game)

    # ------------------------------------------------------------------ games
    def set_game(self, game: str) -> None:
        """Show `game`'s rules from the top (the scene stays where it is on the stack)."""
        self.game = game if game in RULES_SECTIONS else GAME_ORDER[0]
        self.sections = RULES_SECTIONS[self.game]
        self.scroll = self.target = 0.0
        self.jumped = None
        self.laid_out_for = ()
        self.built_for = ()
        self.layout(self.app.view_size)
        self.build()

    def neighbour(self, delta: int) -> str:
        """The game `delta` places on in the title's order (round the ends)."""
        index = GAME_ORDER.index(self.game)
        return GAME_ORDER[(index + delta) % len(GAME_ORDER)]

    def switch(self, delta: int) -> None:
        self.set_game(self.neighbour(delta))

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int]) -> None:
        """Place the widgets for a surface of `size` (again when the size, the scale,
        the game or the language changes)."""
        key = (size, theme.scale(), self.game, self.app.tr.lang)
        if key == self.laid_out_for:
            return
        self.laid_out_for = key
        app, px = self.app, theme.px
        g = self.geometry = Layout(size)
        widgets: list[Widget] = []
        count = len(self.sections)
        step = min(px(38), (g.contents.height - px(10)) // count)
        room = g.contents.width - px(24)
        self.contents = []
        for index, section in enumerate(self.sections):
            button = Button(
                app,
                (g.contents.left, g.contents.top + index * step, g.contents.width, step - px(4)),
                shortened(app.tr(f"rules.{self.game}.{section}.title"), theme.FONT_SMALL + 2, room),
                lambda i=index: self.jump(i),
                style="link",
                size=theme.FONT_SMALL + 2,
            )
            self.contents.append(button)
            widgets.append(button)
        self.back = Button(app, g.back, lambda: app.tr("button.back"), self.close, style="quiet")
        # the game switcher: the previous and the next game in the title's order
        font = theme.font(SWITCH_SIZE)
        previous_label = "<  " + app.tr(f"game.{self.neighbour(-1)}.name")
        next_label = app.tr(f"game.{self.neighbour(1)}.name") + "  >"
        next_w = font.size(next_label)[0] + px(40)
        previous_w = font.size(previous_label)[0] + px(40)
        top, height = g.back.top, g.back.height
        self.next_button = Button(
            app,
            (g.back.left - px(24) - next_w, top, next_w, height),
            next_label,
            lambda: self.switch(1),
            style="quiet",
            size=SWITCH_SIZE,
        )
        self.previous_button = Button(
            app,
            (self.next_button.rect.left - px(12) - previous_w, top, previous_w, height),
            previous_label,
            lambda: self.switch(-1),
            style="quiet",
            size=SWITCH_SIZE,
        )
        widgets += [self.previous_button, self.next_button, self.back]
        self.menu = Menu(widgets)
        self.menu.focus(widgets.index(self.back))
        self.back.focused = False  # the keyboard scrolls here: no focus ring

    # ------------------------------------------------------------------ page
    def page_key(self, game: str) -> tuple[object, ...]:
        """What a game's page is laid out for: its language, scale and page size."""
        return (self.app.tr.lang, game, theme.scale(), self.geometry.view.size)

    def build(self) -> None:
        """Lay the page out in real px for the current size, scale and language (kept:
        a game seen again, or warmed beforehand, is shown at once)."""
        key = self.page_key(self.game)
        if key == self.built_for:
            return
        page = self.pages.get(key)
        if page is None:
            page = self._keep(key, self._make_page(self.game))
        self.pieces, self.section_tops, self.page_height = page
        self.built_for = key
        self.built_scale = theme.scale()
        self.target = min(self.target, self.max_scroll)
        self.scroll = min(self.scroll, self.max_scroll)

    def warm(self) -> None:
        """One frame's spare work once the page is shown: the previous and the next
        game's pages built ahead, so the switcher's click shows them in that very frame
        (they took 0.2-0.3 s of processor each, about 1 s on a busy machine: a shot 1 s
        after 'Shinobi >' still showed Taisen, and a second click went one game too far,
        newcomer A, s24 t04/t04c)."""
        for game in (self.neighbour(1), self.neighbour(-1)):
            key = self.page_key(game)
            if key not in self.pages:
                self._keep(key, self._make_page(game))
                return

    def _keep(
        self, key: tuple[object, ...], page: tuple[list[Piece], list[int], int]
    ) -> tuple[list[Piece], list[int], int]:
        """`page` kept for `key`: the last PAGES_KEPT pages (each game once, and room
        for a language or size changed)."""
        self.pages.pop(key, None)
        self.pages[key] = page
        while len(self.pages) > PAGES_KEPT:
            del self.pages[next(iter(self.pages))]
        return page

    def _make_page(self, game: str) -> tuple[list[Piece], list[int], int]:
        """`game`'s page: its pieces, its sections' tops and its height."""
        tr, px = self.app.tr, theme.px
        view = self.geometry.view
        width = view.width - px(40)
        line_h = px(BODY_LINE)
        body_font = theme.font(BODY_SIZE)
        pieces: list[Piece] = []
        tops: list[int] = []
        y = 0
        for section in RULES_SECTIONS[game]:
            tops.append(y)
            heading = theme.shadowed_text(
                tr(f"rules.{game}.{section}.title"), HEADING_SIZE, theme.GOLD, "display"
            )
            pieces.append(Piece(y, 0, heading, brush=heading.get_width() + px(30)))
            y += heading.get_height() + px(20)
            float_bottom, float_room = 0, 0
            for paragraph in tr(f"rules.{game}.{section}.body").split("\n"):
                if paragraph.startswith(DIAGRAM_PREFIX) and paragraph.endswith("]"):
                    name = paragraph[len(DIAGRAM_PREFIX) : -1]
                    picture = diagram(game, name, tr, width)
                    if picture is None:
                        continue
                    if picture.get_width() > width:  # never wider than the page
                        share = width / picture.get_width()
                        picture = pygame.transform.smoothscale_by(picture, share)
                    y = max(y, float_bottom)
                    if picture.get_width() + px(FLOAT_GAP) <= width * FLOAT_SHARE:
                        pieces.append(
                            Piece(y + px(6), width - picture.get_width(), picture, picture=name)
                        )
                        float_bottom = y + px(6) + picture.get_height() + px(16)
                        float_room = picture.get_width() + px(FLOAT_GAP)
                    else:
                        y += px(10)
                        left = (width - picture.get_width()) // 2
                        pieces.append(Piece(y, left, picture, picture=name))
                        y += picture.get_height() + px(18)
                    continue
                if paragraph.startswith(SUBHEADING_PREFIX):  # a short part's own title
                    y = max(y, float_bottom) + px(8)
                    sub = theme.shadowed_text(
                        paragraph[len(SUBHEADING_PREFIX) :], SUBHEADING_SIZE, theme.GOLD, "display"
                    )
                    pieces.append(Piece(y, 0, sub))
                    y += sub.get_height() + px(6)
                    continue
                bullet = paragraph.startswith("- ")
                body = paragraph[2:] if bullet else paragraph
                lead, body = lead_of(body) if bullet else ("", body)
                indent = px(BULLET_INDENT) if bullet else 0
                if not body:
                    y += line_h // 2
                    continue

                def room(
                    at: int, indent: int = indent, fb: int = float_bottom, fr: int = float_room
                ) -> int:
                    return width - indent - (fr if at < fb else 0)

                lines = _flow(body, BODY_SIZE, room, line_h, y)
                for number, (at, line) in enumerate(lines):
                    # rendered here, not through theme.text: the page keeps its lines,
                    # and hundreds of long lines would crowd theme's shared cache
                    surface = _rendered(body_font, line, lead if number == 0 else "")
                    pieces.append(Piece(at, indent, surface, bullet=bullet and number == 0))
                y = lines[-1][0] + line_h + (px(4) if bullet else 0)
            y = max(y, float_bottom) + px(30)
        # room after the last section, so that every section can be scrolled to the top
        return pieces, tops, max(y, tops[-1] + view.height)

    def refresh(self, size: tuple[int, int]) -> None:
        """Lay out and build again if the size, scale or language changed; the section
        shown stays shown."""
        old_tops, old_scroll = self.section_tops, self.scroll
        section = self.current_section if old_tops else 0
        inside = old_scroll - old_tops[section] if old_tops else 0.0
        old_scale = self.built_scale
        self.layout(size)
        self.build()
        if old_tops and self.section_tops != old_tops:
            ratio = theme.scale() / old_scale
            place = self.section_tops[section] + inside * ratio
            self.scroll = self.target = min(self.max_scroll, max(0.0, place))
        if self.opening in self.sections and self.section_tops:
            index = self.sections.index(self.opening)
            self.jumped = index
            self.scroll = self.target = min(self.max_scroll, float(self.section_tops[index]))
        self.opening = None

    @property
    def max_scroll(self) -> float:
        return float(max(0, self.page_height - self.geometry.view.height))

    def scroll_by(self, amount: float) -> None:
        self.let_go_of_entry()
        self.target = min(self.max_scroll, max(0.0, self.target + amount))

    def let_go_of_entry(self) -> None:
        """The page is scrolled otherwise than by the contents: no entry stays marked
        beside the section being read (two marks showed, the clicked entry's ring and the
        read section's bar, issue 33)."""
        self.jumped = None
        focused = self.menu.focused
        if focused is not None:
            focused.focused = False

    def jump(self, index: int) -> None:
        self.jumped = index
        self.target = min(self.max_scroll, float(self.section_tops[index]))

    def section_at(self, position: float) -> int:
        """The section shown when the page is scrolled to `position`."""
        current = 0
        for index, top in enumerate(self.section_tops):
            if top <= position + theme.px(8):
                current = index
        return current

    @property
    def current_section(self) -> int:
        """The section being read (marked in the contents): the one whose heading has
        passed a reading line a third of the way down the page (at the page's top the
        marker lagged a section behind what the reader saw, issue 33), the last one at
        the page's end."""
        if self.jumped is not None and self.jumped < len(self.section_tops):
            return self.jumped  # the section asked for, however short
        if self.scroll <= 0:
            return 0  # the page's top: its first section (a short one lay above the line)
        return self.section_at(self.scroll + self.geometry.view.height / 3)

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ scene
    def handle_event(self, event: pygame.event.Event) -> None:
        self.refresh(self.app.view_size)
        px = theme.px
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * px(WHEEL_STEP))
            return
        if event.type == pygame.KEYDOWN:
            key = event.key
            page = self.geometry.view.height - px(60)
            moves = {
                pygame.K_UP: -px(ARROW_STEP),
                pygame.K_DOWN: px(ARROW_STEP),
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
            }
            if key in moves:
                self.scroll_by(moves[key])
            elif key == pygame.K_HOME:
                self.let_go_of_entry()
                self.target = 0.0
            elif key == pygame.K_END:
                self.let_go_of_entry()
                self.target = self.max_scroll
            elif key in (pygame.K_LEFT, pygame.K_RIGHT):
                delta = -1 if key == pygame.K_LEFT else 1
                shown = self.section_at(self.target)
                self.jump(min(len(self.sections) - 1, max(0, shown + delta)))
            elif key == pygame.K_TAB:
                self.app.audio.play("click")
                self.switch(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.app.audio.play("click")
                self.close()
            return
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.geometry.bar.inflate(px(8), 0).collidepoint(event.pos)
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

    def _drag_to(self, y: int) -> None:
        track = self.geometry.bar
        fraction = (y - track.top) / max(1, track.height)
        self.let_go_of_entry()
        self.target = self.scroll = min(self.max_scroll, max(0.0, fraction * self.max_scroll))

    def update(self, dt: float) -> None:
        if self.frames_drawn >= 2:  # the page shown first: the neighbours' built ahead
            self.warm()
        self.scroll = ease(self.scroll, self.target, dt, 16.0)
        if abs(self.scroll - self.target) < 0.5:
            self.scroll = self.target
        self.menu.update(dt)

    def _alone(self) -> bool:
        """Nothing is drawn under the reference (opened from the title's F1 in a test,
        or first on the stack): its own background then."""
        stack = self.app.stack
        return not stack or stack[0] is self

    def _panel_layer(self, alone: bool) -> pygame.Surface:
        """The still part of the screen, drawn once per size, game and language: the
        panel, the title and its brush line, the line beside the contents and the
        contents' names. Over another scene it is the panel alone, opaque with its
        rounded corners see-through (a colour key); alone, the whole window with its
        background. Either way a frame blits it at once."""
        key = (*self.laid_out_for, alone)
        if self._layer is not None and self._layer_for == key:
            return self._layer
        px, g = theme.px, self.geometry
        if alone:
            layer = pygame.Surface(g.size)
            theme.draw_background(layer)
            local = g.panel
            draw_panel(layer, local, alpha=246, radius=px(theme.RADIUS))
        else:
            layer = pygame.Surface(g.panel.size)
            layer.fill(LAYER_KEY)
            local = g.panel.move(-g.panel.left, -g.panel.top)
            draw_panel(layer, local, alpha=255, radius=px(theme.RADIUS), shadow=False)
        dx, dy = local.left - g.panel.left, local.top - g.panel.top
        title = theme.blit_text(
            layer,
            self.app.tr(f"rules.{self.game}.title"),
            theme.FONT_HEADING + 4,
            theme.GOLD,
            "display",
            shadow=True,
            midleft=(g.title_left + dx, g.title_y + dy),
        )
        draw_brush_line(layer, title.centerx, title.bottom + px(4), title.width + px(30))
        line_x = g.view.left - px(22) + dx
        top, bottom = g.view.top + dy, g.view.bottom + dy
        pygame.draw.line(layer, theme.BORDER, (line_x, top), (line_x, bottom), max(1, px(1)))
        for button in self.contents:  # as a Button draws them, not lit
            glow, button.glow = button.glow, 0.0
            button.rect.move_ip(dx, dy)
            button.draw(layer)
            button.rect.move_ip(-dx, -dy)
            button.glow = glow
        if not alone:
            layer.set_colorkey(LAYER_KEY, pygame.RLEACCEL)
        else:
            draw_hint(layer, self.app.tr("hint.rules"))
            if pygame.display.get_surface() is not None:
                layer = layer.convert()
        self._layer, self._layer_for = layer, key
        return layer

    def draw(self, canvas: pygame.Surface) -> None:
        self.refresh(canvas.get_size())
        self.frames_drawn += 1
        px, g = theme.px, self.geometry
        alone = self._alone()
        if alone:
            canvas.blit(self._panel_layer(True), (0, 0))
        else:
            theme.draw_veil(canvas)
            canvas.blit(self._panel_layer(False), g.panel)
        tr = self.app.tr
        # the contents column (its names are in the layer: only a lit one is drawn
        # again), the section shown marked, the buttons at the top
        for button in self.contents:
            if button.glow > 0.02 or button.pressed:
                button.draw(canvas)
        for button in (self.previous_button, self.next_button, self.back):
            button.draw(canvas)
        mark = self.contents[self.current_section].rect
        pygame.draw.rect(
            canvas,
            theme.VERMILION,
            (mark.left - px(4), mark.top + px(6), px(4), mark.height - px(12)),
            border_radius=px(2),
        )
        view = g.view
        # the page
        clip = canvas.get_clip()
        canvas.set_clip(view)
        offset = view.top - int(self.scroll)
        line_h = px(BODY_LINE)
        for piece in self.pieces:
            y = piece.y + offset
            height = piece.surface.get_height() if piece.surface is not None else line_h
            if y > view.bottom or y + max(height, line_h) < view.top:
                continue
            if piece.bullet:
                pygame.draw.circle(
                    canvas,
                    theme.VERMILION,
                    (view.left + piece.x - px(14), y + line_h // 2 - px(2)),
                    px(4),
                )
            if piece.surface is not None:
                canvas.blit(piece.surface, (view.left + piece.x, y))
            if piece.brush:
                draw_brush_line(
                    canvas,
                    view.left + piece.brush // 2 - px(15),
                    y + height - px(4),
                    piece.brush,
                )
        canvas.set_clip(clip)
        if self.scroll < self.max_scroll - 1:
            fade = _fade(view.width, px(36))
            canvas.blit(fade, (view.left, view.bottom - fade.get_height()))
        # scrollbar
        if self.max_scroll > 0:
            track = g.bar
            pygame.draw.rect(canvas, theme.MIDNIGHT, track, border_radius=track.width // 2)
            size = max(px(40), int(track.height * view.height / self.page_height))
            top = track.top + int((track.height - size) * self.scroll / self.max_scroll)
            pygame.draw.rect(
                canvas,
                theme.GOLD_DARK if not self.dragging_bar else theme.GOLD,
                (track.left, top, track.width, size),
                border_radius=track.width // 2,
            )
        if not alone:
            draw_hint(canvas, tr("hint.rules"))
