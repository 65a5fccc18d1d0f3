"""The game's end that turns hidden values over is luck, not a decision (newcomer D,
s22, Night EN 1280x720, 147: 'The turning point: Round 6, 2nd action: Move, played by
Green ninja: Bo's chance fell by 65%, from 65% to 0% (game lost)'; every token was
collected by then, and the fall was the tokens turned over at dawn, not Green's Move).

Where a game hides values until its end (REVEALS: Night's tokens), the review's chance
just before that end is the share of worlds, dealt again from the seat's view, that the
last action as played leaves won: everyone's moves made, nothing turned over. The
stretch from there to the result is the reveal (turning.stretches: whose 'reveal'),
never the turning point nor another big fall; the review says it as the luck it is.
`scene` is the ReviewScene, typed loosely."""

from __future__ import annotations

import logging
import random
from typing import Any

from ninjas import review as rv
from ninjas.core.saves import start_state
from ninjas.review_playout import _mean, _share, _world

from .. import theme
from . import counted

log = logging.getLogger(__name__)

REVEALS = ("night",)
"""The games whose end turns over what was hidden (Night's tokens, scored at dawn)."""
WORLDS = 48
"""Worlds dealt for the chance before the reveal (the last action alone is played in
each: a few milliseconds)."""
SAID = 0.1
"""A reveal that took this much of the chance or more is said (turning.FALL's noise)."""


def before_end(scene: Any, review: rv.Review) -> float | None:
    """The seat's chance with every action played but the values still hidden: the
    record's last action played in worlds dealt from the seat's view before it; None
    where the game turns nothing over, or the game was not played out. Kept on the
    scene (the summary is drawn each frame)."""
    if scene.game not in REVEALS or review.outcome is None:
        return None
    kept: dict[int, float | None] = scene.__dict__.setdefault("_before_reveal", {})
    if scene.seat not in kept:
        try:
            kept[scene.seat] = _before_end(scene.record.save, scene.seat)
        except Exception:  # a verdict's words are never worth a crash: said as before
            log.warning("The chance before the game's end could not be worked out", exc_info=True)
            kept[scene.seat] = None
    return kept[scene.seat]


def _before_end(save: Any, seat: int) -> float | None:
    actions = list(save.actions)
    if not actions:
        return None
    state = start_state(save)
    for text in actions[:-1]:
        state.apply(text)
    rng = random.Random(f"review:{save.seed}:{seat}:reveal")
    shares = []
    for _ in range(WORLDS):
        world = _world(state, seat, rng)
        try:
            world.apply(actions[-1])
        except ValueError:
            continue
        if world.is_terminal:
            shares.append(_share(world, seat))
    return _mean(shares) if shares else None


def lines(scene: Any, review: rv.Review, parts: list[Any]) -> list[tuple[str, theme.Colour]]:
    """'At dawn the tokens were turned over: your chance went from 65% to 0%: the luck
    of the tokens' values, not a move.', where the reveal (a stretch of `parts`) took
    SAID or more."""
    shown = [s for s in parts if s.whose == "reveal" and s.fall >= SAID]
    if not shown:
        return []
    stretch = shown[0]
    before = counted.percent(scene, stretch.before)
    after = counted.percent(scene, stretch.after, True)
    key = f"review.reveal.{scene.game}"
    return [(str(scene.tr(key, before=before, after=after)), theme.TEXT_DIM)]
