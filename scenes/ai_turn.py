"""Asking the computer for a move from a table: the AI worker when it can run, or a
move already made; and, when the worker froze, the table's way out (ComputerWaitScene).
Every game's table uses these."""

from __future__ import annotations

import logging
import math
import os
import random
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from ninjas.ai import hint
from ninjas.ai.deadline import CHAINED_SECONDS, TABLE_SECONDS

from . import theme
from .menu_scene import MenuScene
from .registry import to_title
from .widgets import (
    draw_backdrop,
    draw_hint,
    draw_panel,
    panel_title_height,
    wrap_text,
)

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)

WAIT_PANEL = (720, 420)
"""The cover's panel in design units, centred (a little above the middle)."""
WAIT_BUTTON = (460, 56)
WAIT_GRACE_SECONDS = 0.6
"""Input is ignored this long after the cover appears, so that a key or click meant for
the table (Space to hurry an animation) does not choose for the person."""


class Ready:
    """A decision that is already made (when the AI worker is not available, or in
    tests that want the computer to answer at once)."""

    def __init__(self, action: Any) -> None:
        self._action = action

    def result(self) -> Any:
        return self._action

    def cancel(self) -> None:
        pass


THINK_SECONDS_VARIABLE = "NINJAS_THINK_SECONDS"
"""The environment variable that sets a table's deadline on its searches: wall seconds, or
"off" for their whole fixed budgets (the tests set it: their computers then play the
same moves at any load)."""


def table_deadline(chained: bool = False) -> float | None:
    """Wall seconds after which a table's search plays the best it has found
    (ninjas.ai.deadline: issue 33, a hard decision took 18-60 s on a busy machine); None:
    no deadline. `chained`: a decision that goes on with the computer's own turn, after
    its move before (CHAINED_SECONDS; a number in the variable sets both)."""
    text = os.environ.get(THINK_SECONDS_VARIABLE, "").strip().lower()
    if not text:
        return CHAINED_SECONDS if chained else TABLE_SECONDS
    if text == "off":
        return None
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds) or seconds <= 0:
        log.warning(
            "%s=%r is not a number of seconds or 'off': the table's %.1f s is kept",
            THINK_SECONDS_VARIABLE,
            text,
            TABLE_SECONDS,
        )
        return TABLE_SECONDS
    return seconds


def think(level: str, seed: int, state: Any, chained: bool = False) -> Any:
    """Start the search of `level` for the player to move in `state`; poll `.result()`
    each frame (None until it is done). `level` falls back to normal if unknown. The
    search plays its best so far at the table's deadline (table_deadline; `chained`: the
    computer's turn goes on, after a move of its own)."""
    try:
        from ninjas.ai import AGENT_NAMES, Thinking
    except ImportError:
        return Ready(state.legal_actions()[0])
    if level not in AGENT_NAMES:
        level = "normal"
    return Thinking.start(level, seed, state, deadline=table_deadline(chained))


def think_plan(level: str, seed: int, state: Any) -> Any:
    """As `think`, but its answer is a list: the action now and those the computer plays
    after it in the same phase (ninjas.ai.agents.plan_in_worker: a Dojo move's steps),
    from one search."""
    try:
        from ninjas.ai import AGENT_NAMES, Thinking
        from ninjas.ai.agents import plan_in_worker
    except ImportError:
        return Ready([state.legal_actions()[0]])
    if level not in AGENT_NAMES:
        level = "normal"
    return Thinking.start(level, seed, state, plan_in_worker, table_deadline())


def think_hint(level: str, seed: int, view: Any) -> Any:
    """As `think`, for a hint on the seat's `view`: a new agent's search
    (ninjas.ai.hint.view_plan), the one the review names "the computer's move", never
    the worker's kept agent and a turn it planned at an earlier position."""
    return _hint_search(level, seed, view, hint.hint_in_worker)


def think_hint_plan(level: str, seed: int, view: Any) -> Any:
    """As `think_plan`, for a hint asked as a plan (a Dojo move's steps): think_hint's."""
    return _hint_search(level, seed, view, hint.hint_plan_in_worker)


