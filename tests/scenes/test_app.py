"""The app shell: scenes drawn on the window at its own size, scene stack, overlays."""

import pygame

from scenes.app import DEFAULT_SIZE, App
from scenes.scene import Scene


class Recorder(Scene):
    def __init__(self, app, colour=(10, 20, 30), overlay=False):
        super().__init__(app)
        self.colour = colour
        self.overlay = overlay
        self.events: list = []
        self.calls: list[str] = []

    def on_enter(self):
        self.calls.append("enter")

    def on_resume(self):
        self.calls.append("resume")

    def on_exit(self):
        self.calls.append("exit")

    def handle_event(self, event):
        self.events.append(event)

    def draw(self, canvas):
        if self.overlay:
            pygame.draw.rect(canvas, self.colour, (0, 0, 100, 100))
        else:
            canvas.fill(self.colour)


def resize(app: App, size: tuple[int, int]) -> None:
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def test_mouse_positions_reach_scenes_in_window_pixels_after_a_resize(app: App):
    scene = Recorder(app)
    app.push(scene)
    resize(app, (1920, 1080))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1))
    assert scene.events[-1].pos == (960, 540)
    app.dispatch(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(1919, 1079), rel=(0, 0), buttons=(0, 0, 0))
    )
    assert scene.events[-1].pos == (1919, 1079)


def test_a_square_window_is_drawn_whole_without_bands(app: App):
    scene = Recorder(app, colour=(200, 10, 10))
    app.push(scene)
    resize(app, (1000, 1000))
    assert app.view_size == (1000, 1000)
    app.draw()
    for spot in ((500, 10), (500, 500), (10, 990)):  # no letterbox: the scene fills it
        assert app.window.get_at(spot)[:3] == (200, 10, 10)
    resize(app, DEFAULT_SIZE)
    assert app.view_size == DEFAULT_SIZE


def test_stack_push_pop_replace_reset(app: App):
    first, second, third = Recorder(app), Recorder(app), Recorder(app)
    app.push(first)
    app.push(second)
    assert app.top is second and first.calls == ["enter"]
    app.pop()
    assert app.top is first and first.calls == ["enter", "resume"] and second.calls[-1] == "exit"
    app.replace(third)
    assert app.stack == [third] and first.calls[-1] == "exit"
    app.reset(Recorder(app))
    assert len(app.stack) == 1 and third.calls[-1] == "exit"
    app.pop()
    assert not app.running


def test_overlays_draw_over_the_scene_below(app: App):
    app.push(Recorder(app, colour=(0, 0, 200)))
    app.push(Recorder(app, colour=(250, 250, 0), overlay=True))
    app.draw()
    assert app.canvas.get_at((50, 50))[:3] == (250, 250, 0)
    assert app.canvas.get_at((600, 600))[:3] == (0, 0, 200)


def test_headless_run_stops_after_the_frames_and_saves_the_screenshot(app: App, tmp_path):
    app.push(Recorder(app, colour=(1, 2, 3)))
    shot = tmp_path / "frame.png"
    assert app.run(max_frames=3, screenshot=shot) == 0
    assert len(app.frame_ms) == 3 and shot.exists()


def test_the_loop_idles_when_nothing_moves_and_wakes_on_input(monkeypatch):
    """With a window, no input for a moment and no scene animating: each frame rests
    for 1/IDLE_FPS; animating, or after an input event, frames are paced at 60 a second
    with no rest. (What the loop asks for is checked, not how many frames a busy machine
    managed to draw in a second: speed is the bench's business.)"""
    import time as clock

    from ninjas.core.settings import Settings
    from scenes import app as app_module
    from scenes.app import App, RealClock
    from scenes.scene import Scene

    class Still(Scene):
        moving = False

        @property
        def animating(self) -> bool:
            return self.moving

        def draw(self, canvas):  # type: ignore[no-untyped-def]
            canvas.fill((10, 20, 30))

    rests: list[float] = []
    paces: list[int] = []
    monkeypatch.setattr(App, "_rest", staticmethod(lambda seconds: rests.append(seconds)))
    monkeypatch.setattr(RealClock, "tick", lambda self, fps=0: paces.append(fps) or app_module.STEP)
    pygame.init()
    application = App(Settings(), headless=False)
    scene = Still(application)
    application.push(scene)

    def frames(count: int) -> tuple[list[float], list[int]]:
        rests.clear()
        paces.clear()
        application.run(max_frames=count)
        return rests[:], paces[:]

    application.last_input = clock.monotonic() - 10  # no input for a while
    rested, paced = frames(5)
    assert rested == [1.0 / app_module.IDLE_FPS] * 5 and 60 not in paced
    scene.moving = True
    rested, paced = frames(5)
    assert rested == [] and paced == [60] * 5  # animating: the full rate
    scene.moving = False
    application.dispatch(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    )
    rested, paced = frames(5)
    assert rested == [] and paced == [60] * 5  # input: awake at once


