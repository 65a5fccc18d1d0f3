"""The Dojo table ("Ninjas! Protect your Dojo"): the hex map, the movement roll and
walks, battles with face-down cards, summoning dice, the two decks as the clock.

The scene never decides a rule: every click becomes one of the state's actions (a
walk of several hexes becomes its steps, routes.py), played through the session, and
a refused click shows the state's own reason. Events are paced, logged and animated
one by one. Hidden cards: the defender's face-down row and the attacker's hand are
drawn face up only for the seat that owns them, while that seat is the one shown;
with two people at the laptop the hand-off screen covers the table between them.

The table draws at the window's own pixel size (`native`): its rects come from
layout.py for the size drawn at, the board (BoardView) is kept per size, and lengths
are design px through theme.px. H asks the hard computer for a hint, worked out in
the AI worker from what the acting seat may know (scenes.ai_turn.HintJob).
"""

from __future__ import annotations

import logging
import math
import random
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.core.i18n import sentence
from ninjas.dojo import data
from ninjas.dojo.cards import rank_name
from ninjas.dojo.hexgrid import Hex, neighbours
from ninjas.dojo.places import Place, places
from ninjas.dojo.rules import DojoAction, DojoState, IllegalAction, hex_text
from ninjas.dojo.scoring import land_count_winner

from .. import theme
from ..pads import PadTarget
from ..paging import Pager
from ..table import TableScene
from ..widgets import draw_hint, draw_panel, shortened, wrap_text
from . import art
from .board_view import BoardView, free_spot, hex_cover
from .layout import TableLayout, table_layout
from .routes import Route, routes_from
from .tray import (
    CARD_W,
    FLIP_SECONDS,
    SMALL_W,
    TRAY_HEIGHT,
    Slot,
    Tray,
    TrayLayout,
    TrayPainter,
    card_size,
)

px = theme.px

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

LAYOUTS_KEPT = 2
"""Table layouts (and their boards' pictures) kept: the window's, and the one before a
resize or before both Dojos stood."""
OPTION_H = 36
OPTION_GAP = 6
OPTIONS_TOP = 126
"""Where the choices start in the action panel (under the prompt and the moves); these
lengths are design px, like every length below (theme.px)."""
OPTIONS_HIGH = 78
ROLL_OFF_SECONDS = 1.0
"""The roll-off's dice tumble this long before the first Dojo may be placed."""
TYPE_SECONDS = 1.2
"""Digits typed within this long of each other make one summoning count (2, 3: 23)."""
SUMMON_STEP = 5
"""PageUp/PageDown change the summoning count by this many."""
DIGITS = {
    **{pygame.K_0 + d: d for d in range(10)},
    pygame.K_KP0: 0,
    **{pygame.K_KP1 + d: d + 1 for d in range(9)},
}
"""The keys of the digits, top row and keypad (SDL puts the keypad's 0 after its 9)."""
PROMPT_LINES = 2
"""The prompt's lines above a list of choices (a longer refusal or hint is cut)."""
LIST_GAP = 4
"""Between the rows of a list of choices."""
"""Where they start when the moves are not shown (summoning, a choice in a battle)."""
SUMMON_AREA = 62
"""The summoning's cards at the foot of the action panel (its label left of the cards:
the list of choices above keeps the panel's height)."""
SUMMON_LABEL_W = 128
"""The width of "Blue clan summons with:" (wrapped) left of the summoning's cards."""
OPTION_H2 = 44
"""A choice whose label needs two lines (a long place name is never cut)."""
OPTION_LINE = 18
"""Each line past the second that a longer label takes: its row grows, never cuts it."""
OPTION_ICON = 34
"""The room an option's icon (a shuriken, a die) takes before its label."""
MOVES_PHASES = ("move", "battle", "lay", "attack")
"""The phases that show the die and the moves left under the prompt."""
LIST_PHASES = ("battle", "assign", "joker", "fury")
"""The phases whose choices are a numbered list (keys 1-9, paged when long)."""
CURSOR_PHASES = ("dojo", "move")
"""The phases whose choices are hexes of the map: the arrow keys point at one."""
ARROWS = {
    pygame.K_LEFT: (-1.0, 0.0),
    pygame.K_RIGHT: (1.0, 0.0),
    pygame.K_UP: (0.0, -1.0),
    pygame.K_DOWN: (0.0, 1.0),
}
AI_PAUSE = 0.45
RESULTS_DELAY = 2.2
LOG_LINE = 20
LOG_SIZE = theme.FONT_MIN
"""The log, the status and the notes: the smallest text size (14 px at 1280x720)."""
EVENT_SECONDS = {
    "dojo_placed": 0.6,
    "turn": 0.5,
    "rolled": 0.8,
    "blitz": 1.1,
    "stepped": 0.3,
    "battle": 0.7,
    "battle_cards": 0.4,
    "laid": 0.3,
    "flip": FLIP_SECONDS + 0.5,
    "ninja_lost": 0.3,
    "redraw": 0.8,
    "battle_over": 0.9,
    "joker": 0.4,
    "joker_ninja": 0.5,
    "summon_cards": 0.7,
    "die_assigned": 0.2,
    "summoned": 2.0,
    "dojo_taken": 1.5,
    "deck_out": 1.2,
}
"""How long each kind of event holds the stage at speed 1 (others: 0.1 s)."""
SOUND_OF_EVENT = {
    "rolled": "dice_roll",
    "blitz": "dojo_blitz",
    "stepped": "dojo_step",
    "battle": "dojo_clash",
    "battle_cards": "card_slide",
    "laid": "card_slide",
    "flip": "dojo_flip",
    "summon_cards": "card_slide",
    "summoned": "dojo_summon",
    "joker_ninja": "dojo_summon",
    "dojo_placed": "dojo_step",
    "dojo_taken": "dojo_capture",
    "deck_out": "dojo_capture",
}
"""The sound each event plays (a projectile's battle: dojo_projectile; a clash after
its flip: dojo_clash)."""
HINT: theme.Colour = (120, 230, 255)
"""The hint's colour (as on the Taisen table): its hexes, arrow, card or button."""
HEX_ACTIONS = ("dojo", "step", "fight", "throw", "die", "joker")
"""The actions a hint shows on the map (the others: a card, or a button of the panel)."""
SUMMON_CARD_W = 40
CHIP_W, CHIP_H, CHIP_GAP = 26, 26, 3
"""A summoning card as a small tile with its value, when more are drawn than a row of
cards holds."""
DIE_TUMBLE = 0.8
"""Seconds dice tumble before they show their faces."""


@dataclass
class Effect:
    """An animation on the map: a ninja walking, a shuriken flying, a ninja lost, new
    ninjas, a banner. Blocking ones hold the next action until they end."""

    kind: str
    duration: float
    start: Hex | None = None
    """The hex it starts at (None: the middle of the map); drawn where that hex is at
    the size drawn (the window may change under an animation)."""
    end: Hex | None = None
    seat: int = 0
    text: str = ""
    age: float = 0.0
    blocking: bool = False

    @property
    def t(self) -> float:
        return min(1.0, max(0.0, self.age / self.duration))

    @property
    def done(self) -> bool:
        return self.age >= self.duration


@dataclass
class SummonShow:
    """The summoning in view: the drawn cards, the dice set under their hexes, then
    rolled (faces None until then)."""

    seat: int
    cards: list[int]
    hexes: list[Hex] = field(default_factory=list)
    faces: list[int] | None = None
    age: float = 0.0


@dataclass
class RollShow:
    seat: int
    value: int
    blitz: bool
    age: float = 0.0


@dataclass
class Option:
    """A choice in the action panel (a button), with the hex it concerns, if any."""

    label: str
    run: Callable[[], None]
    rect: pygame.Rect
    icon: str | None = None
    style: str = "normal"
    hex: Hex | None = None
    enabled: bool = True
    number: int | None = None
    """The key (1-9) that chooses it on the page shown."""
    action: str | None = None
    """The action it plays (a hint for it rings the button)."""


