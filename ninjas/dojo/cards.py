"""Dojo's cards (RULINGS section 4): each player's own seeded 54-card deck, one clash of
two cards in a battle, and what a summoning roll gives. Pure pieces the turn rules use."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, field

from ninjas.core import i18n

from . import data
from .hexgrid import Hex


class EmptyDeck(Exception):
    """A player had to draw from an empty deck: the game ends at once (land count).
    `seat` had to draw `need` cards with `left` in the deck (-1: not told)."""

    seat: int = -1
    need: int = 0
    left: int = 0


def full_deck() -> list[int]:
    return [r for r in data.RANKS for _ in range(data.SUITS)] + [data.JOKER] * data.JOKERS


@dataclass
class Deck:
    """A player's draw pile (top = end of the list) and discard pile; the order is hidden,
    the counts public."""

    cards: list[int] = field(default_factory=full_deck)
    discard: list[int] = field(default_factory=list)

    @staticmethod
    def shuffled(rng: random.Random) -> Deck:
        d = Deck()
        rng.shuffle(d.cards)
        return d

    def draw(self, n: int) -> list[int]:
        """The top `n` cards; EmptyDeck if fewer are left (nothing is drawn then)."""
        if n < 0:
            raise ValueError(f"cannot draw {n} cards")
        if n > len(self.cards):
            raise EmptyDeck(f"{n} cards asked, {len(self.cards)} left")
        out = [self.cards.pop() for _ in range(n)]
        return out

    def give_back(self, cards: list[int], rng: random.Random) -> None:
        """Unused battle cards go back into the deck, which is shuffled."""
        self.cards.extend(cards)
        rng.shuffle(self.cards)


RANK_LETTERS = {
    "en": {data.JOKER: "Joker", 1: "A", 11: "J", 12: "Q", 13: "K"},
    "fr": {data.JOKER: "Joker", 1: "A", 11: "V", 12: "D", 13: "R"},
}
"""A card's rank as a player of the language reads it: French cards are As, Valet,
Dame, Roi (newcomer X, s13, 024/027: 'J, 6, 4, 6, 10' in a French game)."""


def rank_name(card: int, lang: str | None = None) -> str:
    """`card`'s rank in `lang`'s letters, else the table's language's (i18n.table_language:
    the screen's words, cards drawn on it and the log)."""
    letters = RANK_LETTERS.get(lang or i18n.table_language(), RANK_LETTERS["en"])
    return letters.get(card, str(card))


@dataclass(frozen=True)
class Clash:
    """The losses of one attacking card laid against one defending card."""

    attacker_loses: int
    defender_loses: int


def clash(
    attack: int,
    defence: int,
    *,
    mountain: bool = False,
    projectile: bool = False,
    defense_advantage: bool = False,
    ace_in_the_face: bool = False,
) -> Clash:
    """The lower card loses one ninja; a tie does nothing, except that a defender in a
    mountain, or any defender under Defense Advantage, wins it. A projectile's thrower is
    never harmed by the defender's card (a loss just wastes the card), except by an Ace
    under Ace in the Face, which deflects the projectile back and defeats the thrower."""
    if data.JOKER in (attack, defence):
        raise ValueError("a Joker never fights: it is replaced before the clash")
    if projectile and ace_in_the_face and defence == data.ACE:
        return Clash(attacker_loses=1, defender_loses=0)
    if attack > defence:
        return Clash(0, 1)
    if attack < defence or mountain or defense_advantage:
        return Clash(0 if projectile else 1, 0)
    return Clash(0, 0)


def summon(cards: list[int], dice: list[tuple[Hex, int]]) -> Counter[Hex]:
    """New ninjas per hex: each die, rolled for its hex, gives one ninja there for every
    drawn card of its face (A..6; a die matching two cards gives two ninjas)."""
    if len(dice) != len(cards):
        raise ValueError(f"one die per card: {len(cards)} cards, {len(dice)} dice")
    ranks = Counter(cards)
    out: Counter[Hex] = Counter()
    for h, face in dice:
        if face not in data.SUMMON_FACES:
            raise ValueError(f"a die shows 1 to 6, not {face}")
        if ranks[face]:
            out[h] += ranks[face]
    return out
