"""Phones as private hands (issue 19 §2), the table's side.

`open_phones(table)` starts the phones' server (ninjas.phones) for a table whose game
hides things: one token per human seat, their links as QR codes on `PhonesScene`.
The table (scenes/table.py) then shows only public things: its `shown_seat` stays None,
no hand-off screen comes for a seat with a phone, and `PhoneLink.poll()` at each frame
takes the plays the phones sent (each checked: its seat is the one to move, the table
waits for nothing, the phone saw this very position, the action is legal) and, when the
position changes, sends each phone what its seat may see: `view(seat)`, the prompt, and
that seat's own legal choices when it is to move. The server stops with the table.
"""

from __future__ import annotations

import json
import logging
from collections import OrderedDict
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.paths import asset_path
from ninjas.phones import LOOPBACK, SeatTokens, listen_hosts, seat_view

from . import theme
from .scene import Scene
from .widgets import Button, Menu, draw_hint, draw_panel, shortened, wrap_text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ninjas.phones.server import PhoneServer

    from .app import App

log = logging.getLogger(__name__)

PHONE_GAMES = ("shinobi", "night", "dojo")
"""The games whose setup offers "Phones" (their private choices are on the phone page)."""
PAGE = ("phones", "phone.html")
QR_CACHE = 8
_qr_cache: OrderedDict[tuple[str, int], pygame.Surface] = OrderedDict()


def phone_texts(app: App) -> dict[str, str]:
    """The phone page's words in the player's language (phone.* keys)."""
    from ninjas.core.i18n import load_catalogue

    keys = [key for key in load_catalogue("en") if key.startswith("phone.")]
    return {key: app.tr(key) for key in keys}


def phone_page(app: App) -> bytes:
    """The phone page with its words in (the same page for every seat)."""
    template = asset_path(*PAGE).read_text(encoding="utf-8")
    texts = json.dumps(phone_texts(app), ensure_ascii=False).replace("<", "\\u003c")
    return template.replace("/*TEXTS*/{}", texts, 1).encode("utf-8")


def art_files(game: str) -> dict[str, Any]:
    """The game's pictures (the PNGs `make assets` makes from the SVG sources), by name."""
    folder = asset_path("images", game)
    return {path.name: path for path in sorted(folder.glob("*.png"))} if folder.is_dir() else {}


