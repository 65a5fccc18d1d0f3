"""Dojo turn by turn (dojo-hex.en.txt, RULINGS section 4): placement, the movement roll,
battles and projectiles, summoning, both wins and every optional rule."""

from __future__ import annotations

import random

import pytest

from ninjas.core.saves import SaveGame, replay
from ninjas.dojo import data
from ninjas.dojo.hexgrid import Board, distance, neighbours
from ninjas.dojo.rules import (
    TOGGLES,
    DojoState,
    IllegalAction,
    invariant_errors,
    new_game,
)

ALL = dict.fromkeys(TOGGLES, True)
# A line of board hexes along r = 0, q = -3..3, and the row above/below for the Dojos.
CENTRE = (0, 0)


def placed(seed: int = 0, **options: object) -> DojoState:
    """A game on the random board with both Dojos placed (first legal sites)."""
    state = new_game(seed, dict(options))
    while state.phase == "dojo":
        state.apply(state.legal_actions()[0])
    return state


def scene(
    terrain: dict | None = None,
    ninjas: dict | None = None,
    decks: tuple[list[int], list[int]] | None = None,
    mover: int = 0,
    phase: str = "battle",
    **options: object,
) -> DojoState:
    """A hand-set position: the random board's hexes all plains unless `terrain` says,
    ninjas only where `ninjas` says (plus nothing on the Dojos), decks stacked so that the
    LAST card is drawn first."""
    state = placed(**options)
    cells = state.board.terrain_map()
    cells = {h: "plains" for h in cells}
    cells.update(terrain or {})
    state.board = Board(state.board.name, tuple(sorted(cells.items())))
    state._terrain_cache = None
    state.ninjas = {h: list(c) for h, c in (ninjas or {}).items()}
    for d in state.dojos:
        assert d is not None
        state.ninjas.setdefault(d, [0, 0])
    if decks is not None:
        for s in (0, 1):
            rest = [c for c in state.decks[s]]
            for c in decks[s]:
                rest.remove(c)
            state.decks[s] = rest + list(decks[s])
    state.mover = mover
    state.phase = phase
    return state


def total_ninjas(state: DojoState) -> list[int]:
    return [state.total(0), state.total(1)]


# -- set-up ------------------------------------------------------------------------------


def test_high_roll_places_first_and_last_placer_moves_first():
    for seed in range(20):
        state = new_game(seed)
        a, b = state.roll_off
        assert a != b
        first = 0 if a > b else 1
        assert state.current_player == first
        state.apply(state.legal_actions()[0])
        assert state.current_player == 1 - first
        state.apply(state.legal_actions()[-1])
        assert state.phase == "roll" and state.mover == 1 - first
        for s in (0, 1):
            assert state.count(state.dojos[s], s) == data.START_NINJAS


def test_dojo_placement_touching_two_and_three_apart():
    state = new_game(3)
    board_cells = set(state.board.hexes())
    for action in state.legal_actions():
        site = state.parse_action(str(action))
        h = tuple(int(x) for x in site.args[0].split(","))
        assert h not in board_cells
        assert sum(n in board_cells for n in neighbours(h)) == 2
    first = state.legal_actions()[0]
    state.apply(first)
    f = tuple(int(x) for x in first.args[0].split(","))
    for action in state.legal_actions():
        h = tuple(int(x) for x in action.args[0].split(","))
        assert distance(h, f) >= 3
    near = [n for n in neighbours(f)]
    with pytest.raises(IllegalAction):
        state.apply(f"dojo {near[0][0]},{near[0][1]}")


def test_each_player_has_a_full_54_card_deck():
    state = new_game(1)
    for s in (0, 1):
        assert len(state.decks[s]) == 54
        assert state.decks[s].count(data.JOKER) == 2
        assert sorted(c for c in state.decks[s] if c) == sorted(list(range(1, 14)) * 4)
    assert state.decks[0] != state.decks[1]


# -- the movement roll -------------------------------------------------------------------


