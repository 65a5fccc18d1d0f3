"""The replay's views, one control (issue 33): V needed up to three presses to reach
"View: everything" (it went round every seat), and "Show hidden things" was a second
word for the same idea, greyed in a seat's view with no reason given.

Now V goes from everything face up to the last seat's view and back (`toggle`); the
strip's View button opens this picker of every view, above it: everything, then each
seat, the view shown marked. The picker takes Up/Down, Enter (or Space), a digit (0
everything, 1 the first seat...), Esc, and the mouse; a click outside closes it.

It is the strip's one 'View…' menu (s22: the strip had a View button, a list button
and a Full table button on a second dense row, newcomers W, Y, Z at 1280x720): under
the views, the face-up list ('List decks', 'Hide the list', D) and the table alone
(Full table, F), each with its key's cap. Taisen hides nothing: its menu holds the
list ('What is hidden?') and the full table only.
"""

from __future__ import annotations

from typing import Any

import pygame

from .. import theme
from ..widgets import draw_panel
from .keycaps import caps_width, draw_caps, key_colour
from .strip import draw_tip_box, game_words
from .strip_layout import ROW as ROW_TIP

ROW = 28
"""Design height of a view's row (ROW_TIP: a row's tip above the menu, the strip's
tips' height)."""
PAD = 6
"""Design px around the rows."""
SPLIT = 9
"""Design px between the views and the actions (a line in the middle)."""


