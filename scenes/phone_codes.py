"""The phones' codes screen (issue 19 §2, issue 31 §1.1): one row per person with a
phone, and one person's QR code at a time, at their request.

A code links one phone: the first phone to open it keeps the seat. So the codes are
never shown side by side, where one photo would take them all: each row says whether
that person's phone is linked, away (asleep: it comes back by itself) or not yet
opened, and offers "Show Kiku's code" until a phone has opened it. Once it has, the
code is of no use to anyone else, and the row offers "New code for Kiku" instead (asked
once more): for a phone really lost, or a code another phone opened first; the old
code stops working, and the new one is shown to its person. "Play on this screen"
gives a seat back to the laptop. F2 on the table opens this same screen.

Under the rows, how a phone joins in three short steps (phone_steps.py); under them,
where this computer has several networks, the one the codes use and "Use another
network" (the server listens there too). With one network, its address is not named:
'Network: 192.0.2.2 (eth0)' was jargon to a newcomer (issue 33, newcomer N, s8).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from . import theme
from .phone_steps import JoinSteps
from .scene import Scene
from .widgets import Button, Menu, draw_hint, draw_panel, shortened, wrap_text

if TYPE_CHECKING:
    from .app import App

QR_CACHE = 8
_qr_cache: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()
LINKED_GREEN = (63, 174, 98)
CODE_W, GIVE_W = 330, 250
"""A row's "Show Kiku's code" and "Play on this screen" buttons, in design px."""
TYPED_SIZE = theme.FONT_HEADING
"""The address and the typed code under a seat's QR code: read and typed from a sofa."""
Piece = tuple[str, int, tuple[int, int, int]]
"""Words, their size and colour: a piece of the line under a seat's QR code."""
ROW_BUTTONS_W = 14 + GIVE_W + 12 + CODE_W
"""What a row's buttons take of its width, from its right end (its words are left of it)."""


def qr_surface(url: str, side: int) -> pygame.Surface:
    """The QR code of `url`, dark on white with its quiet zone, at most `side` px square
    (whole pixels per module, so it stays sharp). Cached, bounded."""
    key = (url, side)
    surface = _qr_cache.get(key)
    if surface is not None:
        _qr_cache.move_to_end(key)
        return surface
    import segno

    code = segno.make(url, error="m")
    matrix = code.matrix
    quiet = 4
    modules = len(matrix) + 2 * quiet
    size = max(1, side // modules)
    surface = pygame.Surface((modules * size, modules * size))
    surface.fill((255, 255, 255))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), ((x + quiet) * size, (y + quiet) * size, size, size))
    _qr_cache[key] = surface
    while len(_qr_cache) > QR_CACHE:
        _qr_cache.popitem(last=False)
    return surface


