"""Position and action notation (docs/NOTATION.md)."""

from __future__ import annotations

import re

import pytest

import ninjas.taisen as t

DOC_EXAMPLE = "JR1P2S3/P3S1R2/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -"
START_BOARD = "JR1P2S3/P3S1R2/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3"
ACTION_RE = re.compile(r"^(end|[rgb]:(J|[RPS][123]))$")

CANONICAL = [
    DOC_EXAMPLE,
    START_BOARD + " w r1g2b3 -",
    START_BOARD + " m r3g3b3 -",
    START_BOARD + " m g2b3 -",
    START_BOARD + " m r1b3 J",
    START_BOARD + " w b1 J",
    START_BOARD + " m ? -",
    START_BOARD + " w ? -",
    # eliminated cards are simply absent
    "J/-/-/-/-/-/-/-/-/-/j m r1g1b1 -",
    "-/-/-/-/S1/-/-/-/-/-/p3 w r2g1 -",
    "-/-/R1P1S1R2P2S2/-/S3JR3P3/-/-/-/s1/-/j m r2g3b1 J",
    "s1p1/-/-/-/-/R1/-/-/-/r2/S2S3 w r1g1b1 -",
    "JP1S2/P3/R3/-/-/P2R1S3S1R2/p3r2r1/-/r3p2s2/p1s1/js3 m r1g2b3 -",
]


@pytest.mark.parametrize("text", CANONICAL)
def test_round_trip_of_canonical_positions(text):
    s = t.from_notation(text, seed=0)
    assert s.to_notation() == text
    again = t.from_notation(s.to_notation(), seed=1)
    assert again.to_notation() == text


def test_round_trip_with_no_dice_left():
    # "-" = no die left (documented field value)
    text = START_BOARD + " m - -"
    assert t.from_notation(text, seed=0).to_notation() == text


def test_from_notation_seed_is_optional():
    assert t.from_notation(DOC_EXAMPLE).to_notation() == DOC_EXAMPLE


def test_doc_example():
    s = t.from_notation(DOC_EXAMPLE, seed=0)
    assert s.to_notation() == DOC_EXAMPLE
    assert s.current_player == 0
    assert s.winner is None
    assert not s.is_terminal
    assert sorted(str(a) for a in s.legal_actions()) == [
        "b:R1",
        "b:R2",
        "b:R3",
        "g:P1",
        "g:P2",
        "g:P3",
        "r:S1",
        "r:S2",
        "r:S3",
    ]
    events = s.apply("g:P1")
    assert [e.kind for e in events] == ["moved"]
    d = events[0].data
    assert (d["side"], d["die"], d["value"], list(d["cards"]), d["src"], d["dst"]) == (
        "monkey",
        "g",
        2,
        ["P1"],
        3,
        5,
    )
    assert s.to_notation() == "JR1P2S3/P3S1R2/S2R3/-/-/P1/-/p1/s2r3/p3s1r2/jr1p2s3 m r1b3 -"


def test_wolf_to_move_current_player_is_1():
    s = t.from_notation(START_BOARD + " w r1g2b3 -", seed=0)
    assert s.current_player == 1


# ----------------------------------------------------------------------------
# "?" dice: not rolled yet


def test_unrolled_dice_stay_unrolled_until_the_state_needs_them():
    s = t.from_notation(START_BOARD + " m ? -", seed=3)
    assert s.to_notation() == START_BOARD + " m ? -"
    s.legal_actions()
    dice = s.to_notation().split(" ")[2]
    assert re.fullmatch(r"r[1-3]g[1-3]b[1-3]", dice)
    # the roll is reproducible from the seed
    s2 = t.from_notation(START_BOARD + " m ? -", seed=3)
    s2.legal_actions()
    assert s2.to_notation() == s.to_notation()


def test_unrolled_dice_are_rolled_by_apply_too():
    s = t.from_notation(START_BOARD + " m ? -", seed=3)
    ref = t.from_notation(START_BOARD + " m ? -", seed=3)
    ref.legal_actions()
    action = sorted(str(a) for a in ref.legal_actions())[0]
    s.apply(action)
    ref.apply(action)
    assert s.to_notation() == ref.to_notation()


