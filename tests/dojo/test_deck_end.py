"""When the clan to play next can end the game on its turn by a draw from an empty deck
(ninjas/dojo/deck_end.py; the table's warning, scenes/dojo/deck_warning.py). Before,
only a summoning was counted: a battle's draws, its own or the other clan's, and a
summoning after a battle were missed (issue 33)."""

from __future__ import annotations

from ninjas.dojo.deck_end import deck_end

from .test_rules import scene

NEXT = 1  # the mover is seat 0: seat 1 plays next
WEST, EAST = (-3, 0), (3, 0)  # six hexes apart


def stacked(state, seat: int, cards: int) -> None:  # type: ignore[no-untyped-def]
    """`seat`'s deck holds `cards` cards (tens: only the count matters)."""
    state.decks[seat] = [10] * cards


def mountains(state) -> dict:  # type: ignore[no-untyped-def]
    """Every hex a mountain: six hexes cost twelve moves, nobody meets anybody."""
    return {h: "mountain" for h in state.board.terrain_map()}


def far_apart(next_clan: int, other: int, **options: object):  # type: ignore[no-untyped-def]
    """The next clan's ninjas on the west edge, the mover's on the east, all mountains."""
    board = mountains(scene(None, **options))
    return scene(board, {WEST: [0, next_clan], EAST: [other, 0]}, **options)


def test_a_summoning_of_more_cards_than_the_deck_holds() -> None:
    state = far_apart(5, 3)
    stacked(state, NEXT, 5)
    assert deck_end(state) is None  # five ninjas, five cards: the summoning fits
    stacked(state, NEXT, 4)
    end = deck_end(state)
    assert end is not None
    assert (end.seat, end.short, end.left, end.need, end.how) == (NEXT, NEXT, 4, 5, "summon")


def test_a_battle_then_a_summoning() -> None:
    """Five ninjas, five cards: a battle's clash spends one, and if none of the five fell
    the summoning of five draws past the last four."""
    state = scene(None, {(0, 0): [1, 0], (1, 0): [0, 5]})
    stacked(state, NEXT, 5)
    end = deck_end(state)
    assert end is not None and (end.short, end.how) == (NEXT, "summon")
    far = far_apart(5, 1)
    stacked(far, NEXT, 5)
    assert deck_end(far) is None  # the same out of reach: no battle, the summoning fits


def test_an_attack_draws_one_card_per_attacking_ninja() -> None:
    """Its ninjas all in water, the clan has nowhere to summon: only the battle draws."""
    wet = {(1, 0): "water", (0, 1): "water", (1, -1): "water"}
    state = scene(wet, {(1, 0): [0, 1], (0, 1): [0, 1], (1, -1): [0, 1], (0, 0): [1, 0]})
    stacked(state, NEXT, 2)
    stacked(state, 0, 40)
    end = deck_end(state)
    assert end is not None
    assert (end.short, end.left, end.need, end.how) == (NEXT, 2, 3, "attack")
    stacked(state, NEXT, 3)
    assert deck_end(state) is None


def test_the_other_clan_draws_one_card_per_defending_ninja() -> None:
    """Five ninjas of the mover in a hex the next clan can reach: defending, they draw
    five cards, and the mover's deck holds three."""
    state = scene(None, {(0, 0): [5, 0], (2, 0): [0, 1]})
    stacked(state, 0, 3)
    end = deck_end(state)
    assert end is not None
    assert (end.seat, end.short, end.left, end.need, end.how) == (NEXT, 0, 3, 5, "defend")
    stacked(state, 0, 5)
    assert deck_end(state) is None
    far = far_apart(1, 5)
    stacked(far, 0, 3)
    assert deck_end(far) is None  # out of reach: no battle


def test_a_projectile_at_water_asks_the_defender_for_a_card() -> None:
    """No battle on water, but a projectile from the plains next to it: one card each."""
    state = scene({(1, 0): "water"}, {(1, 0): [1, 0], (0, 0): [0, 1]})
    stacked(state, 0, 0)
    end = deck_end(state)
    assert end is not None and (end.short, end.need) == (0, 1)


def test_fists_of_fury_a_lone_attacker_may_draw_two() -> None:
    wet = {(1, 0): "water"}
    state = scene(wet, {(1, 0): [0, 1], (0, 0): [5, 0]}, fists_of_fury=True)
    stacked(state, NEXT, 1)
    stacked(state, 0, 40)
    end = deck_end(state)
    assert end is not None and (end.how, end.need) == ("attack", 2)
    plain = scene(wet, {(1, 0): [0, 1], (0, 0): [5, 0]})
    stacked(plain, NEXT, 1)
    stacked(plain, 0, 40)
    assert deck_end(plain) is None


def test_no_warning_while_placing_or_once_over() -> None:
    state = far_apart(5, 3)
    stacked(state, NEXT, 0)
    assert deck_end(state) is not None
    state.phase = "dojo"
    assert deck_end(state) is None
    state.phase = "over"
    assert deck_end(state) is None
