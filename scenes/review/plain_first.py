"""A costly move's block opens with one plain sentence, the figures after (newcomer I,
s16, nc-I 80: 'a newcomer does not know what "56 points of win chance lost, give or
take 19" means; one sentence "you should have..." first'): 'Better: Attack Green ninja
(22.0 cm) (65% win chance, against your 8%)', in the blue the replay marks the
computer's move in; then the cost with its margin, then the move played. Its chances
are the ones the block's button says (close_call.pair)."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv

from . import close_call


def better(scene: Any, item: rv.Item) -> str:
    """The plain sentence: the computer's move and both chances, the better first."""
    after, best = close_call.pair(scene, item)
    move = scene.said(item)[1][1]
    return str(scene.tr("review.worst.better", move=move, best=best, after=after))


def block(scene: Any, item: rv.Item) -> list[str]:
    """A costly move's lines before its reason: the plain sentence, the cost with its
    margin, the move played."""
    played = scene.said(item)[0][1]
    return [
        better(scene, item),
        scene.cost_words(item),
        scene.tr("review.worst.played", move=played),
    ]
