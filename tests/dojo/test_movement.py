"""Dojo movement: costs, the forest choice, every move spent, the water rule."""

import pytest

from ninjas.dojo.movement import MoveError, Movement, Step

# A row of hexes along q: 0 plains, 1 forest, 2 mountain, 3 water, 4 plains, 5 water, 6 plains
ROW = ["plains", "forest", "mountain", "water", "plains", "water", "plains"]


def movement(ninjas, remaining, seat=0, terrain=None):
    terrain = terrain or {(q, 0): t for q, t in enumerate(ROW)}
    return Movement(terrain, {h: list(c) for h, c in ninjas.items()}, seat, remaining)


def test_costs_plains_one_mountain_two_forest_zero_or_one():
    m = movement({(0, 0): (1, 0)}, 3)
    assert set(m.legal_steps()) == {Step((0, 0), (1, 0), 0), Step((0, 0), (1, 0), 1)}
    m.step(Step((0, 0), (1, 0), 0))
    assert m.remaining == 3
    assert Step((1, 0), (2, 0), 2) in m.legal_steps()
    m.step(Step((1, 0), (2, 0), 2))
    assert m.remaining == 1
    # The mountain cannot be re-entered with 1 move; plains back would need the forest.
    m2 = movement({(3, 0): (1, 0)}, 1)
    assert Step((3, 0), (2, 0), 2) not in m2.legal_steps()
    assert Step((3, 0), (2, 0), 1) not in m2.legal_steps()


def test_every_move_must_be_spent_unless_none_can_be():
    m = movement({(0, 0): (1, 0)}, 2)
    assert not m.can_end()
    m.step(Step((0, 0), (1, 0), 1))
    assert not m.can_end()
    m.step(Step((1, 0), (0, 0), 1))
    assert m.remaining == 0 and m.can_end()
    # One move left, the only neighbour a mountain: nothing to spend it on, the move ends.
    stuck = movement({(0, 0): (1, 0)}, 1, terrain={(0, 0): "plains", (1, 0): "mountain"})
    assert stuck.legal_steps() == [] and stuck.can_end()
    with pytest.raises(MoveError, match="illegal step"):
        stuck.step(Step((0, 0), (1, 0), 2))


def test_forest_zero_cost_does_not_let_the_move_end_early():
    m = movement({(0, 0): (1, 0)}, 1, terrain={(0, 0): "plains", (1, 0): "forest"})
    assert not m.can_end()  # the forest may be entered paying 1
    m.step(Step((0, 0), (1, 0), 0))
    assert not m.can_end()
    m.step(Step((1, 0), (0, 0), 1))
    assert m.can_end()


def test_water_holds_one_ninja_friends_pass_through_enemies_block():
    # A friend in the water at 3: ours at 4 may pass through to 2 (mountain: cost 2) only
    # if the moves left let it out again.
    m = movement({(3, 0): (1, 0), (4, 0): (1, 0)}, 3)
    assert Step((4, 0), (3, 0), 1) in m.legal_steps()
    m.step(Step((4, 0), (3, 0), 1))
    assert m.transit == (3, 0) and not m.can_end()
    # While passing through, only the passer moves, and it must go on.
    assert all(s.src == (3, 0) for s in m.legal_steps())
    m.step(Step((3, 0), (2, 0), 2))
    assert m.transit is None and m.water_ok() and m.can_end()
    # With one move, stepping into the friend's water would strand it: not offered.
    m1 = movement({(3, 0): (1, 0), (4, 0): (1, 0)}, 1)
    assert Step((4, 0), (3, 0), 1) not in m1.legal_steps()
    # An enemy in the water blocks it outright.
    e = movement({(3, 0): (0, 1), (4, 0): (1, 0)}, 6)
    assert not any(s.dst == (3, 0) for s in e.legal_steps())
    # Empty water takes one ninja to stay.
    w = movement({(4, 0): (1, 0)}, 1)
    w.step(Step((4, 0), (5, 0), 1))
    assert w.can_end() and w.water_ok()


def test_the_last_move_into_a_friend_s_water_may_go_on_into_forest_for_free():
    """Issue 33 (RULINGS: forest costs 0 or 1, as the mover chooses): with one move left
    a ninja may enter the water a friend holds and step on into the forest beyond at
    no cost. It was refused: 'could not get out of it with the moves left'."""
    terrain = {(0, 0): "plains", (1, 0): "water", (2, 0): "forest"}
    m = movement({(0, 0): (1, 0), (1, 0): (1, 0)}, 1, terrain=terrain)
    assert Step((0, 0), (1, 0), 1) in m.legal_steps()
    m.step(Step((0, 0), (1, 0), 1))
    assert m.transit == (1, 0) and m.remaining == 0 and not m.can_end()
    assert Step((1, 0), (2, 0), 0) in m.legal_steps()
    m.step(Step((1, 0), (2, 0), 0))
    assert m.transit is None and m.water_ok() and m.can_end()
    # beyond the water a plains hex, which costs 1: still refused with the last move
    plains = {**terrain, (2, 0): "plains"}
    p = movement({(0, 0): (1, 0), (1, 0): (1, 0)}, 1, terrain=plains)
    assert Step((0, 0), (1, 0), 1) not in p.legal_steps()


def test_step_str():
    assert str(Step((1, -2), (2, -2), 0)) == "move 1,-2 -> 2,-2 cost 0"


def test_a_ninja_walks_on_through_land_enemies_hold():
    """A hex enemies hold on land does not stop a walk: the battle is fought where the
    ninjas stand once every move is spent (RULINGS section 4: battles come after the
    move). The rules reference says so (newcomer W, s21, lost his Dojo to a walk through
    his own forest guards and found nothing in the rules about it)."""
    terrain = {(0, 0): "plains", (1, 0): "plains", (2, 0): "plains"}
    m = movement({(0, 0): (1, 0), (1, 0): (0, 2)}, 2, terrain=terrain)
    m.step(Step((0, 0), (1, 0), 1))
    assert Step((1, 0), (2, 0), 1) in m.legal_steps()
    m.step(Step((1, 0), (2, 0), 1))
    assert m.can_end()


def test_the_rules_reference_says_a_walk_goes_on_through_enemies():
    from ninjas.core.i18n import Translator

    assert "on through it" in Translator("en")("rules.dojo.moving.body")
    assert "la traverser" in Translator("fr")("rules.dojo.moving.body")
