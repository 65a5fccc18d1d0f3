"""Phones as private hands (issue 19 §2), the table's side.

`open_phones(table)` starts the phones' server (ninjas.phones) for a table whose game
hides things: one code per human seat, each shown as a QR code on `PhonesScene`
(scenes/phone_codes.py) to its own person, at their request.
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
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ninjas.core.i18n import sentence
from ninjas.core.paths import asset_path
from ninjas.phones import LOOPBACK, Network, SeatCodes, networks, seat_view

from .ai_turn import thinking_long
from .log_panel import as_line
from .phone_absent import PhoneAbsence
from .phone_codes import PhonesScene, qr_surface
from .phone_hint import HINT, PhoneHint
from .phone_result import phone_result
from .phone_reveal import phone_reveal, reveal_notes
from .phone_story import PhoneStory
from .phone_turn import (
    END_TURN,
    UNDO,
    end_turn_choice,
    ending_seat,
    phone_ending,
    take_turn_play,
    undo_control,
    undo_seat,
    undone_words,
)

__all__ = ["PhoneLink", "PhonesScene", "open_phones", "qr_surface", "start_with_phones"]

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ninjas.phones.server import PhoneServer

    from .app import App

log = logging.getLogger(__name__)

PHONE_GAMES = ("shinobi", "night", "dojo")
"""The games whose setup offers "Phones" (their private choices are on the phone page)."""
PAGE = ("phones", "phone.html")
SCRIPTS = (
    "phone_pick.js",
    "phone_bar.js",
    "phone_tokens.js",
    "phone_map.js",
    "phone_story.js",
    "phone_typed.js",
    "phone_reveal.js",
    "phone_hint.js",
    "phone.js",
)
"""The page's own scripts, in assets/phones/, served as one: /phone.js, in this order
(the page runs no inline script). One request, not one a module: the server lets an
address open PER_ADDRESS connections at once (ninjas/phones/guard.py), and two pages in
one browser, each fetching its scripts, its fonts and art, ran into it (a script cut
off, the page dead). TweetNaCl, /nacl-fast.min.js, is served apart, whole."""
FONTS = ("body.ttf", "display.otf")
"""The game's own fonts (assets/fonts, their licences in assets/LICENSES.md), which the
page draws its words in."""
TAPPED = ("shinobi.prompt.discard",)
"""Table prompts a phone may show that say how to use a mouse ("click it"): the phone
says phone.tap.<key> instead ("tap it")."""


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


def phone_files(app: App) -> dict[str, tuple[bytes, str]]:
    """What the server serves besides the art: the page and its scripts, by path."""
    page = (phone_page(app), "text/html")
    files = {"/phone": page, "/": page}  # '/': the address typed with no camera (no code in it)
    nacl = asset_path("phones", "nacl-fast.min.js").read_bytes()
    files["/nacl-fast.min.js"] = (nacl, "text/javascript")
    script = b";\n".join(asset_path("phones", name).read_bytes() for name in SCRIPTS)
    files["/phone.js"] = (script, "text/javascript")
    return files


def font_files() -> dict[str, Any]:
    """The game's fonts the page is served with, by name."""
    return {name: asset_path("fonts", name) for name in FONTS}


def for_touch(tr: Any, text: str) -> str:
    """A table's prompt as a phone says it: "tap", never "click" (TAPPED)."""
    for key in TAPPED:
        if text in (tr(key), sentence(tr(key))):
            return str(tr(f"phone.tap.{key}"))
    return text


def last_line(lines: Sequence[Any], seat: int) -> str:
    """The newest public line of a table's log: the last move, said as a sentence
    everyone hears ("Blue attacks in the plains: 3 against 2."). A seat's own line is
    not a move ('Last move: Your cards: 8.' read oddly; its cards are shown under it),
    and another seat's own is never told. The log is what the laptop tells, each line
    when it is due (a card turning over tells it late), so a phone never hears of a
    move before the screen shows it. `seat` is kept for the callers: every seat is
    told the same line."""
    del seat
    for entry in reversed(lines):
        line = as_line(entry)
        if line.owner is None:
            return line.text
    return ""