def _hint_search(level: str, seed: int, view: Any, task: Callable[..., Any]) -> Any:
    try:
        from ninjas.ai import AGENT_NAMES, Thinking
    except ImportError:
        return Ready(task("random", seed, view))
    if level not in AGENT_NAMES:
        level = "normal"
    return Thinking.start(level, seed, view, task, table_deadline())


THINKING_SHOWN_AFTER = 1.0
"""Seconds (scaled by the animation speed) a still table waits for its computer's search
before it says that the computer thinks ('Blue is thinking…'); until then the computer
'is playing…' (its move shown, or quick). Every table's prompt and signs and its phones
(scenes/phones.py) say it so."""


def thinking_long(table: Any) -> bool:
    """The table, still, has waited THINKING_SHOWN_AFTER for its computer's search (a busy
    machine: a search may take its whole deadline there, and more)."""
    computer = getattr(table, "computer", None)
    waited = getattr(computer, "wait", 0.0)
    return bool(getattr(table, "ai_thinking", False)) and waited >= THINKING_SHOWN_AFTER


def computer_wait(table: Any, tr: Any, name: str) -> str:
    """What every table and phone says while its computer `name` is to move: it "is
    playing…", and "is thinking…" once thinking_long holds."""
    return str(tr("ai_wait.thinking" if thinking_long(table) else "ai_wait.playing", name=name))


HINT_LEVEL = hint.HINT_LEVEL
"""The level whose move a hint (H) shows."""
seat_view = hint.seat_view
"""The state as the seat to act may know it (ninjas.ai.hint: the review asks the hint's
move there the same way)."""


class HintJob:
    """A table's hint: the move the hard computer would make for the seat to act,
    searched in the AI worker like the computer's own moves (no frame waits for it),
    on `seat_view` of the position (a hint never knows more than the seat it helps).

    `request(state, seed, key)` starts the search for the position `key` (any value
    that changes when the position does); `poll(key, legal)` each frame gives the
    hint once found (None before, and for any other position: a stale search is
    cancelled); `legal(result)` turns the search's answer into the table's legal
    action, or None."""

    def __init__(self, level: str = HINT_LEVEL, plan: bool = False) -> None:
        self.level = level
        self.plan = plan
        """The answer is a plan (think_plan: a list of actions), not one action."""
        self.job: Any = None
        self.key: Any = None
        self.action: Any = None
        """The hint found for `key`, or None."""

    @property
    def thinking(self) -> bool:
        return self.job is not None

    def request(self, state: Any, seed: int, key: Any) -> None:
        if self.key == key and (self.job is not None or self.action is not None):
            return
        self.cancel()
        self.key = key
        search = think_hint_plan if self.plan else think_hint
        self.job = search(self.level, seed, seat_view(state, seed))

    def poll(self, key: Any, legal: Callable[[Any], Any]) -> Any:
        if self.key != key:
            if self.key is not None:
                self.cancel()
            return None
        if self.job is not None:
            try:
                result = self.job.result()
            except Exception as exc:  # a crashed worker: no hint, the game goes on
                log.warning("hint search failed: %s", exc)
                self.cancel()
                return None
            if result is None:
                return None
            self.job = None
            self.action = legal(result)
            if self.action is None:
                log.warning("hint %r is not legal here: not shown", result)
        return self.action

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
        self.job = None
        self.key = None
        self.action = None


def still_thinking(thinking: Any, state: Any, ai_to_move: bool) -> bool:
    """A table's question "is a computer's search running?" (for the frame bench and the
    thinking indicator): a search started, not finished, for a game still going."""
    if thinking is None or state.is_terminal or not ai_to_move:
        return False
    done = getattr(thinking, "done", None)
    return not done() if callable(done) else False


def warm_up_worker() -> None:
    """Start the AI worker ahead of the first computer move (a table or the setup
    screen opening). The worker is an optimisation, never a reason to fail."""
    try:
        from ninjas.ai import warm_up

        warm_up()
    except Exception as exc:
        log.info("AI worker not warmed up: %s", exc)