def test_unrolled_dice_vary_with_the_seed():
    rolls = set()
    for seed in range(40):
        s = t.from_notation(START_BOARD + " m ? -", seed=seed)
        s.legal_actions()
        rolls.add(s.to_notation().split(" ")[2])
    assert len(rolls) > 5


# ----------------------------------------------------------------------------
# rejection: ValueError naming the field and the problem

BAD = [
    # (id, text, words of which at least one must appear in the message)
    ("three fields", START_BOARD + " m r1g2b3", ["field"]),
    ("five fields", START_BOARD + " m r1g2b3 - -", ["field"]),
    ("empty", "", ["field", "empty"]),
    ("just bad", "bad", ["field"]),
    (
        "monkey card twice",
        "JR1P2S3/P3S1R2/S2R3/P1R1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["twice", "duplicate", "more than once", "repeated", "again"],
    ),
    (
        "wolf card twice",
        "JR1P2S3/P3S1R2/S2R3/P1/-/-/-/p1/s2r3p1/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["twice", "duplicate", "more than once", "repeated", "again"],
    ),
    (
        "shogun twice",
        "J/J/-/-/-/-/-/-/-/-/j m r1g2b3 -",
        ["twice", "duplicate", "more than once", "repeated", "again"],
    ),
    (
        "both sides on one position",
        "JR1P2S3/P3S1R2/S2R3/P1p1/-/-/-/-/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["both", "side", "mixed", "enemy", "monkey and wolf", "wolf and monkey"],
    ),
    ("die value 4", START_BOARD + " m r4g2b3 -", ["dice", "die"]),
    ("die value 0", START_BOARD + " m r1g0b3 -", ["dice", "die"]),
    ("die value 9", START_BOARD + " m r1g2b9 -", ["dice", "die"]),
    ("die colour twice", START_BOARD + " m r1r2b3 -", ["dice", "die"]),
    ("die garbage", START_BOARD + " m xyz -", ["dice", "die"]),
    ("side x", START_BOARD + " x r1g2b3 -", ["side", "player", "move", "turn"]),
    ("side word", START_BOARD + " monkey r1g2b3 -", ["side", "player", "move", "turn"]),
    ("flag K", START_BOARD + " m r1g2b3 K", ["shogun", "flag"]),
    ("flag j", START_BOARD + " m r1g2b3 j", ["shogun", "flag"]),
    ("flag JJ", START_BOARD + " m r1g2b3 JJ", ["shogun", "flag"]),
    (
        "card R4",
        "JR1P2S3/P3S1R4/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["card", "token", "r4"],
    ),
    (
        "card X1",
        "JR1P2S3/P3S1X1/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["card", "token", "x1"],
    ),
    ("card J1", "J1/-/-/-/-/-/-/-/-/-/j m r1g2b3 -", ["card", "token", "j1"]),
    ("card Q", "J/Q/-/-/-/-/-/-/-/-/j m r1g2b3 -", ["card", "token", "q"]),
    (
        "ten positions",
        "JR1P2S3/P3S1R2/S2R3/P1/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["position", "11", "eleven"],
    ),
    (
        "twelve positions",
        "JR1P2S3/P3S1R2/S2R3/P1/-/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["position", "11", "eleven"],
    ),
    (
        "empty position field",
        "JR1P2S3/P3S1R2/S2R3/P1//-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -",
        ["position", "empty", "card", "-"],
    ),
    ("double space", START_BOARD + " m  r1g2b3 -", ["space", "field"]),
    ("leading space", " " + DOC_EXAMPLE, ["space", "field"]),
    ("trailing space", DOC_EXAMPLE + " ", ["space", "field"]),
    ("tab", START_BOARD + "\tm r1g2b3 -", ["space", "field"]),
]


@pytest.mark.parametrize("text", [b[1] for b in BAD], ids=[b[0] for b in BAD])
def test_from_notation_rejects_malformed_text(text):
    with pytest.raises(ValueError):
        t.from_notation(text, seed=0)