def test_roll_gives_one_to_six_moves_and_all_must_be_spent():
    faces = set()
    for seed in range(40):
        state = placed(seed)
        ev = state.apply("roll")
        value = ev[0]["value"]
        faces.add(value)
        assert state.phase == "move" and state.remaining == value
        assert "end" not in [str(a) for a in state.legal_actions()]
        with pytest.raises(IllegalAction, match="every move must be spent"):
            state.apply("end")
    assert faces == set(range(1, 7))


def test_mountain_costs_two_forest_zero_or_one():
    a, b, c = (0, 0), (1, 0), (2, 0)
    state = scene({b: "forest", c: "mountain"}, {a: [2, 0]}, phase="move")
    state.remaining = 3
    legal = {str(x) for x in state.legal_actions()}
    assert {"step 0,0 1,0 0", "step 0,0 1,0 1"} <= legal
    state.apply("step 0,0 1,0 0")
    assert state.remaining == 3
    state.apply("step 1,0 2,0 2")
    assert state.remaining == 1
    with pytest.raises(IllegalAction, match="costs 1, not 2"):
        state.apply("step 2,0 3,0 2")


def test_free_forest_steps_have_no_limit():
    """The forest "does not count as a move, unless you want it to": four ninjas walking
    back and forth through two forest hexes take as many free steps as they like (a cap
    of six refused the seventh), and the move still ends when its moves are spent."""
    a, b = (0, 0), (1, 0)
    state = scene({a: "forest", b: "forest"}, {a: [4, 0]}, phase="move")
    state.remaining = 1
    for i in range(40):
        src, dst = (a, b) if i % 8 < 4 else (b, a)
        state.apply(f"step {src[0]},{src[1]} {dst[0]},{dst[1]} 0")
    assert state.remaining == 1 and state.count(a, 0) == 4
    assert "step 0,0 1,0 0" in [str(x) for x in state.legal_actions()]
    state.apply("step 0,0 1,0 1")
    assert "end" in [str(x) for x in state.legal_actions()]


def test_water_holds_one_ninja_and_never_an_enemy():
    w, a = (1, 0), (0, 0)
    state = scene({w: "water"}, {a: [2, 0], (2, 0): [0, 0]}, phase="move")
    state.remaining = 1
    state.apply("step 0,0 1,0 1")
    state.remaining = 1
    # a second ninja cannot stop in the same water: with one move left it may not enter
    assert "step 0,0 1,0 1" not in [str(x) for x in state.legal_actions()]
    # but with two moves it may pass through
    state.remaining = 2
    state.apply("step 0,0 1,0 1")
    assert state.transit == w
    with pytest.raises(IllegalAction):
        state.apply("end")
    state.apply("step 1,0 2,0 1")
    assert state.transit is None
    # an enemy's water cannot be entered
    enemy = scene({w: "water"}, {a: [1, 0], w: [0, 1]}, phase="move")
    enemy.remaining = 3
    with pytest.raises(IllegalAction, match="enemy holds that water"):
        enemy.apply("step 0,0 1,0 1")


def test_blitz_six_moves_once_and_never_on_the_first_turn():
    state = placed(5, blitz=True)
    assert "blitz" not in [str(a) for a in state.legal_actions()]
    with pytest.raises(IllegalAction, match="first turn"):
        state.apply("blitz")
    state.turns[state.mover] = 1
    ev = state.apply("blitz")
    assert ev[0].kind == "blitz" and state.remaining == 6
    assert state.blitz_used[state.mover]
    off = placed(5)
    off.turns[off.mover] = 1
    with pytest.raises(IllegalAction, match="not in play"):
        off.apply("blitz")
    again = placed(5, blitz=True)
    again.turns[again.mover] = 3
    again.blitz_used[again.mover] = True
    assert "blitz" not in [str(a) for a in again.legal_actions()]


# -- battles -------------------------------------------------------------------------------


def fight(state: DojoState, h, lays: list[int], plays: list[tuple[int, int]]):
    events = state.apply(f"fight {h[0]},{h[1]}")
    for r in lays:
        events += state.apply(f"lay {r}")
    for rank, slot in plays:
        events += state.apply(f"play {rank} {slot}")
    return events