def test_idle_jobs_run_one_per_still_frame_and_never_before_input(monkeypatch):
    import time as clock

    from ninjas.core.settings import Settings

    pygame.init()
    application = App(Settings(), headless=False)
    application.push(Recorder(application))
    done: list[int] = []
    for n in range(3):
        application.when_idle(lambda n=n: done.append(n))
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.USEREVENT))
    assert not application.run_idle_job() and done == []  # input waits first
    pygame.event.clear()
    application.last_input = clock.monotonic()  # just touched: not idle, no job
    application.run(max_frames=3)
    assert done == []
    application.last_input = clock.monotonic() - 10
    application.run(max_frames=2)
    assert done == [0, 1]

    def broken() -> None:
        raise RuntimeError("boom")

    application.idle_jobs[:] = [broken]
    application.run(max_frames=1)  # logged, never raised
    assert application.idle_jobs == [] and application.running


class Thinker(Scene):
    """A table whose computer answers after `seconds` of real time: it counts the
    frames (updates) it waited and plays once the answer is in."""

    def __init__(self, app, seconds: float):
        super().__init__(app)
        import time

        self.ready_at = time.monotonic() + seconds
        self.updates = 0
        self.moved_at: int | None = None

    @property
    def ai_thinking(self) -> bool:
        import time

        return self.moved_at is None and time.monotonic() < self.ready_at

    def update(self, dt):
        self.updates += 1
        if self.moved_at is None and not self.ai_thinking:
            self.moved_at = self.updates


def test_headless_frames_wait_for_the_computer_and_last_one_step_each(app: App):
    """Headless, a frame is STEP of simulated time and the computer's search takes none:
    the loop waits for the AI worker, and the move comes in the first frame."""
    import time

    from scenes.app import STEP

    scene = Thinker(app, 0.3)
    app.push(scene)
    started = time.monotonic()
    app.run(max_frames=10)
    assert time.monotonic() - started >= 0.25  # it waited for the answer...
    assert scene.moved_at == 1  # ...which came in the first frame
    assert scene.updates == 10 and app.clock.now() == 10 * STEP


def test_headless_waits_a_bounded_time_for_a_frozen_computer(app: App):
    """A worker that never answers does not hang a headless run: after ai_wait_seconds
    for one search, frames run on without waiting again."""
    import time

    scene = Thinker(app, 3600.0)
    app.push(scene)
    app.ai_wait_seconds = 0.2
    started = time.monotonic()
    app.run(max_frames=50)
    assert 0.15 <= time.monotonic() - started < 2.0
    assert scene.updates == 50 and scene.moved_at is None


def test_headless_idle_jobs_run_on_the_simulated_clock(app: App):
    """The headless loop polls like the window: with no input for IDLE_AFTER_SECONDS of
    simulated time (60 frames per second), idle jobs run, one per still frame."""
    from scenes.app import IDLE_AFTER_SECONDS

    app.push(Recorder(app))
    done: list[int] = []
    for n in range(3):
        app.when_idle(lambda n=n: done.append(n))
    pygame.event.clear()
    still = round(IDLE_AFTER_SECONDS * 60)
    app.run(max_frames=still)  # the last of these frames starts 59/60 s in
    assert done == []
    app.run(max_frames=2)
    assert done == [0, 1]


class SizeRecorder(Recorder):
    def __init__(self, app, colour=(10, 20, 30), overlay=False):
        super().__init__(app, colour, overlay)
        self.drawn_sizes: list[tuple[int, int]] = []
        self.scales: list[float] = []

    def draw(self, canvas):
        from scenes import theme

        self.drawn_sizes.append(canvas.get_size())
        self.scales.append(theme.scale())
        super().draw(canvas)


def test_a_scene_draws_on_the_window_at_its_own_size_with_window_mouse_positions(
    app: App,
):
    scene = SizeRecorder(app)
    app.push(scene)
    resize(app, (1920, 1080))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(960, 540), button=1))
    assert scene.events[-1].pos == (960, 540)  # the window's own pixels
    assert app.view_size == (1920, 1080)
    app.draw()
    assert scene.drawn_sizes[-1] == (1920, 1080)
    assert scene.scales[-1] == 1.5
    assert app.window.get_at((1900, 1060))[:3] == (10, 20, 30)  # no bands: all of it drawn


def test_an_overlay_and_the_scene_below_draw_on_the_window_at_its_size(app: App):
    below = SizeRecorder(app, colour=(0, 0, 200))
    app.push(below)
    resize(app, (1920, 1080))
    above = SizeRecorder(app, colour=(250, 250, 0), overlay=True)
    app.push(above)
    assert app.view_size == (1920, 1080)
    app.draw()
    assert below.drawn_sizes[-1] == above.drawn_sizes[-1] == (1920, 1080)
    assert below.scales[-1] == above.scales[-1] == 1.5
    assert app.window.get_at((1900, 1060))[:3] == (0, 0, 200)  # the table under it, whole
    assert app.window.get_at((50, 50))[:3] == (250, 250, 0)


def test_text_is_rendered_at_its_real_pixel_size_for_the_scale():
    from scenes import theme

    try:
        theme.set_scale(1.0)
        small = theme.text("Ninjas", theme.FONT_BODY).get_height()
        theme.set_scale(2.0)
        big = theme.text("Ninjas", theme.FONT_BODY).get_height()
        assert theme.px(10) == 20
    finally:
        theme.set_scale(1.0)
    assert 1.8 < big / small < 2.2
    assert theme.scale_for((2560, 1600)) == 2.0
    assert theme.design_size((1920, 1200)) == (1280, 800)
