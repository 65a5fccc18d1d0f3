"""Issue 31, 2.3: a window dragged small never crashes. The window cannot be made smaller
than MIN_SIZE; every screen draws at every size from there up to 2560x1440 (seeded
random sizes, the window resized while the screen is open, as a person drags it); and a
window smaller all the same (a window manager that ignores the minimum) gets the frame
drawn at MIN_SIZE's scale and shrunk into it, the pointer following."""

from __future__ import annotations

import random
import warnings
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.pathcheck import MIN_SIZE
from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import Settings
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App, floor_size
from scenes.handoff import GRACE_SECONDS, HandoffScene
from tools import screens

from .conftest import STEP

LARGEST = (2560, 1440)
CORNERS = ((640, 360), (640, 1440), (2560, 360), (2560, 1440), (641, 361))
SIZES_PER_SCREEN = 2
"""Random sizes each screen is dragged through, besides the corners (a different pair
for each screen: over 100 sizes in all; the test after opens each at another)."""
MOTION_SIZES = 12
"""Sizes a table playing itself is dragged through, 40 frames each, the corners first
(or fewer if its game ends: Taisen's, Shinobi's and Night's do within 7)."""
GUIDED_SIZES = 10
"""Sizes a lesson played on is dragged through, 30 frames each, the corners first."""
TOO_SMALL = ((1280, 330), (400, 700), (580, 330), (320, 180), (240, 135), (1, 1), (1, 1080))
"""The sizes the testers crashed the game at (issue 31), and a sliver."""
Build = Callable[[App], Any]


def random_sizes(seed: int, count: int) -> list[tuple[int, int]]:
    """`count` window sizes from MIN_SIZE to LARGEST, the same for the same seed."""
    rng = random.Random(seed)
    return [
        (rng.randint(MIN_SIZE[0], LARGEST[0]), rng.randint(MIN_SIZE[1], LARGEST[1]))
        for _ in range(count)
    ]


def make_app(size: tuple[int, int]) -> App:
    pygame.init()
    theme.set_scale(1.0)
    return App(Settings(), headless=True, size=size)


def drag_to(app: App, size: tuple[int, int]) -> None:
    """The window resized to `size` (what SDL does when a person drags its edge)."""
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def frames(app: App, count: int = 3, dt: float = STEP) -> None:
    for _ in range(count):
        if app.stack:
            app.stack[-1].update(dt)
        if app.stack:
            app.draw()


def instant_ai(scene: Any) -> None:
    """The computer decides at once in this process (the tests never wait on a worker)."""
    if hasattr(scene, "_think"):
        scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))


def assert_drawn(surface: pygame.Surface) -> None:
    """Something drawn, not one flat fill (a hand-off cover at 2560x360 is mostly
    night: conftest's assert_not_blank asks more colours than it has)."""
    small = pygame.transform.scale(surface, (64, 36))
    colours = {tuple(small.get_at((x, y))) for x in range(64) for y in range(36)}
    assert len(colours) > 8, f"the frame looks blank ({len(colours)} colours)"


def close(app: App) -> None:
    while app.stack:
        app.pop()


# ---------------------------------------------------------------------- the screens
def _message(app: App) -> None:
    from scenes.message import MessageScene

    screens._screens()["title"](app)
    long_text = " ".join(["A message long enough to wrap over many lines."] * 30)
    app.push(MessageScene(app, "A rather long title for a message", long_text))


def _confirm(app: App) -> None:
    from scenes.message import ConfirmScene

    screens._screens()["title"](app)
    app.push(ConfirmScene(app, "Replace?", "Replace the save in slot 1?", lambda: None))


def _save(app: App) -> None:
    from scenes.slots import SlotPickerScene

    screens._table(app, "shinobi")
    app.push(SlotPickerScene(app, "save", app.stack[-1].session))  # type: ignore[attr-defined]


def _long_story(app: App) -> None:
    """A hand-off whose story since the last turn is longer than any window holds."""
    from scenes.since_turn import SinceLine

    screens._table(app, "night")
    lines = [SinceLine(f"Kiku threw a kunai at Sora's roof ({n})", n % 3 == 0) for n in range(40)]
    session = app.stack[-1].session  # type: ignore[attr-defined]
    app.push(
        HandoffScene(
            app, "Sora", (90, 160, 220), lambda: None, session=session, story=lambda: lines
        )
    )


def _pad_lost(app: App) -> None:
    from scenes.pads import PadLostScene

    screens._table(app, "taisen")
    app.push(PadLostScene(app, lambda seat: f"Seat {seat}", [0, 1]))


