"""Dojo's guided first game: a real game against the easy computer on the small
Causeway board, its first turns guided step by step (scenes/guide.py): build your Dojo,
watch the computer come out to meet you, roll, walk (what each terrain costs), throw a
projectile from the plains, fight a battle (cards face down, played one at a time),
summon, and the two ways to win. Opened from the Dojo setup screen ("Learn to play").

The position is seeded and the computer's first moves scripted (scenes/dojo/lesson.py):
the person builds first, wherever they like; the computer builds near them and walks
its ninjas to their doorstep, so that the person's first turn always holds a battle and
a throw within reach of their roll. What the person plays stays theirs: the guide asks,
rings the hexes it speaks of, and refuses nothing the rules allow (a step that can no
longer be done this turn gives way to the next)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.core.session import GameSession
from ninjas.dojo.guard import empties_dojo
from ninjas.dojo.hexgrid import Hex
from ninjas.dojo.rules import DojoAction, DojoState, hex_text, new_game, parse_hex

from .. import theme
from ..ai_turn import Ready
from ..guide import Guide, GuidedTable, Step
from ..registry import person_name
from . import lesson_after
from .board_view import hex_cover
from .controls import Controls
from .layout import TableLayout
from .lesson import Lesson, Walk, plan, safe_walk
from .lesson_words import arrow_count, summon_words, walk_words
from .routes import Route
from .scene import DojoScene

if TYPE_CHECKING:
    from ..app import App
    from ..pads import PadPress

TUTORIAL_SEED = 110
"""The person wins the roll-off and builds first; the computer rolls 6 and walks out,
the person rolls 6: enough to bring three ninjas into the battle and one onto the
plains, wherever they built (tests/scenes/test_dojo_tutorial.py checks every site)."""
TUTORIAL_OPTIONS = {"board": "causeway"}
"""The smallest board: the clans meet at once."""
BUBBLE_WIDTHS = (9999, 440, 400, 360, 320, 280, 250, 220)
"""The bubble's widths tried (design px), widest first: the widest that finds room (the
first: the map's whole width, which the strip kept for the guide holds)."""
GUIDE_STRIP = 150
"""The strip at the top of the map kept free of the board for the guide's bubble
(design px: its longest words at the map's width, in English and French): the bubble
lay over the log, which showed one or two lines cut mid-sentence (newcomer A, c19.png)."""
FALLBACK_WIDTH = 280
"""With no room free of hexes, the bubble at least this wide lies where it covers the
least of the board (only a step's long words, at the smallest windows)."""
CORNERS = ("topright", "bottomleft", "topleft", "bottomright")
"""The map's corners tried for the bubble, in this order (only when neither of its two
places, the strip at the map's top and the log's foot, has room: the smallest windows)."""
SLIDE = 0.3
"""Seconds the bubble takes to slide from one of its places to the other: it jumped
between three places on the screen (issue 33, s10); it keeps to the strip at the map's
top, and goes to the log's foot only while the battle's tray covers the strip."""
SQRT3 = 3**0.5
WATCH_READ = 4.0
"""Seconds the 'watch' step stands at the least: in a real window the computer's first
turn was told in about a second, and the step went by unread, 2/13 to 4/13 (issue 33,
newcomer P, s8). Its words are read in about as long."""
STEP_KEYS = (
    "welcome",
    "place",
    "watch",
    "roll",
    "walk",
    "throw",
    "projectile",
    "battle",
    "clash",
    "after",
    "summon",
    "win",
    "done",
)
RINGED = {
    "walk": ("battle", "plains"),
    "throw": ("plains", "target"),
    "battle": ("battle",),
}
"""The lesson's hexes each step rings in gold on the board (Lesson's attribute names)."""


def _played(table: Any, *kinds: str) -> bool:
    """Has the person (seat 0) played an action of one of these kinds?"""
    return any(seat == 0 and kind in kinds for seat, kind in table.played)


def _past_battles(table: Any) -> bool:
    """The person's first turn is past its battles (summoning, or a later turn)."""
    state = table.state
    if state.is_terminal or state.turns[0] > 0:
        return True
    return state.mover == 0 and state.phase in ("summon", "assign")


def _no_throw_left(table: Any) -> bool:
    """The person chooses their battles with no throw to make: none of their ninjas
    stands on plains next to an enemy (they walked elsewhere), or it has thrown."""
    state = table.state
    return (
        state.mover == 0
        and state.phase == "battle"
        and not any(a.kind == "throw" for a in state.legal_actions())
    )


