"""A frame of the Night table, drawn from the state as shown: the sky (and the dawn
rising), the still village and the empty panels (one picture per layout, kept), the
ninjas and tokens, the ropes, the marks on the village, the roofs' numbers, the
animations, a throw's result, and the column's panels, each drawn by its own room."""

from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.night import data

from .. import theme
from ..widgets import draw_hint, draw_panel, hint_strip_height
from . import art, between_turns, effects, hand_labels, phone_mark, stand_row, step_wait
from .hand_place import roof_number_boxes, roof_token_boxes, tray_rect
from .layout import LOG_LINE
from .palette import HINT_COLOUR, MISS_INK, SEAT_COLOURS, TARGET_GOLD
from .prompt_panel import dropped_for_another, turn_end_label
from .since_toast import SinceToast
from .string_aim import THROW_KINDS
from .token_tip import TokenTip
from .undo_note import UndoNote
from .village_title import draw_village_title

if TYPE_CHECKING:
    from .layout import Layout
    from .table_protocol import NightTable

BANNER_FADED = 150
"""The opacity of a throw's banner where every place for it hides a roof or a ninja."""
BANNER_SHARES = (0.8, 0.6, 0.45)
"""A throw's result banner as wide as this share of the village, on fewer lines; the
next, narrower, where the wider one would hide the roof the throw was at."""
STILLS_KEPT = 2
"""Still pictures (sky, village, empty panels) kept, one per set of panels: the table
goes back and forth between two (the options and the log, say); each is window-sized."""


TURN_END_ROOM = 56
"""Design px of the End turn button's row, where the options stand while a turn waits
(scenes/tableflow/turn_end.py)."""


def turn_end_box(layout: Layout) -> pygame.Rect:
    """The row of the End turn button, at the top of the column's area."""
    return layout.options_box_of(TURN_END_ROOM)


def room_for_log(layout: Layout, box: pygame.Rect) -> pygame.Rect | None:
    """The log's panel under the option list `box`; None where not one line fits (a
    list of every roof may take the log's room, options_panel.capacity)."""
    log = layout.log_under(box)
    return log if log.height >= layout.px(LOG_LINE + 12) else None


def help_key(table: NightTable) -> str:
    """The footer's keys for what is chosen now (_help_key); a phone's seat playing its
    public part at the screen has no hint (its hint would search what that seat alone
    knows, TableScene.may_hint): its keys without 'H hint' (newcomer I, s10: Kenji's turn
    on the laptop offered H, which did nothing)."""
    if getattr(table, "again", None) is not None:  # Replay its turn: every key is its
        # own (turn_again.py), 'E ends the turn' was not; asked from the hold, Esc goes
        # back to the table, not to a turn (again_hold.py)
        return "night.help.again_hold" if table.hold_paused() else "night.help.again"
    key = _help_key(table)
    if key in PAGED_KEYS and not more_pages(table):
        key = f"{key}.one"
    seat = table.state.current_player
    if key in PHONE_KEYS and not table.state.is_terminal and table.phone_seat(seat):
        return f"{key}.phone"
    return key


BONUS_THROWS = ("shuriken", "kunai")
"""Throws a bonus token's row opens (its choices, then the string)."""
PAGED_KEYS = frozenset({"night.help", "night.help.rows", "night.help.place"})
"""The footers saying 'wheel/PageDown for more': said only when the list of choices
takes more than one page (their '.one' keys without it: newcomer K, s11)."""
PHONE_KEYS = frozenset(
    {"night.help", "night.help.collect", "night.help.rows", "night.help.place"}
    | {f"{key}.one" for key in PAGED_KEYS}
)
"""The footers naming H that have a phone's seat's words (their '.phone' keys)."""


def more_pages(table: NightTable) -> bool:
    """The list of choices shown takes more than one page (the wheel and PageDown turn
    it); none is shown while a string is set."""
    if table.throw is not None or not table.options:
        return False
    return table.option_list.pages() > 1


