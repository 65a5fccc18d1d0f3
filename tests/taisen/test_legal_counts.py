"""Perft-like table: hand-analysed positions and their exact legal actions.

Each entry says why. Legal move = a remaining die, a card of the side to move of
that colour (or the Shogun, any die, unless the flag says he was already chosen),
at most two cards on top of it, not standing on the enemy village. "end" = a die
was already used (fewer than three dice left) or no move is legal.
"""

from __future__ import annotations

import pytest

import ninjas.taisen as t

START_BOARD = "JR1P2S3/P3S1R2/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3"
NINE = ["b:R1", "b:R2", "b:R3", "g:P1", "g:P2", "g:P3", "r:S1", "r:S2", "r:S3"]
TALL = "-/-/R1P1S1R2P2S2/-/S3JR3P3/-/-/-/s1/-/j"

TABLE = [
    # (id, position, sorted legal actions)
    (
        # J has three cards on top; all nine others have at most two
        "start monkey",
        START_BOARD + " m r1g2b3 -",
        NINE,
    ),
    (
        # mirrored: wolf j buried, the nine others free (written upper case)
        "start wolf",
        START_BOARD + " w r1g2b3 -",
        NINE,
    ),
    (
        # the flag changes nothing: the Shogun is buried anyway
        "start flag set",
        START_BOARD + " m r1g2b3 J",
        NINE,
    ),
    (
        # red and blue used: only green moves, and end
        "start only green left",
        START_BOARD + " m g2 -",
        ["end", "g:P1", "g:P2", "g:P3"],
    ),
    (
        # two used, wolf: only blue left
        "start wolf only blue left",
        START_BOARD + " w b3 -",
        ["b:R1", "b:R2", "b:R3", "end"],
    ),
    (
        # stack of six on 2: R1 P1 S1 buried (5, 4, 3 on top), R2 P2 S2 free;
        # stack of four on 4: S3 buried (3 on top), J R3 P3 free (J has 2 on top)
        "stacks higher than three",
        TALL + " m r2g3b1 -",
        ["b:J", "b:R2", "b:R3", "g:J", "g:P2", "g:P3", "r:J", "r:S2"],
    ),
    (
        "stacks higher than three, shogun flag set",
        TALL + " m r2g3b1 J",
        ["b:R2", "b:R3", "g:P2", "g:P3", "r:S2"],
    ),
    (
        "stacks higher than three, one die left",
        TALL + " m g3 -",
        ["end", "g:J", "g:P2", "g:P3"],
    ),
    (
        # wolf mirror of the tall stacks
        "wolf tall stacks",
        "J/-/S1/-/-/-/s3jr3p3/-/r1p1s1r2p2s2/-/- w r1g1b1 -",
        ["b:J", "b:R2", "b:R3", "g:J", "g:P2", "g:P3", "r:J", "r:S2"],
    ),
    (
        # only the Shogun, already chosen: nothing can move, end is the only action
        "only shogun flagged",
        "-/-/-/-/J/-/-/-/-/-/j m r1g1b1 J",
        ["end"],
    ),
    (
        # every Monkey card on the Wolf village: none can move
        "all on enemy village",
        "-/-/-/-/-/-/j/-/-/-/S1P1R1 m r1g1b1 -",
        ["end"],
    ),
    (
        # green left; P1 has three on top, J flagged
        "buried and flagged",
        "-/-/P1S1R2J/-/-/-/-/-/-/-/j m g1 J",
        ["end"],
    ),
    (
        # blue left, no blue card, no Shogun
        "no card of the die colour",
        "-/-/P1S1/-/-/-/-/-/-/-/j m b2 -",
        ["end"],
    ),
    (
        # wolf: r1 on the Monkey village cannot move; s2 overshoots to 0 (legal);
        # p3 has j on top (1); j on top of 2 moves with any die
        "wolf overshoot and immobile",
        "r1/s2/p3j/-/-/R1/-/-/-/-/- w r3g1b2 -",
        ["b:J", "g:J", "g:P3", "r:J", "r:S2"],
    ),
    (
        "wolf overshoot, flag set, green used",
        "r1/s2/p3j/-/-/R1/-/-/-/-/- w r3b2 J",
        ["end", "r:S2"],
    ),
    (
        # R1 on the Wolf village is stuck; S1 on 9 may overshoot (red 3), P1 on top
        "monkey overshoot",
        "-/-/-/-/-/-/-/r1/-/S1P1/R1 m r3g2b1 -",
        ["g:P1", "r:S1"],
    ),
    (
        # all three dice equal value; three cards of each colour on different tiles
        "spread out",
        "S1/P1/R1/S2/P2/R2/S3/P3/R3/j/- m r1g1b1 -",
        ["b:R1", "b:R2", "b:R3", "g:P1", "g:P2", "g:P3", "r:S1", "r:S2", "r:S3"],
    ),
    (
        # moves onto enemy stacks are legal (they start combats)
        "attacks are legal",
        "J/-/-/-/S1/p1p2p3/-/-/-/-/- m r1g1b1 -",
        ["b:J", "g:J", "r:J", "r:S1"],
    ),
    (
        # stack exactly three high: bottom has two on top -> all three may move
        "three high",
        "-/-/-/S1P1R1/-/-/-/-/-/-/j m r1g1b1 -",
        ["b:R1", "g:P1", "r:S1"],
    ),
    (
        # four high: bottom has three on top -> cannot move
        "four high",
        "-/-/-/S1P1R1S2/-/-/-/-/-/-/j m r1g1b1 -",
        ["b:R1", "g:P1", "r:S2"],
    ),
]


@pytest.mark.parametrize("text,expected", [(x[1], x[2]) for x in TABLE], ids=[x[0] for x in TABLE])
def test_exact_legal_actions(text, expected):
    s = t.from_notation(text, seed=0)
    got = sorted(str(a) for a in s.legal_actions())
    assert got == expected
    assert len(s.legal_actions()) == len(expected)  # each legal action once
    assert s.to_notation() == text  # asking does not change the state


@pytest.mark.parametrize("seed", range(40))
def test_every_new_game_starts_with_the_same_nine_moves(seed):
    # setup: J under 3 cards (stuck), the nine others have at most two on top, and
    # every colour has a die: always exactly these nine actions, whatever the roll
    s = t.new_game(seed=seed)
    assert sorted(str(a) for a in s.legal_actions()) == NINE


def test_count_after_each_die_of_the_start_position():
    # after one die, the two other colours' cards + end; the moved card may now
    # have changed what is on top of others
    s = t.from_notation(START_BOARD + " m r1g2b3 -", seed=0)
    s.apply("r:S3")  # S3 leaves the Monkey village: J still has R1 P2 on top (2)
    assert s.to_notation() == "JR1P2/P3S1R2S3/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m g2b3 -"
    # J now has two on top: movable with any remaining die. P3 now has three on
    # top (S1 R2 S3): stuck.
    assert sorted(str(a) for a in s.legal_actions()) == [
        "b:J",
        "b:R1",
        "b:R2",
        "b:R3",
        "end",
        "g:J",
        "g:P1",
        "g:P2",
    ]
