"""A guided first game, shared by the games' tutorials: steps shown one at a time in a
bubble over a real table, each saying what to look at and what to do.

A step ends by itself when the player has done what it asks (its `done` test on the
table), or with Enter or a click on it for a step that only explains. The table's
rules are the game's: a guide never plays anything itself and refuses nothing.

    class TutorialScene(GuidedTable, SomeTable):
        tutorial_game = "night"
        tutorial_seed = 11

        def __init__(self, app, session, **table):
            self.guide = Guide(app, STEPS, "night.tutorial", BUBBLE)
            super().__init__(app, session, **table)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from ninjas.core.session import GameSession, Seat

from . import theme
from .text_cache import TextCache

if TYPE_CHECKING:
    from .app import App
    from .pads import PadPress

NEXT_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
TEXT_SIZE = 21
LINE = 28
"""Design height of a line of the bubble (its text grows with the scale)."""
PROGRESS_SIZE = theme.FONT_SMALL
Place = pygame.Rect | Callable[[tuple[int, int]], pygame.Rect]
"""Where the bubble goes: a rectangle in design units (px at 1280x720, drawn at the
scale of the surface drawn on), or a function of that surface's size giving one in its
real pixels (a native table whose layout follows the window)."""


@dataclass(frozen=True)
class Step:
    key: str
    """Translation key of the step's words: <prefix>.<key>."""
    done: Callable[[Any], bool] | None
    """When the player has done what the step asks (None: it only explains: Next)."""
    target: Callable[[], pygame.Rect] | None = None
    """What to ring on the table while the step is shown."""
    skip: Callable[[Any], bool] | None = None
    """When the step has nothing true to say at this table, passed unseen (None: never):
    a lesson's step that asks for cards the person no longer holds, having played
    otherwise than it said, never asks for a move the rules would refuse."""
    when: Callable[[Any], bool] | None = None
    """When the step's moment has come at the table (None: at once). Until then it waits
    unseen, no bubble drawn, the table played as ever; steps side by side that all wait
    so are shown in the order their moments come (guided Night's later lessons, Steal,
    Heal, a bonus, a full backpack, the yellow tokens: each when the game brings it)."""
    counted: bool = True
    """False: a step that goes on from the one before, shown as that step's number and
    left out of the total, so the count stays the same whether it shows or not (guided
    Taisen's 'press End turn', shown only when the last die's move waits: 5/10 went to
    6/9 when the person ended the turn before it)."""