def _rules_scrolled(app: App) -> None:
    from scenes.rules_scene import RulesScene

    rules = RulesScene(app, "dojo")
    app.push(rules)
    rules.target = rules.scroll = 10**6  # the end of the page


def _night_aiming(app: App) -> None:
    """A person's throw with the string in their hands (the aiming panel and string)."""
    from ninjas.night.rules import NightAction, new_game
    from scenes.night import NightScene

    state = new_game(7, {"players": 2, "village": "crossroads"})
    state.positions = [0, 1]
    state.phase, state.first, state.index, state.step = "act", 0, 0, 0
    state.plans = [["move", "move"], ["skip", "skip"]]
    seats = [Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(state.options), seats, state)
    scene = NightScene(app, session)
    app.push(scene)
    village = state.village
    target = next(b for b in range(1, len(village.buildings)) if village.reachable(0, b))
    scene.throw = NightAction("move", (str(target), "0.0"))
    scene.length = 12.0


def all_screens() -> dict[str, Build]:
    """tools.screens' gallery (title, settings, load, pause, hand-off, computer wait,
    each game's setup, table, guided game, rules and results), and the overlays it has
    not: a long message, a question, the save picker, a hand-off's long story, a lost
    pad, the rules scrolled to their end, a Night throw being aimed."""
    built: dict[str, Build] = dict(screens._screens())
    built.update(
        message=_message,
        confirm=_confirm,
        save=_save,
        long_story=_long_story,
        pad_lost=_pad_lost,
        rules_scrolled=_rules_scrolled,
        night_aiming=_night_aiming,
    )
    return built


SCREENS = sorted(all_screens())


