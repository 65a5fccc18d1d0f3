"""The Ninja Night table: the village at night, secret plans, throws judged by eye.

Every choice is one of the state's legal actions, played through the session. A throw
is set on the string held in the player's hands, beside the village: no ruler, no
number, no line on the map, since judging the distance is the skill. The string lies
in the throw's direction at the village's own scale (VillageView.throw_vector, the
map's own projection), so a length looks the same in the hands as on the map. The throw then
plays out as a pymunk rope (ninjas/night/rope.py), hidden behind the buildings in front
of it, and lands where the rules put it (or falls to the ground beyond a roof it
misses). Only then does the ninja move and the table tell the result: the true
distance beside the string's length, kept in the log for every throw, and a record of
each player's throws after the game. Every other event has its
own short animation and sound (effects.py), played at the animation speed and after the
throw that causes it. Plans are set in secret, with the hand-off screen between people;
tokens, on a roof, in a backpack or flying, show only what the shown seat may know.
"""

from __future__ import annotations

import logging
import math
from collections import OrderedDict
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.events import Event
from ninjas.night import data
from ninjas.night.rope import EVERY, STEP, simulate_throw
from ninjas.night.rules import ACTIONS, INJURY, NightAction, NightState, new_game

from .. import theme
from ..choice_list import CHANGE_GRACE, ChangeGuard
from ..pads import PadTarget
from ..paging import Pager
from ..table import TableScene
from ..widgets import draw_hint, draw_panel, shortened, wrap_text
from . import art, effects
from .effects import Effect
from .layout import (
    HANDS_TITLE,
    LOG_LINE,
    MAX_OPTIONS,
    PACK_PAD,
    PACK_ROW,
    PORTRAIT,
    PROMPT_LINE,
    PROMPT_MAX_LINES,
    SLOT,
    SLOT_GAP,
    Layout,
    table_layout,
)
from .village_view import TILT, VillageView

if TYPE_CHECKING:
    from ninjas.core.session import GameSession

    from ..app import App

log = logging.getLogger(__name__)

SEAT_COLOURS = ((220, 70, 60), (70, 130, 230), (70, 180, 100), (232, 190, 60))
TARGET_GOLD = (240, 200, 90)
AI_PAUSE = 0.6
THROW_KINDS = ("move", "attack", "shuriken", "kunai")
NEUTRAL = 0.5
"""Every throw starts from half the string (never the last player's length)."""
HAND_SKIN = (233, 201, 164)
HAND_PINCH = 20 / 64
"""Where the hand picture pinches the string: this share of its size above its centre."""
MARK_RADIUS = 5
"""The string's mark (design px): the red dot pinched at the string's near end in the
hands, and the same dot on the map at the thrower's feet, where the string is held
(the rulebook's indicator, set "in front of the plastic base of your ninja") and where
the rules measure a throw from: the player matches mark to roof on the map with mark
to grapnel in the hands."""
STRING_COLOUR = (236, 226, 190)
ROPE_WIDTH = 3
"""A rope's thickness (design px at the village's scale): the thrown rope, the settled
rope and the string in the hands, as the Grappling Hook's rope."""
ROPE_SHADOW = (30, 26, 24)
TOKEN_COLOURS = {"pink": (236, 140, 170), "yellow": (240, 210, 80)}
KIND_COLOURS = {
    "potion": (120, 200, 240),
    "gears": (180, 180, 190),
    "hook": (200, 160, 110),
    "shuriken": (220, 220, 230),
    "kunai": (200, 90, 90),
}
SOUND_OF_EVENT = {
    "throw": "night_throw",
    "collected": "night_collect",
    "stolen": "night_steal",
    "injured": "night_injury",
    "healed": "night_potion",
    "hooked": "night_hook",
    "plans_revealed": "dice_roll",
    "dawn": "night_dawn",
}
SOUND_OF_BONUS = {
    "potion": "night_potion",
    "gears": "night_gears",
    "hook": "night_hook",
    "shuriken": "night_shuriken",
    "kunai": "night_kunai",
}
ROPE_FPS = 1.0 / (STEP * EVERY)
"""Rope frames shown a second (as many as the simulation records)."""
ROPE_HOLD = 12
"""Frames the settled rope stays before it is taken away."""
CROSSING_FRAMES = 14
"""Rope frames the thrower takes to cross along the landed rope to the roof it hit."""
STAGGER = 0.12
"""Seconds between the tokens of one collect taking off."""
RESULT_SECONDS = 4.0
"""How long a throw's result stays over the village (it stays in the log)."""
RESULTS_DELAY = 2.0
"""Seconds the end shows on the table before the results screen."""
HINT_COLOUR = (120, 230, 255)
"""The hint's mark: its option's row and its roof."""
HOVER_FILL = theme.lerp(theme.PANEL_LIGHT, theme.BORDER, 0.5)
HOVER_EDGE = theme.lerp(theme.BORDER, theme.MOONLIGHT, 0.55)
"""The option row under the mouse: a lighter tint of the row with a light edge. The dark
red it had is what the table's chosen things and red buttons wear (the Throw! button,
the page arrows, a pick elsewhere), so a row merely pointed at looked chosen."""
WHY_COLOUR = (236, 140, 120)
"""Why an action cannot be carried out, on its plan card."""
SECRET_KINDS = frozenset(
    {"plan", "drop", "discard", "keep", "potion", "gears", "hook", "shuriken", "kunai"}
)
"""Choices of a seat with a phone made on that phone (its plans, and the tokens only it
knows: its backpack, its hand), never listed on the laptop; the rest of its turn (where
it is placed, the planned action, the strings' throws, End) is public, on the laptop."""
STILLS_KEPT = 2
"""Still pictures (sky, village, empty panels) kept, one per set of panels: the table
goes back and forth between two (the options and the log, say); each is window-sized."""
CONFIRM_H = 40
CARD_H = 186
"""The tallest a plan card grows (design px): a taller window gives the log the room."""
PLAN_PICTURE = 46
"""The side of an action's picture on its plan card (design px)."""
CHIP = 30
"""The chips on a plan card that make it action 1 or 2."""
PACK_NAME_W = 196
"""In a seat's row of backpacks: the portrait, name and score before the slots."""
VIEWS_KEPT = 2
"""Village views kept, one per surface size drawn on (the window, and the 1280x720
canvas of frames an older overlay shares): each holds its still layer."""


@dataclass
class RopeShow:
    """A throw being shown: the rope's frames (village cm, hand first, grapnel or fist
    last), the first frame with it down, and what waits for that moment: the state
    as it was before the throw (drawn until then), the log lines and sounds."""

    frames: list[list[tuple[float, float, float]]]
    landed: int
    seat: int
    fist: bool
    before: Shown
    landing_sound: str
    crosses_to: int | None = None
    """The roof the thrower goes to along the rope once it has landed (a hit that
    moves it), else None."""
    age: float = 0.0
    told: bool = False
    lines: list[str] = field(default_factory=list)
    sounds: list[str] = field(default_factory=list)
    result: str = ""

    @property
    def frame(self) -> int:
        return min(int(self.age * ROPE_FPS), len(self.frames) - 1)

    @property
    def down(self) -> bool:
        """The grapnel or fist has landed: the result may be told."""
        return self.age * ROPE_FPS >= self.landed

    @property
    def over(self) -> bool:
        return self.age * ROPE_FPS >= len(self.frames) + ROPE_HOLD

    @property
    def crossed(self) -> float:
        """How far (0 to 1) the thrower has gone along the landed rope."""
        return min(1.0, max(0.0, (self.age * ROPE_FPS - self.landed) / CROSSING_FRAMES))


@dataclass(frozen=True)
class Shown:
    """What the table draws of the state: live, or as it was before a throw whose rope
    is still in the air (its result is told only when it lands)."""

    positions: list[int | None]
    roofs: list[list[int]]
    backpacks: list[list[int | None]]
    held: list[int]


