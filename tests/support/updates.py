"""A bound on a test's wait counted in table updates, not in seconds of the clock.

Where a table's computers decide in the test's own process (`scene._think` answering
Ready at once), how many updates a moment takes to come is the same on every machine,
while a bound by the clock (120 s) can run out on a loaded one. `Updates()` allows
`MOST` of them: `while not done() and updates.left(): scene.update(...)`, or
`assert updates.left()` inside the loop. A moment that never comes still fails."""

from __future__ import annotations

MOST = 2_000
"""Updates allowed: the waits that use it took 274 at most (s25: every update of each
test that uses it counted)."""


class Updates:
    def __init__(self, most: int = MOST) -> None:
        self.remaining = most

    def left(self) -> bool:
        """Whether one more update is allowed (and counts it)."""
        self.remaining -= 1
        return self.remaining >= 0