def _help_key(table: NightTable) -> str:
    """The footer's keys for what is chosen now (help_key: a phone's seat's own): placing and planning throw no string
    (issue 33), nor does a Collect, ticked token by token, nor the rows after the action
    (a discard, End the turn): a Move's 'drag the string' there told keys that did
    nothing (issue 33, newcomer J, shot-27/28). Where nobody plays (the demo, a game of
    computers alone), only what a watcher may press: a person's keys did nothing."""
    if table.state.is_terminal:  # the board viewed after the results (s10: it told
        # how to throw and end a turn of a game over), or the dawn before them
        return "night.help.final" if table.viewing_board else "night.help.watch"
    if not table.humans or table.app.demo:
        return "night.help.watch"
    card = table.stage.round_card
    if card.showing is not None and card.waits:  # the card's own keys, not 'Space: skip
        return "night.help.round_card"  # the animations' under them (E13, s17)
    phase = table.state.phase
    seat = table.state.current_player
    if table.phone_seat(seat) and table.phone_turn() and not table.busy:
        return "night.help.phone_turn"  # 'Space: skip the animations' while nothing
        # moved, a phone's person choosing (newcomer V, s13, game 2)
    if step_wait.waiting(table):  # one move at a time: the computer's move waits
        return step_wait.help_key(table)
    if seat not in table.humans or (table.phone_seat(seat) and table.phone_turn()):
        return "night.help.watch"  # the computer's turn, or a plan or a drop made on a
        # phone: nothing to click here (newcomer I, s10, nc-99/030.png: 'Click the two
        # actions...' meanwhile; s11: 'Click a roof... E ends the turn' in Green's turn)
    if table.key_wait.hold.holding():  # a hit read before the cover (throw_hold.py)
        return "night.help.throw_hold"
    if table.handoff_flow.holding() or table.stage.round_card.showing is not None:
        return "night.help.watch"  # the computer's move held, a new round's card: Space
    if between_turns.passing(table) is not None:  # the next person's turn not open yet
        return "night.help.watch"  # (newcomer T, s20, 124_2: the string's keys)
    if phase in ("place", "plan"):
        return f"night.help.{phase}"
    if phase != "act" or table.throw is not None:
        return "night.help"
    kinds = {action.kind for action, _ in table.options}
    # the string's keys for the planned Move or Attack (a roof clicked, then the
    # string); a bonus's throw is a row first: after a Collect, a Shuriken's row gave
    # the footer 'drag the string... Enter throws' (newcomer V, s13, 031)
    if not kinds or kinds & set(THROW_KINDS) - set(BONUS_THROWS):  # nothing to choose
        return "night.help"  # (another's turn): as before
    return "night.help.collect" if "pick" in kinds else "night.help.rows"