class ViewPicker:
    """`ViewPicker(scene)`: the views of the ReplayScene `scene` (typed loosely: the
    scene imports the picker), shown above its View button while `shown`."""

    def __init__(self, scene: Any) -> None:
        self.scene = scene
        self.shown = False
        self.focus = 0
        """The row the keys are on (0: everything, then each seat)."""
        self.hovered: int | None = None
        self.rows: list[pygame.Rect] = []

    def views(self) -> list[int | None]:
        """The views offered: everything, then each seat (none in Taisen)."""
        if self.scene.game == "taisen":  # nothing hidden, no seat's view (E12, s20)
            return []
        return [None, *range(self.scene.players)]

    def entries(self) -> list[tuple[str, int | None]]:
        """The menu's rows, in order: ("view", view) for each view, then ("panel",
        None), the face-up list, and ("full", None), the table alone."""
        rows: list[tuple[str, int | None]] = [("view", view) for view in self.views()]
        return [*rows, ("panel", None), ("full", None)]

    def entry_label(self, entry: tuple[str, int | None]) -> str:
        kind, view = entry
        if kind == "view":
            return self.label(view)
        if kind == "panel":
            return str(self.scene.panel_label())
        return str(self.scene.app.tr("replay.full"))

    def entry_keys(self, entry: tuple[str, int | None]) -> list[str]:
        """The key cap shown at a row's right: D for the list, F for the full table
        (a view's digit starts its words)."""
        kind = entry[0]
        if kind == "view":
            return []
        return [str(self.scene.app.tr(f"replay.key.{'d' if kind == 'panel' else 'f'}"))]

    def label(self, view: int | None) -> str:
        tr = self.scene.app.tr
        if view is None:
            return str(tr("replay.view.pick.all"))
        return str(tr("replay.view.pick.seat", seat=self.scene.seat_label(view), number=view + 1))

    # ------------------------------------------------------------------ showing
    def toggle(self) -> None:
        """Shown or put away (the View button, Shift+V)."""
        self.shown = not self.shown
        if self.shown:
            views = self.views()
            self.focus = views.index(self.scene.view) if self.scene.view in views else 0
            self.hovered = None

    def choose(self, view: int | None) -> None:
        self.shown = False
        self.scene.set_view(view)

    def choose_entry(self, entry: tuple[str, int | None]) -> None:
        """A row chosen: its view, the list shown or hidden, or the table alone."""
        kind, view = entry
        self.shown = False
        if kind == "view":
            self.scene.set_view(view)
        elif kind == "panel":
            self.scene.toggle_panel()
        else:
            self.scene.toggle_full()

    # ------------------------------------------------------------------ input
    def on_key(self, key: int) -> bool:
        """A key while shown: True when the picker took it."""
        if not self.shown:
            return False
        views = self.views()
        entries = self.entries()
        digit = _digit(key)
        if key in (pygame.K_UP, pygame.K_LEFT):
            self.focus = (self.focus - 1) % len(entries)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT):
            self.focus = (self.focus + 1) % len(entries)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose_entry(entries[self.focus])
        elif digit is not None and digit < len(views):
            self.choose(views[digit])
        elif key in (pygame.K_d, pygame.K_f):  # the rows' own keys, as the caps say
            self.choose_entry(("panel" if key == pygame.K_d else "full", None))
        elif key in (pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_v):
            self.shown = False
        else:
            return False
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The pointer while shown: True when the picker took the event (a click on a
        row chooses it; a click elsewhere puts the picker away and goes on to what it
        fell on: 'List decks' clicked with the picker open only closed it, newcomer K,
        s17, 079; on the View button it only closes it)."""
        if not self.shown:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.row_at(event.pos)
            if self.hovered is not None:
                self.focus = self.hovered
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.choose_entry(self.entries()[row])
                return True
            self.shown = False
            return bool(self.scene.view_button.rect.collidepoint(event.pos))
        return event.type == pygame.MOUSEBUTTONUP and event.button == 1

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index, rect in enumerate(self.rows):
            if rect.collidepoint(pos):
                return index
        return None

    # ------------------------------------------------------------------ drawing
    def place(self, anchor: pygame.Rect, size: int) -> pygame.Rect:
        """The rows above `anchor` (the View button), as wide as the widest label and
        its key at font `size`, the actions a gap under the views; the panel around
        them, kept within the window's width."""
        px = theme.px
        font = theme.font(size)
        entries = self.entries()
        width = max(
            anchor.width,
            *(
                font.size(self.entry_label(e))[0] + px(56) + caps_width(self.entry_keys(e))
                for e in entries
            ),
        )
        height = px(ROW)
        split = px(SPLIT) if self.views() else 0
        tall = len(entries) * height + split + 2 * px(PAD)
        panel = pygame.Rect(0, 0, width + 2 * px(PAD), tall)
        panel.bottomright = (anchor.right, anchor.top - px(4))
        right = self.scene.app.view_size[0] - px(4)
        panel.right = min(panel.right, right)
        panel.left = max(px(4), panel.left)
        self.rows = []
        top = panel.top + px(PAD)
        for kind, _ in entries:
            if kind == "panel":
                top += split
            self.rows.append(pygame.Rect(panel.left + px(PAD), top, width, height))
            top += height
        return panel

    def draw(self, canvas: pygame.Surface, anchor: pygame.Rect, size: int) -> None:
        if not self.shown:
            return
        px = theme.px
        panel = self.place(anchor, size)
        draw_panel(canvas, panel, fill=theme.PANEL, border=theme.GOLD, alpha=250, radius=8)
        entries = self.entries()
        for index, (entry, rect) in enumerate(zip(entries, self.rows, strict=True)):
            if entry[0] == "panel" and index > 0:  # the actions, under a line
                y = rect.top - px(SPLIT) // 2
                pygame.draw.line(canvas, theme.BORDER, (rect.left, y), (rect.right, y))
            if index == self.focus:
                pygame.draw.rect(canvas, theme.PANEL_LIGHT, rect, border_radius=px(6))
                pygame.draw.rect(canvas, theme.GOLD, rect, max(1, px(2)), border_radius=px(6))
            current = entry[0] == "view" and entry[1] == self.scene.view
            current = current or (entry[0] == "panel" and self.scene.panel_open)
            colour = theme.GOLD if current else theme.MOONLIGHT
            if current:  # the view shown, marked in the margin (the labels stay in line)
                pygame.draw.circle(canvas, theme.GOLD, (rect.left + px(12), rect.centery), px(4))
            label = self.entry_label(entry)
            theme.blit_text(canvas, label, size, colour, midleft=(rect.left + px(24), rect.centery))
            keys = self.entry_keys(entry)
            if keys:
                left = rect.right - px(8) - caps_width(keys)
                draw_caps(canvas, keys, left, rect.centery, key_colour(colour))
        self.draw_tip(canvas, panel)

    def entry_tip(self, entry: tuple[str, int | None]) -> str:
        """What an action's row does, in the game's words ('Every hand, plan and deck,
        as a list (D)...'; Taisen's: 'nothing but the dice still to roll'), "" for a
        view (its words say it)."""
        tr = self.scene.app.tr
        kind = entry[0]
        if kind == "view":
            return ""
        return game_words(tr, f"replay.tip.{kind}", self.scene.game)

    def draw_tip(self, canvas: pygame.Surface, panel: pygame.Rect) -> None:
        """The hovered action row's tip in a row just above the menu (the strip's tips
        stand above the strip, where the menu is)."""
        if self.hovered is None or self.hovered >= len(self.rows):
            return
        text = self.entry_tip(self.entries()[self.hovered])
        if not text:
            return
        row = theme.px(ROW_TIP)
        over = self.rows[self.hovered]
        strip = self.scene.rects[1]
        draw_tip_box(canvas, self.scene, strip, over, panel.top - theme.px(4) - row, "", text)


def _digit(key: int) -> int | None:
    for digit in range(10):
        if key in (getattr(pygame, f"K_{digit}"), getattr(pygame, f"K_KP{digit}")):
            return digit
    return None
