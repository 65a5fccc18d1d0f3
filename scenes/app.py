"""The app: window, fixed-timestep loop, scene stack, and where each frame is drawn.

Every scene draws on the window itself, at its own pixel size (crisp text and art at
any size): it lays out from App.view_size, and theme.set_scale tells it the scale.

One loop for the window and for headless runs (tests, screenshots, demos, the soak);
only the clock differs. With a window it is real time. Headless it is simulated: every
frame lasts exactly STEP, so `--frames N` always plays the same stretch of a game; and
since a computer's search takes no simulated time, the headless loop waits (in real
time) for the AI worker's answer before the frame that collects it (see
App.wait_for_computer).
"""

from __future__ import annotations

import dataclasses
import logging
import math
import os
import sys
import time
import warnings
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pygame

from ninjas.core.i18n import Translator, set_table_language
from ninjas.core.pathcheck import MIN_SIZE
from ninjas.core.settings import Settings, SettingsFileKept, save_settings

from . import memory, theme
from .pacing import STEP, Pacer
from .pad_hub import PAD_EVENTS, PadHub, PadPress
from .scene import Scene

DEFAULT_SIZE = (1280, 720)
"""The window's size when none is asked (main.py --size) and not fullscreen."""
# MIN_SIZE (640x360, as --size allows): the window cannot be dragged smaller (issue 31:
# screens crashed at 1280x330, 400x700, 1x1). Every screen is laid out from that size up;
# a smaller window all the same (a window manager that ignores the minimum, fullscreen
# on a tiny display) gets its frame drawn at least that big and shrunk into it.
FLOOR_MOST = (2560, 1440)
"""The largest canvas a window smaller than MIN_SIZE is drawn on (see floor_size)."""
IDLE_AFTER_SECONDS = 1.0
"""No input for this long, and nothing animating: the app idles."""
IDLE_FPS = 6
"""Frames per second while idle (slow pulses stay alive; the processor rests)."""
IDLE_POLL_SECONDS = 0.015
"""While idle, how often the app looks for input (the most a key waits to be seen)."""
INPUT_EVENTS = frozenset(
    {
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEWHEEL,
        pygame.TEXTINPUT,
        pygame.VIDEORESIZE,
        pygame.WINDOWRESIZED,
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWFOCUSGAINED,
        pygame.WINDOWEXPOSED,
    }
)

FRAME_TIMES_KEPT = 10_000
"""The frame times kept (App.frame_ms): the bench reads at most a few thousand; a game
played for hours must not keep one number per frame."""
HEADLESS_AI_WAIT_SECONDS = 20.0
"""Headless, the most the loop waits (real time) for one computer's search before
letting frames run on without it (a frozen worker must not hang a headless run: the
table's own remedies then run on simulated time)."""
AI_POLL_SECONDS = 0.002
"""Headless, how often the loop looks whether the computer's search has ended."""

log = logging.getLogger(__name__)

FOCUS_CLICK_HINT = "SDL_MOUSE_FOCUS_CLICKTHROUGH"
"""SDL's hint: "1" delivers the click that gives the window the focus. SDL 2 drops it
by default (X11: a button press within 10 ms of the focus coming in), so after a phone's
or another program's window, the first click on the game did nothing (newcomer S, s9:
'Show Ben's code' not opened). Read by SDL at each click, from the environment."""


def let_focus_clicks_through() -> None:
    """The click that brings the window to the front acts, as in other programs; a
    value the person set in the environment is kept."""
    os.environ.setdefault(FOCUS_CLICK_HINT, "1")