def art_files(game: str) -> dict[str, Any]:
    """The game's pictures (the PNGs `make assets` makes from the SVG sources), by name."""
    folder = asset_path("images", game)
    return {path.name: path for path in sorted(folder.glob("*.png"))} if folder.is_dir() else {}


def _hex(colour: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


class PhoneLink:
    """The link between one table and the phones of its human seats."""

    def __init__(self, table: Any, server: PhoneServer, nets: Sequence[Network] = ()) -> None:
        self.table = table
        self.server = server
        self.seats = server.codes.seats
        self.networks = list(nets)
        """This computer's home-network addresses, the one in use first (ninjas.phones.net)."""
        self.host = next((h for h in server.hosts if h != LOOPBACK), LOOPBACK)
        """The address the codes hold."""
        self.serial = 0
        """The position's number the phones were last sent (a play names it)."""
        self._sent_for: Any = None
        self._told_for: tuple[str, ...] = ()
        self.plays = 0
        self.refused = 0
        self.story = PhoneStory(table)
        """The lines each seat is told since its last turn (scenes/phone_story.py)."""
        self.absence = PhoneAbsence(self)
        """When each seat's phone was last linked: one closed is told at the table
        (scenes/phone_absent.py)."""
        self.hints = PhoneHint(self)
        """A hint asked on a phone, told to it alone (scenes/phone_hint.py)."""
        self._undo: dict[str, Any] | None = None
        """The Undo the phone of the seat it concerns shows (scenes/phone_turn.py)."""
        self._undone: tuple[int, int, str] | None = None
        """(seat, position, words): what that seat's Undo took back, told to its phone
        with the position the undo went back to, and with none after it."""

    # ------------------------------------------------------------------ links
    def url(self, seat: int) -> str:
        """The link `seat`'s QR code holds (the chosen home-network address if listened
        on, else the loopback)."""
        hosts = self.server.hosts
        host = self.host if self.host in hosts else (hosts[0] if hosts else LOOPBACK)
        return self.server.url(host, seat)

    def typed(self, seat: int) -> tuple[str, str]:
        """What `seat`'s person types on a phone with no camera: the address (it opens
        the page, which asks for a code) and the seat's typed code (its secret, shown
        on the seat's own pairing screen alone, as its QR code)."""
        address = self.url(seat).split("#", 1)[0].removesuffix("/phone")
        return address, self.server.codes.typed(seat)

    def links(self) -> list[tuple[int, str]]:
        """Each phone seat and the link its QR code holds."""
        return [(seat, self.url(seat)) for seat in self.seats]

    @property
    def on_network(self) -> bool:
        return any(h != LOOPBACK for h in self.server.hosts)

    def network(self) -> Network | None:
        """The home network the codes use, if any."""
        return next((n for n in self.networks if n.address == self.host), None)

    def use_network(self, network: Network) -> None:
        """The codes hold `network`'s address from now on (the server listens there too,
        at once or a moment later)."""
        self.host = network.address
        self.server.listen_also(network.address)

    def linked(self) -> set[int]:
        return self.server.connected()

    def claimed(self, seat: int) -> bool:
        """A phone opened `seat`'s code and keeps it (linked now or asleep)."""
        return self.server.codes.claimed(seat)

    def renew(self, seat: int) -> None:
        """A new code for `seat` (its phone lost, or its code seen by another): the old
        one opens nothing any more, its phone is closed."""
        if seat in self.seats:
            self.server.renew(seat)

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
        self.absence.update()
        self.hints.poll()
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
        # the position moved on since the phone was told (the laptop's throw began, a
        # frame before this one's news went out): 'choose again', not 'not your turn'
        if version != self.serial or self._key() != self._sent_for:
            code = "stale"
        elif text == HINT:  # a hint asked, told to this phone alone once found
            if self.hints.ask(seat):
                self.publish()
                return
            code = "not_your_turn"
        elif text in (END_TURN, UNDO):  # the turn's End turn, or Undo (phone_turn.py)
            code = take_turn_play(self.table, seat, text)
            if code is None:
                self.plays += 1
                # said with the position the undo went back to (the next one published)
                words = undone_words(self.table) if text == UNDO else None
                self._undone = (seat, self.serial + 1, words) if words else None
                self.publish()
                return
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
            table.session.ending,  # a turn waits for its End turn
            table.can_undo(by_phone=True),
            table.app.tr.lang,
        )

    def _told(self) -> tuple[Any, ...]:
        """The last move each phone is told (a line of the log may be told late), and
        whether the computer to move has thought a while (its phones say so then)."""
        hints = (self.hints.asked, self.hints.words)  # a hint asked, then found
        return (*(self.last_line(seat) for seat in self.seats), thinking_long(self.table), hints)

    def before_play(self) -> bool:
        """The codes' screen covers the table (at the start, before its Play, or opened
        again by F2): nothing moves until it is closed."""
        return any(
            isinstance(scene, PhonesScene) and scene.table is self.table
            for scene in self.table.app.stack
        )

    def publish(self, force: bool = False) -> None:
        """Each phone told its seat's view once the position (or whether it may be
        played) changed since it was last told."""
        key = self._key()
        told = self._told()
        if key == self._sent_for and told == self._told_for and not force:
            return
        if self._sent_for is not None and not force and self.holding():
            return
        lang_changed = self._sent_for is None or self._sent_for[-1] != key[-1]
        if key != self._sent_for or force:
            # a new position: a play must name it. A line of the log told late (a card
            # turning over) is sent in the same position, so a card picked stays picked
            self.serial += 1
        self._sent_for = key
        self._told_for = told
        self._undo = undo_control(self.table)
        for seat in self.seats:
            if lang_changed:
                self.server.greet(seat, json.dumps(self.welcome(seat), ensure_ascii=False))
            self.server.publish(seat, [json.dumps(self.state_message(seat), ensure_ascii=False)])

    def holding(self) -> bool:
        """The table still shows an action (Dojo's events, its dice, a battle's cards
        turning over): the phones hear of the position once it is shown, never before
        the screen (newcomer C, s10: the phone said the battle's outcome and 'Your turn'
        while the laptop still played Blue's turn, p3-014 against 069)."""
        holds = getattr(getattr(self.table, "phone_adapter", None), "holds", None)
        return bool(holds()) if callable(holds) else False

    # ------------------------------------------------------------------ messages
    def last_line(self, seat: int) -> str:
        """The last move `seat` may know, as the table's log says it ("" if none)."""
        return last_line(getattr(self.table, "log_lines", None) or [], seat)

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
        ending = ending_seat(table)
        over = state.is_terminal and ending is None  # the last move confirmed (End turn)
        if self.may_play(seat):
            choices = table.phone_choices(seat)
        else:  # its move waits for its End turn, or nothing to choose
            ends_here = phone_ending(table) == seat and self.may_end(seat)
            choices = [end_turn_choice(table)] if ends_here else []
        return {
            "type": "state",
            "version": self.serial,
            "view": seat_view(table.session.game, state.view(seat)),
            "prompt": self.prompt(seat, ending),
            "last": self.story.said_to(seat, self.last_line(seat)),
            "since": [[text, touched] for text, touched in self.story.since(seat)],
            "notes": [*table.phone_notes(seat), *reveal_notes(table, seat)],
            # its newest secret seen (a Decoy, a Court card), for the page to show once
            "reveal": phone_reveal(table, self.story, seat),
            "warnings": table.phone_warnings(seat),
            "sections": table.phone_sections(seat),
            "your_turn": bool(choices),
            # its choices asked in another seat's turn (Night's drop for a hit): an answer,
            # not its turn (newcomer I, s10, nc-99/150: 'YOUR TURN' during Aiko's)
            "answer": bool(choices) and bool(getattr(table, "phone_drop", lambda: False)()),
            # its turn, played on the screen (Night's throws, Dojo's walks): said in words,
            # once the table no longer shows another seat's action
            "acting": (
                not state.is_terminal
                and state.current_player == seat
                and ending in (None, seat)  # (not while another's move waits for its End)
                and not table.phone_turn()
                and table.shown_actor() in (None, seat)
                # (not while the codes still cover the table: its turn starts with Play)
                and not self.before_play()
            ),
            "over": over,
            "result": phone_result(table, seat) if over else None,
            "choices": choices,
            # why a card tapped is in no play, on the seat's turn (its own hand alone)
            "refusals": table.phone_refusals(seat) if choices and self.may_play(seat) else {},
            # Undo, on the seat's turn (greyed with why when the rule says no)
            "undo": self._undo if undo_seat(table) == seat and self.may_end(seat) else None,
            # a hint offered on its phone, searched, found (its own, never another's)
            "hint": self.hints.told(seat),
            # what its Undo just took back, to the seat that undid alone
            "undone": (
                self._undone[2]
                if self._undone and self._undone[:2] == (seat, self.serial)
                else None
            ),
        }

    def may_end(self, seat: int) -> bool:
        """`seat`'s phone may send End turn or Undo now (nothing covers the table; the
        game's last move too, while it waits for its End turn)."""
        table = self.table
        over = table.state.is_terminal and not table.turn_end.waiting
        return not over and table.app.top is table

    def prompt(self, seat: int, ending: int | None) -> str:
        """What `seat`'s phone says above its choices: while a turn waits for its End
        turn, that (to the seat whose turn it is) or who it waits for."""
        table = self.table
        tr = table.app.tr
        if ending == seat:  # the game's last move: its End turn shows the results
            last = "_last" if table.session.ending_game else ""
            where = "" if phone_ending(table) == seat else "_screen"  # made at the screen
            return str(tr(f"phone.turn_end.prompt{where}{last}"))
        if ending is not None:
            return str(tr("phone.turn_end.waiting", name=table.seat_name(ending)))
        state = table.state
        if not state.is_terminal and self.before_play():
            # newcomer I (s6): 'Midori is thinking...' while the laptop still showed the
            # codes and nothing thought
            return str(tr("phone.waiting.play"))
        text = for_touch(tr, table.phone_prompt(seat))
        if not state.is_terminal and state.current_player != seat:
            # another phone's turn: the laptop's words say what to do there ('No phone?
            # F2: play that seat on this screen.'), a phone has no F2
            name = table.seat_name(state.current_player)
            game = table.session.game
            laptop = tr(f"{game}.waiting.phone", name=name)
            text = text.replace(laptop, tr("phone.waiting.phone", name=name))
            # its phone away: the laptop's ways back (F2) are not this phone's
            text = text.replace(tr("phone.away", name=name), tr("phone.away.other", name=name))
        return text


def phone_hosts() -> tuple[list[str], list[Network]]:
    """The addresses to listen on (the loopback, the home network's in use), and every
    home network of this computer, the one in use first."""
    nets = networks()
    return ([LOOPBACK, nets[0].address] if nets else [LOOPBACK]), nets


def open_phones(table: Any, hosts: Sequence[str] | None = None) -> PhoneLink:
    """Start the phones' server for `table`'s human seats and attach it (the table stops
    it when it closes). PhoneServerError when it cannot listen. `hosts`: the addresses
    to listen on (tests); by default the loopback and the home network's."""
    from ninjas.phones.server import PhoneServer

    app = table.app
    codes = SeatCodes(table.phone_seats() or table.humans)
    server = PhoneServer(codes, phone_files(app), art_files(table.session.game), font_files())
    nets: list[Network] = []
    if hosts is None:
        hosts, nets = phone_hosts()
    server.start(list(hosts))
    link = PhoneLink(table, server, nets)
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