def test_higher_card_kills_lower_tie_does_nothing():
    h = (0, 0)
    # defender (seat 1) draws 9 then 4; attacker draws 10 then 4
    state = scene(None, {h: [2, 2]}, decks=([4, 10], [4, 9]))
    ev = fight(state, h, [9, 4], [(10, 1)])
    flip = [e for e in ev if e.kind == "flip"][0]
    assert flip["attack"] == 10 and flip["defence"] == 4 and flip["defender_loses"] == 1
    assert state.count(h, 1) == 1
    ev = state.apply("play 4 0")
    flip = [e for e in ev if e.kind == "flip"][-1]
    assert flip["attack"] == 4 and flip["defence"] == 9 and flip["attacker_loses"] == 1
    assert state.count(h, 0) == 1
    tie = scene(None, {h: [1, 1]}, decks=([7], [3, 3, 7]))
    ev = fight(tie, h, [7], [(7, 0)])
    assert [e for e in ev if e.kind == "flip"][0]["tie"]
    assert total_ninjas(tie)[0] == 1 and tie.count(h, 1) >= 0


def test_mountain_defender_wins_ties():
    h = (0, 0)
    state = scene({h: "mountain"}, {h: [1, 1]}, decks=([8], [8]))
    ev = fight(state, h, [8], [(8, 0)])
    flip = [e for e in ev if e.kind == "flip"][0]
    assert flip["attacker_loses"] == 1 and flip["mountain"]
    assert state.count(h, 0) == 0 and state.count(h, 1) == 1


def test_defense_advantage_attacker_loses_every_tie():
    h = (0, 0)
    state = scene(None, {h: [1, 1]}, decks=([8], [8]), defense_advantage=True)
    fight(state, h, [8], [(8, 0)])
    assert state.count(h, 0) == 0 and state.count(h, 1) == 1
    plain = scene(None, {h: [1, 1]}, decks=([2, 8], [2, 8]))
    fight(plain, h, [8], [(8, 0)])
    # a tie: both still stand, so both draw again (2 v 2 next)
    assert plain.phase == "lay" and plain.battle is not None


def test_redraw_when_cards_run_out_one_per_remaining_ninja():
    h = (0, 0)
    # attacker 1 ninja vs defender 3: attacker's one card wins, then both draw again
    state = scene(None, {h: [1, 3]}, decks=([5, 12], [2, 3, 9, 4, 5, 6]))
    ev = fight(state, h, [6, 4, 5], [(12, 0)])
    kinds = [e.kind for e in ev]
    assert "redraw" in kinds and "cards_back" in kinds
    assert state.count(h, 1) == 2
    # defender drew again one per remaining ninja (2), attacker one
    assert len(state.battle.pool) == 2 and len(state.battle.hand) == 1
    # unused defender cards (4, 5) went back into the deck, shuffled
    # (a Joker drawn in the redraw is discarded and replaced)
    assert [c for c in state.discards[1] if c] == [6]
    assert [c for c in state.discards[0] if c] == [12]


def test_attacker_chooses_the_slot_and_the_defender_the_order():
    h = (0, 0)
    # defender lays 13 then 2: the attacker's 5 against slot 1 kills; slot 0 would die
    for slot, attacker_dies in ((1, False), (0, True)):
        state = scene(None, {h: [1, 2]}, decks=([5], [13, 2]))
        fight(state, h, [13, 2], [(5, slot)])
        assert (state.count(h, 0) == 0) == attacker_dies


def test_every_shared_hex_must_be_fought_in_the_attackers_order():
    a, b = (0, 0), (1, 0)
    state = scene(None, {a: [1, 1], b: [1, 1]}, decks=([9, 9], [2, 2]))
    with pytest.raises(IllegalAction, match="must be fought"):
        state.apply("done")
    legal = {str(x) for x in state.legal_actions()}
    assert {"fight 0,0", "fight 1,0"} <= legal
    fight(state, b, [2], [(9, 0)])
    assert state.count(b, 1) == 0 and state.phase == "battle"
    fight(state, a, [2], [(9, 0)])
    assert state.count(a, 1) == 0