def draw_action_icon(
    canvas: pygame.Surface, action: str, centre: tuple[int, int], size: int
) -> None:
    """A small picture of a planned action (act_<action>: tools/vector_art/draw_night.py),
    drawn by hand where the picture is missing."""
    picture = art.scaled(f"act_{action}", (size, size))
    if picture is not None:
        canvas.blit(picture, picture.get_rect(center=centre))
        return
    x, y = centre
    r = size // 2
    u = size / 40  # the picture was drawn 40 px wide

    def n(length: float) -> int:
        return max(1, round(length * u))

    line = (236, 226, 190)
    if action == "move":  # a grapnel on its string, thrown in an arc
        points = [
            (x - r + k * r // 5, y + r // 2 - round(math.sin(k / 10 * math.pi) * r * 0.7))
            for k in range(11)
        ]
        pygame.draw.lines(canvas, line, False, points, n(2))
        tip = points[-1]
        for dx, dy in ((-6, -6), (6, -6), (0, 8)):
            end = (tip[0] + round(dx * u), tip[1] + round(dy * u))
            pygame.draw.line(canvas, (200, 200, 210), tip, end, n(3))
    elif action == "attack":  # the fist on its string
        pygame.draw.line(canvas, line, (x - r, y + r // 2), (x + r // 3, y - r // 4), n(2))
        pygame.draw.circle(canvas, (150, 96, 70), (x + r // 3, y - r // 4), r // 2)
        for k in range(3):
            knuckle = (x + r // 3 - r // 4 + k * r // 4, y - r // 4 - r // 3)
            pygame.draw.circle(canvas, (120, 74, 54), knuckle, max(2, r // 7))
    elif action in ("collect", "steal"):
        image = art.token("pink", size * 3 // 4)
        if image is not None:
            canvas.blit(image, image.get_rect(center=(x, y + r // 5)))
        else:
            pygame.draw.circle(canvas, (236, 140, 170), (x, y + r // 5), r * 3 // 8)
        if action == "collect":  # lifted up into the backpack
            pygame.draw.polygon(
                canvas, theme.GOLD, [(x, y - r), (x - n(7), y - r + n(9)), (x + n(7), y - r + n(9))]
            )
        else:  # snatched sideways from another ninja
            pygame.draw.arc(canvas, theme.VERMILION, (x - r, y - r, size, size), 0.3, 2.6, n(3))
            pygame.draw.polygon(
                canvas,
                theme.VERMILION,
                [(x - r + n(2), y - n(3)), (x - r - n(5), y - n(10)), (x - r + n(8), y - n(12))],
            )
    elif action == "heal":  # a green cross
        arm = r * 2 // 3
        pygame.draw.line(canvas, (96, 220, 130), (x - arm, y), (x + arm, y), max(4, r // 3))
        pygame.draw.line(canvas, (96, 220, 130), (x, y - arm), (x, y + arm), max(4, r // 3))
    else:  # skip: the moon goes by
        image = art.scaled("moon", (size * 3 // 4, size * 3 // 4))
        if image is not None:
            canvas.blit(image, image.get_rect(center=centre))
        else:
            pygame.draw.circle(canvas, theme.TEXT_DIM, centre, r // 2)


def throw_record(throws: list[dict[str, Any]], players: int) -> list[tuple[int, int, float]]:
    """(seat, throws, mean error in cm) for each seat that threw: how far, on average,
    the string's length was from the true distance."""
    out = []
    for seat in range(players):
        errors = [abs(t["length"] - t["distance"]) for t in throws if t["seat"] == seat]
        if errors:
            out.append((seat, len(errors), sum(errors) / len(errors)))
    return out


class NightScene(TableScene[NightState]):
    """`NightScene(app, session)`; `animate=False` plays everything at once (tests).
    Drawn at the surface's own size (native): scenes/night/layout.py places it all."""

    results_delay = RESULTS_DELAY

    def __init__(
        self, app: App, session: GameSession, *, animate: bool = True, ai_pause: float = AI_PAUSE
    ) -> None:
        super().__init__(app, session, animate=animate, ai_pause=ai_pause)
        self.buttons = self.make_top_buttons()
        self._views: OrderedDict[tuple[int, int, int, int], VillageView] = OrderedDict()
        self._laid: Layout | None = None
        """The layout drawn last (see layout()): kept to move animations on a resize."""
        self.view: VillageView = self._view_for(pygame.Rect(0, 0, 1280, 720))
        """The village as drawn on the surface of the last frame (set by layout())."""
        self.pager = Pager(rows=MAX_OPTIONS)
        """Which page of the option list is shown (mouse wheel, PageUp/PageDown)."""
        self._prompt_kept: tuple[tuple[Any, ...], str] | None = None
        self._wrapped: OrderedDict[tuple[str, int, int, float], list[str]] = OrderedDict()
        self._plan_kept: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._log_kept: tuple[tuple[Any, ...], list[str]] | None = None
        self._rope_kept: tuple[RopeShow, tuple[int, int], list[list[tuple[int, int]]]] | None = None
        self._stills: OrderedDict[tuple[Any, ...], pygame.Surface] = OrderedDict()
        self._base: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._skies: tuple[tuple[int, int], pygame.Surface, pygame.Surface] | None = None
        self._fits: OrderedDict[tuple[str, int, int, float], tuple[int, list[str]]] = OrderedDict()
        self._banner: tuple[tuple[str, int, float], pygame.Surface] | None = None
        self.log_lines: list[str] = []
        self.options: list[tuple[NightAction, str]] = []
        self.option_guard = ChangeGuard(CHANGE_GRACE if animate else 0.0)
        """No click lands on an option that has just replaced another under the pointer."""
        self.option_rects: list[tuple[pygame.Rect, int]] = []
        self.roof_filter: int | None = None
        self.roof_note: tuple[int, int, str] | None = None
        """(position version, roof, why) of a roof clicked that offers nothing: the
        prompt says why until the position changes or another roof is clicked."""
        """A roof clicked on the village that several options target: only those show."""
        self.page_rects: list[tuple[pygame.Rect, int]] = []
        self.plan = ["move", "collect"]
        self._planned_for: tuple[int, int] | None = None
        """(round, seat) whose plan was last pre-selected (_refresh)."""
        self.throw: NightAction | None = None
        """The throw being aimed: its action with the length still to set."""
        self.length = 0.0
        self.rope: RopeShow | None = None
        self.lying: RopeShow | None = None
        """The last rope, settled, left lying where it fell while its result is shown
        (until the next throw): a player sees how far off a miss was, as the string
        stays on the table. It holds nothing up."""
        self.throws: list[dict[str, Any]] = []
        """Every throw of the game so far (its event's data): the record after the game."""
        self.effects: list[Effect] = []
        """The animations playing (effects.py): one per event, each its own."""
        self.cue = 0.0
        """While announcing one action's events: how long the next animation waits
        (an injury waits for the shuriken that causes it to land)."""
        self.dawn: float | None = None
        self._labels: dict[tuple[int, float], pygame.Surface] = {}
        """Seconds since dawn broke (the sky lightens over the village), or None."""
        self.result_text: tuple[str, float] | None = None
        self._phone_viewer: int | None = None
        """While the words of a seat's phone are made: that seat's knowledge (viewer)."""
        if session.actions:  # a loaded game: its log and its throws so far
            self._rebuild_log()
        self._refresh()
        # the village, the fonts and the texts made before the first frame, at the size
        # the table will be drawn (the window's: the table is native)
        size = app.view_size
        with theme.scaled_for(size):
            self.draw(pygame.Surface(size))
            effects.prepare(size, self.view)

    # ------------------------------------------------------------------ state
    @property
    def busy(self) -> bool:
        return self.rope is not None or any(e.blocking for e in self.effects)

    @property
    def settled(self) -> bool:
        return not self.busy and not self.effects

    @property
    def animating(self) -> bool:
        return (
            self.busy
            or self.session.ai_to_move
            or self.hint_pending
            or (self.state.is_terminal and not self.results_shown)
        )

    def seat_name(self, seat: int) -> str:
        return self.app.tr(f"seat.night.{seat}")

    # ------------------------------------------------------------------ layout
    def layout(self, size: tuple[int, int] | None = None) -> Layout:
        """The table's layout on the surface drawn on now (`size`, else the app's view),
        made when that size (or the prompt's length) changes; the village view follows
        it, and animations under way move with it."""
        size = size or self.app.view_size
        state = self.state
        base = table_layout(size, state.village.diameter, state.players)
        width = base.prompt.width - base.px(20)
        lines = len(self._wrap(self.prompt(), theme.FONT_SMALL, width))
        if self.throw is not None and self.can_act:  # a hint said while aiming: the
            # string's panel stays where it was (its Throw button under the pointer)
            aiming = self._wrap(self.app.tr("night.prompt.throw"), theme.FONT_SMALL, width)
            lines = max(lines, len(aiming))
        layout = table_layout(
            size, state.village.diameter, state.players, min(lines, PROMPT_MAX_LINES)
        )
        if layout is not self._laid:
            old, old_view = self._laid, self.view
            self._laid = layout
            self.view = self._view_for(layout.map)
            self._place_buttons(layout)
            if old is not None and old.size != layout.size:
                self._move_effects(old, old_view, layout)
        return layout

    def _place_buttons(self, layout: Layout) -> None:
        """Menu at the top right, Undo and Hint to its left."""
        rect = pygame.Rect(layout.menu)
        for name in ("menu", "undo", "hint"):
            self.buttons[name].rect = rect
            rect = rect.move(-(rect.width + layout.px(8)), 0)

    def _view_for(self, rect: pygame.Rect) -> VillageView:
        """The village drawn in `rect` (kept: its still layer is costly to draw)."""
        key = (rect.x, rect.y, rect.width, rect.height)
        view = self._views.get(key)
        if view is None:
            view = VillageView(self.state.village, rect, self.state.players)
            self._views[key] = view
            while len(self._views) > VIEWS_KEPT:
                self._views.popitem(last=False)
        self._views.move_to_end(key)
        return view

    def _move_effects(self, old: Layout, old_view: VillageView, new: Layout) -> None:
        """The window changed size while animations play: their points follow (a point
        in a backpack slot to that slot, any other to the same spot of the village)."""
        view = self.view
        k = view.scale / old_view.scale if old_view.scale else 1.0
        slots = [
            (self._slot_rect(seat, slot, old).center, self._slot_rect(seat, slot, new).center)
            for seat in range(self.state.players)
            for slot in range(len(self.state.backpacks[seat]))
        ]

        def moved(p: tuple[int, int]) -> tuple[int, int]:
            for before, after in slots:
                if math.dist(p, before) <= 1:
                    return after
            return (
                round(view.origin[0] + (p[0] - old_view.origin[0]) * k),
                round(view.origin[1] + (p[1] - old_view.origin[1]) * k),
            )

        ratio = new.scale / old.scale
        for effect in self.effects:
            effect.start = moved(effect.start)
            effect.end = moved(effect.end)
            effect.points = [moved(p) for p in effect.points]
            effect.sizes = (round(effect.sizes[0] * ratio), round(effect.sizes[1] * ratio))

    def _wrap(self, text: str, size: int, width: int) -> list[str]:
        """`text` wrapped to `width` px at `size` (kept: wrapping measures every word)."""
        key = (text, size, width, theme.scale())
        lines = self._wrapped.get(key)
        if lines is None:
            lines = wrap_text(text, size, width)
            self._wrapped[key] = lines
            while len(self._wrapped) > 256:
                self._wrapped.popitem(last=False)
        return lines

    def _refresh(self) -> None:
        self.begin_refresh()
        state = self.state
        self.options = []
        self.pager.page = 0
        self.roof_filter = None
        if not self.can_act:
            return
        if state.phase == "plan" and self._planned_for != (state.round, state.current_player):
            self._planned_for = (state.round, state.current_player)
            self.plan = self.default_plan()
        seen: set[str] = set()
        actions: list[NightAction] = []
        phone = self.phone_seat(state.current_player)
        for action in state.legal_actions():
            if action.kind == "plan" or (phone and self.phone_side(action)):
                continue
            key = self._aim_key(action)
            if key in seen:
                continue
            seen.add(key)
            actions.append(action)
        # End the turn last: a 1 pressed by habit never ends the turn before anything
        actions.sort(key=lambda a: a.kind == "end")
        self.options = self._labelled(actions)

    def default_plan(self) -> list[str]:
        """The two actions pre-selected for the seat planning: Move then Collect, each
        replaced, where it cannot be done from where the ninja stands, by the first one
        that can (Skip always can)."""
        state, seat = self.state, self.state.current_player
        plan: list[str] = []
        for wish in ("move", "collect"):
            doable = [a for a in ACTIONS if state.why_not(seat, a) is None]
            fresh = [a for a in doable if a not in plan] or doable
            plan.append(wish if wish in fresh else fresh[0])
        return plan

    def language_changed(self) -> None:
        """Every text said again in the new language: the options' labels, the log, and
        the lines and surfaces kept (they were made in the old one)."""
        self._prompt_kept = self._plan_kept = self._log_kept = self._base = None
        self._banner = None
        self._wrapped.clear()
        self._stills.clear()
        self._fits.clear()
        self._labels.clear()
        rope = None if self.rope is None or self.rope.told else self.rope
        self._rebuild_log()  # (a throw's result shown over the village goes: the log has it)
        if rope is not None and rope.lines:  # a rope in the air: its lines wait for it
            n = len(rope.lines)
            self.log_lines, rope.lines = self.log_lines[:-n], self.log_lines[-n:]
        self.options = self._labelled([a for a, _ in self.options])

    def _labelled(self, actions: list[NightAction]) -> list[tuple[NightAction, str]]:
        """Each option with its row's words (in the language now)."""
        labels = [self.label(a) for a in actions]
        twice = {text for text in labels if labels.count(text) > 1}
        for i, action in enumerate(actions):  # two bonuses of one kind: say which is used
            from_hand = action.args[:1] and action.args[0][:1] in ("h", "r")
            if action.kind in SOUND_OF_BONUS and (labels[i] in twice or from_hand):
                labels[i] = self.app.tr(
                    "night.act.from", what=labels[i], source=self._source(action)
                )
        twice = {text for text in labels if labels.count(text) > 1}
        for i, text in enumerate(labels):
            if text in twice:  # never two rows alike
                labels[i] = f"{text} ({labels[:i].count(text) + 1})"
        return list(zip(actions, labels, strict=True))

    @staticmethod
    def _aim_key(action: NightAction) -> str:
        """Throws differ only by length in the legal list: one choice per target."""
        if action.kind in ("move", "attack"):
            return f"{action.kind} {action.args[0]}"
        if action.kind == "shuriken":
            return f"shuriken {action.args[0]} {action.args[1]}"
        if action.kind == "kunai":
            return f"kunai {action.args[0]} {action.args[1]} {action.args[3]}"
        return str(action)

    def label(self, action: NightAction) -> str:
        """The option's words; a throw at a roof beyond the string's reach says so
        (never how far it is): legal, but a certain miss (NightState.within_string)."""
        text = self._label(action)
        target = self.target_roof(action) if action.kind in THROW_KINDS else None
        state = self.state
        seat = state.current_player
        if target is not None and not state.within_string(seat, target, action.kind):
            return self.app.tr("night.act.beyond", what=text)
        return text

    def _label(self, action: NightAction) -> str:
        tr = self.app.tr
        kind, args = action.kind, action.args
        if kind == "place":
            return tr("night.act.place", roof=int(args[0]) + 1)
        if kind in ("move",):
            return tr("night.act.move", roof=int(args[0]) + 1)
        if kind == "attack":
            return tr("night.act.attack", name=self.seat_name(int(args[0])))
        if kind == "shuriken":
            return tr("night.act.shuriken", name=self.seat_name(int(args[1])))
        if kind == "kunai":
            text = tr("night.act.kunai", name=self.seat_name(int(args[1])), slot=int(args[3]) + 1)
            return text + self._slot_content(int(args[1]), int(args[3]))
        if kind == "collect":
            tokens = self._collected_words([int(a) for a in args])
            held = len(args) - self.state.free_slots(self.state.current_player)
            if held > 0:  # no slot for them: into the hand, to play or keep
                return tr.plural("night.act.collect.held", len(args), tokens=tokens, held=held)
            return tr.plural("night.act.collect", len(args), tokens=tokens)
        if kind == "keep":
            token = self.state.held[int(args[0])]
            return tr("night.act.keep", token=tr(f"night.token.{self.token_face(token)}"))
        if kind == "end" and self.state.held:
            return tr.plural("night.act.end.held", len(self.state.held))
        if kind == "steal":
            text = tr("night.act.steal", name=self.seat_name(int(args[0])), slot=int(args[1]) + 1)
            return text + self._slot_content(int(args[0]), int(args[1]))
        if kind in ("discard", "drop"):
            return tr(f"night.act.{kind}", slot=int(args[0]) + 1)
        if kind == "gears":
            return tr("night.act.gears", n=args[1], action=tr(f"night.action.{args[2]}"))
        if kind == "hook":
            return tr("night.act.hook", roof=int(args[1]) + 1)
        return tr(f"night.act.{kind}")

    def _slot_content(self, seat: int, slot: int) -> str:
        """What lies in another seat's backpack slot, if the acting seat may know it
        (face up, or seen before): ' (Potion)'; else nothing."""
        token = self.state.backpacks[seat][slot]
        if token is None or token < 0:
            return ""
        face = self.state.kind_seen_by(token, self.viewer)
        if face in ("pink", "yellow"):
            return ""
        if face in data.TOKEN_VALUES:  # '(3 points)', as a Collect's row says it: not '(3)'
            return f" ({self.app.tr(f'night.named.{face}')})"
        return f" ({self.app.tr(f'night.token.{face}')})"

    def _collected_words(self, chosen: list[int]) -> str:
        """The tokens a Collect takes from the acting seat's roof (their places on it), in
        words, as that seat may know them: '3 points', 'a Potion', 'a face-down pink
        token' (night.named.*: a face-down token the seat has not seen is never more
        than its back's colour); tokens alike counted ('2 face-down pink tokens'); where
        the roof holds another token that reads the same, the places too ('(token 2)':
        the tokens are drawn on the roof in that order)."""
        tr = self.app.tr
        here = self.state.positions[self.state.current_player]
        roof = self.state.roofs[here] if here is not None else []
        faces = [self.state.kind_seen_by(t, self.viewer) for t in roof]
        groups: dict[str, list[int]] = {}
        for index in chosen:
            groups.setdefault(faces[index] if index < len(faces) else "pink", []).append(index)
        words = []
        for face, places in groups.items():
            if len(places) == 1:
                name = tr(f"night.named.{face}")
            else:
                name = tr(f"night.named.many.{face}", count=len(places))
            if faces.count(face) > len(places):  # the roof holds another alike
                where = tr.names([str(i + 1) for i in places])
                name = tr.plural("night.named.at", len(places), what=name, n=where)
            words.append(name)
        return tr.names(words)

    def _source(self, action: NightAction) -> str:
        """Where a bonus is used from: a backpack slot, or the roof while collecting."""
        src = action.args[0]
        if src.startswith("h"):
            return self.app.tr("night.source.hand")
        if src.startswith("r"):
            return self.app.tr("night.source.roof", n=int(src[1:]) + 1)
        return self.app.tr("night.source.slot", slot=int(src) + 1)

    # ------------------------------------------------------------------ roofs and pages
    def target_roof(self, action: NightAction) -> int | None:
        """The roof an option acts on: where it places, moves or hooks to, the roof of
        the ninja it aims at, or the actor's own roof (collect, steal, discard, drop)."""
        state = self.state
        kind, args = action.kind, action.args
        if kind in ("place", "move"):
            return int(args[0])
        if kind == "hook":
            return int(args[1])
        if kind == "attack":
            return state.positions[int(args[0])]
        if kind in ("shuriken", "kunai"):
            return state.positions[int(args[1])]
        if kind in ("collect", "steal", "discard", "drop", "keep"):
            return state.positions[state.current_player]
        return None

    def listed(self) -> list[int]:
        """The options the list offers (indices into `options`): all, or those that
        act on the roof clicked on the village."""
        if self.roof_filter is None:
            return list(range(len(self.options)))
        return [
            i for i, (a, _) in enumerate(self.options) if self.target_roof(a) == self.roof_filter
        ]

    @property
    def page(self) -> int:
        """The page of the option list shown (mouse wheel, PageUp/PageDown)."""
        return self.pager.page

    @page.setter
    def page(self, page: int) -> None:
        self.pager.page = page

    def _sync_pager(self) -> None:
        """The pager told how many options are listed and how many rows the list has on
        the surface drawn now (a row less under the roof's heading)."""
        layout = self.layout()
        rows = layout.option_rows - (1 if self.roof_filter is not None else 0)
        self.pager.set(len(self.listed()), rows)

    def pages(self) -> int:
        self._sync_pager()
        return self.pager.pages

    def visible(self) -> list[int]:
        """The options on the page shown: keys 1-9 choose among them, in order."""
        self._sync_pager()
        listed = self.listed()
        return [listed[i] for i in self.pager.shown()]

    def turn_page(self, delta: int) -> None:
        self._sync_pager()
        if self.pager.paged:
            self.pager.turn(delta)

    def choose_visible(self, k: int) -> None:
        shown = self.visible()
        if 0 <= k < len(shown):
            self.choose_option(shown[k])

    def roof_at(self, pos: tuple[int, int]) -> int | None:
        """The building drawn at a point of the village (its roof or its walls); the
        nearer one where two overlap on the screen."""
        view = self.view
        buildings = self.state.village.buildings
        for building in sorted(
            range(len(buildings)), key=lambda i: -(buildings[i].y + buildings[i].h)
        ):
            b = buildings[building]
            left, top = view.project(b.x, b.y, view.roof_height(building))
            right, bottom = view.project(b.x + b.w, b.y + b.h, 0.0)
            if pygame.Rect(left, top, right - left, bottom - top).collidepoint(pos):
                return building
        return None

    def click_roof(self, building: int) -> bool:
        """A roof clicked: its only option is chosen, or the list shows its options."""
        if not self.can_act or self.throw is not None or self.state.phase == "plan":
            return False
        targets = [i for i, (a, _) in enumerate(self.options) if self.target_roof(a) == building]
        if not targets:  # nothing to do there: the prompt says why (a click did nothing)
            self.roof_note = (self.version, building, self._roof_note(building))
            return False
        if len(targets) == 1:
            self.choose_option(targets[0])
        else:
            self.roof_filter = building
            self.page = 0
        return True

    def _roof_note(self, building: int) -> str:
        """Why a roof clicked offers nothing now (a key of night.roof.*): the thrower's
        own roof; a roof no throw may aim at from here (a taller building or tree stands
        in the way, the rules forbid it); or nothing the action now can do there."""
        state = self.state
        here = state.positions[state.current_player]
        if here is None or state.phase != "act":
            return "nothing"
        if building == here:
            return "own"
        if not state.village.reachable(here, building):
            return "blocked"
        return "nothing"

    def _roof_outline(self, building: int) -> list[tuple[int, int]]:
        view = self.view
        z = view.roof_height(building)
        return [view.project(x, y, z) for x, y in self.state.village.buildings[building].corners()]

    def _highlight_roof(self, canvas: pygame.Surface, building: int, width: int = 3) -> None:
        pygame.draw.polygon(canvas, TARGET_GOLD, self._roof_outline(building), width)

    def throw_target(self) -> int | None:
        """The roof the throw being aimed at is meant for (highlighted on the village)."""
        return self.target_roof(self.throw) if self.throw is not None else None

    # ------------------------------------------------------------------ playing
    def shown(self) -> Shown:
        """The state as the table draws it: as before the throw while its rope flies."""
        if self.rope is not None and not self.rope.told:
            return self.rope.before
        state = self.state
        return Shown(state.positions, state.roofs, state.backpacks, state.held)

    def play(self, action: NightAction | str) -> None:
        state = self.state
        before = Shown(
            list(state.positions),
            [list(r) for r in state.roofs],
            [list(p) for p in state.backpacks],
            list(state.held),
        )
        events = self.session.apply(action)
        self.cue = 0.0
        for event in events:
            self._announce(event, before)
        self.throw = None
        self._refresh()

    def choose_option(self, index: int) -> None:
        if not self.can_act or not 0 <= index < len(self.options):
            return
        action = self.options[index][0]
        if action.kind in THROW_KINDS:
            self.throw = action
            limit = data.MOVE_STRING_MAX if action.kind == "move" else data.FIGHT_STRING_MAX
            self.length = round(NEUTRAL * limit, 1)  # never the last thrower's length
            self._take_hinted_length()
            return
        self.play(action)

    def _take_hinted_length(self) -> None:
        """The string in the hands set to the hint's length, when the hint is for the
        throw being aimed: the hint is seen as a string, by eye."""
        hint, throw = self.hint, self.throw
        if hint is not None and throw is not None and self.hinted_option(throw):
            self.length = float(hint.args[2] if hint.kind == "kunai" else hint.args[-1])

    def poll_hint(self) -> Any:
        """The hint, once found; asked for with the string in the hands (H while aiming),
        it sets the string to its length there and then."""
        before = self.hint
        hint = super().poll_hint()
        if before is None and hint is not None:
            self._take_hinted_length()
        return hint

    def throw_now(self) -> None:
        if self.throw is None or not self.can_act:
            return
        a = self.throw
        text = f"{self.length:.1f}"
        if a.kind in ("move", "attack"):
            action = NightAction(a.kind, (a.args[0], text))
        elif a.kind == "shuriken":
            action = NightAction("shuriken", (a.args[0], a.args[1], text))
        else:
            action = NightAction("kunai", (a.args[0], a.args[1], text, a.args[3]))
        self.play(action)

    def confirm_plan(self) -> None:
        if self.can_act and self.state.phase == "plan":
            self.play(NightAction("plan", (self.plan[0], self.plan[1])))
            self.plan = ["move", "collect"]

    def log_line(self, event: Event) -> str:
        """The log's line for an event ("" for none): every line of Night's log is public
        (a plan is told only once all are revealed)."""
        tr = self.app.tr
        d = event.data
        kind = event.kind
        name = self.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        line = ""
        if kind == "throw":
            result = tr("night.log.hit" if d["success"] else "night.log.miss")
            line = tr(
                "night.log.throw",
                name=name,
                action=tr(f"night.action.{d['action']}"),
                result=result,
                distance=f"{d['distance']:.1f}",
                length=f"{d['length']:.1f}",
            )
        elif kind == "collected":
            held = tr.plural("night.log.held", len(d.get("held") or ()), name=name)
            line = tr.plural("night.log.collected", len(d["tokens"]), name=name)
            if d.get("held"):  # into the hand only: not 'collects 0 tokens' first
                line = f"{line} {held}" if d["tokens"] else held
        elif kind == "placed":
            line = tr(
                "night.log.placed",
                name=name,
                owner=self.seat_name(d["ninja"]),
                roof=d["building"] + 1,
            )
        elif kind in ("discarded", "dropped"):
            line = tr("night.log.discarded", name=name, roof=d["building"] + 1)
        elif kind == "knocked_off":
            line = tr(
                "night.log.knocked_off",
                name=name,
                victim=self.seat_name(d["owner"]),
                roof=d["building"] + 1,
            )
        elif kind == "turn_ended" and d.get("skipped"):
            line = tr("night.log.skipped", name=name)
        elif kind == "injury_spared":
            line = tr("night.log.spared", name=name)
        elif kind == "must_drop":
            line = tr("night.log.must_drop", name=name)
        elif kind == "kept":
            line = tr("night.log.kept", name=name)
        elif kind == "returned":
            line = tr.plural("night.log.returned", 1, name=name)
        elif kind == "stolen":
            line = tr("night.log.stolen", name=name, victim=self.seat_name(d["victim"]))
        elif kind == "injured":
            line = tr("night.log.injured", name=name, count=d["injuries"])
        elif kind == "healed":
            many = d.get("count", 1) > 1
            line = tr(
                "night.log.healed.all" if many else "night.log.healed",
                name=name,
                count=d.get("count", 1),
            )
        elif kind == "hooked":
            line = tr("night.log.hooked", name=name, roof=d["to"] + 1)
        elif kind == "plans_revealed":
            plans = tr("night.log.plans.sep").join(  # each language's own colon and semicolon
                tr(
                    "night.log.plans.of",
                    name=self.seat_name(s),
                    actions=", ".join(tr(f"night.action.{a}") for a in p),
                )
                for s, p in enumerate(d["plans"])
            )
            line = tr("night.log.plans", plans=plans)
        elif kind == "round_started":
            line = tr("night.log.round", round=d["round"])
        elif kind == "dawn":
            line = tr("night.log.dawn")
        elif kind == "bonus_used":
            line = tr("night.log.bonus", name=name)
        return line

    def describe(self, event: Event) -> list[tuple[int | None, str]]:
        line = self.log_line(event)
        return [(None, line)] if line else []

    def touches(self, event: Event, seat: int) -> bool:
        """Another seat's play that hit `seat`: a throw at it, a token stolen from it or
        knocked off its backpack, an injury."""
        d = event.data
        if event.kind in ("injured", "injury_spared", "must_drop"):
            return d.get("seat") == seat
        if event.kind == "knocked_off":
            return d.get("owner") == seat
        return d.get("victim") == seat

    def _announce(self, event: Event, before: Shown | None = None) -> None:
        """Tell an event: its log line, its sound, its animation. While a thrown rope
        is in the air, the line and the sound wait for it to land."""
        tr = self.app.tr
        d = event.data
        kind = event.kind
        name = self.seat_name(d["seat"]) if isinstance(d.get("seat"), int) else ""
        line = self.log_line(event)
        if kind == "throw":
            self.throws.append(dict(d))
            text = tr(
                "night.result",
                distance=f"{d['distance']:.1f}",
                length=f"{d['length']:.1f}",
                name=name,
            )
            self._show_rope(d, before)
            if self.rope is not None:
                self.rope.result = text
                self.cue = self.rope.landed / ROPE_FPS  # what it causes shows when it lands
            else:
                self.result_text = (text, self.time + RESULT_SECONDS)
        waiting = self.rope is not None and not self.rope.told
        if line:
            if waiting:
                assert self.rope is not None
                self.rope.lines.append(line)
            else:
                self.log_lines.append(line)
        sound = SOUND_OF_EVENT.get(kind)
        if kind == "bonus_used":
            sound = SOUND_OF_BONUS.get(d.get("bonus", ""))
        if sound and self.animate:
            if waiting and kind != "throw":  # the throw is heard at once, the rest later
                assert self.rope is not None
                self.rope.sounds.append(sound)
            else:
                self.app.audio.play(sound)
        if self.animate:
            self._animate(event)

    # ------------------------------------------------------------------ animations
    def _animate(self, event: Event) -> None:
        """Start the event's own animation (effects.py), after the ones it follows."""
        d = event.data
        kind = event.kind
        state = self.state
        seat = d.get("seat") if isinstance(d.get("seat"), int) else None
        self.layout()
        token_size = self.view.token_size()
        slot_token = self.layout().px(SLOT - 4)
        new: list[Effect] = []
        if kind == "throw" and d["action"] in ("shuriken", "kunai") and self.rope is not None:
            # the fist carries the blade on the fighting string: it strikes where it lands
            x, y = self.view.project(*self.rope.frames[-1][-1])
            lift = self.view.ninja_height()
            new.append(
                Effect(d["action"], (x, y - lift), (x, y), seat=seat, hit=bool(d["success"]))
            )
        elif kind == "injured" and seat is not None:
            new.append(Effect("injured", self._ninja_at(seat), seat=seat))
        elif kind == "collected" and seat is not None:
            on_roof = len(state.roofs[d["building"]])
            held = list(d.get("held", []))
            for i, token in enumerate([*d["tokens"], *held]):
                end = (
                    self._hand_spot(seat, held.index(token))
                    if token in held
                    else self._slot_of(seat, token)
                )
                new.append(
                    Effect(
                        "collected",
                        self.view.token_spot(d["building"], on_roof + i),
                        end,
                        seat=seat,
                        token=token,
                        age=-i * STAGGER,
                        sizes=(token_size, token_size if token in held else slot_token),
                    )
                )
        elif kind == "kept" and seat is not None:
            new.append(
                Effect(
                    "collected",
                    self._hand_spot(seat, len(state.held)),
                    self._slot_rect(seat, d["slot"]).center,
                    seat=seat,
                    token=d["token"],
                    sizes=(token_size, slot_token),
                )
            )
        elif kind == "returned" and seat is not None:
            roof = state.roofs[d["building"]]
            new.append(
                Effect(
                    "discarded",
                    self._hand_spot(seat, 0),
                    self.view.token_spot(d["building"], roof.index(d["token"])),
                    seat=seat,
                    token=d["token"],
                    sizes=(token_size, token_size),
                )
            )
        elif kind == "stolen" and seat is not None:
            new.append(
                Effect(
                    "stolen",
                    self._slot_rect(d["victim"], d["slot"]).center,
                    self._slot_of(seat, d["token"]),
                    seat=seat,
                    token=d["token"],
                    sizes=(slot_token, slot_token),
                )
            )
        elif kind in ("knocked_off", "discarded", "dropped"):
            roof = state.roofs[d["building"]]
            spot = roof.index(d["token"]) if d["token"] in roof else len(roof)
            new.append(
                Effect(
                    "knocked_off" if kind == "knocked_off" else "discarded",
                    self._slot_rect(d["owner"], d["slot"]).center,
                    self.view.token_spot(d["building"], spot),
                    seat=seat,
                    token=d["token"],
                    sizes=(slot_token, token_size),
                )
            )
        elif kind == "bonus_used" and seat is not None:
            new.append(
                Effect(
                    "bonus",
                    self._ninja_at(seat),
                    seat=seat,
                    token=d["token"],
                    sizes=(0, slot_token + self.layout().px(4)),
                )
            )
            if d["bonus"] == "potion":
                new.append(
                    Effect("potion", self._ninja_at(seat), seat=seat, seed=len(self.effects))
                )
        elif kind == "healed" and seat is not None:
            if not any(e.kind == "potion" and e.seat == seat and e.age <= 0 for e in self.effects):
                new.append(Effect("healed", self._ninja_at(seat), seat=seat))
        elif kind == "reprogrammed" and seat is not None:
            label = self.app.tr(f"night.action.{d['to']}")
            new.append(Effect("gears", self._ninja_at(seat), seat=seat, label=label))
        elif kind == "hooked" and seat is not None:
            start = self.view.ninja_spot(d["from"], seat)
            new.append(Effect("hook", start, self.view.ninja_spot(d["to"], seat), seat=seat))
        elif kind == "dawn":
            new.append(Effect("dawn", (0, 0)))
            self.dawn = 0.0
        for effect in new:
            effect.age -= self.cue
            self.effects.append(effect)
            if effect.kind in ("shuriken", "kunai"):
                self.cue += effect.duration * 0.8  # what it causes shows when it lands

    def _ninja_at(self, seat: int) -> tuple[int, int]:
        building = self.state.positions[seat]
        if building is None:
            return self.view.rect.center
        rope = self.rope
        if rope is not None and rope.seat == seat and rope.crosses_to is None:
            return self.view.roof_point(building)  # on the mark while its rope lies there
        return self.view.ninja_spot(building, seat)

    def _hand_spot(self, seat: int, k: int) -> tuple[int, int]:
        """Where the k-th token a seat holds in its hand is drawn: above its ninja."""
        x, y = self._ninja_at(seat)
        size = self.view.token_size()
        gap = self.view.px(2)
        return x + k * (size + gap), y - self.view.ninja_height() - size // 2 - gap

    def _pack_cell(self, seat: int, layout: Layout | None = None) -> pygame.Rect:
        """A seat's part of the backpacks' panel: a column of the strip under the
        village, or a row of the column's panel."""
        layout = layout or self.layout()
        packs = layout.packs
        if layout.packs_below:
            width = packs.width // self.state.players
            return pygame.Rect(packs.left + seat * width, packs.top, width, packs.height)
        row = layout.px(PACK_ROW)
        top = packs.top + layout.px(PACK_PAD // 2)
        return pygame.Rect(packs.left, top + seat * row, packs.width, row)

    def _slot_rect(self, seat: int, slot: int, layout: Layout | None = None) -> pygame.Rect:
        """Where a backpack slot is drawn: under its seat's name in the strip, or after
        it in the seat's row."""
        layout = layout or self.layout()
        cell = self._pack_cell(seat, layout)
        size, gap = layout.px(SLOT), layout.px(SLOT_GAP)
        if layout.packs_below:
            left, top = cell.left + layout.px(10), cell.top + layout.px(42)
        else:
            left, top = cell.left + layout.px(PACK_NAME_W), cell.centery - size // 2
        return pygame.Rect(left + slot * (size + gap), top, size, size)

    def _slot_of(self, seat: int, token: int) -> tuple[int, int]:
        pack = self.state.backpacks[seat]
        slot = pack.index(token) if token in pack else 0
        return self._slot_rect(seat, slot).center

    def _flying(self) -> set[int]:
        """Tokens on their way somewhere: not drawn where they now lie until they land."""
        return {
            e.token
            for e in self.effects
            if e.token is not None and e.kind in effects.FLYING and not e.done
        }

    def _nudges(self) -> dict[int, tuple[int, int]]:
        moves: dict[int, tuple[int, int]] = {}
        aim = self.aim() if self.throw is not None else None
        rope = self.rope
        roof: int | None
        if aim is not None:  # the thrower stands at its roof's centre, where throws start
            seat, roof = self.state.current_player, aim[0]
        elif rope is not None and (not rope.told or rope.crosses_to is None):
            # and stays there, on the mark, while the rope flies (and lies, if it missed)
            seat, roof = rope.seat, rope.before.positions[rope.seat]
        else:
            seat, roof = -1, None
        if roof is not None:
            x, y = self.view.ninja_spot(roof, seat)
            cx, cy = self.view.roof_point(roof)
            moves[seat] = (cx - x, cy - y)
        elif rope is not None and rope.crosses_to is not None and rope.crossed < 1.0:
            x, y = self.view.ninja_spot(rope.crosses_to, rope.seat)  # it goes along the rope
            cx, cy = self._along_rope(rope, rope.crossed)
            moves[rope.seat] = (round(cx - x), round(cy - y))
        for e in self.effects:
            if e.seat is not None:
                dx, dy = effects.nudge(e, self.view.unit)
                if dx or dy:
                    x, y = moves.get(e.seat, (0, 0))
                    moves[e.seat] = (x + dx, y + dy)
        return moves

    def _show_rope(self, d: dict[str, Any], before: Shown | None) -> None:
        """Play the throw's rope (ninjas/night/rope.py): from the thrower's hand to the
        rules' landing point, over the roofs between; it rests on the roof under that
        point, or falls to the ground (a lower roof) when there is none."""
        if not self.animate or before is None:
            return
        village = self.state.village
        view = self.view
        start, target = int(d["from"]), int(d["to"])
        landing = (float(d["landing"][0]), float(d["landing"][1]))
        under = target if d["success"] else village.building_at(landing)
        walls = [
            (enter, leave, view.roof_height(b))
            for b, enter, leave in village.crossings(start, target, data.MOVE_STRING_MAX + 10)
        ]
        (ax, ay), (bx, by) = village.centre(start), village.centre(target)
        throw = simulate_throw(  # held at the thrower's feet, on the mark
            village.centre(start),
            landing,
            toward_eye=(by - ay) / (math.hypot(bx - ax, by - ay) or 1.0),
            hand_height=view.roof_height(start),
            aim_height=view.roof_height(target),
            rest_height=view.roof_height(under) if under is not None else 0.0,
            walls=walls,
        )
        fist = d["action"] != "move"
        seat = int(d["seat"])
        moved = self.state.positions[seat] == target != before.positions[seat]
        self.lying = None  # the string is picked up for the next throw
        self.rope = RopeShow(
            throw.frames,
            throw.landed,
            seat,
            fist,
            before,
            "night_fist" if fist else "night_grapnel",
            crosses_to=target if moved else None,
        )

    def _along_rope(self, rope: RopeShow, share: float) -> tuple[float, float]:
        """On screen, the point `share` of the way (eased) from the mark along this
        frame's rope, as far as it goes toward the thrower's place on the roof it hit,
        then onto that place: always onward, never past it and back."""
        points = [self.view.project(*p) for p in rope.frames[rope.frame]]
        roof = rope.crosses_to
        end = points[-1] if roof is None else self.view.ninja_spot(roof, rope.seat)
        (x0, y0), (x1, y1) = points[0], end
        chord = (x1 - x0) ** 2 + (y1 - y0) ** 2 or 1

        def onward(p: tuple[int, int]) -> float:
            return ((p[0] - x0) * (x1 - x0) + (p[1] - y0) * (y1 - y0)) / chord

        path: list[tuple[int, int]] = [points[0]]
        for p in points[1:]:
            if not onward(path[-1]) <= onward(p) < 1.0:
                break
            path.append(p)
        path.append(end)
        steps = [math.dist(p, q) for p, q in zip(path, path[1:], strict=False)]
        left = sum(steps) * share * share * (3 - 2 * share)
        for (ax, ay), (bx, by), step in zip(path, path[1:], steps, strict=False):
            if left <= step and step > 0:
                t = left / step
                return ax + (bx - ax) * t, ay + (by - ay) * t
            left -= step
        return float(end[0]), float(end[1])

    def _tell(self, rope: RopeShow) -> None:
        """The rope is down: the ninja moves, the result is told, the sounds heard."""
        rope.told = True
        self.log_lines += rope.lines
        self.result_text = (rope.result, self.time + RESULT_SECONDS)
        for sound in [rope.landing_sound, *rope.sounds]:
            self.app.audio.play(sound)

    def _rope_pieces(self, rope: RopeShow) -> list[list[tuple[int, int]]]:
        """The rope of this frame on screen, less what the buildings in front of it
        hide (kept while the rope's frame and the village's place stay the same)."""
        key = (rope.frame, id(self.view))  # the rope itself by identity: a new rope
        kept = self._rope_kept  # may be given a forgotten one's id()
        if kept is None or kept[0] is not rope or kept[1] != key:
            kept = self._rope_kept = (rope, key, self.view.visible_lines(rope.frames[rope.frame]))
        return kept[2]

    def _draw_rope(self, canvas: pygame.Surface, rope: RopeShow, mark: bool = True) -> None:
        """The rope of this frame, hidden where a building stands in front of it, and
        the grapnel or fist at its end (and the mark it was thrown from, unless `mark`
        is False: a rope left lying after its thrower may have moved on)."""
        points = rope.frames[rope.frame]
        view = self.view
        for piece in self._rope_pieces(rope):
            self._draw_rope_line(canvas, piece, view.px(1))
        if mark:
            self._draw_mark(canvas, view.project(*points[0]))
        end = points[-1]
        if not rope.down:
            self._draw_shadow(canvas, end)
        if not view.hidden(end):
            before = view.project(*points[-2])
            tip = view.project(*end)
            direction = (tip[0] - before[0], tip[1] - before[1])
            size = math.hypot(*direction) or 1.0
            unit = (direction[0] / size, direction[1] / size)
            self._draw_grapnel(canvas, tip, unit, fist=rope.fist)

    def _draw_rope_line(
        self, canvas: pygame.Surface, points: list[tuple[int, int]], drop: int
    ) -> None:
        """A rope or string along `points` (screen pixels), its shadow `drop` pixels
        below: the hemp rope's picture (art.rope, as the Grappling Hook's) as thick as
        the village's rope (ROPE_WIDTH design px at its scale), or a plain line where
        the picture is missing. The flying rope, the settled one and the string in the
        hands are all drawn here."""
        width = self.view.px(ROPE_WIDTH)
        shadow = [(x, y + drop) for x, y in points]
        pygame.draw.lines(canvas, ROPE_SHADOW, False, shadow, width)
        if not art.rope(canvas, points, width):
            pygame.draw.lines(canvas, STRING_COLOUR, False, points, max(1, width - 1))

    def _draw_shadow(self, canvas: pygame.Surface, point: tuple[float, float, float]) -> None:
        """The flying grapnel's or fist's shadow on what lies under it (a roof or the
        ground): it runs along the throw's line while the grapnel flies above it, so
        the arc reads as height in any direction (toward the eye, height and nearness
        both move a point down the screen)."""
        view = self.view
        x, y, z = point
        under = self.state.village.building_at((x, y))
        floor = view.roof_height(under) if under is not None else 0.0
        if z <= floor + 0.05 or view.hidden((x, y, floor)):
            return
        rx = max(2, round(data.GRAPNEL_RADIUS * view.scale * 0.8))
        shadow = _shadow_picture(rx, max(1, round(rx * TILT)))
        canvas.blit(shadow, shadow.get_rect(center=view.project(x, y, floor)))

    # ------------------------------------------------------------------ the skeleton's hooks
    def legal_move(self, result: Any) -> str | None:
        """A search's answer if the rules take it here (a throw's length is any number,
        not one of a list)."""
        text = str(result)
        try:
            self.state.clone().apply(text)
        except ValueError:
            return None
        return text

    def hint_move(self, result: Any) -> NightAction | None:
        """The hint, shown where the person chooses: the plan's two chips set to it, or
        its option's page turned to (its row and roof are marked on the board)."""
        text = self.legal_move(result)
        if text is None:
            return None
        action = self.state.parse_action(text)
        if action.kind == "plan":
            self.plan = [str(action.args[0]), str(action.args[1])]
        else:
            key = self._aim_key(action)
            for index, (option, _) in enumerate(self.options):
                if self._aim_key(option) == key:
                    self.roof_filter = None
                    self.page = index // self.pager.size
        return action

    def hinted_option(self, action: NightAction) -> bool:
        """`action` (an option of the list) is the one the hint names."""
        return self.hint is not None and self._aim_key(action) == self._aim_key(self.hint)

    # ------------------------------------------------------------------ phones
    def phone_turn(self) -> bool:
        """Plans and a drop for an injury are made on the phone; the rest is public."""
        state = self.state
        return state.phase == "plan" or state.drop_seat is not None

    def phone_side(self, action: Any) -> bool:
        """The phone offers the secret choices (the laptop the rest, End among them)."""
        return getattr(action, "kind", "") in SECRET_KINDS

    def phone_play(self, seat: int, action: Any) -> None:
        """A shuriken or kunai chosen on the phone is aimed on the laptop, as every
        throw: the string is public (the bonus shows once thrown)."""
        if action.kind in THROW_KINDS:
            self.throw = action
            limit = data.MOVE_STRING_MAX if action.kind == "move" else data.FIGHT_STRING_MAX
            self.length = round(NEUTRAL * limit, 1)
            return
        self.play(action)

    def phone_key(self) -> Any:
        return str(self.throw), self._rope_flying()

    def _rope_flying(self) -> bool:
        """A rope is in the air: its result is not told yet, to the screen or a phone
        (the rules may already wait for the ninja it hit)."""
        return self.rope is not None and not self.rope.told

    def phone_choices(self, seat: int) -> list[dict[str, Any]]:
        """The plan as two steps of the six actions' pictures; in a turn, the choices
        of the seat's own tokens (labelled with what it alone knows)."""
        state = self.state
        tr = self.app.tr
        if self._rope_flying():  # nothing to choose until the rope is down
            return []
        if state.phase == "plan":
            steps = (tr("phone.night.first"), tr("phone.night.second"))

            parts = {}
            for action in ACTIONS:  # why an action cannot be done from here, if so
                why = state.why_not(seat, action)
                part = {
                    "key": action,
                    "label": tr(f"night.action.{action}"),
                    "art": f"act_{action}.png",
                    "note": tr(f"night.why.{why}") if why else "",
                }
                parts[action] = [{**part, "step": step} for step in steps]
            return [
                {
                    "action": f"plan {a} {b}",
                    "label": tr(
                        "phone.night.plan",
                        first=parts[a][0]["label"],
                        second=parts[b][1]["label"],
                    ),
                    "parts": [parts[a][0], parts[b][1]],
                }
                for a in ACTIONS
                for b in ACTIONS
            ]
        if self.throw is not None:
            return []  # the string is being set on the laptop
        seen: set[str] = set()
        actions: list[NightAction] = []
        for action in state.legal_actions():
            key = self._aim_key(action)
            if self.phone_side(action) and key not in seen:
                seen.add(key)
                actions.append(action)
        self._phone_viewer = seat
        try:
            labelled = self._labelled(actions)
        finally:
            self._phone_viewer = None
        return [
            {
                "action": str(action),
                "label": tr("phone.night.aim", what=text) if action.kind in THROW_KINDS else text,
            }
            for action, text in labelled
        ]

    def phone_prompt(self, seat: int) -> str:
        rope = self.rope
        if rope is not None and not rope.told:  # its result is not told yet
            return self.app.tr("night.waiting", name=self.seat_name(rope.seat))
        return super().phone_prompt(seat)

    def phone_waiting(self, seat: int) -> str:
        state = self.state
        if state.phase == "plan" and state.plans[seat] is not None:
            return self.app.tr("phone.night.planned")
        return super().phone_waiting(seat)

    def phone_turn_prompt(self, seat: int) -> str:
        tr = self.app.tr
        state = self.state
        if state.phase == "plan":
            return tr("phone.night.plan_now")
        if state.drop_seat is not None:
            return tr("night.prompt.drop")
        if state.phase == "place":
            return tr("phone.on_screen")
        if self.throw is not None:
            return tr("phone.night.string")
        planned = tr(f"night.action.{state.planned(seat)}")
        return tr("phone.night.act", action=planned)

    def phone_sections(self, seat: int) -> list[dict[str, Any]]:
        """The seat's plan, its backpack and hand (what it knows of each token), and the
        others' plans once shown: from view(seat) alone."""
        view = self.state.view(seat)
        tr = self.app.tr

        def token(shown: str | None) -> dict[str, Any]:
            if shown is None:
                return {"art": "pocket.png", "name": tr("phone.night.empty")}
            if shown == "injury":
                return {"art": "injury.png", "name": tr("phone.night.injury")}
            face = shown.split(":", 1)[1]
            return {"art": f"token_{face}.png", "name": tr(f"night.token.{face}")}

        def acts(plan: Any) -> list[dict[str, Any]]:
            return [
                {"art": f"act_{a}.png", "name": f"{k + 1}. " + tr(f"night.action.{a}")}
                for k, a in enumerate(plan)
            ]

        sections: list[dict[str, Any]] = []
        mine = view.plans[seat]
        if mine is not None:
            sections.append({"title": tr("phone.night.your_plan"), "items": acts(mine)})
        sections.append(
            {"title": tr("phone.night.backpack"), "items": [token(t) for t in view.backpacks[seat]]}
        )
        if view.held and view.phase == "act" and self.state.current_player == seat:
            sections.append(
                {"title": tr("phone.night.held"), "items": [token(t) for t in view.held]}
            )
        for other, plan in enumerate(view.plans):
            if other != seat and plan is not None:
                title = tr("phone.night.plan_of", name=self.seat_name(other))
                sections.append({"title": title, "items": acts(plan)})
        return sections

    def results_lines(self) -> list[str]:
        lines = []  # the results' breakdown tells the scores; the table adds its throws
        for seat, count, error in throw_record(self.throws, self.state.players):
            lines.append(
                self.app.tr.plural(
                    "night.record", count, name=self.seat_name(seat), error=f"{error:.1f}"
                )
            )
        return lines

    def hurry(self) -> None:
        """Space: the rope landed and every animation at its end."""
        if self.rope is not None:
            self.rope.age = (len(self.rope.frames) + ROPE_HOLD) / ROPE_FPS
        for effect in self.effects:
            effect.age = max(effect.age, effect.duration)

    def let_go(self) -> bool:
        """Esc: the throw being aimed, or the roof the options were narrowed to."""
        if self.throw is not None:
            self.throw = None
        elif self.roof_filter is not None:
            self.roof_filter = None
            self.page = 0
        else:
            return False
        return True

    def after_undo(self) -> None:
        """Everything shown of what was taken back goes: the rope and what it keeps
        drawn, the animations and what waits for them, the aim, the result."""
        self.rope = self.lying = None
        self._rope_kept = None
        self.cue = 0.0
        self.effects.clear()
        self.throw = None
        self.result_text = None
        self._planned_for = None
        self._rebuild_log()
        self._refresh()

    def _rebuild_log(self) -> None:
        """The log said again from the game replayed (after an undo: what was taken
        back leaves it)."""
        animate, self.animate = self.animate, False
        self.log_lines = []
        self.throws = []
        try:
            state = new_game(self.session.seed, dict(self.session.options))
            for action in self.session.actions:
                for event in state.apply(action):
                    self._announce(event)
        except ValueError as exc:  # the log is never worth a crash
            log.warning("Night: the log could not be replayed: %s", exc)
        finally:
            self.animate = animate
        self.result_text = None

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return SEAT_COLOURS[seat]

    def tells_touches_now(self) -> bool:
        """Planning covers the log: what the computer did to the one person since their
        last move (a kunai that knocked their token off, a steal, an injury, often
        played after they ended their turn) is told as their planning begins."""
        return self.state.phase == "plan"

    def update(self, dt: float) -> None:
        self.layout()  # what an event starts is placed on the surface drawn on now
        self.time += dt
        speed = float(self.app.settings.animation_speed) or 1.0
        if self.rope is not None:
            self.rope.age += dt * speed
            if self.rope.down and not self.rope.told:
                self._tell(self.rope)
            if self.rope.over:
                self.lying, self.rope = self.rope, None
                self._refresh()  # the choices wait for the throw to be seen
        self.advance_game(dt * speed)
        self._note_options()
        self.update_top_buttons(self.buttons, dt)
        was_busy = self.busy
        for effect in self.effects:
            effect.age += dt * speed
        self.effects = [e for e in self.effects if not e.done]
        if was_busy and not self.busy:
            self._refresh()  # the choices wait for a thrown blade to land
        if self.dawn is not None:
            self.dawn += dt * speed

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.key_carried(event):
            return
        self.layout()  # positions are on the surface drawn on now
        if event.type == pygame.MOUSEMOTION:
            self.mouse = getattr(event, "pos", self.mouse)
            if self.throw is not None and getattr(event, "buttons", (0,))[0]:
                self._set_length_from(self.mouse)
        elif self.left_press(event):
            self._click(self.mouse)
        elif event.type == pygame.MOUSEBUTTONUP:
            self.buttons_take(event)
        elif event.type == pygame.MOUSEWHEEL and self.throw is not None:
            self._nudge(0.5 * int(getattr(event, "y", 0)))
        elif event.type == pygame.MOUSEWHEEL:
            self.turn_page(-int(getattr(event, "y", 0)))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))

    def _key(self, key: int, mod: int) -> None:
        if self.table_key(key):  # Esc/P, F1, U, H, Space (shared by every table)
            pass
        elif self.throw is not None and key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 0.1 if mod & pygame.KMOD_SHIFT else 0.5
            self._nudge(step if key == pygame.K_RIGHT else -step)
        elif self.throw is not None and key in (pygame.K_RETURN, pygame.K_SPACE):
            self.throw_now()
        elif self.state.phase == "plan" and key in (pygame.K_q, pygame.K_w):
            self._cycle(0 if key == pygame.K_q else 1)
        elif self.state.phase == "plan" and key == pygame.K_RETURN:
            self.confirm_plan()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.throw is None:
            self._option_at(self.mouse)  # the row lit under the pointer
        elif key in (pygame.K_PAGEDOWN, pygame.K_DOWN) and self.throw is None:
            self.turn_page(1)
        elif key in (pygame.K_PAGEUP, pygame.K_UP) and self.throw is None:
            self.turn_page(-1)
        elif pygame.K_1 <= key <= pygame.K_9 and self.throw is None:
            self.choose_visible(key - pygame.K_1)
        elif pygame.K_KP1 <= key <= pygame.K_KP9 and self.throw is None:
            self.choose_visible(key - pygame.K_KP1)

    # ------------------------------------------------------------------ gamepads
    def pad_targets(self) -> list[PadTarget]:
        """Aiming a throw: Throw (the string's length is set with the triggers or the
        stick: pad_adjust). Planning: each action's two chips and Confirm. Otherwise the
        options shown and the rows that turn their page."""
        if not self.can_act:
            return []
        if self.throw is not None:
            return [PadTarget(self._throw_button(), self.throw_now, "throw")]
        if self.state.phase == "plan":
            targets = []
            for k, action in enumerate(ACTIONS):
                for which in range(2):
                    choose = lambda w=which, a=action: self.plan.__setitem__(w, a)  # noqa: E731
                    targets.append(PadTarget(self._chip_rect(k, which), choose, ("chip", k, which)))
            targets.append(PadTarget(self._confirm_rect(), self.confirm_plan, "confirm"))
            return targets
        targets = [
            PadTarget(rect, lambda i=index: self.choose_option(i), ("option", index))
            for rect, index in self.option_rects
        ]
        targets += [
            PadTarget(rect, lambda d=delta: self.turn_page(d), ("page", delta))
            for rect, delta in self.page_rects
        ]
        return targets

    def pad_adjusting(self) -> bool:
        return self.throw is not None

    def pad_adjust(self, step: int, fine: bool) -> None:
        """The string's length: the triggers by 0.2, the stick or D-pad by 0.5."""
        if self.throw is not None:
            self._nudge(step * (0.2 if fine else 0.5))

    def _cycle(self, which: int) -> None:
        if self.can_act:
            self.plan[which] = ACTIONS[(ACTIONS.index(self.plan[which]) + 1) % len(ACTIONS)]

    def _limit(self) -> float:
        if self.throw is None:
            return data.MOVE_STRING_MAX
        return data.MOVE_STRING_MAX if self.throw.kind == "move" else data.FIGHT_STRING_MAX

    def _nudge(self, delta: float) -> None:
        self.length = round(min(max(self.length + delta, 0.0), self._limit()), 1)

    def _string_area(self) -> pygame.Rect:
        """Where the string may lie: the hands' panel less its title row (and Throw)."""
        layout = self.layout()
        hands, m = layout.hands, layout.px(8)
        top = hands.top + layout.px(HANDS_TITLE)
        return pygame.Rect(hands.left + m, top, hands.width - 2 * m, hands.bottom - m - top)

    def aim(self) -> tuple[int, int] | None:
        """(start roof, target roof) of the throw being set."""
        here = self.state.positions[self.state.current_player]
        target = self.throw_target()
        return None if here is None or target is None else (here, target)

    def string_ends(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The string in the hands, on screen: the near end (held at the ninja's end)
        and the grapnel's or fist's centre. It lies in the throw's direction, laid out
        by the village's own projection (VillageView.throw_vector), so that it looks as
        long as the same length on the map; at its full length it is centred in the
        hands' panel."""
        area = self._string_area()
        aim = self.aim()
        if aim is None:
            return (area.left, area.centery), (area.left, area.centery)
        fx, fy = self.view.throw_vector(*aim, self._limit())
        near = (area.centerx - fx / 2, area.centery - fy / 2)
        vx, vy = self.view.throw_vector(*aim, self.length)
        return near, (near[0] + vx, near[1] + vy)

    def string_mark(self) -> tuple[int, int] | None:
        """Where the string of the throw being set is held on the map: its mark, at
        the thrower's feet, the centre of its roof, where the rules measure from (the
        rope starts there too)."""
        aim = self.aim()
        return None if aim is None else self.view.roof_point(aim[0])

    def _draw_mark(self, canvas: pygame.Surface, centre: tuple[int, int]) -> None:
        """The string's mark: a red dot ringed in moonlight, the same in the hands and
        on the map (MARK_RADIUS)."""
        r = self.layout().px(MARK_RADIUS)
        pygame.draw.circle(canvas, theme.MOONLIGHT, centre, r + max(1, r // 3))
        pygame.draw.circle(canvas, theme.VERMILION, centre, r)

    def _set_length_from(self, pos: tuple[int, int]) -> None:
        """The far end of the string dragged to `pos`: the length that puts it there,
        along the throw's direction."""
        aim = self.aim()
        if aim is None:
            return
        near, _ = self.string_ends()
        length = self.view.length_along(*aim, (pos[0] - near[0], pos[1] - near[1]))
        self.length = round(min(length, self._limit()), 1)

    def _note_options(self) -> None:
        self.option_guard.rows(tuple(label for _, label in self.options))

    def _option_at(self, pos: tuple[int, int]) -> bool:
        """The option row at `pos` chosen (unless it just took another's place); False
        when no row is there."""
        self._note_options()
        for rect, index in self.option_rects:
            if rect.collidepoint(pos):
                if self.option_guard.accepts():  # not a row that just took another's place
                    self.choose_option(index)
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> None:
        layout = self.layout()
        if self._option_at(pos):
            return
        for rect, delta in self.page_rects:
            if rect.collidepoint(pos):
                self.turn_page(delta)
                return
        if self.throw is None and layout.map.collidepoint(pos):
            building = self.roof_at(pos)
            if building is not None and self.click_roof(building):
                return
            if building is None and self.roof_filter is not None:
                self.roof_filter = None  # a click beside the roofs shows every option again
                self.page = 0
                return
        if self.throw is not None:
            if self._throw_button().collidepoint(pos):
                self.throw_now()
            elif layout.hands.collidepoint(pos):
                self._set_length_from(pos)
            return
        if self.state.phase == "plan" and self.can_act:
            for k, action in enumerate(ACTIONS):
                for which in range(2):
                    if self._chip_rect(k, which).collidepoint(pos):
                        self.plan[which] = action
                        return
                if self._card_rect(k).collidepoint(pos):  # the card itself: the next free one
                    which = 0 if self.plan[0] != action else 1
                    self.plan[which] = action
                    return
            if self._confirm_rect().collidepoint(pos):
                self.confirm_plan()

    def _plan_area(self) -> pygame.Rect:
        """The six actions' cards: the top of the area under the prompt, as tall as two
        rows of cards need (at most), with the Confirm row under them."""
        layout = self.layout()
        area = pygame.Rect(layout.area)
        area.height = min(area.height - layout.px(CONFIRM_H + 6), layout.px(2 * CARD_H + 6))
        return area

    def _plan_log(self) -> pygame.Rect | None:
        """The log under the plan, where the window leaves room for it."""
        layout = self.layout()
        top = self._confirm_rect().bottom + layout.px(6)
        if layout.area.bottom - top < layout.px(3 * LOG_LINE + 12):
            return None
        return pygame.Rect(layout.area.left, top, layout.area.width, layout.area.bottom - top)

    def _card_rect(self, k: int) -> pygame.Rect:
        """The k-th action's card in the plan: the six side by side, three to a row
        (two rows), each with its picture, its name, a line and why it cannot be done."""
        area, px = self._plan_area(), self.layout().px
        gap = px(6)
        width = (area.width - 2 * gap) // 3
        height = (area.height - gap) // 2
        row, col = divmod(k, 3)
        return pygame.Rect(
            area.left + col * (width + gap), area.top + row * (height + gap), width, height
        )

    def _chip_rect(self, k: int, which: int) -> pygame.Rect:
        """The chip at the top right of the k-th card that makes it action 1 or 2."""
        card, px = self._card_rect(k), self.layout().px
        size = px(CHIP)
        right = card.right - px(6) - (1 - which) * (size + px(4))
        return pygame.Rect(right - size, card.top + px(6), size, size)

    def _confirm_rect(self) -> pygame.Rect:
        layout = self.layout()
        area = self._plan_area()
        height = layout.px(CONFIRM_H)
        return pygame.Rect(area.left, area.bottom + layout.px(6), area.width, height)

    def _throw_button(self) -> pygame.Rect:
        layout = self.layout()
        hands, px = layout.hands, layout.px
        return pygame.Rect(hands.right - px(160), hands.top + px(6), px(150), px(34))

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        self.follow_language()
        tr = self.app.tr
        state = self.state
        layout = self.layout(canvas.get_size())
        view = self.view
        boxes = self._boxes(layout)
        dawn = [e for e in self.effects if e.kind == "dawn"]
        risen = all(e.age >= effects.DURATIONS["dawn"] for e in dawn)
        if dawn and not risen:  # the dawn sky rises between the night sky and the village
            night, day = self._dawn_skies(layout)
            canvas.blit(night, (0, 0))
            day.set_alpha(round(255 * effects.dawn_share(dawn[0].age)))
            canvas.blit(day, (0, 0))
            effects.draw_sun(canvas, view.rect, dawn[0].age)
            canvas.blit(view.layer(), view.rect.topleft)
            for box in boxes:
                draw_panel(canvas, box)
        else:  # the sky, the still village and the panels: one picture per layout
            self._skies = None  # (once the dawn has risen, the still picture holds it)
            canvas.blit(self._still(layout, boxes, dawn=bool(dawn)), (0, 0))
        self._draw_top_bar(canvas, layout)
        token_colours = [self._token_colour(t) for t in range(len(state.kinds))]
        faces = [self.token_face(t) for t in range(len(state.kinds))]
        shown = self.shown()
        flying = self._flying()
        view.draw(
            canvas,
            shown.roofs,
            shown.positions,
            list(SEAT_COLOURS),
            token_colours,
            faces=faces,
            hidden=flying,
            nudges=self._nudges(),
            still=False,
        )
        for k, token in enumerate(shown.held):  # tokens in the hand, above the ninja
            if token not in flying:
                seat = state.current_player
                view.draw_token(
                    canvas,
                    faces[token],
                    self._hand_spot(seat, k),
                    token_colours[token],
                    squash=1.0,
                )
        if self.rope is not None:
            self._draw_rope(canvas, self.rope)
        elif self.lying is not None and self.result_text is not None:
            if self.time < self.result_text[1]:  # lying while its result is shown
                self._draw_rope(canvas, self.lying, mark=False)
        for effect in dawn:
            effects.dawn_light(canvas, view, effect.age)
        self._draw_panels(canvas, layout)
        self._draw_aims(canvas, layout)
        edge = view.px(2)
        for building, b in enumerate(state.village.buildings):  # over the highlights
            corner = view.project(b.x, b.y, view.roof_height(building))
            label = self._roof_label(building + 1)
            canvas.blit(label, label.get_rect(center=(corner[0] + edge, corner[1] + edge)))
        for effect in self.effects:
            if effect.kind != "dawn":
                self._draw_effect(canvas, effect)
        self._draw_result(canvas, layout)
        self.draw_top_buttons(canvas)
        # "Not saved", if so: over the sky at the top of the village, clear of the
        # round's moons and the top buttons (it covered Hint at every size)
        self.draw_not_saved(
            canvas,
            (layout.map.centerx, layout.map.top + layout.px(4)),
            min(layout.map.width - layout.px(24), layout.px(760)),
        )
        draw_hint(canvas, tr("night.help"))

    def _boxes(self, layout: Layout) -> tuple[pygame.Rect, ...]:
        """The panels drawn now: the prompt, the hands (a throw being set), or the plan,
        or the options over the log, or the log alone; and the backpacks."""
        state = self.state
        if self.throw is not None:
            work: tuple[pygame.Rect, ...] = (layout.hands,)
        elif self.can_act and state.phase == "plan":
            log = self._plan_log()
            work = (self._plan_area(),) if log is None else (self._plan_area(), log)
        elif self.can_act and self.options:
            box = self._options_box(layout)
            work = (box, layout.log_under(box))
        else:
            work = (layout.area,)
        packs = () if self.throw is not None and not layout.packs_below else (layout.packs,)
        return (layout.prompt, *work, *packs)

    def _still(
        self, layout: Layout, boxes: tuple[pygame.Rect, ...], *, dawn: bool = False
    ) -> pygame.Surface:
        """The night sky (or, once it has risen, the dawn's), the village's still layer
        and the empty panels, drawn once for this layout and these panels (kept, a few:
        the panels change with the phase; the sky and village under them are one picture
        per size, copied, not drawn again)."""
        key = (layout.size, id(self.view), dawn, tuple(tuple(box) for box in boxes))
        still = self._stills.get(key)
        if still is None:
            base_key = (layout.size, id(self.view), dawn)
            if self._base is None or self._base[0] != base_key:
                base = pygame.Surface(layout.size)
                theme.draw_background(base)
                if dawn:
                    effects.draw_dawn(base, self.view.rect, effects.DURATIONS["dawn"])
                base.blit(self.view.layer(), self.view.rect.topleft)
                self._base = (base_key, base)
            if len(self._stills) >= STILLS_KEPT:  # the oldest one's surface is drawn over
                old = self._stills.popitem(last=False)[1]
                still = old if old.get_size() == layout.size else pygame.Surface(layout.size)
            else:
                still = pygame.Surface(layout.size)
            still.blit(self._base[1], (0, 0))
            for box in boxes:
                draw_panel(still, box)
            self._stills[key] = still
        self._stills.move_to_end(key)
        return still

    def _dawn_skies(self, layout: Layout) -> tuple[pygame.Surface, pygame.Surface]:
        """The night sky and the dawn's at its fullest, for this size (kept while the
        dawn rises: blending the two costs less than laying the dawn over the night)."""
        if self._skies is None or self._skies[0] != layout.size:
            night = pygame.Surface(layout.size)
            theme.draw_background(night)
            day = night.copy()
            effects.dawn_sky(day)
            self._skies = (layout.size, night, day)
        return self._skies[1], self._skies[2]

    def _draw_top_bar(self, canvas: pygame.Surface, layout: Layout) -> None:
        title = theme.text(
            self.app.tr("game.night.name"), theme.FONT_HEADING, theme.GOLD, kind="display"
        )
        canvas.blit(title, (layout.px(14), layout.px(2)))
        self._draw_moon_track(canvas, layout, title.get_width() + layout.px(40))

    def _roof_label(self, number: int) -> pygame.Surface:
        """A roof's number on a small dark plaque at its far left corner (kept), clear
        of the tokens and ninjas on it."""
        key = (number, theme.scale())
        label = self._labels.get(key)
        if label is None:
            text = theme.text(str(number), theme.FONT_MIN, theme.MOONLIGHT)
            px = theme.px
            height = max(px(18), text.get_height())
            label = pygame.Surface((max(height, text.get_width() + px(8)), height), pygame.SRCALPHA)
            rect = label.get_rect()
            pygame.draw.rect(label, (*theme.MIDNIGHT, 220), rect, border_radius=px(6))
            pygame.draw.rect(label, (*theme.BORDER, 255), rect, px(1), border_radius=px(6))
            label.blit(text, text.get_rect(center=rect.center))
            if len(self._labels) > 64:
                self._labels.clear()
            self._labels[key] = label
        return label

    def _draw_effect(self, canvas: pygame.Surface, effect: Effect) -> None:
        effects.draw(canvas, effect, self.view, self.token_face, self._token_colour)

    def _draw_result(self, canvas: pygame.Surface, layout: Layout) -> None:
        """A throw's result over the top of the village for a few seconds ('17.8 cm to
        the target, the string was 16.0 cm'; the log keeps it)."""
        if not self.result_text or self.result_text[1] <= self.time:
            return
        text, width = self.result_text[0], round(layout.map.width * 0.8)
        key = (text, width, theme.scale())
        if self._banner is None or self._banner[0] != key:
            lines = self._wrap(text, theme.FONT_BODY, width - layout.px(32))
            rendered = [theme.text(line, theme.FONT_BODY, theme.GOLD) for line in lines]
            line_h = layout.px(30)
            size = (
                max(r.get_width() for r in rendered) + layout.px(32),
                line_h * len(rendered) + layout.px(16),
            )
            banner = pygame.Surface(size, pygame.SRCALPHA)
            rect = banner.get_rect()
            pygame.draw.rect(banner, (*theme.MIDNIGHT, 225), rect, border_radius=layout.px(12))
            pygame.draw.rect(
                banner, (*theme.GOLD_DARK, 255), rect, layout.px(2), border_radius=layout.px(12)
            )
            for k, surface in enumerate(rendered):
                banner.blit(
                    surface, surface.get_rect(midtop=(size[0] // 2, layout.px(8) + k * line_h))
                )
            self._banner = (key, banner)
        banner = self._banner[1]
        canvas.blit(banner, banner.get_rect(midtop=(layout.map.centerx, layout.map.top)))

    def handoff_ready_key(self, seat: int) -> str:
        """The hand-off's button words for `seat` (scenes/handoff.hand_over): what the
        table will show that person that the others may not see. Planning: the plan
        they make in secret; any turn: the face-down tokens they have seen (their
        backpack's, never in a 2-player game, where every token lies face up); a
        placement or an action turn with neither: nothing secret ('my turn'). It said
        'show my plans' at every turn."""
        state = self.state
        seen = not state.face_up and any(  # a face seen, not by everyone
            seat in known and len(known) < state.players for known in state.known
        )
        if state.phase == "plan":
            return "handoff.ready.night.plan_tokens" if seen else "handoff.ready.night.plan"
        return "handoff.ready.night.tokens" if seen else "handoff.ready.night.turn"

    @property
    def viewer(self) -> int | None:
        """Whose knowledge the screen shows: the shown seat's; while the table waits
        between people, nobody's (-1: only the tokens' backs); with only AIs, all."""
        if self._phone_viewer is not None:  # words made for a seat's phone
            return self._phone_viewer
        if self.shown_seat is not None:
            return self.shown_seat
        return -1 if self.humans else None

    def token_face(self, token: int) -> str:
        """What the screen may show of a token: its kind, or only its back's colour."""
        return self.state.kind_seen_by(token, self.viewer)

    def _token_colour(self, token: int) -> tuple[int, int, int]:
        kind = self.state.kind_seen_by(token, self.viewer)
        return KIND_COLOURS.get(kind, TOKEN_COLOURS.get(kind, (240, 200, 120)))

    def _draw_moon_track(self, canvas: pygame.Surface, layout: Layout, left: int) -> None:
        """The six rounds as moons: the one being played full and large, the ones
        played waned to a crescent (moon_waned), the ones to come faint."""
        px = layout.px
        for r in range(1, data.ROUNDS + 1):
            centre = (left + (r - 1) * px(30), px(22))
            current = r == self.state.round
            size = px(40 if current else 24)
            played = r < self.state.round
            moon = art.scaled(
                "moon_waned" if played else "moon",
                (size, size),
                alpha=255 if r <= self.state.round else 110,
            )
            if moon is not None:
                canvas.blit(moon, moon.get_rect(center=centre))
                continue
            colour = theme.GOLD if current else theme.TEXT_FAINT
            pygame.draw.circle(canvas, colour, centre, px(11 if current else 8))
            if played:
                shade = (centre[0] + px(4), centre[1] - px(2))
                pygame.draw.circle(canvas, theme.MIDNIGHT, shade, px(6))

    def _draw_panels(self, canvas: pygame.Surface, layout: Layout) -> None:
        state = self.state
        y = layout.prompt.top + layout.px(8)
        width = layout.prompt.width - layout.px(20)
        for line in self._wrap(self.prompt(), theme.FONT_SMALL, width)[:PROMPT_MAX_LINES]:
            canvas.blit(
                theme.text(line, theme.FONT_SMALL, theme.MOONLIGHT),
                (layout.prompt.left + layout.px(10), y),
            )
            y += layout.px(PROMPT_LINE)
        self.option_rects = []
        self.page_rects = []
        if self.throw is not None:
            self._draw_string(canvas, layout)
        elif self.can_act and state.phase == "plan":
            self._draw_plan(canvas, layout)
            log = self._plan_log()
            if log is not None:
                self._draw_log(canvas, layout, log)
        elif self.can_act and self.options:
            box = self._options_box(layout)
            self._draw_options(canvas, layout)
            self._draw_log(canvas, layout, layout.log_under(box))
        else:
            self._draw_log(canvas, layout, layout.area)
        if self.throw is None or layout.packs_below:
            self._draw_backpacks(canvas, layout)

    def _draw_log(self, canvas: pygame.Surface, layout: Layout, box: pygame.Rect) -> None:
        """The latest log entries, wrapped, as many whole ones as fit (the newest at the
        bottom; the top line starts an entry, never the middle of one)."""
        step = layout.px(LOG_LINE)
        rows = max(0, (box.height - layout.px(12)) // step)
        width = box.width - layout.px(16)
        key = (len(self.log_lines), rows, width, theme.scale(), id(self.app.tr))
        if self._log_kept is None or self._log_kept[0] != key:
            parts: list[str] = []
            for line in reversed(self.log_lines[-rows:] if rows else []):
                wrapped = self._wrap(line, theme.FONT_MIN, width)
                if parts and len(parts) + len(wrapped) > rows:
                    break
                parts = wrapped + parts
            self._log_kept = (key, parts[:rows])
        y = box.top + layout.px(6)
        for part in self._log_kept[1]:
            canvas.blit(
                theme.text(part, theme.FONT_MIN, theme.TEXT_DIM), (box.left + layout.px(8), y)
            )
            y += step

    def prompt(self) -> str:
        """What the panel at the top tells the player now (kept until the position, the
        throw being set or who may act changes: it asks the rules why an action cannot
        be carried out)."""
        key = (
            self.version,
            self.throw is not None,
            self.can_act,
            id(self.app.tr),
            str(self.hint),
            self.hint_pending,
            self.roof_note,
            self._rope_flying(),
        )
        if self._prompt_kept is None or self._prompt_kept[0] != key:
            self._prompt_kept = (key, self._prompt())
        return self._prompt_kept[1]

    def _prompt(self) -> str:
        tr = self.app.tr
        state = self.state
        rope = self.rope
        if rope is not None and not rope.told:
            # a rope in the air: the thrower is playing (the rules may already wait
            # for the ninja it hit, which would tell the throw before it lands)
            return tr("night.waiting", name=self.seat_name(rope.seat))
        if state.is_terminal:
            prompt = tr("night.prompt.over")
        elif self.can_act:
            phase = "throw" if self.throw is not None else state.phase
            if state.drop_seat is not None:
                phase = "drop"
            prompt = tr(f"night.prompt.{phase}")
            seat = state.current_player
            if phase == "act":
                planned = state.planned(seat)
                prompt = tr("night.prompt.act", action=tr(f"night.action.{planned}"))
                why = state.why_not(seat, planned) if not state.main_done else None
                if why is not None:  # the planned action cannot be carried out: say why
                    prompt = tr(
                        "night.prompt.cannot",
                        action=tr(f"night.action.{planned}"),
                        why=tr(f"night.why.{why}"),
                    )
            elif phase == "place":
                owner = (seat - 1) % state.players
                prompt = tr("night.prompt.place", name=self.seat_name(owner))
            if phase == "act" and self.phone_seat(seat):  # its own tokens: on its phone
                prompt += " " + tr("night.prompt.act.phone")
        elif self.phone_seat(state.current_player):
            prompt = tr("night.waiting.phone", name=self.seat_name(state.current_player))
        else:
            prompt = tr("night.waiting", name=self.seat_name(state.current_player))
        note = self.roof_note
        if self.can_act and self.throw is None and note is not None and note[0] == self.version:
            prompt = tr(f"night.roof.{note[2]}", roof=note[1] + 1) + " " + prompt
        if self.can_act and self.hint_pending:
            prompt = tr("night.hint.thinking")
        elif self.can_act and self.hint is not None:
            prompt = tr("night.hint", what=self.hint_label(self.hint))
        return prompt

    def hint_label(self, action: NightAction) -> str:
        """The hint in words: the plan's two actions, or its option's row (a throw with
        the length the hard computer would give it)."""
        tr = self.app.tr
        if action.kind == "plan":
            return " + ".join(tr(f"night.action.{a}") for a in action.args)
        what = next(
            (
                text
                for option, text in self.options
                if self._aim_key(option) == self._aim_key(action)
            ),
            self.label(action),
        )
        if action.kind in THROW_KINDS:
            length = action.args[2] if action.kind == "kunai" else action.args[-1]
            what = tr("night.hint.length", what=what, length=length)
        return what

    def _draw_plan(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The six actions side by side, each with its picture, its name, a line on
        what it does and, if it could not be done from where the ninja stands now, why;
        on each, the chips that make it action 1 or 2 (drawn once per plan and size)."""
        area = self._plan_area().union(self._confirm_rect())
        key = (self.version, tuple(self.plan), layout.size, tuple(area), id(self.app.tr))
        if self._plan_kept is None or self._plan_kept[0] != key:
            panel = pygame.Surface(area.size, pygame.SRCALPHA)
            self._paint_plan(panel, layout, (-area.left, -area.top))
            self._plan_kept = (key, panel)
        canvas.blit(self._plan_kept[1], area.topleft)

    def _paint_plan(self, canvas: pygame.Surface, layout: Layout, offset: tuple[int, int]) -> None:
        tr = self.app.tr
        state = self.state
        seat = state.current_player
        px = layout.px
        line_h = theme.font(theme.FONT_MIN).get_linesize()
        for k, action in enumerate(ACTIONS):
            card = self._card_rect(k).move(offset)
            chosen = action in self.plan
            pygame.draw.rect(
                canvas, theme.PANEL_LIGHT if chosen else theme.MIDNIGHT, card, border_radius=px(8)
            )
            border = theme.GOLD if chosen else theme.BORDER
            pygame.draw.rect(canvas, border, card, px(2 if chosen else 1), border_radius=px(8))
            icon = px(PLAN_PICTURE)
            draw_action_icon(
                canvas, action, (card.left + px(6) + icon // 2, card.top + px(6) + icon // 2), icon
            )
            name = theme.text(tr(f"night.action.{action}"), theme.FONT_BODY - 3, theme.MOONLIGHT)
            y = card.top + px(8) + icon
            canvas.blit(name, (card.left + px(6), y))
            y += name.get_height()
            width = card.width - px(12)
            room = (card.bottom - px(4) - y) // line_h
            lines = [
                (line, theme.TEXT_DIM)
                for line in self._wrap(tr(f"night.plan.line.{action}"), theme.FONT_MIN, width)
            ]
            why = state.why_not(seat, action)
            if why is not None:
                lines += [
                    (line, WHY_COLOUR)
                    for line in self._wrap(tr(f"night.why.{why}"), theme.FONT_MIN, width)
                ]
            if len(lines) > room and why is not None:  # why it cannot be done comes first
                lines = [(t, c) for t, c in lines if c == WHY_COLOUR][:room]
            for text, colour in lines[:room]:
                canvas.blit(theme.text(text, theme.FONT_MIN, colour), (card.left + px(6), y))
                y += line_h
            for which in range(2):
                chip = self._chip_rect(k, which).move(offset)
                on = self.plan[which] == action
                pygame.draw.rect(
                    canvas, theme.GOLD if on else theme.PANEL, chip, border_radius=px(6)
                )
                pygame.draw.rect(canvas, theme.BORDER, chip, px(1), border_radius=px(6))
                number = theme.text(
                    str(which + 1), theme.FONT_SMALL, theme.MIDNIGHT if on else theme.TEXT_DIM
                )
                canvas.blit(number, number.get_rect(center=chip.center))
        rect = self._confirm_rect().move(offset)
        pygame.draw.rect(canvas, theme.VERMILION, rect, border_radius=px(8))
        label = theme.text(tr("night.plan.confirm"), theme.FONT_SMALL, theme.MOONLIGHT)
        canvas.blit(label, label.get_rect(center=rect.center))

    def _option_rows(self) -> int:
        """Rows the option list draws now: the roof's heading, the options of the page
        and the row that turns the page. A paged list keeps a whole page's rows on its
        short last page, so the row that turns the page stays in its panel and in its
        place under the mouse."""
        self._sync_pager()
        heading = 1 if self.roof_filter is not None else 0
        if self.pager.paged:
            return heading + self.pager.size + 1
        return heading + len(self.pager.shown())

    def _options_box(self, layout: Layout) -> pygame.Rect:
        return layout.options_box(self._option_rows())

    def _option_rect(self, row: int) -> pygame.Rect:
        return self.layout().option_rect(row)

    def _draw_options(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The options of the page shown, numbered 1-9; above them the roof clicked
        (Esc shows all again), below them the page and how to turn it."""
        tr = self.app.tr
        px = layout.px
        row = 0
        if self.roof_filter is not None:
            text = tr("night.options.roof", roof=self.roof_filter + 1, count=len(self.listed()))
            self._blit_fitted(canvas, text, layout.option_rect(0), theme.GOLD)
            row = 1
        for k, index in enumerate(self.visible()):
            rect = layout.option_rect(row + k)
            hot = rect.collidepoint(self.mouse)
            colour = HOVER_FILL if hot else theme.PANEL_LIGHT
            pygame.draw.rect(canvas, colour, rect, border_radius=px(8))
            if hot:  # a lighter row with a light edge: not the red of a chosen thing
                pygame.draw.rect(canvas, HOVER_EDGE, rect, max(1, px(2)), border_radius=px(8))
            action, text = self.options[index]
            if self.hinted_option(action):  # H: the hard computer's choice
                pygame.draw.rect(canvas, HINT_COLOUR, rect, max(2, px(3)), border_radius=px(8))
            room = self._option_room(rect, action)
            if action.kind in SOUND_OF_BONUS:  # a bonus: its picture, and what it does
                picture = art.token(action.kind, rect.height - px(6))
                if picture is not None:
                    canvas.blit(
                        picture, picture.get_rect(midright=(rect.right - px(6), rect.centery))
                    )
            self._blit_fitted(canvas, self.row_text(k, action, text), room, theme.MOONLIGHT)
            self.option_rects.append((rect, index))
        if self.pager.paged:
            rect = layout.option_rect(row + self.pager.size)
            text = tr("night.options.more", page=self.page + 1, pages=self.pager.pages)
            self._blit_fitted(canvas, text, rect.inflate(-px(80), 0), theme.GOLD)
            for delta, box in ((-1, rect.copy()), (1, rect.copy())):
                box.width = px(34)
                box.right = rect.right if delta > 0 else rect.left + px(34)
                pygame.draw.rect(canvas, theme.VERMILION, box, border_radius=px(8))
                cx, cy = box.center
                tip = px(7) * delta
                pygame.draw.polygon(
                    canvas,
                    theme.MOONLIGHT,
                    [(cx - px(7), cy - tip), (cx + px(7), cy - tip), (cx, cy + tip)],
                )
                self.page_rects.append((box, delta))

    @staticmethod
    def _option_room(rect: pygame.Rect, action: NightAction) -> pygame.Rect:
        """Where an option row's words go (_blit_fitted leaves theme.px(8) each side):
        for a bonus, left of its picture (at the row's right end, as tall as the row less
        theme.px(6)), with theme.px(4) between."""
        px = theme.px
        room = rect.inflate(-px(30), 0)
        if action.kind in SOUND_OF_BONUS:
            picture_left = rect.right - px(6) - (rect.height - px(6))
            room.width = picture_left - px(4) + px(8) - room.left
        return room

    def row_text(self, k: int, action: NightAction, label: str) -> str:
        """The words of the option list's row `k` (from 0) for `action` labelled `label`:
        its number, and for a bonus what the bonus does."""
        if action.kind in SOUND_OF_BONUS:
            tr = self.app.tr
            label = tr("night.act.explained", what=label, does=tr(f"night.bonus.{action.kind}"))
        return f"{k + 1}. {label}"

    def _blit_fitted(
        self, canvas: pygame.Surface, text: str, rect: pygame.Rect, colour: tuple[int, int, int]
    ) -> None:
        """The text in a row (fit_row): one line, a size smaller if too long, two lines
        where the row is tall enough for them (an option's row), cut short only last."""
        room = rect.width - theme.px(16)
        key = (text, room, rect.height, theme.scale())
        fitted = self._fits.get(key)
        if fitted is None:
            fitted = fit_row(text, room, rect.height)
            self._fits[key] = fitted
            while len(self._fits) > 128:
                self._fits.popitem(last=False)
        size, lines = fitted
        step = theme.font(size).get_height() + theme.px(1)
        top = rect.centery - (step * len(lines) - theme.px(1)) // 2
        for k, line in enumerate(lines):
            surface = theme.text(line, size, colour)
            canvas.blit(surface, (rect.left + theme.px(8), top + k * step))

    def _draw_aims(self, canvas: pygame.Surface, layout: Layout) -> None:
        """On the village: the roof the throw being set is meant for (no line, no
        number), else the roof under the mouse if it can be clicked, the roof of the
        option under the mouse and the tokens a collect would take."""
        thick, thin = self.view.px(3), self.view.px(2)
        if self.throw is not None:
            target = self.throw_target()
            if target is not None:
                self._highlight_roof(canvas, target, thick)
            mark = self.string_mark()
            if mark is not None:
                self._draw_mark(canvas, mark)
            return
        if not self.can_act or self.state.phase == "plan":
            return
        hinted = self.target_roof(self.hint) if self.hint is not None else None
        if hinted is not None:  # H: the roof the hard computer's choice acts on
            pygame.draw.polygon(canvas, HINT_COLOUR, self._roof_outline(hinted), thick + thin)
        if self.roof_filter is not None:
            self._highlight_roof(canvas, self.roof_filter, thick)
        if layout.map.collidepoint(self.mouse):
            building = self.roof_at(self.mouse)
            if building is not None and any(
                self.target_roof(a) == building for a, _ in self.options
            ):
                self._highlight_roof(canvas, building, thin)
        for rect, index in self.option_rects:
            if not rect.collidepoint(self.mouse):
                continue
            action = self.options[index][0]
            target = self.target_roof(action)
            if target is not None:
                self._highlight_roof(canvas, target, thick)
            if action.kind == "collect" and target is not None:
                r = self.view.token_size() // 2 + thick
                for a in action.args:
                    spot = self.view.token_spot(target, int(a))
                    pygame.draw.circle(canvas, TARGET_GOLD, spot, r, thin)

    def score_shown(self, seat: int, pack: list[int | None]) -> int | None:
        """The points in `seat`'s backpack `pack`, where the screen may tell them: its
        own seat's, everyone's with two players (every token is face up) or once the
        game is over; None where face-down tokens keep them secret."""
        state = self.state
        if seat != self.shown_seat and not state.is_terminal and not state.face_up:
            return None
        return sum(
            data.TOKEN_VALUES.get(state.kinds[t], 0) for t in pack if t is not None and t >= 0
        )

    def _draw_backpacks(self, canvas: pygame.Surface, layout: Layout) -> None:
        """Each seat's ninja, name, score (score_shown), backpack
        slots and, while actions are carried out, its plan: side by side in the strip
        under the village, or one row each in the column."""
        state = self.state
        px = layout.px
        flying = self._flying()
        below = layout.packs_below
        for seat in range(state.players):
            cell = self._pack_cell(seat, layout)
            colour = SEAT_COLOURS[seat]
            portrait = art.ninja(seat, px(PORTRAIT))
            at = (
                (cell.left + px(6), cell.top + px(4))
                if below
                else (cell.left + px(6), cell.centery - px(PORTRAIT) // 2)
            )
            if portrait is not None:
                canvas.blit(portrait, at)
            else:
                art.emblem(canvas, seat, (at[0] + px(12), at[1] + px(16)), px(8), colour)
            pack = self.shown().backpacks[seat]
            score = self.score_shown(seat, pack)
            name_right = (
                cell.right - px(14) if below else cell.left + px(PACK_NAME_W - 10 - SLOT - SLOT_GAP)
            )
            name_y = cell.top + px(20) if below else cell.centery
            if score is not None:
                number = theme.text(str(score), theme.FONT_SMALL, theme.GOLD)
                canvas.blit(number, number.get_rect(midright=(name_right, name_y)))
                name_right -= number.get_width() + px(8)
            name_left = at[0] + px(30)
            self._blit_fitted(
                canvas,
                self.seat_name(seat),
                pygame.Rect(
                    name_left - px(8), name_y - px(12), name_right - name_left + px(16), px(24)
                ),
                colour,
            )
            bag = self._bag_rect(seat, len(pack), layout)
            picture = art.scaled("backpack", bag.size) if bag is not None else None
            if bag is not None and picture is not None:  # the backpack, by its pockets
                canvas.blit(picture, bag)
            for slot, token in enumerate(pack):
                rect = self._slot_rect(seat, slot, layout)
                self._draw_pocket(canvas, rect, injured=token == INJURY)
                if token is not None and token != INJURY and token not in flying:
                    self._draw_slot_token(canvas, token, rect)
            planned = state.plans[seat] if state.phase == "act" else None
            if planned:
                text = " / ".join(self.app.tr(f"night.action.{a}") for a in planned)
                last = self._slot_rect(seat, len(pack) - 1, layout)
                if below:
                    room = pygame.Rect(
                        cell.left + px(2), last.bottom + px(4), cell.width - px(4), px(24)
                    )
                else:
                    room = pygame.Rect(
                        last.right + px(4), cell.top, cell.right - last.right - px(8), cell.height
                    )
                self._blit_fitted(canvas, text, room, theme.TEXT_DIM)

    def _bag_rect(self, seat: int, slots: int, layout: Layout) -> pygame.Rect | None:
        """Where a seat's backpack picture goes: before its first pocket in a row of the
        column, after its last in the strip under the village; None where there is no
        room for it (four seats in the strip)."""
        gap = layout.px(SLOT_GAP)
        if layout.packs_below:
            rect = self._slot_rect(seat, slots - 1, layout)
            rect = rect.move(rect.width + gap, 0)
            return rect if self._pack_cell(seat, layout).contains(rect) else None
        rect = self._slot_rect(seat, 0, layout)
        return rect.move(-rect.width - gap, 0)

    def _draw_pocket(self, canvas: pygame.Surface, rect: pygame.Rect, *, injured: bool) -> None:
        """One backpack pocket, empty or holding an injury (its picture, else drawn)."""
        picture = art.scaled("injury" if injured else "pocket", rect.size)
        if picture is not None:
            canvas.blit(picture, rect)
            return
        px = theme.px
        pygame.draw.rect(canvas, theme.MIDNIGHT, rect, border_radius=px(6))
        pygame.draw.rect(canvas, theme.BORDER, rect, px(1), border_radius=px(6))
        if injured:
            pygame.draw.rect(
                canvas, (70, 16, 20), rect.inflate(-px(4), -px(4)), border_radius=px(5)
            )
            cross = rect.inflate(-px(10), -px(10))
            for start, end in (
                (cross.topleft, cross.bottomright),
                (cross.topright, cross.bottomleft),
            ):
                pygame.draw.line(canvas, theme.VERMILION, start, end, px(4))

    def _draw_slot_token(self, canvas: pygame.Surface, token: int, rect: pygame.Rect) -> None:
        """A token in a backpack, as the shown seat may see it (its picture, else a disc
        with its value or initial)."""
        face = self.token_face(token)
        image = art.token(face, rect.width - theme.px(4))
        if image is not None:
            canvas.blit(image, image.get_rect(center=rect.center))
            return
        pygame.draw.circle(canvas, self._token_colour(token), rect.center, rect.width * 2 // 5)
        if face in data.TOKEN_VALUES:
            mark = str(data.TOKEN_VALUES[face])
        elif face in KIND_COLOURS:
            mark = face[:1].upper()
        else:
            return
        letter = theme.text(mark, theme.FONT_MIN, theme.MIDNIGHT, kind="display")
        canvas.blit(letter, letter.get_rect(center=rect.center))

    def _draw_string(self, canvas: pygame.Surface, layout: Layout) -> None:
        """The string held in the player's hands: it lies in the throw's direction, at
        the village's own scale (`string_ends`), from the hand at the ninja's end to the
        grapnel or fist. Drag its end, or Left/Right, to set its length. No number is
        shown: the estimate is the skill."""
        px = layout.px
        hands = layout.hands
        button = self._throw_button()
        full = self.length >= self._limit()  # dragged as far as it goes: it says so
        words = self.app.tr("night.string.full" if full else "night.string")
        hint = theme.text(words, theme.FONT_SMALL, theme.TEXT_DIM)
        canvas.blit(hint, hint.get_rect(midleft=(hands.left + px(14), button.centery)))
        near, far = self.string_ends()
        dx, dy = far[0] - near[0], far[1] - near[1]
        span = math.hypot(dx, dy)
        ux, uy = (dx / span, dy / span) if span > 0.5 else self._throw_direction()
        a = (round(near[0]), round(near[1]))
        b = (round(far[0]), round(far[1]))
        self._draw_rope_line(canvas, [a, b], px(2))
        self._draw_hand(canvas, near, (ux, uy), px(44))
        self._draw_mark(canvas, a)  # the mark the hand pinches, as on the map
        self._draw_grapnel(
            canvas, b, (ux, uy), fist=self.throw is not None and self.throw.kind != "move"
        )
        pygame.draw.rect(canvas, theme.VERMILION, button, border_radius=px(8))
        text = theme.text(self.app.tr("night.throw"), theme.FONT_BODY, theme.MOONLIGHT)
        canvas.blit(text, text.get_rect(center=button.center))

    def _draw_hand(
        self,
        canvas: pygame.Surface,
        pinch: tuple[float, float],
        direction: tuple[float, float],
        size: int,
    ) -> None:
        """The hand holding the string, its fingers pinching it at `pinch` and pointing
        along it (the picture turned), the sleeve behind; a drawn hand if it is missing."""
        ux, uy = direction
        reach = size * HAND_PINCH  # from the picture's centre to the pinching fingers
        centre = (round(pinch[0] - ux * reach), round(pinch[1] - uy * reach))
        angle = math.degrees(math.atan2(-uy, ux)) - 90
        picture = art.turned("hand", (size, size), angle)
        if picture is not None:
            canvas.blit(picture, picture.get_rect(center=centre))
            return
        r = size // 3
        pygame.draw.circle(canvas, HAND_SKIN, centre, r)
        pygame.draw.circle(canvas, (120, 90, 70), centre, r, max(1, size // 22))

    def _throw_direction(self) -> tuple[float, float]:
        aim = self.aim()
        vx, vy = self.view.throw_vector(*aim, 1.0) if aim is not None else (1.0, 0.0)
        size = math.hypot(vx, vy) or 1.0
        return vx / size, vy / size

    def _draw_grapnel(
        self,
        canvas: pygame.Surface,
        centre: tuple[int, int],
        direction: tuple[float, float],
        *,
        fist: bool,
    ) -> None:
        """The grapnel (three tines) or the fist at a string's end, as big as the rules'
        circle (radius 1.5 cm) looks in the village."""
        view = self.view
        rx = max(3, round(data.GRAPNEL_RADIUS * view.scale))
        ry = max(2, round(rx * TILT))
        box = pygame.Rect(0, 0, rx * 2, ry * 2)
        box.center = centre
        picture = art.scaled("fist" if fist else "grapnel", box.size)
        if picture is not None:  # seen from above, laid flat like the rules' circle
            canvas.blit(picture, box)
            return
        line = view.px(2)
        if fist:
            pygame.draw.ellipse(canvas, (150, 96, 70), box)
            pygame.draw.ellipse(canvas, (70, 40, 30), box, line)
            return
        pygame.draw.ellipse(canvas, (60, 62, 72), box, line)
        ux, uy = direction
        for side in (-1.0, 0.0, 1.0):
            angle = math.atan2(uy, ux) + side * 1.9
            tip = (round(centre[0] + math.cos(angle) * rx), round(centre[1] + math.sin(angle) * ry))
            pygame.draw.line(canvas, (200, 200, 210), centre, tip, line)
        pygame.draw.circle(canvas, (200, 200, 210), centre, view.px(3))


def fit_row(text: str, width: int, height: int) -> tuple[int, list[str]]:
    """How a row `width` by `height` real pixels shows `text`: its size and lines. One
    line (FONT_SMALL, else FONT_MIN); else two lines of FONT_MIN where two fit the
    row's height (an option's row: a bonus from the hand aimed at a Grappling Hook in a
    slot, beyond the string's reach, said with what it does, is half as long again as
    a row at 1280x720); cut short ("…") only where that is not enough."""
    for size in (theme.FONT_SMALL, theme.FONT_MIN):
        if theme.font(size).size(text)[0] <= width:
            return size, [text]
    size = theme.FONT_MIN
    if 2 * theme.font(size).get_height() + theme.px(1) <= height:
        lines = wrap_text(text, size, width)
        if len(lines) <= 2 and all(theme.font(size).size(line)[0] <= width for line in lines):
            return size, lines
        first = lines[0]
        return size, [first, shortened(text[len(first) :].strip(), size, width)]
    return size, [shortened(text, size, width)]


@lru_cache(maxsize=4)
def _shadow_picture(rx: int, ry: int) -> pygame.Surface:
    """A soft dark ellipse: a flying grapnel's shadow (kept per size, a few sizes)."""
    picture = pygame.Surface((rx * 2, ry * 2), pygame.SRCALPHA)
    for k in range(3):
        inset = pygame.Rect(0, 0, rx * 2 * (3 - k) // 3, ry * 2 * (3 - k) // 3)
        inset.center = (rx, ry)
        pygame.draw.ellipse(picture, (0, 0, 0, 50), inset)
    return picture