def _moved(table: Any) -> bool:
    state = table.state
    return _played(table, "roll", "blitz") and state.phase != "move" or _past_battles(table)


def _person_rolls(table: Any) -> bool:
    """The computer's first turn is over: the person is to roll (or has rolled)."""
    state = table.state
    return state.mover == 0 and state.phase == "roll" or _played(table, "roll", "blitz")


def _watched(table: Any) -> bool:
    """The computer's first turn has been shown whole: the person may roll (the rules
    reach the person's roll while its Dojo and its walk are still being told, and the
    step went by unread, 2/12 to 4/12: issue 33, newcomer L); and its words stood
    WATCH_READ seconds at the least (or the person rolled)."""
    if _played(table, "roll", "blitz"):
        return True
    read = getattr(table, "watched_for", WATCH_READ) >= WATCH_READ
    return _person_rolls(table) and table.can_act and read


def _in_battle(table: Any, projectile: bool) -> bool:
    battle = table.state.battle
    return battle is not None and battle.projectile == projectile


def _read(table: Any) -> bool:
    """No round's cards are held turned for the person to read ('Go on'): a step that
    speaks of what comes next waits till then (newcomer A, s24, EN 1280x720, z14: 'Now
    the battle... Click it' over the throw's result, the panel still saying 'Go on')."""
    return not table.reveal.shown


def _summoned(table: Any) -> bool:
    state = table.state
    placing_dice = state.phase == "assign" and state.current_player == 0
    return _played(table, "summon") and not placing_dice


def steps(table: DojoScene) -> tuple[Step, ...]:
    """The steps, ringing the parts of this table's layout they speak of."""

    def board() -> pygame.Rect:
        return table.layout.map

    def panel() -> pygame.Rect:
        return table.layout.action

    def cards() -> pygame.Rect:
        return pygame.Rect(table.tray_view.rect) if table.tray_view.rect.width else table.layout.map

    return (
        Step("welcome", None),
        Step("place", lambda t: _played(t, "dojo"), board),
        Step("watch", _watched),
        Step("roll", lambda t: _played(t, "roll", "blitz"), panel),
        Step("walk", _moved, board),
        Step(
            "throw",
            lambda t: _played(t, "throw") or _past_battles(t) or _no_throw_left(t),
            panel,
        ),
        Step(
            "projectile",
            lambda t: (
                _played(t, "throw")
                and not _in_battle(t, True)
                or _past_battles(t)
                or not _played(t, "throw")
                and _no_throw_left(t)
            ),
            cards,
        ),
        Step("battle", lambda t: _played(t, "fight") or _past_battles(t), panel, when=_read),
        Step(
            "clash",
            lambda t: _played(t, "fight") and not _in_battle(t, False) or _past_battles(t),
            cards,
        ),
        Step("after", _past_battles, panel, when=_read),
        Step("summon", _summoned, panel),
        Step("win", None),
        Step("done", None),
    )