@pytest.mark.parametrize("text,words", [(b[1], b[2]) for b in BAD], ids=[b[0] for b in BAD])
def test_rejection_message_names_the_field_or_problem(text, words):
    with pytest.raises(ValueError) as info:
        t.from_notation(text, seed=0)
    msg = str(info.value).lower()
    assert msg.strip(), "empty ValueError message"
    assert any(w in msg for w in words), (msg, words)


def test_missing_eliminated_cards_are_allowed():
    # any subset of the 20 cards, with or without a Shogun
    for text in (
        "J/-/-/-/-/-/-/-/-/-/j m r1g1b1 -",
        "-/R1/-/-/-/-/-/-/-/p2/- w r1g1b1 -",
        "-/-/-/P1/-/-/-/-/-/-/s3 m r2g1b1 -",
    ):
        assert t.from_notation(text, seed=0).to_notation() == text


# ----------------------------------------------------------------------------
# actions


def test_every_legal_action_has_the_documented_text_form():
    for seed in range(20):
        s = t.new_game(seed=seed)
        texts = [str(a) for a in s.legal_actions()]
        assert texts and all(ACTION_RE.match(x) for x in texts), texts
        assert len(texts) == len(set(texts)), "each legal action once"


def test_wolf_actions_are_written_upper_case():
    s = t.from_notation(START_BOARD + " w r1g2b3 -", seed=0)
    texts = sorted(str(a) for a in s.legal_actions())
    assert texts == ["b:R1", "b:R2", "b:R3", "g:P1", "g:P2", "g:P3", "r:S1", "r:S2", "r:S3"]


def test_apply_accepts_an_action_object_or_its_text():
    a_state = t.from_notation(DOC_EXAMPLE, seed=0)
    b_state = a_state.clone()
    for action in a_state.legal_actions():
        if str(action) == "b:R2":
            ev_a = a_state.apply(action)
            break
    else:
        raise AssertionError("b:R2 missing")
    ev_b = b_state.apply("b:R2")
    assert a_state.to_notation() == b_state.to_notation()
    assert [(e.kind, dict(e.data)) for e in ev_a] == [(e.kind, dict(e.data)) for e in ev_b]


@pytest.mark.parametrize(
    "text",
    [
        "x:P1",
        "r:",
        ":S1",
        "r:X9",
        "r:S4",
        "",
        "r-S1",
        "rS1",
        "r:S1 ",
        " r:S1",
        "END",
        "end ",
        "r:S1:S2",
        "g:P1,g:P2",
        "b:P1",
        "r:P1",
        "g:S1",
        "r:J",
        "y:J",
        "pass",
    ],
)
def test_bad_or_illegal_action_text_raises_value_error_state_unchanged(text):
    s = t.from_notation(DOC_EXAMPLE, seed=0)
    before = s.to_notation()
    legal_before = sorted(str(a) for a in s.legal_actions())
    with pytest.raises(ValueError):
        s.apply(text)
    assert s.to_notation() == before
    assert sorted(str(a) for a in s.legal_actions()) == legal_before
    # the state is still usable
    s.apply("g:P1")
    assert s.to_notation() == "JR1P2S3/P3S1R2/S2R3/-/-/P1/-/p1/s2r3/p3s1r2/jr1p2s3 m r1b3 -"


def test_end_before_any_die_is_illegal_state_unchanged():
    s = t.from_notation(DOC_EXAMPLE, seed=0)
    with pytest.raises(ValueError):
        s.apply("end")
    assert s.to_notation() == DOC_EXAMPLE


def test_clone_is_independent():
    s = t.from_notation(DOC_EXAMPLE, seed=0)
    c = s.clone()
    c.apply("g:P1")
    assert s.to_notation() == DOC_EXAMPLE
    assert c.to_notation() != DOC_EXAMPLE
    s.apply("r:S1")
    assert c.to_notation() == "JR1P2S3/P3S1R2/S2R3/-/-/P1/-/p1/s2r3/p3s1r2/jr1p2s3 m r1b3 -"