class Guide:
    """`Guide(app, steps, prefix, bubble)`: the steps' progress and their bubble (its
    top, left and width from `bubble`, a rectangle or a function of the surface's size;
    its height from the words). Lengths inside the bubble are design lengths, drawn at
    the current scale."""

    def __init__(
        self,
        app: App,
        steps: tuple[Step, ...],
        prefix: str,
        bubble: Place,
        *,
        bottom: int | Callable[[tuple[int, int]], int | None] | None = None,
        params: Callable[[str], dict[str, Any]] | None = None,
    ) -> None:
        self.app = app
        self.bottom = bottom
        """Where the bubble's bottom stays (it grows upward), or None: its top stays."""
        self.params = params
        """The values a step's words take, by the step's key (the table's own position:
        Dojo's lesson says how many ninjas to walk), or None: words without any."""
        self.steps = steps
        self.prefix = prefix
        self.place: Place = bubble if callable(bubble) else pygame.Rect(bubble)
        self.step = 0
        self.seen: set[int] = set()
        """The steps whose bubble has been drawn."""
        self.unseen: set[int] = set()
        """The steps passed before their bubble was ever drawn (done, or skipped, as the
        step before them ended): not counted in the progress (issue 33, newcomer L,
        guided Dojo: 9/12 went to 11/12, step 10 never shown)."""
        self._wraps = TextCache(kept=8)
        """The steps' words wrapped to the bubble (drawn every frame)."""
        self.telling = False
        """The step shown was reached with its task already done: it tells (advance)."""
        self.waiting = False
        """The step shown waits unseen for its moment (Step.when)."""
        self.quiet = False
        """The step shown waits unseen for the person's turn: it asks for a move and
        came as a step that only tells was closed in the computer's turn, which now
        plays with no bubble over it (Shinobi's 'Your turn again' stood over Sora's
        turn; GuidedTable.update)."""

    @property
    def bubble(self) -> pygame.Rect:
        """The bubble's place on the surface drawn on now (before its height is known)."""
        if callable(self.place):
            return pygame.Rect(self.place(self.app.view_size))
        return theme.design_rect(*self.place)

    def _bottom(self) -> int | None:
        """Where the bubble's bottom stays: a function's answer (real px), or a design
        length at the current scale."""
        if callable(self.bottom):
            return self.bottom(self.app.view_size)
        return None if self.bottom is None else theme.px(self.bottom)

    @property
    def guiding(self) -> bool:
        return self.step < len(self.steps)

    @property
    def current(self) -> Step:
        return self.steps[self.step]

    def next_step(self) -> None:
        if self.guiding:
            self.step += 1
            self.telling = False
            # a step with a moment stays unseen until the table is asked (advance)
            self.waiting = self.guiding and self.current.when is not None
            self.app.audio.play("click")

    def advance(self, table: Any) -> None:
        """Pass every step whose task `table` shows done. A step reached with its task
        already done (or nothing to say), never shown, tells its `.passed` words where
        the lesson has them, and Enter moves on: so the count of steps stays as it
        started and none is skipped (newcomer P, s8, guided Dojo: 13 steps became 12
        when the battle left nothing to do). Without such words it passes unseen."""
        self.waiting = False
        while self.guiding and not self.telling:
            if self.current.when is not None and self._wait(table):
                break
            skip = self.current.skip
            if skip is None or not skip(table):
                done = self.current.done
                if done is None or not done(table):
                    break
            if self.step not in self.seen and self.app.tr.has(self._passed_key()):
                self.telling = True
                break
            self._pass()

    def _wait(self, table: Any) -> bool:
        """The step shown has a moment (Step.when): the first of the waiting steps from
        it on whose moment has come is brought here (the others keep their order after
        it); True while none has (the guide waits, unseen)."""
        start = end = self.step
        while end < len(self.steps) and self.steps[end].when is not None:
            end += 1
        for k in range(start, end):
            when = self.steps[k].when
            assert when is not None
            if when(table):
                if k != start:
                    steps = list(self.steps)
                    steps.insert(start, steps.pop(k))
                    self.steps = tuple(steps)
                return False
        self.waiting = True
        return True

    def _passed_key(self) -> str:
        return f"{self.prefix}.{self.current.key}.passed"

    @property
    def explaining(self) -> bool:
        """The step shown only tells (Enter or a click on it moves on)."""
        return self.guiding and not self.waiting and (self.current.done is None or self.telling)

    def back_to_undone(self, table: Any) -> bool:
        """After an undo: back to the first step passed whose task `table` no longer
        shows done (a step that only tells is never gone back to). True when it went
        back. Guided Shinobi's "press End turn" stayed over the discard its undo had
        taken back (issue 33, newcomer N, s8 g11.png)."""
        for index in range(self.step):
            step = self.steps[index]
            if step.done is None or (step.skip is not None and step.skip(table)):
                continue
            if not step.done(table):
                self.step = index
                self.telling = False
                return True
        return False

    def _pass(self) -> None:
        """The step shown is passed by the table (its task done, or nothing to say)."""
        if self.step not in self.seen:
            self.unseen.add(self.step)
        self.step += 1

    def progress(self) -> tuple[int, int]:
        """The step shown and the steps in all, those passed unseen and those not
        counted (Step.counted: shown as the number of the step before) left out of
        both."""
        left_out = self.unseen | {i for i, step in enumerate(self.steps) if not step.counted}
        before = sum(1 for i in left_out if i < self.step)
        shown = self.step < len(self.steps) and not self.steps[self.step].counted
        return self.step + 1 - before - shown, len(self.steps) - len(left_out)

    def progress_text(self) -> str:
        """The progress line over the words ("5/13"); a lesson may add a step's own
        sub-count (guided Dojo's walk: the gold arrow shown, of the walk's arrows)."""
        number, steps = self.progress()
        key = f"{self.prefix}.progress"
        more = self.step < len(self.steps) and not self.steps[self.step].counted
        if more and self.app.tr.has(f"{key}_more"):  # the step before's number, 'continued':
            key += "_more"  # two messages read '5 / 9' alike (newcomer A, s23, 224/226)
        return str(self.app.tr(key, step=number, steps=steps))

    def takes(self, event: pygame.event.Event, controls: pygame.Rect) -> bool:
        """Does this event move an explaining step on (Enter, or a click on the bubble
        or anywhere but on `controls`, the table's own)? Then it is used."""
        if not self.explaining:
            return False
        if event.type == pygame.KEYDOWN and event.key in NEXT_KEYS:
            self.next_step()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1:
            pos = getattr(event, "pos", (-1, -1))
            if self.bubble_rect().collidepoint(pos) or not controls.collidepoint(pos):
                self.next_step()
                return True
        return False

    def words(self) -> str:
        step = self.current
        if self.telling:
            return self.app.tr(self._passed_key()) + "  " + self.app.tr(f"{self.prefix}.next")
        params = self.params(step.key) if self.params is not None else {}
        text = self.app.tr(f"{self.prefix}.{step.key}", **params)
        if step.done is None:
            text += "  " + self.app.tr(f"{self.prefix}.next")
        return text

    def _wrapped(self, width: int) -> list[str]:
        return self._wraps.wrap(self.words(), TEXT_SIZE, width - theme.px(48))

    def bubble_rect(self) -> pygame.Rect:
        """The bubble as drawn: the progress line, then the words; kept on the surface."""
        rect = self.bubble
        rect.height = self.height_for(rect.width)
        bottom = self._bottom()
        if bottom is not None:
            rect.bottom = bottom
        rect.clamp_ip(pygame.Rect((0, 0), self.app.view_size))
        return rect

    def height_for(self, width: int) -> int:
        """The bubble's height at `width` real px for the step shown (its words wrap)."""
        lines = self._wrapped(width) if self.guiding else []
        progress = theme.font(PROGRESS_SIZE).get_linesize()
        return theme.px(23) + progress + self.line_height() * len(lines)

    @staticmethod
    def line_height() -> int:
        """A line of the bubble: LINE design px, or the font's own line if taller."""
        return max(theme.px(LINE), theme.font(TEXT_SIZE).get_linesize())

    def draw(self, canvas: pygame.Surface, time: float) -> None:
        """The step's target ringed (pulsing), and its bubble with the progress."""
        if not self.guiding or self.quiet or self.waiting:
            return
        px = theme.px
        step = self.current
        if step.target is not None:
            pulse = 0.5 + 0.5 * pygame.math.clamp(abs((time * 2) % 2 - 1), 0, 1)
            colour = theme.lerp(theme.GOLD_DARK, theme.GOLD, pulse)
            pygame.draw.rect(canvas, colour, step.target(), max(1, px(4)), border_radius=px(14))
        self.seen.add(self.step)
        rect = self.bubble_rect()
        label = theme.text(self.progress_text(), PROGRESS_SIZE, theme.GOLD)
        panel = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = px(14)
        pygame.draw.rect(panel, (*theme.MIDNIGHT, 255), panel.get_rect(), border_radius=radius)
        pygame.draw.rect(
            panel, (*theme.GOLD, 255), panel.get_rect(), max(1, px(3)), border_radius=radius
        )
        canvas.blit(panel, rect)
        canvas.blit(label, label.get_rect(topright=(rect.right - px(14), rect.top + px(8))))
        # (3 px less above the words and below them than at FONT_MIN: the count's line
        # grew by as much, and a bubble stays as tall as it was)
        y = rect.top + px(9) + theme.font(PROGRESS_SIZE).get_linesize()
        line_h = self.line_height()
        for line in self._wrapped(rect.width):
            theme.blit_text(canvas, line, TEXT_SIZE, theme.MOONLIGHT, midtop=(rect.centerx, y))
            y += line_h