def test_projectile_from_plains_thrower_never_harmed():
    src, dst = (0, 0), (1, 0)
    state = scene({dst: "water"}, {src: [1, 0], dst: [0, 1]}, decks=([3], [9]))
    ev = state.apply("throw 0,0 1,0")
    ev += state.apply("lay 9")
    ev += state.apply("play 3 0")
    assert state.count(src, 0) == 1  # the loss only wasted the card
    assert state.phase in ("summon", "battle")
    # once per ninja a turn
    assert "throw 0,0 1,0" not in [str(x) for x in state.legal_actions()]
    hit = scene(None, {src: [1, 0], dst: [0, 2]}, decks=([10], [4, 3]))
    hit.apply("throw 0,0 1,0")
    hit.apply("lay 4")
    hit.apply("lay 3")
    hit.apply("play 10 1")
    assert hit.count(dst, 1) == 1
    assert sorted(hit.discards[1]) == [3] and 4 in hit.decks[1]


def test_projectiles_only_from_plains_held_alone():
    src, dst = (0, 0), (1, 0)
    for kind in ("forest", "mountain", "water"):
        state = scene({src: kind}, {src: [1, 0], dst: [0, 1]})
        assert not [a for a in state.legal_actions() if a.kind == "throw"]
    crowded = scene(None, {src: [1, 1], dst: [0, 1]})
    assert not [a for a in crowded.legal_actions() if a.kind == "throw"]


def test_ace_in_the_face_deflects_a_projectile():
    src, dst = (0, 0), (1, 0)
    state = scene(None, {src: [1, 0], dst: [0, 1]}, decks=([9], [1]), ace_in_the_face=True)
    state.apply("throw 0,0 1,0")
    state.apply("lay 1")
    ev = state.apply("play 9 0")
    assert state.count(src, 0) == 0 and state.count(dst, 1) == 1
    assert any(e.kind == "ninja_lost" and e["seat"] == 0 for e in ev)
    off = scene(None, {src: [1, 0], dst: [0, 1]}, decks=([9], [1]))
    off.apply("throw 0,0 1,0")
    off.apply("lay 1")
    off.apply("play 9 0")
    assert off.count(dst, 1) == 0 and off.count(src, 0) == 1


def test_dojo_defense_throws_from_the_dojo():
    state = scene(None, {}, dojo_defense=True)
    dojo = state.dojos[0]
    target = [n for n in neighbours(dojo) if n in state.board.terrain_map()][0]
    state.ninjas[dojo] = [2, 0]
    state.ninjas[target] = [0, 1]
    throws = [str(a) for a in state.legal_actions() if a.kind == "throw"]
    assert f"throw {dojo[0]},{dojo[1]} {target[0]},{target[1]}" in throws
    off = scene(None, {})
    off.ninjas[off.dojos[0]] = [2, 0]
    off.ninjas[target] = [0, 1]
    assert not [a for a in off.legal_actions() if a.kind == "throw"]


def test_fists_of_fury_lone_ninja_keeps_the_higher_of_two():
    h = (0, 0)
    state = scene(None, {h: [1, 5]}, decks=([11, 2], [3, 3, 3, 3, 4]), fists_of_fury=True)
    state.apply("fight 0,0")
    assert state.phase == "fury" and state.current_player == 0
    assert [str(a) for a in state.legal_actions()] == ["draw 2", "draw 1"]
    ev = state.apply("draw 2")
    assert state.battle.hand == [11]
    assert 2 in state.discards[0]
    assert any(e.kind == "fury" for e in ev)
    four = scene(None, {h: [1, 4]}, decks=([11, 2], [3, 3, 3, 3]), fists_of_fury=True)
    four.apply("fight 0,0")
    assert four.phase == "lay" and four.battle.hand == [2]
    off = scene(None, {h: [1, 5]}, decks=([11, 2], [3, 3, 3, 3, 4]))
    off.apply("fight 0,0")
    assert off.battle.hand == [2]


