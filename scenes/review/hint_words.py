"""The review's words for a move a hint showed the seat (issue 33, newcomer Q, s8: 'I
played every draw step by the hint ... and the review now calls it my one costly move.
The tooltip of other moves says "The hint showed it (a longer search prefers ...)",
this one does not').

A move a hint shown then named is the computer's own in a review worked out now
(ninjas.review_hints: Item.searched says what the review's longer search prefers); a
review kept from before that rule (the History reopens it) may still call such a move
costly. Its row then says that the hint showed it, why the review differs (the hint's
search stops after about a second: ninjas.ai.deadline), and by how much; a hinted move
in the list of decisions says it is the hint's, and what a longer look prefers."""

from __future__ import annotations

from typing import Any

from ninjas import review as rv
from ninjas.review_hints import at_decision, followed, seat_hints

from .. import theme
from . import night_miss

SURE = 2.0
"""A loss this many times its margin or more is a mistake for sure; one under it (but
past the margin: a costly move) probably one."""


MAYBE = 1.25
"""A loss under this many times its margin (past it: a costly move) could be nothing."""


def hint_followed(scene: Any, item: rv.Item) -> bool:
    """Whether a hint shown to the seat reviewed at this decision named its move."""
    if item.searched:
        return True
    kept: dict[tuple[int, int, str], bool] = scene.__dict__.setdefault("_hint_followed", {})
    key = (scene.seat, item.index, item.move)
    if key not in kept:
        hints = seat_hints(scene.record.save, scene.seat)
        moves = item.move.split(rv.JOINED)
        shown = at_decision(hints, item.index, len(moves))
        prefix = rv.GROUPED.get(scene.record.save.game)
        kept[key] = bool(shown) and followed(moves, item.index, shown, prefix)
    return kept[key]


def cost_words(scene: Any, item: rv.Item) -> str:
    """A costly move's loss with the playouts' uncertainty, 'About 19 points of win
    chance lost, give or take 8' (issue 33, newcomer O: a bare 19-point gap on turn 1
    read as implausible); for a move the hint showed, that the hint showed it and why
    the review differs. The margin is the one the move was judged by (Item.margin, the
    noise of the paired playouts): a move is listed only when its loss is past it."""
    # the loss as the two chances beside it are written ('21%' and '8%': 13, where the
    # unrounded gap said 12: newcomer A, s23, 117)
    loss = max(0, round(item.after_computer * 100) - round(item.after_move * 100))
    give = round(item.margin * 100)
    key = "review.worst.cost_hinted" if hint_followed(scene, item) else "review.worst.cost"
    if key == "review.worst.cost" and setup(scene, item):
        return str(scene.tr("review.worst.cost.setup", loss=loss, give=give))
    if key == "review.worst.cost" and night_miss.missed(scene, item):  # (B, s22)
        return str(scene.tr("review.worst.cost.missed", loss=loss, give=give))
    if key == "review.worst.cost" and item.loss < SURE * item.margin:
        # a loss near its margin is said plainly to be a likely mistake, not a sure one
        # (issue 33, newcomer X: '14 points lost, give or take 10': a mistake or not?)
        key = "review.worst.cost.probably"
    if key == "review.worst.cost.probably" and item.loss < MAYBE * item.margin:
        # at its margin, the uncertainty in words (newcomer W, s13, 049: 'About 8 points
        # lost, give or take 8: probably a mistake' read as contradictory)
        key = "review.worst.cost.maybe"
    return str(scene.tr(key, loss=loss, give=give))


SETUP = {"dojo": "dojo ", "night": "place "}
"""The moves that set a game up, by game: a Dojo's site, a Night ninja's first roof.
Newcomer F, s15 (105): her Dojo's site 'cost 37 points of win chance, give or take 14:
a mistake for sure', in a game she won 17-6 against the hard computer. The simulated
games play a whole game on from a site, half their moves at random (ninjas.review.SPICE):
they point at a better site, they cannot call one a sure mistake."""


def setup(scene: Any, item: rv.Item) -> bool:
    """The move sets the game up (SETUP): its cost is said softly."""
    prefix = SETUP.get(scene.record.save.game)
    return prefix is not None and item.move.startswith(prefix)


def hinted(scene: Any, item: rv.Item) -> str:
    """For a move a hint shown then named (ninjas.review_hints): that the hint gave it,
    and the move the review's longer search prefers, said plainly, never as a cost; ""
    for any other move."""
    if not item.searched:
        return ""
    return str(scene.tr(plan_key(scene, item, "review.tip.hinted"), move=searched(scene, item)))


def plan_key(scene: Any, item: rv.Item, key: str) -> str:
    """`key`, or its '.plan' words for a Night Move to the roof the plan's hint named,
    no hint shown at the Move itself (ninjas.review_plan_roof: newcomer D, s22): 'Your
    plan's hint named this roof; at your Move, the computer prefers: Move to roof 10'."""
    if scene.record.save.game != "night" or not item.move.startswith("move "):
        return key
    return key if item.index in seat_hints(scene.record.save, scene.seat) else f"{key}.plan"


def searched(scene: Any, item: rv.Item) -> str:
    """The move a longer look prefers, in words; a Night throw with no length
    (MoveWords.computer: the table shows no ruler)."""
    return str(scene.words.computer(item.index, item.move, item.searched))


def longer(scene: Any, item: rv.Item) -> str:
    """A hinted move's caption line in its replay, 'A longer look prefers: Rock 2 with
    the blue die', the words of its row in the list ('the hint's move', 'a longer look
    prefers: ...', decision_hint), never 'The computer would have played it too' beside
    them (newcomer B, s22, 26review4/5); "" for any other move."""
    if not item.searched or item.move != item.computer:
        return ""
    return str(scene.tr(plan_key(scene, item, "review.tip.longer"), move=searched(scene, item)))


def decision_hint(scene: Any, item: rv.Item) -> tuple[str, str]:
    """A hinted move's row in the list of decisions: its verdict, 'the hint's move', and
    what a longer look prefers; ("", "") for any other move."""
    if not item.searched or item.move != item.computer:
        return "", ""
    from .close_call import pair

    tr = scene.tr
    prefers = tr(plan_key(scene, item, "review.decision.longer"), move=searched(scene, item))
    said = tr(plan_key(scene, item, "review.decision.hinted"), after=pair(scene, item)[0])
    return str(said), str(prefers)


NOTE: theme.Colour = (206, 186, 150)
"""A pointer, not a mistake: sand, apart from the costly red, the good green and the
line's gold."""


def soft(game: str, item: rv.Item) -> bool:
    """`item` sets the game up and fell short: said and drawn as a pointer, in NOTE
    (scenes/review/soft_note.py), never the costly red."""
    prefix = SETUP.get(game)
    return prefix is not None and not item.as_good and item.move.startswith(prefix)


def any_soft(review: rv.Review) -> bool:
    """Some opening of the seat's was short of the computer's (the graph's legend)."""
    return any(soft(review.game, item) for item in review.items)
