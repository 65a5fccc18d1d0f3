"""What a Dojo review says of the battles (newcomer P, s12, nc-P 49: 'my Dojo assault that
lost 2 ninjas is not flagged; the chart sits near 100% from turn 3 on, so the review
says little about the battles').

The battles' choices are decisions of the review like any other (the fight or throw
chosen, each card laid and played, Fists of Fury's draw, a Joker's place): the summary
says how many there were and how many were as good as the computer's. And where the
seat's chance stood at SURE or more from some decision to its last, it says from when:
the review weighs win chance, not ninjas, so a battle lost then weighs little unless it
put the game at risk."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv
from ninjas.review_material import BATTLE_MOVES as BATTLE_MOVES  # (a battle's words)

from .. import theme
from .ninjas_kept import kept_turns

SURE = 0.9
"""The chance from which the review's summary says the game was all but won."""
SURE_RUN = 4
"""The decisions at SURE or more, to the last, before it says so."""


def is_battle(item: rv.Item) -> bool:
    return item.move.split(" ", 1)[0] in BATTLE_MOVES


def sure_from(items: list[rv.Item]) -> rv.Item | None:
    """The first of the last decisions all at SURE or more before the move (SURE_RUN of
    them at least), None where there is no such run."""
    first = None
    for item in reversed(items):
        if item.before < SURE:
            break
        first = item
    if first is None or items.index(first) > len(items) - SURE_RUN:
        return None
    return first


def battle_lines(scene: Any, review: rv.Review) -> list[tuple[str, theme.Colour]]:
    """The Dojo summary's lines on the battles, none for another game or none fought."""
    if scene.game != "dojo" or not review.items:
        return []
    tr = scene.tr
    lines: list[tuple[str, theme.Colour]] = []
    battles = [item for item in review.items if is_battle(item)]
    if battles:
        good = sum(item.as_good for item in battles)
        if len(battles) == 1:
            words = tr("review.battles.single." + ("good" if good else "short"))
        else:
            words = tr("review.battles", count=len(battles), good=good)
        lines.append((str(words), theme.TEXT_DIM))
    sure = sure_from(review.items)
    if sure is not None and not kept_turns(review):  # (else the ninjas lost are said)
        percent = scene.percent(SURE)
        words = tr("review.battles.sure", moment=scene.moment(sure.index), chance=percent)
        lines.append((str(words), theme.TEXT_DIM))
    return lines