# ---------------------------------------------------------------------- a computer that froze
def fallback_action(session: Any) -> Any:
    """A legal move for the computer when the person will not wait for it: drawn from a
    generator seeded by the game's seed and the number of actions played, so the same
    game gives the same move on any machine. The game's own generator is not touched
    (a replay from the save would not draw from it), and the move itself is what the
    save records."""
    legal = list(session.state.legal_actions())
    rng = random.Random(f"{session.seed}:{len(session.actions)}:no answer")
    return legal[rng.randrange(len(legal))]


def watch_computer(table: Any, play: Callable[[Any], None]) -> None:
    """A table calls this each frame its computer has not answered yet. When the search
    stalled (the AI worker froze and the watchdog of ninjas.ai.thinking replaced it), the
    table is covered by ComputerWaitScene, which says that it waits and offers a way
    out; `play(action)` plays an action as the table's computer would."""
    thinking = getattr(table, "thinking", None)
    if thinking is None or not getattr(thinking, "stalled", False):
        return
    if table.app.top is table:
        table.app.push(ComputerWaitScene(table.app, table, play))


class ComputerWaitScene(MenuScene):
    """Over a table whose computer stopped answering: says so (the search runs again in
    a new worker), and offers to play a random legal move for it or to go back to the
    title screen (the game is autosaved). It closes by itself when the answer comes."""

    overlay = True
    back_keys = ()  # Escape does not choose for the person

    def __init__(self, app: App, table: Any, play: Callable[[Any], None]) -> None:
        super().__init__(app)
        self.table = table
        self.play = play
        self.thinking = table.thinking
        self.time = 0.0
        entries = (
            ("ai_wait.random", self.random_move, "primary"),
            ("ai_wait.menu", self.to_title, "quiet"),
        )
        self.button_menu(entries)

    def layout(self, size: tuple[int, int]) -> None:
        self.panel = theme.centred_rect(*WAIT_PANEL, size, dy=-10)
        for index, widget in enumerate(self.menu.widgets):
            rect = theme.design_rect(0, 0, *WAIT_BUTTON)
            rect.midtop = (self.panel.centerx, self.panel.top + theme.px(246 + index * 70))
            widget.rect = rect

    @property
    def animating(self) -> bool:
        return True

    @property
    def waited(self) -> float:
        """Seconds since the computer began this search (real time)."""
        started = getattr(self.thinking, "started", None)
        return time.monotonic() - started if isinstance(started, float) else self.time

    @property
    def ai_thinking(self) -> bool:
        """Still waiting for the computer (a headless loop waits for it too)."""
        done = getattr(self.thinking, "done", None)
        return not done() if callable(done) else False

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.time >= WAIT_GRACE_SECONDS:
            super().handle_event(event)

    def _close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def _give_up(self) -> None:
        """The search is not wanted any more: it is cancelled (a frozen worker with it)."""
        if self.thinking is not None:
            self.thinking.cancel()
        if getattr(self.table, "thinking", None) is self.thinking:
            self.table.thinking = None

    def random_move(self) -> None:
        self._give_up()
        self._close()
        session = self.table.session
        if session.state.is_terminal or not session.ai_to_move:
            return
        self.play(fallback_action(session))

    def to_title(self) -> None:
        self._give_up()
        to_title(self.app, self.table.session)  # autosaved: Continue picks up from here

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        session = self.table.session
        if not self.ai_thinking or session.state.is_terminal or not session.ai_to_move:
            self._close()  # the answer came: the table plays it

    def draw(self, canvas: pygame.Surface) -> None:
        self.ensure_layout(canvas.get_size())
        draw_backdrop(self, canvas)
        tr = self.app.tr
        panel = self.panel
        draw_panel(canvas, panel, title=tr("ai_wait.title"))
        y = panel.top + panel_title_height()
        for line in wrap_text(tr("ai_wait.body"), theme.FONT_BODY, panel.width - theme.px(80)):
            theme.blit_text(
                canvas, line, theme.FONT_BODY, theme.MOONLIGHT, midtop=(panel.centerx, y)
            )
            y += theme.px(32)
        waited = tr("ai_wait.waited", seconds=int(self.waited))
        theme.blit_text(
            canvas,
            waited,
            theme.FONT_SMALL,
            theme.TEXT_DIM,
            midtop=(panel.centerx, y + theme.px(8)),
        )
        self.menu.draw(canvas)
        draw_hint(canvas, tr("ai_wait.hint"))
