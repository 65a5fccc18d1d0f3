"""A window's animations keep the wall clock, however slow its frames (scenes/pacing.py;
issue 33: at load 10 a 1920x1080 frame took 108 ms median, the loop played at most 83 ms
of game a frame, and a computer's Taisen turn of 3.5 s lasted 7-11 s by the watch)."""

from scenes.app import App
from scenes.pacing import CATCH_UP_SECONDS, STEP, Pacer
from scenes.scene import Scene


class Watch(Scene):
    """A scene that animates and adds up the game time its updates were given."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0

    @property
    def animating(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, canvas) -> None:
        canvas.fill((0, 0, 0))


class SlowFrames:
    """A window's clock whose every frame takes `seconds` of wall time."""

    headless = False

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.elapsed = 0.0

    def start(self) -> None:
        pass

    def now(self) -> float:
        return self.elapsed

    def tick(self, fps: int = 0) -> float:
        self.elapsed += self.seconds
        return self.seconds


def test_slow_frames_play_the_wall_time_that_passed():
    """Frames of 100 ms play 100 ms of updates each: 30 of them, 3 s of game (the loop's
    cap of 5 updates a frame played 2.5 s); the part of a STEP left waits for the next."""
    pacer = Pacer()
    steps = sum(pacer.steps(0.1) for _ in range(30))
    assert abs(steps * STEP - 3.0) < STEP
    assert sum(pacer.steps(0.005) for _ in range(3)) in (0, 1)  # 15 ms: under a STEP


def test_a_stall_is_not_fast_forwarded():
    """A frame 3 s late (the laptop asleep, the process stopped) plays CATCH_UP_SECONDS:
    nobody saw the rest."""
    pacer = Pacer()
    assert abs(pacer.steps(3.0) * STEP - CATCH_UP_SECONDS) < STEP


def test_the_windows_loop_follows_the_clock_not_the_frames(app: App):
    """In the window's loop (not headless), 12 frames of 250 ms each give the scene on top
    3 s of updates: an animation of one second lasts one second by the watch (before:
    12 frames x 5 updates, 1 s of game in 3 s)."""
    scene = Watch(app)
    app.push(scene)
    app.headless = False
    app.clock = SlowFrames(0.25)  # type: ignore[assignment]
    app.run(max_frames=12)
    assert abs(scene.time - 3.0) < 1.5 * STEP


def test_headless_frames_stay_one_step_each(app: App):
    """Headless, a frame is still STEP of game: `--frames N` plays the same stretch."""
    scene = Watch(app)
    app.push(scene)
    app.run(max_frames=30)
    assert abs(scene.time - 30 * STEP) < 1e-9