class GuidedTable:
    """Put before a table's class (`class NightTutorial(GuidedTable, NightScene)`): the
    table with `self.guide` on top. A tutorial names its game, seed and options, makes
    `self.guide` in its __init__, and may narrow `guide_controls()`, the part of the
    screen whose clicks stay the table's while a step only explains."""

    tutorial_game: ClassVar[str]
    tutorial_seed: ClassVar[int]
    tutorial_options: ClassVar[dict[str, Any]] = {}
    kept_in_history: ClassVar[bool] = False
    """A guided game is a lesson, never a game of the person's history."""
    guide: Guide

    @property
    def confirms_turn_end(self) -> bool:
        """While the guide speaks, turns pass at once, as its steps expect; once it has
        said all, the game goes on as at any table, the "End turn" confirm included (a
        newcomer playing on after the guide lost a ninja to a third die that ended the
        turn at once, Undo greyed, with the confirm on in the settings, issue 33)."""
        guide = getattr(self, "guide", None)
        return guide is not None and not guide.guiding

    @classmethod
    def start(cls, app: App) -> Any:
        """A new guided game: the person against the easy computer, never autosaved."""
        session = GameSession.new(
            cls.tutorial_game,
            [Seat(name=cls.lesson_person(app)), Seat("ai", "easy")],
            seed=cls.tutorial_seed,
            options=dict(cls.tutorial_options),
            autosave=False,
        )
        return cls(app, session)  # type: ignore[call-arg]

    @classmethod
    def lesson_person(cls, app: App) -> str | None:
        """The name the person's seat takes in the lesson (None: the seat's own)."""
        return None

    def guide_controls(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.app.canvas.get_size())  # type: ignore[attr-defined]

    def open_pause(self) -> None:
        """The pause menu, whose Quit to title asks first: a lesson is never kept."""
        from .pause import PauseScene

        self.app.push(PauseScene(self.app, self.session, lesson=True))  # type: ignore[attr-defined]

    @property
    def guiding(self) -> bool:
        return self.guide.guiding

    @property
    def held(self) -> bool:
        """The table's own waits, and the computer's turn while a step that only tells
        is shown: it starts once the step is closed, at its usual pace, in view (E4,
        s10, guided Dojo in a real window: Blue played its whole turn behind 'Two ways
        to win' and 'Lesson done', unseen; Sora behind Shinobi's 'table', Night's first
        placing behind 'welcome'). Only while the computer is to move: the person's own
        moves never wait on a bubble."""
        return bool(super().held) or self.reading()  # type: ignore[misc]

    def reading(self) -> bool:
        """A step that only tells is shown while the computer is to move."""
        guide = getattr(self, "guide", None)  # (asked before the guide exists)
        return (
            guide is not None
            and guide.explaining
            and self.session.ai_to_move  # type: ignore[attr-defined]
            and self.holds_computer()
        )

    def holds_computer(self) -> bool:
        """Does the explaining step shown hold the computer's turn? Yes, unless the
        lesson keeps its bubble hidden while the computer plays (Taisen's combat)."""
        return True

    @property
    def animating(self) -> bool:
        return bool(super().animating) or self.guiding  # type: ignore[misc]

    def update(self, dt: float) -> None:
        guide = self.guide
        closed = self._read_step is not None and self._read_step != guide.step
        if closed and guide.guiding and not guide.explaining:
            guide.quiet = True  # a box read and closed: the computer's turn plays unhidden
        super().update(dt)  # type: ignore[misc]
        guide.advance(self)
        if guide.quiet and (self.can_act or self.state.is_terminal):  # type: ignore[attr-defined]
            guide.quiet = False
        self._read_step = guide.step if self.reading() else None
        if self._read_step is not None:  # its turn not begun: its time budget counts later
            self.computer.clock.begin(None)  # type: ignore[attr-defined]

    _read_step: int | None = None
    """The step that held the computer's turn at the last frame (reading)."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.guide.takes(event, self.guide_controls()):  # Enter or the bubble only
            return
        super().handle_event(event)  # type: ignore[misc]

    def handle_pad(self, press: PadPress) -> None:
        """A on a pad moves an explaining step on, as Enter does; else the table's."""
        guide = self.guide
        if press.command == "a" and guide.explaining:
            guide.next_step()
            return
        super().handle_pad(press)  # type: ignore[misc]

    def draw(self, canvas: pygame.Surface) -> None:
        super().draw(canvas)  # type: ignore[misc]
        guide = getattr(self, "guide", None)  # a table may draw once before its guide exists
        if guide is not None and self.app.top is self:  # type: ignore[attr-defined]
            guide.draw(canvas, self.time)  # type: ignore[attr-defined]
