"""Dojo cards: decks, one clash (ties, mountain, optional rules), summoning matches."""

import random
from collections import Counter

import pytest

from ninjas.dojo.cards import Clash, Deck, EmptyDeck, clash, full_deck, rank_name, summon


def test_each_player_has_a_seeded_54_card_deck():
    d = full_deck()
    assert len(d) == 54 and Counter(d)[0] == 2 and Counter(d)[13] == 4
    a, b = Deck.shuffled(random.Random(1)), Deck.shuffled(random.Random(1))
    assert a.cards == b.cards and sorted(a.cards) == sorted(d)
    assert Deck.shuffled(random.Random(2)).cards != a.cards


def test_draw_give_back_and_empty_deck():
    rng = random.Random(4)
    d = Deck.shuffled(rng)
    top = d.cards[-3:][::-1]
    assert d.draw(3) == top and len(d.cards) == 51
    d.give_back(top, rng)
    assert len(d.cards) == 54
    d.draw(54)
    with pytest.raises(EmptyDeck):
        d.draw(1)
    assert d.draw(0) == []
    with pytest.raises(ValueError):
        d.draw(-1)


def test_clash_lower_card_loses_tie_does_nothing():
    assert clash(9, 4) == Clash(0, 1)
    assert clash(4, 9) == Clash(1, 0)
    assert clash(7, 7) == Clash(0, 0)


def test_mountain_and_defense_advantage_give_ties_to_the_defender():
    assert clash(7, 7, mountain=True) == Clash(1, 0)
    assert clash(7, 7, defense_advantage=True) == Clash(1, 0)
    assert clash(8, 7, mountain=True) == Clash(0, 1)


def test_projectile_thrower_is_never_harmed_except_ace_in_the_face():
    assert clash(3, 9, projectile=True) == Clash(0, 0)
    assert clash(9, 3, projectile=True) == Clash(0, 1)
    assert clash(5, 1, projectile=True) == Clash(0, 1)
    assert clash(5, 1, projectile=True, ace_in_the_face=True) == Clash(1, 0)
    assert clash(5, 1, ace_in_the_face=True) == Clash(0, 1)  # only against projectiles
    with pytest.raises(ValueError, match="Joker"):
        clash(0, 5)


def test_summoning_matches():
    a, b = (0, 0), (1, 0)
    # Cards 3, 3, 5, K: a 3 rolled for a gives two ninjas there; a 5 for b gives one.
    assert summon([3, 3, 5, 13], [(a, 3), (b, 5), (b, 6), (a, 1)]) == Counter({a: 2, b: 1})
    assert summon([12, 11], [(a, 2), (b, 4)]) == Counter()
    assert summon([2], [(a, 2)]) == Counter({a: 1})
    # Two dice showing the same matching face both count.
    assert summon([4, 9], [(a, 4), (b, 4)]) == Counter({a: 1, b: 1})
    with pytest.raises(ValueError, match="one die per card"):
        summon([1, 2], [(a, 1)])
    with pytest.raises(ValueError, match="1 to 6"):
        summon([1], [(a, 7)])


def test_rank_names():
    assert [rank_name(c, "en") for c in (0, 1, 7, 11, 12, 13)] == ["Joker", "A", "7", "J", "Q", "K"]
    assert [rank_name(c, "fr") for c in (0, 1, 7, 11, 12, 13)] == ["Joker", "A", "7", "V", "D", "R"]
