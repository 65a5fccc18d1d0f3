"""A suggested name forgotten in the setup's name box (newcomers H and I, s16: 'every
mistyped try was kept as a suggestion button ... I saw no way to remove them'; 'a typo
becomes a permanent suggestion: a small x on the chip'). Each name's button that may be
forgotten (not the seat's own, not one another seat bears) has a small 'x' at its right
end: a click on it, or Delete (a pad's X) on the button, forgets the name (SeatNames.forget): the
button goes, the box stays open. Under the pointer the 'x' says what it does and what it
leaves alone: the records keep their games and names. Typed again, a name comes back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from .. import theme
from ..widgets import Button

MARK = 10
"""The 'x' mark's half size (design px), inside its button's right end."""
INSET = 8
"""Design px between the mark and its button's right edge."""


class ForgetMarks:
    """Mixed into NameEntryScene: `forgettable` maps a name's button to its name."""

    app: Any
    menu: Any
    name_buttons: list[Button]
    forget: Callable[[str], object] | None
    forgettable: dict[Button, str]
    relayout: Callable[[], None]
    pointer = (-1, -1)
    """Where the pointer last moved (its 'x' lights under it)."""

    def mark(self, button: Button) -> pygame.Rect:
        """The 'x' of a name's `button`, at its right end."""
        px = theme.px
        mark = pygame.Rect(0, 0, 2 * px(MARK), 2 * px(MARK))
        mark.midright = (button.rect.right - px(INSET), button.rect.centery)
        return mark

    def forget_event(self, event: pygame.event.Event) -> bool:
        """A click on an 'x' (its press too, so that the button under it stays up), or
        Delete on a forgettable name's button: True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            focused = self.menu.focused
            if focused in self.forgettable:
                self.forget_name(focused)
                return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            for button in self.forgettable:
                if self.mark(button).collidepoint(event.pos):
                    if event.type == pygame.MOUSEBUTTONUP:
                        self.forget_name(button)
                    return True
        return False

    def forget_pad(self, command: str) -> bool:
        """A pad's X on a forgettable name's button forgets it (as Delete does)."""
        focused = self.menu.focused
        if command != "x" or focused not in self.forgettable:
            return False
        self.forget_name(focused)
        return True

    def forget_name(self, button: Button) -> None:
        """The button's name forgotten, the button gone; the focus on the next name (or
        the field when none is left)."""
        name = self.forgettable.pop(button)
        if self.forget is not None:
            self.forget(name)
        self.app.audio.play("click")
        index = self.name_buttons.index(button)
        self.name_buttons.remove(button)
        self.menu.widgets.remove(button)
        after = self.name_buttons[index:] + self.name_buttons[:index]
        self.menu.focus(after[0] if after else 0)
        self.relayout()

    def draw_marks(self, canvas: pygame.Surface) -> None:
        """Each 'x', brighter under the pointer, which then says what it does."""
        px = theme.px
        for button in self.forgettable:
            mark = self.mark(button)
            hot = mark.collidepoint(self.pointer)
            colour = theme.VERMILION if hot else theme.TEXT_DIM
            pygame.draw.circle(canvas, theme.MIDNIGHT, mark.center, mark.width // 2)
            pygame.draw.circle(canvas, colour, mark.center, mark.width // 2, max(1, px(2)))
            arm = px(MARK) // 2
            width = max(2, px(2))
            x, y = mark.center
            pygame.draw.line(canvas, colour, (x - arm, y - arm), (x + arm, y + arm), width)
            pygame.draw.line(canvas, colour, (x - arm, y + arm), (x + arm, y - arm), width)
            if hot:
                self.draw_tip(canvas, button)

    def draw_tip(self, canvas: pygame.Surface, button: Button) -> None:
        """Under the pointed 'x': 'Forget this suggestion (your records keep it)'."""
        px = theme.px
        said = theme.text(self.app.tr("setup.name.forget"), theme.FONT_SMALL, theme.MOONLIGHT)
        tip = said.get_rect(midtop=(button.rect.centerx, button.rect.bottom + px(6)))
        tip.clamp_ip(canvas.get_rect().inflate(-px(12), -px(12)))
        box = tip.inflate(px(12), px(6))
        pygame.draw.rect(canvas, theme.MIDNIGHT, box, border_radius=px(6))
        pygame.draw.rect(canvas, theme.VERMILION, box, max(1, px(1)), border_radius=px(6))
        canvas.blit(said, tip)