class TableView:
    """Draws the table's frame; holds only the pictures it keeps."""

    def __init__(self, table: NightTable) -> None:
        self.table = table
        self.stills: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()
        self._base: tuple[tuple[object, ...], pygame.Surface] | None = None
        self._skies: tuple[tuple[int, int], pygame.Surface, pygame.Surface] | None = None
        self._banner: tuple[tuple[Any, ...], pygame.Surface] | None = None
        """The result's banner drawn last, and its key (_draw_result)."""
        self._banners: dict[tuple[Any, ...], pygame.Surface] = {}
        """The result's banners made, per their words, width and scale (_result_banner)."""
        self._labels: dict[tuple[int, float], pygame.Surface] = {}
        self.banner_rect: pygame.Rect | None = None
        """Where a throw's result was drawn last (banner_spot)."""
        self.tip = TokenTip(table)
        """The tooltip of a backpack's token under the pointer."""
        self.since = SinceToast(table)
        self.log_box: pygame.Rect | None = None
        """Where the log was drawn this frame (None: not drawn)."""
        self.undo_note = UndoNote(table)  # an Undo's words, out of the prompt
        """What the computer did to the one person at the table since their last move."""

    def forget(self) -> None:
        """Every kept picture with words made again (the language changed)."""
        self._base = self._banner = None
        self._banners.clear()
        self.stills.clear()
        self._labels.clear()

    def draw(self, canvas: pygame.Surface, layout: Layout) -> None:
        table = self.table
        state = table.state
        view = table.view
        stage = table.stage
        boxes = self.boxes(layout)
        dawn = [e for e in stage.effects if e.kind == "dawn"]
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
        self.draw_top_bar(canvas, layout)
        token_colours = [table.token_colour(t) for t in range(len(state.kinds))]
        faces = [table.token_face(t) for t in range(len(state.kinds))]
        shown = table.shown()
        flying = stage.flying()
        view.marked = stand_row.on_mark(table)  # the others on its roof stand aside
        view.draw(
            canvas,
            shown.roofs,
            shown.positions,
            list(SEAT_COLOURS),
            token_colours,
            faces=faces,
            hidden=flying,
            nudges=stage.nudges(),
            still=False,
            front=state.current_player if table.aiming.throw is not None else None,
        )
        stage.draw_ropes(canvas, layout)
        # what lies on a roof is seen over the rope and its end (c5f798c) and over the
        # ninjas standing on the roofs (issue 33, newcomer O, s8 n-51/n-52z: three
        # ninjas and a grapnel on roof 3's tokens until the next action); a ninja
        # crossing along its rope, in the air, only under the tokens of the roof it
        # lands on, not those of the roofs it passes over
        # a ninja standing on a roof, only under its own roof's tokens: those of a roof
        # behind were drawn over the ninjas of the roof in front (newcomer O, s12,
        # nc-O/101_1, 106: roof 3's tokens over Aiko and Kenji on roof 4)
        end = stage.rope_end_box()
        covers = [end] if end is not None else []
        landing: list[pygame.Rect] = []
        standing: dict[int, list[pygame.Rect]] = {}
        nudges = stage.nudges()
        rope = stage.rope
        crossing = rope.seat if rope is not None and rope.crossing else None
        for seat, stands in enumerate(shown.positions):
            if stands is not None:
                x, y = view.ninja_spot(stands, seat)
                dx, dy = nudges.get(seat, (0, 0))
                cover = view.ninja_cover((x + dx, y + dy))
                if seat == crossing:
                    landing.append(cover)
                else:
                    standing.setdefault(stands, []).append(cover)
        lines = stage.rope_lines()
        view.draw_tokens_over(canvas, shown.roofs, faces, token_colours, covers, flying, lines)
        for building, boxes in standing.items():
            own = [tokens if b == building else [] for b, tokens in enumerate(shown.roofs)]
            view.draw_tokens_over(canvas, own, faces, token_colours, boxes, flying)
        if landing and rope is not None and rope.crosses_to is not None:
            target = rope.crosses_to
            roofs = [tokens if b == target else [] for b, tokens in enumerate(shown.roofs)]
            view.draw_tokens_over(canvas, roofs, faces, token_colours, landing, flying)
        for effect in dawn:
            effects.dawn_light(canvas, view, effect.age)
        self.draw_panels(canvas, layout, flying)
        self.draw_aims(canvas, layout)
        for building in range(len(state.village.buildings)):  # over the highlights
            label, centre = self.roof_label(building)
            canvas.blit(label, label.get_rect(center=centre))
        self.draw_hand(canvas, flying)  # over the roofs' numbers: its words whole
        for effect in stage.effects:
            if effect.kind != "dawn":
                effects.draw(canvas, effect, view, table.token_face, table.token_colour)
        self._draw_result(canvas, layout)
        stage.round_card.draw(canvas, layout)  # a new round's card, over the result
        self.undo_note.draw(canvas, layout)
        self.since.draw(canvas, layout)
        table.draw_top_buttons(canvas)
        # "Not saved", if so: over the sky at the top of the village, clear of the
        # round's moons and the top buttons (it covered Hint at every size)
        table.draw_not_saved(
            canvas,
            (layout.map.centerx, layout.map.top + layout.px(4)),
            min(layout.map.width - layout.px(24), layout.px(760)),
        )
        table.turn_end.draw(canvas)
        table.key_wait.hold.draw(canvas)  # a person's hit read before the cover
        self.tip.draw(canvas, layout)
        tr = table.app.tr
        width, height = canvas.get_size()
        strip = pygame.Rect(0, height - hint_strip_height(), width, hint_strip_height())
        if any(over.bottom > strip.centery for over in table.overlays()):
            return  # a guide's bubble over the keys' line: no half line beside it (s10)
        ending = table.session.ending
        if ending is not None and table.turn_end.waiting and table.turn_end.on_phone:
            # its End turn is on its phone: Enter does nothing here (newcomer I, s10,
            # nc-99/023.png, 153.png: 'Enter or End turn passes the turn')
            draw_hint(canvas, tr("night.help.waiting_phone", name=table.seat_name(ending)))
        elif table.turn_end.waiting and dropped_for_another(table):  # not a turn's end
            name = table.seat_name(table.state.current_player)  # (newcomer V, s13, 095)
            draw_hint(
                canvas, tr("night.help.waiting_drop", button=turn_end_label(table), name=name)
            )
        elif table.turn_end.waiting:  # a move made: no roof to click (newcomer E, s08_3)
            # the game's last move: End turn shows the results, it passes no turn
            last = "_last" if table.session.ending_game else ""
            draw_hint(canvas, tr(f"night.help.waiting{last}", button=tr("turn_end.button")))
        else:
            state = table.state  # (a phone's person is named)
            name = "" if state.is_terminal else table.seat_name(state.current_player)
            draw_hint(canvas, tr(help_key(table), name=name))

    def draw_hand(self, canvas: pygame.Surface, flying: set[int]) -> None:
        """The tokens in the hand of the ninja whose turn it is, held up over it in a
        tray, each named under it: its value or its kind (newcomer J, s11, nc-J/106)."""
        table = self.table
        stage, view, shown = table.stage, table.view, table.shown()
        seat = hand_labels.owner(table.state)  # not a seat dropping a token for it
        held = [(k, t) for k, t in enumerate(shown.held) if t not in flying]
        if not held:
            return
        spots = [stage.hand_spot(seat, k) for k, _ in held]
        _, widths, below = stage.hand_columns(seat)
        size = view.token_size()
        wide = [widths[k] for k, _ in held]
        ninja = stage.ninja_at(seat)
        tray = hand_tray(canvas, spots, size, ninja, SEAT_COLOURS[seat], wide, below)
        hand_labels.draw_owner(canvas, table, tray)
        for (_, token), spot in zip(held, spots, strict=True):
            face, colour = table.token_face(token), table.token_colour(token)
            view.draw_token(canvas, face, spot, colour, squash=1.0)
        named = [(token, spot) for (_, token), spot in zip(held, spots, strict=True)]
        hand_labels.draw_labels(canvas, table, named, size)

    # ------------------------------------------------------------------ the panels
    def boxes(self, layout: Layout) -> tuple[pygame.Rect, ...]:
        """The panels drawn now: the prompt, the hands (a throw being set), or the plan,
        or the options over the log, or the log alone; and the backpacks."""
        table = self.table
        if table.throw is not None:  # the hands sized to the string, the log under them
            panel, log_box = table.aiming.panels(layout)
            work: tuple[pygame.Rect, ...] = (panel,) if log_box is None else (panel, log_box)
        elif table.can_act and table.state.phase == "plan":
            log = layout.plan_log()
            work = (layout.plan_area(),) if log is None else (layout.plan_area(), log)
        elif table.can_act and table.options:
            box = table.option_list.box(layout)
            log_box = room_for_log(layout, box)
            work = (box,) if log_box is None else (box, log_box)
        elif table.turn_end.shown:
            box = turn_end_box(layout)
            work = (box, layout.log_under(box))
        else:
            work = (layout.area,)
        hidden = table.throw is not None and not table.aiming.packs_shown(layout)
        packs = () if hidden else (layout.packs,)
        return (layout.prompt, *work, *packs)

    def draw_panels(self, canvas: pygame.Surface, layout: Layout, flying: set[int]) -> None:
        table = self.table
        self.log_box = None
        table.prompt_panel.draw(canvas, layout)
        options = table.option_list
        options.forget_rects()
        if table.throw is not None:
            table.aiming.draw(canvas, layout)
            log_box = table.aiming.panels(layout)[1]
            side = None if log_box is not None else table.aiming.side_log(layout)
            if side is not None:  # a box of its own beside the string: text and string in
                # one box read as one thing (newcomer B, s22, 51r2xc)
                draw_panel(canvas, side, radius=theme.px(8), shadow=False)
                log_box = side.inflate(-theme.px(12), -theme.px(12))
            if log_box is not None:
                self.draw_log(canvas, log_box)
        elif table.can_act and table.state.phase == "plan":
            table.plan_panel.draw(canvas, layout)
            log = layout.plan_log()
            if log is not None:
                self.draw_log(canvas, log)
        elif table.can_act and table.options:
            box = options.box(layout)
            options.draw(canvas, layout)
            log_box = room_for_log(layout, box)
            if log_box is not None:  # a list of every roof may leave it none (s11)
                self.draw_log(canvas, log_box)
        elif table.turn_end.shown:  # its button where the options stand (drawn last)
            self.draw_log(canvas, layout.log_under(turn_end_box(layout)))
        else:
            self.draw_log(canvas, layout.area)
        if table.throw is None or table.aiming.packs_shown(layout):
            table.backpacks.draw(canvas, layout, flying)
            phone_mark.draw(table, canvas, layout)  # a phone's seat choosing there

    def draw_log(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """The log in `box`, kept as this frame's log_box (since_toast.py sits there
        when the village has no free corner)."""
        self.table.log_panel.draw(canvas, box)
        self.log_box = pygame.Rect(box)

    # ------------------------------------------------------------------ the village's marks
    def draw_aims(self, canvas: pygame.Surface, layout: Layout) -> None:
        """On the village: the roof the throw being set is meant for (no line, no
        number), else the roof under the mouse if it can be clicked, the roof of the
        option under the mouse and the tokens a collect would take; and the roofs a
        guide rings (NightScene.rings)."""
        table = self.table
        view = table.view
        thick, thin = view.px(3), view.px(2)
        if table.throw is not None:
            table.aiming.draw_aim(canvas, layout)
        elif table.can_act and table.state.phase != "plan":
            self._draw_choice_aims(canvas, layout, thick, thin)
        for building in table.rings():
            view.ring_roof(canvas, building, TARGET_GOLD, thick)

    def _draw_choice_aims(
        self, canvas: pygame.Surface, layout: Layout, thick: int, thin: int
    ) -> None:
        table = self.table
        view = table.view
        hint = table.hint_shown
        hinted = table.target_roof(hint) if hint is not None else None
        if hinted is not None:  # H: the roof the hard computer's choice acts on
            view.ring_roof(canvas, hinted, HINT_COLOUR, thick + thin)
        roof_filter = table.option_list.roof_filter
        if roof_filter is not None:
            view.ring_roof(canvas, roof_filter, TARGET_GOLD, thick)
        if layout.map.collidepoint(table.mouse):
            building = view.roof_at(table.mouse)
            if building is not None and any(
                table.target_roof(a) == building for a, _ in table.options
            ):
                view.ring_roof(canvas, building, TARGET_GOLD, thin)
        r = view.token_size() // 2 + thick
        pick = table.collect_pick
        for action, _ in table.options:  # the tokens a Collect takes: ringed on the roof
            if pick.ticked(action) and (roof := table.target_roof(action)) is not None:
                spot = view.token_spot(roof, int(action.args[0]))
                pygame.draw.circle(canvas, TARGET_GOLD, spot, r, thin)
        under = pick.token_at(table.mouse)  # a token a click would tick or let go
        here = table.state.positions[table.state.current_player]
        if under is not None and here is not None:
            spot = view.token_spot(here, under)
            pygame.draw.circle(canvas, TARGET_GOLD, spot, r + thin, thick)
        action = table.option_list.pointed()
        if action is None:
            return
        target = table.target_roof(action)
        if target is not None:
            view.ring_roof(canvas, target, TARGET_GOLD, thick)
        if action.kind in ("collect", "pick") and target is not None:
            for a in action.args[:1] if action.kind == "pick" else action.args:
                spot = view.token_spot(target, int(a))
                pygame.draw.circle(
                    canvas, TARGET_GOLD, spot, r, thick if action.kind == "pick" else thin
                )

    # ------------------------------------------------------------------ pictures kept
    def _still(
        self, layout: Layout, boxes: tuple[pygame.Rect, ...], *, dawn: bool = False
    ) -> pygame.Surface:
        """The night sky (or, once it has risen, the dawn's), the village's still layer
        and the empty panels, drawn once for this layout and these panels (kept, a few:
        the panels change with the phase; the sky and village under them are one picture
        per size, copied, not drawn again)."""
        view = self.table.view
        key = (layout.size, id(view), dawn, tuple(tuple(box) for box in boxes))
        still = self.stills.get(key)
        if still is None:
            base_key = (layout.size, id(view), dawn)
            if self._base is None or self._base[0] != base_key:
                base = pygame.Surface(layout.size)
                theme.draw_background(base)
                if dawn:
                    effects.draw_dawn(base, view.rect, effects.DURATIONS["dawn"])
                base.blit(view.layer(), view.rect.topleft)
                self._base = (base_key, base)
            if len(self.stills) >= STILLS_KEPT:  # the oldest one's surface is drawn over
                old = self.stills.popitem(last=False)[1]
                still = old if old.get_size() == layout.size else pygame.Surface(layout.size)
            else:
                still = pygame.Surface(layout.size)
            still.blit(self._base[1], (0, 0))
            for box in boxes:
                draw_panel(still, box)
            self.stills[key] = still
        self.stills.move_to_end(key)
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

    def draw_top_bar(self, canvas: pygame.Surface, layout: Layout) -> None:
        title = self.title()
        canvas.blit(title, (layout.px(14), layout.px(2)))
        self.draw_moon_track(canvas, layout, title.get_width() + layout.px(40))
        draw_village_title(self.table, canvas, layout, self.top_bar_right())  # its name

    def title(self) -> pygame.Surface:
        name = self.table.app.tr("game.night.name")
        return theme.text(name, theme.FONT_HEADING, theme.GOLD, kind="display")

    def top_bar_right(self) -> int:
        """The right of the title and the moons (draw_top_bar): the last moon's centre
        and a large moon's half past it."""
        return int(self.title().get_width() + theme.px(40 + 30 * (data.ROUNDS - 1) + 20))

    def draw_moon_track(self, canvas: pygame.Surface, layout: Layout, left: int) -> None:
        """The six rounds as moons: the one being played full and large, the ones
        played waned to a crescent (moon_waned), the ones to come faint."""
        px = layout.px
        now = self.table.stage.round_card.moon_round(self.table.state.round)
        for r in range(1, data.ROUNDS + 1):
            centre = (left + (r - 1) * px(30), px(22))
            current = r == now
            size = px(40 if current else 24)
            played = r < now
            moon = art.scaled(
                "moon_waned" if played else "moon",
                (size, size),
                alpha=255 if r <= now else 110,
            )
            if moon is not None:
                canvas.blit(moon, moon.get_rect(center=centre))
                continue
            colour = theme.GOLD if current else theme.TEXT_FAINT
            pygame.draw.circle(canvas, colour, centre, px(11 if current else 8))
            if played:
                shade = (centre[0] + px(4), centre[1] - px(2))
                pygame.draw.circle(canvas, theme.MIDNIGHT, shade, px(6))

    def roof_label(self, building: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """A roof's number plaque and where its centre lies (the review's marks draw it
        again over the ring they put round a roof: newcomer W, s9 nrp1)."""
        view = self.table.view
        b = view.village.buildings[building]
        corner = view.project(b.x, b.y, view.roof_height(building))
        edge = view.px(2)
        return self._roof_label(building + 1), (corner[0] + edge, corner[1] + edge)

    def _roof_label(self, number: int) -> pygame.Surface:
        """A roof's number on a small dark plaque at its far left corner (kept), clear
        of the tokens and ninjas on it."""
        key = (number, theme.scale())
        label = self._labels.get(key)
        if label is None:
            text = theme.text(str(number), theme.FONT_SMALL, theme.MOONLIGHT)  # 11 px digits
            px = theme.px
            # the plaque as large as it was for the smaller digits (its line's spare room
            # above and below them is not drawn): a larger one hid the thrower's mark
            height = px(18)
            label = pygame.Surface((max(height, text.get_width() + px(6)), height), pygame.SRCALPHA)
            rect = label.get_rect()
            pygame.draw.rect(label, (*theme.MIDNIGHT, 220), rect, border_radius=px(6))
            pygame.draw.rect(label, (*theme.BORDER, 255), rect, px(1), border_radius=px(6))
            label.blit(text, text.get_rect(center=rect.center))
            if len(self._labels) > 64:
                self._labels.clear()
            self._labels[key] = label
        return label

    def _draw_result(self, canvas: pygame.Surface, layout: Layout) -> None:
        """A throw's result over the top of the village for a few seconds ('17.8 cm to
        the target, the string was 16.0 cm'; the log keeps it)."""
        self.banner_rect = None
        result = self.table.stage.result_text
        if not result or result[1] <= self.table.time:
            return
        keep = self.landing_keep()
        chosen: tuple[tuple[Any, ...], pygame.Surface, pygame.Rect, bool] | None = None
        for share in BANNER_SHARES:  # narrower, on more lines, where the wide one hides
            key, banner = self._result_banner(result[0], round(layout.map.width * share), layout)
            rect, covered, landing = self._spot(banner.get_size(), layout, keep)
            if chosen is None or not landing:
                chosen = (key, banner, rect, covered)
            if not landing:  # the roof landed on and its ninjas stay in sight (newcomer
                break  # Z, s21, 128b: the banner at the top lay over roof 2 and Red on it)
        assert chosen is not None
        key, banner, rect, covered = chosen
        self._banner = (key, banner)
        banner.set_alpha(255 if not covered else BANNER_FADED)
        self.banner_rect = rect
        canvas.blit(banner, rect)

    def _result_banner(
        self, text: str, width: int, layout: Layout
    ) -> tuple[tuple[Any, ...], pygame.Surface]:
        """The result's banner, its lines wrapped within `width` (kept per width)."""
        hit, steps = self.table.stage.result_hit, self.table.stage.result_steps
        key = (text, width, theme.scale(), hit, steps)
        kept = self._banners.get(key)
        if kept is not None:
            return key, kept
        # a hit in gold, a miss in vermilion: told apart at a glance, not only read
        ink, edge = (theme.GOLD, theme.GOLD_DARK) if hit else (MISS_INK, theme.VERMILION)
        if hit is None:  # a computer's action said, no throw (staging.Stage.say)
            ink, edge = theme.MOONLIGHT, theme.BORDER
        wrap = self.table.text_fit.wrap
        lines = wrap(text, theme.FONT_BODY, width - layout.px(32))
        rendered = [theme.text(line, theme.FONT_BODY, ink) for line in lines]
        if steps:  # a computer's turn so far, above its latest step (turn_steps.py)
            before = wrap(steps, theme.FONT_BODY, width - layout.px(32))
            rendered[:0] = [theme.text(line, theme.FONT_BODY, theme.TEXT_DIM) for line in before]
        line_h = layout.px(30)
        size = (
            max(r.get_width() for r in rendered) + layout.px(32),
            line_h * len(rendered) + layout.px(16),
        )
        banner = pygame.Surface(size, pygame.SRCALPHA)
        rect = banner.get_rect()
        pygame.draw.rect(banner, (*theme.MIDNIGHT, 225), rect, border_radius=layout.px(12))
        pygame.draw.rect(
            banner,
            (*edge, 255),
            rect,
            layout.px(4 if hit is False else 3),
            border_radius=layout.px(12),
        )
        for k, surface in enumerate(rendered):
            banner.blit(surface, surface.get_rect(midtop=(size[0] // 2, layout.px(8) + k * line_h)))
        if len(self._banners) > 8:
            self._banners.clear()
        self._banners[key] = banner
        return key, banner

    def landing_keep(self) -> list[pygame.Rect]:
        """What the banner of a throw's result leaves in sight where it can: the roof
        the throw was at, the ninjas standing on it, where the grapnel or fist lies."""
        stage = self.table.stage
        if stage.result_hit is None or not stage.throws:
            return []
        target = stage.throws[-1].get("to")
        view = self.table.view
        keep = []
        if isinstance(target, int) and 0 <= target < len(view.village.buildings):
            outline = view.roof_outline(target)
            xs, ys = [x for x, _ in outline], [y for _, y in outline]
            keep.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
            for seat, stands in enumerate(self.table.shown().positions):
                if stands == target:
                    keep.append(view.ninja_body(view.ninja_spot(stands, seat)))
        end = stage.rope_end_box()
        return keep + ([end] if end is not None else [])

    def busy_rects(self) -> list[pygame.Rect]:
        """Where the village shows what a banner must not hide: each roof, and each
        ninja standing on one (its body)."""
        view = self.table.view
        rects = []
        for building in range(len(self.table.state.village.buildings)):
            outline = view.roof_outline(building)
            xs, ys = [x for x, _ in outline], [y for _, y in outline]
            rects.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
        for seat, stands in enumerate(self.table.shown().positions):
            if stands is not None:
                rects.append(view.ninja_body(view.ninja_spot(stands, seat)))
        return rects

    def banner_spot(self, size: tuple[int, int], layout: Layout) -> tuple[pygame.Rect, bool]:
        """Where a throw's banner goes: at the top of the village, else at its bottom,
        in the middle or to a side, the first place that hides no roof and no ninja (it
        covered roof 10 and the ninja on it, issue 33); where every place hides some,
        the one that hides least, and True (it is then drawn faded)."""
        rect, covered, _ = self._spot(size, layout, self.landing_keep())
        return rect, covered

    def _spot(
        self, size: tuple[int, int], layout: Layout, keep: list[pygame.Rect]
    ) -> tuple[pygame.Rect, bool, bool]:
        """banner_spot's place, and whether it hides any of `keep` (landing_keep)."""
        rect, covered = self.free_spot(size, layout, ("top", "bottom"), keep)
        return rect, covered, rect.collidelist(keep) >= 0

    def free_spot(
        self,
        size: tuple[int, int],
        layout: Layout,
        rows: tuple[str, ...],
        keep: list[pygame.Rect] | None = None,
    ) -> tuple[pygame.Rect, bool]:
        """A place of `size` over the village, at its `rows` ("top", "bottom") in
        turn, in the middle or to a side: the first that hides no roof and no ninja,
        else the one that hides least, and True: nothing of `keep` first (the roof a
        throw landed at: landing_keep), then the fewest tokens lying on a roof,
        ninjas and roofs' numbers first (newcomer T, s20, 123: over roof 1's number
        where a place hid only a roof's tiles), then the least of the roofs."""
        area = layout.map.inflate(-layout.px(16), -layout.px(8))
        busy = self.busy_rects()
        if self.banner_rect is not None:  # a throw's banner shown: not under it either
            busy.append(self.banner_rect)
        over = self.table.overlays()  # a guide's bubble: never under it if it can be
        view = self.table.view
        sight = roof_token_boxes(view, self.table.shown().roofs) + roof_number_boxes(view)
        sight += busy[len(view.village.buildings) :]  # the ninjas (and a throw's banner)
        best: tuple[tuple[int, int, int], pygame.Rect] | None = None
        for y in rows:
            for x in ("centerx", "left", "right"):
                rect = pygame.Rect((0, 0), size)
                setattr(rect, y, getattr(area, y))
                setattr(rect, x, getattr(area, x))
                seen = len(rect.collidelistall(sight))
                hidden = (_hidden(rect, over), _hidden(rect, keep or []), seen, _hidden(rect, busy))
                if best is None or hidden < best[0]:
                    best = (hidden, rect)
                if hidden == (0, 0, 0, 0):
                    return rect, False
        assert best is not None
        return best[1], True


def _hidden(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of `rects` that `rect` hides."""
    return sum(clip.width * clip.height for clip in (rect.clip(b) for b in rects))


def hand_tray(
    canvas: pygame.Surface,
    spots: list[tuple[int, int]],
    size: int,
    ninja: tuple[int, int],
    colour: tuple[int, int, int],
    widths: list[int] | None = None,
    below: int = 0,
) -> pygame.Rect:
    """The tray behind the tokens a ninja holds in its hand (centred at `spots`, `size`
    across, each column `widths` across and the words under them `below`: tray_rect):
    dark, edged in its seat's colour, a tail pointing down at the ninja. Bare,
    they seemed to lie on the roof behind the ninja (issue 33, newcomer N, s8 n33.png:
    Ada's Kunai and Shuriken over roof 9's front). Returns the tray (tests)."""
    tray = tray_rect(spots, size, widths, below)
    tail = max(3, theme.px(6))
    x = min(max(ninja[0], tray.left + tail * 2), tray.right - tail * 2)
    layer = _tray_layer(tray.size, tail, x - tray.left, theme.px(8), theme.px(2), colour)
    canvas.blit(layer, tray.topleft)
    return tray


@lru_cache(maxsize=8)
def _tray_layer(
    size: tuple[int, int], tail: int, at: int, radius: int, edge: int, colour: tuple[int, int, int]
) -> pygame.Surface:
    """The tray's picture (made once a shape: it was made again every frame)."""
    layer = pygame.Surface((size[0], size[1] + tail), pygame.SRCALPHA)
    box = pygame.Rect((0, 0), size)
    pygame.draw.rect(layer, (*theme.MIDNIGHT, 225), box, border_radius=radius)
    point = [(at - tail, box.bottom - 1), (at + tail, box.bottom - 1)]
    pygame.draw.polygon(layer, (*theme.MIDNIGHT, 225), [*point, (at, box.bottom + tail)])
    pygame.draw.rect(layer, colour, box, max(1, edge), border_radius=radius)
    return layer
