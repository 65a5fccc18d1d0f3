"""The replay of a record (issue 34 §2): the game's own table, watching (watch.py), at
any moment of the game, with a timeline, steps by an action or a turn, play at a chosen
speed, every hidden thing face up (secrets.py) or one seat's view alone, and "Play on
from here" (play_on.py).

Keys: Left/Right one action, Up/Down one turn (PageUp/PageDown too), Home/End, Space
play or pause, -/+ slower or faster, V everything face up or the last seat's view
(Shift+V, or the View… button: the menu of every view, the list and the full table,
views.py), D the face-up list, F the table at its full size (the controls step aside, the position stays told), P play
on, Esc back. A gamepad: Left/Right an action, LB/RB a turn, Up/Down faster or slower,
A play or pause, Y the view, LT the list, RT the full table, X play on, B or Start back. The mouse: the buttons, the wheel
(an action) and the timeline (a press goes to a turn, a drag follows); on the table
alone, a click brings the controls back.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.record_figures import table_turns

from .. import theme
from ..audio import game_music
from ..scene import Scene
from ..widgets import Button, draw_hint, draw_panel, hints_hidden, shortened, wrap_text
from . import controls, night_fit, stepped
from .controls import GAME_PACE, PACE, SPEEDS, IconButton, Timeline
from .keycaps import KeyedButton
from .positions import Positions
from .secrets import secrets
from .strip import ControlStrip
from .turn_jump import table_starts
from .views import ViewPicker
from .watch import watch_table

if TYPE_CHECKING:
    from ninjas.core.history import Record, Replayed

    from ..pad_hub import PadPress

log = logging.getLogger(__name__)

START_SPEED = 2
"""×2 (controls.PACE): an action a second, each played on the table (ANIMATED_PACE);
×1 was slow to watch (issue 33, newcomer O, s19), and stays a press of Slower away."""
ANIMATED_PACE = 1.0
"""Play shows each action played on the table (its stacks sliding, its fights) up to
this many actions a second (×2); faster, each position at once."""
PANEL_WIDTH = 440
"""Design width of the face-up panel over the table's right side."""
TEXT = theme.FONT_SMALL + 3
"""The face-up panel's text (13 px capitals at 1280x720)."""


