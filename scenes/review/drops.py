"""A big fall of the chance said where it happened, beside the turning point (newcomer
B, s22, Taisen FR, 26review3): her chance fell from 35% to 17% on the Wolf's turn 3,
right after the stack the hint had shown her (the Wolf took 3 ninjas), and the review
said only 'La défaite vient du hasard' and named turn 11, the last blow: the graph's
drop at turn 3 was never explained. Now the greatest other fall of DROP or more is said
as the turning point is ('Also: Turn 3, played by Wolf: your chance fell by 18%, from
35% to 17%. There, Wolf put 3 of your ninjas out of the game.'), and where the seat's
move just before it was a hint's that a longer look did not prefer, that move is named
('Just before, Turn 2 (your 1st turn), 3rd die: the hint's move; a longer look
prefers: Rock 2 with the blue die.'), and the defeat is not put on luck. `scene` is the
ReviewScene, typed loosely."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ninjas import review as rv

from .. import theme
from . import hint_words

DROP = 0.15
"""A fall said beside the turning point: this much or more (FALL is the noise's)."""


def other_drop(parts: list[Any], point: Any) -> Any:
    """The greatest fall of DROP or more among `parts` (turning.stretches) other than
    the turning point `point` (a turning.Stretch), None if none: never the values
    turned over at the game's end (reveal.py), luck and said so."""
    falls = [s for s in parts if s.fall >= DROP and s != point and s.whose != "reveal"]
    return max(falls, key=lambda s: (s.fall, -s.first)) if falls else None


def hinted_before(review: rv.Review, stretch: Any) -> rv.Item | None:
    """The seat's last decision before the others' `stretch`, where it was a hint's
    move that a longer look did not prefer; None otherwise."""
    if stretch.whose != "others":
        return None
    before = [item for item in review.items if item.index < stretch.first]
    if not before:
        return None
    item = before[-1]
    followed = item.move == item.computer
    return item if followed and item.searched and item.searched != item.move else None


def after_hint(scene: Any, item: rv.Item) -> str:
    """' Just before, Turn 2 (your 1st turn), 3rd die: the hint's move; a longer look
    prefers: Rock 2 with the blue die.'"""
    return str(
        scene.tr(
            "review.drop.after_hint",
            moment=scene.moment(item.index),
            move=hint_words.searched(scene, item),
        )
    )


def with_hint(scene: Any, review: rv.Review, stretch: Any, said: str) -> str:
    """`said` of `stretch`, and the hint's move just before it where there was one."""
    item = hinted_before(review, stretch)
    return said + (after_hint(scene, item) if item is not None else "")


def fell_after_hint(review: rv.Review, parts: list[Any], point: Any) -> bool:
    """The turning point or the other big fall came right after a hint's move a longer
    look did not prefer: the defeat is not put on luck alone."""
    falls = [s for s in (point, other_drop(parts, point)) if s is not None]
    return any(hinted_before(review, s) is not None for s in falls)


def lines(
    scene: Any, review: rv.Review, parts: list[Any], point: Any, words: Callable[..., str]
) -> list[tuple[str, theme.Colour]]:
    """The other big fall, said where it happened (`words`: turning.turning_words), and
    the hint's move before it."""
    drop = other_drop(parts, point)
    if drop is None:
        return []
    said = words(scene, review, drop, "review.drop")
    return [(with_hint(scene, review, drop, said), theme.GOLD)]
