"""What a Taisen move risks, for the hint's words (issue 33, newcomer H: following the
hints pushed three lone ninjas next to the Wolf's stacks, all lost the next turn, and a
later hint sent the Shogun out of an empty village with a Wolf ninja one tile away;
"a newcomer cannot tell risky hints from safe ones").

Taisen hides nothing but the dice to come, so the risk is read from the position alone:
every single move the foe could make at the start of its next turn, with any die of any
value, played on a copy. A ninja is exposed when one of those moves eliminates it; the
village is open when one of them ends with a foe's card on it (the foe wins as its turn
ends). A move's risk is what it changes: the ninjas it newly exposes, the village it
newly opens. The game's own generator is never used (the copies are made from the
notation)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import DICE_LETTERS, ENEMY_VILLAGE, SHOGUN, SIDE_LETTERS, VILLAGE
from .rules import TaisenAction, TaisenState, from_notation


@dataclass(frozen=True)
class Threats:
    """What the foe of `side` could do with one move at its next turn."""

    exposed: frozenset[int]
    """`side`'s cards that some single move of the foe eliminates."""
    village_steps: int | None
    """How far from `side`'s village the nearest foe card stands that one move brings
    onto it (None: no move does)."""
    village_by: tuple[int, str] | None = None
    """That foe card and the die (its letter) that takes it there, the die's value being
    `village_steps` (newcomer J, s11, nc-J/134: the Wolf Shogun 3 tiles away, unsaid)."""
    reach: dict[int, tuple[int, str, int]] = field(default_factory=dict, compare=False)
    """For each card in `exposed`, a foe card whose move eliminates it, and the die (its
    letter and value) of that move (newcomer B, s23, 22-hint3: 'Cost: 1 ninja exposed'
    named neither the ninja nor what threatened it)."""


@dataclass(frozen=True)
class Risk:
    """What a move changes for the worse, as the seat that plays it may see it."""

    exposed: int = 0
    """Ninjas of the mover's within one foe move's reach after the move that were not
    before, and every ninja of the stack moved that is (newcomer B, s22, 20t07: Rock 3
    carried Paper 1 and Paper 2, already within a Scissors' reach, next to a Paper 3 that
    could take all three; 'Cost: 1 ninja exposed' counted the Rock alone, and the Wolf
    took the three)."""
    shogun: bool = False
    """The mover's Shogun is among them."""
    village_steps: int | None = None
    """The move opens the mover's village to a foe card this many tiles away."""
    village_empty: bool = False
    """...and leaves it with no card of the mover's on it."""
    cards: tuple[int, ...] = field(default=(), compare=False)
    """The ninjas counted in `exposed`, the Shogun first."""
    by: tuple[int, str, int] | None = field(default=None, compare=False)
    """A foe card that could eliminate `cards[0]`, with the die's letter and value."""

    def __bool__(self) -> bool:
        return self.exposed > 0 or self.village_steps is not None


def threats(state: TaisenState, side: int) -> Threats:
    """Every single move `side`'s foe could make next, each die colour and value tried
    on a copy of the position."""
    foe = 1 - side
    board = state.to_notation().split(" ")[0]
    mine = [card for card in range(side * 10, side * 10 + 10) if state.where[card] >= 0]
    exposed: set[int] = set()
    reach: dict[int, tuple[int, str, int]] = {}
    steps: int | None = None
    by: tuple[int, str] | None = None
    home = VILLAGE[side]
    for letter in DICE_LETTERS:
        for value in (1, 2, 3):
            node = from_notation(f"{board} {SIDE_LETTERS[foe]} {letter}{value} -")
            for action in node.legal_actions():
                if action.is_end:
                    continue
                child = node.clone()
                child.apply(action)
                for card in mine:
                    if child.where[card] < 0 and card not in reach:
                        exposed.add(card)
                        reach[card] = (foe * 10 + action.local_card, letter, value)
                if child.stacks[foe][home]:
                    mover = foe * 10 + action.local_card
                    far = abs(node.where[mover] - home)
                    if steps is None or far < steps:
                        steps, by = far, (mover, letter)
    return Threats(frozenset(exposed), steps, by, reach)


def move_risk(state: TaisenState, action: TaisenAction, before: Threats | None = None) -> Risk:
    """What `action` (legal in `state`) risks for the side that plays it: nothing when it
    wins, or stands a ninja on the enemy village (the game is won as the turn ends).
    `before`: threats(state, side), when known."""
    side = state.side
    after = state.clone()
    after.apply(action)
    if after.winner_side is not None or after.stacks[side][ENEMY_VILLAGE[side]]:
        return Risk()
    if before is None:
        before = threats(state, side)
    now = threats(after, side)
    moved = {card for card in now.exposed if after.where[card] != state.where[card]}
    new = {card for card in (now.exposed - before.exposed) | moved if after.where[card] >= 0}
    opened = now.village_steps if before.village_steps is None else None
    cards = tuple(sorted(new, key=lambda card: (card != SHOGUN[side], card)))
    return Risk(
        exposed=len(new),
        shogun=SHOGUN[side] in new,
        cards=cards,
        by=now.reach.get(cards[0]) if cards else None,
        village_steps=opened,
        village_empty=opened is not None and not after.stacks[side][VILLAGE[side]],
    )


def every_move_risks(state: TaisenState) -> bool:
    """Each move left to the side to move (end aside) exposes a ninja or opens its
    village, and there is at least one: the reason to end the turn instead."""
    moves = [a for a in state.legal_actions() if not a.is_end]
    before = threats(state, state.side)
    return bool(moves) and all(move_risk(state, a, before) for a in moves)
