"""How many fixed updates a window's frame plays: as many as the wall time since the frame
before holds, so that an animation of one second takes one second by the watch, however
few frames the machine can draw (issue 33).

The loop used to play at most 5 updates (83 ms) a frame. On this shared 2-core machine at
load 10, a 1920x1080 frame under Xvfb took 108 ms median (306 ms at the 90th percentile,
nearly all of it `pygame.display.flip`), so the game clock ran at half the wall clock: a
Taisen computer turn of 3.5 s of animations took 7-11 s by the watch, as a newcomer timed
it (`python -m scenes.bench_turns --paced --size 1920x1080 --load 2`, with
SDL_VIDEODRIVER=x11 on an X display). An update of a table costs about 0.2 ms, a frame's
drawing tens: catching up costs nothing worth counting.

A frame later than CATCH_UP_SECONDS is a stall (the laptop asleep, the window dragged on
some systems, the process stopped): the time beyond it is dropped, so the game does not
fast-forward through what nobody could watch.
"""

from __future__ import annotations

STEP = 1.0 / 60.0
"""The fixed update: every scene's `update(dt)` is called with it."""
CATCH_UP_SECONDS = 0.5
"""The most game time one frame plays (30 updates, about 6 ms at a table): a frame that
late still keeps the wall clock; one later is a stall, the rest of its time dropped."""


class Pacer:
    """`steps(elapsed)` each frame: the number of STEP updates to play for `elapsed` wall
    seconds since the frame before; the part of a STEP left over waits for the next."""

    def __init__(self, most: float = CATCH_UP_SECONDS) -> None:
        self.most = most
        self.behind = 0.0
        """Wall seconds not yet played (less than a STEP between frames)."""

    def steps(self, elapsed: float) -> int:
        self.behind += min(max(0.0, elapsed), self.most)
        count = int(self.behind / STEP + 1e-9)
        self.behind = max(0.0, self.behind - count * STEP)
        return count