@pytest.mark.parametrize("name", SCREENS)
def test_every_screen_draws_at_every_size_from_the_minimum_up(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opened at the smallest window, then dragged through the corners (tall and
    narrow, wide and flat) and seeded random sizes up to 2560x1440. A review screen
    opens on its review finished, worked out with a small budget (with its game's own,
    up to two minutes a screen; tests/tools/test_screens_review.py)."""
    monkeypatch.setattr(screens, "GIVEN_REVIEW", screens.SMALL_REVIEW)
    build = all_screens()[name]
    app = make_app(MIN_SIZE)
    build(app)
    for top in app.stack:
        instant_ai(top)
    frames(app)
    sizes = [*CORNERS, *random_sizes(SCREENS.index(name), SIZES_PER_SCREEN)]
    for size in sizes:
        drag_to(app, size)
        frames(app)
        assert app.canvas.get_size() == size
        assert_drawn(app.canvas)
    close(app)


def test_the_screens_are_also_opened_at_a_random_size(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each screen opened straight at a size (a table lays itself out when made). A
    review is drawn as it opens, its progress shown: the screens tool waits up to
    REVIEW_WAIT for it to be worked out, which cost this test 6 minutes on a busy
    machine; the test above draws each worked-out review at every size."""
    monkeypatch.setattr(screens, "REVIEW_WAIT", 0.0)
    sizes = random_sizes(31, len(SCREENS))
    for name, size in zip(SCREENS, sizes, strict=True):
        app = make_app(size)
        all_screens()[name](app)
        frames(app, 2)
        assert_drawn(app.canvas)
        close(app)


# ---------------------------------------------------------------- tables in motion
PLAYERS = {"taisen": 2, "shinobi": 3, "night": 3, "dojo": 2}


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_table_in_motion_draws_while_the_window_is_dragged(game: str) -> None:
    """The computer plays itself, animated (walks, battles, throws, banners), while the
    window changes size every few frames."""
    from scenes.registry import make_game_scene
    from scenes.results import ResultsScene

    app = make_app(MIN_SIZE)
    app.settings.animation_speed = 4.0
    seats = [Seat("ai", "random") for _ in range(PLAYERS[game])]
    session = GameSession.new(game, seats, seed=5, autosave=False)
    scene = make_game_scene(app, session)
    instant_ai(scene)
    app.push(scene)
    rng = random.Random(game)
    sizes = [*CORNERS, *random_sizes(len(game), MOTION_SIZES - len(CORNERS))]
    dragged = 0
    for count in range(MOTION_SIZES * 40):
        if isinstance(app.top, ResultsScene) or not app.stack:
            break
        if count % 40 == 0:
            drag_to(app, sizes[dragged])
            dragged += 1
        app.stack[-1].update(rng.choice((STEP, STEP, 1 / 30, 0.1)))
        app.draw()
    assert isinstance(app.top, ResultsScene) or dragged == MOTION_SIZES  # the end, or all sizes
    assert len(session.actions) > 10
    close(app)


def _guided_input(app: App, scene: Any, rng: random.Random) -> None:
    """Next on a step that only explains, else one of the person's legal moves."""
    top = app.top
    if isinstance(top, HandoffScene):
        top.time = GRACE_SECONDS
        top.ready()
    elif top is scene and scene.guide.guiding and scene.guide.current.done is None:
        app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    elif top is scene and scene.can_act:
        legal = list(scene.state.legal_actions())
        scene.play(legal[rng.randrange(len(legal))])


@pytest.mark.parametrize("game", sorted(PLAYERS))
def test_a_guided_game_played_on_draws_while_the_window_is_dragged(game: str) -> None:
    from scenes.registry import make_tutorial

    app = make_app(MIN_SIZE)
    scene = make_tutorial(app, game)
    instant_ai(scene)
    app.push(scene)
    rng = random.Random(game)
    sizes = [*CORNERS, *random_sizes(100 + len(game), GUIDED_SIZES - len(CORNERS))]
    dragged = 0
    for count in range(GUIDED_SIZES * 30):
        if not app.stack or scene.state.is_terminal:
            break
        if count % 30 == 0:
            drag_to(app, sizes[dragged])
            dragged += 1
        if count % 6 == 5:
            _guided_input(app, scene, rng)
        frames(app, 1)
    assert scene.state.is_terminal or dragged == GUIDED_SIZES  # the end, or all sizes
    assert scene.session.actions and scene.guide.step > 0  # moves played, the guide on
    close(app)


# ------------------------------------------------------------ smaller than the minimum
def test_the_window_cannot_be_dragged_smaller_than_the_minimum() -> None:
    app = make_app((1280, 720))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
        assert tuple(window.minimum_size) == MIN_SIZE
        window.size = (400, 300)
        assert tuple(window.size) == MIN_SIZE
    app.apply_display_settings()  # the window made again keeps its minimum
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        assert tuple(pygame.Window.from_display_module().minimum_size) == MIN_SIZE
    close(app)


def test_the_canvas_has_the_windows_shape_and_at_least_the_minimum_size() -> None:
    assert floor_size((1280, 720)) == (1280, 720)
    assert floor_size(MIN_SIZE) == MIN_SIZE
    assert floor_size((320, 180)) == (640, 360)
    assert floor_size((1280, 330)) == (1397, 360)
    assert floor_size((400, 700)) == (640, 1120)
    assert floor_size((1, 1)) == (640, 640)
    assert floor_size((1, 1080)) == (640, 1080)  # a sliver: squashed, not 640x691200
    assert floor_size((3000, 10)) == (3000, 360)
    for size in random_sizes(7, 200):
        assert floor_size(size) == size
    rng = random.Random(8)
    for _ in range(1000):
        size = (rng.randint(1, 4000), rng.randint(1, 4000))
        width, height = floor_size(size)
        assert width >= MIN_SIZE[0] and height >= MIN_SIZE[1]
        assert width <= max(size[0], 2560) and height <= max(size[1], 1440)


SMALL_SCREENS = (
    "title",
    "taisen_setup",
    "shinobi_table",
    "night_table",
    "dojo_table",
    "dojo_tutorial",
    "dojo_rules",
    "handoff",
    "message",
    "pause",
)


@pytest.mark.parametrize("size", TOO_SMALL)
def test_a_window_smaller_than_the_minimum_shows_the_screen_shrunk(
    size: tuple[int, int],
) -> None:
    """The sizes the testers crashed the game at: each screen opened there, and opened
    big then dragged there, draws; the window shows the whole frame, shrunk."""
    for name in SMALL_SCREENS:
        for opened_at in (size, (1280, 720)):
            app = make_app(opened_at)
            all_screens()[name](app)
            frames(app, 2)
            drag_to(app, size)
            frames(app, 2)
            assert app.window.get_size() == size
            assert app.canvas.get_size() == floor_size(size)
            if size[0] * size[1] > 10_000:
                assert_drawn(app.window)
            close(app)


def test_the_pointer_follows_the_shrunk_frame() -> None:
    """At half the minimum, a click at half a button's position presses it."""
    from scenes.message import ConfirmScene

    app = make_app((1280, 720))
    drag_to(app, (320, 180))  # a window manager that ignores the minimum
    confirmed: list[bool] = []
    dialog = ConfirmScene(app, "Replace?", "Replace it?", lambda: confirmed.append(True))
    app.push(dialog)
    frames(app, 1)
    x, y = dialog.confirm_button.rect.center
    pos = (x // 2, y // 2)
    for kind in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=pos, rel=(0, 0), button=1, buttons=(0, 0, 0)))
    frames(app, 1)
    assert confirmed == [True]
    close(app)
