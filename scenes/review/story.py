"""The review summary's sentence on how the game went (newcomer A, s14: 'what I wanted
to learn was WHY I lost'): each side's figures from the game's record, the reviewed
seat's and the one it is set beside (ninjas.game_story), in the game's own words.
Worked out once per seat and language (the record is replayed: a few tens of ms)."""

from __future__ import annotations

import logging
from typing import Any

from ninjas.core.history import replay_record
from ninjas.game_story import story

log = logging.getLogger(__name__)


def story_line(scene: Any) -> str:
    """The sentence for the scene's seat ('' for a game unfinished or none to tell)."""
    kept: dict[tuple[str, int], str] = scene.__dict__.setdefault("_story_lines", {})
    key = (scene.tr.lang, scene.seat)
    if key not in kept:
        kept[key] = _worked_out(scene)
    return kept[key]


def _worked_out(scene: Any) -> str:
    record = scene.record
    if not record.summary.over:
        return ""
    try:
        state = replay_record(record).state
        told = story(record.save.game, state, scene.seat)
    except Exception:  # a help only: the rest of the summary stands without it
        log.exception("review: the game's story could not be worked out")
        return ""
    if told is None:
        return ""
    return str(scene.tr(told.key, other=scene.name(told.other), **told.figures))