class PhonesScene(Scene):
    """The phones' seats over the table, and one code shown at a time (`shown`)."""

    def __init__(self, app: App, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.link = table.phones
        """The table's scenes.phones.PhoneLink (not imported: it imports this screen)."""
        self.shown: int | None = None
        """The seat whose code is on the screen now (None: the list)."""
        self.button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("phones.play"), self.close, style="primary"
        )
        self.hide_button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("phones.hide"), self.hide, style="primary"
        )
        self.network_button = Button(
            app,
            (0, 0, 1, 1),
            lambda: app.tr("phones.network.other"),
            self.next_network,
            style="quiet",
            size=theme.FONT_SMALL,
        )
        self.code_buttons: dict[int, Button] = {}
        """Per seat, "Show Kiku's code" (no phone has opened it) or "New code for Kiku"."""
        self.give_up_buttons: dict[int, Button] = {}
        """Per seat, "Play on this screen"."""
        self.menu = Menu([self.button])
        self.rows: list[tuple[int, pygame.Rect]] = []
        self.status_room = 1
        """The width a row's status wraps to, left of its buttons (real px)."""
        self.note: list[str] = []
        """The note under the rows, in lines (about the network)."""
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self.network_rect = pygame.Rect(0, 0, 0, 0)
        self.steps = JoinSteps()
        """How a phone joins, under the rows."""
        self.code_rect = pygame.Rect(0, 0, 0, 0)
        """Where the shown code is drawn (its side: the most the room allows)."""
        self.words: list[str] = []
        self.words_rect = pygame.Rect(0, 0, 0, 0)
        self._laid_out_for: Any = None

    # ------------------------------------------------------------------ actions
    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def taken(self, seat: int) -> bool:
        """A phone opened `seat`'s code (linked now, or away): it is no use to show."""
        return seat in self.link.linked() or self.link.claimed(seat)

    def show(self, seat: int) -> None:
        """`seat`'s code on the screen, alone (its person asked for it)."""
        if seat in self.link.seats and not self.taken(seat):
            self.shown = seat
            self._laid_out_for = None

    def hide(self) -> None:
        self.shown = None
        self._laid_out_for = None

    def ask(
        self, seat: int, kind: str, then: Callable[[int], None], confirm_key: str, text: str = ""
    ) -> None:
        """Asked once more for `seat` (phones.<kind>.title and .text, or the `text` key),
        then `then(seat)`."""
        from .message import ConfirmScene

        tr = self.app.tr
        name = self.table.seat_name(seat)
        self.app.push(
            ConfirmScene(
                self.app,
                tr(f"phones.{kind}.title", name=name),
                tr(text or f"phones.{kind}.text", name=name),
                lambda: then(seat),
                confirm_key=confirm_key,
            )
        )

    def ask_new_code(self, seat: int) -> None:
        """ "New code for Kiku": asked once more, then the old code stops working and the
        new one is shown."""
        self.ask(seat, "new_code", self.new_code, "phones.new_code.confirm")

    def new_code(self, seat: int) -> None:
        self.link.renew(seat)
        self.shown = seat  # its old phone may still be linked a moment: shown all the same
        self._laid_out_for = None

    def ask_give_up(self, seat: int) -> None:
        """ "Play on this screen" pressed for `seat`: asked once more (its link will be
        refused, and its person plays with the hand-off between turns)."""
        # 'its link stops working' only of a phone that opened the code (newcomer K, s11,
        # nc-K/009: said before any phone existed)
        text = "phones.give_up.text" if self.taken(seat) else "phones.give_up.text_unused"
        self.ask(seat, "give_up", self.give_up, "phones.give_up", text)

    def give_up(self, seat: int) -> None:
        self.link.give_up(seat)
        if self.shown == seat:
            self.hide()
        self._laid_out_for = None
        if not self.link.seats:  # no phone left: nothing more to scan
            self.close()

    def next_network(self) -> None:
        """The codes use the next of this computer's networks."""
        nets = self.link.networks
        if len(nets) < 2:
            return
        now = self.link.network()
        index = nets.index(now) if now in nets else -1
        self.link.use_network(nets[(index + 1) % len(nets)])
        self._laid_out_for = None

    # ------------------------------------------------------------------ layout
    def row_seats(self) -> list[int]:
        """The rows: each seat with a phone, and each person who plays on this screen
        instead (its row stays, saying so: newcomer I, s10, nc-99/009: Aiko's row
        vanished after 'Play on this screen', 'did I delete Aiko?')."""
        seats = self.table.session.seats
        here = {s for s, seat in enumerate(seats) if not seat.is_ai and not seat.phone}
        return sorted(set(self.link.seats) | here)

    def status(self, seat: int) -> tuple[str, tuple[int, int, int]]:
        """What a seat's row says of its phone, and in which colour."""
        tr = self.app.tr
        if seat not in self.link.seats:
            return tr("phones.here"), theme.TEXT_DIM
        if seat in self.link.linked():
            return tr("phones.linked"), LINKED_GREEN
        if self.link.claimed(seat):
            return tr("phones.away"), theme.GOLD
        return tr("phones.waiting"), theme.TEXT_DIM

    def _state_key(self) -> tuple[Any, ...]:
        link = self.link
        return (
            self.app.tr.lang,
            tuple(link.seats),
            tuple(self.taken(s) for s in link.seats),
            self.shown,
            link.host,
            tuple(link.server.hosts),
        )

    def layout(self, size: tuple[int, int]) -> None:
        key = (size, self._state_key())
        if key == self._laid_out_for:
            return
        self._laid_out_for = key
        with theme.scaled_for(size):
            if self.shown is None:
                self._layout_rows(size)
            else:
                self._layout_code(size)

    def _layout_rows(self, size: tuple[int, int]) -> None:
        width, height = size
        px = theme.px
        tr = self.app.tr
        play = pygame.Rect(0, 0, px(320), px(60))
        play.midbottom = (width // 2, height - px(44))
        self.button.rect = play
        note = "phones.network" if self.link.on_network else "phones.no_network"
        self.note = wrap_text(tr(note), theme.FONT_SMALL, width - px(80))[:2]
        line = theme.font(theme.FONT_SMALL).get_linesize()
        self.note_rect = pygame.Rect(0, 0, width - px(80), line * len(self.note))
        self.note_rect.midbottom = (width // 2, play.top - px(12))
        self.network_rect = pygame.Rect(0, 0, min(width - px(80), px(1100)), px(44))
        self.network_rect.midbottom = (width // 2, self.note_rect.top - px(8))
        nets = self.link.networks
        self.network_button.rect = pygame.Rect(0, 0, px(300), px(40))
        self.network_button.rect.midright = (self.network_rect.right, self.network_rect.centery)
        row_w = min(width - px(80), px(1100))
        top, bottom = px(96), self.network_rect.top - px(10)
        count = max(1, len(self.row_seats()))
        gap = px(10)
        # a row as tall as its longest status wrapped beside the buttons (newcomer K,
        # lobby1: "No phone yet: show the code to..." was cut with "…" at 1280x720,
        # the screen half empty below), within the room the rows share
        self.status_room = row_w - px(ROW_BUTTONS_W + 28)
        said = max(len(self._status_lines(words)) for words in self._statuses())
        wanted = px(26) + self._name_height() + said * theme.font(theme.FONT_SMALL).get_linesize()
        row_h = min(max(px(86), wanted), (bottom - top - gap * (count - 1)) // count)
        left = (width - row_w) // 2
        self.rows = [
            (seat, pygame.Rect(left, top + i * (row_h + gap), row_w, row_h))
            for i, seat in enumerate(self.row_seats())
        ]
        button_h = min(px(52), row_h - px(12))
        codes: dict[int, Button] = {}
        gives: dict[int, Button] = {}
        for seat, row in self.rows:
            if seat not in self.link.seats:  # plays on this screen: its name and that alone
                continue
            claimed = self.taken(seat)
            code = Button(
                self.app,
                (0, 0, 1, 1),
                (lambda seat=seat, claimed=claimed: self._code_label(seat, claimed)),
                (lambda seat=seat: self.ask_new_code(seat))
                if claimed
                else (lambda seat=seat: self.show(seat)),
                style="quiet" if claimed else "primary",
                size=theme.FONT_SMALL,
                accent=None if claimed else self.table.seat_colour(seat),
            )
            give = self.give_up_buttons.get(seat) or Button(
                self.app,
                (0, 0, 1, 1),
                lambda: self.app.tr("phones.give_up"),
                lambda seat=seat: self.ask_give_up(seat),
                style="quiet",
                size=theme.FONT_SMALL,
            )
            give.rect = pygame.Rect(0, 0, px(GIVE_W), button_h)
            give.rect.midright = (row.right - px(14), row.centery)
            code.rect = pygame.Rect(0, 0, px(CODE_W), button_h)
            code.rect.midright = (give.rect.left - px(12), row.centery)
            codes[seat], gives[seat] = code, give
        self.code_buttons, self.give_up_buttons = codes, gives
        under = self.rows[-1][1].bottom + px(24) if self.rows else top
        self.steps.place(tr, pygame.Rect(left, under, row_w, bottom - px(14) - under))
        focused = self.menu.focused
        widgets: list[Any] = []
        for seat, _ in self.rows:
            widgets += [codes[seat], gives[seat]] if seat in codes else []
        if len(nets) > 1:
            widgets.append(self.network_button)
        widgets.append(self.button)
        first = next((codes[s] for s in codes if not self.taken(s)), self.button)
        index = widgets.index(focused) if focused in widgets else widgets.index(first)
        self.menu = Menu(widgets, index)

    def _statuses(self) -> list[str]:
        """Every status a row may say (its height holds the longest)."""
        tr = self.app.tr
        return [tr("phones.linked"), tr("phones.away"), tr("phones.waiting"), tr("phones.here")]

    def _status_lines(self, words: str) -> list[str]:
        return wrap_text(words, theme.FONT_SMALL, self.status_room)

    @staticmethod
    def _name_height() -> int:
        return theme.font(theme.FONT_BUTTON, "display").get_linesize()

    def _code_label(self, seat: int, claimed: bool) -> str:
        name = self.table.seat_name(seat)
        key = "phones.new_code" if claimed else "phones.show"
        return self.app.tr(key, name=name)

    def _layout_code(self, size: tuple[int, int]) -> None:
        width, height = size
        px = theme.px
        seat = self.shown
        assert seat is not None
        hide = pygame.Rect(0, 0, px(320), px(60))
        hide.midbottom = (width // 2, height - px(44))
        self.hide_button.rect = hide
        name = self.table.seat_name(seat)
        self.words = wrap_text(
            self.app.tr("phones.code_hint", name=name), theme.FONT_BODY, width - px(80)
        )[:2]
        line = theme.font(theme.FONT_BODY).get_linesize()
        self.typed_lines = self._typed_lines(seat, width - px(80))
        big = theme.font(TYPED_SIZE).get_linesize() * len(self.typed_lines)
        self.words_rect = pygame.Rect(0, 0, width - px(80), line * len(self.words) + big)
        self.words_rect.midbottom = (width // 2, hide.top - px(12))
        top = px(92)
        side = max(1, min(width - px(80), self.words_rect.top - px(10) - top))
        code = qr_surface(self.link.url(seat), side)
        self.code_rect = code.get_rect(midtop=(width // 2, top))
        self.menu = Menu([self.hide_button])

    # ------------------------------------------------------------------ scene
    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.view_size)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F2):
            if self.shown is not None:
                self.hide()
            else:
                self.close()
            return
        if event.type in (
            pygame.KEYDOWN,
            pygame.MOUSEMOTION,
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
        ):
            self.menu.handle_event(event)

    def update(self, dt: float) -> None:
        self.link.poll()  # the table sleeps under this screen; the phones may link now
        if self.shown is not None and self.link.claimed(self.shown):
            self.hide()  # a phone opened it: the code is put away at once
        for widget in self.menu.widgets:
            widget.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.layout(size)
        theme.draw_background(canvas)
        theme.draw_veil(canvas, 200)
        if self.shown is None:
            self._draw_rows(canvas)
        else:
            self._draw_code(canvas, self.shown)
        for widget in self.menu.widgets:
            widget.draw(canvas)
        key = "phones.keys" if self.shown is None else "phones.keys.code"
        draw_hint(canvas, self.app.tr(key))

    def _draw_rows(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        px = theme.px
        width = canvas.get_width()
        title = theme.shadowed_text(
            shortened(tr("phones.title"), theme.FONT_HEADING, width - px(40), kind="display"),
            theme.FONT_HEADING,
            kind="display",
        )
        canvas.blit(title, title.get_rect(midtop=(width // 2, px(24))))
        line = theme.font(theme.FONT_SMALL).get_linesize()
        for seat, row in self.rows:
            draw_panel(canvas, row)
            code = self.code_buttons.get(seat)
            room = (code.rect.left if code else row.right) - row.left - px(28)
            words, colour = self.status(seat)
            lines = wrap_text(words, theme.FONT_SMALL, room)
            fit = max(1, (row.height - px(12) - self._name_height()) // line)
            if len(lines) > fit:  # a window too small for them all: the last one cut
                lines = [
                    *lines[: fit - 1],
                    shortened(" ".join(lines[fit - 1 :]), theme.FONT_SMALL, room),
                ]
            block = self._name_height() + line * len(lines)  # the name, its status under it
            name = theme.blit_text(
                canvas,
                shortened(self.table.seat_name(seat), theme.FONT_BUTTON, room, kind="display"),
                theme.FONT_BUTTON,
                self.table.seat_colour(seat),
                kind="display",
                # (3 px lower: the last line's descent is room below it already)
                topleft=(row.left + px(18), row.centery - block // 2 + px(3)),
            )
            y = name.bottom
            for text in lines:
                y = theme.blit_text(
                    canvas, text, theme.FONT_SMALL, colour, topleft=(row.left + px(18), y)
                ).bottom
        self.steps.draw(canvas)
        network = self.link.network()
        if len(self.link.networks) > 1 and (network is not None or self.link.on_network):
            address = network.address if network is not None else self.link.host
            label = f"{address} ({network.name})" if network and network.name else address
            words = tr("phones.network.using", address=label)
            if self.link.host not in self.link.server.hosts:
                words = tr("phones.network.opening", address=label)
            right = self.network_rect.right
            if len(self.link.networks) > 1:
                right = self.network_button.rect.left - px(12)
            theme.blit_text(
                canvas,
                shortened(words, theme.FONT_SMALL, right - self.network_rect.left),
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                midleft=(self.network_rect.left, self.network_rect.centery),
            )
        y = self.note_rect.top
        for line in self.note:
            label_rect = theme.blit_text(
                canvas, line, theme.FONT_SMALL, theme.TEXT_DIM, midtop=(width // 2, y)
            )
            y = label_rect.bottom

    def _draw_code(self, canvas: pygame.Surface, seat: int) -> None:
        tr = self.app.tr
        px = theme.px
        width = canvas.get_width()
        name = self.table.seat_name(seat)
        title = theme.shadowed_text(
            shortened(
                tr("phones.code_title", name=name),
                theme.FONT_HEADING,
                width - px(40),
                kind="display",
            ),
            theme.FONT_HEADING,
            colour=self.table.seat_colour(seat),
            kind="display",
        )
        canvas.blit(title, title.get_rect(midtop=(width // 2, px(24))))
        code = qr_surface(self.link.url(seat), self.code_rect.width)
        canvas.blit(code, self.code_rect)
        y = self.words_rect.top
        for line in self.words:
            label = theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(width // 2, y)
            )
            y = label.bottom
        # no camera: the address to type, and this seat's typed code (its secret too),
        # large enough to type from a sofa (newcomer V, s13, nc-V/206: one small gold
        # line), the words saying what to do with them at the body's size between them
        for parts in self.typed_lines:
            line = self._typed_surface(parts)
            canvas.blit(line, line.get_rect(midtop=(width // 2, y)))
            y += theme.font(TYPED_SIZE).get_linesize()

    def _typed_lines(self, seat: int, room: int) -> list[list[Piece]]:
        """'No camera? On the phone, open' ADDRESS 'then type' CODE: on one line, or the
        address's half over the code's where they do not fit side by side."""
        tr = self.app.tr
        address, typed = self.link.typed(seat)
        opening = [
            (tr("phones.typed.open") + " ", theme.FONT_BODY, theme.GOLD),
            (address, TYPED_SIZE, theme.MOONLIGHT),
        ]
        typing = [
            ("   " + tr("phones.typed.then") + " ", theme.FONT_BODY, theme.GOLD),
            (typed, TYPED_SIZE, theme.GOLD),
        ]
        if sum(theme.font(size).size(words)[0] for words, size, _ in opening + typing) <= room:
            return [opening + typing]
        return [opening, [(typing[0][0].lstrip(), *typing[0][1:]), typing[1]]]

    def _typed_surface(self, parts: list[Piece]) -> pygame.Surface:
        """A line of pieces in their sizes and colours, on one baseline."""
        fonts = [theme.font(size) for _, size, _ in parts]
        pieces = [f.render(words, True, c) for f, (words, _, c) in zip(fonts, parts, strict=True)]
        ascent = max(f.get_ascent() for f in fonts)
        tall = max(
            ascent - f.get_ascent() + p.get_height() for f, p in zip(fonts, pieces, strict=True)
        )
        line = pygame.Surface((sum(p.get_width() for p in pieces), tall), pygame.SRCALPHA)
        x = 0
        for font, piece, (words, size, colour) in zip(fonts, pieces, parts, strict=True):
            line.blit(piece, (x, ascent - font.get_ascent()))
            if size == TYPED_SIZE and colour == theme.GOLD:  # the code to type
                slash_zeros(line, font, words, colour, (x, ascent))
            x += piece.get_width()
        return line


def slash_zeros(
    canvas: pygame.Surface,
    font: pygame.font.Font,
    words: str,
    colour: tuple[int, int, int],
    origin: tuple[int, int],
) -> None:
    """A slash through each 0 of `words` drawn at `origin` (its left, its baseline): in
    the body's letters a code's 0 and O look alike (newcomer H, s16, 109crop:
    '9H0W', he typed O for 0 to see)."""
    x, baseline = origin
    for index, char in enumerate(words):
        if char != "0":
            continue
        metrics = font.metrics("0")[0]
        if metrics is None:
            continue
        left, right, low, high, _ = metrics
        start = x + font.size(words[:index])[0]
        width = max(2, (high - low) // 7)
        pygame.draw.line(
            canvas,
            colour,
            (start + left + width, baseline - low - width),
            (start + right - width, baseline - high + width),
            width,
        )