class DojoScene(TableScene[DojoState]):
    """`DojoScene(app, session)`; `animate=False` plays events at once (tests)."""

    results_delay = RESULTS_DELAY

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self._layouts: OrderedDict[tuple[Any, ...], tuple[TableLayout, BoardView]] = OrderedDict()
        # laid out for the window: the table is the top scene once pushed
        self.layout, self.view = self._layout_for(app.view_size)
        self._fitted = self._fit_key(self.layout.size)
        self.effects: list[Effect] = []
        self.log_lines: list[tuple[int | None, str]] = []
        self.refused: tuple[str, float] | None = None
        self.selected: Hex | None = None
        """The hex whose ninja walks (move phase) or throws (battle phase)."""
        self.forest_cost = 0
        """The cost the player prefers to pay to enter forest (0 or 1)."""
        self._routes: dict[Hex, Route] = {}
        self._routes_key: tuple[Any, ...] | None = None
        self.summon_count = 1
        self._typed: tuple[int, float] | None = None
        self.log_scroll = 0
        """Entries of the log scrolled back by the wheel (0: the newest at the foot)."""
        self._log_seen = 0
        self.roll_off_age = 0.0
        """How long the roll-off's dice have tumbled (they stop at ROLL_OFF_SECONDS)."""
        self._note_kept: tuple[tuple[Any, ...], pygame.Rect, list[str]] | None = None
        self.dice_counts_drawn: dict[Hex, int] = {}
        """The count written beside each hex's summoning dice at the last frame (tests)."""
        self._summon_turn: tuple[int, int] | None = None
        self.picked: int | None = None
        """The attacker's card picked by key or click, waiting for its slot."""
        self.drag: int | None = None
        self.tray: Tray | None = None
        self.tray_rect = pygame.Rect(0, 0, 0, 0)
        self.tray_layout = TrayLayout()
        self.painter = TrayPainter(self.may_see, app.tr)
        self.summon_show: SummonShow | None = None
        self.roll_show: RollShow | None = None
        self.pager = Pager()
        self.main: Callable[[], None] | None = None
        """What Enter and Space do now: the panel's main button."""
        self.cursor: Hex | None = None
        """The hex the arrow keys point at (placing a Dojo, walking), shown until the
        mouse moves: Enter or Space then click it."""
        self.question: tuple[Hex, Hex] | None = None
        """A walk asked about: join the stack at the second hex from the first?"""
        self.last_actor: int | None = None
        """The seat whose action the table is telling (its events, its animations)."""
        self.board_ninjas: dict[Hex, list[int]] | None = None
        """The ninjas as the board shows them while events are told (None: the state's)."""
        self.board_later: list[tuple[float, Hex, int, int]] = []
        """Board changes waiting for their moment (seconds left, hex, seat, ninjas)."""
        self._places: tuple[tuple[Hex | None, ...], dict[Hex, Place]] | None = None
        self.line_hexes: dict[str, tuple[Hex, ...]] = {}
        """The hexes each log line names (its names are unique on the board, so a line
        says the same hexes wherever it is): the pointer on a line rings them."""
        self._naming: list[Hex] | None = None
        """The hexes named while an event is described (see describe)."""
        self.log_rows: list[tuple[pygame.Rect, str]] = []
        """Each log line drawn (a wrapped part of an entry) where it lies on the window,
        with the entry it belongs to."""
        self.options: list[Option] = []
        self.deferred: list[tuple[float, int | None, str]] = []
        """Log lines waiting for their moment (seconds left, owner, line)."""
        self._legal: list[DojoAction] = []
        self._legal_texts: set[str] = set()
        self._legal_key: tuple[int, int] | None = None
        self._needs_sync = True
        self._bases: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._log_cache: pygame.Surface | None = None
        self._log_key: tuple[Any, ...] | None = None
        self._wrapped: dict[str, list[str]] = {}
        self._ghosts: dict[tuple[int, int], pygame.Surface] = {}
        self.buttons = self.make_top_buttons()  # H: the hint, shown on the board
        for name, button in self.buttons.items():
            button.rect = pygame.Rect(self.layout.buttons[name])
        self._seen_actions = len(session.actions)
        if session.actions:
            self._rebuild_log()
        self._refresh()
        self._sync_tray()  # a game opened in the middle of a battle shows it
        size = self.layout.size
        with theme.scaled_for(size):  # fonts, texts and pictures ready before the first frame
            self._draw_ahead()
            self.draw(pygame.Surface(size))

    # ------------------------------------------------------------------ layout
    def _layout_for(self, size: tuple[int, int]) -> tuple[TableLayout, BoardView]:
        """The table's rects and board for a surface of `size`, kept (the last few).
        The board is fitted again once both Dojos stand (it fills the map)."""
        key = self._fit_key(size)
        kept = self._layouts.get(key)
        if kept is None:
            for old in [k for k in self._layouts if k[0] == size]:  # a board fitted before
                del self._layouts[old]  # the Dojos stood: its pictures go
            layout = table_layout(size)
            kept = (layout, BoardView(self.state.board, layout.map, layout.scale, key[1]))
            self._layouts[key] = kept
            while len(self._layouts) > LAYOUTS_KEPT:
                self._layouts.popitem(last=False)
        self._layouts.move_to_end(key)
        return kept

    def _fit_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        """What the table's layout depends on: the size, and where the Dojos stand once
        both are placed."""
        dojos = tuple(self.state.dojos)
        return (size, dojos if None not in dojos else None)

    def _fit(self, size: tuple[int, int]) -> None:
        """Lay the table out for `size` when it is not already (the window was resized,
        or an overlay that draws on the 1280x720 canvas came or went), and fit the board
        again once both Dojos stand: rects, board, buttons and the panel's choices
        follow; what is chosen stays."""
        if self._fit_key(size) == self._fitted:
            return
        self.layout, self.view = self._layout_for(size)
        self._fitted = self._fit_key(size)
        for name, button in self.buttons.items():
            button.rect = pygame.Rect(self.layout.buttons[name])
        self._log_key = None
        self._build_options()

    @property
    def map_rect(self) -> pygame.Rect:
        return self.layout.map

    def _draw_ahead(self) -> None:
        """Every picture a frame may need, drawn now so that no frame waits for one: the
        water frames of the board (the Dojos are drawn over it), the table for either
        clan's turn, card faces, dice and figures at the sizes the table uses."""
        px = theme.px
        self._board_backdrop()
        for frame in range(3):
            self.view.still(frame)
        for active in (0, 1, -1):
            self._base(active)
        r = self.view.radius
        for rank in range(14):
            for width in (CARD_W, SMALL_W, SUMMON_CARD_W):
                art.card_face(rank, px(width))
        for face in range(1, 7):
            for size in (px(40), px(44), self._die_size()):
                art.die(face, size)
        art.blank_die(self._die_size())
        for seat in (0, 1):
            art.tile("dojo", seat, r)
            art.card_back(seat, card_size()[0])
            art.card_back(seat, px(30))
            for height in (34, 40, 58):
                art.figure(seat, px(height))
            for height in (int(r * 0.86), int(r * 0.9), int(r * 1.05)):
                art.figure(seat, height)

    def _board_backdrop(self) -> None:
        """The map's panel under the board's pictures (they are kept opaque)."""
        if self.view.backdrop is None:
            self.view.backdrop = self._base().subsurface(self.layout.map).copy()

    def _die_size(self) -> int:
        """A summoning die under its hex."""
        return max(theme.px(18), self.view.radius // 2)

    # ------------------------------------------------------------------ properties
    @property
    def busy(self) -> bool:
        return (
            bool(self.queue)
            or any(e.blocking and not e.done for e in self.effects)
            or self.rolling_off
        )

    @property
    def rolling_off(self) -> bool:
        """The roll-off's dice still tumble: nobody (the computer neither) places a Dojo
        before they show who places first."""
        return self.animate and self.state.phase == "dojo" and self.roll_off_age < ROLL_OFF_SECONDS

    @property
    def animating(self) -> bool:
        """Events, effects, the computer or the results to come (the water's four frames
        a second need no more than the app's idle rate)."""
        return (
            self.busy
            or self.session.ai_to_move
            or bool(self.effects)
            or self.drag is not None
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    @property
    def viewer(self) -> int | None:
        """Whose secrets the screen shows: the shown seat's; while the table waits
        between people, nobody's (-1); with only the computer playing, all (None)."""
        if self.shown_seat is not None:
            return self.shown_seat
        return -1 if self.humans else None

    def may_see(self, seat: int) -> bool:
        return self.viewer is None or self.viewer == seat

    def seat_name(self, seat: int) -> str:
        return self.app.tr(f"seat.dojo.{seat}")

    def terrain_name(self, h: Hex | list[int] | tuple[int, ...]) -> str:
        kind = self.state.terrain.get((h[0], h[1]), "plains")
        return self.app.tr(f"dojo.terrain.{kind}")

    # ------------------------------------------------------------------ scene hooks
    def on_resume(self) -> None:
        if self.stage_outdated():
            self._reset_stage()

    def _reset_stage(self) -> None:
        """The state changed under the table (undo, a load): set everything again (its
        jobs are already cancelled: by undo, or by stage_outdated)."""
        self.queue.clear()
        self.effects.clear()
        self.deferred.clear()
        self.tray = None
        self.summon_show = None
        self.roll_show = None
        self.board_ninjas = None
        self.board_later.clear()
        self.question = None
        self._rebuild_log()
        self._needs_sync = True
        self._sync_tray()
        self._refresh()

    # ------------------------------------------------------------------ playing
    def _refresh(self) -> None:
        self.begin_refresh()
        state = self.state
        if state.phase not in ("move", "battle"):
            self.selected = None
        if state.phase not in CURSOR_PHASES:
            self.cursor = None
        if state.phase == "move" and state.transit is not None:
            self.selected = state.transit
        if self.selected is not None and state.phase == "battle":
            if self.selected not in state.throw_sources(state.mover):
                self.selected = None
        self.picked = None
        self.drag = None
        self.question = None
        if state.phase == "summon":
            turn = (state.mover, state.turns[state.mover])
            most = state.on_board(state.mover)
            if self._summon_turn != turn:
                self._summon_turn = turn
                self.summon_count = self.summon_safe()
            self.summon_count = max(1, min(self.summon_count, most))
        self._needs_sync = True
        self._build_options()

    def play(self, action: DojoAction | str) -> None:
        """Play a legal action for the seat to move (ValueError if illegal)."""
        before = {h: list(c) for h, c in self.state.ninjas.items()}
        self.last_actor = self.state.current_player
        events = self.session.apply(action)
        self.refused = None
        if self.animate:
            if self.board_ninjas is None and events:
                self.board_ninjas = before  # the board follows the events as they are told
            self.queue.extend(events)
        else:
            for event in events:
                self._announce(event)
        self._refresh()
        if not self.animate:
            self._sync_tray()

    def submit(self, action: str) -> bool:
        """Play `action` if the rules allow it, else say why (and the refused sound)."""
        reason = self.state.refusal_reason(action)
        if reason is not None:
            self.refuse(self.app.tr("dojo.refused", why=self.explain(reason)))
            return False
        self.play(action)
        return True

    def explain(self, reason: IllegalAction) -> str:
        """The rules' refusal in the player's language (the rules' English if no text)."""
        key = f"dojo.why.{reason.code}"
        if not self.app.tr.has(key):
            return str(reason)
        details = dict(reason.details)
        if "terrain" in details:
            details["terrain"] = self.app.tr(f"dojo.terrain.{details['terrain']}")
        return self.app.tr(key, **details)

    def refuse(self, why: str) -> None:
        self.refused = (why, self.time + 4.0)
        self.app.audio.play("refused")

    def legal(self) -> list[DojoAction]:
        """The state's legal actions, asked once per position (some are slow to list)."""
        key = (self.version, len(self.session.actions))
        if self._legal_key != key:
            self._legal = self.state.legal_actions()
            self._legal_texts = {str(a) for a in self._legal}
            self._legal_key = key
        return self._legal

    def legal_texts(self) -> set[str]:
        self.legal()
        return self._legal_texts

    # ------------------------------------------------------------------ the stage
    def _announce(self, event: Event) -> None:
        """An event takes the stage: log line(s), its sound, its animation."""
        lines = self.describe(event)
        delay = {"flip": FLIP_SECONDS, "summoned": DIE_TUMBLE}.get(event.kind, 0.0)
        if self.animate and delay:  # told once the card has turned over, the dice stopped
            self.deferred.extend((delay, owner, line) for owner, line in lines)
        else:
            self.flush_log()
            self.log_lines.extend(lines)
        self._move_board(event)
        kind = event.kind
        d = event.data
        if self.animate:
            sound = SOUND_OF_EVENT.get(kind)
            if kind == "battle" and d.get("source") is not None:
                sound = "dojo_projectile"
            if sound:
                self.app.audio.play(sound)
        self._stage(event)

    def _stage(self, event: Event) -> None:
        kind = event.kind
        d = event.data
        seat = d.get("seat") if isinstance(d.get("seat"), int) else 0
        if kind == "turn":
            self.roll_show = None
            self.summon_show = None
            self._effect(
                Effect(
                    "banner",
                    1.3,
                    text=self.app.tr("dojo.banner.turn", name=self.seat_name(seat), turn=d["turn"]),
                    seat=seat,
                )
            )
        elif kind in ("rolled", "blitz"):
            self.roll_show = RollShow(seat, d["value"], kind == "blitz", 0.0 if self.animate else 9)
            if kind == "blitz":
                self._effect(Effect("blitz", 1.1, seat=seat))
        elif kind == "stepped":
            self._effect(
                Effect("walk", 0.28, _pair(d["src"]), _pair(d["dst"]), seat, blocking=True)
            )
        elif kind == "dojo_placed":
            self._effect(Effect("gain", 1.2, start=_pair(d["hex"]), text="+5", seat=seat))
        elif kind == "battle":
            h = (d["hex"][0], d["hex"][1])
            source = d.get("source")
            src = (source[0], source[1]) if source is not None else None
            self.tray = Tray(h, seat, src)
            if src is not None:
                self._effect(Effect("shuriken", 0.5, src, h, seat, blocking=True))
        elif kind == "battle_cards" and self.tray is not None:
            private = d.get("private", {})
            tray = self.tray
            tray.pool = sorted(private.get(tray.defender, {}).get("cards", []))
            tray.hand = sorted(private.get(tray.attacker, {}).get("cards", []))
            tray.row = []
            tray.note = ""
        elif kind == "laid" and self.tray is not None:
            card = d.get("private", {}).get(seat, {}).get("card")
            if card in self.tray.pool:
                self.tray.pool.remove(card)
            self.tray.row.append(Slot(card))
        elif kind == "flip" and self.tray is not None:
            tray = self.tray
            while len(tray.row) <= d["slot"]:
                tray.row.append(Slot(None))
            slot = tray.row[d["slot"]]
            slot.card = d["defence"]
            slot.attack = d["attack"]
            slot.flip_age = 0.0 if self.animate else None
            slot.loser = (
                tray.attacker
                if d["attacker_loses"]
                else tray.defender
                if d["defender_loses"]
                else None
            )
            if d["attack"] in tray.hand:
                tray.hand.remove(d["attack"])
            self._effect(Effect("wait", FLIP_SECONDS + 0.3, blocking=True))
        elif kind == "ninja_lost":
            # the ninja falls when the card that fells it has turned over
            turning = [
                FLIP_SECONDS - slot.flip_age
                for slot in (self.tray.row if self.tray is not None else [])
                if slot.flip_age is not None and slot.flip_age < FLIP_SECONDS
            ]
            delay = max(turning, default=0.0)
            self._effect(Effect("lost", 1.0, start=_pair(d["hex"]), seat=seat, age=-delay))
        elif kind == "redraw" and self.tray is not None:
            self.tray.note = self.app.tr("dojo.tray.redraw")
        elif kind == "battle_over" and self.tray is not None:
            if self.animate:
                self.tray.closing = 0.0
            else:
                self.tray = None
        elif kind == "joker_ninja":
            self._effect(Effect("gain", 1.2, start=_pair(d["hex"]), text="+1", seat=seat))
        elif kind == "summon_cards":
            self.summon_show = SummonShow(seat, list(d["cards"]))
        elif kind == "die_assigned" and self.summon_show is not None:
            self.summon_show.hexes.append((d["hex"][0], d["hex"][1]))
        elif kind == "summoned":
            show = self.summon_show or SummonShow(seat, list(d["cards"]))
            show.hexes = [(h[0], h[1]) for h, _ in d["dice"]]
            show.faces = [face for _, face in d["dice"]]
            show.age = 0.0 if self.animate else 9.0
            self.summon_show = show
            for h, got in d["gained"]:
                self._effect(
                    Effect("gain", 1.4, start=_pair(h), text=f"+{got}", seat=seat, age=-DIE_TUMBLE)
                )
            self._effect(Effect("wait", DIE_TUMBLE + 0.2, blocking=True))
        elif kind in ("dojo_taken", "deck_out"):
            text = (
                self.app.tr("dojo.banner.dojo_taken", name=self.seat_name(seat))
                if kind == "dojo_taken"
                else self.app.tr("dojo.banner.deck_out")
            )
            self._effect(Effect("banner", 2.5, text=text, seat=seat))

    def _effect(self, effect: Effect) -> None:
        if self.animate:
            self.effects.append(effect)

    def _move_board(self, event: Event) -> None:
        """The board as it stood before the action, moved on by the event just told: the
        board, the log and the prompt tell the same moment."""
        board = self.board_ninjas
        if board is None:
            return
        d = event.data
        seat = d.get("seat") if isinstance(d.get("seat"), int) else 0

        def add(h: Any, count: int, who: int = seat) -> None:
            cell = board.setdefault((h[0], h[1]), [0, 0])
            cell[who] = max(0, cell[who] + count)

        if event.kind == "stepped":
            add(d["src"], -1)
            add(d["dst"], 1)
        elif event.kind == "ninja_lost":
            add(d["hex"], -1)
        elif event.kind == "joker_ninja":
            add(d["hex"], 1)
        elif event.kind == "dojo_placed":
            add(d["hex"], data.START_NINJAS)
        elif event.kind == "summoned":  # the new ninjas stand once the dice have stopped
            for h, got in d["gained"]:
                self.board_later.append((DIE_TUMBLE, (h[0], h[1]), seat, got))

    def shown_ninjas(self) -> dict[Hex, list[int]]:
        """The ninjas the board shows now."""
        return self.board_ninjas if self.board_ninjas is not None else self.state.ninjas

    def _sync_tray(self) -> None:
        """Set the tray again from the state (the table is still: no event waits)."""
        self._needs_sync = False
        b = self.state.battle
        if b is None:
            if self.tray is not None and self.tray.closing is None:
                if self.animate:
                    self.tray.closing = 0.0
                else:
                    self.tray = None
            return
        tray = self.tray
        if tray is None or tray.hex != b.hex or tray.attacker != b.attacker or tray.closing:
            tray = self.tray = Tray(b.hex, b.attacker, b.source)
        tray.pool = sorted(b.pool)
        tray.hand = sorted(b.hand)
        row: list[Slot] = []
        for i, card in enumerate(b.row):
            old = tray.row[i] if i < len(tray.row) else None
            if card is None:
                row.append(old if old is not None and old.flipped else Slot(None))
            else:
                row.append(Slot(card))
        tray.row = row

    # ------------------------------------------------------------------ the log
    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        """The log lines of an event: (None, public line) or (seat, that seat's own);
        the hexes they name are kept for each line (line_hexes)."""
        self._naming = []
        try:
            lines = self._describe(event)
        finally:
            named, self._naming = tuple(dict.fromkeys(self._naming)), None
        if named:
            if len(self.line_hexes) > 20_000:  # a very long game: kept bounded
                self.line_hexes.clear()
            for _, line in lines:
                self.line_hexes[line] = named
        return lines

    def _describe(self, event: Event) -> list[tuple[int | None, str]]:
        tr = self.app.tr
        d = event.data
        kind = event.kind
        seat = d.get("seat") if isinstance(d.get("seat"), int) else None
        name = self.seat_name(seat) if seat is not None else ""
        lines: list[tuple[int | None, str]] = []
        if kind == "dojo_placed":
            lines.append((None, tr("dojo.log.dojo", name=name)))
        elif kind == "turn":
            lines.append((None, tr("dojo.log.turn", name=name, turn=d["turn"])))
        elif kind == "rolled":
            lines.append((None, tr("dojo.log.rolled", name=name, value=d["value"])))
        elif kind == "blitz":
            lines.append((None, tr("dojo.log.blitz", name=name)))
        elif kind == "stepped" and seat is not None:
            lines.append(
                (
                    None,
                    tr(
                        "dojo.log.step",
                        name=name,
                        source=self.place_name(_pair(d["src"])),
                        target=self.place_name(_pair(d["dst"])),
                    ),
                )
            )
        elif kind == "moved" and d.get("unspent"):
            lines.append((None, tr.plural("dojo.log.unspent", d["unspent"], name=name)))
        elif kind == "battle":
            where = self.place_name(_pair(d["hex"]))
            if d.get("source") is not None:
                lines.append(
                    (
                        None,
                        tr(
                            "dojo.log.throw",
                            name=name,
                            source=self.place_name(_pair(d["source"])),
                            target=where,
                        ),
                    )
                )
            else:
                lines.append(
                    (
                        None,
                        tr(
                            "dojo.log.battle",
                            name=name,
                            where=where,
                            attackers=d["attackers"],
                            defenders=d["defenders"],
                        ),
                    )
                )
        elif kind == "battle_cards":
            attacker = d["attacker"]
            lines.append(
                (
                    None,
                    tr.plural(
                        "dojo.log.cards",
                        d["attack"],
                        attacker=self.seat_name(attacker),
                        attack=d["attack"],
                        defender=self.seat_name(1 - attacker),
                        defence=d["defence"],
                    ),
                )
            )
            for owner, secret in sorted(d.get("private", {}).items()):
                cards = ", ".join(rank_name(c) for c in sorted(secret.get("cards", [])))
                lines.append((owner, tr("dojo.log.your_cards", cards=cards)))
        elif kind == "laid":
            card = d.get("private", {}).get(seat, {}).get("card")
            if card is not None:
                lines.append((seat, tr("dojo.log.laid", card=rank_name(card))))
        elif kind == "flip":
            attack, defence = rank_name(d["attack"]), rank_name(d["defence"])
            if d.get("ace_in_the_face"):
                result = tr("dojo.log.ace_in_the_face", name=self.seat_name(d["seat"]))
            elif d["attacker_loses"] or d["defender_loses"]:
                attacker = d["seat"]
                loser = attacker if d["attacker_loses"] else 1 - attacker
                result = tr("dojo.log.loses", name=self.seat_name(loser))
            elif d.get("tie"):
                result = tr("dojo.log.tie")
            else:
                result = tr("dojo.log.no_loss")
            lines.append((None, tr("dojo.log.flip", attack=attack, defence=defence, result=result)))
        elif kind == "redraw":
            lines.append((None, tr("dojo.log.redraw")))
        elif kind == "battle_over" and d.get("projectile"):
            # the thrower stood elsewhere: only the target's defenders are told
            lines.append(
                (
                    None,
                    tr.plural(
                        "dojo.log.throw_over" if d["defenders"] else "dojo.log.throw_cleared",
                        d["defenders"],
                        defender=self.seat_name(1 - d["attacker"]),
                        where=self.place_name(_pair(d["hex"])),
                    ),
                )
            )
        elif kind == "battle_over":
            attacker = d["attacker"]
            lines.append(
                (
                    None,
                    tr(
                        "dojo.log.battle_over",
                        attacker=self.seat_name(attacker),
                        attackers=d["attackers"],
                        defender=self.seat_name(1 - attacker),
                        defenders=d["defenders"],
                    ),
                )
            )
        elif kind == "joker":  # Joker cards off: set aside for another card, no ninja
            key = "dojo.log.joker" if self.state.toggle("jokers") else "dojo.log.joker_off"
            lines.append((None, tr(key, name=name)))
        elif kind == "joker_ninja":
            where = self.place_name(_pair(d["hex"]))
            lines.append((None, tr("dojo.log.joker_ninja", name=name, where=where)))
        elif kind == "joker_lost":
            lines.append((None, tr("dojo.log.joker_lost", name=name)))
        elif kind == "fury_choice":
            key = "dojo.log.fury" if d["picks"] == 2 else "dojo.log.fury_one"
            lines.append((None, tr(key, name=name)))
        elif kind == "fury":
            cards = ", ".join(rank_name(c) for c in d["discarded"])
            lines.append((None, tr("dojo.log.fury_discard", name=name, cards=cards)))
            kept = d.get("private", {}).get(seat, {}).get("kept")
            if kept is not None:
                lines.append((seat, tr("dojo.log.fury_kept", card=rank_name(kept))))
        elif kind == "summon_cards":
            cards = ", ".join(rank_name(c) for c in d["cards"])
            lines.append((None, tr("dojo.log.summon", name=name, cards=cards)))
        elif kind == "summoned":
            faces = ", ".join(str(face) for _, face in d["dice"])
            lines.append((None, tr.plural("dojo.log.summoned", d["total"], name=name, faces=faces)))
        elif kind == "dojo_taken":
            lines.append((None, tr("dojo.log.dojo_taken", name=name)))
        elif kind == "deck_out":
            if d.get("cause") == "summon":
                lines.append(
                    (
                        None,
                        tr.plural("dojo.log.deck_out.summon", d["need"], name=name, left=d["left"]),
                    )
                )
            elif d.get("cause") == "battle":
                role = "defend" if d.get("defending") else "attack"
                where = self.place_name(_pair(d["hex"]))
                lines.append((None, tr(f"dojo.log.deck_out.{role}", name=name, where=where)))
            lines.append(
                (
                    None,
                    tr(
                        "dojo.log.deck_out",
                        land0=d["land"][0],
                        land1=d["land"][1],
                        ninjas0=d["ninjas"][0],
                        ninjas1=d["ninjas"][1],
                    ),
                )
            )
        return lines

    def touches(self, event: Event, seat: int) -> bool:
        """Another seat's play that hit `seat`: a ninja of its lost, its joker lost,
        its Dojo taken."""
        d = event.data
        if event.kind in ("ninja_lost", "joker_lost"):
            return d.get("seat") == seat
        return event.kind == "dojo_taken" and d.get("seat") != seat

    def visible_log(self) -> list[str]:
        """Public lines, and the private lines of the seat shown (with only the computer
        playing, the public ones: its cards show face up on the table)."""
        viewer = self.viewer
        return [line for owner, line in self.log_lines if owner is None or owner == viewer]

    def _rebuild_log(self) -> None:
        """A loaded (or undone) game's story so far, replayed from the seed and actions."""
        self.log_lines = []
        rolled: RollShow | None = None
        for event in self.replayed_events():
            self.log_lines.extend(self.describe(event))
            if event.kind == "turn":
                rolled = None
            elif event.kind in ("rolled", "blitz"):
                d = event.data
                rolled = RollShow(d["seat"], d["value"], event.kind == "blitz", 9.0)
        if self.roll_show is None and self.state.phase in MOVES_PHASES:
            self.roll_show = rolled  # an undone step keeps the turn's die in view

    # ------------------------------------------------------------------ choices
    def place_name(self, h: Hex) -> str:
        """A hex's name in words, unique on the board ("the forest (north-east)", "the
        plains (north, 2nd from the west)", "the Orange clan's Dojo"), never coordinates."""
        tr = self.app.tr
        key = tuple(self.state.dojos)
        if self._places is None or self._places[0] != key:
            self._places = (key, places(self.state.board, self.state.dojos))
        place = self._places[1].get(h)
        if self._naming is not None:
            self._naming.append(h)
        if place is None:
            return self.terrain_name(h)
        if place.seat is not None:
            return tr("dojo.place.dojo", name=self.seat_name(place.seat))
        terrain = tr(f"dojo.terrain.{place.terrain}")
        part = tr(f"dojo.part.{place.part}")
        if place.alike == 1:
            return tr("dojo.place", terrain=terrain, part=part)
        if place.alike == 2:
            which = tr(f"dojo.pair.{place.side}.{place.rank}")
            return tr("dojo.place.pair", terrain=terrain, part=part, which=which)
        nth = tr(f"dojo.nth.{place.rank}") if place.rank <= 9 else str(place.rank)
        side = tr(f"dojo.side.{place.side}")
        return tr("dojo.place.nth", terrain=terrain, part=part, nth=nth, side=side)

    def action_label(self, action: DojoAction) -> str:
        """A choice in words; every hex it names by its unique name, as the log does (a
        bare "the plains" could be any of them)."""
        tr = self.app.tr
        state = self.state
        name = self.place_name
        if action.kind == "fight":
            h = _hex(action.args[0])
            return tr(
                "dojo.act.fight",
                where=name(h),
                attackers=state.count(h, state.mover),
                defenders=state.count(h, 1 - state.mover),
            )
        if action.kind == "throw":
            src, dst = _hex(action.args[0]), _hex(action.args[1])
            return tr(
                "dojo.act.throw",
                source=name(src),
                target=name(dst),
                defenders=state.count(dst, 1 - state.mover),
            )
        if action.kind == "die":
            h = _hex(action.args[0])
            return sentence(tr("dojo.act.die", where=name(h), count=state.count(h, state.mover)))
        if action.kind == "joker":
            h = _hex(action.args[0])
            seat = state.current_player
            return tr("dojo.act.joker", where=name(h), count=state.count(h, seat))
        if action.kind == "draw":
            return tr("dojo.act.fury_two" if action.args[0] == "2" else "dojo.act.fury_one")
        return tr(f"dojo.act.{action.kind}")

    def _options_area(self) -> pygame.Rect:
        """Where the choices of the action panel go: under the prompt (and the moves, in
        the phases that show them), above the summoning's cards when they show."""
        state = self.state
        action, at = self.layout.action, self._px
        top = action.top + at(OPTIONS_TOP if state.phase in MOVES_PHASES else OPTIONS_HIGH)
        if state.phase in LIST_PHASES and state.phase not in MOVES_PHASES:
            top = action.top + at(10 + 22 * PROMPT_LINES + 8)  # the list takes the room
        bottom = action.bottom - at(8)
        if self._summon_shown():
            bottom = action.bottom - at(self._summon_area_h() + 2)
        return pygame.Rect(action.left + at(14), top, action.width - at(28), bottom - top)

    def _px(self, length: float) -> int:
        """A design length in the pixels of the table's layout now (its hit areas are
        worked out outside drawing too)."""
        return round(length * self.layout.scale)

    def _summon_shown(self) -> bool:
        state = self.state
        return (
            self.summon_show is not None
            or state.phase == "assign"
            or (state.phase == "joker" and state.battle is None)
        )

    def _build_options(self) -> None:
        """The buttons of the action panel for the phase (only when a person acts)."""
        self.options = []
        self.main = None
        state = self.state
        if state.is_terminal or self.acting_seat != state.current_player:
            return
        tr = self.app.tr
        area = self._options_area()
        left, top, width = area.left, area.top, area.width
        phase = state.phase

        at = self._px
        height, step = at(OPTION_H), at(OPTION_H + OPTION_GAP)

        def row(i: int, w: int | None = None, x: int = 0) -> pygame.Rect:
            """Row `i` of the choices (`w` and `x`: a narrower one, in design px)."""
            return pygame.Rect(left + at(x), top + i * step, width if w is None else at(w), height)

        if self.question is not None:
            self._ask_join(row)
        elif phase == "roll":
            self.options.append(
                Option(
                    tr("dojo.act.roll"),
                    lambda: self.submit("roll"),
                    row(0),
                    "die",
                    "primary",
                    action="roll",
                )
            )
            if state.may_blitz(state.mover):
                self.options.append(
                    Option(
                        tr("dojo.act.blitz"),
                        lambda: self.submit("blitz"),
                        row(1),
                        "blitz",
                        action="blitz",
                    )
                )
        elif phase == "move":
            legal = self.legal_texts()
            forest = tr("dojo.forest.free" if self.forest_cost == 0 else "dojo.forest.paid")
            self.options.append(Option(forest, self.toggle_forest, row(0)))
            if "end" in legal:
                self.options.append(
                    Option(
                        tr("dojo.act.end"),
                        lambda: self.submit("end"),
                        row(1),
                        None,
                        "primary",
                        action="end",
                    )
                )
        elif phase in LIST_PHASES:
            self._list_options(area, row)
        elif phase == "lay":
            self.options.append(
                Option(tr("dojo.act.lay_all"), self.lay_all, row(0), None, "primary")
            )
        elif phase == "summon":
            most = state.on_board(state.mover)
            deck = len(state.decks[state.mover])
            self.options.append(
                Option("-", lambda: self.set_summon(self.summon_count - 1), row(0, 60))
            )
            self.options.append(
                Option("+", lambda: self.set_summon(self.summon_count + 1), row(0, 60, 160))
            )
            allowed = self.summon_safe()
            self.options.append(
                Option(
                    tr("dojo.act.summon_max", count=allowed),
                    lambda: self.set_summon(self.summon_safe()),
                    pygame.Rect(left + at(232), top, width - at(232), height),
                    action="summon max",
                )
            )
            self.options.append(
                Option(
                    tr(
                        "dojo.act.summon_ends" if self.summon_count > deck else "dojo.act.summon",
                        count=self.summon_count,
                        most=most,
                        deck=deck,
                    ),
                    lambda: self.submit(f"summon {self.summon_count}"),
                    row(1),
                    None,
                    "primary",
                    action=f"summon {self.summon_count}",
                )
            )
        for option in self.options:
            if option.style == "primary" and option.enabled and self.main is None:
                self.main = option.run

    def _list_options(self, area: pygame.Rect, row: Callable[..., pygame.Rect]) -> None:
        """A numbered list of the phase's actions (battles, dice, a Joker's hex, Fists of
        Fury), a page at a time when they do not all fit: the last row turns the page."""
        tr = self.app.tr
        actions = self.legal()
        done = [a for a in actions if a.kind == "done"]
        actions = done + [a for a in actions if a.kind != "done"]  # "no more battles" first
        labels = [self.action_label(a) for a in actions]
        icons = [a.kind == "throw" for a in actions]
        pages = self._list_pages([f"{n % 9 + 1}. {t}" for n, t in enumerate(labels)], icons, area)
        self.pager.set(len(pages), 1, key=(self.version, tuple(str(a) for a in actions)))
        page = pages[self.pager.page]
        y = area.top
        gap = self._px(LIST_GAP)
        for n, (i, lines) in enumerate(page):
            action = actions[i]
            rect = pygame.Rect(area.left, y, area.width, self._px(self.row_height(lines)))
            y = rect.bottom + gap
            text = str(action)
            h = _hex(action.args[-1]) if action.kind not in ("draw", "done") else None
            primary = action.kind == "done" or text == "draw 2"
            self.options.append(
                Option(
                    f"{n + 1}. {labels[i]}",
                    lambda text=text: self.submit(text),
                    rect,
                    "shuriken" if action.kind == "throw" else None,
                    "primary" if primary else "normal",
                    h,
                    number=n + 1,
                    action=text,
                )
            )
            if primary:
                self.main = lambda text=text: self.submit(text)
        if self.pager.paged:
            self.options.append(
                Option(
                    tr(
                        "dojo.more",
                        page=self.pager.page + 1,
                        pages=self.pager.pages,
                        count=len(actions),
                    ),
                    self.turn_page,
                    pygame.Rect(area.left, y, area.width, self._px(OPTION_H)),
                    None,
                    "normal",
                )
            )

    @staticmethod
    def row_height(lines: int) -> int:
        """A choice's row, in design units, for a label of that many lines."""
        return OPTION_H if lines <= 1 else OPTION_H2 + (lines - 2) * OPTION_LINE

    def label_room(self, width: int, icon: bool) -> int:
        """The width a choice's label has in a row `width` wide (after its icon)."""
        return width - self._px(18) - (self._px(OPTION_ICON) if icon else 0)

    def option_lines(self, option: Option) -> list[str]:
        """The lines a choice's label is drawn on in its row (a row of two lines or more:
        the list made it as tall as its label needs)."""
        room = self.label_room(option.rect.width, option.icon is not None)
        return self._wrap(option.label, theme.FONT_SMALL, room)

    def _list_pages(
        self, labels: list[str], icons: list[bool], area: pygame.Rect
    ) -> list[list[tuple[int, int]]]:
        """The list's pages as (index, lines) rows, filling the area's height (the room
        there is at the window's size now), with a last row that turns the page when they
        do not all fit; a label too long for one line gets a row of as many lines as it
        takes (beside its icon, as it is drawn), at most 9 choices a page (keys 1-9)."""
        at = self._px
        tall = [
            len(self._wrap(t, theme.FONT_SMALL, self.label_room(area.width, icon)))
            for t, icon in zip(labels, icons, strict=True)
        ]
        gap = at(LIST_GAP)
        heights = [at(self.row_height(t)) + gap for t in tall]
        if sum(heights) - gap <= area.height and len(labels) <= 9:
            return [[(i, t) for i, t in enumerate(tall)]]
        space = area.height - at(OPTION_H)  # the row that turns the page
        pages: list[list[tuple[int, int]]] = [[]]
        used = 0
        for i, t in enumerate(tall):
            if pages[-1] and (used + heights[i] > space or len(pages[-1]) == 9):
                pages.append([])
                used = 0
            pages[-1].append((i, t))
            used += heights[i]
        return pages

    def turn_page(self, delta: int = 1) -> None:
        if self.pager.paged:
            self.pager.turn(delta)
            self.app.audio.play("click")
            self._build_options()

    def _ask_join(self, row: Callable[..., pygame.Rect]) -> None:
        """A plain click on another of your stacks while a ninja is chosen: walk there to
        join it, or choose that stack instead?"""
        assert self.question is not None
        src, dst = self.question
        tr = self.app.tr
        route = self.routes().get(dst)
        if route is None:
            self.question = None
            return
        self.options.append(
            Option(
                "1. " + tr("dojo.act.join", where=self.place_name(dst), cost=route.cost),
                lambda: self._answer_join(True),
                row(0),
                None,
                "primary",
                dst,
                number=1,
            )
        )
        self.options.append(
            Option(
                "2. " + tr("dojo.act.choose_stack", where=self.place_name(dst)),
                lambda: self._answer_join(False),
                row(1),
                None,
                "normal",
                dst,
                number=2,
            )
        )
        self.options.append(
            Option("3. " + tr("dojo.act.cancel"), self.cancel_question, row(2), number=3)
        )

    def _answer_join(self, join: bool) -> None:
        question, self.question = self.question, None
        if question is None:
            return
        src, dst = question
        if join:
            route = self.routes().get(dst)
            if route is not None and route.ends:
                self.walk(route)
        else:
            self.selected = dst
        self._build_options()

    def cancel_question(self) -> None:
        self.question = None
        self._build_options()

    def toggle_forest(self) -> None:
        self.forest_cost = 1 - self.forest_cost
        self._routes_key = None
        self.app.audio.play("click")
        self._build_options()

    def set_summon(self, count: int) -> None:
        most = self.state.on_board(self.state.mover)
        self.summon_count = max(1, min(most, count))
        self._build_options()

    def summon_safe(self) -> int:
        """The most cards the mover may summon with and still not run out of cards: their
        ninjas on the board, or what is left in their deck when that is fewer (at least
        one: a summoning draws a card)."""
        state = self.state
        return max(1, min(state.on_board(state.mover), len(state.decks[state.mover])))

    def summon_warning(self) -> str:
        """What the count chosen does to the deck, said before confirming: it would run out
        (the game ends now, and who wins on land as it stands), or it takes the last card
        (the next draw ends the game); "" when the deck keeps cards."""
        state = self.state
        if state.phase != "summon":
            return ""
        tr = self.app.tr
        me = state.mover
        deck = len(state.decks[me])
        if self.summon_count < deck:
            return ""
        if self.summon_count == deck:
            return tr("dojo.summon.last_card", count=deck)
        winner = land_count_winner(state.terrain, state.ninjas)
        lands = (state.land(me), state.land(1 - me))
        if winner is None:
            outcome = tr("dojo.summon.ends.tie")
        else:
            outcome = tr("dojo.summon.ends.wins", name=self.seat_name(winner))
        return tr(
            "dojo.summon.ends",
            count=self.summon_count,
            deck=deck,
            mine=lands[0],
            theirs=lands[1],
            name=self.seat_name(me),
            other=self.seat_name(1 - me),
            outcome=outcome,
        )

    def type_summon_digit(self, digit: int) -> None:
        """Digits typed in a row (within TYPE_SECONDS) make one count: 2 then 3 is 23."""
        if self._typed is not None and self.time - self._typed[1] <= TYPE_SECONDS:
            value = self._typed[0] * 10 + digit
        else:
            value = digit
        most = self.state.on_board(self.state.mover)
        if value > most:
            value = digit
        self._typed = (value, self.time)
        if value >= 1:
            self.set_summon(value)

    def routes(self) -> dict[Hex, Route]:
        """Where the selected ninja can walk now (kept until the state or the choice of
        forest cost changes)."""
        if self.selected is None or self.state.phase != "move":
            return {}
        key = (self.version, self.selected, self.forest_cost)
        if self._routes_key != key:
            self._routes = routes_from(self.state, self.selected, self.forest_cost)
            self._routes_key = key
        return self._routes

    def walk(self, route: Route) -> None:
        """Play a walk's steps one after another (each step is one action)."""
        for step in route.steps:
            if not self.submit(step):
                break
        self._moved()

    def _moved(self) -> None:
        """A move is over: nothing stays chosen (a ninja passing through the water, which
        must move on, stays), so a click on another stack chooses it without a question."""
        self.selected = self.state.transit if self.state.phase == "move" else None

    # ------------------------------------------------------------------ clicks on the map
    def click_hex(self, h: Hex) -> None:
        if not self.can_act:
            return
        state = self.state
        phase = state.phase
        mover = state.current_player
        if phase == "dojo":
            self.submit(f"dojo {hex_text(h)}")
        elif phase == "move":
            self._click_move(h)
        elif phase == "battle":
            legal = self.legal_texts()
            if f"fight {hex_text(h)}" in legal:
                self.play(f"fight {hex_text(h)}")
            elif self.selected is not None and f"throw {hex_text(self.selected)} {hex_text(h)}" in (
                legal
            ):
                self.play(f"throw {hex_text(self.selected)} {hex_text(h)}")
            elif h in state.throw_sources(mover) and state.throw_targets(mover, h):
                self.selected = None if self.selected == h else h
                self.app.audio.play("click")
            else:
                self.submit(f"fight {hex_text(h)}")
        elif phase == "assign":
            self.submit(f"die {hex_text(h)}")
        elif phase == "joker":
            self.submit(f"joker {hex_text(h)}")

    def move_cursor(self, direction: tuple[float, float]) -> None:
        """Point the arrows' cursor at the next hex that way (the board's hexes, and the
        Dojo sites while placing): the nearest whose bearing is within 60 degrees."""
        state = self.state
        cells = list(state.terrain)
        if state.phase == "dojo":
            cells += [_hex(a.args[0]) for a in self.legal()]
        if not cells:
            return
        start = self.cursor or self.selected
        if start is None:
            movers = sorted({_hex(a.args[0]) for a in self.legal() if a.kind == "step"})
            start = movers[0] if movers else None
        if start is None:
            middle = self.layout.map.center
            self.cursor = min(cells, key=lambda h: math.dist(self.view.centre(h), middle))
            return
        sx, sy = self.view.centre(start)
        best: tuple[float, Hex] | None = None
        for h in cells:
            x, y = self.view.centre(h)
            dx, dy = x - sx, y - sy
            along = dx * direction[0] + dy * direction[1]
            if along <= 0:
                continue
            across = abs(dx * direction[1] - dy * direction[0])
            if across > along * math.sqrt(3):  # more than 60 degrees off
                continue
            score = math.hypot(dx, dy) + across
            if best is None or score < best[0]:
                best = (score, h)
        self.cursor = best[1] if best is not None else start
        self.app.audio.play("click")

    def pointed(self) -> Hex | None:
        """The hex pointed at: the arrows' cursor, else the hex under the mouse."""
        if self.cursor is not None:
            return self.cursor
        return self.view.hex_at(self.mouse) if self.layout.map.collidepoint(self.mouse) else None

    def _click_move(self, h: Hex) -> None:
        state = self.state
        mover = state.mover
        join = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if (
            self.selected is not None
            and h != self.selected
            and state.count(h, mover) > 0
            and state.transit is None
            and not join
        ):  # another of your stacks: join it, or choose it? (Shift+click joins at once)
            route = self.routes().get(h)
            if route is not None and route.ends:
                self.question = (self.selected, h)
            else:
                self.selected = h
            self.app.audio.play("click")
            self._build_options()
            return
        if self.selected is not None:
            route = self.routes().get(h)
            if route is not None:
                if not route.ends:
                    self.refuse(self.app.tr("dojo.refused.water_end"))
                    return
                self.walk(route)
                return
            if h == self.selected and state.transit is None:
                self.selected = None
                return
        if state.count(h, mover) > 0 and state.transit is None:
            self.selected = h
            self.app.audio.play("click")
            return
        if self.selected is None:
            self.refuse(self.app.tr("dojo.refused.no_ninja"))
        elif h in neighbours(self.selected):
            costs = data.MOVE_COST.get(state.terrain.get(h, "plains"), (1,))
            cost = self.forest_cost if self.forest_cost in costs else costs[-1]
            if self.submit(f"step {hex_text(self.selected)} {hex_text(h)} {cost}"):
                self._moved()
        else:
            self.refuse(self.app.tr.plural("dojo.refused.too_far", state.remaining))

    # ------------------------------------------------------------------ cards
    def lay(self, rank: int) -> None:
        if self.can_act and self.state.phase == "lay":
            self.submit(f"lay {rank}")

    def lay_all(self) -> None:
        """Lay every card left, in an order shuffled for the player (a choice the player
        may leave to the table: the attacker sees only backs either way)."""
        tray = self.tray
        if not (self.can_act and self.state.phase == "lay" and tray is not None):
            return
        cards = sorted(tray.pool)
        random.Random(f"{self.session.seed}:{len(self.session.actions)}").shuffle(cards)
        for rank in cards:
            if self.state.phase != "lay" or not self.submit(f"lay {rank}"):
                break

    def pick(self, rank: int) -> None:
        if self.can_act and self.state.phase == "attack":
            self.picked = None if self.picked == rank else rank
            self.app.audio.play("click")

    def strike(self, slot: int) -> None:
        """Lay the picked card on face-down card `slot`."""
        if not self.can_act or self.state.phase != "attack":
            return
        if self.picked is None:
            self.refuse(self.app.tr("dojo.refused.pick_first"))
            return
        self.submit(f"play {self.picked} {slot}")

    # ------------------------------------------------------------------ the hint
    def legal_move(self, result: Any) -> DojoAction | None:
        text = str(result)
        return next((action for action in self.legal() if str(action) == text), None)

    def hint_move(self, result: Any) -> DojoAction | None:
        action = self.legal_move(result)
        if action is not None and action.kind == "summon":  # the count shown is the hint's
            self.summon_count = int(action.args[0])
            self._build_options()
        return action

    def hint_text(self, action: DojoAction) -> str:
        """The hint in words, for the action panel."""
        tr = self.app.tr
        kind = action.kind
        if kind == "step":
            what = tr(
                "dojo.hint.step",
                source=self.place_name(_hex(action.args[0])),
                target=self.place_name(_hex(action.args[1])),
            )
        elif kind == "dojo":
            what = tr("dojo.hint.dojo")
        elif kind == "lay":
            what = tr("dojo.hint.lay", card=rank_name(int(action.args[0])))
        elif kind == "play":
            tray = self.tray
            slot = int(action.args[1])
            live = tray.live_slots() if tray is not None else []
            number = live.index(slot) + 1 if slot in live else slot + 1
            what = tr("dojo.hint.play", card=rank_name(int(action.args[0])), slot=number)
        elif kind == "summon":
            count = int(action.args[0])
            what = tr.plural("dojo.hint.summon", count, count=count)
        elif kind in ("fight", "throw", "die", "joker", "draw"):
            what = self.action_label(action)
        else:
            what = tr(f"dojo.act.{kind}")
        return tr("dojo.hint", what=what)

    # ------------------------------------------------------------------ the skeleton's hooks
    def after_undo(self) -> None:
        self._reset_stage()

    def hurry(self) -> None:
        self.roll_off_age = max(self.roll_off_age, ROLL_OFF_SECONDS)
        while self.queue:
            self._announce(self.queue.pop(0))
        self.flush_log()
        for effect in self.effects:
            effect.age = effect.duration
        self.board_later.clear()
        self.board_ninjas = None

    def let_go(self) -> bool:
        """Esc: the question asked, the keyboard's cursor, the ninja or card chosen."""
        if self.question is not None:
            self.cancel_question()
        elif self.cursor is not None and self.selected is None:
            self.cursor = None
        elif self.selected is not None or self.picked is not None:
            self.selected = None
            self.picked = None
        else:
            return False
        return True

    # ------------------------------------------------------------------ phones
    def phone_turn(self) -> bool:
        """The battle's face-down cards are laid and played on the phone; the rest of
        the game (walks, battles chosen, summoning) is public, on the laptop."""
        return self.state.phase in ("lay", "attack")

    def phone_side(self, action: Any) -> bool:
        return getattr(action, "kind", "") in ("lay", "play")

    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        """Laying: one card of the drawn ones at a time (the first laid is fought first).
        Attacking: a card of the hand, then the face-down card it strikes."""
        tr = self.app.tr
        state = self.state
        out: list[dict[str, Any]] = []
        for action in state.legal_actions():
            if action.kind == "lay":
                rank = int(action.args[0])
                label = tr("phone.dojo.lay", card=rank_name(rank))
                parts = [self._phone_card(rank, tr("phone.dojo.pick_lay"))]
            elif action.kind == "play":
                rank, slot = int(action.args[0]), int(action.args[1])
                label = tr("phone.dojo.play", card=rank_name(rank), slot=slot + 1)
                parts = [
                    self._phone_card(rank, tr("phone.dojo.pick_card")),
                    {
                        "key": str(slot),
                        "label": tr("phone.dojo.slot", slot=slot + 1),
                        "art": f"card_back_{1 - seat}.png",
                        "step": tr("phone.dojo.pick_slot"),
                    },
                ]
            else:
                continue
            out.append({"action": str(action), "label": label, "parts": parts})
        return out

    @staticmethod
    def _phone_card(rank: int, step: str = "") -> dict[str, Any]:
        joker = rank == data.JOKER
        return {
            "key": str(rank),
            "label": rank_name(rank),
            "art": "joker.png" if joker else "card_face.png",
            "value": "" if joker else rank_name(rank),
            "step": step,
        }

    def phone_turn_prompt(self, seat: int) -> str:
        tr = self.app.tr
        state = self.state
        if state.phase == "lay":
            return tr("phone.dojo.lay_now")
        if state.phase == "attack":
            return tr("phone.dojo.attack_now")
        return tr("phone.on_screen")

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        """In a battle, the seat's cards (to lay, laid face down, or in its hand) and the
        other side's row (backs, or the cards turned over); and the two decks: from
        view(seat) alone."""
        view = self.state.view(seat)
        tr = self.app.tr
        sections: list[dict[str, Any]] = []
        battle = view.battle
        if battle is not None:
            _, attacker, _, pool, row, hand, used, *_ = battle
            defender = 1 - attacker

            def back(owner: int) -> dict[str, Any]:
                return {"art": f"card_back_{owner}.png", "name": ""}

            def card(rank: int) -> dict[str, Any]:
                shown = self._phone_card(rank)
                return {"art": shown["art"], "name": "", "value": shown["value"]}

            if seat == defender:
                if isinstance(pool, tuple) and pool:
                    sections.append(
                        {"title": tr("phone.dojo.to_lay"), "items": [card(r) for r in pool]}
                    )
                laid = [card(c) for c in row if isinstance(c, int) and not isinstance(c, bool)]
                if laid:
                    sections.append({"title": tr("phone.dojo.laid"), "items": laid})
            else:
                if isinstance(hand, tuple) and hand:
                    sections.append(
                        {"title": tr("phone.dojo.hand"), "items": [card(r) for r in hand]}
                    )
                slots = [
                    {**back(defender), "name": tr("phone.dojo.slot", slot=i + 1)}
                    for i, c in enumerate(row)
                    if c
                ]
                if slots:
                    sections.append({"title": tr("phone.dojo.their_row"), "items": slots})
            played = [card(r) for r in used[seat]]
            if played:
                sections.append({"title": tr("phone.dojo.played"), "items": played})
        decks = ", ".join(
            tr("phone.dojo.deck", name=self.seat_name(s), count=count)
            for s, count in enumerate(view.deck_counts)
        )
        sections.append({"title": tr("phone.dojo.decks"), "items": [], "text": decks})
        return sections

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        colour: tuple[int, int, int] = art.CLAN_COLOURS[seat]
        return colour

    # ------------------------------------------------------------------ update and input
    def update(self, dt: float) -> None:
        self._fit(self.app.view_size)
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        step = dt * speed
        if self.stage_outdated():
            self._reset_stage()
        self.tell_queued(step, EVENT_SECONDS, 0.1, self._announce)
        if not self.queue and self._needs_sync:
            self._sync_tray()
        if not self.queue and not self.board_later:
            self.board_ninjas = None
        was_busy = self.busy
        for effect in self.effects:
            effect.age += step
        self.effects = [e for e in self.effects if not e.done]
        self._age_shows(step)
        if was_busy and not self.busy:
            self._build_options()
        self.advance_game(step)
        self.update_top_buttons(self.buttons, dt)

    def flush_log(self) -> None:
        """Every waiting log line, now."""
        self.log_lines.extend((owner, line) for _, owner, line in self.deferred)
        self.deferred.clear()

    def _age_shows(self, step: float) -> None:
        if self.board_later:
            later = []
            for left, h, seat, count in self.board_later:
                if left - step > 0:
                    later.append((left - step, h, seat, count))
                elif self.board_ninjas is not None:
                    cell = self.board_ninjas.setdefault(h, [0, 0])
                    cell[seat] += count
            self.board_later = later
        if self.deferred:
            self.deferred = [(left - step, owner, line) for left, owner, line in self.deferred]
            while self.deferred and self.deferred[0][0] <= 0:
                _, owner, line = self.deferred.pop(0)
                self.log_lines.append((owner, line))
        tray = self.tray
        if tray is not None:
            for slot in tray.row:
                if slot.flip_age is not None and slot.flip_age < FLIP_SECONDS + 1:
                    before = slot.flip_age
                    slot.flip_age += step
                    if before < FLIP_SECONDS <= slot.flip_age and self.animate:
                        self.app.audio.play("dojo_clash")
            if tray.closing is not None:
                tray.closing += step
                if tray.closing >= 1.0:
                    self.tray = None
        self.roll_off_age += step
        if self.roll_show is not None:
            self.roll_show.age += step
        if self.summon_show is not None:
            self.summon_show.age += step

    def handle_event(self, event: pygame.event.Event) -> None:
        self._fit(self.app.view_size)
        self.route_event(event)

    def on_pointer(self, event: pygame.event.Event) -> None:
        self.cursor = None

    def on_right_press(self) -> None:
        self.selected = None  # a right click lets the chosen ninja (or card) go
        self.picked = None
        if self.question is not None:
            self.cancel_question()

    def on_wheel(self, y: int) -> None:
        if self.layout.log.collidepoint(self.mouse):
            self.scroll_log(y)
        elif self.layout.action.collidepoint(self.mouse):
            if self.can_act and self.state.phase == "summon":
                self.set_summon(self.summon_count + (1 if y > 0 else -1))
            elif self.can_act:
                self.turn_page(-1 if y > 0 else 1)

    def on_key(self, key: int) -> None:
        state = self.state
        if self.table_key(key) or not self.can_act:  # Esc/P, F1, U, H, Space: every table's
            return
        if state.phase == "summon" and self.question is None and self._summon_key(key):
            return
        if key in (pygame.K_TAB, pygame.K_PAGEDOWN):
            self.turn_page(1)
        elif key == pygame.K_PAGEUP:
            self.turn_page(-1)
        elif key in ARROWS and state.phase in CURSOR_PHASES and self.question is None:
            self.move_cursor(ARROWS[key])
        elif (
            key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            and self.cursor is not None
            and state.phase in CURSOR_PHASES
            and self.question is None
        ):
            self.click_hex(self.cursor)  # the hex the arrows point at, as a click
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.main is not None:  # the panel's main button
                self.app.audio.play("click")
                self.main()
                self._build_options()
        elif pygame.K_1 <= key <= pygame.K_9 and (
            self.question is not None or state.phase in LIST_PHASES
        ):
            self._number(key - pygame.K_1)
        elif self.question is not None:
            return
        elif key == pygame.K_f and state.phase == "move":
            self.toggle_forest()
        elif key == pygame.K_r and state.phase == "roll":
            self.submit("roll")
        elif key == pygame.K_b and state.phase == "roll":
            self.submit("blitz")
        elif key == pygame.K_e and state.phase == "move":
            self.submit("end")
        elif key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS) and state.phase == "summon":
            self.set_summon(self.summon_count - 1)
        elif (
            key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
            and state.phase == "summon"
        ):
            self.set_summon(self.summon_count + 1)
        elif key == pygame.K_d and state.phase == "battle":
            self.submit("done")
        elif pygame.K_1 <= key <= pygame.K_9:
            self._number(key - pygame.K_1)

    def _summon_key(self, key: int) -> bool:
        """The summoning count by keys: digits typed (2, 3: 23), PageUp/PageDown by five,
        Home the least, End all the deck allows; True when the key was taken."""
        if key in DIGITS:
            self.type_summon_digit(DIGITS[key])
        elif key == pygame.K_PAGEUP:
            self.set_summon(self.summon_count + SUMMON_STEP)
        elif key == pygame.K_PAGEDOWN:
            self.set_summon(self.summon_count - SUMMON_STEP)
        elif key == pygame.K_HOME:
            self.set_summon(1)
        elif key == pygame.K_END:
            self.set_summon(self.summon_safe())
        else:
            return False
        return True

    def scroll_log(self, rows: int) -> None:
        """The wheel over the log: back (up) or forward by whole entries."""
        shown = len(self.visible_log())
        self.log_scroll = max(0, min(max(0, shown - 1), self.log_scroll + rows))

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        """The action panel's buttons, the tray's cards (to lay, to pick, to strike) and,
        while placing the Dojo or moving, the hexes that may be chosen: the Dojo's
        sites; the stacks that can move, and where the chosen one can go."""
        if not self.can_act:
            return []
        targets = [
            PadTarget(option.rect, lambda o=option: self._pad_option(o), ("option", option.label))
            for option in self.options
            if option.enabled
        ]
        phase = self.state.phase
        if self.tray is not None:
            layout = self.tray_layout
            if phase == "lay":
                for rect, rank in layout.pool:
                    targets.append(PadTarget(rect, lambda r=rank: self.lay(r), ("pool", rank)))
            elif phase == "attack":
                for rect, rank in layout.hand:
                    targets.append(PadTarget(rect, lambda r=rank: self.pick(r), ("hand", rank)))
                if self.picked is not None:
                    for rect, slot in layout.slots:
                        strike = lambda n=slot: self.strike(n)  # noqa: E731
                        targets.append(PadTarget(rect, strike, ("slot", slot)))
        if self.question is None:
            targets += [
                PadTarget(self._hex_rect(h), lambda h=h: self.click_hex(h), ("hex", h))
                for h in self._pad_hexes()
            ]
        return targets

    def _pad_option(self, option: Option) -> None:
        self.app.audio.play("click")
        option.run()
        self._build_options()

    def _pad_hexes(self) -> list[Hex]:
        legal = self.legal()
        phase = self.state.phase
        if phase == "dojo":
            return sorted({_hex(a.args[0]) for a in legal if a.kind == "dojo"})
        if phase != "move":
            return []
        movers = {_hex(a.args[0]) for a in legal if a.kind == "step"}
        if self.selected is not None:
            ends = {h for h, route in self.routes().items() if route.ends}
            movers |= ends | {self.selected}
        return sorted(movers)

    def _hex_rect(self, h: Hex) -> pygame.Rect:
        x, y = self.view.centre(h)
        size = round(self.view.radius * 1.4)
        return pygame.Rect(x - size // 2, y - size // 2, size, size)

    def _number(self, index: int) -> None:
        """1-9: a choice of the panel's page; while laying, a card to lay; while
        attacking, a card of the hand, then the face-down card it strikes."""
        state = self.state
        tray = self.tray
        if self.question is not None or state.phase in LIST_PHASES:
            for option in self.options:
                if option.number == index + 1 and option.enabled:
                    self.app.audio.play("click")
                    option.run()
                    self._build_options()
                    return
        elif state.phase == "lay" and tray is not None:
            if index < len(tray.pool):
                self.lay(tray.pool[index])
        elif state.phase == "attack" and tray is not None:
            if self.picked is None:
                if index < len(tray.hand):
                    self.pick(tray.hand[index])
            else:
                live = tray.live_slots()
                if index < len(live):
                    self.strike(live[index])
        elif state.phase == "summon":
            self.set_summon(index + 1)

    def on_press(self, pos: tuple[int, int]) -> None:
        for option in self.options:
            if option.rect.collidepoint(pos) and option.enabled:
                if self.can_act:
                    self.app.audio.play("click")
                    option.run()
                    self._build_options()
                return
        if self.tray is not None and self.tray_rect.collidepoint(pos):
            layout = self.tray_layout
            for rect, rank in layout.pool:
                if rect.collidepoint(pos):
                    self.lay(rank)
                    return
            for rect, rank in reversed(layout.hand):
                if rect.collidepoint(pos) and self.can_act and self.state.phase == "attack":
                    self.picked = rank
                    self.drag = rank
                    return
            for rect, slot in layout.slots:
                if rect.collidepoint(pos):
                    self.strike(slot)
                    return
            return
        if self.layout.map.collidepoint(pos):
            h = self.view.hex_at(pos)
            if h is not None:
                self.click_hex(h)

    def on_release(self, pos: tuple[int, int]) -> None:
        """A dragged card let go over a face-down card strikes it."""
        if self.drag is None:
            return
        rank, self.drag = self.drag, None
        for rect, slot in self.tray_layout.slots:
            if rect.inflate(self._px(16), self._px(16)).collidepoint(pos):
                self.picked = rank
                self.strike(slot)
                return

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        self._fit(canvas.get_size())
        state = self.state
        lay = self.layout
        self.painter.faces_drawn = []
        canvas.blit(self._base(), (0, 0))
        self._board_backdrop()
        self.view.draw(canvas, state.dojos, self.time)
        self._draw_marks(canvas)
        self._draw_log_hexes(canvas)
        self._draw_pieces(canvas)
        self._draw_dice(canvas)
        self._draw_hint(canvas)
        self._draw_effects(canvas)
        self._draw_hex_note(canvas)
        self._draw_top(canvas)
        self._draw_status(canvas)
        self._draw_action(canvas)
        self._draw_log(canvas)
        self._draw_tray(canvas)
        self.draw_top_buttons(canvas)
        self.draw_not_saved(canvas, lay.save_notice, lay.save_notice_width)
        draw_hint(canvas, self.app.tr("dojo.help"))

    @property
    def faces_drawn(self) -> list[tuple[int, int, bool]]:
        return self.painter.faces_drawn

    def _base(self, active: int | None = None) -> pygame.Surface:
        """The still part of the table (sky, veil, panels, the title), kept per size,
        language and clan to act (a few at most)."""
        if active is None:
            active = self.state.current_player if not self.state.is_terminal else -1
        lay = self.layout
        key = (active, self.app.tr.lang, lay.size)
        surface = self._bases.get(key)
        if surface is None:
            surface = pygame.Surface(lay.size)
            theme.draw_background(surface)
            theme.draw_veil(surface, 150)
            _panel(surface, lay.map, fill=(16, 22, 40), alpha=200)
            for seat in (0, 1):
                rect = self._seat_rect(seat)
                colour = art.CLAN_COLOURS[seat]
                _panel(
                    surface,
                    rect,
                    fill=theme.lerp(theme.PANEL, colour, 0.2 if seat == active else 0.05),
                    border=colour if seat == active else theme.BORDER,
                )
            for box in (lay.action, lay.log):
                _panel(surface, box)
            title = theme.text(
                self.app.tr("game.dojo.name"), theme.FONT_HEADING, theme.GOLD, kind="display"
            )
            surface.blit(title, (px(16), px(2)))
            self._bases[key] = surface
            while len(self._bases) > 2 * LAYOUTS_KEPT:
                self._bases.popitem(last=False)
        self._bases.move_to_end(key)
        return surface

    def _seat_rect(self, seat: int) -> pygame.Rect:
        status = self.layout.status
        gap = px(6)
        half = (status.height - gap) // 2
        return pygame.Rect(status.left, status.top + seat * (half + gap), status.width, half)

    def _draw_top(self, canvas: pygame.Surface) -> None:
        tr = self.app.tr
        state = self.state
        x = px(130)
        middle = px(24)
        if state.phase == "dojo":
            text = tr("dojo.top.placing")
        elif state.is_terminal:
            text = tr("dojo.top.over")
        elif self.telling_other() and self.last_actor != state.mover:
            # the turn still being told (its summoning dice, say) is the one named
            assert self.last_actor is not None
            text = tr(
                "dojo.top.turn",
                name=self.seat_name(self.last_actor),
                turn=state.turns[self.last_actor],
            )
        else:
            text = tr(
                "dojo.top.turn",
                name=self.seat_name(state.mover),
                turn=state.turns[state.mover] + 1,
            )
        theme.blit_text(canvas, text, theme.FONT_BODY, theme.MOONLIGHT, midleft=(x, middle))
        who = state.mover
        if self.telling_other() and self.last_actor is not None:
            who = self.last_actor
        figure = art.figure(who, px(34))
        if state.phase != "dojo" and not state.is_terminal:
            canvas.blit(figure, (x - px(38), px(4)))
        if self.ai_thinking:
            dots = "." * (1 + int(self.time * 3) % 3)
            theme.blit_text(
                canvas,
                tr("dojo.thinking") + dots,
                theme.FONT_SMALL,
                theme.TEXT_DIM,
                midright=(self.layout.thinking_right, middle),
            )

    def _draw_status(self, canvas: pygame.Surface) -> None:
        """Each clan: its figure and name, its deck (the game's clock), its discard, its
        ninjas on the board and the land it holds alone."""
        tr = self.app.tr
        state = self.state
        for seat in (0, 1):
            rect = self._seat_rect(seat)
            canvas.blit(art.figure(seat, px(58)), (rect.left + px(4), rect.top + px(6)))
            left = rect.left + px(66)
            theme.blit_text(
                canvas,
                self.seat_name(seat),
                theme.FONT_BODY,
                theme.MOONLIGHT,
                topleft=(left, rect.top + px(4)),
            )
            who = self.session.seats[seat]
            kind = tr("setup.level." + who.level) if who.is_ai and who.level else tr("setup.human")
            theme.blit_text(
                canvas, kind, LOG_SIZE, theme.TEXT_DIM, topleft=(left, rect.top + px(30))
            )
            stats = (
                (tr("dojo.stat.ninjas"), state.on_board(seat)),
                (tr("dojo.stat.land"), state.land(seat)),
                (tr("dojo.stat.discard"), len(state.discards[seat])),
            )
            sx = left
            for label, value in stats:  # side by side, each as wide as its words
                drawn = theme.blit_text(
                    canvas,
                    f"{label} {value}",
                    LOG_SIZE,
                    theme.MOONLIGHT,
                    topleft=(sx, rect.top + px(50)),
                )
                sx = drawn.right + px(12)
            # the deck: a card back and its count, large (the clock), and under them
            # "cards left" on the line of the figures (its width is the language's)
            back = art.card_back(seat, px(30))
            deck_x = rect.right - px(118)
            canvas.blit(back, (deck_x, rect.top + px(4)))
            cards = len(state.decks[seat])
            colour = theme.VERMILION if cards <= 10 else theme.GOLD
            theme.blit_text(
                canvas,
                str(cards),
                theme.FONT_HEADING,
                colour,
                "display",
                shadow=True,
                midleft=(deck_x + px(38), rect.top + px(24)),
            )
            theme.blit_text(
                canvas,
                tr("dojo.stat.deck"),
                LOG_SIZE,
                theme.TEXT_DIM,
                topright=(rect.right - px(10), rect.top + px(50)),
            )

    def _draw_action(self, canvas: pygame.Surface) -> None:
        state = self.state
        action = self.layout.action
        inner = action.width - px(28)
        y = action.top + px(10)
        text = self.prompt()
        colour = theme.MOONLIGHT
        if self.refused and self.refused[1] > self.time:
            text = self.refused[0]
            colour = (255, 170, 150)
        elif self.hint is not None and self.can_act:
            text = self.hint_text(self.hint)
            colour = HINT
        elif self.hint_pending and self.can_act:
            text = self.app.tr("dojo.hint.thinking")
            colour = HINT
        most = 3
        if state.phase in LIST_PHASES and state.phase not in MOVES_PHASES and self.options:
            most = PROMPT_LINES
        lines = self._wrap(text, theme.FONT_SMALL, inner)
        if len(lines) > most:
            lines = lines[: most - 1] + [
                shortened(" ".join(lines[most - 1 :]), theme.FONT_SMALL, inner)
            ]
        for line in lines:
            theme.blit_text(
                canvas, line, theme.FONT_SMALL, colour, topleft=(action.left + px(14), y)
            )
            y += px(22)
        self._draw_moves(
            canvas, pygame.Rect(action.left + px(14), action.top + px(78), inner, px(44))
        )
        hidden = self.telling_other()
        hinted = str(self.hint) if self.hint is not None else None
        radius = px(8)
        stroke = max(1, px(2))
        for option in [] if hidden else self.options:
            hot = option.rect.collidepoint(self.mouse) and self.can_act
            if option.style == "primary":
                fill = theme.VERMILION if hot else theme.VERMILION_DARK
            else:
                fill = theme.lerp(theme.PANEL_LIGHT, theme.VERMILION_DARK, 0.6 if hot else 0.0)
            pygame.draw.rect(canvas, fill, option.rect, border_radius=radius)
            edge = theme.GOLD if hot else theme.BORDER
            if hinted is not None and option.action == hinted:
                edge = HINT
                pygame.draw.rect(
                    canvas, HINT, option.rect.inflate(px(6), px(6)), stroke, border_radius=radius
                )
            pygame.draw.rect(canvas, edge, option.rect, stroke, border_radius=radius)
            x = option.rect.left + px(10)
            if option.icon is not None:
                name = "die_5" if option.icon == "die" else option.icon
                icon = art.scaled(name, (px(28), px(28)))
                canvas.blit(icon, icon.get_rect(midleft=(x, option.rect.centery)))
                x += px(OPTION_ICON)
            room = option.rect.right - x - px(8)
            if option.rect.height >= px(OPTION_H2):  # a long label: every line, never cut
                lines = self.option_lines(option)
                step = px(OPTION_H2) // 2 - px(4)
                for k, line in enumerate(lines):
                    label = theme.text(
                        shortened(line, theme.FONT_SMALL, room), theme.FONT_SMALL, theme.MOONLIGHT
                    )
                    cy = option.rect.centery + (k - (len(lines) - 1) / 2) * step
                    canvas.blit(label, label.get_rect(midleft=(x, round(cy))))
                continue
            label = theme.text(
                shortened(option.label, theme.FONT_SMALL, room), theme.FONT_SMALL, theme.MOONLIGHT
            )
            if option.rect.width < px(100):
                canvas.blit(label, label.get_rect(center=option.rect.center))
            else:
                canvas.blit(label, label.get_rect(midleft=(x, option.rect.centery)))
        if state.phase == "summon" and self.options and not hidden:
            area = self._options_area()
            theme.blit_text(
                canvas,
                str(self.summon_count),
                theme.FONT_HEADING,
                theme.GOLD,
                "display",
                center=(area.left + px(110), area.top + px(OPTION_H) // 2),
            )
            warning = self.summon_warning()
            if warning:  # under the confirming button: what this count does to the deck
                y = max(o.rect.bottom for o in self.options) + px(10)
                ends = self.summon_count > len(state.decks[state.mover])
                for line in self._wrap(warning, theme.FONT_SMALL, area.width)[:4]:
                    theme.blit_text(
                        canvas,
                        line,
                        theme.FONT_SMALL,
                        (255, 170, 150) if ends else theme.GOLD,
                        topleft=(area.left, y),
                    )
                    y += px(22)
        if state.phase == "dojo":
            self._draw_roll_off(
                canvas,
                pygame.Rect(action.left + px(14), action.top + px(OPTIONS_TOP), inner, px(80)),
            )
        if self.summon_show is not None or (state.phase == "assign" and state.summon_cards):
            self._draw_summon_cards(
                canvas,
                pygame.Rect(
                    action.left + px(14),
                    action.bottom - px(self._summon_area_h()),
                    inner,
                    px(self._summon_area_h() - 6),
                ),
            )

    def _draw_hex_note(self, canvas: pygame.Surface) -> None:
        """What the hex under the pointer is (its terrain, the cost to enter it, its
        rule), at the foot of the map: it never covers the panel's choices."""
        note = self.hex_note()
        if note is None:
            return
        box, lines = note
        _panel(canvas, box, fill=(16, 22, 40), alpha=215, radius=px(8))
        y = box.top + px(5)
        for line in lines:
            theme.blit_text(canvas, line, LOG_SIZE, theme.TEXT_DIM, topleft=(box.left + px(12), y))
            y += px(LOG_LINE)

    def hex_note_text(self, hover: Hex) -> str | None:
        """The note on the hex `hover`: its name, the cost to enter it, its own rule."""
        kind = self.state.terrain.get(hover)
        if kind is None:
            return None
        tr = self.app.tr
        name = self.place_name(hover)
        costs = tr("dojo.or").join(str(c) for c in data.MOVE_COST[kind])
        text = tr("dojo.note.cost", where=name[:1].upper() + name[1:], cost=costs)
        if tr.has(f"dojo.note.{kind}"):
            text += " " + tr(f"dojo.note.{kind}")
        return text

    def hex_note(self) -> tuple[pygame.Rect, list[str]] | None:
        """Where the hex note lies and its lines, every word of it (None: no note now).
        At the foot of the action panel when its choices leave room for the whole note
        (the board fills the map), else on the map away from the hex pointed at."""
        state = self.state
        hover = self.pointed()
        if hover is None or state.phase == "dojo" or self.tray is not None:
            return None
        text = self.hex_note_text(hover)
        if text is None:
            return None
        action = self.layout.action
        box = pygame.Rect(action.left + px(14), 0, action.width - px(28), 0)
        lines = self._wrap(text, LOG_SIZE, box.width - px(24))
        box.height = px(10) + px(LOG_LINE) * len(lines)
        box.bottom = action.bottom - px(10)
        if self._summon_shown():
            box.bottom = action.bottom - px(self._summon_area_h() + 6)
        taken = [o.rect.bottom for o in self.options] + [action.top + px(OPTIONS_TOP)]
        if box.top < max(taken) + px(6):
            box, lines = self._note_on_map(hover, text)
        return box, lines

    def _note_on_map(self, hover: Hex, text: str) -> tuple[pygame.Rect, list[str]]:
        """The hex note on the map where it covers no hex, Dojo nor summoning die (in a
        corner or along an edge, as wide as there is room for); with no such room, along
        the edge away from the hex pointed at. Kept while nothing it depends on moves."""
        area = self.layout.map
        dice = tuple(self.summon_show.hexes if self.summon_show else self.state.summon_hexes)
        key = (hover, text, tuple(area), tuple(self.state.dojos), dice, self.view.radius)
        if self._note_kept is not None and self._note_kept[0] == key:
            return pygame.Rect(self._note_kept[1]), list(self._note_kept[2])
        view = self.view
        hexes = [*self.state.terrain, *(d for d in self.state.dojos if d is not None)]
        taken = [r for h in hexes for r in hex_cover(view.centre(h), view.radius)]
        size = self._die_size()
        for h in set(dice):
            cx, cy = view.centre(h)
            taken.append(pygame.Rect(cx - 2 * size, cy, 4 * size + px(40), view.radius + size))
        room = area.inflate(-px(16), -px(12))
        sizes, wrapped = [], {}
        for width in (room.width, px(640), px(520), px(420), px(340)):
            lines = self._wrap(text, LOG_SIZE, width - px(24))
            wrapped[width] = lines
            sizes.append((width, px(10) + px(LOG_LINE) * len(lines)))
        box = free_spot(room, sizes, taken, px(8))
        if box is not None:
            lines = wrapped[box.width] if box.width in wrapped else wrapped[room.width]
        else:
            lines = wrapped[room.width]
            box = pygame.Rect(room.left, 0, room.width, px(10) + px(LOG_LINE) * len(lines))
            if view.centre(hover)[1] > area.centery:  # away from the hex pointed at
                box.top = area.top + px(6)
            else:
                box.bottom = area.bottom - px(6)
        self._note_kept = (key, pygame.Rect(box), list(lines))
        return box, lines

    def prompt(self) -> str:
        tr = self.app.tr
        state = self.state
        if state.is_terminal:
            return tr("dojo.prompt.over")
        if self.telling_other():  # another seat's action is still being told
            assert self.last_actor is not None
            return tr("dojo.waiting", name=self.seat_name(self.last_actor))
        if self.acting_seat != state.current_player or self.session.ai_to_move:
            seat = state.current_player
            key = "dojo.waiting.phone" if self.phone_seat(seat) else "dojo.waiting"
            return tr(key, name=self.seat_name(seat))
        phase = state.phase
        if self.question is not None:
            return tr("dojo.prompt.join", where=self.place_name(self.question[1]))
        if phase == "fury":
            b = state.battle
            crowd = state.count(b.hex, 1 - state.current_player) if b is not None else 5
            return tr("dojo.prompt.fury", count=crowd, deck=len(state.decks[state.current_player]))
        if phase == "joker":
            return tr("dojo.prompt.joker")
        if phase == "dojo":
            first = state.dojos[1 - state.current_player] is None
            return tr("dojo.prompt.dojo_first" if first else "dojo.prompt.dojo_second")
        if phase == "roll":
            return tr(
                "dojo.prompt.roll_blitz" if state.may_blitz(state.mover) else "dojo.prompt.roll"
            )
        if phase == "move":
            if state.transit is not None:
                return tr("dojo.prompt.transit")
            if self.selected is not None:
                return tr("dojo.prompt.destination")
            return tr("dojo.prompt.move")
        if phase == "summon":
            return tr("dojo.prompt.summon", most=state.on_board(state.mover))
        if phase == "assign":
            left = len(state.summon_cards) - len(state.summon_hexes)
            return tr("dojo.prompt.assign", count=left)
        if phase == "attack" and self.picked is not None:
            return tr("dojo.prompt.strike", card=rank_name(self.picked))
        return tr(f"dojo.prompt.{phase}")

    def telling_other(self) -> bool:
        """The table is still telling another seat's action (its events, its dice): the
        prompt and the choices wait for it."""
        actor = self.last_actor
        return self.busy and actor is not None and actor not in (self.shown_seat, self.acting_seat)

    def _wrap(self, text: str, size: int, width: int) -> list[str]:
        key = f"{size}:{width}:{theme.scale()}:{text}"
        lines = self._wrapped.get(key)
        if lines is None:
            lines = self._wrapped[key] = wrap_text(text, size, width)
            if len(self._wrapped) > 400:
                self._wrapped.clear()
        return lines

    def _draw_moves(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The rolled die (tumbling a moment) and the moves left, always in view."""
        state = self.state
        show = self.roll_show
        if state.phase not in MOVES_PHASES:
            return
        size = px(44)
        if show is None:  # a game opened mid-move: the moves left, with no die to show
            pass
        elif show.blitz:
            canvas.blit(art.icon("blitz", size), area.topleft)
        else:
            face = show.value
            if show.age < DIE_TUMBLE:
                face = 1 + int(show.age * 17 + show.seat) % 6
            die = art.die(face, size)
            angle = (1.0 - show.age / DIE_TUMBLE) * 200 if show.age < DIE_TUMBLE else 0
            if angle:
                die = pygame.transform.rotate(die, angle)
            canvas.blit(die, die.get_rect(center=(area.left + size // 2, area.centery)))
        if state.phase == "move":
            text = self.app.tr("dojo.moves_left", count=state.remaining)
            drawn = theme.blit_text(
                canvas,
                text,
                theme.FONT_BODY,
                theme.GOLD,
                shadow=True,
                midleft=(area.left + (px(56) if show is not None else 0), area.centery),
            )
            x = max(area.left + px(270), drawn.right + px(16))
            for i in range(state.remaining):
                pygame.draw.circle(canvas, theme.GOLD, (x + i * px(18), area.centery), px(6))

    def _draw_roll_off(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """Who placed first: both clans' roll-off dice."""
        state = self.state
        theme.blit_text(
            canvas,
            self.app.tr("dojo.roll_off"),
            LOG_SIZE,
            theme.TEXT_DIM,
            topleft=area.topleft,
        )
        for seat in (0, 1):
            x = area.left + seat * px(190)
            canvas.blit(art.figure(seat, px(40)), (x, area.top + px(24)))
            face = state.roll_off[seat]
            if self.rolling_off:
                face = 1 + int(self.roll_off_age * 15 + seat * 3) % 6
            canvas.blit(art.die(face, px(40)), (x + px(44), area.top + px(26)))
            if face == max(state.roll_off) and not self.rolling_off:
                theme.blit_text(
                    canvas,
                    self.app.tr("dojo.roll_off.first"),
                    LOG_SIZE,
                    theme.GOLD,
                    midleft=(x + px(92), area.top + px(46)),
                )

    def _draw_summon_cards(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """The summoning's cards (those the table told, else the state's: a game opened
        while its dice are being set)."""
        state = self.state
        show = self.summon_show or SummonShow(state.mover, list(state.summon_cards))
        text = self.app.tr("dojo.summon_cards", name=self.seat_name(show.seat))
        lines = self._wrap(text, LOG_SIZE, px(SUMMON_LABEL_W))[:2]
        y = area.centery - len(lines) * px(LOG_LINE) // 2
        for line in lines:
            theme.blit_text(canvas, line, LOG_SIZE, theme.TEXT_DIM, topleft=(area.left, y))
            y += px(LOG_LINE)
        width = px(SUMMON_CARD_W)
        left = area.left + px(SUMMON_LABEL_W + 6)
        room = area.right - left
        lit = show.faces is not None and show.age >= DIE_TUMBLE
        if len(show.cards) * (width + px(4)) - px(4) > room:
            self._draw_summon_chips(canvas, show, pygame.Rect(left, area.top, room, area.height))
            return
        step = width + px(4)
        for i, card in enumerate(show.cards):
            face = self.painter.face(show.seat, card, False, SUMMON_CARD_W)
            pos = (left + i * step, area.top)
            canvas.blit(face, pos)
            if lit and show.faces is not None and card in show.faces:
                pygame.draw.rect(
                    canvas,
                    theme.GOLD,
                    pygame.Rect(pos, face.get_size()).inflate(px(4), px(4)),
                    max(1, px(2)),
                    px(4),
                )

    def _summon_cards_now(self) -> list[int]:
        show = self.summon_show
        if show is not None:
            return show.cards
        return list(self.state.summon_cards) if self.state.phase == "assign" else []

    def _chips_per_row(self) -> int:
        room = self.layout.action.width / self.layout.scale - 28 - SUMMON_LABEL_W - 6
        return max(1, int((room + CHIP_GAP) // (CHIP_W + CHIP_GAP)))

    def _summon_area_h(self) -> int:
        """The summoning's cards' height at the foot of the action panel (design px): a
        row of cards, or, when more are drawn than a row holds, rows of small tiles with
        their values (all of them, 23 if need be)."""
        cards = self._summon_cards_now()
        room = self.layout.action.width / self.layout.scale - 28 - SUMMON_LABEL_W - 6
        if len(cards) * (SUMMON_CARD_W + 4) - 4 <= room:
            return SUMMON_AREA
        rows = -(-len(cards) // self._chips_per_row())
        return max(SUMMON_AREA, rows * (CHIP_H + CHIP_GAP) + 6)

    def _draw_summon_chips(
        self, canvas: pygame.Surface, show: SummonShow, area: pygame.Rect
    ) -> None:
        """Many summoning cards as rows of tiles, each with its value, in rank order (the
        ones a die has matched ringed in gold)."""
        per_row = self._chips_per_row()
        lit = show.faces is not None and show.age >= DIE_TUMBLE
        for i, card in enumerate(sorted(show.cards)):
            self.painter.faces_drawn.append((show.seat, card, False))
            row, col = divmod(i, per_row)
            rect = pygame.Rect(
                area.left + px(col * (CHIP_W + CHIP_GAP)),
                area.top + px(row * (CHIP_H + CHIP_GAP)),
                px(CHIP_W),
                px(CHIP_H),
            )
            if card == data.JOKER:
                canvas.blit(art.scaled("joker", rect.size), rect)
            else:
                pygame.draw.rect(canvas, (246, 238, 220), rect, border_radius=px(4))
                ink = (150, 30, 26) if card in (1, 11, 12, 13) else theme.MIDNIGHT
                theme.blit_text(
                    canvas, rank_name(card), theme.FONT_MIN, ink, "display", center=rect.center
                )
            if lit and show.faces is not None and card in show.faces:
                pygame.draw.rect(
                    canvas, theme.GOLD, rect.inflate(px(4), px(4)), max(1, px(2)), px(5)
                )

    # ------------------------------------------------------------------ the map's moving parts
    def _pulse(self) -> int:
        return 160 + 32 * int(3 * (1 + math.sin(self.time * 4)) / 2)

    def _draw_marks(self, canvas: pygame.Surface) -> None:
        """Where a click does something now: legal targets glow (a few alpha steps)."""
        hover = self.pointed()
        if self.cursor is not None:
            self.view.mark(canvas, [self.cursor], theme.MOONLIGHT, 4)
        for option in self.options:
            if option.hex is not None and option.rect.collidepoint(self.mouse):
                self.view.mark(canvas, [option.hex], theme.MOONLIGHT, 5)
        if self.tray is not None:
            self.view.mark(canvas, [self.tray.hex], theme.VERMILION, 4)
            if self.tray.source is not None:
                self.view.mark(canvas, [self.tray.source], theme.GOLD, 4)
        if not self.can_act:
            return
        state = self.state
        phase = state.phase
        pulse = self._pulse()
        if phase == "dojo":
            sites = [_hex(a.args[0]) for a in self.legal()]
            self.view.mark(canvas, sites, theme.GOLD, 3, pulse)
            if hover in sites:
                assert hover is not None
                ghost = self._ghost(state.current_player)
                canvas.blit(ghost, ghost.get_rect(center=self.view.centre(hover)))
        elif phase == "move":
            steps = [a for a in self.legal() if a.kind == "step"]
            movers = sorted({_hex(a.args[0]) for a in steps})
            if self.selected is None:
                self.view.mark(canvas, movers, theme.GOLD, 3, pulse)
                return
            self.view.mark(canvas, [self.selected], theme.VERMILION, 5)
            routes = self.routes()
            self.view.mark(canvas, [h for h, r in routes.items() if r.ends], theme.GOLD, 2, pulse)
            route = routes.get(hover) if hover is not None else None
            if route is not None:
                self._draw_route(canvas, route)
        elif phase == "battle":
            legal = self.legal()
            fights = [_hex(a.args[0]) for a in legal if a.kind == "fight"]
            self.view.mark(canvas, fights, theme.VERMILION, 4, pulse)
            sources = sorted({_hex(a.args[0]) for a in legal if a.kind == "throw"})
            if self.selected is not None:
                self.view.mark(canvas, [self.selected], theme.GOLD, 5)
                targets = [
                    _hex(a.args[1])
                    for a in legal
                    if a.kind == "throw" and _hex(a.args[0]) == self.selected
                ]
                self.view.mark(canvas, targets, theme.VERMILION, 3, pulse)
            else:
                self.view.mark(canvas, sources, theme.GOLD, 2, pulse)
        elif phase == "assign":
            sites = [_hex(a.args[0]) for a in self.legal()]
            self.view.mark(canvas, sites, theme.GOLD, 3, pulse)

    def hint_hexes(self) -> list[Hex]:
        """The hexes the hint shown names (where from, where to), none if it names none."""
        action = self.hint
        if action is None or action.kind not in HEX_ACTIONS:
            return []
        return [_hex(arg) for arg in action.args if "," in arg]

    def _draw_hint(self, canvas: pygame.Surface) -> None:
        """The hint on the board: its hexes ringed, a walk or a throw as an arrow."""
        if self.hint is None or not self.can_act:
            return
        hexes = self.hint_hexes()
        if not hexes:
            return
        self.view.mark(canvas, hexes, HINT, 5)
        if len(hexes) == 2:
            start, end = self.view.centre(hexes[0]), self.view.centre(hexes[1])
            _arrow(canvas, start, end, HINT, max(2, px(5)), self.view.radius // 3)

    def _ghost(self, seat: int) -> pygame.Surface:
        key = (seat, self.view.radius)
        ghost = self._ghosts.get(key)
        if ghost is None:
            ghost = art.tile("dojo", seat, self.view.radius).copy()
            ghost.set_alpha(150)
            if len(self._ghosts) >= 4 * LAYOUTS_KEPT:
                self._ghosts.clear()
            self._ghosts[key] = ghost
        return ghost

    def _draw_route(self, canvas: pygame.Surface, route: Route) -> None:
        """The walk previewed: a dotted line through the hexes and its cost."""
        points = [self.view.centre(h) for h in route.hexes]
        colour = theme.GOLD if route.ends else theme.TEXT_FAINT
        shade = px(2)
        pygame.draw.lines(
            canvas, theme.SHADOW, False, [(x + shade, y + shade) for x, y in points], px(5)
        )
        pygame.draw.lines(canvas, colour, False, points, max(1, px(3)))
        for p in points[1:]:
            pygame.draw.circle(canvas, colour, p, px(5))
        left = self.state.remaining - route.cost
        label = self.app.tr.plural("dojo.route", route.cost, left=left)
        end = points[-1]
        text = theme.text(label, theme.FONT_SMALL, colour)
        pill = text.get_rect(midbottom=(end[0], end[1] - self.view.radius // 2 - px(4)))
        pill.clamp_ip(self.layout.map)
        frame = pill.inflate(px(14), px(6))
        pygame.draw.rect(canvas, theme.MIDNIGHT, frame, border_radius=px(10))
        pygame.draw.rect(canvas, colour, frame, max(1, px(1)), border_radius=px(10))
        canvas.blit(text, pill)

    def _draw_pieces(self, canvas: pygame.Surface) -> None:
        """Each hex's ninjas: the clan's figure with the count beside it (seat 0 on the
        left, seat 1 on the right when both stand there)."""
        r = self.view.radius
        for h, counts in self.shown_ninjas().items():
            cx, cy = self.view.centre(h)
            both = counts[0] > 0 and counts[1] > 0
            for seat in (0, 1):
                if counts[seat] <= 0:
                    continue
                if both:
                    x = cx + int((seat - 0.5) * r * 0.9)
                    figure = art.figure(seat, int(r * 0.86))
                    badge = (x, cy + int(r * 0.55))
                else:
                    x = cx - int(r * 0.12)
                    figure = art.figure(seat, int(r * 1.05))
                    badge = (cx + int(r * 0.46), cy + int(r * 0.3))
                canvas.blit(figure, figure.get_rect(midbottom=(x, cy + int(r * 0.42))))
                self._badge(canvas, badge, counts[seat], seat)

    def _badge(
        self, canvas: pygame.Surface, centre: tuple[int, int], count: int, seat: int
    ) -> None:
        """A clan's count on a hex: its colour, the number in the middle (never under the
        smallest text size)."""
        size = max(theme.FONT_MIN, round(self.view.radius / 2 / theme.scale()))
        label = theme.text(str(count), size, theme.MOONLIGHT, kind="display")
        radius = max(label.get_height() // 2, self.view.radius // 4)
        pygame.draw.circle(canvas, theme.SHADOW, (centre[0] + px(1), centre[1] + px(2)), radius + 1)
        pygame.draw.circle(canvas, art.CLAN_COLOURS[seat], centre, radius)
        pygame.draw.circle(canvas, theme.MOONLIGHT, centre, radius, max(1, px(2)))
        canvas.blit(label, label.get_rect(center=(centre[0], centre[1] + px(1))))

    def _draw_dice(self, canvas: pygame.Surface) -> None:
        """Summoning dice under their hexes: set, tumbling, then their faces."""
        state = self.state
        show = self.summon_show
        hexes: list[Hex] = []
        faces: list[int] | None = None
        age = 9.0
        if show is not None:
            hexes, faces, age = show.hexes, show.faces, show.age
        elif state.phase == "assign":
            hexes = list(state.summon_hexes)
        self.dice_counts_drawn = {}
        size = self._die_size()
        total = {h: hexes.count(h) for h in set(hexes)}
        rolled = faces is not None and age >= DIE_TUMBLE
        per_hex: dict[Hex, int] = {}
        for i, h in enumerate(hexes):
            k = per_hex.get(h, 0)
            per_hex[h] = k + 1
            if not rolled and k >= 3:
                continue  # three dice stand for the pile; its count is written beside it
            cx, cy = self.view.centre(h)
            x = cx - size + (k % 3) * (size // 2 + px(4)) - size // 2
            y = cy + self.view.radius // 2 + (k // 3) * (size + px(2))
            if faces is None:
                canvas.blit(art.blank_die(size), (x, y))
                continue
            face = faces[i]
            if age < DIE_TUMBLE:
                face = 1 + int(age * 20 + i * 2) % 6
                jump = int(abs(math.sin(age * 14 + i)) * px(10))
                canvas.blit(art.die(face, size), (x, y - jump))
                continue
            canvas.blit(art.die(face, size), (x, y))
            cards = show.cards if show is not None else []
            if face in cards:
                ring = pygame.Rect(x, y, size, size).inflate(px(4), px(4))
                pygame.draw.rect(canvas, theme.GOLD, ring, max(1, px(2)), px(4))
        for h, count in total.items():
            if count > 1:  # the number of dice set there, never a pile to count
                cx, cy = self.view.centre(h)
                x = cx - size + 3 * (size // 2 + px(4)) - size // 2 + px(2)
                label = theme.text(f"×{count}", theme.FONT_MIN, theme.GOLD, kind="display")
                box = label.get_rect(midleft=(x, cy + self.view.radius // 2 + size // 2))
                pygame.draw.rect(
                    canvas, theme.SHADOW, box.inflate(px(8), px(2)), border_radius=px(5)
                )
                canvas.blit(label, box)
                self.dice_counts_drawn[h] = count

    def _at(self, h: Hex | None) -> tuple[int, int]:
        """Where an effect's hex is now (None: the middle of the map)."""
        return self.layout.map.center if h is None else self.view.centre(h)

    def _draw_effects(self, canvas: pygame.Surface) -> None:
        r = self.view.radius
        for e in self.effects:
            if e.age < 0:
                continue
            t = e.t
            start = self._at(e.start)
            if e.kind == "walk":
                end = self._at(e.end)
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * px(14)
                figure = art.figure(e.seat, int(r * 1.05))
                canvas.blit(figure, figure.get_rect(midbottom=(int(x), int(y) + r // 3)))
            elif e.kind == "shuriken":
                end = self._at(e.end)
                x = start[0] + (end[0] - start[0]) * t
                y = start[1] + (end[1] - start[1]) * t - math.sin(math.pi * t) * px(30)
                star = pygame.transform.rotate(art.icon("shuriken", px(30)), -t * 900)
                canvas.blit(star, star.get_rect(center=(int(x), int(y))))
            elif e.kind == "lost":
                figure = art.figure(e.seat, int(r * 0.9)).copy()
                figure.set_alpha(int(255 * (1 - t)))
                rise = int(t * px(30))
                canvas.blit(figure, figure.get_rect(midbottom=(start[0], start[1] - rise)))
                theme.blit_text(
                    canvas,
                    "-1",
                    theme.FONT_HEADING,
                    (255, 90, 70),
                    "display",
                    shadow=True,
                    center=(start[0], start[1] - px(30) - rise),
                )
            elif e.kind == "gain":
                theme.blit_text(
                    canvas,
                    e.text,
                    theme.FONT_HEADING,
                    (150, 240, 140),
                    "display",
                    shadow=True,
                    center=(start[0], start[1] - px(20) - int(t * px(36))),
                )
            elif e.kind == "blitz":
                icon = art.icon("blitz", px(120 + 80 * t)).copy()
                icon.set_alpha(int(255 * (1 - t)))
                canvas.blit(icon, icon.get_rect(center=start))
            elif e.kind == "banner":
                self._draw_banner(canvas, e)

    def _draw_banner(self, canvas: pygame.Surface, e: Effect) -> None:
        fade = min(1.0, e.t * 6, (1 - e.t) * 4)
        if fade <= 0:
            return
        area = self.layout.map
        label = theme.shadowed_text(e.text, theme.FONT_HEADING, theme.MOONLIGHT, kind="display")
        ribbon = pygame.Rect(0, 0, max(px(560), label.get_width() + px(40)), px(64))
        ribbon.width = min(ribbon.width, area.width - px(20))
        ribbon.center = (area.centerx, area.top + px(60))
        surface = pygame.Surface(ribbon.size, pygame.SRCALPHA)
        surface.fill((*theme.SHADOW, 170))
        pygame.draw.rect(
            surface, (*art.CLAN_COLOURS[e.seat], 255), surface.get_rect(), max(1, px(3))
        )
        surface.blit(label, label.get_rect(center=(ribbon.width // 2, ribbon.height // 2)))
        surface.set_alpha(int(255 * fade))
        canvas.blit(surface, ribbon)

    def _draw_tray(self, canvas: pygame.Surface) -> None:
        tray = self.tray
        self.tray_layout = TrayLayout()
        if tray is None:
            self.tray_rect = pygame.Rect(0, 0, 0, 0)
            return
        area = self.layout.map
        height = px(TRAY_HEIGHT)
        _, y = self.view.centre(tray.hex)
        top = area.top + px(8) if y > area.centery else area.bottom - height - px(8)
        self.tray_rect = pygame.Rect(area.left + px(10), top, area.width - px(20), height)
        state = self.state
        counts = state.ninjas.get(tray.hex, [0, 0])
        where = self.terrain_name(tray.hex)
        if tray.source is not None:
            title = self.app.tr(
                "dojo.tray.throw",
                name=self.seat_name(tray.attacker),
                source=self.terrain_name(tray.source),
                target=where,
                defenders=counts[tray.defender],
            )
        else:
            title = self.app.tr(
                "dojo.tray.battle",
                where=where,
                attacker=self.seat_name(tray.attacker),
                attackers=counts[tray.attacker],
                defender=self.seat_name(tray.defender),
                defenders=counts[tray.defender],
            )
        act_seat = state.current_player if self.can_act else None
        self.tray_layout = self.painter.draw(
            canvas,
            self.tray_rect,
            tray,
            title=title,
            picked=self.picked,
            dragging=self.drag,
            act_seat=act_seat,
            phase=state.phase,
            mouse=self.mouse,
        )
        self._draw_card_hint(canvas)
        if self.drag is not None:
            face = self.painter.face(tray.attacker, self.drag, True)
            canvas.blit(face, face.get_rect(center=self.mouse))

    def _draw_card_hint(self, canvas: pygame.Surface) -> None:
        """A hint that lays or plays a card: that card (and the card it strikes) ringed."""
        action = self.hint
        if action is None or not self.can_act or action.kind not in ("lay", "play"):
            return
        rank = int(action.args[0])
        rects = [r for r, card in self.tray_layout.pool if card == rank][:1]
        if action.kind == "play":
            rects = [r for r, card in self.tray_layout.hand if card == rank][:1]
            slot = int(action.args[1])
            rects += [r for r, i in self.tray_layout.slots if i == slot]
        for rect in rects:
            pygame.draw.rect(
                canvas, HINT, rect.inflate(px(8), px(8)), max(2, px(4)), border_radius=px(8)
            )

    def _log_surface(self) -> pygame.Surface:
        """The log's last lines as the viewer may see them, drawn again only on change;
        log_rows says where each drawn line lies on the window."""
        log_rect = self.layout.log
        entries = self.visible_log()
        if len(self.log_lines) != self._log_seen:  # a new line: back to the newest
            self._log_seen = len(self.log_lines)
            self.log_scroll = 0
        key = (len(self.log_lines), self.viewer, self.app.tr.lang, log_rect.size, self.log_scroll)
        if self._log_key == key and self._log_cache is not None:
            return self._log_cache
        width = log_rect.width - px(28)
        height = log_rect.height - px(16)
        line_height = px(LOG_LINE)
        rows = max(1, height // line_height)
        # whole entries only, the newest (or the one scrolled back to) at the foot: the top
        # line is never the tail of a sentence cut off
        lines: list[tuple[str, str]] = []
        end = len(entries) - self.log_scroll
        for entry in reversed(entries[:end]):
            wrapped = self._wrap(entry, LOG_SIZE, width)
            if lines and len(lines) + len(wrapped) > rows:
                break
            lines[:0] = [(line, entry) for line in wrapped[:rows]]
        surface = pygame.Surface((width, height), pygame.SRCALPHA)
        left, top = log_rect.left + px(14), log_rect.top + px(10)
        self.log_rows = []
        for i, (line, entry) in enumerate(lines):
            surface.blit(theme.text(line, LOG_SIZE, theme.TEXT_DIM), (0, line_height * i))
            self.log_rows.append(
                (pygame.Rect(left, top + line_height * i, width, line_height), entry)
            )
        if self.log_scroll:  # scrolled back: how many entries lie below
            mark = theme.text(f"-{self.log_scroll}", theme.FONT_MIN, theme.TEXT_FAINT)
            surface.blit(mark, mark.get_rect(bottomright=(width, height)))
        self._log_cache, self._log_key = surface, key
        return surface

    def log_hexes(self) -> tuple[Hex, ...]:
        """The hexes named by the log line under the pointer (none elsewhere)."""
        if not self.layout.log.collidepoint(self.mouse):
            return ()
        for rect, entry in self.log_rows:
            if rect.collidepoint(self.mouse):
                return self.line_hexes.get(entry, ())
        return ()

    def _draw_log(self, canvas: pygame.Surface) -> None:
        """The log; the entry under the pointer lit when it names hexes (they are ringed
        on the board: _draw_log_hexes)."""
        lay = self.layout
        surface = self._log_surface()
        if self.log_hexes():
            entry = next(e for r, e in self.log_rows if r.collidepoint(self.mouse))
            for rect, other in self.log_rows:
                if other == entry:
                    band = rect.inflate(px(8), 0)
                    pygame.draw.rect(canvas, theme.PANEL_LIGHT, band, border_radius=px(4))
        canvas.blit(surface, (lay.log.left + px(14), lay.log.top + px(10)))

    def _draw_log_hexes(self, canvas: pygame.Surface) -> None:
        """The hexes a log line names, found on the board: ringed in gold (pulsing), an
        arrow from the first to the second when the line names two (a walk, a throw)."""
        hexes = [h for h in self.log_hexes() if h in self.state.terrain]
        if not hexes:
            return
        self.view.mark(canvas, hexes, theme.GOLD, 5, self._pulse())
        if len(hexes) == 2:
            start, end = self.view.centre(hexes[0]), self.view.centre(hexes[1])
            _arrow(canvas, start, end, theme.GOLD, max(2, px(4)), self.view.radius // 3)


def _panel(canvas: pygame.Surface, rect: pygame.Rect, **style: Any) -> None:
    """widgets.draw_panel with its corner and border at the size drawn."""
    style.setdefault("radius", px(theme.RADIUS))
    style.setdefault("border_width", max(1, px(theme.BORDER_WIDTH)))
    draw_panel(canvas, rect, **style)


def _arrow(
    canvas: pygame.Surface,
    start: tuple[int, int],
    end: tuple[int, int],
    colour: theme.Colour,
    width: int,
    head: int,
) -> None:
    """A straight arrow from `start` to `end` (a hint's walk or throw)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    tip = (end[0] - ux * head * 0.6, end[1] - uy * head * 0.6)
    base = (tip[0] - ux * head, tip[1] - uy * head)
    pygame.draw.line(canvas, theme.SHADOW, (start[0] + 2, start[1] + 2), base, width + 2)
    pygame.draw.line(canvas, colour, start, base, width)
    wing = head * 0.6
    pygame.draw.polygon(
        canvas,
        colour,
        [
            tip,
            (base[0] - uy * wing, base[1] + ux * wing),
            (base[0] + uy * wing, base[1] - ux * wing),
        ],
    )


def _hex(text: str) -> Hex:
    q, r = text.split(",")
    return (int(q), int(r))


def _pair(h: Any) -> Hex:
    """A hex from an event's data (a list of two numbers)."""
    return (int(h[0]), int(h[1]))


__all__ = ["DojoScene"]
