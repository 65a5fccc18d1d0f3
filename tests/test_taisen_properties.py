"""Property tests on arbitrary valid positions (not only positions reached by play)."""

from hypothesis import given, settings
from hypothesis import strategies as st

import ninjas
import ninjas.taisen as taisen
from ninjas.taisen.cards import COLOUR, DIE_COLOUR, JOKER, TOKEN

TOKENS_M = ["R1", "R2", "R3", "P1", "P2", "P3", "S1", "S2", "S3", "J"]


@st.composite
def positions(draw):
    """A random legal-looking position: each card alive or not, stacks on distinct
    positions for each side, dice left, a side to move and a Shogun flag."""
    fields: list[list[str]] = [[] for _ in range(11)]
    owner: list[int | None] = [None] * 11
    for side in (0, 1):
        for token in TOKENS_M:
            if not draw(st.booleans()) and draw(st.booleans()):
                continue  # eliminated (about a quarter of the cards)
            free = [p for p in range(11) if owner[p] in (None, side)]
            pos = draw(st.sampled_from(free))
            owner[pos] = side
            fields[pos].insert(
                draw(st.integers(0, len(fields[pos]))), token if side == 0 else token.lower()
            )
    if not any(f for f in fields):
        fields[0] = ["J"]
    board = "/".join("".join(f) or "-" for f in fields)
    dice = (
        "".join(f"{c}{v}" for c in "rgb" if (v := draw(st.sampled_from([0, 1, 2, 3]))) > 0) or "-"
    )
    side = draw(st.sampled_from("mw"))
    flag = draw(st.sampled_from("J-")) if dice != "-" else "-"
    return f"{board} {side} {dice} {flag}"


def check_invariants(state):
    errors = taisen.invariant_errors(state)
    assert not errors, f"{errors}: {state.to_notation()}"


@settings(max_examples=400, deadline=None)
@given(positions())
def test_notation_round_trips(text):
    state = taisen.from_notation(text)
    assert state.to_notation() == text


@settings(max_examples=400, deadline=None)
@given(positions())
def test_every_legal_action_keeps_the_invariants(text):
    state = taisen.from_notation(text, seed=3)
    if state.is_terminal:
        assert state.legal_actions() == []
        return
    legal = state.legal_actions()
    assert legal, "a live position always has an action (at least end)"
    assert len({str(a) for a in legal}) == len(legal)
    dice = state.dice
    for action in legal:
        if action.is_end:
            continue
        card = state.side * 10 + action.local_card
        assert dice[action.die], "only unused dice"
        assert COLOUR[card] == JOKER or COLOUR[card] == DIE_COLOUR[action.die], "die colour"
        stack = state.stacks[state.side][state.where[card]]
        assert len(stack) - 1 - stack.index(card) <= 2, "at most two cards on top"
        before = sum(state.alive)
        child = state.clone()
        events = child.apply(action)
        check_invariants(child)
        eliminated = [e for e in events if e.kind == "eliminated"]
        assert sum(child.alive) == before - len(eliminated)
        assert {TOKEN[c] for c in range(20) if child.where[c] >= 0} | {
            e["card"] for e in eliminated
        } >= {TOKEN[c] for c in range(20) if state.where[c] >= 0}
        assert taisen.from_notation(child.to_notation()).to_notation() == child.to_notation()


def test_version_matches_pyproject():
    import tomllib
    from pathlib import Path

    project = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text())
    assert ninjas.__version__ == project["project"]["version"]
