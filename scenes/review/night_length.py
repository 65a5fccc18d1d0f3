"""A Night throw the review calls better never names its string's length (newcomer O,
s18, Night review: 'Better: Move to roof 11 (throw the grapnel), 15.9 cm': the table
never shows a string's length, judging the distance is the game, issue 33). The
computer's throw is said by its target and, at the same target as the seat's own throw,
as a longer or shorter string than the seat's; the seat's own throw keeps its length,
the one the log showed after it."""

from __future__ import annotations

from typing import Any

THROWS = ("move", "attack", "shuriken", "kunai")


def split(text: str) -> tuple[str, float] | None:
    """A throw's target part and its string's length; None for any other move."""
    parts = text.split()
    if not parts or parts[0] not in THROWS:
        return None
    at = -2 if parts[0] == "kunai" else -1
    try:
        length = float(parts[at])
    except (IndexError, ValueError):
        return None
    return " ".join(parts[:at] + [p for p in parts[at:][1:]]), length


def computer(scene: Any, played: str, best: str, words: str) -> str:
    """The computer's move `best` in words with no length; `words` its words as said."""
    if scene.record.save.game != "night":
        return words
    throw = split(best)
    if throw is None:
        return words
    tr = scene.words.tr
    suffix = str(tr("review.night.throw", what="", length=tr.decimal(throw[1])))
    what = words[: -len(suffix)] if suffix and words.endswith(suffix) else words
    mine = split(played)
    if mine is None or mine[0] != throw[0] or mine[1] == throw[1]:
        return what
    key = "review.night.throw.longer" if throw[1] > mine[1] else "review.night.throw.shorter"
    return str(tr(key, what=what))
