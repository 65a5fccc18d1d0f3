"""How the review's figures are said. A win chance said as 0% or 100% with what it counts (s21: a '0 %' on the review read
as a bug): the simulated games it is the share of, '0% (0 of 48)', or the game's end,
'0% (game lost)'. Any other chance is its plain figure. `scene` is the ReviewScene,
typed loosely."""

from __future__ import annotations

from typing import Any


def points(scene: Any, value: float) -> str:
    """A difference of two chances in percentage points: 'fell by 57 points, from 65%
    to 8%' ('57 %' read as a share of the 65%, s23; 'baissé de 57 points' in French)."""
    return str(scene.tr.plural("review.points", round(abs(value) * 100)))


def samples(scene: Any) -> int | None:
    """The simulated games a chance of the scene's review is the share of (its budget's
    key: 'v9-hard-normal-48-r10'), None where it does not say."""
    review = getattr(getattr(scene, "job", None), "review", None)
    key = getattr(review, "budget", None) or getattr(scene, "budget", None)
    key = key if isinstance(key, str) else getattr(key, "key", lambda: "")()
    parts = str(key).split("-")
    return int(parts[3]) if len(parts) > 3 and parts[3].isdigit() else None


def percent(scene: Any, value: float, end: bool = False) -> str:
    """`value` as a percentage; at 0% or 100%, what it counts: the game's end where
    `end` (the chance after the game's last action is its result), else the
    simulated games won of those played."""
    shown = scene.percent(value)
    if round(value * 100) not in (0, 100):
        return str(shown)
    tr = scene.tr
    if end:
        key = "review.counted.won" if value >= 0.5 else "review.counted.lost"
        return str(tr(key, chance=shown))
    count = samples(scene)
    if count is None:
        return str(shown)
    return str(tr("review.counted", chance=shown, wins=round(value * count), count=count))
