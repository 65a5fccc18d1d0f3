"""A Night throw's line in the review (moved out of scene.py, whose class was near its
size limit): the moment, the string, the length thrown for the true distance and the
eye's error, or why no error is counted (a roof out of reach, a centre beyond the
string's end). `scene` is the ReviewScene, typed loosely."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv
from ninjas.night import data as night_data

from .moments import bare_moment


def throw_line(scene: Any, item: rv.Item) -> str:
    """A throw's line: 'Round 2, moving string: 31.5 cm for 30.2 cm (+1.3)'."""
    tr = scene.tr
    throw = item.throw
    assert throw is not None
    error = tr.decimal(throw.error)
    error = error if throw.error < 0 else f"+{error}"
    limit = night_data.MOVE_STRING_MAX if throw.string == "moving" else night_data.FIGHT_STRING_MAX
    if not throw.within_reach:  # no length could land: a sure miss, no eye's error
        error = tr("review.throw.beyond")
    elif throw.distance > limit:  # in reach, its centre beyond: the error to the end
        error = tr("review.throw.capped", error=error, limit=f"{limit:g}")
    return tr(
        "review.throw",
        moment=bare_moment(scene.moment(item.index)),  # (its string says what it was)
        string=tr(f"review.string.{throw.string}"),
        length=tr.decimal(throw.length),
        distance=tr.decimal(throw.distance),
        error=error,
    )