class DojoTutorial(GuidedTable, DojoScene):
    """A Dojo table with a guide on top, both drawn at the window's own size: the
    bubble lies over the map where no hex lies, else over the log (see _bubble)."""

    tutorial_game = "dojo"
    tutorial_seed = TUTORIAL_SEED
    tutorial_options = TUTORIAL_OPTIONS

    def __init__(self, app: App, session: GameSession, **table: Any) -> None:
        self.played: list[tuple[int, str]] = []
        """(seat, kind) of every action played at this table (the steps' progress)."""
        self._bubble_kept: tuple[tuple[object, ...], pygame.Rect] | None = None
        self._lesson: tuple[str, Lesson | None] | None = None
        self._walk: tuple[tuple[str, ...], Walk | None] | None = None
        self._replanned: tuple[str, ...] | None = None
        """The actions after which the walk was planned afresh because the person's step
        was not the arrow's (replanned)."""
        self._arrow_synced: str | None = None
        """The arrow's step the forest toggle was last set for (follow_arrow)."""
        self._forest_freed = False
        """The lesson's end set the forest's steps free again (free_forest_after)."""
        self._row_lit: tuple[object, ...] | None = None
        """The position the asked move's row was lit at (light_asked_row)."""
        self._guided_hint = False
        """H was pressed at a step that asks for a move: the hint follows what it asks."""
        self.watched_for = 0.0
        """Seconds the 'watch' step has been shown (WATCH_READ)."""
        super().__init__(app, session, **table)
        self.controls = LessonControls(self)
        self._slide: tuple[pygame.Rect, pygame.Rect, float] | None = None
        """The bubble's slide: where it left, where it goes, and when it left."""
        self.guide = LessonGuide(
            self,
            app,
            steps(self),
            "dojo.tutorial",
            self._bubble,
            bottom=self._bottom,
            params=self._words,
        )

    @classmethod
    def lesson_person(cls, app: App) -> str | None:
        """The person by the name their Dojo setup gave them, else the last setup's (the
        lesson said "Orange clan" of a person who had named herself Ada: newcomer P, s8);
        None when no setup named anyone."""
        names = app.settings.last_names
        for last in (names.get("dojo", []), *reversed(list(names.values()))):
            name = next((n for n in last if n), None)
            if name:
                return name
        return None

    def play(self, action: DojoAction | str) -> None:
        seat = self.state.current_player
        super().play(action)
        self.played.append((seat, str(action).split(" ", 1)[0]))

    def update(self, dt: float) -> None:
        guide = getattr(self, "guide", None)
        if guide is not None and guide.guiding and guide.current.key == "watch":
            self.watched_for += dt
        super().update(dt)
        if guide is not None:
            self.follow_arrow()
            self.light_asked_row()
            self.free_forest_after()

    def handle_event(self, event: pygame.event.Event) -> None:
        """While a battle's turned cards wait for Go on, Go on owns Enter and the click:
        the guide's box ('Enter: next') and Go on both answered one Enter, the box moved
        on and Go on stayed (newcomer A, s14, 189-190). The box's turn comes after."""
        if self.reveal.shown:
            DojoScene.handle_event(self, event)
            return
        super().handle_event(event)

    def handle_pad(self, press: PadPress) -> None:
        if self.reveal.shown:  # A on a pad: Go on's, as Enter (handle_event)
            DojoScene.handle_pad(self, press)
            return
        super().handle_pad(press)

    def free_forest_after(self) -> None:
        """The lesson over, forest steps are free again, as at any table's start, once:
        the walk's arrows had set 'Forest steps: cost 1' and it stayed on in the free
        game, every forest step paid unnoticed (newcomer A, s14, 198). F sets it after."""
        if self.guide.guiding or self._forest_freed:
            return
        self._forest_freed = True
        if self.forest_cost != 0:
            self.forest_cost = 0
            self.controls.forest_changed()

    def legal(self) -> list[DojoAction]:
        """The legal actions, the move the throw or battle step asks for first among
        them: the list's first battle row, and the one Enter plays, is the coach's (the
        coach said to click the enemy ringed in gold while the list's first row threw
        at another hex, newcomer M, s11, nc-M/166)."""
        actions = super().legal()
        guide = getattr(self, "guide", None)
        lesson = self.lesson
        if guide is None or lesson is None or not guide.guiding or self.state.phase != "battle":
            return actions
        key = guide.current.key
        if key == "throw":
            wanted = f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}"
        elif key == "battle":
            wanted = f"fight {hex_text(lesson.battle)}"
        else:
            return actions
        first = [a for a in actions if str(a) == wanted]
        return first + [a for a in actions if str(a) != wanted] if first else actions

    def light_asked_row(self) -> None:
        """At the throw and battle steps the list's lit row is the move the coach asks
        for, its page shown: the coach said to click the enemy ringed in gold while the
        lit row threw at another hex (newcomer M, s11, nc-M/166). Once per position."""
        guide = self.guide
        if not (guide.guiding and not guide.telling and self.can_act):
            return
        if guide.current.key not in ("throw", "battle") or self.state.phase != "battle":
            return
        asked = self._asked()
        key = (asked, self.version, len(self.session.actions))
        if asked is None or key == self._row_lit:
            return
        self._row_lit = key
        choices = self.choices
        choices.build()  # (built before the step came: its rows in the order of legal)
        choices.follow_hint(asked)
        listed = choices.list
        if listed.focus is not None and listed.paged:
            listed.show_page(listed.pager.page_of(listed.focus))

    def _fit_key(self, size: tuple[int, int]) -> tuple[Any, ...]:
        """The size alone: the board keeps one fit all game long, with room for every
        Dojo site and the guide's strip, lesson over or not (lesson_after.py: newcomer
        X, s13, 176-177 and 200-201, it was fitted again when both Dojos stood and when
        the lesson ended)."""
        return (size, None)

    def board_room(self, layout: TableLayout) -> pygame.Rect:
        """The map less the strip at its top kept for the guide's bubble, and once the
        lesson is over for the game's goal (lesson_after.py)."""
        room = pygame.Rect(layout.map)
        strip = round(GUIDE_STRIP * layout.scale)
        room.top += strip
        room.height -= strip
        return room

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)
        if self.app.top is self:
            strip = pygame.Rect(self.layout.map)
            strip.height = self.board_room(self.layout).top - strip.top
            lesson_after.draw_goal(self, canvas, strip)

    # ------------------------------------------------------------------ the lesson
    @property
    def lesson(self) -> Lesson | None:
        """The lesson planned once the person's Dojo stands (None before, or if none)."""
        actions = self.session.actions
        if not actions or not actions[0].startswith("dojo"):
            return None
        if self._lesson is None or self._lesson[0] != actions[0]:
            start: DojoState = new_game(self.session.seed, dict(self.session.options))
            if start.placer != 0:
                self._lesson = (actions[0], None)
            else:
                start.apply(actions[0])  # the person's Dojo: the lesson is planned there
                self._lesson = (actions[0], plan(start))
        return self._lesson[1]

    def _words(self, key: str) -> dict[str, Any]:
        """The walk step's words: the guide's walk for this roll, its next step and the
        moves left (lesson_words.py); the welcome greets the person by name."""
        if key == "welcome":
            name = person_name(self.session, 0)
            hello = "dojo.tutorial.hello" + (".named" if name else "")
            return {"hello": self.app.tr(hello, name=name or "")}
        if key == "summon":
            return summon_words(self)
        return walk_words(self) if key == "walk" else {}

    def request_hint(self) -> None:
        """H while a step asks for a move: that move, the one the guide's words and
        rings show (the gold arrow's step, then the next as each is walked; the lesson's
        throw; its battle); not the hard computer's other plan (newcomer P, s8 z91.png:
        "H draws a different plan on top"; newcomer U, s9: 'Throw first!' said the guide,
        'Fight in the forest' the hint), nor the whole walk in numbered arrows."""
        asked = self._asked()
        if asked is None:
            super().request_hint()
            return
        self.hint_job.cancel()
        self.hint_plan.clear()
        self._guided_hint = True
        self.hint = self.legal_move(asked)

    def poll_hint(self) -> Any:
        """The hint; once H was pressed at a step that asks for a move, what the step
        asks while it asks (the walk's next step as each is walked)."""
        hint = super().poll_hint()
        if self._guided_hint and self.can_act:  # (a move being shown: wait)
            asked = self._asked()
            self._guided_hint = asked is not None
            hint = self.hint = self.legal_move(asked) if asked is not None else hint
        return hint

    def _asked(self) -> str | None:
        """The move the step shown asks for, if the rules allow it now: the gold arrow's
        step, the lesson's throw (else another from its plains), its battle; else None."""
        step = self._arrow_step()
        guide = getattr(self, "guide", None)
        lesson = self.lesson
        if step is not None or guide is None or lesson is None or not self.can_act:
            return step
        if not guide.guiding or guide.telling:
            return None
        legal = self.legal_texts()
        if guide.current.key == "throw":
            source = f"throw {hex_text(lesson.plains)} "
            throws = sorted(a for a in legal if a.startswith(source))
            wanted = source + hex_text(lesson.target)
            return wanted if wanted in legal else next(iter(throws), None)
        fight = f"fight {hex_text(lesson.battle)}"
        return fight if guide.current.key == "battle" and fight in legal else None

    def _arrow_step(self) -> str | None:
        """The step the gold arrow draws now (the guide's walk's next), or None."""
        walk = self.walk() if self.lesson_step() is not None else None
        return walk.steps[0] if walk is not None and walk.steps else None

    def walk(self) -> Walk | None:
        """The guide's walk for the person's move from where their ninjas stand now
        (lesson.safe_walk: every roll spent, the Dojo never left empty), worked out once
        per position; None outside the walk."""
        lesson = self.lesson
        if lesson is None or self.state.phase != "move" or self.state.mover != 0:
            return None
        done = tuple(self.session.actions)  # (an undone step and another: not the same)
        if self._walk is None or self._walk[0] != done:
            before = self._walk
            kept = before[1] if before is not None else None
            if (  # the step just played was the walk's own: the same walk goes on, the
                # arrow does not jump to another plan after each click (newcomer P, s8)
                before is not None
                and kept is not None
                and done[:-1] == before[0]
                and kept.steps
                and done[-1] == kept.steps[0]
            ):
                self._walk = (done, replace(kept, steps=kept.steps[1:]))
            else:
                if (  # a step of the person's, not the arrow's: say the plan changes
                    before is not None
                    and kept is not None
                    and kept.steps
                    and done[:-1] == before[0]
                    and done[-1].startswith("step ")
                ):
                    self._replanned = done
                self._walk = (done, safe_walk(self.state, lesson))
        return self._walk[1]

    def replanned(self) -> bool:
        """Was the walk just planned afresh, the person's last step not the arrow's? (The
        coach said nothing: 'arrow 4 of 6' became '5 of 8' and asked for the step just
        walked again, newcomer M, s11, nc-M/159-161.) Said until the next step."""
        return self._replanned is not None and self._replanned == tuple(self.session.actions)

    def follow_arrow(self) -> None:
        """The forest toggle set to the cost of the arrow's step into a forest, once per
        arrow: the toggle read 'Forest steps: cost 1' while the arrow's steps, played at
        their own cost, cost 0 (newcomer M, s11, nc-M/163-164). The person may press F
        after; the arrow's head then walks at the toggle's cost (LessonControls)."""
        step = self._arrow_step() if self.can_act else None
        if step is None or step == self._arrow_synced:
            return
        self._arrow_synced = step
        _, _, dst, cost = step.split()
        if self.state.terrain.get(parse_hex(dst)) == "forest" and self.forest_cost != int(cost):
            self.forest_cost = int(cost)
            self.controls.forest_changed()

    def lesson_step(self) -> tuple[Hex, Hex] | None:
        """The walk's next step, drawn as a gold arrow while the walk step is shown."""
        guide = getattr(self, "guide", None)  # drawn once before the guide is made
        if guide is None or not guide.guiding or not self.can_act:
            return None
        if guide.current.key != "walk":
            return None
        walk = self.walk()
        if walk is None or not walk.steps:
            return None
        _, src, dst, _ = walk.steps[0].split()
        return parse_hex(src), parse_hex(dst)

    def lesson_move(self) -> str | None:
        """The computer's scripted move now, or None (the easy computer plays): its
        Dojo, then its whole first turn."""
        state = self.state
        lesson = self.lesson
        if lesson is None or state.current_player != 1 or state.turns[1] > 0:
            return None
        if state.phase == "dojo":
            return f"dojo {hex_text(lesson.dojo)}"
        script = ("roll", *lesson.actions)
        done = len(self.session.actions) - 2  # the two Dojos, then the computer's turn
        if 0 <= done < len(script) and script[done] in self.legal_texts():
            return script[done]
        return None

    def _think(self, level: str) -> Any:
        scripted = self.lesson_move()
        if scripted is not None:
            return Ready(scripted)
        # a step that would leave its Dojo empty with the person in reach is replaced
        return Guard(self, self.computer_think(level))

    def computer_think(self, level: str) -> Any:
        """The easy computer's search, once the lesson's script is played."""
        return super()._think(level)

    def kept_guard(self, action: Any) -> Any:
        """The guided opponent's move, but a guard kept on its Dojo: it walked its last
        ninja out on its first own turn and the person took the Dojo on turn 2, having
        learnt nothing of defence (newcomer A and B). The end of the move if it may end,
        else a step from another hex; the move as chosen when there is no other (the easy
        computer plays as before at any other table)."""
        state = self.state
        if state.phase != "move" or state.mover != 1 or action is None:
            return action
        text = str(action)
        if not text.startswith("step ") or not empties_dojo(state, parse_hex(text.split()[1])):
            return action
        legal = [str(a) for a in state.legal_actions()]
        home = hex_text(state.dojos[1]) if state.dojos[1] is not None else ""
        others = [a for a in legal if a.startswith("step ") and a.split()[1] != home]
        choice = "end" if "end" in legal else (others[0] if others else text)
        return choice

    def lesson_hexes(self) -> list[Hex]:
        """The hexes the step shown rings in gold on the board (none once the lesson is
        over): map_layers.py draws them over the hint."""
        lesson = self.lesson
        if lesson is None or not self.guiding or not self.can_act:
            return []
        names = RINGED.get(self.guide.current.key, ())
        return [getattr(lesson, name) for name in names]

    def _bubble(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble on a surface of `size` (_place), sliding there from where it was
        drawn when its place changes (SLIDE, at an animated table)."""
        target = self._place(size)
        shown = self._slid(self.time)
        if shown is None or not self.animate:
            self._slide = (target, target, self.time)
            return pygame.Rect(target)
        if self._slide is not None and self._slide[1] != target:
            self._slide = (shown, target, self.time)
        return pygame.Rect(self._slid(self.time) or target)

    def _slid(self, now: float) -> pygame.Rect | None:
        """Where the bubble stands at `now` on its slide (None before it was placed)."""
        if self._slide is None:
            return None
        start, end, began = self._slide
        t = min(1.0, max(0.0, (now - began) / SLIDE))
        t = t * t * (3 - 2 * t)  # eased in and out
        if t >= 1.0:
            return pygame.Rect(end)
        x = round(start.x + (end.x - start.x) * t)
        y = round(start.y + (end.y - start.y) * t)
        width = round(start.width + (end.width - start.width) * t)  # (its words rewrap)
        return pygame.Rect(x, y, width, self.guide.height_for(width))

    def _place(self, size: tuple[int, int]) -> pygame.Rect:
        """The bubble's place on a surface of `size`: the strip at the map's top, over
        the whole map's width, while no hex lies under it (nor a Dojo, nor the battle's
        tray); else over the log at the foot of the column; else (long words at the
        smallest windows) in a corner of the map or slid along one of its edges where no
        hex lies. So it covers neither the board the steps ring, nor the action panel and
        its choices, nor the clans' status. Worked out once per step."""
        key = (
            self._fit_key(size),
            theme.scale(),
            self.guide.words(),
            tuple(self.tray_view.rect),
            tuple(self._sites()),
        )
        if self._bubble_kept is not None and self._bubble_kept[0] == key:
            return pygame.Rect(self._bubble_kept[1])
        rect = self._find_bubble(size)
        self._bubble_kept = (key, rect)
        return pygame.Rect(rect)

    def _find_bubble(self, size: tuple[int, int]) -> pygame.Rect:
        lay, view = self._layout_for(size)
        px = theme.px
        room = lay.map.inflate(-2 * px(12), -2 * px(12))
        hexes = [
            *self.state.board.hexes(),
            *(d for d in self.state.dojos if d is not None),
            *self._sites(),
        ]
        taken = [  # a pixel around each: the bubble never so much as touches a hex
            rect.inflate(2, 2) for h in hexes for rect in _hex_cover(view.centre(h), view.radius)
        ]
        if self.tray_view.rect.width:
            taken.append(self.tray_view.rect)
        home = pygame.Rect(room.topleft, (room.width, self.guide.height_for(room.width)))
        if home.height <= room.height and not home.collidelistall(taken):
            return home  # its own place, on every step where it finds room
        log = lay.log.inflate(-2 * px(4), -2 * px(4))
        height = self.guide.height_for(log.width)
        if height <= log.height:  # its second place (the tray at the map's top)
            return pygame.Rect(log.left, log.bottom - height, log.width, height)
        stride = max(1, px(8))
        least: tuple[int, pygame.Rect] | None = None
        for width in BUBBLE_WIDTHS:
            w = min(px(width), room.width)
            rect = pygame.Rect(0, 0, w, self.guide.height_for(w))
            if rect.height > room.height:
                continue
            places = [(getattr(room, corner), corner) for corner in CORNERS]
            for y in range(room.top, room.bottom - rect.height + 1, stride):
                places += [((room.left, y), "topleft"), ((room.right, y), "topright")]
            for x in range(room.left, room.right - rect.width + 1, stride):
                places += [((x, room.top), "topleft"), ((x, room.bottom), "bottomleft")]
            for point, corner in places:  # the corners first, then along the edges
                setattr(rect, corner, point)
                hit = rect.collidelistall(taken)
                if not hit:
                    return rect
                if width >= FALLBACK_WIDTH:
                    over = sum(rect.clip(taken[i]).width * rect.clip(taken[i]).height for i in hit)
                    if least is None or over < least[0]:
                        least = (over, rect.copy())
        # no free room (long words at a small window): where it covers the least of it
        if least is not None:
            return least[1]
        rect = pygame.Rect(room.topleft, (room.width, self.guide.height_for(room.width)))
        return rect

    def _sites(self) -> list[tuple[int, int]]:
        """The glowing Dojo sites while a Dojo is to be placed (off the board's hexes:
        the bubble must not lie over one the step asks to click)."""
        state = self.state
        if state.phase != "dojo":
            return []
        out = []
        for action in state.legal_actions():
            q, r = action.args[0].split(",")
            out.append((int(q), int(r)))
        return out

    def _bottom(self, size: tuple[int, int]) -> int:
        """The bubble's bottom (its words' height given where it lies)."""
        return self._bubble(size).bottom


