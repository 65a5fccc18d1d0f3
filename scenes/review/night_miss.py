"""A Night throw that missed is the luck of the hand, not a decision (newcomer B, s22,
Night EN 1920x1080, 57rev4): her one 'mistake' was 'Attack Green instead of Theo (21%
vs 76%)... Nothing differs right away', where what went wrong right away was her fist
missing Green (injured, a token dropped). The review's figures weigh the throw as it
was thrown against the computer's, which lands: they say nothing of the choice of
target. Such a move is said to be a miss, in the sand colour of a pointer
(soft_note.py), never 'a mistake for sure' for what the throw did. `scene` is the
ReviewScene, typed loosely."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv
from ninjas.core.saves import SaveError, start_state
from ninjas.review_throws import THROWS, throw_parts


def lands(state: Any, move: str) -> bool | None:
    """Whether the Night throw `move` lands from `state` (None: not a throw)."""
    words = move.split()
    at = THROWS.get(words[0]) if words else None
    if at is None or len(words) <= at:
        return None
    seat = state.current_player
    here = state.positions[seat]
    aim = int(words[at - 1])
    target = aim if words[0] == "move" else state.positions[aim]
    if here is None or target is None:
        return None
    fist = words[0] != "move"
    whole = fist or bool(state.experienced)
    length = float(words[at])
    return bool(state.village.throw(here, target, length, fist=fist, whole=whole))


def missed(scene: Any, item: rv.Item) -> bool:
    """The move made is a Night throw that missed where the computer's is another
    move, not the same throw with another length (kept on the scene: the rows are
    drawn each frame)."""
    if item.throw is None or item.move == item.computer:  # (only Night's throws have one)
        return False
    mine, its = throw_parts(item.move), throw_parts(item.computer)
    if mine is not None and its is not None and mine[0] == its[0]:
        return False  # the same aim: its length is said (review.why.night_throw)
    kept: dict[tuple[int, rv.Item], bool] = scene.__dict__.setdefault("_missed", {})
    key = (scene.seat, item)
    if key not in kept:
        try:
            state = start_state(scene.record.save)
            for text in scene.record.save.actions[: item.index]:
                state.apply(text)
            kept[key] = lands(state, item.move) is False
        except (SaveError, ValueError, IndexError, AttributeError, TypeError):
            kept[key] = False
    return kept[key]


def words(scene: Any, item: rv.Item) -> str:
    """'Your throw missed: that is the luck of the hand, not a decision. These
    figures weigh the missed throw against the computer's, which lands, so they do not
    judge your choice.'"""
    return str(scene.tr("review.why.night_missed"))