def floor_size(size: tuple[int, int]) -> tuple[int, int]:
    """The canvas for a window of `size`: itself from MIN_SIZE up; else the same shape
    scaled up until it is at least MIN_SIZE (shrunk back evenly, never squashed), unless
    that is bigger than FLOOR_MOST (a sliver, 1x1080): then at least MIN_SIZE each way."""
    width, height = max(1, size[0]), max(1, size[1])
    if width >= MIN_SIZE[0] and height >= MIN_SIZE[1]:
        return (width, height)
    factor = max(MIN_SIZE[0] / width, MIN_SIZE[1] / height)
    shaped = (
        max(MIN_SIZE[0], math.ceil(width * factor)),
        max(MIN_SIZE[1], math.ceil(height * factor)),
    )
    if shaped[0] <= max(width, FLOOR_MOST[0]) and shaped[1] <= max(height, FLOOR_MOST[1]):
        return shaped
    return (max(width, MIN_SIZE[0]), max(height, MIN_SIZE[1]))


def set_minimum_size(size: tuple[int, int]) -> None:
    """The window cannot be made smaller than `size` (pygame-ce 2.5's Window)."""
    try:
        with warnings.catch_warnings():  # pygame-ce prefers Window.get_surface: not here
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = size
    except (pygame.error, AttributeError) as exc:  # an older pygame, or no window
        log.info("no minimum window size: %s", exc)


DESKTOP_RESERVED = (0, 100)
"""Px of the desktop a window leaves to the window manager at least: its title bar and a
panel or taskbar (pygame-ce cannot ask SDL for the usable area, so this is what one
commonly takes; maximize_window then fits the window to the real one)."""


def fitted_window_size(asked: tuple[int, int], desktop: tuple[int, int]) -> tuple[int, int]:
    """The window's size for `asked` (--size, or the default) on a desktop of `desktop`:
    as asked when it fits with DESKTOP_RESERVED left; else the largest of its shape that
    does (never under MIN_SIZE). Issue 33: at --size 1920x1080 on a 1920x1080 screen,
    under a window manager the window was taller than the work area, and the replay's
    row of controls was half off the screen."""
    room = (desktop[0] - DESKTOP_RESERVED[0], desktop[1] - DESKTOP_RESERVED[1])
    if asked[0] <= room[0] and asked[1] <= room[1]:
        return asked
    if room[0] <= 0 or room[1] <= 0:  # no desktop told (0x0): as asked
        return asked
    scale = min(room[0] / asked[0], room[1] / asked[1])
    return (
        max(MIN_SIZE[0], math.floor(asked[0] * scale)),
        max(MIN_SIZE[1], math.floor(asked[1] * scale)),
    )


def desktop_size() -> tuple[int, int] | None:
    """The first desktop's size, or None where SDL does not tell it."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except (pygame.error, AttributeError) as exc:
        log.info("no desktop size: %s", exc)
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None


def maximize_window() -> None:
    """Maximize the window: a window manager fits it to the desktop's usable area."""
    try:
        with warnings.catch_warnings():  # pygame-ce prefers Window.get_surface: not here
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().maximize()
    except (pygame.error, AttributeError) as exc:  # an older pygame, or no window
        log.info("the window is not maximized: %s", exc)


def place_window(position: tuple[int, int]) -> None:
    """Move the window to `position` on the desktop (some video drivers cannot)."""
    try:
        pygame.display.set_window_position(position)
    except (pygame.error, AttributeError) as exc:  # Wayland, or an older pygame
        log.info("the window stays where it is: %s", exc)


class RealClock:
    """The window's clock: real time, frames paced by SDL."""

    headless = False

    def __init__(self) -> None:
        self._clock = pygame.time.Clock()

    def start(self) -> None:
        """A run begins: the time before it is not a frame's."""
        self._clock.tick()

    def now(self) -> float:
        return time.monotonic()

    def tick(self, fps: int = 0) -> float:
        """Wait for the next frame at `fps` (0: no wait); the seconds since the last."""
        return self._clock.tick(fps) / 1000.0


class SimulatedClock:
    """The headless clock: every frame lasts exactly STEP, however long it took to
    compute, so that a number of frames is a length of game time."""

    headless = True

    def __init__(self) -> None:
        self.frames = 0

    def start(self) -> None:
        pass

    def now(self) -> float:
        return self.frames * STEP  # counted, not summed: no rounding drift

    def tick(self, fps: int = 0) -> float:
        self.frames += 1
        return STEP