def test_fists_of_fury_is_a_may_at_each_draw():
    """ "The one ninja may draw two cards": its player chooses, at each of its draws (it
    always drew two)."""
    h = (0, 0)
    state = scene(None, {h: [1, 5]}, decks=([11, 2], [3, 3, 3, 3, 4]), fists_of_fury=True)
    state.apply("fight 0,0")
    ev = state.apply("draw 1")
    assert state.battle.hand == [2] and 11 in state.decks[0]
    assert not any(e.kind == "fury" for e in ev)
    # a lone defender chooses too, before the attackers draw
    lone = scene(None, {h: [5, 1]}, decks=([3, 3, 3, 3, 4], [12, 5]), fists_of_fury=True)
    lone.apply("fight 0,0")
    assert lone.phase == "fury" and lone.current_player == 1
    lone.apply("draw 2")
    assert lone.battle.pool == [12] and lone.phase == "lay"
    # each round asks again
    again = scene(None, {h: [1, 5]}, decks=([9, 8, 11, 2], [13, 3, 3, 3, 3, 2]), fists_of_fury=True)
    again.apply("fight 0,0")
    again.apply("draw 2")
    assert again.battle.hand == [11]
    for card in (2, 3, 3, 3, 3):
        again.apply(f"lay {card}")
    again.apply("play 11 0")  # 11 beats 2: four defenders left, then the lone one is
    assert again.count(h, 1) == 4 and again.phase == "lay"  # no longer facing five


def test_fists_of_fury_never_applies_to_a_projectile():
    """A projectile is one card whatever the count ("this edition's choices" says so): a
    thrower at five defenders draws one, no choice asked."""
    src, dst = (0, 0), (1, 0)
    state = scene(None, {src: [1, 0], dst: [0, 5]}, fists_of_fury=True)
    state.apply("throw 0,0 1,0")
    assert state.phase == "lay" and state.battle is not None and len(state.battle.hand) == 1


def test_joker_cards_give_a_ninja_and_are_replaced():
    h = (0, 0)
    state = scene(None, {h: [1, 1]}, decks=([9, data.JOKER], [4]), jokers=True)
    state.apply("fight 0,0")
    assert state.battle.hand == [9]
    assert state.count(h, 0) == 2 and state.summoned[0] == 1
    off = scene(None, {h: [1, 1]}, decks=([9, data.JOKER], [4]))
    off.apply("fight 0,0")
    assert off.battle.hand == [9] and off.count(h, 0) == 1
    assert data.JOKER in off.discards[0]


def test_a_jokers_owner_chooses_the_hex_in_battle():
    """ "Place one additional ninja in a hex you currently occupy": the owner's choice,
    any hex they hold but water (it always went to the battle hex)."""
    h, far, wet = (0, 0), (2, -2), (-2, 2)
    state = scene(
        {wet: "water"},
        {h: [1, 1], far: [2, 0], wet: [1, 0]},
        decks=([9, data.JOKER], [4]),
        jokers=True,
    )
    state.apply("fight 0,0")
    assert state.phase == "joker" and state.current_player == 0
    assert sorted(str(a) for a in state.legal_actions()) == ["joker 0,0", "joker 2,-2"]
    state.apply("joker 2,-2")
    assert state.count(far, 0) == 3 and state.count(h, 0) == 1
    assert state.battle.hand == [9] and state.phase == "lay"
    # the defender's Joker: the defender chooses
    defence = scene(None, {h: [1, 1], far: [0, 1]}, decks=([9], [4, data.JOKER]), jokers=True)
    defence.apply("fight 0,0")
    assert defence.phase == "joker" and defence.current_player == 1
    defence.apply("joker 2,-2")
    assert defence.count(far, 1) == 2 and defence.battle.pool == [4]


def test_a_jokers_owner_chooses_the_hex_when_summoning():
    a, b = (0, 0), (1, 0)
    state = scene(
        None, {a: [2, 0], b: [1, 0]}, decks=([3, data.JOKER], []), phase="summon", jokers=True
    )
    state.apply("summon 2")
    state.apply("die 0,0")
    state.apply("die 0,0")
    assert state.phase == "joker" and state.current_player == 0
    before = state.count(b, 0)
    state.apply("joker 1,0")
    assert state.count(b, 0) == before + 1
    assert state.phase == "roll" and state.mover == 1


