"""What a Taisen position is worth to a side right after a move, as the review's reason
for a costly move says it (newcomer W, s13, 049/050: 'No gain shows at once' for the
Shogun with the green die where the computer used the red, nothing a player could reuse).

Read from the position alone (Taisen hides only the dice to come), each higher the
better, the weightiest first: the enemy's cards left, the side's own kept, its village
out of one enemy move's reach, the chance the enemy's next dice give it a move that
takes one of the side's cards, and how near the side's front card stands to the enemy's
village. Where two moves leave the same board, the dice kept are their one difference
(the review says them). The chance is each die colour's faces
(1, 1, 1, 2, 2, 3) that allow a taking move, put together: P = 1 - each colour's
chance of allowing none. The game's own generator is never used (copies are made from
the notation)."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DICE_LETTERS, DIE_FACES, ENEMY_VILLAGE, SIDE_LETTERS, VILLAGE
from .rules import TaisenState, from_notation

FACE_CHANCE = {value: DIE_FACES.count(value) / len(DIE_FACES) for value in set(DIE_FACES)}
"""How often a die shows each value."""


@dataclass(frozen=True)
class Reach:
    """What the enemy's next dice could do to `side` with one move."""

    exposed: frozenset[int]
    """`side`'s cards some single enemy move takes."""
    chance: float
    """How often the enemy's three dice allow at least one such move (0..1)."""
    village: bool
    """Some single enemy move ends on `side`'s village."""


def reach(state: TaisenState, side: int) -> Reach:
    """Every single move of `side`'s enemy, each die colour and value, on a copy."""
    foe = 1 - side
    board = state.to_notation().split(" ")[0]
    mine = [card for card in range(side * 10, side * 10 + 10) if state.where[card] >= 0]
    exposed: set[int] = set()
    village = False
    none_at_all = 1.0
    for letter in DICE_LETTERS:
        taking = 0.0
        for value in sorted(FACE_CHANCE):
            node = from_notation(f"{board} {SIDE_LETTERS[foe]} {letter}{value} -")
            takes = False
            for action in node.legal_actions():
                if action.is_end:
                    continue
                child = node.clone()
                child.apply(action)
                taken = {card for card in mine if child.where[card] < 0}
                takes = takes or bool(taken)
                exposed |= taken
                village = village or bool(child.stacks[foe][VILLAGE[side]])
            if takes:
                taking += FACE_CHANCE[value]
        none_at_all *= 1.0 - taking
    return Reach(frozenset(exposed), 1.0 - none_at_all, village)


def front(state: TaisenState, side: int) -> int:
    """Tiles between `side`'s card nearest the enemy's village and that village."""
    target = ENEMY_VILLAGE[side]
    cards = range(side * 10, side * 10 + 10)
    return min((abs(state.where[c] - target) for c in cards if state.where[c] >= 0), default=10)


def features(state: TaisenState, side: int) -> list[tuple[str, float]]:
    """The position's worth to `side`, the weightiest first (the chance in whole
    percent, so that a hair's difference says nothing)."""
    foe = 1 - side
    threat = reach(state, side)
    return [
        ("enemies", -float(state.alive[foe])),
        ("ninjas", float(state.alive[side])),
        ("village", 0.0 if threat.village else 1.0),
        ("taisen_reach", -float(round(threat.chance * 100))),
        ("front", -float(front(state, side))),
    ]


def reach_words(theirs: TaisenState, made: TaisenState, side: int) -> dict[str, int]:
    """The figures of the 'taisen_reach' sentence: each move's cards in reach and the
    chance, in percent."""
    best, worse = reach(theirs, side), reach(made, side)
    return {
        "best_count": len(best.exposed),
        "best": round(best.chance * 100),
        "made_count": len(worse.exposed),
        "made": round(worse.chance * 100),
    }