class ReplayScene(Scene):
    """`ReplayScene(app, record, replayed, at)`: `at` the action index shown first (the
    start when None). `index` is how many of the record's actions are played."""

    def __init__(self, app: Any, record: Record, replayed: Replayed, at: int | None = None) -> None:
        super().__init__(app)
        self.record = record
        self.save = record.save
        self.total = len(self.save.actions)
        self.turn_starts = list(replayed.turn_starts)
        self.jumps = table_starts(self.save, self.turn_starts)  # Turn +/-: the table's turns
        self.timeline = Timeline(
            self.total, self.turn_starts, turn_seats(self.save, self.turn_starts)
        )
        self.index = max(0, min(self.total, at if at is not None else 0))
        self.positions = Positions(self.save, record.summary.names)
        """The game stepped from the position before, not built again from its start."""
        self.table_turns = table_turns(self.game, replayed.state, len(self.turn_starts))
        """The game's length as its table counts it (Night's rounds, Dojo's turns)."""
        self.view: int | None = None
        """None: every seat's things face up; else that seat's view alone."""
        self.last_seat = first_person(record.summary.names, self.save.seats)
        """The seat whose view V goes to from everything (the last one shown; at first
        the first person's: the one who opens their own game)."""
        self.full = not controls.keeps_table_legible(app.view_size, record.save.game)
        """The table at its full size, without the replay's controls (F): at first only
        where the controls would scale the table's smallest words under 11 px (a window
        smaller than 1280x720; the strip keeps the table 96% of its size)."""
        self.panel_open = False
        """The face-up list is shown (in the face-up view only). It opens closed in
        every game: open, it covered Shinobi's clans, the prompt and the log (issue 34);
        its button says what it lists ('List hands and deck' / 'Hide the list'), and
        from a seat's view it goes to everything face up."""
        self.playing = False
        self.step_from: int | None = None
        """The position the replay just stepped one action on from (the table plays
        that action: stepped.py), None after a jump."""
        self.speed = START_SPEED
        self.clock = 0.0
        self._table: Any = None
        self._table_key: tuple[int, int | None] | None = None
        self._full: pygame.Surface | None = None
        """The table's picture at the window's size, scaled into its room each frame."""
        self._panel_lines: tuple[tuple[Any, ...], list[tuple[str, bool]]] | None = None
        tr = app.tr

        def key(name: str) -> Any:
            return lambda: [str(tr(f"replay.key.{name}"))]

        def icon(name: str, tip: str, on_click: Any) -> IconButton:
            return IconButton(app, name, on_click, lambda: tr(f"replay.tip.{tip}"))

        # the order the keys' tests know: start, turn -, action -, play, action +,
        # turn +, end (strip_layout.py stands them as Start, the Turn and Action
        # pairs, End, and Play beside the speed)
        self.transport = [
            icon("start", "start", self.to_start),
            icon("left", "turn_back", lambda: self.step_turn(-1)),
            icon("left", "action_back", lambda: self.step(-1)),
            IconButton(
                app,
                lambda: "pause" if self.playing else "play",
                self.toggle_play,
                lambda: tr("replay.tip.play"),
                lambda: tr("replay.label.pause" if self.playing else "replay.label.play"),
                key("space"),
            ),
            icon("right", "action_forward", lambda: self.step(1)),
            icon("right", "turn_forward", lambda: self.step_turn(1)),
            icon("end", "end", self.to_end),
        ]
        self.speed_buttons = [
            icon("slower", "speed", lambda: self.change_speed(-1)),
            icon("faster", "speed", lambda: self.change_speed(1)),
        ]
        self.views = ViewPicker(self)
        """The View… menu: the views, the face-up list and the table alone (views.py)."""
        self.view_button = KeyedButton(
            app, (0, 0, 1, 1), lambda: tr("replay.view.menu"), self.views.toggle, keys=key("v")
        )
        self.play_on_button = KeyedButton(
            app,
            (0, 0, 1, 1),
            lambda: tr("replay.play_on"),
            self.play_on,
            style="primary",
            keys=key("p"),
        )
        self.back_button = KeyedButton(
            app,
            (0, 0, 1, 1),
            lambda: tr("button.back"),
            self.back,
            style="quiet",
            keys=key("esc"),
        )
        self.column_buttons = [self.view_button, self.play_on_button, self.back_button]
        """The strip's buttons with words (strip_layout.py places them)."""
        self.rects = controls.lay_out(app.view_size, self.game)
        self.strip = ControlStrip(self)

    # ------------------------------------------------------------------ the position
    @property
    def host(self) -> Any:
        """The app (the tables and names are made for the whole App, not its Host view)."""
        return self.app

    @property
    def game(self) -> str:
        return self.save.game

    @property
    def players(self) -> int:
        return int(self.table.state.num_players)

    @property
    def table(self) -> Any:
        """The watching table at the position shown, in the view chosen (built again
        when either changes)."""
        key = (self.index, self.view)
        if self._table is None or self._table_key != key:
            if (
                self._table is not None
                and self._table_key is not None
                and self._table_key[0] == self.index
                and (self._table_key[1] is None) == (self.view is None)
            ):  # the same position, from a seat's view to another's: only the view changes
                self._table.show_view(self.view)
            else:
                self._table = watch_table(
                    self.host,
                    self.save,
                    self.index,
                    self.view,
                    self.record.summary.names,
                    self.last_seat,  # the face-up view keeps that seat's side at the foot
                    self.positions,
                )
                # what the last action did, played there if one action on
                stepped.show_on_table(self._table, self, self.step_from)
            self.step_from = None
            self._table_key = key
        return self._table

    def go(self, index: int, animate: bool = False) -> None:
        """To the position after `index` actions; `animate`: one action on, played on
        the table as it plays a move (stepped.py), where a jump shows it at once."""
        if self.game == "taisen":  # its note (nothing hidden) covered the Wolf's header
            self.panel_open = False
        before = self.index
        self.index = max(0, min(self.total, index))
        self.step_from = before if animate and self.index == before + 1 else None
        if self.index >= self.total:
            self.playing = False

    def step(self, delta: int) -> None:
        self.playing = False
        self.go(self.index + delta, animate=delta == 1)

    def step_turn(self, delta: int) -> None:
        """To the start of the next turn, or of this turn (of the one before, if at its
        start)."""
        self.playing = False
        if delta > 0:
            later = [s for s in self.jumps if s > self.index]
            self.go(later[0] if later else self.total)
        else:
            earlier = [s for s in self.jumps if s < self.index]
            self.go(earlier[-1] if earlier else 0)

    def to_start(self) -> None:
        self.playing = False
        self.go(0)

    def to_end(self) -> None:
        self.playing = False
        self.go(self.total)

    def toggle_play(self) -> None:
        if not self.playing and self.index >= self.total:
            self.index = 0  # played to the end: again from the start
        if self.game == "taisen":
            self.panel_open = False
        self.playing = not self.playing
        self.clock = 0.0

    def change_speed(self, delta: int) -> None:
        self.speed = max(0, min(len(SPEEDS) - 1, self.speed + delta))

    def toggle_view(self) -> None:
        """V: everything face up, or the last seat's view (one press either way; it went
        round every seat, up to three presses to everything: issue 33). Not in Taisen,
        where nothing is hidden: a seat saw the same table (E12, s20)."""
        if self.game == "taisen":
            return
        self.set_view(self.last_seat if self.view is None else None)

    def set_view(self, view: int | None) -> None:
        if view is not None:
            self.last_seat = view
        else:
            self.panel_open = False  # each view opens without the list
        self.view = view

    def toggle_panel(self) -> None:
        """The face-up list, shown or put away; from a seat's view, everything face up
        with the list (it was greyed there, no reason said)."""
        if self.view is not None:
            self.set_view(None)
            self.panel_open = True
        else:
            self.panel_open = not self.panel_open

    def pick_view(self) -> None:
        """The View… menu (Shift+V; the View… button), over the controls: every view,
        the face-up list and the full table (Taisen's: the list and the full table)."""
        self.full = False
        self.views.toggle()

    def toggle_full(self) -> None:
        self.full = not self.full
        self.views.shown = False
        self.timeline.release()
        self.timeline.hovered = False
        for button in self.all_buttons():  # the pointer left them (no tip stays)
            button.hovered = button.pressed = False

    def play_on(self) -> None:
        from .play_on import PlayOnScene

        self.playing = False
        self.app.push(PlayOnScene(self.app, self.save, self.index, self.record.summary.names))

    def back(self) -> None:
        """Back to where the replay was opened from."""
        self.app.pop()

    # ------------------------------------------------------------------ words
    def seat_label(self, seat: int) -> str:
        from ..registry import seat_name, seat_played

        names = self.record.summary.names
        name = names[seat] if seat < len(names) else None
        if not name:
            return seat_name(self.host, self.game, seat)
        return self.host.tr("seat.person", name=name, seat=seat_played(self.host, self.game, seat))

    def view_label(self) -> str:
        if self.game == "taisen":  # nothing hidden, no seat's view (E12, s20)
            return self.app.tr("replay.view.none_hidden")
        if self.view is None:
            return self.app.tr("replay.view.all")
        return self.app.tr("replay.view.seat", seat=self.seat_label(self.view))

    def panel_label(self) -> str:
        """What the list holds, in the game's words ('List hands and deck'), or 'Hide
        the list' (it said 'Show hidden things', a second word for 'everything')."""
        if self.panel_open and self.view is None:
            return self.app.tr("replay.panel.hide")
        return self.app.tr(f"replay.panel.{self.game}")

    # ------------------------------------------------------------------ scene hooks
    def on_enter(self) -> None:
        self.app.audio.start_music(game_music(self.game))

    def on_exit(self) -> None:
        if self._table is not None:
            self._table.cancel_jobs()

    @property
    def animating(self) -> bool:
        """Playing, dragging, or the table playing the action just stepped."""
        table = self._table
        playing_step = table is not None and getattr(
            getattr(table, "animator", None), "busy", False
        )
        return self.playing or self.timeline.dragging or bool(playing_step) or stepped.flying(table)

    def update(self, dt: float) -> None:
        self.rects = controls.lay_out(self.app.view_size, self.game)
        if self.playing and not stepped.flying(self._table):  # (a Night throw lands first)
            game = GAME_PACE.get(self.game, 1.0)
            animate = PACE * SPEEDS[self.speed] <= ANIMATED_PACE
            self.clock += dt * PACE * SPEEDS[self.speed] * game
            # a Taisen fight played on the table is seen whole before the next action
            if self.clock >= 1.0 and not (animate and game != 1.0 and self.table_busy()):
                # each action played on the table, if it has time
                # one action a frame at most: a slow frame (a table built under load)
                # never runs several at once before Space is read (newcomer Q, s12,
                # 166-167: Space 'did not stop it', action 13 ran on to 18)
                self.clock = min(self.clock - 1.0, 0.5)
                self.go(self.index + 1, animate=animate)
        self.table.update(dt)
        stepped.release_lines(self.table)  # (the action stepped played: its lines told)
        for button in self.all_buttons():
            button.update(dt)
        self.strip.age_tip(dt)

    def pace(self) -> float | None:
        """Actions a second while playing (None: stepped by hand)."""
        return PACE * SPEEDS[self.speed] * GAME_PACE.get(self.game, 1.0) if self.playing else None

    def table_busy(self) -> bool:
        """The table still plays the action stepped (its animator's steps)."""
        animator = getattr(self._table, "animator", None)
        return bool(getattr(animator, "busy", False))

    def all_buttons(self) -> list[Button]:
        return [*self.transport, *self.speed_buttons, *self.column_buttons]

    # ------------------------------------------------------------------ input
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.on_key(event.key, event.mod)
            return
        if self.views.handle_event(event):  # the views' picker, over the strip
            return
        if self.full:  # the controls stepped aside: the keys, the wheel, a click brings them
            if event.type == pygame.MOUSEWHEEL:
                self.step(-1 if event.y > 0 else 1)
            elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.toggle_full()  # the table takes no click while watching
                # a press where the timeline comes back drags it at once (issue 33,
                # newcomers P and Q, s8: the first drag after F only brought the
                # controls back); no button takes it: none was to be seen there
                self.press_timeline(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.press_timeline(event.pos):
                return
        elif event.type == pygame.MOUSEMOTION:
            self.timeline.hover(event.pos)
            index = self.timeline.drag(event.pos)
            if index is not None:
                self.go(index)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.timeline.dragging:
                self.timeline.release()
                return
        elif event.type == pygame.MOUSEWHEEL:
            self.step(-1 if event.y > 0 else 1)
            return
        for button in self.all_buttons():
            if button.handle_event(event):
                return

    def press_timeline(self, pos: tuple[int, int]) -> bool:
        """A press on the timeline: there at once, and a drag begins."""
        size = self.app.view_size
        with theme.scaled_for(size):
            self.rects = controls.lay_out(size, self.game)
            self.strip.place(self.rects[1])  # (where the controls lie now, after F too)
        index = self.timeline.press(pos)
        if index is None:
            return False
        self.playing = False
        self.go(index)
        return True

    def on_key(self, key: int, mod: int = 0) -> None:
        if self.views.on_key(key):
            return
        turn = bool(mod & (pygame.KMOD_SHIFT | pygame.KMOD_CTRL))
        actions: dict[int, Any] = {
            pygame.K_LEFT: (lambda: self.step_turn(-1)) if turn else (lambda: self.step(-1)),
            pygame.K_RIGHT: (lambda: self.step_turn(1)) if turn else (lambda: self.step(1)),
            pygame.K_UP: lambda: self.step_turn(-1),
            pygame.K_DOWN: lambda: self.step_turn(1),
            pygame.K_PAGEUP: lambda: self.step_turn(-1),
            pygame.K_PAGEDOWN: lambda: self.step_turn(1),
            pygame.K_HOME: self.to_start,
            pygame.K_END: self.to_end,
            pygame.K_SPACE: self.toggle_play,
            pygame.K_MINUS: lambda: self.change_speed(-1),
            pygame.K_KP_MINUS: lambda: self.change_speed(-1),
            pygame.K_PLUS: lambda: self.change_speed(1),
            pygame.K_EQUALS: lambda: self.change_speed(1),
            pygame.K_KP_PLUS: lambda: self.change_speed(1),
            pygame.K_v: self.pick_view if mod & pygame.KMOD_SHIFT else self.toggle_view,
            pygame.K_d: self.toggle_panel,
            pygame.K_f: self.toggle_full,
            pygame.K_p: self.play_on,
            pygame.K_ESCAPE: self.back,
            pygame.K_BACKSPACE: self.back,
        }
        action = actions.get(key)
        if action is not None:
            action()

    def handle_pad(self, press: PadPress) -> None:
        commands: dict[str, Any] = {
            "left": lambda: self.step(-1),
            "right": lambda: self.step(1),
            "up": lambda: self.change_speed(1),
            "down": lambda: self.change_speed(-1),
            "lb": lambda: self.step_turn(-1),
            "rb": lambda: self.step_turn(1),
            "lt": self.toggle_panel,
            "rt": self.toggle_full,
            "a": self.toggle_play,
            "y": self.toggle_view,
            "x": self.play_on,
            "b": self.back,
            "start": self.back,
        }
        command = commands.get(press.command)
        if command is not None:
            command()

    # ------------------------------------------------------------------ drawing
    def draw(self, canvas: pygame.Surface) -> None:
        size = canvas.get_size()
        self.rects = table_rect, strip = controls.lay_out(size, self.game)
        canvas.fill(theme.MIDNIGHT)
        self.timeline.colours = self.seat_colours()
        self.timeline.moment = getattr(self, "moment_index", None)  # (from the review)
        if self.full:
            self.draw_full(canvas)
            return
        self.draw_table(canvas, table_rect)
        self.draw_stepped(canvas, table_rect)
        if self.view is None and self.panel_open:
            self.draw_secrets(canvas, table_rect)
        self.strip.draw(canvas, strip)
        view = self.view_button.rect  # the menu stands over the strip, clear of the timeline
        self.views.draw(canvas, pygame.Rect(view.left, strip.top, view.width, 1), self.strip.size)

    def draw_full(self, canvas: pygame.Surface) -> None:
        """The table at the window's size, as in a game; the position and the keys on
        the help line (and the face-up panel, if open)."""
        self.table.draw(canvas)
        theme.set_scale(theme.scale_for(canvas.get_size()))
        self.draw_stepped(canvas, canvas.get_rect())
        if self.view is None and self.panel_open:
            self.draw_secrets(canvas, canvas.get_rect())
        tr = self.app.tr
        where = tr("replay.action", index=self.index, total=self.total)
        key = "replay.full_line.taisen" if self.game == "taisen" else "replay.full_line"
        draw_hint(canvas, tr(key, title=tr("replay.title"), where=where))  # (Taisen: no V)

    def draw_stepped(self, canvas: pygame.Surface, area: pygame.Rect) -> None:
        """What the last action did, marked on the board (stepped.py), but at the move
        a review opened the replay at: the marks there are the moves to compare."""
        if not getattr(self, "at_move", False):
            stepped.draw(self, canvas, area)

    def seat_colours(self) -> list[theme.Colour]:
        """Each seat's colour on the timeline: the table's own (Taisen's sides)."""
        from ..registry import SEAT_SIDES

        sides = SEAT_SIDES.get(self.game)
        if sides is not None:
            return [theme.SIDE_COLOURS[side] for side in sides]
        return [self.table.seat_colour(seat) for seat in range(self.players)]

    def draw_table(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        """The table drawn at the window's size (as it lays out) without its help line
        (its keys are not the replay's), kept down to just under the last thing it draws
        (controls.table_cut), scaled into `rect` (of the same shape); Night's laid out
        in `rect` itself and drawn unscaled (night_fit.py)."""
        full, size = self._full, night_fit.picture_size(self.game, canvas.get_size())
        if full is None or full.get_size() != size:
            # one picture kept, not a new one of the window's size every frame
            full = self._full = pygame.Surface(size)
        with hints_hidden():
            self.table.draw(full)
        theme.set_scale(theme.scale_for(canvas.get_size()))
        height = max(1, full.get_height() - theme.px(controls.table_cut(self.game)))
        kept = full.subsurface((0, 0, full.get_width(), height))
        if kept.get_size() == rect.size:  # laid out in its room (night_fit.py)
            canvas.blit(kept, rect)
        else:
            canvas.blit(pygame.transform.smoothscale(kept, rect.size), rect)

    def draw_secrets(self, canvas: pygame.Surface, table_rect: pygame.Rect) -> None:
        """The face-up panel over the table's right side, as tall as its lines (cut
        with "…" where the table ends)."""
        px = theme.px
        width = min(px(PANEL_WIDTH), table_rect.width // 2)
        lines = self.panel_lines(width - px(28))
        height = px(24) + sum(px(27) if title else px(24) for _, title in lines)
        rect = pygame.Rect(0, px(8), width, min(height, table_rect.height - px(16)))
        rect.right = table_rect.right - px(8)
        draw_panel(canvas, rect, fill=theme.PANEL, alpha=240, radius=10)
        y = rect.top + px(12)
        for text, title in lines:
            if y + px(26) > rect.bottom - px(8):
                theme.blit_text(canvas, "…", TEXT, theme.TEXT_DIM, topleft=(rect.left + px(14), y))
                break
            colour = theme.GOLD if title else theme.MOONLIGHT
            theme.blit_text(
                canvas, text, TEXT + (1 if title else 0), colour, topleft=(rect.left + px(14), y)
            )
            y += px(27) if title else px(24)

    def panel_lines(self, width: int) -> list[tuple[str, bool]]:
        """The face-up panel's lines (text, is a title), made once per position."""
        key = (self.index, width, self.app.tr.lang)
        if self._panel_lines is None or self._panel_lines[0] != key:
            lines: list[tuple[str, bool]] = []
            for title, body in secrets(self.app.tr, self.game, self.table.state, self.seat_label):
                lines.append((shortened(title, TEXT + 1, width), True))
                for line in body:
                    lines.extend((part, False) for part in wrap_text(line, TEXT, width))
            self._panel_lines = (key, lines)
        return self._panel_lines[1]


def turn_seats(save: Any, turn_starts: list[int]) -> list[int]:
    """The seat that played each turn (the player to move at its first action)."""
    from ninjas.core.saves import apply_saved, start_state

    state = start_state(save)
    seats: list[int] = []
    starts = set(turn_starts)
    for index, text in enumerate(save.actions):
        if index in starts:
            seats.append(int(state.current_player))
        apply_saved(state.apply, index, text)
    return seats


def first_person(names: list[str | None], seats: list[dict[str, Any]]) -> int:
    """The seat of the first person named in the record, else of the first person, else
    0: whose view V shows first."""
    for seat, name in enumerate(names):
        if name:
            return seat
    for seat, kind in enumerate(seat.get("kind", "human") for seat in seats):
        if kind == "human":
            return seat
    return 0