def test_dojo_defense_counts_throws_per_ninja():
    """ "For every ninja occupying a Dojo, you may fire one projectile": a thrower killed
    by Ace in the Face takes only its own throw (the survivor lost its throw)."""
    state = scene(None, {}, dojo_defense=True, ace_in_the_face=True, decks=([9, 9], [1, 1]))
    dojo = state.dojos[0]
    target = [n for n in neighbours(dojo) if n in state.board.terrain_map()][0]
    state.ninjas[dojo] = [2, 0]
    state.ninjas[target] = [0, 1]
    throw = f"throw {dojo[0]},{dojo[1]} {target[0]},{target[1]}"
    state.apply(throw)
    state.apply("lay 1")
    state.apply("play 9 0")  # Ace in the Face: the thrower falls
    assert state.count(dojo, 0) == 1
    assert throw in [str(a) for a in state.legal_actions()]
    state.apply(throw)
    state.apply("lay 1")
    state.apply("play 9 0")
    assert state.count(dojo, 0) == 0
    # a survivor that has thrown has no second throw
    plain = scene(None, {}, dojo_defense=True, decks=([9, 9], [4, 4, 4]))
    plain.ninjas[dojo] = [1, 0]
    plain.ninjas[target] = [0, 3]
    plain.apply(throw)
    for _ in range(3):
        plain.apply("lay 4")
    plain.apply("play 9 0")
    assert throw not in [str(a) for a in plain.legal_actions()]


def _throw_out(state: DojoState, throw: str) -> None:
    """Throw, the defender lays what it drew, the thrower plays its card on slot 0."""
    state.apply(throw)
    assert state.battle is not None
    for card in list(state.battle.pool):
        state.apply(f"lay {card}")
    state.apply(f"play {state.battle.hand[0]} 0")


@pytest.mark.parametrize("from_dojo", [False, True])
def test_every_ninja_on_a_hex_throws_once(from_dojo: bool) -> None:
    """Counted per ninja, not per hex: two ninjas on a plains hex, or on their Dojo under
    Dojo Defense, throw two projectiles in a turn; a third is refused (a count of one
    throw per hex passed every other test)."""
    target = (1, 0)
    state = scene(None, {target: [0, 5]}, dojo_defense=from_dojo)
    src = (0, 0)
    if from_dojo:
        src = state.dojos[0]
        assert src is not None
        target = [n for n in neighbours(src) if n in state.board.terrain_map()][0]
        state.ninjas = {h: c for h, c in state.ninjas.items() if h in state.dojos}
        state.ninjas[target] = [0, 5]
    state.ninjas[src] = [2, 0]
    # a battle still to fight far away keeps the turn in its battles after the throws
    far = max(state.board.hexes(), key=lambda h: distance(h, src) + distance(h, target))
    state.ninjas[far] = [1, 1]
    throw = f"throw {src[0]},{src[1]} {target[0]},{target[1]}"
    for _ in range(2):
        assert throw in [str(a) for a in state.legal_actions()]
        _throw_out(state, throw)
        assert state.count(src, 0) == 2  # the thrower is never harmed
    assert state.count(target, 1) >= 3 and state.phase == "battle"
    assert throw not in [str(a) for a in state.legal_actions()]


# -- summoning -------------------------------------------------------------------------------


def test_summon_dice_match_cards_in_their_hexes():
    a, b = (0, 0), (1, 0)
    state = scene(None, {a: [2, 0], b: [1, 0]}, decks=([3, 3, 12], []), phase="summon")
    state.rng = random.Random(7)
    dice_rng = random.Random(7)
    faces = [dice_rng.randint(1, 6) for _ in range(3)]
    state.apply("summon 3")
    assert sorted(state.summon_cards) == [3, 3, 12]
    state.apply("die 0,0")
    state.apply("die 0,0")
    ev = state.apply("die 1,0")
    summoned = [e for e in ev if e.kind == "summoned"][0]
    expect = {a: 2 * faces[:2].count(3), b: 2 * (faces[2] == 3)}
    assert [f for _, f in summoned["dice"]] == faces
    assert state.count(a, 0) == 2 + expect[a] and state.count(b, 0) == 1 + expect[b]
    assert sorted(state.discards[0])[-3:] == [3, 3, 12] or set([3, 12]) <= set(state.discards[0])


