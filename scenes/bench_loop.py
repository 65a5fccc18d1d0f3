"""The benches' frame loop: frames paced at 60 a second like the window's, each one's
events, update and draw timed (scenes.bench_frames, scenes.bench_phones)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App


def paced_frames(app: App, frames: int) -> Iterator[tuple[float, float]]:
    """Play `frames` frames of `app`, paced at 60 a second (a late frame starts the next
    at once), yielding each frame's (wall-clock ms, drawing thread's processor ms) just
    after it is drawn."""
    from .app import STEP

    next_frame = time.perf_counter()
    for _ in range(frames):
        next_frame += STEP
        start = time.perf_counter()
        cpu = time.thread_time()
        for event in pygame.event.get():
            app.dispatch(event)
        if app.top is not None:
            app.top.update(STEP)
        app.draw()
        yield (time.perf_counter() - start) * 1000.0, (time.thread_time() - cpu) * 1000.0
        pause = next_frame - time.perf_counter()
        if pause > 0:
            time.sleep(pause)
        else:
            next_frame = time.perf_counter()