def _hex(colour: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


class PhoneLink:
    """The link between one table and the phones of its human seats."""

    def __init__(self, table: Any, server: PhoneServer) -> None:
        self.table = table
        self.server = server
        self.seats = server.tokens.seats
        self.serial = 0
        """The position's number the phones were last sent (a play names it)."""
        self._sent_for: Any = None
        self.plays = 0
        self.refused = 0

    # ------------------------------------------------------------------ links
    def links(self) -> list[tuple[int, str]]:
        """Each phone seat and the link its QR code holds (the LAN address if there)."""
        hosts = self.server.hosts
        host = next((h for h in hosts if h != LOOPBACK), hosts[0] if hosts else LOOPBACK)
        return [(seat, self.server.url(host, seat)) for seat in self.seats]

    @property
    def on_network(self) -> bool:
        return any(h != LOOPBACK for h in self.server.hosts)

    def linked(self) -> set[int]:
        return self.server.connected()

    def close(self) -> None:
        self.server.stop()

    def give_up(self, seat: int) -> None:
        """`seat`'s person plays on this screen from now on (a phone lost, flat or left
        at home): its link is refused and closed, the hand-off covers the table for
        it again, and the save remembers it. With no phone left the server stops."""
        if seat not in self.seats:
            return
        self.seats = [s for s in self.seats if s != seat]
        self.server.release(seat)
        table = self.table
        session = table.session
        session.seats[seat] = replace(session.seats[seat], phone=False)
        if not self.seats:
            self.close()
            table.phones = None
        table._refresh()

    # ------------------------------------------------------------------ each frame
    def poll(self) -> None:
        """The phones' plays taken, and the news sent when the position changed."""
        while not self.server.inbox.empty():
            seat, message = self.server.inbox.get_nowait()
            if message.get("type") == "play":
                self._take(seat, str(message["action"]), message["version"])
        self.publish()

    def may_play(self, seat: int) -> bool:
        table = self.table
        state = table.state
        return (
            not state.is_terminal
            and state.current_player == seat
            and not table.session.ai_to_move
            and not table.held
            and table.app.top is table
        )

    def _take(self, seat: int, text: str, version: Any) -> None:
        if version != self.serial:
            code = "stale"
        elif not self.may_play(seat):
            code = "not_your_turn"
        else:
            table = self.table
            action = next(
                (a for a in table.state.legal_actions() if str(a) == text and table.phone_side(a)),
                None,
            )
            if action is not None:
                self.plays += 1
                table.phone_play(seat, action)
                self.publish()
                return
            code = "illegal"
        self.refused += 1
        self.server.tell(seat, json.dumps({"type": "error", "code": code}))

    def _key(self) -> tuple[Any, ...]:
        table = self.table
        return (
            table.version,
            len(table.session.actions),
            table.held,
            table.app.top is table,
            table.phone_key(),
            table.app.tr.lang,
        )

    def publish(self, force: bool = False) -> None:
        """Each phone told its seat's view once the position (or whether it may be
        played) changed since it was last told."""
        key = self._key()
        if key == self._sent_for and not force:
            return
        lang_changed = self._sent_for is None or self._sent_for[-1] != key[-1]
        self._sent_for = key
        self.serial += 1
        for seat in self.seats:
            if lang_changed:
                self.server.greet(seat, json.dumps(self.welcome(seat), ensure_ascii=False))
            self.server.publish(seat, [json.dumps(self.state_message(seat), ensure_ascii=False)])

    # ------------------------------------------------------------------ messages
    def welcome(self, seat: int) -> dict[str, Any]:
        """Who the phone is for, the seats' names and the cards' looks (public)."""
        table = self.table
        return {
            "type": "welcome",
            "seat": seat,
            "game": table.session.game,
            "lang": table.app.tr.lang,
            "name": table.seat_name(seat),
            "colour": _hex(table.seat_colour(seat)),
            "seats": [table.seat_name(s) for s in range(len(table.session.seats))],
            "cards": table.phone_cards(),
            "texts": phone_texts(table.app),
        }

    def state_message(self, seat: int) -> dict[str, Any]:
        """What `seat` may see now: its view, the prompt, its choices when it is to move."""
        table = self.table
        state = table.state
        choices = table.phone_choices(seat) if self.may_play(seat) else []
        return {
            "type": "state",
            "version": self.serial,
            "view": seat_view(table.session.game, state.view(seat)),
            "prompt": table.phone_prompt(seat),
            "notes": table.phone_notes(seat),
            "sections": table.phone_sections(seat),
            "your_turn": bool(choices),
            "over": state.is_terminal,
            "choices": choices,
        }


def open_phones(table: Any, hosts: Sequence[str] | None = None) -> PhoneLink:
    """Start the phones' server for `table`'s human seats and attach it (the table stops
    it when it closes). PhoneServerError when it cannot listen."""
    from ninjas.phones.server import PhoneServer

    app = table.app
    tokens = SeatTokens(table.phone_seats() or table.humans)
    server = PhoneServer(tokens, phone_page(app), art_files(table.session.game))
    server.start(list(hosts) if hosts is not None else listen_hosts())
    link = PhoneLink(table, server)
    table.attach_phones(link)  # the phones are told at the table's next frame
    return link


def start_with_phones(app: App, table: Any) -> None:
    """The table just opened with "Phones" on: its server started and the codes shown
    over it; if the phones cannot be used, a message says why and the game is played
    on the screen alone."""
    try:
        open_phones(table)
    except (OSError, ImportError) as exc:
        log.warning("phones unavailable: %s", exc)
        from .message import MessageScene

        app.push(
            MessageScene(
                app,
                app.tr("phones.unavailable.title"),
                app.tr("phones.unavailable", problem=str(exc) or type(exc).__name__),
            )
        )
        return
    app.push(PhonesScene(app, table))


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
    """One QR code per human seat, over the table; a seat whose phone is linked shows
    "Phone linked" in place of its code. Play (Enter) goes to the table; F2 on the
    table shows it again. Under each code, "Play on this screen" (asked once more)
    gives that seat back to the laptop, for a phone that is lost, flat or left at home:
    its person plays with the hand-off between turns, and the save remembers it."""

    def __init__(self, app: App, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.link: PhoneLink = table.phones
        self.button = Button(
            app, (0, 0, 1, 1), lambda: app.tr("phones.play"), self.close, style="primary"
        )
        self.give_up_buttons: dict[int, Button] = {}
        """Per seat with a phone, its "Play on this screen" button."""
        self.menu = Menu([self.button])
        self.panels: list[tuple[int, str, pygame.Rect]] = []
        self.note: list[str] = []
        """The note under the codes, in lines (about the network)."""
        self.note_rect = pygame.Rect(0, 0, 0, 0)
        self._laid_out_for: tuple[tuple[int, int], str, tuple[int, ...]] | None = None

    def close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def ask_give_up(self, seat: int) -> None:
        """ "Play on this screen" pressed for `seat`: asked once more (its link will be
        refused, and a new code would need a new game)."""
        from .message import ConfirmScene

        tr = self.app.tr
        name = self.table.seat_name(seat)
        self.app.push(
            ConfirmScene(
                self.app,
                tr("phones.give_up.title", name=name),
                tr("phones.give_up.text", name=name),
                lambda: self.give_up(seat),
                confirm_key="phones.give_up",
            )
        )

    def give_up(self, seat: int) -> None:
        self.link.give_up(seat)
        if not self.link.seats:  # no phone left: nothing more to scan
            self.close()

    def layout(self, size: tuple[int, int]) -> None:
        """The codes side by side under the title, as big as the room lets them, each
        with its "Play on this screen" under it; the note and Play under them."""
        key = (size, self.app.tr.lang, tuple(self.link.seats))
        if key == self._laid_out_for:
            return
        self._laid_out_for = key
        with theme.scaled_for(size):
            width, height = size
            px = theme.px
            rect = pygame.Rect(0, 0, px(320), px(64))
            rect.midbottom = (width // 2, height - px(56))
            self.button.rect = rect
            note = "phones.network" if self.link.on_network else "phones.no_network"
            self.note = wrap_text(self.app.tr(note), theme.FONT_BODY, width - px(80))[:2]
            line = theme.font(theme.FONT_BODY).get_linesize()
            self.note_rect = pygame.Rect(0, 0, width - px(80), line * len(self.note))
            self.note_rect.midbottom = (width // 2, rect.top - px(14))
            links = self.link.links()
            count = max(1, len(links))
            margin = px(40)
            gap = px(24)
            top = px(110)
            bottom = self.note_rect.top - px(14)
            panel_w = min((width - 2 * margin - (count - 1) * gap) // count, bottom - top)
            left = (width - (count * panel_w + (count - 1) * gap)) // 2
            self.panels = [
                (seat, url, pygame.Rect(left + i * (panel_w + gap), top, panel_w, bottom - top))
                for i, (seat, url) in enumerate(links)
            ]
            focused = self.menu.focused
            buttons: dict[int, Button] = {}
            for seat, _, panel in self.panels:
                button = self.give_up_buttons.get(seat) or Button(
                    self.app,
                    (0, 0, 1, 1),
                    lambda: self.app.tr("phones.give_up"),
                    lambda seat=seat: self.ask_give_up(seat),
                    style="quiet",
                    size=theme.FONT_SMALL,
                )
                button.rect = pygame.Rect(0, 0, min(panel.width - px(24), px(300)), px(42))
                button.rect.midbottom = (panel.centerx, panel.bottom - px(10))
                buttons[seat] = button
            self.give_up_buttons = buttons
            widgets = [self.button, *buttons.values()]
            self.menu = Menu(widgets, widgets.index(focused) if focused in widgets else 0)

    def handle_event(self, event: pygame.event.Event) -> None:
        self.layout(self.app.view_size)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F2):
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
        for widget in self.menu.widgets:
            widget.update(dt)

    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.layout(size)
        theme.draw_background(canvas)
        theme.draw_veil(canvas, 200)
        tr = self.app.tr
        px = theme.px
        width = size[0]
        title = theme.shadowed_text(tr("phones.title"), theme.FONT_HEADING, kind="display")
        canvas.blit(title, title.get_rect(midtop=(width // 2, px(30))))
        linked = self.link.linked()
        for seat, url, rect in self.panels:
            draw_panel(canvas, rect)
            colour = self.table.seat_colour(seat)
            name = theme.blit_text(
                canvas,
                shortened(self.table.seat_name(seat), theme.FONT_HEADING, rect.width - px(20)),
                theme.FONT_HEADING,
                colour,
                kind="display",
                midtop=(rect.centerx, rect.top + px(10)),
            )
            button = self.give_up_buttons.get(seat)
            under = button.rect.top if button is not None else rect.bottom
            room = under - name.bottom - px(76)
            side = min(rect.width - px(24), room)
            if seat in linked:
                tick = pygame.Rect(0, 0, side // 2, side // 2)
                tick.center = (rect.centerx, name.bottom + px(10) + side // 2)
                pygame.draw.circle(canvas, (63, 174, 98), tick.center, tick.width // 2)
                a = (tick.left + tick.width * 0.25, tick.centery)
                b = (tick.left + tick.width * 0.45, tick.top + tick.height * 0.7)
                c = (tick.left + tick.width * 0.78, tick.top + tick.height * 0.3)
                pygame.draw.lines(canvas, (255, 255, 255), False, [a, b, c], max(3, px(8)))
                words = tr("phones.linked")
            else:
                code = qr_surface(url, side)
                canvas.blit(code, code.get_rect(midtop=(rect.centerx, name.bottom + px(10))))
                words = tr("phones.waiting")
            theme.blit_text(
                canvas,
                shortened(words, theme.FONT_BODY, rect.width - px(16)),
                theme.FONT_BODY,
                theme.MOONLIGHT if seat in linked else theme.TEXT_DIM,
                midbottom=(rect.centerx, under - px(36)),
            )
            theme.blit_text(
                canvas,
                shortened(url.split("#")[0], theme.FONT_MIN, rect.width - px(16)),
                theme.FONT_MIN,
                theme.TEXT_FAINT,
                midbottom=(rect.centerx, under - px(10)),
            )
        y = self.note_rect.top
        for line in self.note:
            label = theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.TEXT_DIM, midtop=(width // 2, y)
            )
            y = label.bottom
        for widget in self.menu.widgets:
            widget.draw(canvas)
        draw_hint(canvas, tr("phones.keys"))