def test_a_die_matching_two_cards_gives_two_ninjas_and_high_cards_never_match():
    from ninjas.dojo.cards import summon as summon_roll

    got = summon_roll([4, 4, 9], [((0, 0), 4), ((0, 0), 6), ((1, 0), 5)])
    assert got[(0, 0)] == 2 and got[(1, 0)] == 0


def test_summon_count_is_one_to_ninjas_on_board_never_in_water():
    a, w = (0, 0), (1, 0)
    state = scene({w: "water"}, {a: [2, 0], w: [1, 0]}, phase="summon")
    assert [str(x) for x in state.legal_actions()] == ["summon 1", "summon 2", "summon 3"]
    state.apply("summon 1")
    sites = [str(x) for x in state.legal_actions()]
    assert "die 1,0" not in sites and "die 0,0" in sites
    with pytest.raises(IllegalAction, match="never in water"):
        state.apply("die 1,0")


# -- winning -----------------------------------------------------------------------------------


def test_taking_the_enemy_dojo_wins_at_the_end_of_the_turn():
    state = scene(None, {}, phase="summon")
    enemy = state.dojos[1]
    state.ninjas[enemy] = [1, 0]
    state.apply("summon 1")
    state.apply(f"die {enemy[0]},{enemy[1]}")
    assert state.is_terminal and state.winner == 0 and state.end_reason == "dojo"
    assert state.returns() == [1.0, 0.0]


def test_empty_deck_ends_the_game_by_land_then_ninjas():
    a, b, w = (0, 0), (1, 0), (2, 0)
    state = scene({w: "water"}, {a: [1, 0], b: [0, 3], w: [1, 0]}, phase="summon")
    state.decks[0] = []
    state.apply("summon 1")
    # land: seat 0 holds a (water never counts), seat 1 holds b: 1 v 1, ninjas 2 v 3
    assert state.is_terminal and state.end_reason == "cards" and state.winner == 1
    tied = scene(None, {a: [2, 0], b: [0, 2]}, phase="summon")
    tied.decks[0] = []
    tied.apply("summon 1")
    assert tied.winner is None and tied.returns() == [0.5, 0.5]


# -- hidden information, invariants, saves -----------------------------------------------------


def test_face_down_cards_and_hands_are_hidden_in_the_view():
    h = (0, 0)
    state = scene(None, {h: [2, 2]}, decks=([4, 10], [7, 9]))
    state.apply("fight 0,0")
    att, dfn = state.view(0), state.view(1)
    assert att.battle[3] == 2 and isinstance(dfn.battle[3], tuple)
    state.apply("lay 9")
    state.apply("lay 7")
    att = state.view(0)
    assert att.battle[4] == (True, True)
    twin = state.clone()
    twin.battle.row = [7, 9]
    assert twin.view(0) == state.view(0) and twin.view(1) != state.view(1)


@pytest.mark.parametrize("seed", range(30))
def test_determinize_agrees_with_the_view(seed):
    rng = random.Random(seed)
    state = new_game(seed, ALL if seed % 2 else {})
    for _ in range(rng.randrange(20, 400)):
        if state.is_terminal:
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    for seat in (0, 1):
        twin = state.determinize(seat, random.Random(seed + 1))
        assert twin.view(seat) == state.view(seat)
        if state.current_player == seat:
            assert [str(a) for a in twin.legal_actions()] == [str(a) for a in state.legal_actions()]
        assert not invariant_errors(twin)


