"""Whatever bytes a save file holds, loading gives a game or a SaveError: never a crash."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from ninjas.core.saves import SaveError, SaveGame, replay

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def load(text: str) -> None:
    """What the Load menu does: parse, then rebuild the session (seats included)."""
    from ninjas.core.session import GameSession

    try:
        save = SaveGame.from_json(text)
        GameSession.from_save(save, autosave=False)
        replay(save)
    except SaveError as error:
        assert error.code


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=200))
def test_any_text_loads_or_gives_a_save_error(text):
    load(text)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_loads_or_gives_a_save_error(value):
    load(json.dumps(value))


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(min_value=-(2**70), max_value=2**70),
    options=st.dictionaries(st.sampled_from(["first", "x"]), json_values, max_size=2),
    actions=st.lists(
        st.sampled_from(["end", "r:S1", "g:P2", "b:R3", "r:J", "b:J", "zz", ""]), max_size=12
    ),
    seats=json_values,
)
def test_any_well_formed_save_replays_or_gives_a_save_error(seed, options, actions, seats):
    raw = {
        "format": "ninjas-save",
        "version": 1,
        "game": "taisen",
        "seed": seed,
        "options": options,
        "seats": seats,
        "actions": actions,
    }
    load(json.dumps(raw))


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=10_000), st.integers(min_value=1, max_value=400))
def test_a_cut_save_is_reported_not_loaded(seed, cut):
    from ninjas.core.session import GameSession, Seat

    session = GameSession.new("taisen", [Seat(), Seat("ai")], seed=seed, autosave=False)
    for _ in range(5):
        session.apply(session.state.legal_actions()[0])
    text = session.to_save().to_json()
    cut = min(cut, len(text) - 2)
    load(text[:cut])


def a_sealed_save_text() -> str:
    from ninjas.core.session import GameSession, Seat

    session = GameSession.new("shinobi", [Seat(), Seat("ai")], seed=9, autosave=False)
    for _ in range(6):
        session.apply(session.state.legal_actions()[0])
    return session.to_save().to_json()


SEALED = a_sealed_save_text()


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=len(SEALED) - 1), st.characters(codec="utf-8"))
def test_any_change_to_a_sealed_save_is_refused_or_changes_nothing(position, char):
    """Issue 21: a changed character anywhere (plain fields, the sealed part, the JSON
    around them) gives a SaveError, or the very same save (a change of layout)."""
    from ninjas.core.session import GameSession

    text = SEALED[:position] + char + SEALED[position + 1 :]
    original = SaveGame.from_json(SEALED)
    try:
        save = SaveGame.from_json(text)
        GameSession.from_save(save, autosave=False)
    except SaveError as error:
        assert error.code
        return
    assert save == original