class App:
    """Owns the window and the stack of scenes (push / pop / replace)."""

    @property
    def tr(self) -> Translator:
        """The words of the screen; set, its language is the table's (what is drawn
        with no translator at hand reads it: a Dojo card's rank letters, V D R in
        French)."""
        return self._tr

    @tr.setter
    def tr(self, value: Translator) -> None:
        self._tr = value
        set_table_language(getattr(value, "lang", "en"))

    def __init__(
        self,
        settings: Settings,
        *,
        headless: bool = False,
        size: tuple[int, int] | None = None,
    ) -> None:
        let_focus_clicks_through()
        self.settings = settings
        self.headless = headless
        self.storage_notice_shown = False
        """The title said once that saving is off (ninjas.core.paths.storage_problem)."""
        self.demo = False
        """Attract mode: AI against AI, games follow one another."""
        self._last_game: str | None = settings.last_game or None
        self.seed_given: int | None = None
        """The seed given on the command line (main.py --seed): the setups opened from
        the title show it in their Seed field, where it may be changed or cleared."""
        self.tr = Translator(settings.language)
        self.kept_language: str | None = None
        """The settings file's language while another is used for this run only
        (--lang): what is saved, until the person chooses one on the settings screen."""
        self.stack: list[Scene] = []
        self.running = True
        self.frame_ms: deque[float] = deque(maxlen=FRAME_TIMES_KEPT)
        """Time spent on each frame's update + draw (for the bench), the latest ones."""
        self._stack_changed = False
        """Screens left the stack since the last frame: a game's art may be let go."""
        self.clock: RealClock | SimulatedClock = SimulatedClock() if headless else RealClock()
        self.last_input = self.clock.now()
        self.ai_wait_seconds = HEADLESS_AI_WAIT_SECONDS
        """Headless: the most the loop waits for one computer's search (see above)."""
        self._ai_waited = 0.0
        """Headless: real seconds waited so far for the search now running."""
        self._window_size = size or DEFAULT_SIZE
        """The window's size when not fullscreen (main.py --size, else 1280x720)."""
        self.size_forced = size is not None
        """--size was given: fullscreen is not applied at start (screenshots, bench)."""
        self._floor: pygame.Surface | None = None
        """The canvas while the window is smaller than MIN_SIZE (see canvas)."""
        self.window = self._open_window()
        from .audio import Audio

        self.audio = Audio(settings, music=not headless)  # headless: no music decoded
        self.pads = PadHub()
        """The gamepads, and which seat holds which (scenes/pads.py)."""
        self._message_listeners: list[Callable[[str], None]] = []
        self.idle_jobs: list[Callable[[], None]] = []
        """Work that can wait for a still screen (e.g. the setup screen builds the table's
        art): one job per idle frame, when no input is waiting (see run_idle_job)."""

    # ------------------------------------------------------------------ window
    def _open_window(self) -> pygame.Surface:
        pygame.display.set_caption(self.tr("app.title"))
        was_fullscreen = getattr(self, "window_fullscreen", False)
        self.window_fullscreen = self.fullscreen and not self.headless
        """The window now open is fullscreen."""
        if self.window_fullscreen:
            # without a window manager SDL leaves a fullscreen window where the window
            # was: offset, its bottom cut off the screen (issue 33, seen under Xvfb);
            # moved once fullscreen, it stays there: so first to the screen's corner
            place_window((0, 0))
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        desktop = None if self.headless else desktop_size()
        asked = self._window_size
        # SDL's dummy driver (tests, soaks) makes up a 1024x768 desktop: nothing to fit
        real = desktop is not None and pygame.display.get_driver() != "dummy"
        fitted = fitted_window_size(asked, desktop) if real and desktop else asked
        window = pygame.display.set_mode(fitted, pygame.RESIZABLE)
        set_minimum_size(MIN_SIZE)  # set_mode forgets it
        if desktop is not None and (was_fullscreen or fitted != asked):
            # back from fullscreen, or made smaller to fit: in the middle of the desktop
            size = window.get_size()
            place_window(((desktop[0] - size[0]) // 2, (desktop[1] - size[1]) // 2))
        if fitted != asked:  # then the window manager fits it to the usable area
            log.info("a %sx%s window does not fit the %sx%s desktop", *asked, *desktop or ())
            maximize_window()
        return window

    @property
    def fullscreen(self) -> bool:
        """Whether the window is fullscreen (what Settings shows): the setting, unless
        --size asked for a window this run and nobody has switched since."""
        return self.settings.fullscreen and not self.size_forced

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen on or off now, and remembered (a --size given at start no longer
        holds once the person has switched: issue 33, Settings said On while the window
        stayed small)."""
        self.settings.fullscreen = on
        self.size_forced = False
        if not self.headless:  # headless: only stored
            self.apply_display_settings()

    def toggle_fullscreen(self) -> None:
        """F11 or Alt+Enter, on any screen: fullscreen on or off, remembered."""
        self.set_fullscreen(not self.fullscreen)
        self.save_settings()

    def apply_display_settings(self) -> None:
        self.window = self._open_window()

    # ------------------------------------------------------------------ drawing
    @property
    def canvas(self) -> pygame.Surface:
        """The surface frames are drawn on: the window, unless it is smaller than
        MIN_SIZE; then a surface of its shape at least that big, shrunk into the window
        when the frame is shown (App.draw), the pointer scaled to it (App.dispatch)."""
        size = floor_size(self.window.get_size())
        if size == self.window.get_size():
            self._floor = None
            return self.window
        if self._floor is None or self._floor.get_size() != size:
            self._floor = pygame.Surface(size)
        return self._floor

    def to_canvas(self, event: pygame.event.Event) -> pygame.event.Event:
        """`event` with its pointer position in canvas pixels (the window's unless it is
        smaller than MIN_SIZE)."""
        canvas, window = self.canvas.get_size(), self.window.get_size()
        if canvas == window or not hasattr(event, "pos"):
            return event
        sx, sy = canvas[0] / window[0], canvas[1] / window[1]
        data = dict(event.dict, pos=(int(event.pos[0] * sx), int(event.pos[1] * sy)))
        if "rel" in data:
            data["rel"] = (round(event.rel[0] * sx), round(event.rel[1] * sy))
        return pygame.event.Event(event.type, data)

    @property
    def view_size(self) -> tuple[int, int]:
        """The size of the surface this frame is drawn on (lay out from it)."""
        size: tuple[int, int] = self.canvas.get_size()
        return size

    def apply_scale(self) -> None:
        """Tell theme the scale of the surface drawn on now (see theme.set_scale)."""
        theme.set_scale(theme.scale_for(self.view_size))

    def set_language(self, lang: str) -> None:
        """The language the person chose: used now and saved with the settings."""
        self.kept_language = None
        self._use_language(lang)

    def language_for_run(self, lang: str) -> None:
        """`lang` used for this run only (--lang): the settings saved keep their own."""
        if self.kept_language is None:
            self.kept_language = self.settings.language
        self._use_language(lang)

    def _use_language(self, lang: str) -> None:
        self.settings.language = lang
        self.tr = Translator(lang)
        pygame.display.set_caption(self.tr("app.title"))

    @property
    def last_game(self) -> str | None:
        """The game of the last table opened (not by the attract mode): the title
        selects it when it comes back, and says 'Played last' on its card."""
        return self._last_game

    @last_game.setter
    def last_game(self, game: str | None) -> None:
        # kept in the settings: after a restart the card still says 'Played last'
        # (newcomer H, s16, 092 then 100: Dojo's tag was gone once the game restarted)
        self._last_game = game
        if game is not None and game != self.settings.last_game:
            self.settings.last_game = game
            self.save_settings()

    def save_settings(self) -> None:
        """Write the settings; a settings file that cannot be read is never written over
        (the settings screen says so), and a disk that refuses is logged."""
        settings = self.settings
        if self.kept_language is not None:
            settings = dataclasses.replace(settings, language=self.kept_language)
        try:
            save_settings(settings)
        except SettingsFileKept as exc:
            log.info("settings not saved: %s", exc)
        except OSError as exc:
            log.warning("could not save settings: %s", exc)

    # ------------------------------------------------------------------ stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.on_enter()

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_exit()
        self._stack_changed = True
        if self.stack:
            self.stack[-1].on_resume()
        else:
            self.running = False
        return scene

    def replace(self, scene: Scene) -> None:
        if self.stack:
            self.stack.pop().on_exit()
            self._stack_changed = True
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack and show `scene` (e.g. quit to title)."""
        while self.stack:
            self.stack.pop().on_exit()
            self._stack_changed = True
        self.push(scene)

    def let_go_of_unused_art(self) -> None:
        """The art of games no screen on the stack belongs to is let go (issue 15:
        memory grew with the games played). Done at the frame after screens left, so
        that a table put on a fresh stack (a rematch: reset, then push) keeps its own."""
        self._stack_changed = False
        memory.release_games(memory.games_in_use(self.stack))

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------ loop
    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one event to the top scene (mouse positions in window pixels)."""
        if event.type in INPUT_EVENTS:
            self.last_input = self.clock.now()
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in PAD_EVENTS:
            self.last_input = self.clock.now()
            self.dispatch_pads(self.pads.handle(event))
            if event.type in (pygame.CONTROLLERDEVICEADDED, pygame.CONTROLLERDEVICEREMOVED):
                self.pads_changed()
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) or (
            event.type == pygame.MOUSEMOTION and tuple(getattr(event, "rel", (1, 1))) != (0, 0)
        ):
            self.pads.in_use = False  # the mouse or keys took over: no pad focus shown
        if event.type == pygame.KEYDOWN and (
            event.key == pygame.K_F11
            or (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and getattr(event, "mod", 0) & pygame.KMOD_ALT
            )
        ):
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWRESIZED, pygame.WINDOWSIZECHANGED):
            return  # the scenes lay out again from the window's new size
        self.apply_scale()
        top = self.top
        if top is not None:
            top.handle_event(self.to_canvas(event))

    def dispatch_pads(self, presses: list[PadPress]) -> None:
        """Gamepad presses, to the scene on top (Scene.handle_pad)."""
        for press in presses:
            self.last_input = self.clock.now()
            self.apply_scale()
            top = self.top
            if top is not None:
                top.handle_pad(press)

    def pads_changed(self) -> None:
        """A pad was plugged in or out: the scenes that hold a game check their seats'
        pads (a table pauses for a seat whose pad is gone)."""
        for scene in reversed(self.stack):
            check = getattr(scene, "check_pads", None)
            if callable(check):
                check()

    def draw(self) -> None:
        if self._stack_changed:
            self.let_go_of_unused_art()
        canvas = self.canvas
        self.apply_scale()
        for scene in self.visible_scenes():
            scene.draw(canvas)
            scene.draw_pad_focus(canvas)
        if canvas is not self.window:  # a window smaller than MIN_SIZE
            self.window.blit(pygame.transform.smoothscale(canvas, self.window.get_size()), (0, 0))
        pygame.display.flip()

    def visible_scenes(self) -> list[Scene]:
        """The scenes drawn this frame: the top one and the overlays' scenes below."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        return self.stack[max(first, 0) :]

    def idle(self) -> bool:
        """No input for a moment and nothing animating on screen: the loop can rest."""
        if self.clock.now() - self.last_input < IDLE_AFTER_SECONDS:
            return False
        return not any(scene.animating for scene in self.visible_scenes())

    @staticmethod
    def _rest(seconds: float) -> None:
        """Sleep up to `seconds`, waking within IDLE_POLL_SECONDS of any event. (SDL's own
        wait polls every millisecond on some video drivers, which costs more.)"""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if pygame.event.peek():
                return
            time.sleep(min(IDLE_POLL_SECONDS, max(0.0, deadline - time.monotonic())))

    def when_idle(self, job: Callable[[], None]) -> None:
        """Run `job` in a later idle frame: nothing moves then, so its time shows nowhere."""
        self.idle_jobs.append(job)

    def run_idle_job(self) -> bool:
        """Run the oldest idle job, unless input is waiting. True if one ran."""
        if not self.idle_jobs or pygame.event.peek():
            return False
        job = self.idle_jobs.pop(0)
        try:
            job()
        except Exception as exc:  # preparing ahead is an optimisation, never a failure
            log.info("idle job %r failed: %s", job, exc)
        return True

    def computer_thinking(self) -> bool:
        """The scene on top waits for a computer's search (its `ai_thinking`)."""
        return bool(getattr(self.top, "ai_thinking", False))

    def wait_for_computer(self) -> None:
        """Headless: wait until the AI worker has answered the scene on top, so that its
        move comes in this frame, as it would after a moment's thought in a window. A
        search takes no simulated time: N frames play the same stretch of a game on any
        machine. After ai_wait_seconds of waiting for one search, frames run on."""
        if not self.computer_thinking():
            self._ai_waited = 0.0
            return
        started = time.monotonic()
        while self._ai_waited + (time.monotonic() - started) < self.ai_wait_seconds:
            time.sleep(AI_POLL_SECONDS)
            if not self.computer_thinking():
                self._ai_waited = 0.0
                return
        if self._ai_waited < self.ai_wait_seconds:
            log.warning(
                "headless: no answer from the AI worker after %.0f s; frames run on",
                self.ai_wait_seconds,
            )
        self._ai_waited = self.ai_wait_seconds

    def run(
        self,
        *,
        max_frames: int | None = None,
        screenshot: Path | None = None,
        max_seconds: float | None = None,
    ) -> int:
        """Run until quit, or `max_frames` frames, or `max_seconds` of real time. With a
        window the loop runs at 60 frames per second, and at IDLE_FPS while idle(),
        waiting for input so that it wakes at once. Headless, the same loop runs on the
        simulated clock: each frame is one STEP, the computer's moves are waited for
        (wait_for_computer), idle jobs run in still frames, and nothing else sleeps."""
        if self.clock.headless != self.headless:  # headless was switched after creation
            self.clock = SimulatedClock() if self.headless else RealClock()
            self.last_input = self.clock.now()
        clock = self.clock
        clock.start()
        pacer = Pacer()  # the updates keep the wall clock, however slow the frames
        frames = 0
        started = time.monotonic()
        while self.running and self.stack:
            idle = self.idle()
            if clock.headless:
                self.wait_for_computer()
                if idle:
                    self.run_idle_job()
                elapsed = clock.tick()
            elif idle:
                self._rest(1.0 / IDLE_FPS)
                self.run_idle_job()
                elapsed = clock.tick()
            else:
                elapsed = clock.tick(60)
            start = time.perf_counter()
            for event in pygame.event.get():
                self.dispatch(event)
            self.dispatch_pads(self.pads.repeats(min(elapsed, pacer.most)))
            if self.stack:
                self.apply_scale()
            for _ in range(pacer.steps(elapsed)):
                if not self.stack:
                    break
                self.stack[-1].update(STEP)
            if not self.stack:
                break
            self.draw()
            self.frame_ms.append((time.perf_counter() - start) * 1000.0)
            frames += 1
            if frames == 1:  # the start is over: big windows may read the sharp backdrops
                theme.allow_sharp_backdrops()
            if max_frames is not None and frames >= max_frames:
                break
            if max_seconds is not None and time.monotonic() - started >= max_seconds:
                break
        if screenshot is not None:
            from .screenshot import save_screenshot

            try:  # whole or not at all: a full disk is an error, not a cut picture
                save_screenshot(self.window, screenshot)
            # main.py checked the path before running; the disk may still disagree
            except OSError as exc:
                log.error("screenshot %s not written: %s", screenshot, exc)
                print(
                    f"ninjas: the screenshot {screenshot} could not be written: {exc}",
                    file=sys.stderr,
                )
                return 2
        return 0
