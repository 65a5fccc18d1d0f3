"""A person or a computer taken out of a middle seat (newcomer B, s14, 106-108: lowering
the player count took the last seats away, and each seat's Player was only Human or
Computer: a person in seat 2 could not leave while seats 3 and 4 stayed). A playing
seat's card, the first's aside, has a small 'x' in its top right corner while the count
may drop: a click on it (or Delete on one of its rows) takes that seat out; the seats
after it move up a place, and the line under the options says who left ('Marc left the
table'). The seat taken out rests at the end: raised again, the count seats it there,
the others staying where they are (newcomer S, s20: seat_count.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from .. import theme
from ..registry import seat_name
from . import who_starts

if TYPE_CHECKING:
    from ninjas.core.session import Seat

MARK = 13
"""The 'x' button's half size (design px)."""


class SeatLeave:
    """Mixed into SetupScene: each playing seat's 'x', and what a click on it does."""

    app: Any
    game: str
    seats: list[Seat]
    players: int
    kind_choices: list[Any]
    level_choices: list[Any]
    name_rows: list[Any]
    cells: list[tuple[str, Any]]
    left_line: str
    seat_panels: list[pygame.Rect]
    menu: Any
    pointer_at: tuple[int, int] = (-1, -1)
    """Where the pointer last moved (its 'x' lights under it)."""

    def counts(self) -> tuple[int, ...]:
        """The player counts the game takes (its Players row's values; none: no row)."""
        cell = dict(self.cells).get("players")
        return tuple(value for value, _ in getattr(cell, "options", ()))

    def leave_event(self, event: pygame.event.Event) -> bool:
        """A click on a seat's 'x', or Delete on one of its rows: that seat leaves.
        True when the event was used; the pointer's place kept as it moves."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer_at = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_DELETE:
            seat = self.focused_seat()
            if seat is not None and self.may_leave(seat):
                self.take_out(seat)
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.leave_clicked(event.pos)
        return False

    def may_leave(self, seat: int) -> bool:
        """`seat` plays, is not the first, and the count may drop by one."""
        return 0 < seat < self.players and self.players - 1 in self.counts()

    def leave_mark(self, seat: int) -> pygame.Rect | None:
        """The 'x' of `seat`'s card (None: it may not leave)."""
        if not self.may_leave(seat) or seat >= len(self.seat_panels):
            return None
        return self.mark_spot(seat)

    def mark_spot(self, seat: int) -> pygame.Rect:
        """Where `seat`'s card has its 'x' when it has one. A click there on a card that
        rests adds nothing: the seat taken out rests at the end, under the 'x' the next
        click aimed at (newcomer X, s21, 305/307: the 'x' of seat 2, then of seat 4,
        took Ben out and sat him again at seat 4, still four players)."""
        panel = self.seat_panels[seat]
        px = theme.px
        mark = pygame.Rect(0, 0, 2 * px(MARK), 2 * px(MARK))
        mark.topright = (panel.right - px(8), panel.top + px(8))
        return mark.inflate(px(8), px(8))

    def draw_leave_marks(self, canvas: pygame.Surface, pointer: tuple[int, int]) -> None:
        """Each 'x', brighter under the pointer."""
        px = theme.px
        for seat in range(len(self.seat_panels)):
            mark = self.leave_mark(seat)
            if mark is None:
                continue
            hot = mark.collidepoint(pointer)
            colour = theme.VERMILION if hot else theme.TEXT_DIM
            pygame.draw.circle(canvas, theme.MIDNIGHT, mark.center, mark.width // 2)
            pygame.draw.circle(canvas, colour, mark.center, mark.width // 2, max(1, px(2)))
            arm = px(MARK) // 2
            width = max(2, px(3))
            x, y = mark.center
            pygame.draw.line(canvas, colour, (x - arm, y - arm), (x + arm, y + arm), width)
            pygame.draw.line(canvas, colour, (x - arm, y + arm), (x + arm, y - arm), width)
            if hot:  # what it does, under it
                said = theme.text(self.app.tr("setup.take_out"), theme.FONT_SMALL, theme.MOONLIGHT)
                tip = said.get_rect(midtop=(mark.centerx, mark.bottom + px(6)))
                tip.right = min(tip.right, self.seat_panels[seat].right)
                box = tip.inflate(px(12), px(6))
                pygame.draw.rect(canvas, theme.MIDNIGHT, box, border_radius=px(6))
                pygame.draw.rect(canvas, theme.VERMILION, box, max(1, px(1)), border_radius=px(6))
                canvas.blit(said, tip)

    def leave_clicked(self, pos: tuple[int, int]) -> bool:
        """A click on a seat's 'x': that seat taken out."""
        for seat in range(len(self.seat_panels)):
            mark = self.leave_mark(seat)
            if mark is not None and mark.collidepoint(pos):
                self.take_out(seat)
                return True
        return False

    def focused_seat(self) -> int | None:
        """The seat whose row has the keyboard's focus (None: another row)."""
        focused = getattr(self.menu, "focused", None)
        widget = focused() if callable(focused) else focused
        for rows in (self.kind_choices, self.level_choices, self.name_rows):
            if widget in rows:
                return int(rows.index(widget))
        return None

    def take_out(self, seat: int) -> None:
        """`seat` leaves the table: the seats after it move up, the count drops by one."""
        if not self.may_leave(seat):
            return
        self.app.audio.play("click")
        who = gone_names(self.app, self.game, [(seat, self.seats[seat])])
        count = self.players - 1
        order = [i for i in range(self.players) if i != seat] + [seat]
        order += list(range(self.players, len(self.seats)))
        self.reorder(order)  # type: ignore[attr-defined]
        self.players = count
        for index, kind in enumerate(self.kind_choices):
            kind.enabled = index < count
        cell = dict(self.cells).get("players")
        if cell is not None:
            cell.set_value(count)
        self.enable_rows()  # type: ignore[attr-defined]
        who_starts.fit_first(self)  # Night's First player: a playing seat, or Random
        said = gone_words(self.app, who, seated_names(self))
        self.left_line = self.app.tr.plural("setup.left_table", 1, names=said)


def gone_names(app: Any, game: str, gone: list[tuple[int, Seat]]) -> list[tuple[str, bool]]:
    """Each seat leaving by the name its card gave it (before the seats move up), and
    whether it is a computer."""
    return [(seat.name or seat_name(app, game, index), seat.is_ai) for index, seat in gone]


def seated_names(scene: Any, count: int | None = None) -> set[str]:
    """The names the cards of the `count` seats playing (all now) give them."""
    playing = scene.players if count is None else count
    return {
        seat.name or seat_name(scene.app, scene.game, index)
        for index, seat in enumerate(scene.seats[:playing])
    }


def gone_words(app: Any, gone: list[tuple[str, bool]], seated: set[str]) -> str:
    """Who left, for 'Marc left the table': each by name, but a computer whose name a
    seated computer now bears (a computer is named by its seat, and the one that moved
    up into it took the name: 'Sora left the table' stood under a Sora still seated,
    newcomer X, s21, 307), counted: 'a computer', '2 computers'."""
    named = [name for name, computer in gone if not computer or name not in seated]
    computers = sum(1 for name, computer in gone if computer and name in seated)
    if computers:
        named.append(str(app.tr.plural("setup.computers_gone", computers)))
    said = ", ".join(named)
    return said[:1].upper() + said[1:]