@pytest.mark.parametrize("chunk", range(4))
def test_a_thousand_random_games_keep_every_invariant(chunk):
    """1,000 games in all, in four chunks so that test workers share them."""
    reasons = set()
    for seed in range(chunk * 250, (chunk + 1) * 250):
        rng = random.Random(seed)
        opts = dict(ALL) if seed % 2 else {}
        opts["board"] = ["random", "island", "causeway", "crescent"][seed % 4]
        state = new_game(seed, opts)
        steps = 0
        while not state.is_terminal:
            legal = state.legal_actions()
            assert legal
            state.apply(legal[rng.randrange(len(legal))])
            steps += 1
            if steps % 7 == 0 or state.battle is None:
                errors = invariant_errors(state)
                assert not errors, (seed, state.history[-6:], errors)
        assert not invariant_errors(state)
        reasons.add(state.end_reason)
    assert reasons == {"dojo", "cards"}


def test_save_replay_round_trip():
    rng = random.Random(4)
    state = new_game(11, dict(ALL, board="island"))
    while not state.is_terminal:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    save = SaveGame(game="dojo", seed=11, options=state.options, actions=list(state.history))
    again = replay(SaveGame.from_json(save.to_json()))
    assert again.history == state.history
    assert again.view(0) == state.view(0) and again.winner == state.winner


def test_bad_input_is_refused_clearly():
    state = placed(2)
    for text, match in (
        ("fly", "unknown action"),
        ("step 0,0", "not possible now|usage"),
        ("dojo 0,0", "not possible now"),
    ):
        with pytest.raises(IllegalAction, match=match):
            state.apply(text)
    with pytest.raises(ValueError, match="unknown options"):
        new_game(1, {"jokers": True, "wings": True})
    with pytest.raises(ValueError, match="true or false"):
        new_game(1, {"jokers": "yes"})
    with pytest.raises(ValueError, match="no Dojo board named"):
        new_game(1, {"board": "atlantis"})


def test_a_wasted_projectile_is_not_a_tie():
    src, dst = (0, 0), (1, 0)
    state = scene(None, {src: [1, 0], dst: [0, 1]}, decks=([3], [9]))
    state.apply("throw 0,0 1,0")
    state.apply("lay 9")
    flip = [e for e in state.apply("play 3 0") if e.kind == "flip"][0]
    assert not flip["tie"] and flip["attacker_loses"] == flip["defender_loses"] == 0


def test_a_draw_past_the_deck_takes_the_last_cards_then_ends_the_game():
    state = scene(None, {(0, 0): [5, 0], (1, 0): [0, 1]}, phase="summon")
    state.discards[0] = state.decks[0][:-3]
    state.decks[0] = state.decks[0][-3:]
    state.apply("summon 5")
    assert state.is_terminal and state.decks[0] == []
    assert len(state.discards[0]) == 54  # every card kept


def test_dice_rolls_are_revealed_so_undo_stops_there():
    from ninjas.core.session import reveals_hidden

    state = placed(6)
    assert any(reveals_hidden(e) for e in state.apply("roll"))
    board = scene(None, {(0, 0): [2, 0]}, phase="summon")
    board.apply("summon 1")
    assert any(reveals_hidden(e) for e in board.apply("die 0,0"))


def test_option_use_names_the_optional_rule_an_action_uses():
    """What the arena counts: the Blitz, a throw from one's own Dojo (or the battles
    ended while one was possible), Fists of Fury's choice, a Joker's hex."""
    from ninjas.dojo.rules import option_use

    state = scene(None, {}, dojo_defense=True)
    dojo = state.dojos[0]
    target = [n for n in neighbours(dojo) if n in state.board.terrain_map()][0]
    state.ninjas[dojo] = [2, 0]
    state.ninjas[(2, -2)] = [0, 1]
    assert option_use(state, "done") is None  # no enemy in reach of the Dojo
    state.ninjas[target] = [0, 1]
    assert option_use(state, f"throw {dojo[0]},{dojo[1]} {target[0]},{target[1]}") == (
        "dojo_defense"
    )
    assert option_use(state, "done") == "dojo_defense_held"
    assert option_use(state, "draw 2") == "fury_draw_2"
    assert option_use(state, "draw 1") == "fury_draw_1"
    assert option_use(state, "joker 0,0") == "joker_choice"
    assert option_use(state, "blitz") == "blitz"
    assert option_use(state, "roll") is None
