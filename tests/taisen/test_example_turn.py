"""The rulebook's "Example of a game turn", made concrete.

Rulebook (the scan lost the card icons; the colours below are chosen so that every
step of the text holds):
1. Monkey rolls: blue 3, red 1, green 2.
2. Blue 3: the Shogun, with the two cards on top of him, moves three tiles to a
   tile without enemies; nothing happens.
3. Red 1: Scissors 1, with a "2" on top of it, moves one tile onto Wolf cards.
4. Combat: (1) Monkey R2 beats Wolf r1 (same colour, stronger), (2) R2 ties
   Wolf r2: both retreat one tile toward their own villages, (3) S1 beats Wolf p3
   (scissors beats paper) and stays.  (The English scan says "two enemy Ninjas"
   but then fights three: the Wolf stack is [p3, r2, r1], bottom to top.)
5. Only green 2 is left: P1 and P3 may move; P2 may not (three cards on top of it:
   here the retreating R2 lands on P2's stack and makes it the third); the Shogun
   may not (already moved this turn).
6. The player ends the turn.

Position (bottom -> top):
  0 Monkey village: J P1 S2        1: P3        2: R3
  5: P2 R1 S3 S1 R2                6: p3 r2 r1 (Wolf)
  8: r3 p2 s2    9: p1 s1    10 Wolf village: j s3
"""

from __future__ import annotations

import re
from unittest.mock import ANY

from support.taisen_events import E, assert_events, duel, legal

import ninjas.taisen as t

START = "JP1S2/P3/R3/-/-/P2R1S3S1R2/p3r2r1/-/r3p2s2/p1s1/js3 m r1g2b3 -"
AFTER_SHOGUN = "-/P3/R3/JP1S2/-/P2R1S3S1R2/p3r2r1/-/r3p2s2/p1s1/js3 m r1g2 J"
AFTER_COMBAT = "-/P3/R3/JP1S2/-/P2R1S3R2/S1/r2/r3p2s2/p1s1/js3 m g2 J"
FINAL_BOARD = "-/P3/R3/JP1S2/-/P2R1S3R2/S1/r2/r3p2s2/p1s1/js3"


def test_example_turn_start_position_legal_actions():
    s = t.from_notation(START, seed=0)
    assert s.to_notation() == START
    # red 1: J (two on top), S2, S3 (two on top), S1; green 2: J, P1, P3 (P2 has
    # four on top); blue 3: J, R2, R3 (R1 has three on top)
    assert legal(s) == [
        "b:J",
        "b:R2",
        "b:R3",
        "g:J",
        "g:P1",
        "g:P3",
        "r:J",
        "r:S1",
        "r:S2",
        "r:S3",
    ]


def test_example_turn_step_2_shogun_moves_three_tiles_with_two_cards_on_top():
    s = t.from_notation(START, seed=0)
    ev = s.apply("b:J")
    assert_events(
        ev, [E("moved", side="monkey", die="b", value=3, cards=["J", "P1", "S2"], src=0, dst=3)]
    )
    assert s.to_notation() == AFTER_SHOGUN
    # "You could stop your turn here"
    assert "end" in legal(s)
    assert s.winner is None


def test_example_turn_step_3_and_4_scissors_1_attacks_and_the_combat():
    s = t.from_notation(AFTER_SHOGUN, seed=0)
    ev = s.apply("r:S1")
    assert_events(
        ev,
        [
            E("moved", side="monkey", die="r", value=1, cards=["S1", "R2"], src=5, dst=6),
            E("combat_started", pos=6),
            # (1) R2 is stronger than r1
            duel(6, "R2", "r1", 2, 1, "monkey", "strength"),
            E("eliminated", card="r1", pos=6),
            # (2) R2 and r2: tie, both retreat toward their own villages
            duel(6, "R2", "r2", 2, 2, "tie", "tie"),
            E("retreated", card="R2", src=6, dst=5),
            E("retreated", card="r2", src=6, dst=7),
            # (3) S1 beats p3 and stays
            duel(6, "S1", "p3", 1, 3, "monkey", "colour"),
            E("eliminated", card="p3", pos=6),
            E("combat_ended", pos=6),
        ],
    )
    assert s.to_notation() == AFTER_COMBAT


def test_example_turn_step_5_only_green_2_p1_or_p3_not_p2_not_the_shogun():
    s = t.from_notation(AFTER_COMBAT, seed=0)
    assert legal(s) == ["end", "g:P1", "g:P3"]
    for bad in ("g:P2", "g:J", "r:S3", "b:R3"):
        before = s.to_notation()
        try:
            s.apply(bad)
        except ValueError:
            pass
        else:
            raise AssertionError(f"{bad} should be illegal")
        assert s.to_notation() == before


def test_example_turn_step_6_the_player_ends_the_turn():
    s = t.from_notation(AFTER_COMBAT, seed=0)
    ev = s.apply("end")
    assert_events(ev, [E("turn_ended", side="monkey")])
    # the Wolf's dice are rolled when first needed ("?" until then)
    assert s.to_notation() == f"{FINAL_BOARD} w ? -"
    assert s.winner is None and not s.is_terminal
    assert s.current_player == 1
    rolled = s.roll()
    assert_events(rolled, [E("dice_rolled", side="wolf", dice=ANY)])
    d = rolled[0].data["dice"]
    assert s.to_notation() == f"{FINAL_BOARD} w r{d['r']}g{d['g']}b{d['b']} -"


def test_example_turn_whole_turn_in_one_game():
    s = t.from_notation(START, seed=11)
    all_events = []
    for action in ("b:J", "r:S1"):
        all_events += s.apply(action)
    assert legal(s) == ["end", "g:P1", "g:P3"]
    all_events += s.apply("end")
    assert [e.kind for e in all_events] == [
        "moved",
        "moved",
        "combat_started",
        "duel",
        "eliminated",
        "duel",
        "retreated",
        "retreated",
        "duel",
        "eliminated",
        "combat_ended",
        "turn_ended",
    ]
    assert s.to_notation() == FINAL_BOARD + " w ? -"
    s.legal_actions()  # the Wolf's dice are rolled when first needed
    final = s.to_notation()
    assert final.startswith(FINAL_BOARD + " w ")
    assert re.fullmatch(r"r[1-3]g[1-3]b[1-3]", final.split(" ")[2])
    assert final.endswith(" -")