class LessonGuide(Guide):
    """The lesson's guide: at the walk step, its progress also counts the gold arrow
    shown among the walk's arrows ("5/13 · arrow 2 of 7"): the walk stays one step of
    the thirteen, and each arrow walked shows it going on (issue 33, s10: the same step
    shown for each ninja "feels like being stuck")."""

    def __init__(self, table: DojoTutorial, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.table = table

    def progress_text(self) -> str:
        count = arrow_count(self.table) if self.guiding and not self.telling else None
        if count is None or self.current.key != "walk":
            return super().progress_text()
        number, steps = self.progress()
        arrow, arrows = count
        words = self.app.tr(
            "dojo.tutorial.progress.walk", step=number, steps=steps, arrow=arrow, arrows=arrows
        )
        return str(words)


class LessonControls(Controls):
    """The table's controls; while the gold arrow shows, a click on its tail chooses
    that stack, and a click on its head, that stack chosen (or none), plays the arrow's
    own step at its own forest cost; a thrower chosen stays chosen when clicked again. The table read a click on a stack of the person's
    as "choose it", and the cheapest walk at the forest cost set as another way: the
    person followed the arrow and the walk went elsewhere, the arrow planned afresh
    after the click (newcomer P, s8, shot-95: "the arrow moved around after each
    click")."""

    table: DojoTutorial

    def click_hex(self, h: Hex) -> None:
        table = self.table
        state = table.state
        if (  # the thrower already chosen (the walk ended there) stays chosen: the throw
            # step says to click it, then the enemy, and the first click let it go, the
            # second was refused, "No battle there" (newcomer U, s9 u-77.png)
            state.phase == "battle"
            and table.can_act
            and h == table.selected
            and h in state.throw_sources(state.mover)
        ):
            table.app.audio.play("click")
            return
        arrow = table.lesson_step()
        walk = table.walk() if arrow is not None else None
        if arrow is None or walk is None or not walk.steps or table.state.transit is not None:
            super().click_hex(h)
            return
        src, dst = arrow
        if h == src and table.selected != src:
            table.selected, table.undo_chose = src, None
            table.app.audio.play("click")
            return
        if h == dst and table.selected in (None, src):
            table.selected = src
            step = walk.steps[0]
            cost = int(step.split()[3])
            if table.state.terrain.get(dst) == "forest" and cost != table.forest_cost:
                super().click_hex(h)  # at the toggle's cost, as it reads: planned afresh
                return
            self.walk(Route((step,), (src, dst), cost, True))
            return
        super().click_hex(h)

    def _moved(self, there: Hex | None = None) -> None:
        """A walk is over: while the gold arrow shows, the stack it reached stays chosen
        only when the next arrow starts there. Kept chosen, the next click on the next
        arrow's head walked that ninja, not the arrow's (newcomer M, s11, nc-M/159-161)."""
        super()._moved(there)
        table = self.table
        arrow = table.lesson_step()
        if arrow is None or table.state.transit is not None:
            return
        if table.selected is not None and table.selected != arrow[0]:
            table.selected = table.undo_chose = None


class Guard:
    """The guided opponent's search, its answer passed through DojoTutorial.kept_guard."""

    def __init__(self, table: DojoTutorial, job: Any) -> None:
        self.table = table
        self.job = job

    def result(self) -> Any:
        answer = self.job.result()
        return None if answer is None else self.table.kept_guard(answer)

    def cancel(self) -> None:
        self.job.cancel()

    def __getattr__(self, name: str) -> Any:  # done, stalled, started: the search's own
        return getattr(self.job, name)


_hex_cover = hex_cover
